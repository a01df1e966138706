package org.creatureexplorer.sim;

/**
 * A chain of joints kept {@code gap} apart by follow-the-leader: joint 0 goes where it is
 * told, then each joint is placed on the circle around the joint just fixed ahead of it.
 * One ordered (Gauss-Seidel) pass per tick is exact, because every joint has one anchor.
 */
public final class FollowChain {
    private final Vec2[] joints;
    private double gap;

    /** Lays the chain out straight from {@code head}, trailing in {@code trailDirection}. */
    public FollowChain(int jointCount, double gap, Vec2 head, Vec2 trailDirection) {
        if (jointCount < 2) throw new IllegalArgumentException("a chain needs at least 2 joints, got " + jointCount);
        if (!(gap > 0)) throw new IllegalArgumentException("gap must be positive, got " + gap);
        this.gap = gap;
        joints = new Vec2[jointCount];
        Vec2 dir = trailDirection.directionOr(Vec2.UNIT_X);
        for (int i = 0; i < jointCount; i++) joints[i] = head.plus(dir.times(gap * i));
    }

    /** A chain through the given points (copied), then made exact by one pass from the first. */
    public FollowChain(Vec2[] points, double gap) {
        if (points.length < 2) throw new IllegalArgumentException("a chain needs at least 2 joints, got " + points.length);
        if (!(gap > 0)) throw new IllegalArgumentException("gap must be positive, got " + gap);
        this.gap = gap;
        joints = points.clone();
        follow(joints[0]);
    }

    /** Moves joint 0 to {@code head} and drags every other joint after it, in order. */
    public void follow(Vec2 head) {
        joints[0] = head;
        for (int i = 1; i < joints.length; i++) {
            // Fallback: keep the old bone direction if a joint lands exactly on its leader.
            Vec2 oldDirection = joints[i].minus(joints[i - 1]);
            Vec2 fallback = i >= 2 ? joints[i - 1].minus(joints[i - 2]).directionOr(Vec2.UNIT_X)
                                   : oldDirection.directionOr(Vec2.UNIT_X);
            joints[i] = DistanceConstraint.place(joints[i], joints[i - 1], gap, fallback);
        }
    }

    public int size() { return joints.length; }

    public Vec2 joint(int i) { return joints[i]; }

    public double gap() { return gap; }

    public void setGap(double gap) {
        if (!(gap > 0)) throw new IllegalArgumentException("gap must be positive, got " + gap);
        this.gap = gap;
    }

    /** Largest | |joint i - joint i-1| - gap | over the chain, in px. */
    public double maxGapError() {
        double worst = 0;
        for (int i = 1; i < joints.length; i++) {
            worst = Math.max(worst, Math.abs(joints[i].distanceTo(joints[i - 1]) - gap));
        }
        return worst;
    }

    /** Straight-line distance from head to tail, in px. */
    public double headTailDistance() { return joints[0].distanceTo(joints[joints.length - 1]); }

    /** Largest bend between consecutive bones, in radians [0, pi]. */
    public double maxBend() {
        double worst = 0;
        for (int i = 1; i < joints.length - 1; i++) {
            worst = Math.max(worst, bendAt(i));
        }
        return worst;
    }

    /** Bend at interior joint i: the turn from bone (i-1 -> i) to bone (i -> i+1). */
    public double bendAt(int i) {
        return Angles.bendBetween(joints[i].minus(joints[i - 1]), joints[i + 1].minus(joints[i]));
    }
}
