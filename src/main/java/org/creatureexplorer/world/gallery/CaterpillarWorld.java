package org.creatureexplorer.world.gallery;

import java.util.List;
import org.creatureexplorer.creature.Crawler;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "the caterpillar": fourteen joints that live on the trail the head leaves. Each joint
 * knows only its distance along the trail {@code s[i]} and its speed {@code v[i]} (px/s, positive
 * forward). Per tick: a sine wave running from tail to head sets each pair's target gap (rest
 * 13 px, shrunk by up to half); a damped spring per pair pushes its two joints apart or together
 * by equal and opposite amounts (so the springs never change the sum of the speeds: the centre
 * cannot move on springs alone); then friction multiplies each speed by exp(-1.2 dt) moving
 * forward and exp(-back dt) sliding back. Only that lopsided friction turns the wriggle into
 * travel. Where the head goes beyond the trail's end, the trail is extended toward the target
 * (a figure-eight, or the pointer) with a limited turn, so the body curves after the head.
 * The crawl is {@link Crawler}'s, with the numbers of {@link #STRIDE}.
 */
public final class CaterpillarWorld extends FixedTickWorld implements SharedTarget {
    public static final ParamKey<Double> BACK_FRICTION =
            ParamKey.number("back-friction", "friction sliding back", "1/s", 1.2, 40, 28, 0.2, true);
    public static final ParamKey<Double> WAVE = ParamKey.number("wave", "wave speed", "rad/s", 0, 30, 11, 0.5, true);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(BACK_FRICTION, WAVE);

    /** Friction moving forward, 1/s: speed x exp(-1.2 dt) per tick. */
    public static final double FORWARD_FRICTION = 1.2;
    public static final int JOINTS = 14;
    public static final double REST_GAP = 13;
    /** The wave shrinks a gap by up to this share of the rest gap. */
    public static final double SQUEEZE = 0.5;
    /** Phase step of the wave per joint (rad): about one wavelength over the body. */
    public static final double WAVE_PHASE_PER_JOINT = 0.55;
    /**
     * Spring stiffness (1/s^2) and damping (1/s) of each pair, per unit mass: stiff enough to
     * follow an 11 rad/s wave (natural frequency 21 rad/s), well inside what a 1/60 s explicit
     * step keeps stable (about 4 x 450 / 3600 = 0.5 per tick against a limit near 4).
     */
    public static final double SPRING = 450;
    public static final double DAMPING = 8;

    public static final double STAGE_W = 480;
    public static final double STAGE_H = 300;
    /** The gallery's slow figure-eight (the lizard's: 14 s a lap, about 78 px/s). */
    public static final FigureEight PATH = new FigureEight(new Vec2(STAGE_W / 2, STAGE_H / 2), 170, 95, 14);
    /** The trail turns at most this much per px (radius 30 px). */
    static final double MAX_TURN_PER_PX = 1.0 / 30;
    /** The caterpillar's crawl. */
    public static final Crawler.Stride STRIDE = new Crawler.Stride(JOINTS, REST_GAP, SQUEEZE, WAVE_PHASE_PER_JOINT, SPRING, DAMPING,
            FORWARD_FRICTION, MAX_TURN_PER_PX);

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("centre_x", "centre along the trail (from where it started)", "px"),
            new SeriesSpec("centre_speed", "centre speed", "px/s"),
            new SeriesSpec("mean_speed", "1 s mean", "px/s"),
            new SeriesSpec("head_speed", "head speed", "px/s"),
            new SeriesSpec("middle_speed", "middle joint speed", "px/s"),
            new SeriesSpec("tail_speed", "tail speed", "px/s"),
            new SeriesSpec("shortest_gap", "shortest gap", "px"),
            new SeriesSpec("longest_gap", "longest gap", "px"),
            new SeriesSpec("sliding_back", "joints sliding back", ""));
    /** The scenario's documented columns, in order. */
    public static final List<String> PRINTED = List.of("centre_x", "centre_speed", "mean_speed");


    private final Crawler crawler;
    private final IdleTarget idleTarget;
    private Vec2 target;

    public CaterpillarWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        idleTarget = new IdleTarget(PATH, 0);
        target = PATH.at(0);
        // The body lies straight, tail to head, along the path's direction at its start, head on the target.
        Vec2 tangent = PATH.at(0.01).minus(PATH.at(0)).directionOr(Vec2.UNIT_X);
        crawler = new Crawler(STRIDE, BACK_FRICTION.in(p), WAVE.in(p), target, tangent);
    }

    private CaterpillarWorld(CaterpillarWorld from) {
        super(from);
        crawler = from.crawler.copy();
        idleTarget = from.idleTarget.copy();
        target = from.target;
    }

    @Override public CaterpillarWorld copy() { return new CaterpillarWorld(this); }

    @Override public void step() {
        tick++;
        target = idleTarget.update(timeSeconds(), DT);
        crawler.step(target, DT);
    }

    /** The target gap of pair i (joints i and i+1) now: the rest gap shrunk by the wave, by up to half. */
    public double targetGap(int i) { return crawler.targetGap(i); }

    /** The point on the trail at arc length {@code at} (clamped to the trail kept). */
    public Vec2 pointAt(double at) { return crawler.pointAt(at); }

    /** The trail's forward direction at arc length {@code at}. */
    public Vec2 directionAt(double at) { return crawler.directionAt(at); }

    /** The mean distance along the trail of the fourteen joints. */
    public double centre() { return crawler.centre(); }

    public double centreSpeed() { return crawler.centreSpeed(); }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        double shortest = Double.POSITIVE_INFINITY;
        double longest = 0;
        for (int i = 0; i < JOINTS - 1; i++) {
            shortest = Math.min(shortest, gap(i));
            longest = Math.max(longest, gap(i));
        }
        int back = 0;
        for (int i = 0; i < JOINTS; i++) if (crawler.v(i) < 0) back++;
        out[0] = crawler.centreTravel();
        out[1] = centreSpeed();
        out[2] = crawler.meanSpeed(DT);
        out[3] = crawler.v(0);
        out[4] = crawler.v(JOINTS / 2);
        out[5] = crawler.v(JOINTS - 1);
        out[6] = shortest;
        out[7] = longest;
        out[8] = back;
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) idleTarget.pointerAt(p.position());
        else if (input instanceof Input.PointerLeft) idleTarget.pointerLeft();
        else if (input instanceof Input.SetParam set) {
            if (BACK_FRICTION.isSetBy(set)) crawler.setBackFriction(BACK_FRICTION.from(set));
            else if (WAVE.isSetBy(set)) crawler.setWaveSpeed(WAVE.from(set));
        }
    }

    /** Distance along the trail of joint i. */
    public double s(int i) { return crawler.s(i); }

    /** Speed of joint i along the trail, px/s, positive forward. */
    public double v(int i) { return crawler.v(i); }

    /** Gap of pair i (joints i and i+1) along the trail. */
    public double gap(int i) { return crawler.gap(i); }

    public Vec2 joint(int i) { return crawler.joint(i); }

    public Vec2 target() { return target; }

    @Override public void driveTarget(Vec2 p) { idleTarget.drive(p); }

    @Override public Vec2 followedTarget() { return target; }

    @Override public Vec2 leadPoint() { return joint(0); }

    public Vec2 pointer() { return idleTarget.pointer(); }

    public double backFriction() { return crawler.backFriction(); }

    /** The trail behind the tail to the head, every {@code stride} px, tail first. */
    public List<Vec2> trail(double behindTail, double stride) { return crawler.trail(behindTail, stride); }

    /** What {@code measure caterpillar} runs. */
    public static final Scenario SCENARIO = new WorldScenario("caterpillar",
            "the caterpillar: a wave and lopsided friction on fourteen joints along the head's trail",
            PARAMS, 600, CaterpillarWorld::new, PRINTED);
}
