package org.creatureexplorer.lessons.skeletons;

import java.awt.geom.Path2D;
import org.creatureexplorer.creature.Body;
import org.creatureexplorer.lesson.BodyDraw;
import org.creatureexplorer.sim.Vec2;

/**
 * A body's skin built into one reused path: the loop of {@link Body#outline()} through the curve
 * of {@code BodyDraw.smoothLoop}, with the same arithmetic in the same order (so the same doubles
 * and the same pixels), but from the body's joints, radii and forward directions into arrays kept
 * from frame to frame instead of some 60 outline points, 200 vectors and a growing path per body
 * per frame. Not thread-safe: one per painting thread ({@link #forThisThread}).
 */
final class BodySkin {
    private static final ThreadLocal<BodySkin> SKINS = ThreadLocal.withInitial(BodySkin::new);
    /** cos and sin of the caps' turns, pi k / CAP_STEPS, as {@code Vec2.rotate} computes them. */
    private static final double[] CAP_COS = new double[Body.CAP_STEPS], CAP_SIN = new double[Body.CAP_STEPS];

    static {
        for (int k = 1; k < Body.CAP_STEPS; k++) {
            CAP_COS[k] = Math.cos(Math.PI * k / Body.CAP_STEPS);
            CAP_SIN[k] = Math.sin(Math.PI * k / Body.CAP_STEPS);
        }
    }

    private final Path2D.Double path = new Path2D.Double();
    private double[] xs = new double[0], ys = new double[0];

    /** This thread's skin (the event thread's, render's, bench's): its path is good until the next {@link #of} here. */
    static BodySkin forThisThread() { return SKINS.get(); }

    /** The smooth closed skin of {@code b}, the very path {@code BodyDraw.smoothLoop(b.outline())} makes. */
    Path2D.Double of(Body b) {
        int n = b.size();
        int points = 2 * n + 2 * (Body.CAP_STEPS - 1);
        if (xs.length != points) {
            xs = new double[points];
            ys = new double[points];
        }
        int m = 0;
        // Body.outline(): down the right side (right = forward turned clockwise: (-fy, fx)), round the tail, up the left, round the head.
        for (int i = 0; i < n; i++) m = side(b, i, +1, m);
        Vec2 tail = b.forward(n - 1);
        m = cap(b, n - 1, -tail.y(), tail.x(), m);
        for (int i = n - 1; i >= 0; i--) m = side(b, i, -1, m);
        Vec2 head = b.forward(0);
        m = cap(b, 0, -head.y() * -1, head.x() * -1, m);
        return BodyDraw.smoothLoop(xs, ys, m, path);
    }

    /** Body.sidePoint(i, side): joint i pushed sideways by its radius. */
    private int side(Body b, int i, int side, int m) {
        Vec2 f = b.forward(i);
        Vec2 j = b.joint(i);
        double k = side * b.radius(i);
        xs[m] = j.x() + -f.y() * k;
        ys[m] = j.y() + f.x() * k;
        return m + 1;
    }

    /** Body's cap: half a circle round joint j from the unit vector (sx, sy), turning clockwise on screen. */
    private int cap(Body b, int j, double sx, double sy, int m) {
        Vec2 c = b.joint(j);
        double r = b.radius(j);
        for (int k = 1; k < Body.CAP_STEPS; k++) {
            double dx = sx * CAP_COS[k] - sy * CAP_SIN[k], dy = sx * CAP_SIN[k] + sy * CAP_COS[k];
            xs[m] = c.x() + dx * r;
            ys[m] = c.y() + dy * r;
            m++;
        }
        return m;
    }
}
