package org.creatureexplorer.world.jeremiah;

import java.util.List;
import org.creatureexplorer.creature.jeremiah.Jeremiah;
import org.creatureexplorer.creature.jeremiah.SpringKnee;
import org.creatureexplorer.creature.jeremiah.WallLeg;
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

/**
 * Lesson "legs that grip the walls": first one leg on its own (hip and foot draggable, the
 * knee between two springs), then, in the "whole body" view, Jeremiah's 16 legs on the moving
 * body with one of them followed on the charts. The scenario runs the single leg with the hip
 * at (0, 0) and the foot at (distance, 0); knee_x and knee_y are measured from the hip.
 */
public final class SpringKneeWorld extends FixedTickWorld {
    public static final String ONE_LEG = "one leg";
    public static final String WHOLE_BODY = "whole body";
    public static final String HIP = "hip";
    public static final String FOOT = "foot";
    public static final String BEND_AGAIN = "bend-again";
    public static final String OUT_OF_REACH = "out-of-reach";

    public static final ParamKey<Double> HIP_REST = ParamKey.number("hip-rest", "hip spring rest length", "px", 20, 200, 120, 1, true);
    public static final ParamKey<Double> FOOT_REST = ParamKey.number("foot-rest", "foot spring rest length", "px", 20, 200, 100, 1, true);
    public static final ParamKey<Double> DISTANCE = ParamKey.number("distance", "hip to foot at the start", "px", 0, 400, 150, 1, false);
    public static final ParamKey<Integer> SIDE = ParamKey.sign("side", "side the knee starts on (+1: +y, below)", 1, false);
    public static final ParamKey<String> VIEW = ParamKey.choice("view", "view", List.of(ONE_LEG, WHOLE_BODY), ONE_LEG, false);

    public static final List<ParamSpec> PARAMS = ParamKey.specs(HIP_REST, FOOT_REST, DISTANCE, SIDE);

    public static final List<ParamSpec> LESSON_PARAMS = ParamKey.specs(VIEW, HIP_REST, FOOT_REST, DISTANCE, SIDE);

    public static final List<String> COLUMNS = List.of("knee_x", "knee_y", "hip_spring_error", "foot_spring_error");

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("knee_x", "knee x from the hip", "px"),
            new SeriesSpec("knee_y", "knee y from the hip", "px"),
            new SeriesSpec("hip_spring_error", "hip spring error", "px"),
            new SeriesSpec("foot_spring_error", "foot spring error", "px"),
            new SeriesSpec("steps_per_s", "steps in the last second (16 legs)", "steps/s"),
            new SeriesSpec("hip_foot", "hip to foot", "px"));

    /** Where the single leg's hip sits on the stage. */
    public static final Vec2 ORIGIN = new Vec2(170, 300);
    /** The leg followed in the whole-body view (its hip on body point 15, mid-body). */
    public static final int FOLLOWED_LEG = 7;
    /** Knee moves kept for the arrows, frame by frame. */
    public static final int PATH_LENGTH = 30;

    private final boolean wholeBody;
    private final Jeremiah creature;
    private double hipRest;
    private double footRest;
    private Vec2 hip;
    private Vec2 foot;
    private Vec2 knee;
    private SpringKnee.Moves moves = new SpringKnee.Moves(Vec2.ZERO, Vec2.ZERO);
    private final Trail<Vec2> kneePath;
    private final int startSide;

    public SpringKneeWorld(ParamValues p) {
        super(600, 600);
        kneePath = new Trail<>(PATH_LENGTH + 1);
        wholeBody = VIEW.isIn(p) && VIEW.in(p).equals(WHOLE_BODY);
        hipRest = HIP_REST.in(p);
        footRest = FOOT_REST.in(p);
        startSide = SIDE.in(p);
        if (wholeBody) {
            creature = new Jeremiah(1);
            creature.leg(FOLLOWED_LEG).setRests(hipRest, footRest);
        } else {
            creature = null;
            hip = ORIGIN;
            foot = ORIGIN.plus(new Vec2(DISTANCE.in(p), 0));
            knee = startKnee(startSide);
            kneePath.add(knee);
        }
    }

    private SpringKneeWorld(SpringKneeWorld from) {
        super(from);
        wholeBody = from.wholeBody;
        creature = from.creature == null ? null : from.creature.copy();
        hipRest = from.hipRest;
        footRest = from.footRest;
        hip = from.hip;
        foot = from.foot;
        knee = from.knee;
        moves = from.moves;
        kneePath = from.kneePath.copy();
        startSide = from.startSide;
    }

    @Override public SpringKneeWorld copy() { return new SpringKneeWorld(this); }

    /** Halfway between hip and foot, 40 px off the line to {@code side} (+1: clockwise of hip to foot; +y for a foot along +x). */
    private Vec2 startKnee(int side) {
        Vec2 along = foot.minus(hip).directionOr(Vec2.UNIT_X);
        return hip.lerp(foot, 0.5).plus(along.perp().times(40 * side));
    }

    @Override public void step() {
        tick++;
        if (wholeBody) {
            creature.step(false);
            return;
        }
        moves = SpringKnee.moves(knee, hip, foot, hipRest, footRest);
        knee = knee.plus(moves.total());
        kneePath.add(knee);
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        Vec2 k = knee().minus(hip());
        out[0] = k.x();
        out[1] = k.y();
        out[2] = hipError();
        out[3] = footError();
        out[4] = wholeBody ? creature.stepsPerSecond() : 0;
        out[5] = hip().distanceTo(foot());
    }

    @Override public List<Handle> handles() {
        if (wholeBody) return List.of();
        return List.of(new Handle(FOOT, "foot", foot), new Handle(HIP, "hip", hip));
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.SetParam s) {
            if (HIP_REST.isSetBy(s)) hipRest = HIP_REST.from(s);
            if (FOOT_REST.isSetBy(s)) footRest = FOOT_REST.from(s);
            if (wholeBody) creature.leg(FOLLOWED_LEG).setRests(hipRest, footRest);
        }
        if (wholeBody) return;
        if (input instanceof Input.Drag d) {
            if (d.handleId().equals(HIP)) hip = d.position();
            if (d.handleId().equals(FOOT)) foot = d.position();
        } else if (input instanceof Input.Action a) {
            if (a.name().equals(BEND_AGAIN)) {
                double side = SpringKnee.side(knee, hip, foot);
                knee = startKnee(side > 1e-9 ? 1 : side < -1e-9 ? -1 : startSide);
                kneePath.clear();
                kneePath.add(knee);
            } else if (a.name().equals(OUT_OF_REACH)) {
                Vec2 along = foot.minus(hip).directionOr(Vec2.UNIT_X);
                foot = clampToStage(hip.plus(along.times(hipRest + footRest + 80)));
            }
        }
    }

    private static Vec2 clampToStage(Vec2 p) {
        return new Vec2(Math.max(0, Math.min(600, p.x())), Math.max(0, Math.min(600, p.y())));
    }

    public boolean wholeBody() { return wholeBody; }

    /** The creature in the whole-body view, else null. */
    public Jeremiah creature() { return creature; }

    public WallLeg followedLeg() { return wholeBody ? creature.leg(FOLLOWED_LEG) : null; }

    public Vec2 hip() { return wholeBody ? followedLeg().hip() : hip; }

    public Vec2 foot() { return wholeBody ? followedLeg().foot() : foot; }

    public Vec2 knee() { return wholeBody ? followedLeg().knee() : knee; }

    public double hipRest() { return hipRest; }

    public double footRest() { return footRest; }

    public double hipError() { return knee().distanceTo(hip()) - hipRest; }

    public double footError() { return knee().distanceTo(foot()) - footRest; }

    /** This tick's two moves of the knee. */
    public SpringKnee.Moves moves() { return wholeBody ? followedLeg().lastMoves() : moves; }

    /** The knee's positions over the last frames, oldest first (single leg only). */
    public List<Vec2> kneePath() { return kneePath.toList(); }

    /** Where the knee will settle: on the circles' intersection on its side, or halfway across the gap. */
    public Vec2 restingPlace() {
        double side = SpringKnee.side(knee(), hip(), foot());
        return SpringKnee.restingPlace(hip(), foot(), hipRest, footRest, side == 0 ? startSide : side);
    }

    /** What {@code measure spring-knee} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new TickScenario(new WorldScenario("spring-knee", "one knee between a hip spring and a foot spring, settling",
            PARAMS, 60, SpringKneeWorld::new, COLUMNS));
}
