package org.creatureexplorer.creature.jeremiah;

import org.creatureexplorer.sim.Vec2;

/**
 * One feeler: a chain of points with no rest length. Each frame, from the head outward, every
 * point moves {@code pull} of the way toward the point ahead (the first toward the head), then
 * adds the feeler's fixed drift. The pull shrinks a gap D by pull x D, the drift grows it by d:
 * they balance at D = d / pull, beyond the point ahead in the drift's direction.
 */
public final class Feeler {
    private final Vec2[] points;
    private final double[] offBefore;
    private Vec2 drift;
    private double pull;

    public Feeler(Vec2[] initial, Vec2 drift, double pull) {
        points = initial.clone();
        offBefore = new double[points.length];
        this.drift = drift;
        this.pull = pull;
    }

    /** A feeler already at rest: point i at head + (i + 1) x drift / pull. */
    public static Feeler atRest(Vec2 head, int count, Vec2 drift, double pull) {
        Vec2[] pts = new Vec2[count];
        for (int i = 0; i < count; i++) pts[i] = head.plus(drift.times((i + 1) / pull));
        return new Feeler(pts, drift, pull);
    }

    /** A feeler bunched up: every point on the head. */
    public static Feeler bunched(Vec2 head, int count, Vec2 drift, double pull) {
        Vec2[] pts = new Vec2[count];
        java.util.Arrays.fill(pts, head);
        return new Feeler(pts, drift, pull);
    }

    public void follow(Vec2 head) {
        // distanceTo(equilibrium(ahead)) and p.plus(ahead.minus(p).times(pull)).plus(drift), the
        // same operations in the same order on doubles: one new point per point, not six vectors
        // (fifty feelers a tick in Jeremiah).
        double restX = drift.x() * (1 / pull), restY = drift.y() * (1 / pull);
        for (int i = 0; i < points.length; i++) {
            Vec2 ahead = i == 0 ? head : points[i - 1];
            Vec2 p = points[i];
            offBefore[i] = Vec2.norm(p.x() - (ahead.x() + restX), p.y() - (ahead.y() + restY));
            points[i] = new Vec2(p.x() + (ahead.x() - p.x()) * pull + drift.x(), p.y() + (ahead.y() - p.y()) * pull + drift.y());
        }
    }

    /** Where a point balances: drift / pull beyond the point ahead. */
    public Vec2 equilibrium(Vec2 ahead) { return ahead.plus(drift.times(1 / pull)); }

    public int size() { return points.length; }

    public Vec2 point(int i) { return points[i]; }

    public Vec2 tip() { return points[points.length - 1]; }

    /** Gap between point i and the point ahead of it ({@code head} for point 0). */
    public double gap(int i, Vec2 head) { return points[i].distanceTo(i == 0 ? head : points[i - 1]); }

    /** How far point i was from its balance point just before this frame's move: the pull and drift move it 1/10 of that (pull 0.1). */
    public double offBeforeMove(int i) { return offBefore[i]; }

    public Vec2 drift() { return drift; }

    public double pull() { return pull; }

    public void setDrift(Vec2 drift) { this.drift = drift; }

    public void setPull(double pull) { this.pull = pull; }
}
