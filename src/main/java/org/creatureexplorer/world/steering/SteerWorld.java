package org.creatureexplorer.world.steering;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.TickScenario;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Behaviours;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Gait;
import org.creatureexplorer.sim.steer.Steering;

/**
 * One walker steered by seek, arrive or flee toward (or away from) a target, plus an optional
 * steady wind force. Each tick: the behaviour decides from the current state (desired
 * velocity, raw steering, force after the cut), its force and the wind are added to the body,
 * and the body integrates. {@link #decision()} is a pure function of the state, so a sample at
 * tick t shows exactly the force tick t + 1 applies. Units: px and ticks.
 */
public final class SteerWorld extends FixedTickWorld {
    public static final String WALKER = "walker";
    public static final String TARGET = "target";
    public static final String VELOCITY = "velocity";

    /** Stage px per px-per-tick when vectors are drawn: a 2.4 px/tick velocity is drawn 48 px long. */
    public static final double VECTOR_SCALE = 20;

    public enum Behavior {
        SEEK, ARRIVE, FLEE;
        public String id() { return name().toLowerCase(Locale.ROOT); }
        public static Behavior of(String id) { return valueOf(id.toUpperCase(Locale.ROOT)); }
    }

    public static final ParamKey<String> BEHAVIOR = ParamKey.choice("behavior", "behaviour", List.of("seek", "arrive", "flee"), "seek", false);
    public static final ParamKey<Double> X = ParamKey.number("x", "start x", "px", -10_000, 10_000, 24, 1, false);
    public static final ParamKey<Double> Y = ParamKey.number("y", "start y", "px", -10_000, 10_000, 108, 1, false);
    public static final ParamKey<Double> VX = ParamKey.number("vx", "start velocity x", "px/tick", -100, 100, 0, 0.01, false);
    public static final ParamKey<Double> VY = ParamKey.number("vy", "start velocity y", "px/tick", -100, 100, 0, 0.01, false);
    public static final ParamKey<Double> TARGET_X = ParamKey.number("target-x", "target x", "px", -10_000, 10_000, 96, 1, false);
    public static final ParamKey<Double> TARGET_Y = ParamKey.number("target-y", "target y", "px", -10_000, 10_000, 64, 1, false);
    public static final ParamKey<Double> MAX_SPEED = ParamKey.number("max-speed", "max speed", "px/tick", 0.2, 6, 2.4, 0.1, true);
    public static final ParamKey<Double> MAX_FORCE = ParamKey.number("max-force", "max force", "px/tick\u00b2", 0.05, 6, 0.3, 0.05, true);
    /**
     * Mass starts at 0.5: with no force cap the new velocity is v + (desired - v) / mass, so the
     * miss is multiplied by (1 - 1 / mass) each tick. Below 0.5 that factor exceeds 1 in size and
     * the speed grows without bound (3x per tick at 0.25, Infinity by tick 646); at 0.5 it is the
     * bounded zigzag lesson 3.4 shows.
     */
    public static final ParamKey<Double> MASS = ParamKey.number("mass", "mass", "", 0.5, 4, 1, 0.25, true);
    public static final ParamKey<Double> BRAKE = ParamKey.number("brake", "braking radius R", "px", 1, 96, 24, 1, true);
    /** Lesson-only: flee only inside this radius; the slider's top end means "always". */
    public static final ParamKey<Double> PANIC = ParamKey.number("panic", "panic radius (top end: always flee)", "px", 16, 240, 240, 4, true);
    /** Lesson-only switch: "no cap" sets maxForce to infinity while on. */
    public static final ParamKey<Boolean> NO_CAP = ParamKey.bool("no-cap", "no force cap (max force = infinity)", false, true);
    public static final ParamKey<Double> WIND_X = ParamKey.number("wind-x", "wind force x", "px/tick\u00b2", -10, 10, 0, 0.01, true);
    public static final ParamKey<Double> WIND_Y = ParamKey.number("wind-y", "wind force y", "px/tick\u00b2", -10, 10, 0, 0.01, true);
    /** Lesson-only: the wind by strength and direction (degrees, 0 = toward +x, 90 = down the stage). */
    public static final ParamKey<Double> WIND_STRENGTH = ParamKey.number("wind-strength", "wind strength", "px/tick\u00b2", 0, 0.4, 0.2, 0.01, true);
    public static final ParamKey<Double> WIND_DIR = ParamKey.number("wind-dir", "wind blows toward", "deg", -180, 180, 0, 5, true);

    /** The scenario's parameters, named and defaulted as the issue documents them. */
    public static final List<ParamSpec> PARAMS = ParamKey.specs(BEHAVIOR, X, Y, VX, VY, TARGET_X, TARGET_Y,
            MAX_SPEED, MAX_FORCE.withInfinity(), MASS, BRAKE, WIND_X, WIND_Y);

    /** The columns {@code measure steer} prints, in order (tick is added in front). */
    public static final List<String> COLUMNS = List.of("x", "y", "vx", "vy", "desired_x", "desired_y",
            "steer_x", "steer_y", "steer_len", "force_x", "force_y", "distance", "speed");

    public static ParamSpec maxSpeedParam() { return MAX_SPEED.spec(); }

    public static ParamSpec maxForceParam() { return MAX_FORCE.spec(); }

    public static ParamSpec massParam() { return MASS.spec(); }

    public static ParamSpec brakeParam() { return BRAKE.spec(); }

    public static ParamSpec panicParam() { return PANIC.spec(); }

    public static ParamSpec noCapParam() { return NO_CAP.spec(); }

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("x", "x", "px"),
            new SeriesSpec("y", "y", "px"),
            new SeriesSpec("vx", "velocity x", "px/tick"),
            new SeriesSpec("vy", "velocity y", "px/tick"),
            new SeriesSpec("desired_x", "desired x", "px/tick"),
            new SeriesSpec("desired_y", "desired y", "px/tick"),
            new SeriesSpec("steer_x", "raw steering x", "px/tick"),
            new SeriesSpec("steer_y", "raw steering y", "px/tick"),
            new SeriesSpec("steer_len", "|raw steering|", "px/tick"),
            new SeriesSpec("force_x", "force x", "px/tick\u00b2"),
            new SeriesSpec("force_y", "force y", "px/tick\u00b2"),
            new SeriesSpec("distance", "distance to the target", "px"),
            new SeriesSpec("speed", "speed", "px/tick"),
            // For charts only (not printed by measure steer).
            new SeriesSpec("t", "tick", ""),
            new SeriesSpec("force_len", "|force| after the cut", "px/tick\u00b2"),
            new SeriesSpec("desired_speed", "desired speed", "px/tick"),
            new SeriesSpec("miss_deg", "angle from velocity to desired", "deg"),
            new SeriesSpec("offset", "downwind offset from the target", "px"),
            new SeriesSpec("rest_error", "distance from the predicted rest point", "px")
                    .mayBeNaN("no rest point exists when the wind is as strong as the largest force arrive can give"));

    /**
     * Everything a lesson may fix about the run. {@code field} is where the walker lives and
     * where drags are kept (the stage may be larger, for a table); {@code walls} keeps the walker
     * inside the field (the edge stops it: a constraint, not a force).
     */
    public record Setup(Behavior behavior, Vec2 start, Vec2 startVelocity, Vec2 target, Gait gait, double mass,
                        double brake, Vec2 wind, double fieldWidth, double fieldHeight, double stageWidth,
                        double stageHeight, boolean walls, boolean velocityHandle) {

        public Setup withStage(double w, double h) { return edit(d -> { d.stageWidth = w; d.stageHeight = h; }); }

        public Setup withField(double w, double h) { return edit(d -> { d.fieldWidth = w; d.fieldHeight = h; }); }

        public Setup withWalls(boolean on) { return edit(d -> d.walls = on); }

        public Setup withVelocityHandle(boolean on) { return edit(d -> d.velocityHandle = on); }

        public Setup withStart(Vec2 position, Vec2 velocity) { return edit(d -> { d.start = position; d.startVelocity = velocity; }); }

        public Setup withTarget(Vec2 t) { return edit(d -> d.target = t); }

        public Setup withBehavior(Behavior b) { return edit(d -> d.behavior = b); }

        public Setup withWind(Vec2 w) { return edit(d -> d.wind = w); }

        /** The one copy helper: this setup with the fields {@code change} sets. */
        Setup edit(Consumer<SetupDraft> change) {
            SetupDraft d = new SetupDraft(this);
            change.accept(d);
            return d.build();
        }
    }

    /** The reference run: from (24, 108) at rest toward (96, 64), reference gait, on a 192 x 128 field. */
    public static final Setup REFERENCE = new Setup(Behavior.SEEK, new Vec2(24, 108), Vec2.ZERO, new Vec2(96, 64),
            Gait.REFERENCE, 1, 24, Vec2.ZERO, 192, 128, 192, 128, false, false);

    /**
     * A setup read from whichever of the known parameters are present (the scenario's, or a
     * lesson's subset); the rest come from {@code base}. Lesson-only: {@code no-cap},
     * {@code wind-strength} with {@code wind-dir} (degrees, 0 = toward +x, 90 = down the stage).
     */
    public static Setup setup(ParamValues p, Setup base) {
        Behavior behavior = BEHAVIOR.isIn(p) ? Behavior.of(BEHAVIOR.in(p)) : base.behavior();
        Vec2 start = new Vec2(X.in(p, base.start().x()), Y.in(p, base.start().y()));
        Vec2 v = new Vec2(VX.in(p, base.startVelocity().x()), VY.in(p, base.startVelocity().y()));
        Vec2 target = new Vec2(TARGET_X.in(p, base.target().x()), TARGET_Y.in(p, base.target().y()));
        double maxSpeed = MAX_SPEED.in(p, base.gait().maxSpeed());
        double maxForce = NO_CAP.in(p, false) ? Double.POSITIVE_INFINITY : MAX_FORCE.in(p, base.gait().maxForce());
        double mass = MASS.in(p, base.mass());
        double brake = BRAKE.in(p, base.brake());
        Vec2 wind = base.wind();
        if (WIND_X.isIn(p) || WIND_Y.isIn(p)) wind = new Vec2(WIND_X.in(p, wind.x()), WIND_Y.in(p, wind.y()));
        if (WIND_STRENGTH.isIn(p)) wind = windFrom(WIND_STRENGTH.in(p), WIND_DIR.in(p, 0.0));
        Vec2 windUsed = wind;
        Gait gait = new Gait(maxSpeed, maxForce);
        return base.edit(d -> {
            d.behavior = behavior; d.start = start; d.startVelocity = v; d.target = target; d.gait = gait;
            d.mass = mass; d.brake = brake; d.wind = windUsed;
        });
    }

    /** A wind of the given strength blowing toward {@code degrees} (0 = +x, 90 = +y, down the stage). */
    public static Vec2 windFrom(double strength, double degrees) {
        return Vec2.polar(strength, Math.toRadians(degrees));
    }

    /** One row of the tick table: the state after {@code tick} ticks and the decision taken from it. */
    public record Row(long tick, Vec2 position, Vec2 velocity, Steering steering) {}

    /** Rows kept for the tick table (the first row, tick 0, is kept as well). */
    public static final int TABLE_ROWS = 64;

    private final Setup setup;
    private final Body body;
    private Vec2 target;
    private double maxSpeed;
    private double maxForceSetting;
    private boolean noCap;
    private double brake;
    /** Flee only closer than this; infinite (the scenario's flee) means always. */
    private double panic = Double.POSITIVE_INFINITY;
    private Vec2 wind;
    private double windStrength;
    private double windDegrees;
    private Row firstRow;
    private final Trail<Row> rows;
    private final Trail<Vec2> trail;
    public static final int TRAIL_LENGTH = 600;

    public SteerWorld(ParamValues p) { this(setup(p, REFERENCE)); }

    /** A world from a lesson's parameters over {@code base}; keeps the wind's direction even at strength 0. */
    public static SteerWorld create(ParamValues p, Setup base) {
        SteerWorld w = new SteerWorld(setup(p, base));
        // With "no cap" on, the slider's value still waits underneath for when it is switched off.
        if (MAX_FORCE.isIn(p) && Double.isFinite(MAX_FORCE.in(p))) w.maxForceSetting = MAX_FORCE.in(p);
        if (WIND_STRENGTH.isIn(p)) w.windStrength = WIND_STRENGTH.in(p);
        if (WIND_DIR.isIn(p)) w.windDegrees = WIND_DIR.in(p);
        if (PANIC.isIn(p)) w.panic = panicRadius(PANIC.in(p), p.spec(PANIC.name()));
        w.refreshRow();
        return w;
    }

    public SteerWorld(Setup s) {
        super(s.stageWidth(), s.stageHeight());
        rows = new Trail<>(TABLE_ROWS);
        trail = new Trail<>(TRAIL_LENGTH);
        setup = s;
        body = new Body(s.start(), s.startVelocity(), s.mass());
        target = s.target();
        maxSpeed = s.gait().maxSpeed();
        maxForceSetting = s.gait().maxForce();
        noCap = !s.gait().capped();
        brake = s.brake();
        wind = s.wind();
        windStrength = wind.length();
        windDegrees = Math.toDegrees(wind.angle());
        trail.add(body.position());
        firstRow = row();
        rows.add(firstRow);
    }

    private SteerWorld(SteerWorld from) {
        super(from);
        setup = from.setup;
        body = from.body.copy();
        target = from.target;
        maxSpeed = from.maxSpeed;
        maxForceSetting = from.maxForceSetting;
        noCap = from.noCap;
        brake = from.brake;
        panic = from.panic;
        wind = from.wind;
        windStrength = from.windStrength;
        windDegrees = from.windDegrees;
        firstRow = from.firstRow;
        rows = from.rows.copy();
        trail = from.trail.copy();
    }

    @Override public SteerWorld copy() { return new SteerWorld(this); }

    public Setup setupUsed() { return setup; }

    public Gait gait() { return new Gait(maxSpeed, noCap ? Double.POSITIVE_INFINITY : maxForceSetting); }

    /** What the behaviour decides from the state now; the next tick applies its force. */
    public Steering decision() {
        Gait g = gait();
        return switch (setup.behavior()) {
            case SEEK -> Behaviours.seek(body, target, g);
            case ARRIVE -> Behaviours.arrive(body, target, g, brake);
            case FLEE -> Behaviours.flee(body, target, g, panic);
        };
    }

    /** The decision's force added to the body: {@code body.addForce(decision().force())}, by the lean kernel. */
    private void applyDecision() {
        Gait g = gait();
        switch (setup.behavior()) {
            case SEEK -> Behaviours.applySeek(body, target.x(), target.y(), g);
            case ARRIVE -> Behaviours.applyArrive(body, target.x(), target.y(), g, brake);
            case FLEE -> Behaviours.applyFlee(body, target.x(), target.y(), g, panic);
        }
    }

    @Override public void step() {
        applyDecision();
        body.addForce(wind);
        body.integrate();
        if (setup.walls()) keepInField();
        tick++;
        trail.add(body.position());
        rows.add(row());
    }

    /** With walls on, the walker's centre stays this far inside the field's edge (its body is drawn that wide). */
    public static final double WALL_MARGIN = 6;

    private void keepInField() { body.fence(setup.fieldWidth(), setup.fieldHeight(), WALL_MARGIN); }

    private Row row() { return new Row(tick, body.position(), body.velocity(), decision()); }

    /** The current row changes when a drag or a parameter changes the state between ticks. */
    private void refreshRow() {
        rows.replaceLast(row());
        if (tick == 0) firstRow = rows.last();
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        Steering s = decision();
        Vec2 p = body.position();
        Vec2 v = body.velocity();
        out[0] = p.x();
        out[1] = p.y();
        out[2] = v.x();
        out[3] = v.y();
        out[4] = s.desired().x();
        out[5] = s.desired().y();
        out[6] = s.raw().x();
        out[7] = s.raw().y();
        out[8] = s.rawLength();
        out[9] = s.force().x();
        out[10] = s.force().y();
        out[11] = p.distanceTo(target);
        out[12] = v.length();
        out[13] = tick;
        out[14] = s.forceLength();
        out[15] = s.desired().length();
        out[16] = missDegrees(v, s.desired());
        out[17] = downwindOffset();
        out[18] = restPredicted() ? body.position().distanceTo(predictedRest()) : Double.NaN;
    }

    /** Unsigned angle between the velocity and the desired velocity, degrees; 0 if either is zero. */
    static double missDegrees(Vec2 v, Vec2 desired) {
        if (v.length() == 0 || desired.length() == 0) return 0;
        double c = v.dot(desired) / (v.length() * desired.length());
        return Math.toDegrees(Math.acos(Math.max(-1, Math.min(1, c))));
    }

    /** (position - target) along the wind's direction (+x if there is no wind). */
    public double downwindOffset() {
        return body.position().minus(target).dot(wind.directionOr(Vec2.UNIT_X));
    }

    /** Where arrive and the wind balance: target + wind x R / maxSpeed. */
    public Vec2 predictedRest() { return Behaviours.restPointUnder(wind, target, gait(), brake); }

    /**
     * True when arrive can hold the walker against the wind: the wind is weaker than the cap
     * (a wind equal to it can be matched but never pushed back), and the balance point lies
     * inside the braking radius.
     */
    public boolean restPredicted() {
        return wind.length() < gait().maxForce() && predictedOffset() < brake;
    }

    /** Predicted downwind offset of the rest point: |wind| / (maxSpeed / R). */
    public double predictedOffset() { return wind.length() * brake / maxSpeed; }

    @Override public List<Handle> handles() {
        List<Handle> h = new ArrayList<>();
        if (setup.velocityHandle()) h.add(new Handle(VELOCITY, "v", velocityTip()));
        h.add(new Handle(TARGET, setup.behavior() == Behavior.FLEE ? "threat" : "target", target));
        h.add(new Handle(WALKER, "walker", body.position()));
        return h;
    }

    /** Where the velocity arrow ends on the stage (drawn x {@link #VECTOR_SCALE}). */
    public Vec2 velocityTip() { return body.position().plus(body.velocity().times(VECTOR_SCALE)); }

    private Vec2 inField(Vec2 p) {
        return new Vec2(Math.max(0, Math.min(setup.fieldWidth(), p.x())), Math.max(0, Math.min(setup.fieldHeight(), p.y())));
    }

    /** With walls, a walker dragged into the margin has its velocity stopped there: each drag counts. */
    @Override public boolean lastDragWins(String handleId) { return !(handleId.equals(WALKER) && setup.walls()); }

    @Override public void apply(Input input) {
        if (input instanceof Input.Drag d) {
            switch (d.handleId()) {
                case WALKER -> {
                    body.setPosition(inField(d.position()));
                    if (setup.walls()) keepInField();
                }
                case TARGET -> target = inField(d.position());
                case VELOCITY -> body.setVelocity(d.position().minus(body.position()).times(1 / VECTOR_SCALE));
                default -> { }
            }
            if (d.handleId().equals(WALKER) && trail.size() > 0) {
                trail.clear();
                trail.add(body.position());
            }
        } else if (input instanceof Input.SetParam s) {
            setParam(s);
        } else {
            return;
        }
        refreshRow();
    }

    /** A live parameter change, read through the keys. */
    private void setParam(Input.SetParam s) {
        if (MAX_SPEED.isSetBy(s)) maxSpeed = MAX_SPEED.from(s);
        else if (MAX_FORCE.isSetBy(s)) {
            double v = MAX_FORCE.from(s);
            if (Double.isInfinite(v)) noCap = true; else maxForceSetting = v;
        } else if (NO_CAP.isSetBy(s)) noCap = NO_CAP.from(s);
        else if (MASS.isSetBy(s)) body.setMass(MASS.from(s));
        else if (BRAKE.isSetBy(s)) brake = BRAKE.from(s);
        else if (PANIC.isSetBy(s)) panic = panicRadius(PANIC.from(s), PANIC.spec());
        else if (WIND_X.isSetBy(s)) wind = new Vec2(WIND_X.from(s), wind.y());
        else if (WIND_Y.isSetBy(s)) wind = new Vec2(wind.x(), WIND_Y.from(s));
        else if (WIND_STRENGTH.isSetBy(s)) { windStrength = WIND_STRENGTH.from(s); wind = windFrom(windStrength, windDegrees); }
        else if (WIND_DIR.isSetBy(s)) { windDegrees = WIND_DIR.from(s); wind = windFrom(windStrength, windDegrees); }
    }

    static double panicRadius(double v, ParamSpec spec) { return v >= spec.max() ? Double.POSITIVE_INFINITY : v; }

    /** The flee's panic radius (infinite: always flee). */
    public double panic() { return panic; }

    public Body body() { return body; }

    public Vec2 target() { return target; }

    public Setup setup() { return setup; }

    public double brake() { return brake; }

    public Vec2 wind() { return wind; }

    /** maxSpeed^2 x mass / (2 x maxForce) with the values in force now. */
    public double stoppingDistance() { return gait().stoppingDistance(body.mass()); }

    /** Tick 0's row, always kept, then the last {@link #TABLE_ROWS} rows, oldest first (tick 0 may appear in both). */
    public Row firstRow() { return firstRow; }

    public List<Row> rows() { return rows.toList(); }

    public List<Vec2> trail() { return trail.toList(); }

    /** {@link #trail()} without the copy, for a painter that draws it at once (see {@code Trail.view}). */
    public List<Vec2> trailView() { return trail.view(); }

    /** {@link #rows()} without the copy, for a painter that draws them at once (see {@code Trail.view}). */
    public List<Row> rowsView() { return rows.view(); }

    /** What {@code measure steer} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new TickScenario(new WorldScenario("steer", "one walker seeking, arriving at or fleeing a target (px per tick); row t: state after t ticks and the force tick t+1 applies (steering after the cut; the wind is added on top)",
            PARAMS, 240, SteerWorld::new, COLUMNS));
}
