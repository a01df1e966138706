package org.creatureexplorer.world.jeremiah;

import java.util.List;
import org.creatureexplorer.creature.jeremiah.NoiseOrbitHead;
import org.creatureexplorer.creature.jeremiah.SpringBody;
import org.creatureexplorer.creature.jeremiah.VelocitySpringBody;
import org.creatureexplorer.model.FixedTickWorld;
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
 * Lesson "a body on position springs": Jeremiah's body (31 segments and a tail behind the
 * head) following a head that either runs the noise orbit or goes in a straight line along
 * +x at a set speed. Beside it, for contrast, the same chain on velocity springs
 * ({@link VelocitySpringBody}). The scenario always runs the straight line.
 */
public final class SpringBodyWorld extends FixedTickWorld {
    public static final String ORBIT = "noise orbit";
    public static final String STRAIGHT = "straight line";

    /** The scenario's parameters (the lesson adds a head-path choice and the comparison switch). */
    public static final ParamKey<Integer> SEGMENTS = ParamKey.integer("segments", "segments (plus a tail)", "", 2, 60, 31, false);
    public static final ParamKey<Double> REST = ParamKey.number("rest", "rest length", "px", 2, 20, 6, 0.5, true);
    public static final ParamKey<Double> TAKE = ParamKey.number("take", "fraction of the excess covered per tick", "", 0.05, 1, 0.8, 0.05, true);
    public static final ParamKey<Double> HEAD_SPEED = ParamKey.number("head-speed", "head speed on the straight line", "px/tick", 0, 30, 0, 0.5, true);
    public static final ParamKey<String> HEAD_PATH = ParamKey.choice("head-path", "head path", List.of(ORBIT, STRAIGHT), ORBIT, false);
    public static final ParamKey<Boolean> COMPARE = ParamKey.bool("compare", "show the velocity-spring body", true, true);

    public static final List<ParamSpec> PARAMS = ParamKey.specs(SEGMENTS, REST, TAKE, HEAD_SPEED);

    public static final List<ParamSpec> LESSON_PARAMS = ParamKey.specs(HEAD_PATH, SEGMENTS, REST, TAKE, HEAD_SPEED, COMPARE);

    public static final List<String> COLUMNS = List.of("head_speed", "length", "rest_length", "stretch");

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("head_speed", "head speed", "px/tick"),
            new SeriesSpec("length", "body length", "px"),
            new SeriesSpec("rest_length", "rest length", "px"),
            new SeriesSpec("stretch", "position springs", ""),
            new SeriesSpec("velocity_stretch", "velocity springs", ""),
            new SeriesSpec("predicted_stretch", "predicted, straight line", ""),
            new SeriesSpec("gap_first", "gap 1 (head)", "px"),
            new SeriesSpec("gap_mid", "middle gap", "px"),
            new SeriesSpec("gap_last", "last gap (tail)", "px"));

    /** Where the straight-line heads start, and the stage x the camera keeps them at once they pass it. */
    public static final double START_X = 240;
    public static final double PIN_X = 500;
    public static final double STRAIGHT_Y = 230;
    /** The velocity-spring body runs this far below on the straight line (side by side). */
    public static final double COMPARE_DY = 150;

    private final boolean orbit;
    private final NoiseOrbitHead orbitHead;
    private final SpringBody body;
    private final VelocitySpringBody velocityBody;
    private double headSpeed;
    private Vec2 head;
    private Vec2 previousHead;
    private double camera;
    private boolean compare;

    public SpringBodyWorld(ParamValues p) {
        super(600, 600);
        orbit = HEAD_PATH.isIn(p) && HEAD_PATH.in(p).equals(ORBIT);
        compare = !COMPARE.isIn(p) || COMPARE.in(p);
        int springs = SEGMENTS.in(p) + 1;
        double rest = REST.in(p);
        headSpeed = HEAD_SPEED.in(p);
        if (orbit) {
            orbitHead = new NoiseOrbitHead(1);
            head = orbitHead.position();
            Vec2[] pts = laidBehind(orbitHead, springs + 1, rest);
            body = new SpringBody(pts, rest, TAKE.in(p));
            velocityBody = new VelocitySpringBody(pts, rest);
        } else {
            orbitHead = null;
            head = new Vec2(START_X, STRAIGHT_Y);
            body = SpringBody.straight(head, new Vec2(-1, 0), springs, rest, TAKE.in(p));
            Vec2[] pts = new Vec2[springs + 1];
            for (int i = 0; i <= springs; i++) pts[i] = head.plus(new Vec2(-rest * i, COMPARE_DY));
            velocityBody = new VelocitySpringBody(pts, rest);
        }
        previousHead = head;
    }

    private SpringBodyWorld(SpringBodyWorld from) {
        super(from);
        orbit = from.orbit;
        orbitHead = from.orbitHead == null ? null : from.orbitHead.copy();
        body = from.body.copy();
        velocityBody = from.velocityBody.copy();
        headSpeed = from.headSpeed;
        head = from.head;
        previousHead = from.previousHead;
        camera = from.camera;
        compare = from.compare;
    }

    @Override public SpringBodyWorld copy() { return new SpringBodyWorld(this); }

    private static Vec2[] laidBehind(NoiseOrbitHead h, int count, double rest) {
        double r = Math.max(h.radius(), 1);
        double dir = h.noise() >= 0.5 ? 1 : -1;
        Vec2[] pts = new Vec2[count];
        for (int i = 0; i < count; i++) pts[i] = NoiseOrbitHead.CENTRE.plus(Vec2.polar(r, h.angle() - dir * i * rest / r));
        return pts;
    }

    @Override public void step() {
        tick++;
        previousHead = head;
        if (orbit) {
            orbitHead.step(false);
            head = orbitHead.position();
            velocityBody.follow(head);
        } else {
            head = head.plus(new Vec2(headSpeed, 0));
            velocityBody.follow(head.plus(new Vec2(0, COMPARE_DY)));
            camera = Math.max(camera, head.x() - PIN_X);
        }
        body.follow(head);
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        double speed = head.distanceTo(previousHead);
        out[0] = speed;
        out[1] = body.length();
        out[2] = body.restLength();
        out[3] = body.stretch();
        out[4] = velocityBody.stretch();
        out[5] = SpringBody.steadyGap(body.rest(), body.take(), speed) / body.rest();
        out[6] = body.gap(1);
        out[7] = body.gap(Math.max(1, body.springs() / 2));
        out[8] = body.gap(body.springs());
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.SetParam s) {
            if (REST.isSetBy(s)) { body.setRest(REST.from(s)); velocityBody.setRest(REST.from(s)); }
            else if (TAKE.isSetBy(s)) body.setTake(TAKE.from(s));
            else if (HEAD_SPEED.isSetBy(s)) headSpeed = HEAD_SPEED.from(s);
            else if (COMPARE.isSetBy(s)) compare = COMPARE.from(s);
        }
    }

    public boolean orbit() { return orbit; }

    public SpringBody body() { return body; }

    public VelocitySpringBody velocityBody() { return velocityBody; }

    public boolean compare() { return compare; }

    public Vec2 head() { return head; }

    /** The head's speed over the last tick, px per tick. */
    public double headSpeed() { return head.distanceTo(previousHead); }

    /** How far the view has scrolled right to keep a straight-line head on the stage (0 on the orbit). */
    public double camera() { return camera; }

    /** The steady gap for the head's present speed on a straight line: rest + speed (1 - take) / take. */
    public double predictedGap() { return SpringBody.steadyGap(body.rest(), body.take(), headSpeed()); }

    /** What {@code measure spring-body} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new TickScenario(new WorldScenario("spring-body", "the body on position springs behind a head running along +x",
            PARAMS, 600, SpringBodyWorld::new, COLUMNS));
}
