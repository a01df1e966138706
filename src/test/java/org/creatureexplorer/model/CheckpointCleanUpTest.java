package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.DistanceWorld;
import org.junit.jupiter.api.Test;

/**
 * What Playback keeps and forgets: the rebase (the base is the newest checkpoint at or before
 * "20 minutes ago", everything before it goes, from the checkpoints, the near checkpoints and the
 * log), the bound on checkpoints, the state a reset starts from, and the runs made from a
 * recipe or a copy. Expected ticks are derived from the constants, not copied from a run.
 */
class CheckpointCleanUpTest {

    private static double[] sample(World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    private static Playback distance() {
        return new Playback(DistanceWorld::new, ParamValues.defaults(DistanceWorld.PARAMS), 600);
    }

    /** The first tick at which a run rebases: the first checkpoint more than KEPT + REBASE_EVERY ticks after 0. */
    private static long firstRebaseTick() {
        long limit = Playback.KEPT_TICKS + Playback.REBASE_EVERY;
        return (limit / Playback.CHECKPOINT_EVERY + 1) * Playback.CHECKPOINT_EVERY;
    }

    @Test
    void theRebaseMovesTheBaseAndForgetsEverythingBeforeIt() {
        Playback run = distance();
        long rebaseAt = firstRebaseTick();
        // An input every 100 ticks, so the log holds entries on both sides of the base.
        List<Long> inputTicks = new ArrayList<>();
        while (run.tick() < rebaseAt - 1) {
            if (run.tick() % 100 == 0) {
                run.apply(new Input.SetParam("length", 20 + run.tick() % 7));
                inputTicks.add(run.tick());
            }
            run.step();
        }
        // One step before the rebase: nothing forgotten yet (KEPT + REBASE_EVERY itself is not past the limit).
        assertEquals(0, run.earliestTick());
        assertEquals(inputTicks.size(), run.loggedInputs());
        List<Long> before = run.checkpointTicks();
        assertTrue(before.contains((long) Playback.KEPT_TICKS + Playback.REBASE_EVERY),
                "the checkpoint exactly at the limit did not rebase: " + before);
        long base = before.stream().filter(t -> t <= rebaseAt - Playback.KEPT_TICKS).max(Long::compare).orElseThrow();

        run.step();
        assertEquals(rebaseAt, run.tick());
        assertEquals(base, run.earliestTick(), "the newest checkpoint at or before " + (rebaseAt - Playback.KEPT_TICKS));
        List<Long> kept = new ArrayList<>(before.stream().filter(t -> t > base).toList());
        kept.add(rebaseAt);
        assertEquals(kept, run.checkpointTicks(), "the checkpoints up to the base go, the base's own too");
        assertTrue(run.nearCheckpointTicks().stream().allMatch(t -> t > base), "near ones before the base go: " + run.nearCheckpointTicks());
        assertFalse(run.nearCheckpointTicks().isEmpty());
        assertEquals(inputTicks.stream().filter(t -> t >= base).count(), run.loggedInputs(), "inputs before the base go, its own stay");
        assertEquals(base, run.recipe().firstTick());
        assertEquals(run.recipe().inputs(), run.loggedInputs());
        // The base's parameters are the ones in force at it, before its own inputs.
        long lastInputBeforeBase = inputTicks.stream().filter(t -> t < base).max(Long::compare).orElseThrow();
        assertEquals(20 + lastInputBeforeBase % 7, run.startParams().get("length"));
        assertEquals(80, run.recipe().startParams().get("length"), "a recipe's start parameters stay tick 0's: it replays from the base world");
    }

    @Test
    void checkpointsFillUpToTheMostBeforeTheyAreThinned() {
        Playback run = distance();
        int most = 0;
        for (int i = 0; i < 120; i++) {
            run.steps(Playback.CHECKPOINT_EVERY);
            most = Math.max(most, run.checkpointTicks().size());
            List<Long> ticks = run.checkpointTicks();
            assertTrue(ticks.contains((long) Playback.REBASE_EVERY) || run.tick() < Playback.REBASE_EVERY,
                    "a checkpoint at a multiple of REBASE_EVERY is never thinned: " + ticks);
        }
        assertEquals(Playback.MAX_CHECKPOINTS, most, "up to " + Playback.MAX_CHECKPOINTS + " are kept before thinning");
    }

    @Test
    void aResetStartsWithOneRowAndTheInputsOfTickZero() {
        Playback run = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 600);
        assertEquals(600, run.historyCapacity());
        run.apply(new Input.SetParam("gap", 20)); // at tick 0
        run.steps(5);
        run.replayTo(0);
        assertEquals(0, run.tick());
        assertEquals(20, run.params().get("gap"), "the input logged at tick 0 applies again at tick 0");
        assertEquals(1, run.history().size(), "tick 0's row");
        assertEquals(0.0, run.history().times()[0]);
        run.steps(3);
        run.reset();
        assertEquals(1, run.history().size());
        assertEquals(20, run.startParams().get("gap"), "a reset keeps the values in force");

        ParamValues other = ParamValues.defaults(ChainWorld.PARAMS);
        other.set("gap", 8);
        run.steps(10);
        run.apply(new Input.SetParam("gap", 30));
        run.restart(other);
        assertEquals(0, run.tick());
        assertEquals(0, run.loggedInputs());
        assertEquals(8, run.params().get("gap"));
        assertEquals(8, run.startParams().get("gap"));
        assertEquals(List.of(), run.checkpointTicks());
    }

    @Test
    void aCopyKeepsTheSameCheckpointsAndARecipeReplaysTheSameRun() {
        Playback run = distance();
        run.apply(new Input.SetParam("length", 50)); // at the recipe's first tick: a replay must apply it too
        run.steps(700);
        run.apply(new Input.Drag(DistanceWorld.POINT, new Vec2(40, 50)));
        run.steps(300);
        Playback copy = run.copy();
        assertEquals(run.checkpointTicks(), copy.checkpointTicks());
        assertEquals(run.nearCheckpointTicks(), copy.nearCheckpointTicks());
        assertEquals(List.of(240L, 480L, 720L, 960L), copy.checkpointTicks());
        assertEquals(2, copy.loggedInputs());

        Playback.Recipe recipe = run.recipe();
        assertEquals(1000, recipe.ticks());
        assertEquals(0, recipe.firstTick());
        assertEquals(2, recipe.inputs());
        assertEquals(run.startParams(), recipe.startParams());
        List<double[]> rows = new ArrayList<>();
        run.replayRows(1000, w -> rows.add(sample(w)));
        assertEquals(1001, rows.size(), "ticks 0 to 1000");
        assertArrayEquals(sample(run.world()), rows.get(1000));

        Playback again = Playback.of(recipe, 50);
        assertEquals(50, again.historyCapacity());
        again.replayTo(1000);
        assertArrayEquals(sample(run.world()), sample(again.world()));
        assertEquals(50, again.history().size());
        assertArrayEquals(sample(run.world()), new double[] {
                again.history().latest(0), again.history().latest(1), again.history().latest(2),
                again.history().latest(3), again.history().latest(4), again.history().latest(5),
                again.history().latest(6), again.history().latest(7), again.history().latest(8)});
    }

    @Test
    void aRunFromARebasedRecipeStartsAtTheBase() {
        Playback run = distance();
        run.steps((int) firstRebaseTick() + 100);
        long base = run.earliestTick();
        assertTrue(base > 0);
        Playback fromRecipe = Playback.of(run.recipe(), 600);
        assertEquals(base, fromRecipe.tick());
        assertEquals(base, fromRecipe.earliestTick());
        assertEquals(1, fromRecipe.history().size(), "the base's row");
        assertEquals(base / 60.0, fromRecipe.history().times()[0], 1e-9);
        fromRecipe.replayTo(run.tick());
        assertArrayEquals(sample(run.world()), sample(fromRecipe.world()));
        assertFalse(fromRecipe.checkpointTicks().isEmpty());
        fromRecipe.replayTo(base + 5);
        fromRecipe.replayTo(base);
        Playback fresh = distance();
        fresh.steps((int) base);
        assertArrayEquals(sample(fresh.world()), sample(fromRecipe.world()));
    }

    @Test
    void pinsOfAnotherWindowReplayAndRestoreUnderTheirNumber() {
        Playback live = distance();
        live.steps(130);
        live.apply(new Input.SetParam("length", 50));
        live.steps(70);
        Pins pins = new Pins(120); // another window than the live run's 600: replayed from the recipe
        assertTrue(pins.isEmpty());
        long v0 = pins.version();
        Pins.Pin first = pins.pin(live);
        assertFalse(pins.isEmpty());
        assertEquals(v0 + 1, pins.version());
        assertEquals(200, first.run().tick());
        assertEquals(120, first.history().size());
        assertArrayEquals(sample(live.world()), sample(first.world()));
        assertEquals(50, first.params().get("length"));
        pins.pin(live);
        pins.pin(live);
        pins.clear(2);
        assertEquals(2, pins.pin(live).number(), "the lowest free number");
        assertEquals(List.of(1, 2, 3), pins.list().stream().map(Pins.Pin::number).toList(), "kept in number order");

        Pins copies = new Pins(120);
        Pins.Pin three = copies.restore(3, first.params(), live.recipe(), 150);
        Pins.Pin one = copies.restore(1, first.params(), live.recipe(), 200);
        assertEquals(List.of(1, 3), copies.list().stream().map(Pins.Pin::number).toList(), "kept in number order");
        assertEquals(2, copies.version());
        assertEquals(150, three.run().tick());
        assertArrayEquals(sample(live.world()), sample(one.world()));
        assertThrows(IllegalArgumentException.class, () -> copies.restore(3, first.params(), live.recipe(), 0));
        assertThrows(IllegalArgumentException.class, () -> copies.restore(0, first.params(), live.recipe(), 0));
        assertThrows(IllegalArgumentException.class, () -> copies.restore(Pins.MAX + 1, first.params(), live.recipe(), 0));
        copies.restore(2, first.params(), live.recipe(), 0);
        assertThrows(IllegalStateException.class, () -> copies.restore(2, first.params(), live.recipe(), 0));

        long v = copies.version();
        assertTrue(copies.clear(2));
        assertEquals(v + 1, copies.version());
        assertFalse(copies.clear(2));
        assertEquals(v + 1, copies.version(), "only a real clear bumps the version");
        copies.clearAll();
        assertEquals(v + 2, copies.version());
        copies.clearAll();
        assertEquals(v + 2, copies.version(), "clearing nothing changes nothing");
    }
}
