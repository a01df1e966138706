package org.creatureexplorer.world.gallery;

import java.util.List;
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
 * All state is in plain arrays and fields.
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
    /** The trail is laid in 1 px steps; the head's heading turns at most this much per px (radius 30 px). */
    static final double TRAIL_STEP = 1;
    static final double MAX_TURN_PER_PX = 1.0 / 30;
    /** Trail points kept (px of trail): the body is at most 13 x 13 = 169 px long. */
    static final int TRAIL_CAPACITY = 1024;
    /** The mean speed is over the last second. */
    static final int MEAN_WINDOW = 60;

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


    private double backFriction;
    private double waveSpeed;
    /** The wave's phase, integrated so a live change of its speed does not jump it. */
    private double wavePhase;
    private final double[] s = new double[JOINTS];
    private final double[] v = new double[JOINTS];
    private final double[] force = new double[JOINTS - 1];
    /** Trail points at arc lengths k x TRAIL_STEP, k in [trailFirst, trailLast], in a ring. */
    private final double[] trailX = new double[TRAIL_CAPACITY];
    private final double[] trailY = new double[TRAIL_CAPACITY];
    private long trailFirst;
    private long trailLast;
    private double heading;
    private final IdleTarget idleTarget = new IdleTarget(PATH, 0);
    private Vec2 target;
    private final double startCentre;
    private final double[] centreHistory = new double[MEAN_WINDOW + 1];

    public CaterpillarWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        backFriction = BACK_FRICTION.in(p);
        waveSpeed = WAVE.in(p);
        target = PATH.at(0);
        // The body lies straight, tail to head, along the path's direction at its start, head on the target.
        Vec2 tangent = PATH.at(0.01).minus(PATH.at(0)).directionOr(Vec2.UNIT_X);
        heading = tangent.angle();
        int laid = (int) Math.ceil(REST_GAP * (JOINTS - 1) / TRAIL_STEP) + 40;
        trailFirst = 0;
        trailLast = laid;
        for (long k = 0; k <= laid; k++) {
            Vec2 at = target.minus(tangent.times((laid - k) * TRAIL_STEP));
            trailX[ring(k)] = at.x();
            trailY[ring(k)] = at.y();
        }
        for (int i = 0; i < JOINTS; i++) s[i] = laid * TRAIL_STEP - i * REST_GAP;
        startCentre = centre();
        java.util.Arrays.fill(centreHistory, startCentre);
    }

    @Override public void step() {
        tick++;
        target = idleTarget.update(timeSeconds(), DT);
        wavePhase += waveSpeed * DT;
        // Springs: equal and opposite changes of speed on the two joints of each pair.
        for (int i = 0; i < JOINTS - 1; i++) {
            double stretch = (s[i] - s[i + 1]) - targetGap(i);
            force[i] = SPRING * stretch + DAMPING * (v[i] - v[i + 1]);
        }
        for (int i = 0; i < JOINTS - 1; i++) {
            v[i] -= force[i] * DT;
            v[i + 1] += force[i] * DT;
        }
        // Lopsided friction: the only thing that knows which way is forward.
        double forward = Math.exp(-FORWARD_FRICTION * DT);
        double back = Math.exp(-backFriction * DT);
        for (int i = 0; i < JOINTS; i++) {
            v[i] *= v[i] > 0 ? forward : back;
            s[i] += v[i] * DT;
        }
        extendTrail(s[0]);
        centreHistory[(int) (tick % (MEAN_WINDOW + 1))] = centre();
    }

    /** The target gap of pair i (joints i and i+1) now: the rest gap shrunk by the wave, by up to half. */
    public double targetGap(int i) {
        double squeeze = 0.5 - 0.5 * Math.cos(wavePhase + WAVE_PHASE_PER_JOINT * i);
        return REST_GAP * (1 - SQUEEZE * squeeze);
    }

    /** Lays trail in front of the head, 1 px at a time, turning toward the target at a limited rate. */
    private void extendTrail(double headS) {
        while (trailLast * TRAIL_STEP < headS) {
            int last = ring(trailLast);
            double want = Math.atan2(target.y() - trailY[last], target.x() - trailX[last]);
            double turn = Math.IEEEremainder(want - heading, 2 * Math.PI);
            double max = MAX_TURN_PER_PX * TRAIL_STEP;
            heading += Math.max(-max, Math.min(max, turn));
            long next = trailLast + 1;
            trailX[ring(next)] = trailX[last] + TRAIL_STEP * Math.cos(heading);
            trailY[ring(next)] = trailY[last] + TRAIL_STEP * Math.sin(heading);
            trailLast = next;
            if (trailLast - trailFirst >= TRAIL_CAPACITY) trailFirst = trailLast - TRAIL_CAPACITY + 1;
        }
    }

    private static int ring(long k) { return (int) Math.floorMod(k, (long) TRAIL_CAPACITY); }

    /** The point on the trail at arc length {@code at} (clamped to the trail kept). */
    public Vec2 pointAt(double at) {
        double k = Math.max(trailFirst, Math.min(trailLast, at / TRAIL_STEP));
        long k0 = (long) Math.floor(k);
        if (k0 >= trailLast) return new Vec2(trailX[ring(trailLast)], trailY[ring(trailLast)]);
        double f = k - k0;
        int a = ring(k0);
        int b = ring(k0 + 1);
        return new Vec2(trailX[a] + (trailX[b] - trailX[a]) * f, trailY[a] + (trailY[b] - trailY[a]) * f);
    }

    /** The trail's forward direction at arc length {@code at}. */
    public Vec2 directionAt(double at) {
        return pointAt(at + 2 * TRAIL_STEP).minus(pointAt(at - 2 * TRAIL_STEP)).directionOr(Vec2.polar(1, heading));
    }

    /** The mean distance along the trail of the fourteen joints. */
    public double centre() {
        double sum = 0;
        for (double x : s) sum += x;
        return sum / JOINTS;
    }

    public double centreSpeed() {
        double sum = 0;
        for (double x : v) sum += x;
        return sum / JOINTS;
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        double shortest = Double.POSITIVE_INFINITY;
        double longest = 0;
        for (int i = 0; i < JOINTS - 1; i++) {
            shortest = Math.min(shortest, gap(i));
            longest = Math.max(longest, gap(i));
        }
        int back = 0;
        for (double x : v) if (x < 0) back++;
        long window = Math.min(tick, MEAN_WINDOW);
        double then = centreHistory[(int) ((tick - window) % (MEAN_WINDOW + 1))];
        out[0] = centre() - startCentre;
        out[1] = centreSpeed();
        out[2] = window == 0 ? 0 : (centre() - then) / (window * DT);
        out[3] = v[0];
        out[4] = v[JOINTS / 2];
        out[5] = v[JOINTS - 1];
        out[6] = shortest;
        out[7] = longest;
        out[8] = back;
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) idleTarget.pointerAt(p.position());
        else if (input instanceof Input.PointerLeft) idleTarget.pointerLeft();
        else if (input instanceof Input.SetParam set) {
            if (BACK_FRICTION.isSetBy(set)) backFriction = BACK_FRICTION.from(set);
            else if (WAVE.isSetBy(set)) waveSpeed = WAVE.from(set);
        }
    }

    /** Distance along the trail of joint i. */
    public double s(int i) { return s[i]; }

    /** Speed of joint i along the trail, px/s, positive forward. */
    public double v(int i) { return v[i]; }

    /** Gap of pair i (joints i and i+1) along the trail. */
    public double gap(int i) { return s[i] - s[i + 1]; }

    public Vec2 joint(int i) { return pointAt(s[i]); }

    public Vec2 target() { return target; }

    @Override public void driveTarget(Vec2 p) { idleTarget.drive(p); }

    @Override public Vec2 followedTarget() { return target; }

    @Override public Vec2 leadPoint() { return joint(0); }

    public Vec2 pointer() { return idleTarget.pointer(); }

    public double backFriction() { return backFriction; }

    /** The trail behind the tail to the head, every {@code stride} px, tail first. */
    public List<Vec2> trail(double behindTail, double stride) {
        java.util.ArrayList<Vec2> pts = new java.util.ArrayList<>();
        for (double at = s[JOINTS - 1] - behindTail; at < s[0]; at += stride) pts.add(pointAt(at));
        pts.add(pointAt(s[0]));
        return pts;
    }

    /** What {@code measure caterpillar} runs. */
    public static final Scenario SCENARIO = new WorldScenario("caterpillar",
            "the caterpillar: a wave and lopsided friction on fourteen joints along the head's trail",
            PARAMS, 600, CaterpillarWorld::new, PRINTED);
}
