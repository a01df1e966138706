package org.creatureexplorer.creature;

import org.creatureexplorer.sim.FollowChain;
import org.creatureexplorer.sim.TwoBoneIk;
import org.creatureexplorer.sim.Vec2;

/**
 * A walking lizard seen from above: a spine that follows its head (the chain rule), four legs
 * solved by the knee triangle, and one decision per foot. A planted foot never moves; it steps
 * only when it is more than {@code stepTrigger} px from its home spot and both feet of the
 * other diagonal pair are on the ground. A step lasts 0.16 s: the foot swings out in a 7 px arc
 * (seen from above, the lift shows as a swing away from the body) and lands 19 px past the
 * home spot it had when it lifted.
 * <p>
 * Those are the numbers of {@link Plan#LIZARD}. Any other {@link Plan} (another spine, legs on
 * other joints, more of them: the workshop's walkers) runs the same rule with its own numbers.
 */
public final class Lizard {
    public static final int JOINTS = 16;
    public static final double GAP = 10;
    /** Spine joints that carry the front legs (shoulders) and the hind legs (hips). */
    public static final int SHOULDER = 3;
    public static final int PELVIS = 9;
    public static final double THIGH = 22;
    public static final double SHIN = 20;
    /** A foot's home: this far ahead of its spine joint... */
    public static final double HOME_AHEAD = 10;
    /** ...and this far to the side. */
    public static final double HOME_SIDE = 30;
    public static final double STEP_SECONDS = 0.16;
    public static final double STEP_LIFT = 7;
    /** A step lands this far past the home spot, along the spine's heading. */
    public static final double OVERSHOOT = 19;

    /** At tick 0 one pair stands this far ahead of home, the other half a stride (28 px) behind that. */
    static final double START_AHEAD = 7;

    /** Leg order: front left, front right, hind left, hind right. */
    public static final int FRONT_LEFT = 0, FRONT_RIGHT = 1, HIND_LEFT = 2, HIND_RIGHT = 3;

    /** Where a leg hangs: spine joint, side (+1 right, -1 left), elbow folding back, gait set (0 or 1), start offset ahead of home (px). */
    public record LegAt(int joint, int side, boolean front, int pair, double startAhead) {}

    /**
     * A walker's numbers: the spine (joints, gap), the legs' bones, home spot and step, and
     * where each leg hangs. {@link #LIZARD} is the lesson's lizard.
     */
    public record Plan(int joints, double gap, double thigh, double shin, double homeAhead, double homeSide,
                       double stepSeconds, double stepLift, double overshoot, java.util.List<LegAt> legs) {
        /** The lizard: front legs at the shoulders, hind legs at the hips, the diagonal pairs half a stride (28 px) apart. */
        public static final Plan LIZARD = new Plan(JOINTS, GAP, THIGH, SHIN, HOME_AHEAD, HOME_SIDE, STEP_SECONDS, STEP_LIFT, OVERSHOOT,
                java.util.List.of(lizardLeg(SHOULDER, -1, true), lizardLeg(SHOULDER, 1, true),
                        lizardLeg(PELVIS, -1, false), lizardLeg(PELVIS, 1, false)));

        private static LegAt lizardLeg(int joint, int side, boolean front) {
            int pair = (front == (side < 0)) ? 0 : 1; // pair 0: front left + hind right
            return new LegAt(joint, side, front, pair, pair == 0 ? START_AHEAD : START_AHEAD - 28);
        }
    }

    /** One leg: where its foot is, whether it is planted, and the step it is taking. */
    public static final class Leg {
        final int joint;
        /** +1 right side of the body, -1 left (the heading's clockwise perpendicular is the right). */
        final int side;
        final boolean front;
        /** Knee side: front elbows fold back, hind knees fold forward. */
        final int bend;
        final int pair;
        Vec2 foot;
        boolean planted = true;
        Vec2 from;
        Vec2 to;
        double progress;
        TwoBoneIk.Solution ik;

        Leg(LegAt at) {
            this.joint = at.joint();
            this.side = at.side();
            this.front = at.front();
            this.bend = side * (front ? 1 : -1);
            this.pair = at.pair();
        }

        /** The same leg in the same state, moving on its own. */
        Leg(Leg from) {
            joint = from.joint;
            side = from.side;
            front = from.front;
            bend = from.bend;
            pair = from.pair;
            foot = from.foot;
            planted = from.planted;
            this.from = from.from;
            to = from.to;
            progress = from.progress;
            ik = from.ik;
        }

        public Vec2 foot() { return foot; }

        public boolean planted() { return planted; }

        public int side() { return side; }

        public boolean front() { return front; }

        public int bend() { return bend; }

        /** Diagonal pair: 0 = front left with hind right, 1 = front right with hind left. */
        public int pair() { return pair; }

        /** The spine joint the leg hangs from (its hip or shoulder). */
        public int joint() { return joint; }

        /** While stepping: where the step started and where it will land; null when planted. */
        public Vec2 stepFrom() { return planted ? null : from; }

        public Vec2 stepTo() { return planted ? null : to; }

        public TwoBoneIk.Solution ik() { return ik; }
    }

    private final Plan plan;
    private final FollowChain spine;
    private final Leg[] legs;
    /** Scratch for the step's sort by lag: the legs and their lags, reused every tick. */
    private final Leg[] byLag;
    private final double[] lag;
    private double stepTrigger;
    private boolean guard = true;
    private int stepsTotal;
    private double strideSum;
    private int strideCount;
    private double lastStride;
    private int stepsThisTick;

    /** A lizard whose spine runs through {@code spinePoints}, feet planted on their home spots. */
    public Lizard(Vec2[] spinePoints, double stepTrigger) { this(Plan.LIZARD, spinePoints, stepTrigger); }

    /** A walker of {@code plan} whose spine runs through {@code spinePoints}, each foot its start offset ahead of home. */
    public Lizard(Plan plan, Vec2[] spinePoints, double stepTrigger) {
        if (spinePoints.length != plan.joints()) throw new IllegalArgumentException("this spine has " + plan.joints() + " joints");
        this.plan = plan;
        legs = new Leg[plan.legs().size()];
        for (int i = 0; i < legs.length; i++) {
            LegAt at = plan.legs().get(i);
            if (at.joint() < 1 || at.joint() >= plan.joints()) throw new IllegalArgumentException("a leg hangs from joint " + at.joint());
            legs[i] = new Leg(at);
        }
        byLag = new Leg[legs.length];
        lag = new double[legs.length];
        spine = new FollowChain(spinePoints, plan.gap());
        this.stepTrigger = stepTrigger;
        // The two diagonal pairs start half a stride apart, as in a walk already under way.
        for (int i = 0; i < legs.length; i++) {
            Leg leg = legs[i];
            leg.foot = home(leg).plus(heading(leg.joint).times(plan.legs().get(i).startAhead()));
            solve(leg);
        }
    }

    private Lizard(Lizard from) {
        plan = from.plan;
        spine = from.spine.copy();
        legs = new Leg[from.legs.length];
        for (int i = 0; i < legs.length; i++) legs[i] = new Leg(from.legs[i]);
        // The sort's scratch holds the same legs as legs[]: the copy's holds the copied ones.
        byLag = new Leg[from.byLag.length];
        for (int i = 0; i < byLag.length; i++) {
            for (int k = 0; k < legs.length; k++) if (from.byLag[i] == from.legs[k]) byLag[i] = legs[k];
        }
        lag = from.lag.clone();
        stepTrigger = from.stepTrigger;
        guard = from.guard;
        stepsTotal = from.stepsTotal;
        strideSum = from.strideSum;
        strideCount = from.strideCount;
        lastStride = from.lastStride;
        stepsThisTick = from.stepsThisTick;
        headingX = from.headingX;
        headingY = from.headingY;
    }

    /** An independent walker in the same state, every leg's step included (for a world's copy). */
    public Lizard copy() { return new Lizard(this); }

    /** One tick: the head goes to {@code head}, the spine follows, then each foot decides. */
    public void step(Vec2 head, double dt) {
        spine.follow(head);
        stepsThisTick = 0;
        for (Leg leg : legs) {
            if (leg.planted) continue;
            leg.progress = Math.min(1, leg.progress + dt / plan.stepSeconds());
            if (leg.progress >= 1) {
                leg.foot = leg.to;
                leg.planted = true;
            } else {
                leg.foot = arc(leg, leg.progress);
            }
        }
        // The foot farthest behind decides first: when both pairs want to go, the more urgent one wins.
        // A stable insertion sort by lag, largest first (Arrays.sort with that comparator gives the
        // same order), each lag worked out once on the coordinates, not twice per comparison on vectors.
        System.arraycopy(legs, 0, byLag, 0, legs.length);
        for (int i = 0; i < byLag.length; i++) lag[i] = homeDistance(byLag[i]);
        for (int i = 1; i < byLag.length; i++) {
            for (int j = i; j > 0 && Double.compare(lag[j], lag[j - 1]) > 0; j--) {
                Leg l = byLag[j];
                byLag[j] = byLag[j - 1];
                byLag[j - 1] = l;
                double d = lag[j];
                lag[j] = lag[j - 1];
                lag[j - 1] = d;
            }
        }
        for (Leg leg : byLag) {
            if (!leg.planted || homeDistance(leg) <= stepTrigger || !pairDown(1 - leg.pair)) continue;
            leg.planted = false;
            leg.from = leg.foot;
            leg.to = home(leg).plus(heading(leg.joint).times(plan.overshoot()));
            leg.progress = 0;
            lastStride = leg.from.distanceTo(leg.to);
            strideSum += lastStride;
            strideCount++;
            stepsTotal++;
            stepsThisTick++;
        }
        for (Leg leg : legs) solve(leg);
    }

    /** Where a stepping foot is at progress p: eased along the line, swung out by the lift. */
    private Vec2 arc(Leg leg, double p) {
        double s = p * p * (3 - 2 * p);
        Vec2 out = heading(leg.joint).perp().times(leg.side);
        return leg.from.lerp(leg.to, s).plus(out.times(plan.stepLift() * Math.sin(Math.PI * p)));
    }

    private boolean pairDown(int pair) {
        for (Leg leg : legs) if (leg.pair == pair && !leg.planted) return false;
        return true;
    }

    private void solve(Leg leg) {
        // heading(joint).perp().times(side) as the fallback, on the coordinates
        int j = leg.joint;
        headingAt(j);
        double hx = headingX, hy = headingY;
        leg.ik = TwoBoneIk.solve(spine.jointX(j), spine.jointY(j), leg.foot, plan.thigh(), plan.shin(), leg.bend, guard, -hy * leg.side, hx * leg.side);
    }

    /** Scratch for {@link #headingAt}: written and read within one call, so its values never matter between ticks. */
    private double headingX, headingY;

    /** {@link #heading(int)} of joint {@code j} into headingX, headingY, on the coordinates (no vector: it runs per leg per tick). */
    private void headingAt(int j) {
        double dx = spine.jointX(j - 1) - spine.jointX(j), dy = spine.jointY(j - 1) - spine.jointY(j);
        double len = Vec2.norm(dx, dy);
        boolean hasDirection = len > 0 && Double.isFinite(len);
        headingX = hasDirection ? dx / len : 1;
        headingY = hasDirection ? dy / len : 0;
    }

    /** leg.foot.distanceTo(home(leg)), the same operations on the coordinates (legs are sorted by it every tick). */
    private double homeDistance(Leg leg) {
        int j = leg.joint;
        headingAt(j);
        double hx = headingX, hy = headingY;
        double across = leg.side * plan.homeSide();
        double homeX = spine.jointX(j) + hx * plan.homeAhead() + -hy * across;
        double homeY = spine.jointY(j) + hy * plan.homeAhead() + hx * across;
        return Vec2.norm(leg.foot.x() - homeX, leg.foot.y() - homeY);
    }

    /** Unit direction the body faces at joint i: toward the joint ahead of it. */
    public Vec2 heading(int i) {
        return spine.joint(i - 1).minus(spine.joint(i)).directionOr(Vec2.UNIT_X);
    }

    /** A leg's home spot: ahead of and beside its spine joint. */
    public Vec2 home(Leg leg) {
        Vec2 h = heading(leg.joint);
        return spine.joint(leg.joint).plus(h.times(plan.homeAhead())).plus(h.perp().times(leg.side * plan.homeSide()));
    }

    /** Hip (or shoulder) of a leg: its spine joint. */
    public Vec2 hip(Leg leg) { return spine.joint(leg.joint); }

    public Leg leg(int i) { return legs[i]; }

    public int legCount() { return legs.length; }

    public FollowChain spine() { return spine; }

    public Plan plan() { return plan; }

    public double stepTrigger() { return stepTrigger; }

    /** A new trigger; the mean stride starts again from the next step. */
    public void setStepTrigger(double trigger) {
        stepTrigger = trigger;
        strideSum = 0;
        strideCount = 0;
    }

    public boolean guard() { return guard; }

    public void setGuard(boolean guard) {
        this.guard = guard;
        for (Leg leg : legs) solve(leg);
    }

    public int stepsTotal() { return stepsTotal; }

    /** Steps that began this tick. */
    public int stepsThisTick() { return stepsThisTick; }

    /** Mean distance from lift-off to landing over the steps since the trigger was set; 0 before the first. */
    public double meanStride() { return strideCount == 0 ? 0 : strideSum / strideCount; }

    /** Lift-off to landing of the latest step; 0 before the first. */
    public double lastStride() { return lastStride; }

    public int feetDown() {
        int n = 0;
        for (Leg leg : legs) if (leg.planted) n++;
        return n;
    }

    /** Legs whose hip-foot distance is beyond thigh + shin: the leg cannot reach its foot. */
    public int stretchedLegs() {
        int n = 0;
        for (Leg leg : legs) if (spine.distanceTo(leg.joint, leg.foot) > plan.thigh() + plan.shin()) n++;
        return n;
    }

    /** Body radius at joint i, px: a small head, a wide chest and belly, a long thin tail. */
    public static double radius(int i) { return RADII[i]; }

    /** Made once: painters ask for these some 200 times a frame. */
    private static final double[] RADII = {7, 6.5, 7.5, 9, 10, 10.5, 10.5, 10, 9.5, 8.5, 7, 5.8, 4.8, 3.8, 2.9, 2};
}
