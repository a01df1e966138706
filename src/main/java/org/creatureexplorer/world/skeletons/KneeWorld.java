package org.creatureexplorer.world.skeletons;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.sim.Easing;
import org.creatureexplorer.sim.TwoBoneIk;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "the knee triangle": a hip, a foot target, a thigh and a shin, solved by the law of
 * cosines every tick and at once whenever a handle is dragged or a parameter changes (so the
 * stage answers while paused). Left alone, the foot target sweeps slowly in toward the hip and
 * out past the leg's reach and back, so play alone shows both ends of the reachable band.
 */
public final class KneeWorld extends FixedTickWorld {
    public static final String HIP = "hip";
    public static final String FOOT = "foot";
    public static final List<String> BEND_CHOICES = List.of("+1", "-1");

    public static final ParamKey<Double> THIGH = ParamKey.number("thigh", "thigh a", "px", 6, 32, 22, 1, true);
    public static final ParamKey<Double> SHIN = ParamKey.number("shin", "shin b", "px", 6, 32, 20, 1, true);
    public static final ParamKey<String> BEND = ParamKey.choice("bend", "bend side", BEND_CHOICES, "+1", true);
    public static final ParamKey<Boolean> GUARD = ParamKey.bool("guard", "guard (clamp d into reach)", true, true);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(THIGH, SHIN, BEND, GUARD);

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("distance", "hip-to-target distance d", "px"),
            new SeriesSpec("cos_a", "cos A", ""),
            new SeriesSpec("knee_x", "knee x", "px"),
            new SeriesSpec("knee_y", "knee y", "px"),
            new SeriesSpec("foot_x", "drawn foot x", "px"),
            new SeriesSpec("foot_y", "drawn foot y", "px"),
            new SeriesSpec("knee_angle", "knee angle", "deg"),
            new SeriesSpec("hip_angle", "hip angle A", "deg"));

    public static final double STAGE_W = 128;
    public static final double STAGE_H = 80;
    public static final Vec2 HIP_START = new Vec2(36, 42);
    /** One sweep in and out, s. */
    static final double SWEEP_PERIOD = 10;
    /** The idle d runs between 0.04 and 1.2 times the reach a + b. */
    static final double SWEEP_MID = 0.62;
    static final double SWEEP_AMPLITUDE = 0.58;
    /** Starts at d / (a + b) = 30 / 42 (the worked example) on the way out. */
    static final double SWEEP_PHASE = Math.asin((30.0 / 42 - SWEEP_MID) / SWEEP_AMPLITUDE);
    /** The idle direction wobbles this far either side of +x, rad, with this period, s. */
    static final double WOBBLE = 0.35;
    static final double WOBBLE_PERIOD = 13;
    /** How fast a released foot target eases back onto its idle sweep, per second. */
    static final double RETURN_RATE = 3;

    private double thigh;
    private double shin;
    private int bend;
    private boolean guard;
    private Vec2 hip;
    private Vec2 target;
    private Vec2 footDrag;
    private boolean eased;
    private Vec2 lastDirection = Vec2.UNIT_X;
    private TwoBoneIk.Solution solution;

    public KneeWorld(ParamValues p) {
        this(THIGH.in(p), SHIN.in(p), bendSign(BEND.in(p)), GUARD.in(p), HIP_START);
    }

    /** A knee with any bone lengths (the {@code knee} scenario is not limited to the stage's sliders). */
    KneeWorld(double thigh, double shin, int bend, boolean guard, Vec2 hip) {
        super(STAGE_W, STAGE_H);
        this.thigh = thigh;
        this.shin = shin;
        this.bend = bend;
        this.guard = guard;
        this.hip = hip;
        target = idleTarget(0);
        solve();
    }

    private KneeWorld(KneeWorld from) {
        super(from);
        thigh = from.thigh;
        shin = from.shin;
        bend = from.bend;
        guard = from.guard;
        hip = from.hip;
        target = from.target;
        footDrag = from.footDrag;
        eased = from.eased;
        lastDirection = from.lastDirection;
        solution = from.solution;
    }

    @Override public KneeWorld copy() { return new KneeWorld(this); }

    /** Where the idle foot target is at time t: swept in and out along a slowly wobbling direction. */
    Vec2 idleTarget(double t) {
        double reach = thigh + shin;
        double d = reach * (SWEEP_MID + SWEEP_AMPLITUDE * Math.sin(2 * Math.PI * t / SWEEP_PERIOD + SWEEP_PHASE));
        double angle = WOBBLE * Math.sin(2 * Math.PI * t / WOBBLE_PERIOD);
        return hip.plus(Vec2.polar(d, angle));
    }

    @Override public void step() {
        tick++;
        if (footDrag != null) {
            target = footDrag;
        } else if (eased) {
            Vec2 idle = idleTarget(timeSeconds());
            target = Easing.toward(target, idle, RETURN_RATE, DT);
            if (target.distanceTo(idle) < 0.05) eased = false;
        } else {
            target = idleTarget(timeSeconds());
        }
        solve();
    }

    private void solve() {
        solution = TwoBoneIk.solve(hip, target, thigh, shin, bend, guard, lastDirection);
        lastDirection = target.minus(hip).directionOr(lastDirection);
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = solution.distance();
        out[1] = solution.cosA();
        out[2] = solution.knee().x();
        out[3] = solution.knee().y();
        out[4] = solution.foot().x();
        out[5] = solution.foot().y();
        out[6] = Math.toDegrees(solution.kneeAngle(hip));
        out[7] = Math.toDegrees(hipAngleFromKnee());
    }

    /** The hip angle read back from the solved knee by atan2 (not from the formula): NaN when there is no knee. */
    public double hipAngleFromKnee() {
        if (!solution.solved()) return Double.NaN;
        Vec2 toKnee = solution.knee().minus(hip);
        Vec2 toTarget = target.minus(hip).directionOr(lastDirection);
        return Math.abs(Math.atan2(toTarget.cross(toKnee), toTarget.dot(toKnee)));
    }

    @Override public List<Handle> handles() {
        return List.of(new Handle(FOOT, "foot", target), new Handle(HIP, "hip", hip));
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.Drag d) {
            if (d.handleId().equals(HIP)) hip = d.position();
            if (d.handleId().equals(FOOT)) { footDrag = d.position(); target = d.position(); }
        } else if (input instanceof Input.Release r) {
            if (r.handleId().equals(FOOT)) { footDrag = null; eased = true; }
        } else if (input instanceof Input.SetParam s) {
            if (THIGH.isSetBy(s)) thigh = THIGH.from(s);
            else if (SHIN.isSetBy(s)) shin = SHIN.from(s);
            else if (BEND.isSetBy(s)) bend = bendSign(BEND.from(s));
            else if (GUARD.isSetBy(s)) guard = GUARD.from(s);
            if (footDrag == null) eased = true;
        }
        solve();
    }

    /** The bend choice as the sign IK takes: "+1" folds one way, "-1" the other. */
    private static int bendSign(String choice) { return choice.equals(BEND_CHOICES.get(0)) ? 1 : -1; }

    /** Puts the foot target at a spot and keeps it there (the {@code knee} scenario's rows). */
    void holdFootAt(Vec2 position) {
        apply(new Input.Drag(FOOT, position));
    }

    public Vec2 hip() { return hip; }

    public Vec2 target() { return target; }

    public TwoBoneIk.Solution solution() { return solution; }

    public double thigh() { return thigh; }

    public double shin() { return shin; }

    public int bend() { return bend; }

    public boolean guard() { return guard; }

    /** Nearest reachable d: |a - b|. */
    public double reachMin() { return Math.abs(thigh - shin); }

    /** Farthest reachable d: a + b. */
    public double reachMax() { return thigh + shin; }

    /** True while the foot target is being dragged. */
    public boolean footHeld() { return footDrag != null; }
}
