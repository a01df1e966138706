package org.creatureexplorer.world.steering;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.TickScenario;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Lcg48;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Gait;
import org.creatureexplorer.sim.steer.Steering;
import org.creatureexplorer.sim.steer.Wander;

/**
 * One wanderer on a 192 x 128 field that wraps at its edges, from its centre moving (0.4, 0),
 * reference gait. Its random numbers come from a {@link Lcg48} (java.util.Random's stream) seeded here and owned by the
 * world: one draw per tick, for either kind.
 */
public final class WanderWorld extends FixedTickWorld {
    public static final double FIELD_W = 192;
    public static final double FIELD_H = 128;
    public static final Vec2 START = new Vec2(FIELD_W / 2, FIELD_H / 2);
    public static final Vec2 START_VELOCITY = new Vec2(0.4, 0);

    public static final ParamKey<String> KIND = ParamKey.choice("kind", "wander kind", List.of("circle", "jump"), "circle", false);
    public static final ParamKey<Integer> SEED = ParamKey.integer("seed", "random seed", "", 0, 1_000_000, 5, false);
    public static final ParamKey<Double> AHEAD = ParamKey.number("ahead", "circle ahead", "px", 0, 48, 12, 1, true);
    public static final ParamKey<Double> RADIUS = ParamKey.number("radius", "circle radius", "px", 0, 32, 8, 1, true);
    public static final ParamKey<Double> JITTER = ParamKey.number("jitter", "jitter per tick", "rad", 0, 3.14, 0.5, 0.02, true);

    public static ParamSpec seedParam() { return SEED.spec(); }

    public static ParamSpec aheadParam() { return AHEAD.spec(); }

    public static ParamSpec radiusParam() { return RADIUS.spec(); }

    public static ParamSpec jitterParam() { return JITTER.spec(); }

    public static final List<ParamSpec> PARAMS = ParamKey.specs(KIND, SEED, AHEAD, RADIUS, JITTER);

    public static final List<String> COLUMNS = List.of("x", "y", "vx", "vy", "speed", "path", "turn_deg");

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("x", "x", "px"),
            new SeriesSpec("y", "y", "px"),
            new SeriesSpec("vx", "velocity x", "px/tick"),
            new SeriesSpec("vy", "velocity y", "px/tick"),
            new SeriesSpec("speed", "speed", "px/tick"),
            new SeriesSpec("path", "distance travelled", "px"),
            new SeriesSpec("turn_deg", "turn this tick", "deg"),
            // For charts only.
            new SeriesSpec("t", "tick", ""),
            new SeriesSpec("mean_speed", "running mean speed", "px/tick"),
            new SeriesSpec("mean_turn", "running mean turn", "deg"));

    public static final int TRAIL_LENGTH = 240;

    private final boolean circleKind;
    private final Wander wander;
    private final Lcg48 random;
    private final Body body;
    private final Gait gait;
    private double path;
    private double turnDegrees;
    private double speedSum;
    private double turnSum;
    private Vec2 heading;
    private Steering last = Steering.NONE;
    private final Trail<Vec2> trail;

    public WanderWorld(ParamValues p) {
        this(KIND.in(p).equals("circle"), SEED.in(p), AHEAD.in(p), RADIUS.in(p), JITTER.in(p));
    }

    public WanderWorld(boolean circle, long seed, double ahead, double radius, double jitter) {
        super(FIELD_W, FIELD_H);
        gait = Gait.REFERENCE;
        trail = new Trail<>(TRAIL_LENGTH);
        circleKind = circle;
        wander = circle ? new Wander.Circle(ahead, radius, jitter) : new Wander.Jump();
        random = new Lcg48(seed);
        body = new Body(START, START_VELOCITY, 1);
        heading = START_VELOCITY.directionOr(Vec2.UNIT_X);
        trail.add(START);
    }

    private WanderWorld(WanderWorld from) {
        super(from);
        circleKind = from.circleKind;
        wander = from.wander.copy();
        random = from.random.copy();
        body = from.body.copy();
        gait = from.gait;
        path = from.path;
        turnDegrees = from.turnDegrees;
        speedSum = from.speedSum;
        turnSum = from.turnSum;
        heading = from.heading;
        last = from.last;
        trail = from.trail.copy();
    }

    @Override public WanderWorld copy() { return new WanderWorld(this); }

    @Override public void step() {
        last = wander.steer(body, gait, random);
        body.addForce(last.force());
        body.integrate();
        body.setPosition(wrap(body.position()));
        tick++;
        double speed = body.speed();
        path += speed;
        Vec2 newHeading = body.velocity().directionOr(heading);
        turnDegrees = Math.toDegrees(Math.abs(Angles.wrap(newHeading.angle() - heading.angle())));
        heading = newHeading;
        speedSum += speed;
        turnSum += turnDegrees;
        trail.add(body.position());
    }

    static Vec2 wrap(Vec2 p) {
        return new Vec2(p.x() - FIELD_W * Math.floor(p.x() / FIELD_W), p.y() - FIELD_H * Math.floor(p.y() / FIELD_H));
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        Vec2 p = body.position();
        Vec2 v = body.velocity();
        out[0] = p.x();
        out[1] = p.y();
        out[2] = v.x();
        out[3] = v.y();
        out[4] = v.length();
        out[5] = path;
        out[6] = turnDegrees;
        out[7] = tick;
        out[8] = tick == 0 ? v.length() : speedSum / tick;
        out[9] = tick == 0 ? 0 : turnSum / tick;
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.SetParam s && wander instanceof Wander.Circle c) {
            if (AHEAD.isSetBy(s)) c.setAhead(AHEAD.from(s));
            else if (RADIUS.isSetBy(s)) c.setRadius(RADIUS.from(s));
            else if (JITTER.isSetBy(s)) c.setJitter(JITTER.from(s));
        }
    }

    public boolean circleKind() { return circleKind; }

    public Wander wander() { return wander; }

    public Body body() { return body; }

    public Gait gait() { return gait; }

    /** The steering decided on the last tick. */
    public Steering lastSteering() { return last; }

    public double path() { return path; }

    public double meanSpeed() { return tick == 0 ? body.speed() : speedSum / tick; }

    public double meanTurnDegrees() { return tick == 0 ? 0 : turnSum / tick; }

    /** Positions of the last {@link #TRAIL_LENGTH} ticks, oldest first (jumps where the field wraps). */
    public List<Vec2> trail() { return trail.toList(); }

    /** {@link #trail()} without the copy, for a painter that draws it at once (see {@code Trail.view}). */
    public List<Vec2> trailView() { return trail.view(); }

    /** What {@code measure wander} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new TickScenario(new WorldScenario("wander", "one wanderer (circle or jump) on a 192 x 128 field that wraps, from its centre moving (0.4, 0); turn_deg is unsigned",
            PARAMS, 240, WanderWorld::new, COLUMNS));
}
