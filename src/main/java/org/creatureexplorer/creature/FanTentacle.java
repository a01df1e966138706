package org.creatureexplorer.creature;

import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.Grids;
import org.creatureexplorer.sim.SmoothNoise;
import org.creatureexplorer.sim.Vec2;

/**
 * The octopus's tentacle: a FABRIK chain rooted on a body, reaching for its own point on a fan
 * around the target. The root sits {@code rootRadius} px from the body's centre at
 * {@code rootAngle} from the body's heading; the point sits {@code fanRadius} px from the target
 * at {@code fanAngle} from that heading, swayed up to {@code sway} px by two smooth noises. Each
 * tick is a warm start: {@code iterations} iterations from last tick's shape, laid straight
 * toward the point first when the point is out of reach. The largest gap error after any
 * half-pass of the tick is kept (a pass leaves every gap exact, so it measures the solver).
 * The octopus lesson and the workshop both reach with this class.
 */
public final class FanTentacle {
    /** A tip within this of its point counts as on it. */
    public static final double ON_POINT = 1;
    /** The sway follows the noise at this many lattice steps per second. */
    public static final double SWAY_RATE = 0.6;
    /** The most iterations a tick can run (the octopus's slider). */
    public static final int MAX_ITERATIONS = 16;

    /** Where a tentacle hangs and what it reaches for; angles from the body's heading, rad. */
    public record Shape(int joints, double gap, double rootRadius, double rootAngle, double fanRadius, double fanAngle, double sway) {}

    private final Shape shape;
    private final Fabrik fabrik;
    private final SmoothNoise swayX;
    private final SmoothNoise swayY;
    private int iterations;
    private double goalX;
    private double goalY;
    private double maxGapErrorAnyPass;
    /** The shape after each half-pass of the last tick ([pass][joint]), when recorded; passes 0 .. passCount-1. */
    private final double[][] passX;
    private final double[][] passY;
    private int passCount;

    /**
     * A tentacle of {@code shape} on a body at {@code body} facing {@code heading}, its sway
     * noises seeded from {@code seed} and its index {@code index} (so each tentacle sways its
     * own way), laid toward its first point and solved for time {@code t}.
     */
    public FanTentacle(Shape shape, int iterations, long seed, int index, boolean recordPasses,
                       Vec2 body, double heading, Vec2 target, double t) {
        this.shape = shape;
        this.iterations = iterations;
        swayX = new SmoothNoise(seed * 1_000_003L + 2L * index);
        swayY = new SmoothNoise(seed * 1_000_003L + 2L * index + 1);
        passX = recordPasses ? new double[2 * MAX_ITERATIONS + 1][shape.joints()] : null;
        passY = recordPasses ? new double[2 * MAX_ITERATIONS + 1][shape.joints()] : null;
        placeGoal(target, heading, t);
        Vec2 root = root(body, heading);
        fabrik = new Fabrik(shape.joints(), shape.gap(), root, goal().minus(root));
        solve(root);
    }

    private FanTentacle(FanTentacle from) {
        shape = from.shape;
        fabrik = from.fabrik.copy();
        swayX = from.swayX; // pure functions of their seeds: shared
        swayY = from.swayY;
        iterations = from.iterations;
        goalX = from.goalX;
        goalY = from.goalY;
        maxGapErrorAnyPass = from.maxGapErrorAnyPass;
        passX = Grids.copy(from.passX);
        passY = Grids.copy(from.passY);
        passCount = from.passCount;
    }

    /** An independent tentacle in the same state (for a world's copy). */
    public FanTentacle copy() { return new FanTentacle(this); }

    /** One tick: the point moves with the target, the body's heading and the sway; the chain reaches for it from its root. */
    public void reach(Vec2 body, double heading, Vec2 target, double t) {
        placeGoal(target, heading, t);
        solve(root(body, heading));
    }

    /** The point on the fan around {@code target}, plus its sway at time {@code t} (s). */
    private void placeGoal(Vec2 target, double heading, double t) {
        // target.plus(Vec2.polar(...)) and new Vec2(...).times(sway).limit(sway), the same operations on numbers
        double fanAngle = heading + shape.fanAngle();
        double fanX = target.x() + shape.fanRadius() * Math.cos(fanAngle), fanY = target.y() + shape.fanRadius() * Math.sin(fanAngle);
        double u = t * SWAY_RATE;
        double sx = (2 * swayX.at(u) - 1) * shape.sway(), sy = (2 * swayY.at(u) - 1) * shape.sway();
        double swayLength = Vec2.norm(sx, sy);
        if (swayLength > shape.sway()) {
            double cut = shape.sway() / swayLength;
            sx = sx * cut;
            sy = sy * cut;
        }
        goalX = fanX + sx;
        goalY = fanY + sy;
    }

    private Vec2 root(Vec2 body, double heading) {
        return shape.rootRadius() == 0 ? body : body.plus(Vec2.polar(shape.rootRadius(), heading + shape.rootAngle()));
    }

    /** The warm start: {@code iterations} iterations from last tick's shape; out of reach, straight first. */
    private void solve(Vec2 root) {
        Vec2 goal = goal();
        fabrik.setAnchor(root);
        if (goal.distanceTo(root) > fabrik.length()) fabrik.hang(goal.minus(root));
        maxGapErrorAnyPass = 0;
        passCount = 0;
        record();
        for (int i = 0; i < iterations; i++) {
            fabrik.backwardPass(goal);
            maxGapErrorAnyPass = Math.max(maxGapErrorAnyPass, fabrik.maxGapError());
            record();
            fabrik.forwardPass();
            maxGapErrorAnyPass = Math.max(maxGapErrorAnyPass, fabrik.maxGapError());
            record();
        }
    }

    private void record() {
        if (passX == null) return;
        for (int j = 0; j < fabrik.size(); j++) {
            passX[passCount][j] = fabrik.jointX(j);
            passY[passCount][j] = fabrik.jointY(j);
        }
        passCount++;
    }

    public void setIterations(int iterations) {
        if (iterations < 1 || iterations > MAX_ITERATIONS) throw new IllegalArgumentException("iterations " + iterations);
        this.iterations = iterations;
    }

    public int iterations() { return iterations; }

    public Fabrik fabrik() { return fabrik; }

    public Shape shape() { return shape; }

    public Vec2 goal() { return new Vec2(goalX, goalY); }

    /** Distance from the tip to its point, px. */
    public double tipError() { return Vec2.norm(fabrik.jointX(fabrik.size() - 1) - goalX, fabrik.jointY(fabrik.size() - 1) - goalY); }

    public boolean onPoint() { return tipError() <= ON_POINT; }

    /** True when the point is farther from the root than the straightened chain reaches. */
    public boolean outOfReach() { return goal().distanceTo(fabrik.anchor()) > fabrik.length(); }

    /** Largest gap error after any half-pass of the last tick, px. */
    public double maxGapErrorAnyPass() { return maxGapErrorAnyPass; }

    /** Half-passes recorded in the last tick, counting the starting shape as the first (0 unless recording). */
    public int passCount() { return passCount; }

    public Vec2 passJoint(int pass, int joint) { return new Vec2(passX[pass][joint], passY[pass][joint]); }
}
