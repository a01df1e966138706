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
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.HeadMover;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.SmoothNoise;
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
    public static final double ON_POINT = 1;
    public static final double BODY_RADIUS = 20;
    /** Roots sit this far from the body's centre, spread this much apart (rad) across the front. */
    static final double ROOT_RADIUS = 16;
    static final double ROOT_SPREAD = 0.35;
    /** The fan: points this far from the target, this far apart (rad), facing away from the body. */
    public static final double FAN_RADIUS = 30;
    static final double FAN_SPREAD = 0.5;
    /** Each point sways up to this far, following smooth noise at this many lattice steps per second. */
    public static final double SWAY = 30;
    static final double SWAY_RATE = 0.6;
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

    private int iterations;
    private final SmoothNoise[] swayX = new SmoothNoise[TENTACLES];
    private final SmoothNoise[] swayY = new SmoothNoise[TENTACLES];
    private final Fabrik[] tentacles = new Fabrik[TENTACLES];
    private final double[] goalX = new double[TENTACLES];
    private final double[] goalY = new double[TENTACLES];
    private final IdleTarget idleTarget = new IdleTarget(CaterpillarWorld.PATH, 0);
    private final HeadMover mover = new HeadMover(BODY_RATE, BODY_SPEED_CAP);
    private Vec2 target;
    private Vec2 body;
    private double facing;
    /** The shown tentacle's shape after each half-pass of the last tick: [pass][joint], x and y; passes 0 .. passCount-1. */
    private final double[][] passX = new double[2 * 16 + 1][JOINTS];
    private final double[][] passY = new double[2 * 16 + 1][JOINTS];
    private int passCount;
    /** The largest gap error seen after any pass of the last tick, over all tentacles. */
    private double maxGapErrorAnyPass;

    public OctopusWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        iterations = ITERATIONS.in(p);
        long seed = SEED.in(p);
        for (int k = 0; k < TENTACLES; k++) {
            swayX[k] = new SmoothNoise(seed * 1_000_003L + 2L * k);
            swayY[k] = new SmoothNoise(seed * 1_000_003L + 2L * k + 1);
        }
        target = idleTarget.position();
        body = target.minus(new Vec2(STANDOFF, 0));
        facing = 0;
        placeGoals();
        for (int k = 0; k < TENTACLES; k++) {
            Vec2 root = root(k);
            tentacles[k] = new Fabrik(JOINTS, GAP, root, new Vec2(goalX[k], goalY[k]).minus(root));
        }
        solve();
    }

    @Override public void step() {
        tick++;
        target = idleTarget.update(timeSeconds(), DT);
        Vec2 toTarget = target.minus(body);
        double dist = toTarget.length();
        Vec2 aim = dist > STANDOFF ? target.minus(toTarget.times(STANDOFF / dist)) : body;
        body = mover.step(body, aim, DT);
        if (dist > 1e-9) {
            double turn = Math.IEEEremainder(toTarget.angle() - facing, 2 * Math.PI);
            facing += turn * (1 - Math.exp(-FACING_EASE * DT));
        }
        placeGoals();
        solve();
    }

    /** Each tentacle's point: on the fan around the target, facing away from the body, plus its sway. */
    private void placeGoals() {
        double t = timeSeconds() * SWAY_RATE;
        for (int k = 0; k < TENTACLES; k++) {
            // target.plus(Vec2.polar(...)) and new Vec2(...).times(SWAY).limit(SWAY), the same operations on numbers
            double fanAngle = facing + (k - SHOWN) * FAN_SPREAD;
            double fanX = target.x() + FAN_RADIUS * Math.cos(fanAngle), fanY = target.y() + FAN_RADIUS * Math.sin(fanAngle);
            double swayX0 = 2 * swayX[k].at(t) - 1;
            double swayY0 = 2 * swayY[k].at(t) - 1;
            double sx = swayX0 * SWAY, sy = swayY0 * SWAY;
            double swayLength = Vec2.norm(sx, sy);
            if (swayLength > SWAY) {
                double cut = SWAY / swayLength;
                sx = sx * cut;
                sy = sy * cut;
            }
            goalX[k] = fanX + sx;
            goalY[k] = fanY + sy;
        }
    }

    private Vec2 root(int k) { return body.plus(Vec2.polar(ROOT_RADIUS, facing + (k - SHOWN) * ROOT_SPREAD)); }

    /** The warm start: {@code iterations} iterations from last tick's shape; out of reach, straight first. */
    private void solve() {
        maxGapErrorAnyPass = 0;
        for (int k = 0; k < TENTACLES; k++) {
            Fabrik f = tentacles[k];
            Vec2 root = root(k);
            Vec2 goal = goal(k);
            f.setAnchor(root);
            if (goal.distanceTo(root) > REACH) f.hang(goal.minus(root));
            if (k == SHOWN) {
                passCount = 0;
                recordPass(f);
            }
            for (int i = 0; i < iterations; i++) {
                f.backwardPass(goal);
                maxGapErrorAnyPass = Math.max(maxGapErrorAnyPass, f.maxGapError());
                if (k == SHOWN) recordPass(f);
                f.forwardPass();
                maxGapErrorAnyPass = Math.max(maxGapErrorAnyPass, f.maxGapError());
                if (k == SHOWN) recordPass(f);
            }
        }
    }

    private void recordPass(Fabrik f) {
        for (int j = 0; j < JOINTS; j++) {
            passX[passCount][j] = f.jointX(j);
            passY[passCount][j] = f.jointY(j);
        }
        passCount++;
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        int within = 0;
        int outOfReach = 0;
        double sum = 0;
        double worst = 0;
        for (int k = 0; k < TENTACLES; k++) {
            double e = tipError(k);
            if (e <= ON_POINT) within++;
            if (goal(k).distanceTo(tentacles[k].anchor()) > REACH) outOfReach++;
            sum += e;
            worst = Math.max(worst, e);
        }
        out[0] = within;
        out[1] = sum / TENTACLES;
        out[2] = worst;
        out[3] = maxGapErrorAnyPass;
        out[4] = outOfReach;
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) idleTarget.pointerAt(p.position());
        else if (input instanceof Input.PointerLeft) idleTarget.pointerLeft();
        else if (input instanceof Input.SetParam set && ITERATIONS.isSetBy(set)) iterations = ITERATIONS.from(set);
    }

    public Fabrik tentacle(int k) { return tentacles[k]; }

    public Vec2 goal(int k) { return new Vec2(goalX[k], goalY[k]); }

    public double tipError(int k) { return tentacles[k].tip().distanceTo(goal(k)); }

    public Vec2 body() { return body; }

    public double facing() { return facing; }

    public Vec2 target() { return target; }

    @Override public void driveTarget(Vec2 p) { idleTarget.drive(p); }

    @Override public Vec2 followedTarget() { return target; }

    @Override public Vec2 leadPoint() { return body; }

    public Vec2 pointer() { return idleTarget.pointer(); }

    public int iterations() { return iterations; }

    /** Half-passes recorded for the shown tentacle in the last tick, counting its starting shape as the first. */
    public int passCount() { return passCount; }

    public Vec2 passJoint(int pass, int joint) { return new Vec2(passX[pass][joint], passY[pass][joint]); }

    /** Largest gap error after any pass of the last tick (every tentacle). */
    public double maxGapErrorAnyPass() { return maxGapErrorAnyPass; }

    public static final Scenario SCENARIO = new WorldScenario("octopus",
            "the octopus: seven FABRIK tentacles reaching for a swaying fan, warm-started each tick",
            PARAMS, 600, OctopusWorld::new, PRINTED);
}
