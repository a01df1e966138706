package org.creatureexplorer.world.steering;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "wander with memory": a circle wanderer and a jump wanderer, each exactly the
 * {@code wander} scenario's world of its kind with the same seed, drawn side by side.
 */
public final class WanderPairWorld implements World {
    /** The lesson's seed runs 0 to 99 like the other lessons' seed sliders. */
    public static final ParamKey<Integer> SEED = ParamKey.integer("seed", "random seed", "", 0, 99, 5, false);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(SEED, WanderWorld.AHEAD, WanderWorld.RADIUS, WanderWorld.JITTER);

    /** Where each field's top-left corner sits on the stage. */
    public static final Vec2 CIRCLE_ORIGIN = new Vec2(4, 22);
    public static final Vec2 JUMP_ORIGIN = new Vec2(204, 22);
    public static final double STAGE_W = 400;
    public static final double STAGE_H = 176;

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("t", "tick", ""),
            new SeriesSpec("circle_speed", "circle", "px/tick"),
            new SeriesSpec("jump_speed", "jump", "px/tick"),
            new SeriesSpec("circle_mean_speed", "circle mean", "px/tick"),
            new SeriesSpec("jump_mean_speed", "jump mean", "px/tick"),
            new SeriesSpec("circle_path", "circle", "px"),
            new SeriesSpec("jump_path", "jump", "px"),
            new SeriesSpec("circle_turn", "circle", "deg"),
            new SeriesSpec("jump_turn", "jump", "deg"),
            new SeriesSpec("circle_mean_turn", "circle mean", "deg"),
            new SeriesSpec("jump_mean_turn", "jump mean", "deg"));

    private final WanderWorld circle;
    private final WanderWorld jump;

    public WanderPairWorld(ParamValues p) {
        long seed = SEED.in(p);
        circle = new WanderWorld(true, seed, WanderWorld.AHEAD.in(p), WanderWorld.RADIUS.in(p), WanderWorld.JITTER.in(p));
        jump = new WanderWorld(false, seed, WanderWorld.AHEAD.in(p), WanderWorld.RADIUS.in(p), WanderWorld.JITTER.in(p));
    }

    private WanderPairWorld(WanderPairWorld from) {
        circle = from.circle.copy();
        jump = from.jump.copy();
    }

    @Override public WanderPairWorld copy() { return new WanderPairWorld(this); }

    @Override public double dt() { return FixedTickWorld.DT; }

    @Override public long tick() { return circle.tick(); }

    @Override public double stageWidth() { return STAGE_W; }

    @Override public double stageHeight() { return STAGE_H; }

    @Override public void step() {
        circle.step();
        jump.step();
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = tick();
        out[1] = circle.body().speed();
        out[2] = jump.body().speed();
        out[3] = circle.meanSpeed();
        out[4] = jump.meanSpeed();
        out[5] = circle.path();
        out[6] = jump.path();
        double[] c = new double[circle.series().size()];
        double[] j = new double[jump.series().size()];
        circle.sample(c);
        jump.sample(j);
        out[7] = c[6];
        out[8] = j[6];
        out[9] = circle.meanTurnDegrees();
        out[10] = jump.meanTurnDegrees();
    }

    @Override public void apply(Input input) {
        circle.apply(input);
        jump.apply(input);
    }

    public WanderWorld circle() { return circle; }

    public WanderWorld jump() { return jump; }
}
