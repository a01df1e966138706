package org.creatureexplorer.world.blends;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.GrazeWorld.Predator;
import org.creatureexplorer.world.blends.GrazeWorld.Rule;

/**
 * Lesson "three rules, one field": three grazers, each exactly the {@code graze} scenario's
 * world for its rule, built from the same seed (the same start and the same wander numbers)
 * and facing the same predator, so the combination step is the only difference. The predator
 * never reacts to a walker, so one predator serves all three. Walkers in order: weighted sum,
 * switch, decaying alarm (the charts' first, second and third colours).
 */
public final class BlendsWorld implements World {
    /** The walkers' order on the stage, in the charts and in the verdict. */
    public static final List<Rule> ORDER = List.of(Rule.SUM, Rule.SWITCH, Rule.FEAR);
    /** Short names on the stage and in the chart legends, in {@link #ORDER}. */
    public static final List<String> SHORT = List.of("sum", "switch", "alarm");

    public static final List<ParamSpec> PARAMS = List.of(
            GrazeWorld.predatorParam(),
            GrazeWorld.lessonSeedParam(),
            GrazeWorld.decayParam(), GrazeWorld.startleParam(), GrazeWorld.flightWeightParam(), GrazeWorld.noCapParam());

    /** The stage: a header line, the field below it, and the verdict table under the field (stage px). */
    public static final double FIELD_TOP = 20;
    public static final double VERDICT_H = 50;
    public static final double STAGE_W = GrazeWorld.FIELD_W;
    public static final double STAGE_H = FIELD_TOP + GrazeWorld.FIELD_H + VERDICT_H;

    private static final List<SeriesSpec> SERIES;

    static {
        List<SeriesSpec> s = new ArrayList<>();
        s.add(new SeriesSpec("t", "tick", ""));
        String[][] kinds = {{"fear", ""}, {"predator", "px"}, {"speed", "px/tick"}, {"tuft", "px"}, {"inside", "ticks"},
            {"closest", "px"}, {"top_inside", "px/tick"}};
        for (String[] k : kinds) {
            for (String name : SHORT) s.add(new SeriesSpec(k[0] + "_" + name, name, k[1]));
        }
        SERIES = List.copyOf(s);
    }

    private final List<GrazeWorld> walkers;

    public BlendsWorld(ParamValues p) {
        walkers = new ArrayList<>();
        Predator predator = GrazeWorld.predatorOf(p);
        double maxForce = GrazeWorld.NO_CAP.in(p) ? Double.POSITIVE_INFINITY : 0.3;
        for (Rule r : ORDER) {
            walkers.add(new GrazeWorld(r, predator, GrazeWorld.SEED.in(p), maxForce, GrazeWorld.STARTLE.in(p),
                    GrazeWorld.DECAY.in(p), GrazeWorld.FLIGHT_WEIGHT.in(p)));
        }
    }

    private BlendsWorld(BlendsWorld from) {
        walkers = new ArrayList<>(from.walkers.size());
        for (GrazeWorld w : from.walkers) walkers.add(w.copy());
    }

    @Override public BlendsWorld copy() { return new BlendsWorld(this); }

    @Override public double dt() { return FixedTickWorld.DT; }

    @Override public long tick() { return walkers.get(0).tick(); }

    @Override public double stageWidth() { return STAGE_W; }

    @Override public double stageHeight() { return STAGE_H; }

    @Override public void step() { for (GrazeWorld w : walkers) w.step(); }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = tick();
        int n = walkers.size();
        for (int i = 0; i < n; i++) {
            GrazeWorld w = walkers.get(i);
            out[1 + i] = w.fear();
            out[1 + n + i] = w.predatorDistance();
            out[1 + 2 * n + i] = w.body().speed();
            out[1 + 3 * n + i] = w.tuftDistance();
            out[1 + 4 * n + i] = w.insideTicks();
            out[1 + 5 * n + i] = w.closest();
            out[1 + 6 * n + i] = w.topSpeedInside();
        }
    }

    @Override public void apply(Input input) { for (GrazeWorld w : walkers) w.apply(input); }

    /** The three walkers in {@link #ORDER}. */
    public List<GrazeWorld> walkers() { return List.copyOf(walkers); }

    public GrazeWorld walker(Rule r) { return walkers.get(ORDER.indexOf(r)); }

    /** The shared predator (every walker's is the same). */
    public Vec2 predator() { return walkers.get(0).predator(); }

    public double startle() { return walkers.get(0).startle(); }
}
