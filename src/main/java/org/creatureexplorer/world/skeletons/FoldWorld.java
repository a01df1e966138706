package org.creatureexplorer.world.skeletons;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.creature.KoiSwimmer;
import org.creatureexplorer.model.DurationScenario;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "the angle limit (and the fold)": the koi's chain, where each joint may bend at most
 * max-bend radians. The koi swims after a figure-eight target; the fold test drives its head
 * straight into the spot where its own sixth joint was, to show what the limit prevents.
 * <p>
 * During the fold test the head moves at {@code speed} toward that spot (never past it, and
 * resting there once it arrives) for {@code duration} seconds, with no wiggle; the head's
 * heading, which the first bone is measured against, turns toward the push at the koi's
 * usual {@link KoiSwimmer#TURN_RATE}. Then the koi swims on.
 */
public final class FoldWorld extends FixedTickWorld {
    public static final String FOLD_TEST = "fold";

    public static final ParamKey<Double> MAX_BEND =
            ParamKey.number("max-bend", "bend limit (3.15 = none)", "rad", 0.05, 3.15, 0.35, 0.05, true).withInfinity();
    public static final ParamKey<Integer> JOINTS = ParamKey.integer("joints", "joints", "", 6, 40, 14, false);
    public static final ParamKey<Double> GAP = ParamKey.number("gap", "gap between joints", "px", 6, 24, 13, 1, true);
    public static final ParamKey<Double> SPEED = ParamKey.number("speed", "fold test: head speed", "px/s", 20, 600, 200, 10, true);
    public static final ParamKey<Double> DURATION = ParamKey.number("duration", "fold test: duration", "s", 0.1, 5, 1, 0.1, true);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(MAX_BEND, JOINTS, GAP, SPEED, DURATION);

    /** The columns the {@code fold} scenario prints (the world measures one more, for its charts and tests). */
    public static final List<String> PRINTED = List.of("max_bend", "overlapping_pairs", "closest_pair", "head_tail");

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("max_bend", "largest neighbour bend", "rad"),
            new SeriesSpec("overlapping_pairs", "overlapping pairs", ""),
            new SeriesSpec("closest_pair", "closest pair distance", "px"),
            new SeriesSpec("head_tail", "head-to-tail distance", "px"),
            new SeriesSpec("joints_at_limit", "joints on the limit", ""));

    public static final double STAGE_W = 480;
    public static final double STAGE_H = 300;
    /** The koi's target: the chain lesson's figure-eight, run in 6 s instead of 9 (the koi cruises at 170 px/s). */
    public static final FigureEight FIGURE_EIGHT = new FigureEight(new Vec2(STAGE_W / 2, STAGE_H / 2), 180, 105, 6);
    /** Where on the figure-eight (in seconds of its period) the target and the koi's head start. */
    public static final double START_PHASE = 0.4;
    /** The start pose: the koi in a gentle turn, every joint bent this much (rad). */
    public static final double START_BEND = -0.12;
    /** Pairs of joints at least this far apart along the chain count as possible overlaps. */
    public static final int PAIR_SEPARATION = 3;
    /** The fold test aims at this joint: the sixth, counting the head as the first. */
    public static final int FOLD_JOINT = 5;
    public static final int TRAIL_LENGTH = 120;
    /** One lap of the figure-eight, ticks (its period is 6 s). */
    public static final int LAP_TICKS = 360;

    private final AngleChain chain;
    private final KoiSwimmer swimmer;
    private final IdleTarget target;
    private final double[] radii;
    private double speed;
    private double duration;
    private int foldTicksLeft;
    private Vec2 spot;
    private Vec2 driveDirection;
    private final Trail<Vec2> trail;
    /** Ticks swum (fold tests left out) and how many of them had a joint on the limit: the lesson's share. */
    private long swimTicks;
    private long swimTicksAtLimit;
    /** The last lap's swimming ticks, on the limit or not (a ring), and how many of them were. */
    private final boolean[] lapAtLimit;
    private int lapTicksAtLimit;
    /** The worst of the fold test running or last run: largest bend, most overlapping pairs, closest pair. */
    private double foldLargestBend = Double.NaN;
    private int foldMostPairs;
    private double foldClosest = Double.NaN;
    private double foldLimit = Double.NaN;

    public FoldWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        trail = new Trail<>(TRAIL_LENGTH);
        lapAtLimit = new boolean[LAP_TICKS];
        int joints = JOINTS.in(p);
        double gap = GAP.in(p);
        speed = SPEED.in(p);
        duration = DURATION.in(p);
        target = new IdleTarget(FIGURE_EIGHT, START_PHASE);
        Vec2 head = FIGURE_EIGHT.at(START_PHASE);
        double heading = FIGURE_EIGHT.at(START_PHASE + DT).minus(FIGURE_EIGHT.at(START_PHASE - DT)).angle();
        swimmer = new KoiSwimmer(head, heading, KoiSwimmer.CRUISE);
        chain = new AngleChain(arc(head, heading, joints, gap, START_BEND), gap, MAX_BEND.in(p), Vec2.polar(1, heading));
        radii = new double[joints];
        for (int i = 0; i < joints; i++) radii[i] = KoiBody.radius(i, joints);
        trail.add(head);
    }

    private FoldWorld(FoldWorld from) {
        super(from);
        chain = from.chain.copy();
        swimmer = from.swimmer.copy();
        target = from.target.copy();
        radii = from.radii.clone();
        speed = from.speed;
        duration = from.duration;
        foldTicksLeft = from.foldTicksLeft;
        spot = from.spot;
        driveDirection = from.driveDirection;
        trail = from.trail.copy();
        swimTicks = from.swimTicks;
        swimTicksAtLimit = from.swimTicksAtLimit;
        lapAtLimit = from.lapAtLimit.clone();
        lapTicksAtLimit = from.lapTicksAtLimit;
        foldLargestBend = from.foldLargestBend;
        foldMostPairs = from.foldMostPairs;
        foldClosest = from.foldClosest;
        foldLimit = from.foldLimit;
    }

    @Override public FoldWorld copy() { return new FoldWorld(this); }

    /** A world whose fold test starts at tick 0, as the {@code fold} scenario runs it. */
    public static FoldWorld foldingFromStart(ParamValues p) {
        FoldWorld w = new FoldWorld(p);
        w.apply(new Input.Action(FOLD_TEST));
        return w;
    }

    /** Joints trailing back from {@code head}, opposite {@code heading}, each bone turned {@code bend} from the last. */
    static Vec2[] arc(Vec2 head, double heading, int count, double gap, double bend) {
        Vec2[] pts = new Vec2[count];
        pts[0] = head;
        double angle = heading + Math.PI;
        for (int i = 1; i < count; i++) {
            pts[i] = pts[i - 1].plus(Vec2.polar(gap, angle));
            angle += bend;
        }
        return pts;
    }

    @Override public void step() {
        tick++;
        Vec2 goal = target.update(timeSeconds(), DT);
        if (foldTicksLeft > 0) {
            foldTicksLeft--;
            Vec2 head = chain.joint(0);
            double remaining = spot.distanceTo(head);
            Vec2 move = remaining <= speed * DT ? spot.minus(head) : driveDirection.times(speed * DT);
            swimmer.drive(move, DT, driveDirection.angle());
            chain.follow(swimmer.head(), Vec2.polar(1, swimmer.heading()));
            foldLargestBend = Math.max(foldLargestBend, chain.largestBend());
            foldMostPairs = Math.max(foldMostPairs, overlappingPairCount());
            foldClosest = Math.min(foldClosest, closestPair());
        } else {
            swimmer.swim(goal, DT);
            chain.follow(swimmer.head(), Vec2.polar(1, swimmer.travelAngle()));
            boolean atLimit = chain.jointsAtLimit() > 0;
            int slot = (int) (swimTicks % LAP_TICKS);
            if (lapAtLimit[slot]) lapTicksAtLimit--;
            lapAtLimit[slot] = atLimit;
            if (atLimit) lapTicksAtLimit++;
            swimTicks++;
            if (atLimit) swimTicksAtLimit++;
        }
        trail.add(chain.joint(0));
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = chain.largestBend();
        out[1] = overlappingPairCount();
        out[2] = closestPair();
        out[3] = chain.headTailDistance();
        out[4] = chain.jointsAtLimit();
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) target.pointerAt(p.position());
        else if (input instanceof Input.PointerLeft) target.pointerLeft();
        else if (input instanceof Input.Action a && a.name().equals(FOLD_TEST)) startFoldTest();
        else if (input instanceof Input.SetParam s) {
            if (MAX_BEND.isSetBy(s)) chain.setMaxBend(MAX_BEND.from(s));
            else if (GAP.isSetBy(s)) chain.setGap(GAP.from(s));
            else if (SPEED.isSetBy(s)) speed = SPEED.from(s);
            else if (DURATION.isSetBy(s)) duration = DURATION.from(s);
        }
    }

    private void startFoldTest() {
        Vec2 head = chain.joint(0);
        spot = chain.joint(Math.min(FOLD_JOINT, chain.size() - 1));
        driveDirection = spot.minus(head).directionOr(Vec2.polar(1, swimmer.heading()));
        foldTicksLeft = (int) Math.round(duration / DT);
        foldLargestBend = 0;
        foldMostPairs = 0;
        foldClosest = Double.POSITIVE_INFINITY;
        foldLimit = chain.maxBend();
        swimmer.startDrive();
    }

    /** Ticks swum so far outside fold tests. */
    public long swimTicks() { return swimTicks; }

    /** Of those, the ticks with at least one joint on the bend limit. */
    public long swimTicksAtLimit() { return swimTicksAtLimit; }

    /** Of the last {@link #LAP_TICKS} swimming ticks (fewer before the first lap), those on the limit. */
    public int lapTicksAtLimit() { return lapTicksAtLimit; }

    /** How many swimming ticks the last-lap count covers: {@link #LAP_TICKS} once a lap has been swum. */
    public int lapTicksCounted() { return (int) Math.min(swimTicks, LAP_TICKS); }

    /** The fold test running or last run (null before the first): its limit and the worst it reached. */
    public FoldResult foldResult() {
        return Double.isNaN(foldLimit) ? null : new FoldResult(foldLimit, foldLargestBend, foldMostPairs, foldClosest, folding());
    }

    /** The worst of a fold test: largest bend (rad), most overlapping pairs, closest pair (px); running while it drives. */
    public record FoldResult(double limit, double largestBend, int mostPairs, double closestPair, boolean running) {}

    /** Pairs (i, j), j - i at least {@link #PAIR_SEPARATION}, whose circles overlap: closer than r_i + r_j. */
    public List<int[]> overlappingPairs() {
        List<int[]> pairs = new ArrayList<>();
        int n = chain.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + PAIR_SEPARATION; j < n; j++) {
                if (chain.distance(i, j) < radii[i] + radii[j]) pairs.add(new int[] {i, j});
            }
        }
        return pairs;
    }

    /** How many {@link #overlappingPairs()} there are, without the list (sampled every tick). */
    public int overlappingPairCount() {
        int pairs = 0;
        int n = chain.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + PAIR_SEPARATION; j < n; j++) {
                if (chain.distance(i, j) < radii[i] + radii[j]) pairs++;
            }
        }
        return pairs;
    }

    /** Smallest centre distance between two joints at least {@link #PAIR_SEPARATION} apart, px. */
    public double closestPair() {
        double best = Double.POSITIVE_INFINITY;
        int n = chain.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + PAIR_SEPARATION; j < n; j++) best = Math.min(best, chain.distance(i, j));
        }
        return best;
    }

    public AngleChain chain() { return chain; }

    public double radius(int i) { return radii[i]; }

    public Vec2 target() { return target.position(); }

    public Vec2 pointer() { return target.pointer(); }

    /** True while the fold test drives the head. */
    public boolean folding() { return foldTicksLeft > 0; }

    /** Seconds of fold test left, 0 when none runs. */
    public double foldTimeLeft() { return foldTicksLeft * DT; }

    /** Where the fold test aims (the sixth joint's spot when it started), or null before the first test. */
    public Vec2 foldSpot() { return spot; }

    /** The direction the head faces (the first bone is measured against its opposite), radians. */
    public double headingAngle() { return chain.headingAngle(); }

    /** Head positions of the last {@link #TRAIL_LENGTH} ticks, oldest first. */
    public List<Vec2> trail() { return trail.toList(); }

    /** What {@code measure fold} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new DurationScenario("fold", "the koi's head driven into its own sixth joint for --duration s, with and without a bend limit",
            PARAMS, 1, FoldWorld::foldingFromStart, PRINTED);
}
