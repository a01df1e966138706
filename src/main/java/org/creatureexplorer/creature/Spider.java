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
 * <p>
 * Those are the numbers of {@link Plan#SPIDER}; any other {@link Plan} (the workshop's side-view
 * walkers) runs the same rule with its own legs and numbers.
 */
public final class Spider {
    public static final int LEGS = 8;
    /** Home spots: this far left or right of the body, on the ground below. */
    static final double[] HOME_OFFSET = {-84, -62, -40, -18, 18, 40, 62, 84};
    /** Hips along the body, px from its centre. */
    static final double[] HIP_OFFSET = {-11, -7, -4, -1.5, 1.5, 4, 7, 11};
    public static final double LAG_TRIGGER = 30;
    public static final double STEP_SECONDS = 0.14;
    public static final double STEP_LIFT = 14;
    public static final double LEAD = 1.6;
    public static final double BODY_HEIGHT = 22;
    /** How fast the body settles to its height over the planted feet, per second. */
    static final double HEIGHT_RATE = 6;

    /** Where a leg's home spot and hip are, px along the body from its centre, and its set (0 or 1). */
    public record LegAt(double home, double hip, int set) {}

    /**
     * A side-view walker's numbers: its legs, the step (trigger px, s, lift px, lead), the body's
     * height over the planted feet (px) and how fast it settles (1/s), and how the bones are
     * sized: each leg is {@code reachSpare} x the reach its foot needs at the trigger, lagging
     * behind home and {@code reachDrop} px below the hip, split {@code thighShare} :
     * {@code shinShare}. {@link #SPIDER} is the lesson's spider.
     */
    public record Plan(java.util.List<LegAt> legs, double lagTrigger, double stepSeconds, double lift, double lead, double bodyHeight,
                       double heightRate, double reachSpare, double reachDrop, double thighShare, double shinShare) {
        /** Eight legs, neighbours in different sets; each leg 15% longer than the farthest a foot gets before its set steps. */
        public static final Plan SPIDER = new Plan(spiderLegs(), LAG_TRIGGER, STEP_SECONDS, STEP_LIFT, LEAD, BODY_HEIGHT, HEIGHT_RATE,
                1.15, 24, 0.47, 0.53);

        private static java.util.List<LegAt> spiderLegs() {
            java.util.List<LegAt> legs = new java.util.ArrayList<>();
            for (int i = 0; i < LEGS; i++) legs.add(new LegAt(HOME_OFFSET[i], HIP_OFFSET[i], setOf(i)));
            return java.util.List.copyOf(legs);
        }

        /** Reach of leg i: the spare times the distance from its hip to a foot lagging the trigger behind home, the drop below. */
        double reach(int i) {
            LegAt leg = legs.get(i);
            double across = Math.abs(leg.home() - leg.hip()) + lagTrigger;
            return reachSpare * Math.hypot(across, reachDrop);
        }
    }

    private final Plan plan;
    private final int legCount;
    private final double[] homeOffset;
    private final double[] hipOffset;
    private final double[] thigh;
    private final double[] shin;
    private final int[] set;
    private final DoubleUnaryOperator ground;
    private double bodyX;
    private double bodyY;
    private double bodyXAtLift;
    private final Vec2[] feet;
    private final Vec2[] from;
    private final TwoBoneIk.Solution[] ik;
    /** The set whose turn it is to step next (0 or 1); the set in the air while stepping. */
    private int turn;
    private boolean stepping;
    private double progress;
    private int swaps;

    /**
     * @param ground height of the ground at x, as a screen y (down is larger)
     */
    public Spider(DoubleUnaryOperator ground, double x) { this(Plan.SPIDER, ground, x); }

    /** A walker of {@code plan} on {@code ground}, its body at {@code x}, every foot on its home spot. */
    public Spider(Plan plan, DoubleUnaryOperator ground, double x) {
        this.plan = plan;
        legCount = plan.legs().size();
        homeOffset = new double[legCount];
        hipOffset = new double[legCount];
        thigh = new double[legCount];
        shin = new double[legCount];
        set = new int[legCount];
        for (int i = 0; i < legCount; i++) {
            LegAt leg = plan.legs().get(i);
            homeOffset[i] = leg.home();
            hipOffset[i] = leg.hip();
            set[i] = leg.set();
            double reach = plan.reach(i);
            thigh[i] = plan.thighShare() * reach;
            shin[i] = plan.shinShare() * reach;
        }
        feet = new Vec2[legCount];
        from = new Vec2[legCount];
        ik = new TwoBoneIk.Solution[legCount];
        this.ground = ground;
        bodyX = x;
        for (int i = 0; i < legCount; i++) feet[i] = home(i);
        bodyY = meanPlantedGround() - plan.bodyHeight();
        solveAll();
    }

    private Spider(Spider from) {
        plan = from.plan;
        legCount = from.legCount;
        homeOffset = from.homeOffset.clone();
        hipOffset = from.hipOffset.clone();
        thigh = from.thigh.clone();
        shin = from.shin.clone();
        set = from.set.clone();
        ground = from.ground; // a fixed surface, never changed: shared
        bodyX = from.bodyX;
        bodyY = from.bodyY;
        bodyXAtLift = from.bodyXAtLift;
        feet = from.feet.clone();
        this.from = from.from.clone();
        ik = from.ik.clone();
        turn = from.turn;
        stepping = from.stepping;
        progress = from.progress;
        swaps = from.swaps;
    }

    /** An independent walker in the same state (for a world's copy). */
    public Spider copy() { return new Spider(this); }

    /** Set of the spider's leg i: 0 or 1, alternating along the body, so neighbours are never in the same set. */
    public static int setOf(int leg) { return leg % 2; }

    /** Set of leg i of this walker (0 or 1). */
    public int set(int leg) { return set[leg]; }

    public int legCount() { return legCount; }

    public Plan plan() { return plan; }

    /** One tick: the body moves to {@code x}, the feet decide, the body settles, the knees are solved. */
    public void step(double x, double dt) {
        bodyX = x;
        if (stepping) {
            progress = Math.min(1, progress + dt / plan.stepSeconds());
            double lead = plan.lead() * (bodyX - bodyXAtLift);
            double s = progress * progress * (3 - 2 * progress);
            for (int i = 0; i < legCount; i++) {
                if (set[i] != turn) continue;
                double gx = (bodyX + homeOffset[i]) + lead; // home(i).x() + lead
                Vec2 goal = new Vec2(gx, ground.applyAsDouble(gx));
                feet[i] = progress >= 1 ? goal
                        : from[i].lerp(goal, s).plus(new Vec2(0, -plan.lift() * Math.sin(Math.PI * progress)));
            }
            if (progress >= 1) {
                stepping = false;
                turn = 1 - turn;
                swaps++;
            }
        }
        if (!stepping && worstLag(turn) > plan.lagTrigger()) {
            stepping = true;
            progress = 0;
            bodyXAtLift = bodyX;
            for (int i = 0; i < legCount; i++) if (set[i] == turn) from[i] = feet[i];
        }
        double goalY = meanPlantedGround() - plan.bodyHeight();
        bodyY += (goalY - bodyY) * (1 - Math.exp(-plan.heightRate() * dt));
        solveAll();
    }

    private void solveAll() {
        // The hip, the fallback (0, 1) and hip.lerp(foot, 0.5).y() as numbers: eight legs every tick.
        for (int i = 0; i < legCount; i++) {
            double hipX = bodyX + hipOffset[i], hipY = bodyY;
            TwoBoneIk.Solution up = TwoBoneIk.solve(hipX, hipY, feet[i], thigh[i], shin[i], 1, true, 0, 1);
            double midY = hipY + (feet[i].y() - hipY) * 0.5;
            if (up.knee().y() > midY) up = TwoBoneIk.solve(hipX, hipY, feet[i], thigh[i], shin[i], -1, true, 0, 1);
            ik[i] = up;
        }
    }

    /** Largest distance between a foot of {@code set} and its home spot. */
    public double worstLag(int set) {
        double worst = 0;
        for (int i = 0; i < legCount; i++) {
            if (this.set[i] != set) continue;
            double homeX = bodyX + homeOffset[i]; // feet[i].distanceTo(home(i)) on the coordinates
            worst = Math.max(worst, Vec2.norm(feet[i].x() - homeX, feet[i].y() - ground.applyAsDouble(homeX)));
        }
        return worst;
    }

    private double meanPlantedGround() {
        double sum = 0;
        int n = 0;
        for (int i = 0; i < legCount; i++) {
            if (!planted(i)) continue;
            sum += ground.applyAsDouble(feet[i].x());
            n++;
        }
        return sum / n; // never 0 feet: one set is always down
    }

    public boolean planted(int leg) { return !(stepping && set[leg] == turn); }

    public int feetDown() {
        int n = 0;
        for (int i = 0; i < legCount; i++) if (planted(i)) n++;
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
        double x = bodyX + homeOffset[leg];
        return new Vec2(x, ground.applyAsDouble(x));
    }

    public Vec2 hip(int leg) { return new Vec2(bodyX + hipOffset[leg], bodyY); }

    /** Thigh and shin of leg i, px. */
    public double thigh(int leg) { return thigh[leg]; }

    public double shin(int leg) { return shin[leg]; }

    public Vec2 foot(int leg) { return feet[leg]; }

    public TwoBoneIk.Solution ik(int leg) { return ik[leg]; }

    public Vec2 body() { return new Vec2(bodyX, bodyY); }

    /** Body height above the mean ground under the planted feet, px (eases toward 22). */
    public double clearance() { return meanPlantedGround() - bodyY; }
}
