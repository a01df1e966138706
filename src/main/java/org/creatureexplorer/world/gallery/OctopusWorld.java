package org.creatureexplorer.world.gallery;

import java.util.List;
import org.creatureexplorer.creature.FanTentacle;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.HeadMover;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "the octopus": seven tentacles of 12 joints, 10 px apart (110 px), their roots on the
 * body, each reaching by FABRIK for its own point in a fan around the target, swayed up to 30 px
 * by smooth noise. Every tick runs {@code iterations} FABRIK iterations per tentacle starting
 * from last tick's shape (a warm start); a point beyond a tentacle's reach is handled by laying
 * the tentacle straight toward it first. The body follows the target (the gallery's
 * figure-eight, or the pointer) to a stand-off distance, so the fan stays mostly in reach.
 */
public final class OctopusWorld extends FixedTickWorld implements SharedTarget {
    public static final ParamKey<Integer> ITERATIONS = ParamKey.integer("iterations", "FABRIK iterations per tick", "", 1, 16, 4, true);
    public static final ParamKey<Integer> SEED = ParamKey.integer("seed", "seed of the sway", "", 0, 1_000_000, 1, false);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(ITERATIONS, SEED);

    public static final int TENTACLES = 7;
    public static final int JOINTS = 12;
    public static final double GAP = 10;
    public static final double REACH = GAP * (JOINTS - 1);
    /** A tip within this of its point counts as on it. */
    public static final double ON_POINT = FanTentacle.ON_POINT;
    public static final double BODY_RADIUS = 20;
    /** Roots sit this far from the body's centre, spread this much apart (rad) across the front. */
    static final double ROOT_RADIUS = 16;
    static final double ROOT_SPREAD = 0.35;
    /** The fan: points this far from the target, this far apart (rad), facing away from the body. */
    public static final double FAN_RADIUS = 30;
    static final double FAN_SPREAD = 0.5;
    /** Each point sways up to this far, following smooth noise at this many lattice steps per second. */
    public static final double SWAY = 30;
    static final double SWAY_RATE = FanTentacle.SWAY_RATE;
    /** The body heads for a point this far short of the target, at 2 x the remaining distance per second, at most 150 px/s. */
    public static final double STANDOFF = 45;
    static final double BODY_RATE = 2;
    static final double BODY_SPEED_CAP = 150;
    /** How quickly the body turns to face the target, per second. */
    static final double FACING_EASE = 4;
    /** The tentacle whose passes the overlay shows (the middle one). */
    public static final int SHOWN = TENTACLES / 2;

    public static final double STAGE_W = 480;
    public static final double STAGE_H = 300;

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("tips_within_1px", "tips within 1 px of their points", ""),
            new SeriesSpec("mean_tip_error", "mean tip error", "px"),
            new SeriesSpec("max_tip_error", "worst tip error", "px"),
            new SeriesSpec("max_gap_error", "largest gap error", "px"),
            new SeriesSpec("out_of_reach", "points out of reach", ""));
    public static final List<String> PRINTED = List.of("tips_within_1px", "mean_tip_error", "max_tip_error", "max_gap_error");

    private final FanTentacle[] tentacles;
    private final IdleTarget idleTarget;
    private final HeadMover mover;
    private Vec2 target;
    private Vec2 body;
    private double facing;

    public OctopusWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        tentacles = new FanTentacle[TENTACLES];
        idleTarget = new IdleTarget(CaterpillarWorld.PATH, 0);
        mover = new HeadMover(BODY_RATE, BODY_SPEED_CAP);
        int iterations = ITERATIONS.in(p);
        long seed = SEED.in(p);
        target = idleTarget.position();
        body = target.minus(new Vec2(STANDOFF, 0));
        facing = 0;
        for (int k = 0; k < TENTACLES; k++) {
            tentacles[k] = new FanTentacle(shape(k), iterations, seed, k, k == SHOWN, body, facing, target, timeSeconds());
        }
    }

    private OctopusWorld(OctopusWorld from) {
        super(from);
        tentacles = new FanTentacle[from.tentacles.length];
        for (int i = 0; i < tentacles.length; i++) tentacles[i] = from.tentacles[i].copy();
        idleTarget = from.idleTarget.copy();
        mover = from.mover.copy();
        target = from.target;
        body = from.body;
        facing = from.facing;
    }

    @Override public OctopusWorld copy() { return new OctopusWorld(this); }

    /** Tentacle k: rooted across the front of the body, reaching for its place on the fan facing away from the body. */
    public static FanTentacle.Shape shape(int k) {
        return new FanTentacle.Shape(JOINTS, GAP, ROOT_RADIUS, (k - SHOWN) * ROOT_SPREAD, FAN_RADIUS, (k - SHOWN) * FAN_SPREAD, SWAY);
    }

    @Override public void step() {
        tick++;
        target = idleTarget.update(timeSeconds(), DT);
        Vec2 toTarget = target.minus(body);
        body = mover.stepShortOf(body, target, STANDOFF, DT);
        facing = HeadMover.faceToward(facing, toTarget, FACING_EASE, DT);
        for (FanTentacle t : tentacles) t.reach(body, facing, target, timeSeconds());
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        int within = 0;
        int outOfReach = 0;
        double sum = 0;
        double worst = 0;
        double gapError = 0;
        for (FanTentacle t : tentacles) {
            double e = t.tipError();
            if (e <= ON_POINT) within++;
            if (t.outOfReach()) outOfReach++;
            sum += e;
            worst = Math.max(worst, e);
            gapError = Math.max(gapError, t.maxGapErrorAnyPass());
        }
        out[0] = within;
        out[1] = sum / TENTACLES;
        out[2] = worst;
        out[3] = gapError;
        out[4] = outOfReach;
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) idleTarget.pointerAt(p.position());
        else if (input instanceof Input.PointerLeft) idleTarget.pointerLeft();
        else if (input instanceof Input.SetParam set && ITERATIONS.isSetBy(set)) {
            for (FanTentacle t : tentacles) t.setIterations(ITERATIONS.from(set));
        }
    }

    public Fabrik tentacle(int k) { return tentacles[k].fabrik(); }

    public Vec2 goal(int k) { return tentacles[k].goal(); }

    public double tipError(int k) { return tentacles[k].tipError(); }

    public Vec2 body() { return body; }

    public double facing() { return facing; }

    public Vec2 target() { return target; }

    @Override public void driveTarget(Vec2 p) { idleTarget.drive(p); }

    @Override public Vec2 followedTarget() { return target; }

    @Override public Vec2 leadPoint() { return body; }

    public Vec2 pointer() { return idleTarget.pointer(); }

    public int iterations() { return tentacles[0].iterations(); }

    /** Half-passes recorded for the shown tentacle in the last tick, counting its starting shape as the first. */
    public int passCount() { return tentacles[SHOWN].passCount(); }

    public Vec2 passJoint(int pass, int joint) { return tentacles[SHOWN].passJoint(pass, joint); }

    /** Largest gap error after any pass of the last tick (every tentacle). */
    public double maxGapErrorAnyPass() {
        double worst = 0;
        for (FanTentacle t : tentacles) worst = Math.max(worst, t.maxGapErrorAnyPass());
        return worst;
    }

    public static final Scenario SCENARIO = new WorldScenario("octopus",
            "the octopus: seven FABRIK tentacles reaching for a swaying fan, warm-started each tick",
            PARAMS, 600, OctopusWorld::new, PRINTED);
}
