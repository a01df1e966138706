package org.creatureexplorer.world.skeletons;

import java.util.List;
import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.model.DurationScenario;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.sim.Ground;
import org.creatureexplorer.sim.HeadMover;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "a spider on bumpy ground": the spider walks left and right after a target (or the
 * pointer's x), seen from the side. Its two sets of four legs take strict turns. The body is
 * driven like the other creatures on the figure-eight: the idle target runs the horizontal swing
 * of a figure-eight with the chain snake's 9 s period, and the body closes 5 x the remaining
 * distance per second, capped at 240 px/s (the snake's head rule). Seen from the side only the
 * horizontal swing shows, so the body never needs the cap (at most about 77 px/s).
 */
public final class SpiderWorld extends FixedTickWorld implements SharedTarget {

    public static final List<ParamSpec> PARAMS = List.of();

    /** The lesson's button: the pointer as if moved in one jump to the right end of the walk and held there. */
    public static final String DASH = "dash";

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("feet_down", "feet on the ground", ""),
            new SeriesSpec("moving_set", "set in the air (0 none, 1 set A, 2 set B)", ""),
            new SeriesSpec("set_swaps", "steps taken (turns handed over)", ""),
            new SeriesSpec("turn_lag", "worst lag, set whose turn it is", "px"),
            new SeriesSpec("clearance", "body height above the planted feet", "px"),
            new SeriesSpec("body_x", "body x", "px"));

    public static final List<String> PRINTED = List.of("feet_down", "moving_set", "set_swaps");

    public static final double STAGE_W = 360;
    public static final double STAGE_H = 225;
    static final double GROUND_Y = 178;
    /** The idle target swings left and right, so the spider walks, slows, turns round. */
    static final double IDLE_SWING = 110;
    /** The chain snake's figure-eight period: one horizontal swing in 9 s. */
    static final double IDLE_PERIOD = 9;
    /** The pointer steers the target only this far from the walls. */
    static final double TARGET_MIN = 60;
    static final double TARGET_MAX = 300;
    /** The snake's head rule: 5 x the remaining distance per second, at most 240 px/s. */
    static final double BODY_RATE = 5;
    static final double BODY_SPEED_CAP = 240;
    static final double TARGET_EASE = 4;
    public static final int FOOTPRINTS = 32;

    private final Spider spider;
    private final HeadMover mover;
    private double targetX;
    private Double pointerX;
    /** Set when another world drives the target (the gallery): its x, which the spider walks to on its ground. */
    private Double drivenX;
    private Double lastPointerX;
    private double pointerWeight;
    private int facing = 1;
    private final Trail<Vec2> footprints;

    public SpiderWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        mover = new HeadMover(BODY_RATE, BODY_SPEED_CAP);
        footprints = new Trail<>(FOOTPRINTS);
        targetX = idleTarget(0);
        spider = new Spider(SpiderWorld::ground, targetX);
    }

    private SpiderWorld(SpiderWorld from) {
        super(from);
        spider = from.spider.copy();
        mover = from.mover.copy();
        targetX = from.targetX;
        pointerX = from.pointerX;
        drivenX = from.drivenX;
        lastPointerX = from.lastPointerX;
        pointerWeight = from.pointerWeight;
        facing = from.facing;
        footprints = from.footprints.copy();
    }

    @Override public SpiderWorld copy() { return new SpiderWorld(this); }

    /** The bumpy ground: three sines, so it is the same every run. */
    public static final Ground GROUND = new Ground(GROUND_Y, new double[] {9, 31, 0.6}, new double[] {5, 13.7, 2.1}, new double[] {2.5, 6.1, 0.3});

    /** The bumpy ground: screen y of the surface at x. */
    public static double ground(double x) { return GROUND.at(x); }

    static double idleTarget(double t) {
        return STAGE_W / 2 + IDLE_SWING * Math.sin(2 * Math.PI * t / IDLE_PERIOD);
    }

    @Override public void step() {
        tick++;
        double goalWeight = pointerX != null ? 1 : 0;
        pointerWeight += (goalWeight - pointerWeight) * (1 - Math.exp(-TARGET_EASE * DT));
        double idle = idleTarget(timeSeconds());
        double wanted = drivenX != null ? drivenX : lastPointerX == null ? idle
                : idle + (Math.max(TARGET_MIN, Math.min(TARGET_MAX, lastPointerX)) - idle) * pointerWeight;
        targetX = wanted;
        double x = spider.body().x();
        double gap = targetX - x;
        double move = mover.moveAlong(gap, DT);
        if (move > 0.02) facing = gap > 0 ? 1 : -1;
        boolean[] wasDown = new boolean[Spider.LEGS];
        for (int i = 0; i < Spider.LEGS; i++) wasDown[i] = spider.planted(i);
        spider.step(x + Math.signum(gap) * move, DT);
        for (int i = 0; i < Spider.LEGS; i++) {
            if (!wasDown[i] && spider.planted(i)) {
                footprints.add(spider.foot(i));
            }
        }
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = spider.feetDown();
        out[1] = spider.movingSet() + 1;
        out[2] = spider.setSwaps();
        out[3] = spider.worstLag(spider.turn());
        out[4] = spider.clearance();
        out[5] = spider.body().x();
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) {
            pointerX = p.position().x();
            lastPointerX = pointerX;
        } else if (input instanceof Input.PointerLeft) {
            pointerX = null;
        } else if (input instanceof Input.Action a && a.name().equals(DASH)) {
            // A sweep of the real pointer is never the same twice; this one is: a jump to the far right, held.
            pointerX = TARGET_MAX;
            lastPointerX = pointerX;
        }
    }

    public Spider spider() { return spider; }

    public double targetX() { return targetX; }

    /** The spider walks on its ground, so it follows the target's x only. */
    @Override public void driveTarget(Vec2 p) { drivenX = p.x(); }

    /** The point on the ground under the target it walks to. */
    @Override public Vec2 followedTarget() { return new Vec2(targetX, ground(targetX)); }

    @Override public Vec2 leadPoint() { return spider.body(); }

    /** +1 facing right, -1 facing left (the way it last walked). */
    public int facing() { return facing; }

    /** Where feet landed most recently, oldest first. */
    public List<Vec2> footprints() { return footprints.toList(); }

    /** What {@code measure spider} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new DurationScenario("spider", "the spider on bumpy ground: two sets of four legs taking strict turns",
            PARAMS, 9, SpiderWorld::new, PRINTED);
}
