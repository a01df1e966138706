package org.creatureexplorer.world.blends;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.TickScenario;
import org.creatureexplorer.model.World;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.Lcg48;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.steering.SteerWorld;
import org.creatureexplorer.sim.steer.Behaviours;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Gait;
import org.creatureexplorer.sim.steer.Steering;
import org.creatureexplorer.sim.steer.Wander;

/**
 * A walker grazing at a tuft while a predator walks across the field or stands parked in its
 * way. Two behaviours every tick: feeding (arrive at the tuft, braking radius 24, plus 0.6 x
 * circle wander) and fleeing (flee from the predator), each a force cut to the gait's cap. A
 * {@link Rule} turns them into one force by choosing two weights; that choice is the only
 * thing the rules do differently. As in the steering chapter, the blended force pushes the body
 * as it is: it is not cut again (the sum, feed + 2 x flight, may reach 0.3 x 1.6 + 2 x 0.3).
 * Units: px and ticks; reference gait 2.4 / 0.3, mass 1. The field (300 x 128) is fenced: its edge stops the walker.
 *
 * <p>The alarm ("fear") is 1 while the predator is inside the startle radius and is multiplied
 * by the decay every tick once it is outside. Every walker keeps it, whatever its rule: the
 * weighted sum and the switch only ask whether the predator is inside.
 *
 * <p>Row t (a {@link #sample}) is the state after t ticks and the decision tick t + 1 applies:
 * the wander's random number for the next tick is drawn at the end of each tick, so the
 * decision is a pure function of the state.
 */
public final class GrazeWorld implements World {

    /** How feeding and fleeing are combined: the two weights for this tick. */
    public enum Rule {
        /** feed + w x flight while the predator is inside the radius, else feed. */
        SUM("sum", "weighted sum"),
        /** flight alone while inside, feed alone outside. */
        SWITCH("switch", "switch"),
        /** fear x flight + (1 - fear) x feed. */
        FEAR("fear", "decaying alarm");

        private final String id;
        private final String title;

        Rule(String id, String title) {
            this.id = id;
            this.title = title;
        }

        public String id() { return id; }

        public String title() { return title; }

        public static Rule of(String id) {
            for (Rule r : values()) if (r.id.equals(id)) return r;
            throw new IllegalArgumentException("no rule " + id);
        }

        /** {feed weight, flight weight} for this tick. The combination step, and nothing else. */
        public double[] weights(boolean inside, double fear, double flightWeight) {
            return switch (this) {
                case SUM -> new double[] {1, inside ? flightWeight : 0};
                case SWITCH -> inside ? new double[] {0, 1} : new double[] {1, 0};
                case FEAR -> new double[] {1 - fear, fear};
            };
        }
    }

    public enum Predator {
        WALK, PARK;

        public String id() { return name().toLowerCase(Locale.ROOT); }
    }

    public static final double FIELD_W = 300;
    public static final double FIELD_H = 128;
    public static final Vec2 TUFT = new Vec2(150, 64);
    /**
     * Where everything starts: the walker's position and velocity, the walking predator's start
     * and the parked predator's spot. Fixed for every seed (the seed drives the wander only).
     */
    public record Setup(Vec2 start, Vec2 startVelocity, Vec2 walkStart, Vec2 parkSpot) {}

    /**
     * The chapter's setting, as far as its published runs (cap 0.3, seed 5) pin it down. The
     * walker starts 120.15 px due west of the tuft, moving toward it at 0.4 px per tick (the
     * chapter gives the speed, we chose the direction). The walking predator starts 178.18 px
     * from the walker; we put it 8.81 px north of the walker's line, the height at which it is
     * first inside the radius at tick 36 at 38.92 px, as in the chapter. The parked predator
     * stands 32.2 px south-west of the tuft, 19 px off the walker's line: of the spots (searched on
     * a half-pixel grid) where our seed-5 sum walker ends near the chapter's (11.28 px from the
     * tuft, 43.28 px from the predator, 0.350 px per tick at tick 240), the best one whose seed-5
     * ranking is also the chapter's (the switch worst).
     */
    public static final Setup SETUP = new Setup(new Vec2(29.85, 64), new Vec2(0.4, 0), new Vec2(207.81, 55.19),
            new Vec2(124, 83));
    public static final double BRAKE = 24;
    public static final double WANDER_WEIGHT = 0.6;
    public static final double WANDER_AHEAD = 12;
    public static final double WANDER_RADIUS = 8;
    public static final double WANDER_JITTER = 0.5;
    /** The walking predator walks west at 1.6 px per tick from {@link Setup#walkStart}. */
    public static final Vec2 WALK_VELOCITY = new Vec2(-1.6, 0);
    public static final double MASS = 1;

    public static final ParamKey<String> BLEND = ParamKey.choice("blend", "combination rule", List.of("fear", "sum", "switch"), "fear", false);
    public static final ParamKey<String> PREDATOR = ParamKey.choice("predator", "predator", List.of("walk", "park"), "walk", false);
    public static final ParamKey<Integer> SEED = ParamKey.integer("seed", "random seed", "", 0, 1_000_000, 5, false);
    public static final ParamKey<Double> STARTLE = ParamKey.number("startle", "startle radius", "px", 4, 120, 40, 1, true);
    public static final ParamKey<Double> DECAY = ParamKey.number("decay", "alarm decay per tick", "", 0, 1, 0.94, 0.01, true);
    public static final ParamKey<Double> FLIGHT_WEIGHT = ParamKey.number("flight-weight", "weighted sum: flight weight", "", 0, 10, 2, 0.1, true);
    /** The steering lessons' max force, which here also accepts {@code inf} (the startle-as-teleport toggle). */
    public static final ParamKey<Double> MAX_FORCE = SteerWorld.MAX_FORCE.withInfinity();
    /** Lesson switch: "remove the cap" sets the max force to infinity while on. */
    public static final ParamKey<Boolean> NO_CAP = ParamKey.bool("no-cap", "remove the cap (max force = infinity)", false, true);

    public static ParamSpec blendParam() { return BLEND.spec(); }
    public static ParamSpec predatorParam() { return PREDATOR.spec(); }
    public static ParamSpec startleParam() { return STARTLE.spec(); }
    public static ParamSpec decayParam() { return DECAY.spec(); }
    public static ParamSpec flightWeightParam() { return FLIGHT_WEIGHT.spec(); }
    public static ParamSpec maxForceParam() { return MAX_FORCE.spec(); }
    public static ParamSpec noCapParam() { return NO_CAP.spec(); }

    /** The seed as the lessons offer it (0 to 99). */
    public static ParamSpec lessonSeedParam() { return ParamSpec.integer("seed", "random seed", "", 0, 99, 5, false); }

    /** The {@code graze} scenario's parameters, named and defaulted as the issue documents them. */
    public static final List<ParamSpec> PARAMS = ParamKey.specs(BLEND, PREDATOR, SEED, MAX_FORCE, STARTLE, DECAY, FLIGHT_WEIGHT);

    /** The columns {@code measure graze} prints after {@code tick}. */
    public static final List<String> COLUMNS = List.of("x", "y", "speed", "fear", "predator_x", "predator_y",
            "predator_distance", "tuft_distance", "inside");

    /**
     * What the walker decides from the state now; the next tick applies {@link #force}.
     * {@code feed} = arrive.force + 0.6 x wander.force; {@code blended} = feedWeight x feed +
     * flightWeight x flight.force; {@code force} = blended, uncut (the chapter's rule).
     */
    public record Decision(Steering arrive, Steering wander, Vec2 feed, Steering flight, double feedWeight,
                           double flightWeight, Vec2 blended, Vec2 force) {}

    /** One row of the tick table: the state after {@code tick} ticks and the decision taken from it. */
    public record Row(long tick, Vec2 position, Vec2 velocity, double predatorDistance, boolean inside, double fear,
                      Decision decision) {}

    public static final int TABLE_ROWS = 64;
    public static final int TRAIL_LENGTH = 300;

    private final Rule rule;
    private final Predator predatorKind;
    private final long seed;
    private final Lcg48 random;
    private final Wander.Circle wander;
    private final Body body;
    private final Vec2 start;
    private Vec2 predator;
    private double maxForceSetting;
    private boolean noCap;
    private double startle;
    private double decay;
    private double flightWeight;
    /** The uniform number in [0, 1) the wander uses on the next tick. */
    private double nextDraw;
    private long tick;
    private boolean inside;
    private double fear;
    private int insideTicks;
    private double closest;
    private double topSpeedInside;
    private double stageHeight = FIELD_H;
    private Row firstRow;
    private final Trail<Row> rows;
    private final Trail<Vec2> trail;

    public GrazeWorld(ParamValues p) {
        this(Rule.of(BLEND.in(p)), predatorOf(p), SEED.in(p), maxForceOf(p), STARTLE.in(p), DECAY.in(p), FLIGHT_WEIGHT.in(p));
        if (MAX_FORCE.isIn(p) && Double.isFinite(MAX_FORCE.in(p))) maxForceSetting = MAX_FORCE.in(p);
    }

    private static double maxForceOf(ParamValues p) {
        if (NO_CAP.in(p, false)) return Double.POSITIVE_INFINITY;
        return MAX_FORCE.in(p, Gait.REFERENCE.maxForce());
    }

    /** The predator the parameters choose: walking west across the field, or parked in the way. */
    public static Predator predatorOf(ParamValues p) {
        return PREDATOR.in(p).equals("park") ? Predator.PARK : Predator.WALK;
    }

    public GrazeWorld(Rule rule, Predator predatorKind, long seed, double maxForce, double startle, double decay,
                      double flightWeight) {
        this(SETUP, rule, predatorKind, seed, maxForce, startle, decay, flightWeight);
    }

    /** A world from another {@link Setup} (to explore how the figures depend on the setting). */
    public GrazeWorld(Setup setup, Rule rule, Predator predatorKind, long seed, double maxForce, double startle,
                      double decay, double flightWeight) {
        rows = new Trail<>(TABLE_ROWS);
        trail = new Trail<>(TRAIL_LENGTH);
        this.rule = rule;
        this.predatorKind = predatorKind;
        this.seed = seed;
        this.random = new Lcg48(seed);
        this.noCap = !Double.isFinite(maxForce);
        this.maxForceSetting = noCap ? Gait.REFERENCE.maxForce() : maxForce;
        this.startle = startle;
        this.decay = decay;
        this.flightWeight = flightWeight;
        start = setup.start();
        body = new Body(start, setup.startVelocity(), MASS);
        wander = new Wander.Circle(WANDER_AHEAD, WANDER_RADIUS, WANDER_JITTER);
        predator = predatorKind == Predator.PARK ? setup.parkSpot() : setup.walkStart();
        nextDraw = random.nextDouble();
        inside = predatorDistance() < startle;
        fear = inside ? 1 : 0;
        closest = predatorDistance();
        topSpeedInside = 0;
        trail.add(body.position());
        firstRow = row();
        rows.add(firstRow);
    }

    private GrazeWorld(GrazeWorld from) {
        rule = from.rule;
        predatorKind = from.predatorKind;
        seed = from.seed;
        random = from.random.copy();
        wander = from.wander.copy();
        body = from.body.copy();
        start = from.start;
        predator = from.predator;
        maxForceSetting = from.maxForceSetting;
        noCap = from.noCap;
        startle = from.startle;
        decay = from.decay;
        flightWeight = from.flightWeight;
        nextDraw = from.nextDraw;
        tick = from.tick;
        inside = from.inside;
        fear = from.fear;
        insideTicks = from.insideTicks;
        closest = from.closest;
        topSpeedInside = from.topSpeedInside;
        stageHeight = from.stageHeight;
        firstRow = from.firstRow;
        rows = from.rows.copy();
        trail = from.trail.copy();
    }

    @Override public GrazeWorld copy() { return new GrazeWorld(this); }

    // Not a FixedTickWorld: the alarm lesson makes the stage taller at run time (withStageHeight).
    @Override public double dt() { return FixedTickWorld.DT; }

    @Override public long tick() { return tick; }

    @Override public double stageWidth() { return FIELD_W; }

    @Override public double stageHeight() { return stageHeight; }

    /** The lesson that shows this world with a table under the field asks for a taller stage. */
    public GrazeWorld withStageHeight(double h) {
        stageHeight = h;
        return this;
    }

    public Gait gait() { return new Gait(Gait.REFERENCE.maxSpeed(), noCap ? Double.POSITIVE_INFINITY : maxForceSetting); }

    /** The decision from the state now (pure: the wander's next random number is already drawn). */
    public Decision decision() { return decide(wander.copy()); }

    private Decision decide(Wander.Circle w) {
        Gait g = gait();
        Steering arrive = Behaviours.arrive(body, TUFT, g, BRAKE);
        Steering wand = w.steer(body, g, new OneDraw(nextDraw));
        // arrive.force().plus(wand.force().times(WANDER_WEIGHT)) and feed.times(k[0]).plus(flight.force().times(k[1])),
        // the same operations on the coordinates (no intermediate vectors)
        Vec2 arriveForce = arrive.force(), wanderForce = wand.force();
        Vec2 feed = new Vec2(arriveForce.x() + wanderForce.x() * WANDER_WEIGHT, arriveForce.y() + wanderForce.y() * WANDER_WEIGHT);
        Steering flight = Behaviours.flee(body, predator, g);
        double[] k = rule.weights(inside, fear, flightWeight);
        Vec2 fleeForce = flight.force();
        Vec2 blended = new Vec2(feed.x() * k[0] + fleeForce.x() * k[1], feed.y() * k[0] + fleeForce.y() * k[1]);
        // The chapter's rule: each behaviour is already cut to the gait's max force; their
        // combination goes to the body as it is (a sum may be longer than the cap).
        return new Decision(arrive, wand, feed, flight, k[0], k[1], blended, blended);
    }

    @Override public void step() {
        // This tick's decision was already made from this very state: the last row holds it
        // (row() at the end of the last step, refreshRow() after a change since). Use its force
        // and turn the wander as steering with it would have (decide(wander) did both and was
        // thrown away: some forty objects a walker a tick).
        Decision d = rows.last().decision();
        wander.nudge(nextDraw);
        body.addForce(d.force());
        body.integrate();
        keepInField();
        if (predatorKind == Predator.WALK) predator = predator.plus(WALK_VELOCITY);
        tick++;
        nextDraw = random.nextDouble();
        double dist = predatorDistance();
        inside = dist < startle;
        fear = inside ? 1 : fear * decay;
        if (inside) {
            insideTicks++;
            topSpeedInside = Math.max(topSpeedInside, body.speed());
        }
        closest = Math.min(closest, dist);
        trail.add(body.position());
        rows.add(row());
    }

    /** The walker's centre stays this far inside the field's edge: the fence stops it (a constraint, not a force). */
    public static final double FENCE_MARGIN = 6;

    private void keepInField() { body.fence(FIELD_W, FIELD_H, FENCE_MARGIN); }

    private Row row() {
        return new Row(tick, body.position(), body.velocity(), predatorDistance(), inside, fear, decision());
    }

    private void refreshRow() {
        rows.replaceLast(row());
        if (tick == 0) firstRow = rows.last();
    }

    @Override public List<SeriesSpec> series() { return GrazeSeries.ALL; }

    @Override public void sample(double[] out) {
        Vec2 p = body.position();
        Decision d = decision();
        out[0] = p.x();
        out[1] = p.y();
        out[2] = body.speed();
        out[3] = fear;
        out[4] = predator.x();
        out[5] = predator.y();
        out[6] = predatorDistance();
        out[7] = tuftDistance();
        out[8] = inside ? 1 : 0;
        out[9] = tick;
        out[10] = insideTicks;
        out[11] = d.feedWeight();
        out[12] = d.flightWeight();
        out[13] = d.feed().length();
        out[14] = d.flight().force().length();
        out[15] = d.force().length();
        out[16] = closest;
    }

    @Override public void apply(Input input) {
        if (!(input instanceof Input.SetParam s)) return;
        if (MAX_FORCE.isSetBy(s)) {
            double v = MAX_FORCE.from(s);
            if (Double.isInfinite(v)) noCap = true; else maxForceSetting = v;
        } else if (NO_CAP.isSetBy(s)) noCap = NO_CAP.from(s);
        else if (DECAY.isSetBy(s)) decay = DECAY.from(s);
        else if (FLIGHT_WEIGHT.isSetBy(s)) flightWeight = FLIGHT_WEIGHT.from(s);
        else if (STARTLE.isSetBy(s)) {
            startle = STARTLE.from(s);
            inside = predatorDistance() < startle;
            if (inside) fear = 1;
        } else {
            return;
        }
        refreshRow();
    }

    public Rule rule() { return rule; }

    public Predator predatorKind() { return predatorKind; }

    public long seed() { return seed; }

    public Body body() { return body; }

    public Vec2 predator() { return predator; }

    public Vec2 start() { return start; }

    public Wander.Circle wander() { return wander; }

    public double startle() { return startle; }

    public double decay() { return decay; }

    public double flightWeight() { return flightWeight; }

    public boolean inside() { return inside; }

    public double fear() { return fear; }

    public double predatorDistance() { return Vec2.norm(body.positionX() - predator.x(), body.positionY() - predator.y()); }

    public double tuftDistance() { return Vec2.norm(body.positionX() - TUFT.x(), body.positionY() - TUFT.y()); }

    /** Ticks (1..now) that ended with the predator inside the startle radius. */
    public int insideTicks() { return insideTicks; }

    /** Smallest predator distance so far (tick 0 included). */
    public double closest() { return closest; }

    /** Largest walker speed on a tick that ended inside the radius; 0 if none. */
    public double topSpeedInside() { return topSpeedInside; }

    /**
     * True when the walker is back to grazing: the alarm has faded below 0.05 and it is within
     * the braking radius of the tuft.
     */
    public boolean feeding() { return fear < 0.05 && tuftDistance() < BRAKE; }

    public Row firstRow() { return firstRow; }

    /** Tick 0's row, then the last {@link #TABLE_ROWS} rows, oldest first (tick 0 may appear in both). */
    public List<Row> rows() { return rows.toList(); }

    public List<Vec2> trail() { return trail.toList(); }

    /** {@link #trail()} without the copy, for a painter that draws it at once (see {@code Trail.view}). */
    public List<Vec2> trailView() { return trail.view(); }

    /** {@link #rows()} without the copy, for a painter that draws them at once (see {@code Trail.view}). */
    public List<Row> rowsView() { return rows.view(); }

    /** What {@code measure graze} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new TickScenario(new WorldScenario("graze", "a walker grazing at a tuft at (150, 64) while a predator walks west across the field or stands parked in its way; feeding and fleeing combined by --blend (px per tick)",
            PARAMS, 240, GrazeWorld::new, COLUMNS));
}
