package org.creatureexplorer.world.skeletons;

import java.util.List;
import org.creatureexplorer.creature.Lizard;
import org.creatureexplorer.model.DurationScenario;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.HeadMover;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "legs that step": the lizard walks after a target on a slow figure-eight (or after
 * the pointer). Its head chases the target like the chain snake's; its spine follows; its four
 * feet stay planted until the step rule sends them forward.
 */
public final class LizardWorld extends FixedTickWorld implements SharedTarget {

    public static final ParamKey<Double> STEP_TRIGGER = ParamKey.number("step-trigger", "step trigger (distance from home)", "px", 10, 90, 38, 1, true);
    public static final ParamKey<Boolean> GUARD = ParamKey.bool("guard", "knee guard", true, true);

    public static final List<ParamSpec> PARAMS = ParamKey.specs(STEP_TRIGGER, GUARD);

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("steps_total", "steps so far", ""),
            new SeriesSpec("feet_down", "feet on the ground", ""),
            new SeriesSpec("stretched_legs", "legs stretched beyond reach", ""),
            new SeriesSpec("mean_stride", "mean stride since the trigger was set", "px"),
            new SeriesSpec("steps_per_s", "steps per second (last 2 s)", "1/s"),
            new SeriesSpec("last_stride", "latest stride", "px"),
            new SeriesSpec("stretched_pct", "stretched, share of leg-time since the trigger was set", "%"),
            new SeriesSpec("body_speed", "body speed", "px/s"));

    /** The scenario's documented columns, in order. */
    public static final List<String> PRINTED = List.of("steps_total", "feet_down", "stretched_legs", "mean_stride");

    public static final double STAGE_W = 480;
    public static final double STAGE_H = 300;
    /** The idle target: a figure-eight like the chain snake's, a little smaller and slowed to a walk (14 s a lap, about 78 px/s). */
    public static final FigureEight PATH = new FigureEight(new Vec2(STAGE_W / 2, STAGE_H / 2), 170, 95, 14);
    /** The chain snake's head rule: 5 x the remaining distance per second, at most 240 px/s (about 113 px/s here at most). */
    static final double HEAD_RATE = 5;
    static final double HEAD_SPEED_CAP = 240;
    static final int RATE_WINDOW = 120;
    public static final int FOOTPRINTS = 24;

    private final Lizard lizard;
    private final HeadMover mover;
    private final IdleTarget idleTarget;
    private Vec2 target;
    private double speed;
    private final Trail<Integer> recentSteps;
    private int recentStepSum;
    /** Stretched leg-ticks and ticks since the trigger was last set. */
    private long stretchedLegTicks;
    private long ticksSinceTrigger;
    private final Trail<Vec2> footprints;

    public LizardWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        mover = new HeadMover(HEAD_RATE, HEAD_SPEED_CAP);
        idleTarget = new IdleTarget(PATH, 0);
        recentSteps = new Trail<>(RATE_WINDOW);
        footprints = new Trail<>(FOOTPRINTS);
        target = PATH.at(0);
        // Spine joints laid back along the path, so tick 0 is already mid-walk.
        lizard = new Lizard(idleTarget.pointsBehindStart(Lizard.JOINTS, Lizard.GAP), STEP_TRIGGER.in(p));
        if (GUARD.isIn(p)) lizard.setGuard(GUARD.in(p));
    }

    private LizardWorld(LizardWorld from) {
        super(from);
        lizard = from.lizard.copy();
        mover = from.mover.copy();
        idleTarget = from.idleTarget.copy();
        target = from.target;
        speed = from.speed;
        recentSteps = from.recentSteps.copy();
        recentStepSum = from.recentStepSum;
        stretchedLegTicks = from.stretchedLegTicks;
        ticksSinceTrigger = from.ticksSinceTrigger;
        footprints = from.footprints.copy();
    }

    @Override public LizardWorld copy() { return new LizardWorld(this); }

    @Override public void step() {
        tick++;
        target = idleTarget.update(timeSeconds(), DT);
        Vec2 head = lizard.spine().joint(0);
        Vec2 next = mover.step(head, target, DT);
        speed = next.distanceTo(head) / DT;
        boolean[] wasPlanted = new boolean[lizard.legCount()];
        for (int i = 0; i < wasPlanted.length; i++) wasPlanted[i] = lizard.leg(i).planted();
        lizard.step(next, DT);
        for (int i = 0; i < wasPlanted.length; i++) {
            if (!wasPlanted[i] && lizard.leg(i).planted()) {
                footprints.add(lizard.leg(i).foot());
            }
        }
        Integer dropped = recentSteps.add(lizard.stepsThisTick());
        recentStepSum += lizard.stepsThisTick();
        if (dropped != null) recentStepSum -= dropped;
        stretchedLegTicks += lizard.stretchedLegs();
        ticksSinceTrigger++;
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = lizard.stepsTotal();
        out[1] = lizard.feetDown();
        out[2] = lizard.stretchedLegs();
        out[3] = lizard.meanStride();
        out[4] = recentSteps.isEmpty() ? 0 : recentStepSum / (recentSteps.size() * DT);
        out[5] = lizard.lastStride();
        out[6] = ticksSinceTrigger == 0 ? 0 : 100.0 * stretchedLegTicks / (ticksSinceTrigger * (double) lizard.legCount());
        out[7] = speed;
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) {
            idleTarget.pointerAt(p.position());
        } else if (input instanceof Input.PointerLeft) {
            idleTarget.pointerLeft();
        } else if (input instanceof Input.SetParam s) {
            if (STEP_TRIGGER.isSetBy(s)) {
                // A new gait: its averages start again, so the charts show the new trigger's numbers.
                lizard.setStepTrigger(STEP_TRIGGER.from(s));
                stretchedLegTicks = 0;
                ticksSinceTrigger = 0;
            }
            if (GUARD.isSetBy(s)) lizard.setGuard(GUARD.from(s));
        }
    }

    public Lizard lizard() { return lizard; }

    public Vec2 target() { return target; }

    @Override public void driveTarget(Vec2 p) { idleTarget.drive(p); }

    @Override public Vec2 followedTarget() { return target; }

    @Override public Vec2 leadPoint() { return lizard.spine().joint(0); }

    public Vec2 pointer() { return idleTarget.pointer(); }

    /** Where feet landed most recently, oldest first. */
    public List<Vec2> footprints() { return footprints.toList(); }

    /** What {@code measure lizard} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new DurationScenario("lizard", "the lizard walking the figure-eight: four legs, diagonal pairs, the step rule",
            List.of(PARAMS.get(0)), 18, LizardWorld::new, PRINTED);
}
