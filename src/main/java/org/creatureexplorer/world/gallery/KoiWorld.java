package org.creatureexplorer.world.gallery;

import org.creatureexplorer.sim.Grids;
import java.util.List;
import org.creatureexplorer.creature.Koi;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "the koi": the gallery's koi swimming after the figure-eight (or the pointer), with
 * its bend limit, side fins and spring-hung tail fin measured every tick. No randomness: the
 * wiggle runs on the koi's own clock, so there is no seed.
 * <p>
 * Besides the scenario's columns the world measures the share of ticks so far with a joint on
 * the limit, the bend sum that opens the fins, and the tail fin's delay: the shift (in ms) that
 * best lines the fin's direction up with the tail's over the last {@link #LAG_WINDOW} ticks.
 */
public final class KoiWorld extends FixedTickWorld implements SharedTarget {
    public static final ParamKey<Double> MAX_BEND =
            ParamKey.number("max-bend", "bend limit", "rad", 0.05, 3.15, Koi.MAX_BEND, 0.05, true);
    public static final ParamKey<Double> STIFFNESS =
            ParamKey.number("tail-stiffness", "tail spring stiffness", "1/s\u00b2", 10, 1000, Koi.TAIL_STIFFNESS, 10, true);
    public static final ParamKey<Double> DAMPING =
            ParamKey.number("tail-damping", "tail spring damping", "1/s", 0, 60, Koi.TAIL_DAMPING, 1, true);
    public static final ParamKey<Double> WIGGLE = ParamKey.number("wiggle", "wiggle", "rad", 0, 0.6, 0.24, 0.02, true);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(MAX_BEND, STIFFNESS, DAMPING, WIGGLE);

    /** The columns {@code measure koi} prints; the world measures three more for its charts. */
    public static final List<String> PRINTED = List.of("head_x", "head_y", "speed", "heading", "max_bend", "at_limit",
            "fin_left", "fin_right", "tail_angle", "tail_fin_angle");

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("head_x", "head x", "px"),
            new SeriesSpec("head_y", "head y", "px"),
            new SeriesSpec("speed", "speed", "px/s"),
            new SeriesSpec("heading", "heading", "rad"),
            new SeriesSpec("max_bend", "largest bend", "rad"),
            new SeriesSpec("at_limit", "a joint on the limit", ""),
            new SeriesSpec("fin_left", "left fin", "rad"),
            new SeriesSpec("fin_right", "right fin", "rad"),
            new SeriesSpec("tail_angle", "tail direction", "rad"),
            new SeriesSpec("tail_fin_angle", "tail fin", "rad"),
            new SeriesSpec("limit_share", "share of ticks at the limit", ""),
            new SeriesSpec("bend_sum", "bend sum, joints 2-4", "rad"),
            new SeriesSpec("tail_lag_ms", "tail fin delay", "ms")
                    .mayBeNaN("measured once a full window of ticks has been seen"));

    public static final double STAGE_W = 480;
    public static final double STAGE_H = 300;
    /** The fold lesson's figure-eight: 6 s a lap, one horizontal swing per two vertical. */
    public static final FigureEight FIGURE_EIGHT = new FigureEight(new Vec2(STAGE_W / 2, STAGE_H / 2), 180, 105, 6);
    public static final double START_PHASE = 0.4;
    /** Ticks of history the tail fin's delay is measured over (3 s), and the largest delay tried (0.5 s). */
    public static final int LAG_WINDOW = 180;
    public static final int MAX_LAG = 30;
    public static final int TRAIL_LENGTH = 90;

    private final Koi koi;
    private final IdleTarget target;
    private double stiffness;
    private double damping;
    private long ticksAtLimit;
    private final double[] tailHistory;
    private final double[] finHistory;
    private int seen;
    /**
     * Per delay d: the squared angle error of each (fin now, tail d ticks before) pair in the
     * window, by the fin's slot, and their running sum, so a tick adds one pair per delay and
     * drops one instead of re-summing the window (31 x 180 terms a tick made the koi the
     * gallery's slowest model). The sums are re-added from the pairs once a window, so
     * round-off cannot build up.
     */
    private final double[][] pairError;
    private final double[] pairSum;
    private double lagMs = Double.NaN;
    private final Trail<Vec2> tailTrail;

    public KoiWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        tailHistory = new double[LAG_WINDOW];
        finHistory = new double[LAG_WINDOW];
        pairError = new double[MAX_LAG + 1][LAG_WINDOW];
        pairSum = new double[MAX_LAG + 1];
        tailTrail = new Trail<>(TRAIL_LENGTH);
        target = new IdleTarget(FIGURE_EIGHT, START_PHASE);
        Vec2 head = FIGURE_EIGHT.at(START_PHASE);
        double heading = FIGURE_EIGHT.at(START_PHASE + DT).minus(FIGURE_EIGHT.at(START_PHASE - DT)).angle();
        koi = new Koi(head, heading, MAX_BEND.in(p));
        stiffness = STIFFNESS.in(p);
        damping = DAMPING.in(p);
        koi.setTailSpring(stiffness, damping);
        koi.setWiggle(WIGGLE.in(p));
        remember();
    }

    private KoiWorld(KoiWorld from) {
        super(from);
        koi = from.koi.copy();
        target = from.target.copy();
        stiffness = from.stiffness;
        damping = from.damping;
        ticksAtLimit = from.ticksAtLimit;
        tailHistory = from.tailHistory.clone();
        finHistory = from.finHistory.clone();
        seen = from.seen;
        pairError = Grids.copy(from.pairError);
        pairSum = from.pairSum.clone();
        lagMs = from.lagMs;
        tailTrail = from.tailTrail.copy();
    }

    @Override public KoiWorld copy() { return new KoiWorld(this); }

    @Override public void step() {
        tick++;
        koi.swim(target.update(timeSeconds(), DT), DT);
        if (koi.atLimit()) ticksAtLimit++;
        remember();
        if (seen >= LAG_WINDOW) lagMs = bestDelayTicks() * DT * 1000;
    }

    private void remember() {
        int slot = seen % LAG_WINDOW;
        tailHistory[slot] = koi.tailAngle();
        finHistory[slot] = koi.tailFinAngle();
        int n = seen;
        for (int d = 0; d <= MAX_LAG; d++) {
            // The window for delay d holds the fin samples n - (LAG_WINDOW - 1 - d) .. n; the pair of fin n - LAG_WINDOW + d leaves it.
            int leaving = n - LAG_WINDOW + d;
            if (leaving >= 0) pairSum[d] -= pairError[d][leaving % LAG_WINDOW];
            double e = 0;
            if (n - d >= 0) {
                double a = Angles.wrap(finHistory[slot] - tailHistory[(n - d) % LAG_WINDOW]);
                e = a * a;
            }
            pairError[d][slot] = e;
            pairSum[d] += e;
        }
        if (slot == LAG_WINDOW - 1) {
            for (int d = 0; d <= MAX_LAG; d++) {
                double sum = 0;
                for (int m = n - (LAG_WINDOW - 1 - d); m <= n; m++) if (m >= 0) sum += pairError[d][m % LAG_WINDOW];
                pairSum[d] = sum;
            }
        }
        seen++;
        tailTrail.add(koi.tail());
    }

    /**
     * The delay d (ticks, refined between ticks by a parabola through the best three) that
     * minimises the mean squared angle between the fin now and the tail d ticks earlier.
     */
    double bestDelayTicks() {
        // Each cost worked out when needed (the same division each time), not kept in a new array per tick.
        int best = 0;
        for (int d = 0; d <= MAX_LAG; d++) {
            if (lagCost(d) < lagCost(best)) best = d;
        }
        if (best == 0 || best == MAX_LAG) return best;
        double a = lagCost(best - 1), b = lagCost(best), c = lagCost(best + 1);
        double denominator = a - 2 * b + c;
        return denominator > 0 ? best + 0.5 * (a - c) / denominator : best;
    }

    /** Mean squared angle between the fin now and the tail d ticks earlier, over the window. */
    private double lagCost(int d) { return pairSum[d] / (LAG_WINDOW - d); }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = koi.chain().jointX(0);
        out[1] = koi.chain().jointY(0);
        out[2] = koi.swimmer().speed();
        out[3] = koi.swimmer().heading();
        out[4] = koi.chain().largestBend();
        out[5] = koi.atLimit() ? 1 : 0;
        out[6] = koi.finOpening(-1);
        out[7] = koi.finOpening(+1);
        out[8] = koi.tailAngle();
        out[9] = koi.tailFinAngle();
        out[10] = tick == 0 ? 0 : (double) ticksAtLimit / tick;
        out[11] = koi.finBendSum();
        out[12] = lagMs;
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) target.pointerAt(p.position());
        else if (input instanceof Input.PointerLeft) target.pointerLeft();
        else if (input instanceof Input.SetParam s) {
            if (MAX_BEND.isSetBy(s)) koi.setMaxBend(MAX_BEND.from(s));
            else if (STIFFNESS.isSetBy(s)) koi.setTailSpring(stiffness = STIFFNESS.from(s), damping);
            else if (DAMPING.isSetBy(s)) koi.setTailSpring(stiffness, damping = DAMPING.from(s));
            else if (WIGGLE.isSetBy(s)) koi.setWiggle(WIGGLE.from(s));
        }
    }

    public Koi koi() { return koi; }

    public Vec2 target() { return target.position(); }

    @Override public void driveTarget(Vec2 p) { target.drive(p); }

    @Override public Vec2 followedTarget() { return target.position(); }

    @Override public Vec2 leadPoint() { return koi.chain().joint(0); }

    public Vec2 pointer() { return target.pointer(); }

    /** Tail tip positions of the last {@link #TRAIL_LENGTH} ticks, oldest first. */
    public List<Vec2> tailTrail() { return tailTrail.toList(); }

    /** The tail fin's measured delay behind the tail, ms (NaN for the first {@link #LAG_WINDOW} ticks). */
    public double tailLagMs() { return lagMs; }

    /** Share of the ticks so far with a joint on the limit. */
    public double limitShare() { return tick == 0 ? 0 : (double) ticksAtLimit / tick; }

    /** What {@code measure koi} runs: this world, tick by tick (default 12 s, two laps). */
    public static final Scenario SCENARIO = new WorldScenario("koi",
            "the gallery's koi after the figure-eight: bend limit, fins and the spring-hung tail fin",
            PARAMS, 720, KoiWorld::new, PRINTED);
}
