package org.creatureexplorer.world.gallery;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.creatureexplorer.world.skeletons.LizardWorld;

/**
 * Lesson "one number changes a creature's character": three pairs, each the same creature's
 * world built twice from its defaults with one number changed (the chain snake's gap, the
 * koi's bend limit, the lizard's step trigger). Each pair runs on its own figure-eight, the
 * same for both; the stage is three columns (snake, koi, lizard), the usual creature on top,
 * the changed one below. The pointer over a column steers both of its creatures.
 */
public final class CharacterWorld extends FixedTickWorld {
    public static final ParamKey<Double> SNAKE_GAP = ParamKey.number("snake-gap", "snake gap (below; above: 12)", "px", 4, 30, 20, 1, true);
    public static final ParamKey<Double> KOI_BEND = ParamKey.number("koi-max-bend", "koi bend limit (below; above: 0.35)", "rad", 0.05, 3.15, 0.7, 0.05, true);
    public static final ParamKey<Double> LIZARD_TRIGGER =
            ParamKey.number("lizard-step-trigger", "lizard step trigger (below; above: 38)", "px", 10, 90, 60, 1, true);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(SNAKE_GAP, KOI_BEND, LIZARD_TRIGGER);

    /** The one parameter each pair changes, by its own world's name. */
    public static final String SNAKE_PARAM = "gap";
    public static final String KOI_PARAM = "max-bend";
    public static final String LIZARD_PARAM = "step-trigger";

    /** Each creature's stage is its own world's, 480 x 300; three columns, two rows. */
    public static final double CELL_W = 480;
    public static final double CELL_H = 300;

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("snake_pairs_a", "gap 12", ""),
            new SeriesSpec("snake_pairs_b", "changed gap", ""),
            new SeriesSpec("koi_bend_a", "koi, limit 0.35: largest bend", "rad"),
            new SeriesSpec("koi_bend_b", "koi, changed limit: largest bend", "rad"),
            new SeriesSpec("lizard_stretched_a", "lizard, trigger 38: legs stretched", "%"),
            new SeriesSpec("lizard_stretched_b", "lizard, changed trigger: legs stretched", "%"),
            new SeriesSpec("lizard_steps_a", "lizard, trigger 38: steps per second", "1/s"),
            new SeriesSpec("lizard_steps_b", "lizard, changed trigger: steps per second", "1/s"),
            new SeriesSpec("koi_head_tail_a", "koi, limit 0.35: head to tail", "px"),
            new SeriesSpec("koi_head_tail_b", "koi, changed limit: head to tail", "px"));

    private final ParamValues snakeA;
    private final ParamValues snakeB;
    private final ParamValues koiA;
    private final ParamValues koiB;
    private final ParamValues lizardA;
    private final ParamValues lizardB;
    private final ChainWorld snake;
    private final ChainWorld longSnake;
    private final FoldWorld koi;
    private final FoldWorld looseKoi;
    private final LizardWorld lizard;
    private final LizardWorld lazyLizard;
    private final double[] chainRow;
    private final double[] foldRow;
    private final double[] lizardRow;

    public CharacterWorld(ParamValues p) {
        super(3 * CELL_W, 2 * CELL_H);
        chainRow = new double[8];
        foldRow = new double[5];
        lizardRow = new double[8];
        snakeA = ParamValues.defaults(ChainWorld.PARAMS);
        snakeB = changed(ChainWorld.PARAMS, SNAKE_PARAM, SNAKE_GAP.in(p));
        koiA = ParamValues.defaults(FoldWorld.PARAMS);
        koiB = changed(FoldWorld.PARAMS, KOI_PARAM, KOI_BEND.in(p));
        lizardA = ParamValues.defaults(LizardWorld.PARAMS);
        lizardB = changed(LizardWorld.PARAMS, LIZARD_PARAM, LIZARD_TRIGGER.in(p));
        snake = new ChainWorld(snakeA);
        longSnake = new ChainWorld(snakeB);
        koi = new FoldWorld(koiA);
        looseKoi = new FoldWorld(koiB);
        lizard = new LizardWorld(lizardA);
        lazyLizard = new LizardWorld(lizardB);
    }

    private CharacterWorld(CharacterWorld from) {
        super(from);
        snakeA = from.snakeA.copy();
        snakeB = from.snakeB.copy();
        koiA = from.koiA.copy();
        koiB = from.koiB.copy();
        lizardA = from.lizardA.copy();
        lizardB = from.lizardB.copy();
        snake = from.snake.copy();
        longSnake = from.longSnake.copy();
        koi = from.koi.copy();
        looseKoi = from.looseKoi.copy();
        lizard = from.lizard.copy();
        lazyLizard = from.lazyLizard.copy();
        chainRow = from.chainRow.clone();
        foldRow = from.foldRow.clone();
        lizardRow = from.lizardRow.clone();
    }

    @Override public CharacterWorld copy() { return new CharacterWorld(this); }

    private static ParamValues changed(List<ParamSpec> params, String name, double value) {
        ParamValues v = ParamValues.defaults(params);
        v.set(name, value);
        return v;
    }

    /** The six worlds: snake, long snake, koi, loose koi, lizard, lazy lizard (column by column, top first). */
    public List<World> worlds() { return List.of(snake, longSnake, koi, looseKoi, lizard, lazyLizard); }

    /** The parameter values each of the six worlds was built from, in the order of {@link #worlds()}. */
    public List<ParamValues> worldParams() { return List.of(snakeA, snakeB, koiA, koiB, lizardA, lizardB); }

    @Override public void step() {
        tick++;
        for (World w : worlds()) w.step();
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        snake.sample(chainRow);
        out[0] = chainRow[7];
        longSnake.sample(chainRow);
        out[1] = chainRow[7];
        koi.sample(foldRow);
        out[2] = foldRow[0];
        out[8] = foldRow[3];
        looseKoi.sample(foldRow);
        out[3] = foldRow[0];
        out[9] = foldRow[3];
        lizard.sample(lizardRow);
        out[4] = lizardRow[6];
        out[6] = lizardRow[4];
        lazyLizard.sample(lizardRow);
        out[5] = lizardRow[6];
        out[7] = lizardRow[4];
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) {
            int column = (int) Math.max(0, Math.min(2, Math.floor(p.position().x() / CELL_W)));
            double localY = p.position().y() % CELL_H;
            Input local = new Input.PointerAt(new Vec2(p.position().x() - column * CELL_W, localY));
            for (int c = 0; c < 3; c++) {
                Input what = c == column ? local : new Input.PointerLeft();
                worlds().get(2 * c).apply(what);
                worlds().get(2 * c + 1).apply(what);
            }
        } else if (input instanceof Input.PointerLeft) {
            for (World w : worlds()) w.apply(input);
        } else if (input instanceof Input.Action a && a.name().equals(FoldWorld.FOLD_TEST)) {
            // The fold test drives both koi into their own sixth joint: the looser limit coils tighter.
            koi.apply(a);
            looseKoi.apply(a);
        } else if (input instanceof Input.SetParam set) {
            // The changed world takes the new value, and its recorded values say so (the titles read them).
            if (SNAKE_GAP.isSetBy(set)) change(longSnake, snakeB, SNAKE_PARAM, set.value());
            else if (KOI_BEND.isSetBy(set)) change(looseKoi, koiB, KOI_PARAM, set.value());
            else if (LIZARD_TRIGGER.isSetBy(set)) change(lazyLizard, lizardB, LIZARD_PARAM, set.value());
        }
    }

    private static void change(World world, ParamValues values, String name, double value) {
        values.set(name, value);
        world.apply(new Input.SetParam(name, value));
    }

    public static final Scenario SCENARIO = new WorldScenario("character",
            "three creatures, each twice with one number changed: snake gap, koi bend limit, lizard step trigger",
            PARAMS, 1080, CharacterWorld::new);
}
