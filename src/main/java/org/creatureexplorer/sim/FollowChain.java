package org.creatureexplorer.sim;

/**
 * A chain of joints kept {@code gap} apart by follow-the-leader: joint 0 goes where it is
 * told, then each joint is placed on the circle around the joint just fixed ahead of it.
 * One ordered (Gauss-Seidel) pass per tick is exact, because every joint has one anchor.
 */
public final class FollowChain {
    /** Joint coordinates, kept as numbers so a tick allocates nothing (one chain may have thousands). */
    private final double[] xs;
    private final double[] ys;
    private double gap;

    /** Lays the chain out straight from {@code head}, trailing in {@code trailDirection}. */
    public FollowChain(int jointCount, double gap, Vec2 head, Vec2 trailDirection) {
        if (jointCount < 2) throw new IllegalArgumentException("a chain needs at least 2 joints, got " + jointCount);
        if (!(gap > 0)) throw new IllegalArgumentException("gap must be positive, got " + gap);
        this.gap = gap;
        xs = new double[jointCount];
        ys = new double[jointCount];
        Vec2 dir = trailDirection.directionOr(Vec2.UNIT_X);
        for (int i = 0; i < jointCount; i++) {
            Vec2 joint = head.plus(dir.times(gap * i));
            xs[i] = joint.x();
            ys[i] = joint.y();
        }
    }

    /** A chain through the given points (copied), then made exact by one pass from the first. */
    public FollowChain(Vec2[] points, double gap) {
        if (points.length < 2) throw new IllegalArgumentException("a chain needs at least 2 joints, got " + points.length);
        if (!(gap > 0)) throw new IllegalArgumentException("gap must be positive, got " + gap);
        this.gap = gap;
        xs = new double[points.length];
        ys = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            xs[i] = points[i].x();
            ys[i] = points[i].y();
        }
        follow(points[0]);
    }

    private FollowChain(FollowChain from) {
        xs = from.xs.clone();
        ys = from.ys.clone();
        gap = from.gap;
    }

    /** An independent chain in the same state (for a world's copy). */
    public FollowChain copy() { return new FollowChain(this); }

    /**
     * Moves joint 0 to {@code head} and drags every other joint after it, in order: each joint
     * goes to leader + unit(joint - leader) x gap ({@link DistanceConstraint#placeNear}).
     */
    public void follow(Vec2 head) {
        xs[0] = head.x();
        ys[0] = head.y();
        for (int i = 1; i < xs.length; i++) {
            if (DistanceConstraint.placeNear(xs, ys, i, i - 1, gap)) continue;
            // Only when a joint lands exactly on its leader: keep the direction of the bone
            // ahead (the first bone has none: +x).
            Vec2 fallback = i >= 2 ? new Vec2(xs[i - 1] - xs[i - 2], ys[i - 1] - ys[i - 2]).directionOr(Vec2.UNIT_X)
                                   : Vec2.UNIT_X;
            DistanceConstraint.placeAlong(xs, ys, i, i - 1, gap, fallback);
        }
    }

    public int size() { return xs.length; }

    public Vec2 joint(int i) { return new Vec2(xs[i], ys[i]); }

    public double jointX(int i) { return xs[i]; }

    public double jointY(int i) { return ys[i]; }

    /** joint(i).distanceTo(joint(j)) without the two vectors (pair counts run it hundreds of times a tick). */
    public double distance(int i, int j) { return Vec2.norm(xs[i] - xs[j], ys[i] - ys[j]); }

    /** joint(i).distanceTo(p) without the joint's vector. */
    public double distanceTo(int i, Vec2 p) { return Vec2.norm(xs[i] - p.x(), ys[i] - p.y()); }

    public double gap() { return gap; }

    public void setGap(double gap) {
        if (!(gap > 0)) throw new IllegalArgumentException("gap must be positive, got " + gap);
        this.gap = gap;
    }

    /** Largest | |joint i - joint i-1| - gap | over the chain, in px. */
    public double maxGapError() {
        double worst = 0;
        for (int i = 1; i < xs.length; i++) {
            worst = Math.max(worst, Math.abs(Vec2.norm(xs[i] - xs[i - 1], ys[i] - ys[i - 1]) - gap));
        }
        return worst;
    }

    /** Straight-line distance from head to tail, in px. */
    public double headTailDistance() { return Vec2.norm(xs[0] - xs[xs.length - 1], ys[0] - ys[ys.length - 1]); }

    /** Largest bend between consecutive bones, in radians [0, pi]. */
    public double maxBend() {
        double worst = 0;
        for (int i = 1; i < xs.length - 1; i++) {
            worst = Math.max(worst, bendAt(i));
        }
        return worst;
    }

    /** Signed bend at interior joint i, in (-pi, pi]: positive turns clockwise on screen (as {@link AngleChain#signedBendAt}). */
    public double signedBendAt(int i) {
        return Angles.wrap(Math.atan2(ys[i + 1] - ys[i], xs[i + 1] - xs[i]) - Math.atan2(ys[i] - ys[i - 1], xs[i] - xs[i - 1]));
    }

    /** Bend at interior joint i: the turn from bone (i-1 -> i) to bone (i -> i+1). */
    public double bendAt(int i) {
        return Angles.bendBetween(xs[i] - xs[i - 1], ys[i] - ys[i - 1], xs[i + 1] - xs[i], ys[i + 1] - ys[i]);
    }
}
