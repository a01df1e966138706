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
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "the jellyfish": a large bell pulsing after the figure-eight (or the pointer) and a
 * smaller one on the same path {@link #DELAY} s behind. Everything is measured on the large one.
 * No randomness, so no seed.
 */
public final class JellyfishWorld extends FixedTickWorld implements SharedTarget {
    public static final ParamKey<Double> THRUST =
            ParamKey.number("thrust", "thrust per full squeeze", "px/s", 0, 400, Jellyfish.THRUST, 10, true);
    public static final ParamKey<Double> DRAG = ParamKey.number("drag", "water drag", "1/s", 0, 6, Jellyfish.DRAG, 0.1, true);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(THRUST, DRAG);

    public static final List<String> PRINTED = List.of("phase", "squeeze", "speed", "x", "y", "max_link_stretch");

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("phase", "pulse phase", ""),
            new SeriesSpec("squeeze", "squeeze", ""),
            new SeriesSpec("speed", "speed", "px/s"),
            new SeriesSpec("x", "bell x", "px"),
            new SeriesSpec("y", "bell y", "px"),
            new SeriesSpec("max_link_stretch", "longest link / 11 px", ""),
            new SeriesSpec("speed_squeezing", "speed while squeezing", "px/s")
                    .mayBeNaN("drawn only during the squeeze, so the chart shows the squeezes as a second colour"),
            new SeriesSpec("mean_link_stretch", "mean link / 11 px", ""));

    public static final double STAGE_W = 480;
    public static final double STAGE_H = 300;
    /** A slower, narrower figure-eight than the koi's: a jellyfish cruises at about 80 px/s. */
    public static final FigureEight FIGURE_EIGHT = new FigureEight(new Vec2(STAGE_W / 2, STAGE_H / 2), 160, 90, 14);
    public static final double START_PHASE = 3.8;
    /** How far behind on the path the small jellyfish swims, s. */
    public static final double DELAY = 3.4;
    public static final double SMALL = 0.65;

    private final Jellyfish large;
    private final Jellyfish small;
    private final IdleTarget target;
    /** The driven targets of the last {@link #DELAY} s, oldest first (empty unless driven): the small one swims after the oldest. */
    private final Trail<Vec2> driven;

    public JellyfishWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        driven = new Trail<>((int) Math.round(DELAY / DT) + 1);
        target = new IdleTarget(FIGURE_EIGHT, START_PHASE);
        large = start(START_PHASE, 1);
        small = start(START_PHASE - DELAY, SMALL);
        setThrust(THRUST.in(p));
        setDrag(DRAG.in(p));
    }

    private JellyfishWorld(JellyfishWorld from) {
        super(from);
        large = from.large.copy();
        small = from.small.copy();
        target = from.target.copy();
        driven = from.driven.copy();
    }

    @Override public JellyfishWorld copy() { return new JellyfishWorld(this); }

    /** A jellyfish on the path {@code phase} s along, facing along it, at the start of a pulse. */
    private static Jellyfish start(double phase, double scale) {
        Vec2 at = FIGURE_EIGHT.at(phase);
        double heading = FIGURE_EIGHT.at(phase + DT).minus(FIGURE_EIGHT.at(phase - DT)).angle();
        return new Jellyfish(at, heading, 0, scale);
    }

    @Override public void step() {
        tick++;
        Vec2 goal = target.update(timeSeconds(), DT);
        large.step(goal, DT, STAGE_W, STAGE_H);
        small.step(driven.isEmpty() ? target.onCurve(timeSeconds() - DELAY) : driven.first(), DT, STAGE_W, STAGE_H);
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = large.phase();
        out[1] = large.squeeze();
        out[2] = large.speed();
        out[3] = large.x();
        out[4] = large.y();
        out[5] = large.maxLinkStretch();
        out[6] = large.squeezing() ? large.speed() : Double.NaN;
        out[7] = large.meanLinkStretch();
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) target.pointerAt(p.position());
        else if (input instanceof Input.PointerLeft) target.pointerLeft();
        else if (input instanceof Input.SetParam s) {
            if (THRUST.isSetBy(s)) setThrust(THRUST.from(s));
            else if (DRAG.isSetBy(s)) setDrag(DRAG.from(s));
        }
    }

    private void setThrust(double t) {
        large.setThrust(t);
        small.setThrust(t);
    }

    private void setDrag(double d) {
        large.setDrag(d);
        small.setDrag(d);
    }

    public Jellyfish large() { return large; }

    public Jellyfish small() { return small; }

    public Vec2 target() { return target.position(); }

    @Override public void driveTarget(Vec2 p) {
        target.drive(p);
        driven.add(p);
    }

    @Override public Vec2 followedTarget() { return target.position(); }

    @Override public Vec2 leadPoint() { return new Vec2(large.x(), large.y()); }

    public Vec2 pointer() { return target.pointer(); }

    /** What {@code measure jellyfish} runs: this world, tick by tick (default 12 s, ten pulses). */
    public static final Scenario SCENARIO = new WorldScenario("jellyfish",
            "the gallery's jellyfish: pulse, thrust, drag and verlet tentacles (the large bell)", PARAMS, 720, JellyfishWorld::new, PRINTED);
}
