package org.creatureexplorer.creature;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.sim.Vec2;

/**
 * A body made of circles on a chain: joint positions and a radius for each. Nothing here is
 * drawn from a picture; the skin outline, the eyes and the fins are all placed from the
 * joints, their radii and their local directions.
 * <p>
 * The local direction at a joint points forward along the body: from the joint behind it
 * to the joint ahead of it (at the head, from joint 1 to joint 0; at the tail, from the tail
 * to the joint ahead). "Right" is that direction turned a quarter turn clockwise on screen.
 */
public final class Body {
    /** Points on each half-circle cap (head and tail) between the two sides. */
    public static final int CAP_STEPS = 4;

    /** Where an outline point comes from. */
    public enum Side { RIGHT, TAIL_CAP, LEFT, HEAD_CAP }

    /** One point of the outline: where it is, the joint it belongs to, and which part of the loop. */
    public record OutlinePoint(Vec2 position, int joint, Side side) {}

    private final Vec2[] joints;
    private final double[] radii;
    private final Vec2[] forward;

    /** @param joints at least 2 positions, head first; @param radii one per joint, px */
    public Body(Vec2[] joints, double[] radii) {
        if (joints.length < 2 || radii.length != joints.length) {
            throw new IllegalArgumentException("need at least 2 joints and one radius per joint");
        }
        this.joints = joints.clone();
        this.radii = radii.clone();
        int n = joints.length;
        forward = new Vec2[n];
        Vec2 fallback = Vec2.UNIT_X;
        for (int i = 0; i < n; i++) {
            Vec2 ahead = joints[Math.max(0, i - 1)];
            Vec2 behind = joints[Math.min(n - 1, i + 1)];
            forward[i] = ahead.minus(behind).directionOr(fallback);
            fallback = forward[i];
        }
    }

    public int size() { return joints.length; }

    public Vec2 joint(int i) { return joints[i]; }

    public double radius(int i) { return radii[i]; }

    /** Unit vector pointing forward along the body at joint i. */
    public Vec2 forward(int i) { return forward[i]; }

    /** Unit vector to the creature's right at joint i: forward turned a quarter turn clockwise on screen. */
    public Vec2 right(int i) { return forward[i].perp(); }

    /** Joint i pushed sideways by its radius: to the right when {@code side} is +1, to the left when -1. */
    public Vec2 sidePoint(int i, int side) { return joints[i].plus(right(i).times(side * radii[i])); }

    /**
     * The skin outline as one closed loop: down the right side from head to tail, round the
     * tail, up the left side, round the head; the last point leads back to the first.
     */
    public List<OutlinePoint> outline() {
        int n = joints.length;
        List<OutlinePoint> loop = new ArrayList<>(2 * n + 2 * (CAP_STEPS - 1));
        for (int i = 0; i < n; i++) loop.add(new OutlinePoint(sidePoint(i, +1), i, Side.RIGHT));
        cap(loop, n - 1, right(n - 1), Side.TAIL_CAP);
        for (int i = n - 1; i >= 0; i--) loop.add(new OutlinePoint(sidePoint(i, -1), i, Side.LEFT));
        cap(loop, 0, right(0).times(-1), Side.HEAD_CAP);
        return loop;
    }

    /** Half a circle round joint j from {@code start} (a unit vector), turning clockwise on screen. */
    private void cap(List<OutlinePoint> loop, int j, Vec2 start, Side side) {
        for (int k = 1; k < CAP_STEPS; k++) {
            Vec2 d = start.rotate(Math.PI * k / CAP_STEPS);
            loop.add(new OutlinePoint(joints[j].plus(d.times(radii[j])), j, side));
        }
    }

    /** Length of one side of the skin (+1 right, -1 left): the path through its side points, px. */
    public double sideLength(int side) {
        double total = 0;
        for (int i = 1; i < joints.length; i++) total += sidePoint(i, side).distanceTo(sidePoint(i - 1, side));
        return total;
    }

    /**
     * The smallest forward step between neighbouring side points on either side, measured along
     * the spine: (side point i-1 - side point i) . (joint i-1 - joint i) / |joint i-1 - joint i|.
     * Below zero the skin on the inside of a bend runs backward: it has crumpled.
     */
    public double smallestSideStep() {
        double best = Double.POSITIVE_INFINITY;
        for (int i = 1; i < joints.length; i++) {
            Vec2 bone = joints[i - 1].minus(joints[i]).directionOr(forward[i]);
            for (int side = -1; side <= 1; side += 2) {
                best = Math.min(best, sidePoint(i - 1, side).minus(sidePoint(i, side)).dot(bone));
            }
        }
        return best;
    }

    /**
     * An eye on the head: {@code along} x head radius forward of the head joint and
     * {@code across} x head radius to the given side (+1 right, -1 left).
     */
    public Vec2 eye(int side, double along, double across) {
        return joints[0].plus(forward[0].times(along * radii[0])).plus(right(0).times(side * across * radii[0]));
    }

    /** Signed bend at interior joint i, in (-pi, pi]: positive when the body turns clockwise going from head to tail. */
    public double signedBend(int i) {
        Vec2 a = joints[i].minus(joints[i - 1]);
        Vec2 b = joints[i + 1].minus(joints[i]);
        if (a.length() == 0 || b.length() == 0) return 0;
        return org.creatureexplorer.sim.Angles.wrap(b.angle() - a.angle());
    }
}
