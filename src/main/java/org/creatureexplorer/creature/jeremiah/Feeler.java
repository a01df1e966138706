package org.creatureexplorer.creature.jeremiah;

import org.creatureexplorer.sim.Vec2;

/**
 * One feeler: a chain of points with no rest length. Each frame, from the head outward, every
 * point moves {@code pull} of the way toward the point ahead (the first toward the head), then
 * adds the feeler's fixed drift. The pull shrinks a gap D by pull x D, the drift grows it by d:
 * they balance at D = d / pull, beyond the point ahead in the drift's direction.
 */
public final class Feeler {
    /** Point coordinates as numbers: a tick of fifty feelers then makes no vectors at all. */
    private final double[] xs;
    private final double[] ys;
    private final double[] offBefore;
    private Vec2 drift;
    private double pull;

    public Feeler(Vec2[] initial, Vec2 drift, double pull) {
        xs = new double[initial.length];
        ys = new double[initial.length];
        for (int i = 0; i < initial.length; i++) {
            xs[i] = initial[i].x();
            ys[i] = initial[i].y();
        }
        offBefore = new double[initial.length];
        this.drift = drift;
        this.pull = pull;
    }

    private Feeler(Feeler from) {
        xs = from.xs.clone();
        ys = from.ys.clone();
        offBefore = from.offBefore.clone();
        drift = from.drift;
        pull = from.pull;
    }

    /** An independent feeler in the same state (for a world's copy). */
    public Feeler copy() { return new Feeler(this); }

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
        // same operations in the same order on the coordinates (fifty feelers a tick in Jeremiah).
        double restX = drift.x() * (1 / pull), restY = drift.y() * (1 / pull);
        double aheadX = head.x(), aheadY = head.y();
        for (int i = 0; i < xs.length; i++) {
            double px = xs[i], py = ys[i];
            offBefore[i] = Vec2.norm(px - (aheadX + restX), py - (aheadY + restY));
            xs[i] = px + (aheadX - px) * pull + drift.x();
            ys[i] = py + (aheadY - py) * pull + drift.y();
            aheadX = xs[i];
            aheadY = ys[i];
        }
    }

    /** Where a point balances: drift / pull beyond the point ahead. */
    public Vec2 equilibrium(Vec2 ahead) { return ahead.plus(drift.times(1 / pull)); }

    public int size() { return xs.length; }

    public Vec2 point(int i) { return new Vec2(xs[i], ys[i]); }

    public double pointX(int i) { return xs[i]; }

    public double pointY(int i) { return ys[i]; }

    public Vec2 tip() { return point(xs.length - 1); }

    /** Gap between point i and the point ahead of it ({@code head} for point 0). */
    public double gap(int i, Vec2 head) {
        return i == 0 ? Vec2.norm(xs[0] - head.x(), ys[0] - head.y()) : Vec2.norm(xs[i] - xs[i - 1], ys[i] - ys[i - 1]);
    }

    /** How far point i was from its balance point just before this frame's move: the pull and drift move it 1/10 of that (pull 0.1). */
    public double offBeforeMove(int i) { return offBefore[i]; }

    public Vec2 drift() { return drift; }

    public double pull() { return pull; }

    public void setDrift(Vec2 drift) { this.drift = drift; }

    public void setPull(double pull) { this.pull = pull; }
}
