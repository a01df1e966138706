package org.creatureexplorer.lessons.skeletons;

import org.creatureexplorer.sim.Vec2;

/**
 * A painter's joints of this paint, each asked of its chain once: a chain's {@code joint(i)}
 * makes a new vector per call and a painter asks for each joint four to six times (edge, body,
 * circle, bone ends, dot). One array per painter and painting thread (the event thread, render's,
 * bench's), grown when a chain is longer; good until that painter's next {@link #of}.
 */
public final class JointScratch {
    private final ThreadLocal<Vec2[][]> arrays = ThreadLocal.withInitial(() -> new Vec2[1][0]);

    public interface Chain {
        Vec2 joint(int i);
    }

    /** An array holding at least {@code n} joints, {@code chain.joint(0..n-1)} in its first n slots. */
    public Vec2[] of(int n, Chain chain) {
        Vec2[][] holder = arrays.get();
        if (holder[0].length < n) holder[0] = new Vec2[n];
        Vec2[] joints = holder[0];
        for (int i = 0; i < n; i++) joints[i] = chain.joint(i);
        return joints;
    }
}
