package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.function.Function;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.PetWorld;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.DistanceWorld;
import org.junit.jupiter.api.Test;

/** Issue 13: the input log stays bounded while the pointer moves, and replay stays exact. */
class InputLogTest {
    private static final int HOUR_OF_TICKS = 60 * 60 * 60;

    private static double[] sample(World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    /** Most ticks the log can span: the kept history, one rebase step and one checkpoint interval. */
    private static final int MOST_TICKS_KEPT = Playback.KEPT_TICKS + Playback.REBASE_EVERY + Playback.CHECKPOINT_EVERY;

    @Test
    void anHourOfPointerMovesAndDragsStaysUnderTheBound() {
        Playback p = new Playback(DistanceWorld::new, ParamValues.defaults(DistanceWorld.PARAMS), 600);
        Random random = new Random(13);
        // Per tick: one pointer move and one drag after coalescing, plus a release now and then.
        int mostEntries = 2 * MOST_TICKS_KEPT + MOST_TICKS_KEPT / 600 + 2;
        int largestSize = 0, largestCapacity = 0;
        for (int t = 0; t < HOUR_OF_TICKS; t++) {
            // A mouse reports several moves per frame; only where it ended up matters to the world.
            for (int k = 0; k < 4; k++) p.apply(new Input.PointerAt(new Vec2(random.nextDouble() * 800, random.nextDouble() * 500)));
            for (int k = 0; k < 3; k++) p.apply(new Input.Drag(DistanceWorld.POINT, new Vec2(random.nextDouble() * 800, random.nextDouble() * 500)));
            if (t % 600 == 599) p.apply(new Input.Release(DistanceWorld.POINT));
            p.step();
            largestSize = Math.max(largestSize, p.loggedInputs());
            largestCapacity = Math.max(largestCapacity, p.inputLogCapacity());
            if (p.tick() >= Playback.KEPT_TICKS) {
                assertTrue(p.tick() - p.earliestTick() >= Playback.KEPT_TICKS, "20 minutes stay kept at tick " + p.tick() + ": from " + p.earliestTick());
            }
        }
        System.out.printf("input log over an hour: at most %d entries, capacity %d (%d kB at 29 bytes an entry); now %d entries from tick %d%n",
                largestSize, largestCapacity, largestCapacity * 29L / 1024, p.loggedInputs(), p.earliestTick());
        assertTrue(largestSize <= mostEntries, "the log held " + largestSize + " entries, more than " + mostEntries);
        assertTrue(largestCapacity <= 2 * mostEntries, "the log's arrays grew to " + largestCapacity + " entries, more than twice " + mostEntries);
        assertTrue(p.earliestTick() > 0, "an hour is past the kept history: the run was rebased");
        assertTrue(p.checkpointTicks().size() <= Playback.MAX_CHECKPOINTS + 8, "checkpoints: " + p.checkpointTicks().size());
    }

    @Test
    void draggingWhilePausedAddsOneEntryPerHandle() {
        Playback p = new Playback(DistanceWorld::new, ParamValues.defaults(DistanceWorld.PARAMS), 600);
        p.steps(10);
        for (int k = 0; k < 10_000; k++) p.apply(new Input.Drag(DistanceWorld.POINT, new Vec2(k % 700, k % 400)));
        assertEquals(1, p.loggedInputs());
        // A drag of another handle in between is its own entry; order is kept around it.
        p.apply(new Input.Drag(DistanceWorld.ANCHOR, new Vec2(5, 5)));
        p.apply(new Input.Drag(DistanceWorld.POINT, new Vec2(6, 6)));
        p.apply(new Input.Drag(DistanceWorld.POINT, new Vec2(7, 7)));
        assertEquals(3, p.loggedInputs());
    }

    /**
     * After the run is rebased (past {@link Playback#KEPT_TICKS} + {@link Playback#REBASE_EVERY}
     * ticks), jumps and step backs from the base's checkpoints are still exactly a fresh run
     * from tick 0 with the same inputs, and the recipe (what exports replay) starts at the base
     * with the same world.
     */
    @Test
    void stepBackAfterARebaseEqualsAFreshRunAndAReplayFromTheBase() {
        Function<ParamValues, ? extends World> factory = DistanceWorld::new;
        ParamValues params = ParamValues.defaults(DistanceWorld.PARAMS);
        Playback run = new Playback(factory, params, 600);
        java.util.TreeMap<Long, java.util.List<Input>> inputs = new java.util.TreeMap<>();
        Random random = new Random(31);
        int ticks = Playback.KEPT_TICKS + Playback.REBASE_EVERY + 3 * Playback.CHECKPOINT_EVERY + 77;
        for (int t = 0; t < ticks; t++) {
            // A new length at every checkpoint tick: the base's own inputs (after its checkpoint) must survive the rebase.
            if (t % Playback.CHECKPOINT_EVERY == 0) {
                Input in = new Input.SetParam("length", 20 + (t / Playback.CHECKPOINT_EVERY) % 80);
                run.apply(in);
                inputs.computeIfAbsent(run.tick(), k -> new java.util.ArrayList<>()).add(in);
            }
            if (random.nextInt(6) == 0) {
                Input in = switch (random.nextInt(4)) {
                    case 0 -> new Input.PointerAt(new Vec2(random.nextDouble() * 800, random.nextDouble() * 500));
                    case 1 -> new Input.Drag(random.nextBoolean() ? DistanceWorld.POINT : DistanceWorld.ANCHOR, new Vec2(random.nextDouble() * 800, random.nextDouble() * 500));
                    case 2 -> new Input.Release(random.nextBoolean() ? DistanceWorld.POINT : DistanceWorld.ANCHOR);
                    default -> new Input.SetParam("length", 20 + random.nextInt(80));
                };
                run.apply(in);
                inputs.computeIfAbsent(run.tick(), k -> new java.util.ArrayList<>()).add(in);
            }
            run.step();
        }
        long base = run.earliestTick();
        assertTrue(base > 0, "the run was rebased");
        assertTrue(run.tick() - base >= Playback.KEPT_TICKS, "the last 20 minutes are kept: " + base + " to " + run.tick());

        Playback.Recipe recipe = run.recipe();
        assertEquals(base, recipe.firstTick());
        double[][] firstAndLast = new double[2][];
        recipe.replay(run.tick(), w -> {
            if (firstAndLast[0] == null) {
                assertEquals(base, w.tick(), "the recipe starts at the base");
                firstAndLast[0] = sample(w);
            }
            firstAndLast[1] = sample(w);
        });
        assertArrayEquals(sample(run.world()), firstAndLast[1], "the recipe from the base reaches the live state");

        long[] targets = {run.tick() - 1, base + Playback.CHECKPOINT_EVERY + 13, base + 1, base};
        for (long target : targets) {
            run.replayTo(target);
            assertSameAsFresh(factory, params, inputs, run, "after a jump back to " + target);
        }
        assertArrayEquals(firstAndLast[0], sample(run.world()), "at the base, the recipe's first world is the run's");
        // The base is as far as step back goes.
        assertEquals(false, run.stepBack());
        run.replayTo(0);
        assertEquals(base, run.tick());
        run.steps(Playback.CHECKPOINT_EVERY + 5);
        assertTrue(run.stepBack());
        assertSameAsFresh(factory, params, inputs, run, "after a step back past a checkpoint above the base");
    }

    private static void assertSameAsFresh(Function<ParamValues, ? extends World> factory, ParamValues params,
                                          java.util.TreeMap<Long, java.util.List<Input>> inputs, Playback run, String when) {
        Playback fresh = new Playback(factory, params, 600);
        long target = run.tick();
        inputs.getOrDefault(0L, java.util.List.of()).forEach(fresh::apply);
        while (fresh.tick() < target) {
            fresh.step();
            inputs.getOrDefault(fresh.tick(), java.util.List.of()).forEach(fresh::apply);
        }
        String at = "tick " + target + " " + when;
        assertEquals(fresh.params(), run.params(), at + ": parameters");
        assertArrayEquals(sample(fresh.world()), sample(run.world()), at + ": the world's sample");
        assertArrayEquals(fresh.history().times(), run.history().times(), at + ": history times");
        for (int c = 0; c < fresh.world().series().size(); c++) {
            assertArrayEquals(fresh.history().column(c), run.history().column(c), at + ": history column " + c);
        }
    }

    @Test
    void movingThePointerWhilePausedAddsNothing() {
        Playback p = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 600);
        p.steps(10);
        for (int k = 0; k < 100_000; k++) p.apply(new Input.PointerAt(new Vec2(k % 700, k % 400)));
        assertEquals(1, p.loggedInputs());
        // Other inputs still keep their order around the moves.
        p.apply(new Input.SetParam("gap", 18));
        p.apply(new Input.PointerAt(new Vec2(5, 5)));
        p.apply(new Input.PointerAt(new Vec2(6, 6)));
        assertEquals(3, p.loggedInputs());
    }

    @Test
    void replayFromTheCoalescedLogIsExactlyTheLiveRun() {
        check(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS));
        check(PetWorld::new, ParamValues.defaults(PetWorld.PARAMS));
    }

    private static void check(Function<ParamValues, ? extends World> factory, ParamValues params) {
        Playback p = new Playback(factory, params, 600);
        Random random = new Random(7);
        for (int t = 0; t < 3000; t++) {
            int moves = random.nextInt(4);
            for (int k = 0; k < moves; k++) p.apply(new Input.PointerAt(new Vec2(random.nextDouble() * 800, random.nextDouble() * 500)));
            if (random.nextInt(50) == 0) p.apply(new Input.PointerLeft());
            p.step();
        }
        double[] live = sample(p.world());
        long tick = p.tick();
        p.replayTo(tick);
        assertArrayEquals(live, sample(p.world()), "replay differs from the live run");
    }
}
