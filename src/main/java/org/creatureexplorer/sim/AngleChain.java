package org.creatureexplorer.sim;

/**
 * A follow-the-leader chain whose joints may bend at most {@code maxBend} radians.
 * Joint 0 goes where it is told; then, in order down the chain, each joint is placed
 * {@code gap} from the joint ahead, in the direction toward where it already was, except
 * that this direction may turn at most {@code maxBend} from the bone ahead of it. The first
 * bone is measured against the direction opposite the head's heading, so the head itself
 * cannot fold back over its own neck either.
 * <p>
 * A limit of pi or more never clamps (every wrapped difference lies in (-pi, pi]), so the
 * chain then moves exactly like {@link FollowChain}.
 */
public final class AngleChain {
    /** Bends within this of the limit count as touching it. */
    public static final double AT_LIMIT_TOLERANCE = 1e-9;

    /** Joint coordinates as numbers, so a tick allocates nothing. */
    private final double[] xs;
    private final double[] ys;
    /** Direction of each bone i-1 -> i (index 0: the direction opposite the heading), radians. */
    private final double[] boneAngle;
    /** Whether the bend at each joint sits on the limit after the last pass. */
    private final boolean[] atLimit;
    private double gap;
    private double maxBend;

    /**
     * A chain through the given points (copied), then made exact by one pass from the first,
     * with the head facing {@code heading}.
     */
    public AngleChain(Vec2[] points, double gap, double maxBend, Vec2 heading) {
        if (points.length < 2) throw new IllegalArgumentException("a chain needs at least 2 joints, got " + points.length);
        checkGap(gap);
        checkLimit(maxBend);
        this.gap = gap;
        this.maxBend = maxBend;
        xs = new double[points.length];
        ys = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            xs[i] = points[i].x();
            ys[i] = points[i].y();
        }
        boneAngle = new double[points.length];
        atLimit = new boolean[points.length];
        follow(points[0], heading);
    }

    private AngleChain(AngleChain from) {
        xs = from.xs.clone();
        ys = from.ys.clone();
        boneAngle = from.boneAngle.clone();
        atLimit = from.atLimit.clone();
        gap = from.gap;
        maxBend = from.maxBend;
    }

    /** An independent chain in the same state (for a world's copy). */
    public AngleChain copy() { return new AngleChain(this); }

    /** True when {@code maxBend} is pi or more: the clamp can never act. */
    public static boolean unlimited(double maxBend) { return maxBend >= Math.PI; }

    /**
     * Moves joint 0 to {@code head}, facing {@code heading} (a zero vector keeps the last
     * heading), then places every other joint in order under the distance and angle rules.
     */
    public void follow(Vec2 head, Vec2 heading) {
        xs[0] = head.x();
        ys[0] = head.y();
        double previous = heading.length() > 0 && heading.isFinite()
                ? Angles.wrap(heading.angle() + Math.PI) : boneAngle[0];
        boneAngle[0] = previous;
        for (int i = 1; i < xs.length; i++) {
            double dx = xs[i] - xs[i - 1], dy = ys[i] - ys[i - 1];
            // A joint sitting exactly on its leader has no direction: carry straight on.
            double wanted = Vec2.norm(dx, dy) > 0 ? Math.atan2(dy, dx) : previous;
            double bend = Angles.wrap(wanted - previous);
            double clamped = Math.max(-maxBend, Math.min(maxBend, bend));
            double angle = previous + clamped;
            xs[i] = xs[i - 1] + gap * Math.cos(angle); // Vec2.polar(gap, angle), written out
            ys[i] = ys[i - 1] + gap * Math.sin(angle);
            atLimit[i - 1] = !unlimited(maxBend) && Math.abs(clamped) >= maxBend - AT_LIMIT_TOLERANCE;
            boneAngle[i] = angle;
            previous = angle;
        }
        atLimit[xs.length - 1] = false;
    }

    public int size() { return xs.length; }

    public Vec2 joint(int i) { return new Vec2(xs[i], ys[i]); }

    public double jointX(int i) { return xs[i]; }

    public double jointY(int i) { return ys[i]; }

    /** joint(i).distanceTo(joint(j)) without the two vectors (pair counts run it hundreds of times a tick). */
    public double distance(int i, int j) { return Vec2.norm(xs[i] - xs[j], ys[i] - ys[j]); }

    public double gap() { return gap; }

    public void setGap(double gap) {
        checkGap(gap);
        this.gap = gap;
    }

    /** The bend limit in radians; pi or more means no limit. */
    public double maxBend() { return maxBend; }

    public void setMaxBend(double maxBend) {
        checkLimit(maxBend);
        this.maxBend = maxBend;
    }

    /**
     * Whether the bend at joint {@code j} was on the limit after the last pass. For the head
     * (j = 0) the bend is between the first bone and the direction opposite the heading.
     */
    public boolean atLimit(int j) { return atLimit[j]; }

    /** How many joints sit on the limit. */
    public int jointsAtLimit() {
        int n = 0;
        for (boolean b : atLimit) if (b) n++;
        return n;
    }

    /** The direction the head faces after the last pass, radians. */
    public double headingAngle() { return Angles.wrap(boneAngle[0] + Math.PI); }

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

    /** Bend at interior joint i: the unsigned turn from bone (i-1 -> i) to bone (i -> i+1), in [0, pi]. */
    public double bendAt(int i) {
        return Angles.bendBetween(xs[i] - xs[i - 1], ys[i] - ys[i - 1], xs[i + 1] - xs[i], ys[i + 1] - ys[i]);
    }

    /** Signed bend at interior joint i, in (-pi, pi]: positive turns clockwise on screen. */
    public double signedBendAt(int i) {
        return Angles.wrap(Math.atan2(ys[i + 1] - ys[i], xs[i + 1] - xs[i]) - Math.atan2(ys[i] - ys[i - 1], xs[i] - xs[i - 1]));
    }

    /** Largest bend between consecutive bones, in radians [0, pi]. */
    public double largestBend() {
        double worst = 0;
        for (int i = 1; i < xs.length - 1; i++) worst = Math.max(worst, bendAt(i));
        return worst;
    }

    private static void checkGap(double gap) {
        if (!(gap > 0)) throw new IllegalArgumentException("gap must be positive, got " + gap);
    }

    private static void checkLimit(double maxBend) {
        if (!(maxBend >= 0)) throw new IllegalArgumentException("maxBend must be 0 or more, got " + maxBend);
    }
}
