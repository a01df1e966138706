package org.creatureexplorer.world.gallery;

import java.util.List;
import org.creatureexplorer.creature.Jellyfish;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "where creatures break: the long frame": two copies of the large jellyfish, side by
 * side, in tanks of their own. Every tick both step 1/60 s; at tick {@link #LONG_FRAME_TICK}
 * (after 2 s, as when a hidden window comes back) and whenever the button is pressed, one frame
 * of {@code dt} seconds arrives: the left one takes it straight through, the right one clamped
 * to {@link #CLAMP} s. {@code clamp} chooses which of the two the printed columns describe.
 */
public final class LongFrameWorld extends FixedTickWorld {
    public static final String LONG_FRAME = "long-frame";
    public static final ParamKey<Double> LONG_DT = ParamKey.number("dt", "long frame", "s", 0.05, 10, 2.4, 0.1, true);
    public static final ParamKey<Boolean> CLAMPED = ParamKey.bool("clamp", "columns: the clamped side", false, true);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(LONG_DT, CLAMPED);

    public static final List<String> PRINTED = List.of("dt_used", "max_link_stretch", "mean_link_stretch");

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("dt_used", "time step used", "s"),
            new SeriesSpec("max_link_stretch", "longest link / 11 px", ""),
            new SeriesSpec("mean_link_stretch", "mean link / 11 px", ""),
            new SeriesSpec("raw_stretch", "straight through", ""),
            new SeriesSpec("clamped_stretch", "clamped", ""),
            new SeriesSpec("raw_dt", "straight through: time step", "s"),
            new SeriesSpec("clamped_dt", "clamped: time step", "s"));

    /** The clamp the gallery's loop applies, s. */
    public static final double CLAMP = 0.05;
    /** The first long frame arrives after 2 s of normal ticks. */
    public static final long LONG_FRAME_TICK = 121;
    public static final double TANK_W = JellyfishWorld.STAGE_W;
    public static final double TANK_H = JellyfishWorld.STAGE_H;

    private final Jellyfish raw;
    private final Jellyfish clamped;
    private double rawTime, clampedTime;
    private double rawDt = DT, clampedDt = DT;
    private double longDt;
    private boolean printClamped;
    private boolean longFrameNext;

    public LongFrameWorld(ParamValues p) {
        super(2 * TANK_W, TANK_H);
        raw = start();
        clamped = start();
        longDt = LONG_DT.in(p);
        printClamped = CLAMPED.in(p);
    }

    private LongFrameWorld(LongFrameWorld from) {
        super(from);
        rawTime = from.rawTime;
        clampedTime = from.clampedTime;
        rawDt = from.rawDt;
        clampedDt = from.clampedDt;
        raw = from.raw.copy();
        clamped = from.clamped.copy();
        longDt = from.longDt;
        printClamped = from.printClamped;
        longFrameNext = from.longFrameNext;
    }

    @Override public LongFrameWorld copy() { return new LongFrameWorld(this); }

    private static Jellyfish start() {
        double phase = JellyfishWorld.START_PHASE;
        Vec2 at = JellyfishWorld.FIGURE_EIGHT.at(phase);
        double heading = JellyfishWorld.FIGURE_EIGHT.at(phase + DT).minus(JellyfishWorld.FIGURE_EIGHT.at(phase - DT)).angle();
        return new Jellyfish(at, heading, 0, 1);
    }

    @Override public void step() {
        tick++;
        boolean longFrame = tick == LONG_FRAME_TICK || longFrameNext;
        longFrameNext = false;
        rawDt = longFrame ? longDt : DT;
        clampedDt = Math.min(rawDt, CLAMP);
        rawTime += rawDt;
        clampedTime += clampedDt;
        raw.step(goal(rawTime), rawDt, TANK_W, TANK_H);
        clamped.step(goal(clampedTime), clampedDt, TANK_W, TANK_H);
    }

    private static Vec2 goal(double time) { return JellyfishWorld.FIGURE_EIGHT.at(JellyfishWorld.START_PHASE + time); }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        Jellyfish printed = printClamped ? clamped : raw;
        out[0] = printClamped ? clampedDt : rawDt;
        out[1] = printed.maxLinkStretch();
        out[2] = printed.meanLinkStretch();
        out[3] = raw.maxLinkStretch();
        out[4] = clamped.maxLinkStretch();
        out[5] = rawDt;
        out[6] = clampedDt;
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.Action a && a.name().equals(LONG_FRAME)) longFrameNext = true;
        else if (input instanceof Input.SetParam s) {
            if (LONG_DT.isSetBy(s)) longDt = LONG_DT.from(s);
            else if (CLAMPED.isSetBy(s)) printClamped = CLAMPED.from(s);
        }
    }

    /** The jellyfish fed every frame straight through (left tank). */
    public Jellyfish raw() { return raw; }

    /** The jellyfish whose frames are clamped to {@link #CLAMP} s (right tank). */
    public Jellyfish clamped() { return clamped; }

    public double rawDt() { return rawDt; }

    public double clampedDt() { return clampedDt; }

    public double longDt() { return longDt; }

    /** What {@code measure long-frame} runs: 2 s of ticks, one frame of dt at tick 121, then 1 s more. */
    public static final Scenario SCENARIO = new WorldScenario(LONG_FRAME,
            "the jellyfish fed one long frame after 2 s, straight through or clamped to 0.05 s", PARAMS, 181, LongFrameWorld::new, PRINTED);
}
