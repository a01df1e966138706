package org.creatureexplorer.world.jeremiah;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.TickScenario;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "feelers and their equilibrium": one feeler on a head, or all 50 of Jeremiah's. The
 * followed feeler (the only one in the "one feeler" view) has the drift set by drift-x and
 * drift-y; the other 49 draw theirs at random, each axis in [-1, 1] px per tick. The head
 * stands still, runs along +x at head-speed, or goes where it is dragged (while head-speed is 0).
 * Every feeler starts bunched up on the head.
 */
public final class FeelerWorld extends FixedTickWorld {
    public static final String ONE = "one feeler";
    public static final String ALL = "all 50";
    public static final String HEAD = "head";

    public static final ParamKey<Integer> POINTS = ParamKey.integer("points", "points per feeler", "", 2, 30, 11, false);
    public static final ParamKey<Double> PULL = ParamKey.number("pull", "pull toward the point ahead", "", 0.02, 1, 0.1, 0.01, true);
    public static final ParamKey<Double> DRIFT_X = ParamKey.number("drift-x", "drift x", "px/tick", -1, 1, 1, 0.05, true);
    public static final ParamKey<Double> DRIFT_Y = ParamKey.number("drift-y", "drift y", "px/tick", -1, 1, 0, 0.05, true);
    public static final ParamKey<Double> HEAD_SPEED = ParamKey.number("head-speed", "head speed along +x", "px/tick", 0, 10, 0, 0.1, true);
    public static final ParamKey<String> VIEW = ParamKey.choice("view", "view", List.of(ONE, ALL), ONE, false);

    public static final List<ParamSpec> PARAMS = ParamKey.specs(POINTS, PULL, DRIFT_X, DRIFT_Y, HEAD_SPEED);

    public static final List<ParamSpec> LESSON_PARAMS = ParamKey.specs(VIEW, POINTS, PULL, DRIFT_X, DRIFT_Y, HEAD_SPEED);

    public static final List<String> COLUMNS = List.of("head_x", "head_y", "tip_x", "tip_y", "tip_distance", "mean_gap_over_drift");

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("head_x", "head x", "px"),
            new SeriesSpec("head_y", "head y", "px"),
            new SeriesSpec("tip_x", "tip x", "px"),
            new SeriesSpec("tip_y", "tip y", "px"),
            new SeriesSpec("tip_distance", "tip to head", "px"),
            new SeriesSpec("mean_gap_over_drift", "mean of all gaps", ""),
            new SeriesSpec("gap_over_drift_first", "first gap", ""),
            new SeriesSpec("gap_over_drift_mid", "middle gap", ""),
            new SeriesSpec("gap_over_drift_last", "last gap (tip)", ""),
            new SeriesSpec("lag_first", "first point", "ticks").mayBeNaN("lag = distance / head speed: undefined while the head is still"),
            new SeriesSpec("lag_mid", "middle point", "ticks").mayBeNaN("lag = distance / head speed: undefined while the head is still"),
            new SeriesSpec("lag_last", "tip", "ticks").mayBeNaN("lag = distance / head speed: undefined while the head is still"),
            new SeriesSpec("head_speed", "head speed", "px/tick"));

    /** The stage is 320 x 320 px: a feeler at rest is 110 px long, so it shows large. */
    public static final double STAGE = 320;
    public static final Vec2 START = new Vec2(STAGE / 2, STAGE / 2);
    /** Once a running head passes this stage x the view scrolls with it. */
    public static final double PIN_X = 230;
    public static final int FEELERS = 50;
    /** Fixed seed for the 49 random drifts, so the "all 50" view is the same every time. */
    public static final long DRIFT_SEED = 7;
    /** Below this head speed (px/tick) the lag is not defined: a still head has no lag. */
    static final double STILL = 1e-6;

    private final List<Feeler> feelers;
    private final boolean all;
    private Vec2 head = START;
    private Vec2 previousHead = START;
    private Vec2 headAtLastStep = START;
    private Vec2 dragTo;
    private double headSpeed;
    private double camera;

    public FeelerWorld(ParamValues p) {
        super(STAGE, STAGE);
        feelers = new ArrayList<>();
        all = VIEW.isIn(p) && VIEW.in(p).equals(ALL);
        int points = POINTS.in(p);
        double pull = PULL.in(p);
        headSpeed = HEAD_SPEED.in(p);
        feelers.add(Feeler.bunched(head, points, new Vec2(DRIFT_X.in(p), DRIFT_Y.in(p)), pull));
        if (all) {
            SplittableRandom rng = new SplittableRandom(DRIFT_SEED);
            for (int f = 1; f < FEELERS; f++) {
                feelers.add(Feeler.bunched(head, points, new Vec2(rng.nextDouble(-1, 1), rng.nextDouble(-1, 1)), pull));
            }
        }
    }

    private FeelerWorld(FeelerWorld from) {
        super(from);
        feelers = new ArrayList<>(from.feelers.size());
        for (Feeler f : from.feelers) feelers.add(f.copy());
        all = from.all;
        head = from.head;
        previousHead = from.previousHead;
        headAtLastStep = from.headAtLastStep;
        dragTo = from.dragTo;
        headSpeed = from.headSpeed;
        camera = from.camera;
    }

    @Override public FeelerWorld copy() { return new FeelerWorld(this); }

    @Override public void step() {
        tick++;
        previousHead = headAtLastStep;
        if (dragTo != null) head = dragTo;
        else head = head.plus(new Vec2(headSpeed, 0));
        if (headSpeed > 0) camera = Math.max(camera, head.x() - PIN_X);
        for (Feeler f : feelers) f.follow(head);
        headAtLastStep = head;
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        Feeler f = followed();
        int n = f.size();
        double drift = f.drift().length();
        double speed = headSpeed();
        out[0] = head.x();
        out[1] = head.y();
        out[2] = f.tip().x();
        out[3] = f.tip().y();
        out[4] = f.tip().distanceTo(head);
        double sum = 0;
        for (int i = 0; i < n; i++) sum += f.gap(i, head);
        out[5] = ratio(sum / n, drift);
        out[6] = ratio(f.gap(0, head), drift);
        out[7] = ratio(f.gap(n / 2, head), drift);
        out[8] = ratio(f.gap(n - 1, head), drift);
        out[9] = lag(f.offBeforeMove(0), speed);
        out[10] = lag(f.offBeforeMove(n / 2), speed);
        out[11] = lag(f.offBeforeMove(n - 1), speed);
        out[12] = speed;
    }

    /** Gap over drift; NaN when there is no drift (the ratio has no meaning: the feeler collapses). */
    private static double ratio(double gap, double drift) { return drift > 0 ? gap / drift : Double.NaN; }

    /**
     * Ticks a point lags: its distance from its balance point before the move, over the head's
     * speed. Pull and drift move it pull x that distance per tick, so in step with the head it
     * sits speed / pull behind: 1 / pull ticks. NaN for a still head (no lag to measure) and at tick 0.
     */
    private double lag(double off, double speed) { return tick > 0 && speed > STILL ? off / speed : Double.NaN; }

    @Override public List<Handle> handles() {
        if (headSpeed > 0) return List.of();
        return List.of(new Handle(HEAD, "head", head.minus(new Vec2(camera, 0))));
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.Drag d && d.handleId().equals(HEAD) && headSpeed == 0) {
            dragTo = d.position().plus(new Vec2(camera, 0));
            head = dragTo; // shown at once, even paused; the feelers answer on the next tick
        } else if (input instanceof Input.Release r && r.handleId().equals(HEAD)) {
            dragTo = null;
        } else if (input instanceof Input.SetParam s) {
            if (PULL.isSetBy(s)) feelers.forEach(f -> f.setPull(PULL.from(s)));
            else if (DRIFT_X.isSetBy(s)) followed().setDrift(new Vec2(DRIFT_X.from(s), followed().drift().y()));
            else if (DRIFT_Y.isSetBy(s)) followed().setDrift(new Vec2(followed().drift().x(), DRIFT_Y.from(s)));
            else if (HEAD_SPEED.isSetBy(s)) { headSpeed = HEAD_SPEED.from(s); if (headSpeed > 0) dragTo = null; }
        }
    }

    public boolean all() { return all; }

    /** The feeler the charts follow: the only one, or the highlighted one of 50. */
    public Feeler followed() { return feelers.get(0); }

    public List<Feeler> feelers() { return feelers; }

    public Vec2 head() { return head; }

    public double headSpeed() { return head.distanceTo(previousHead); }

    /** How far the view has scrolled right with a running head. */
    public double camera() { return camera; }

    public double pull() { return followed().pull(); }

    /** Predicted gap / drift at rest: 1 / pull (10 for pull 0.1). */
    public double predictedRatio() { return 1 / followed().pull(); }

    /** Predicted tip distance with the head still: points x |drift| / pull (110 x |drift| by default). */
    public double predictedTipDistance() { return followed().size() * followed().drift().length() / followed().pull(); }

    /** What {@code measure feeler} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new TickScenario(new WorldScenario("feeler", "one feeler: pull toward the point ahead plus a fixed drift",
            PARAMS, 600, FeelerWorld::new, COLUMNS));
}
