package org.creatureexplorer.creature;

import java.util.function.DoubleUnaryOperator;
import org.creatureexplorer.sim.TwoBoneIk;
import org.creatureexplorer.sim.Vec2;

/**
 * A spider seen from the side, walking on bumpy ground. Eight legs in two sets of four,
 * neighbours in different sets. The sets take turns strictly: when a foot of the set whose turn
 * it is lags more than 30 px behind its home spot, all four feet of that set lift together for
 * 0.14 s, 14 px high, and land ahead of their home spots by 1.6 times the distance the body
 * covers during the step. The other set stays planted meanwhile, so at least four feet are
 * always down. The body eases toward 22 px above the mean ground height under the planted feet.
 * Each knee is solved with bend +1 and, if it lands below the hip-foot midpoint, again with -1,
 * so every knee points up.
 */
public final class Spider {
    public static final int LEGS = 8;
    /** Home spots: this far left or right of the body, on the ground below. */
    static final double[] HOME_OFFSET = {-84, -62, -40, -18, 18, 40, 62, 84};
    /** Hips along the body, px from its centre. */
    static final double[] HIP_OFFSET = {-11, -7, -4, -1.5, 1.5, 4, 7, 11};
    /** Bones: each leg is 15% longer than the farthest a foot gets before its set steps (30 px behind home). */
    static final double[] THIGH = new double[8];
    static final double[] SHIN = new double[8];

    static {
        for (int i = 0; i < 8; i++) {
            double across = Math.abs(HOME_OFFSET[i] - HIP_OFFSET[i]) + 30;
            double reach = 1.15 * Math.hypot(across, 24);
            THIGH[i] = 0.47 * reach;
            SHIN[i] = 0.53 * reach;
        }
    }
    public static final double LAG_TRIGGER = 30;
    public static final double STEP_SECONDS = 0.14;
    public static final double STEP_LIFT = 14;
    public static final double LEAD = 1.6;
    public static final double BODY_HEIGHT = 22;
    /** How fast the body settles to its height over the planted feet, per second. */
    static final double HEIGHT_RATE = 6;

    private final DoubleUnaryOperator ground;
    private double bodyX;
    private double bodyY;
    private double bodyXAtLift;
    private final Vec2[] feet = new Vec2[LEGS];
    private final Vec2[] from = new Vec2[LEGS];
    private final TwoBoneIk.Solution[] ik = new TwoBoneIk.Solution[LEGS];
    /** The set whose turn it is to step next (0 or 1); the set in the air while stepping. */
    private int turn;
    private boolean stepping;
    private double progress;
    private int swaps;

    /**
     * @param ground height of the ground at x, as a screen y (down is larger)
     */
    public Spider(DoubleUnaryOperator ground, double x) {
        this.ground = ground;
        bodyX = x;
        for (int i = 0; i < LEGS; i++) feet[i] = home(i);
        bodyY = meanPlantedGround() - BODY_HEIGHT;
        solveAll();
    }

    /** Set of leg i: 0 or 1, alternating along the body, so neighbours are never in the same set. */
    public static int setOf(int leg) { return leg % 2; }

    /** One tick: the body moves to {@code x}, the feet decide, the body settles, the knees are solved. */
    public void step(double x, double dt) {
        bodyX = x;
        if (stepping) {
            progress = Math.min(1, progress + dt / STEP_SECONDS);
            double lead = LEAD * (bodyX - bodyXAtLift);
            double s = progress * progress * (3 - 2 * progress);
            for (int i = 0; i < LEGS; i++) {
                if (setOf(i) != turn) continue;
                double gx = (bodyX + HOME_OFFSET[i]) + lead; // home(i).x() + lead
                Vec2 goal = new Vec2(gx, ground.applyAsDouble(gx));
                feet[i] = progress >= 1 ? goal
                        : from[i].lerp(goal, s).plus(new Vec2(0, -STEP_LIFT * Math.sin(Math.PI * progress)));
            }
            if (progress >= 1) {
                stepping = false;
                turn = 1 - turn;
                swaps++;
            }
        }
        if (!stepping && worstLag(turn) > LAG_TRIGGER) {
            stepping = true;
            progress = 0;
            bodyXAtLift = bodyX;
            for (int i = 0; i < LEGS; i++) if (setOf(i) == turn) from[i] = feet[i];
        }
        double goalY = meanPlantedGround() - BODY_HEIGHT;
        bodyY += (goalY - bodyY) * (1 - Math.exp(-HEIGHT_RATE * dt));
        solveAll();
    }

    private void solveAll() {
        // The hip, the fallback (0, 1) and hip.lerp(foot, 0.5).y() as numbers: eight legs every tick.
        for (int i = 0; i < LEGS; i++) {
            double hipX = bodyX + HIP_OFFSET[i], hipY = bodyY;
            TwoBoneIk.Solution up = TwoBoneIk.solve(hipX, hipY, feet[i], THIGH[i], SHIN[i], 1, true, 0, 1);
            double midY = hipY + (feet[i].y() - hipY) * 0.5;
            if (up.knee().y() > midY) up = TwoBoneIk.solve(hipX, hipY, feet[i], THIGH[i], SHIN[i], -1, true, 0, 1);
            ik[i] = up;
        }
    }

    /** Largest distance between a foot of {@code set} and its home spot. */
    public double worstLag(int set) {
        double worst = 0;
        for (int i = 0; i < LEGS; i++) {
            if (setOf(i) != set) continue;
            double homeX = bodyX + HOME_OFFSET[i]; // feet[i].distanceTo(home(i)) on the coordinates
            worst = Math.max(worst, Vec2.norm(feet[i].x() - homeX, feet[i].y() - ground.applyAsDouble(homeX)));
        }
        return worst;
    }

    private double meanPlantedGround() {
        double sum = 0;
        int n = 0;
        for (int i = 0; i < LEGS; i++) {
            if (!planted(i)) continue;
            sum += ground.applyAsDouble(feet[i].x());
            n++;
        }
        return sum / n; // never 0 feet: one set is always down
    }

    public boolean planted(int leg) { return !(stepping && setOf(leg) == turn); }

    public int feetDown() {
        int n = 0;
        for (int i = 0; i < LEGS; i++) if (planted(i)) n++;
        return n;
    }

    /** The set in the air (0 or 1), or -1 when all eight feet are down. */
    public int movingSet() { return stepping ? turn : -1; }

    /** The set whose turn is next (or that is stepping now). */
    public int turn() { return turn; }

    /** Completed steps: each one hands the turn to the other set. */
    public int setSwaps() { return swaps; }

    /** Progress of the step in the air, 0 to 1; 0 when all feet are down. */
    public double stepProgress() { return stepping ? progress : 0; }

    public Vec2 home(int leg) {
        double x = bodyX + HOME_OFFSET[leg];
        return new Vec2(x, ground.applyAsDouble(x));
    }

    public Vec2 hip(int leg) { return new Vec2(bodyX + HIP_OFFSET[leg], bodyY); }

    /** Thigh and shin of leg i, px. */
    public static double thigh(int leg) { return THIGH[leg]; }

    public static double shin(int leg) { return SHIN[leg]; }

    public Vec2 foot(int leg) { return feet[leg]; }

    public TwoBoneIk.Solution ik(int leg) { return ik[leg]; }

    public Vec2 body() { return new Vec2(bodyX, bodyY); }

    /** Body height above the mean ground under the planted feet, px (eases toward 22). */
    public double clearance() { return meanPlantedGround() - bodyY; }
}
