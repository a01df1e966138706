package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.DistanceWorld;
import org.junit.jupiter.api.Test;

class PlaybackTest {

    private static double[] sample(World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    @Test
    void stepBackIsExactlyTheEarlierStateIncludingPointerInputs() {
        Playback p = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 600);
        p.steps(30);
        p.apply(new Input.PointerAt(new Vec2(100, 60)));
        p.steps(20);
        p.apply(new Input.SetParam("gap", 18));
        p.steps(10);
        double[] at59 = null;
        // Record tick 59 on the way forward, then compare after stepping back from 60.
        Playback again = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 600);
        again.steps(30);
        again.apply(new Input.PointerAt(new Vec2(100, 60)));
        again.steps(20);
        again.apply(new Input.SetParam("gap", 18));
        again.steps(9);
        at59 = sample(again.world());

        p.stepBack();
        assertEquals(59, p.tick());
        assertArrayEquals(at59, sample(p.world()));
        assertEquals(18, p.params().get("gap"));
        // Step forward again: the logged inputs replay, so tick 60 matches too.
        again.step();
        p.step();
        assertArrayEquals(sample(again.world()), sample(p.world()));
    }

    @Test
    void stepBackBeforeALiveChangeRestoresTheOldValue() {
        Playback p = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 600);
        p.steps(5);
        p.apply(new Input.SetParam("gap", 20));
        p.step();
        p.stepBack();
        assertEquals(20, p.params().get("gap"), "the change logged at tick 5 is still in force at tick 5");
        p.stepBack();
        assertEquals(12, p.params().get("gap"));
    }

    @Test
    void aNewInputAfterStepBackRewritesTheFuture() {
        Playback p = new Playback(DistanceWorld::new, ParamValues.defaults(DistanceWorld.PARAMS), 600);
        p.steps(10);
        p.apply(new Input.Drag(DistanceWorld.POINT, new Vec2(10, 10)));
        p.steps(10);
        p.replayTo(5);
        p.apply(new Input.Drag(DistanceWorld.ANCHOR, new Vec2(200, 200)));
        assertEquals(1, p.loggedInputs());
    }

    @Test
    void resetForgetsInputsButKeepsLiveParameters() {
        Playback p = new Playback(DistanceWorld::new, ParamValues.defaults(DistanceWorld.PARAMS), 600);
        p.steps(10);
        p.apply(new Input.SetParam("length", 50));
        p.steps(10);
        p.reset();
        assertEquals(0, p.tick());
        assertEquals(0, p.loggedInputs());
        p.step();
        assertEquals(50, Columns.of(p.world()).get(sample(p.world()), "distance_after"), 1e-9, "distance after the fix uses the length in force");
    }

    @Test
    void historyIsBoundedAndOldestFirst() {
        Playback p = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 50);
        p.steps(200);
        History h = p.history();
        assertEquals(50, h.size());
        double[] t = h.times();
        assertEquals(151 / 60.0, t[0], 1e-9);
        assertEquals(200 / 60.0, t[49], 1e-9);
    }

    @Test
    void checkpointsStayBoundedDenseNearNowAndSparseInTheFarPast() {
        Playback p = new Playback(DistanceWorld::new, ParamValues.defaults(DistanceWorld.PARAMS), 600);
        int every = Playback.CHECKPOINT_EVERY;
        p.steps(200 * every + 17);
        java.util.List<Long> ticks = p.checkpointTicks();
        assertEquals(true, ticks.size() <= Playback.MAX_CHECKPOINTS, "at most " + Playback.MAX_CHECKPOINTS + ": " + ticks.size());
        assertEquals(200L * every, ticks.get(ticks.size() - 1), "the newest is the last multiple of the interval");
        for (int i = ticks.size() - 20; i < ticks.size(); i++) {
            assertEquals(every, ticks.get(i) - ticks.get(i - 1), "the recent past is dense: " + ticks);
        }
        assertEquals(true, ticks.get(1) - ticks.get(0) > 4L * every, "the far past is thinned: " + ticks);
        // A new input at an earlier tick drops the checkpoints after it.
        p.replayTo(100L * every + 5);
        p.apply(new Input.Drag("P", new Vec2(10, 10)));
        assertEquals(true, p.checkpointTicks().stream().allMatch(t -> t <= 100L * every + 5), p.checkpointTicks().toString());
        p.reset();
        assertEquals(java.util.List.of(), p.checkpointTicks());
    }

    @Test
    void nearCheckpointsFollowTheCurrentTickAndStayBounded() {
        Playback p = new Playback(DistanceWorld::new, ParamValues.defaults(DistanceWorld.PARAMS), 600);
        int near = Playback.NEAR_EVERY, every = Playback.CHECKPOINT_EVERY;
        p.steps(50 * every + 2 * near + 7);
        java.util.List<Long> ticks = p.nearCheckpointTicks();
        assertEquals(Playback.NEAR_KEPT, ticks.size(), ticks.toString());
        assertEquals(50L * every + 2 * near, ticks.get(ticks.size() - 1), "the newest is the last multiple of the interval");
        assertEquals(true, ticks.stream().allMatch(t -> t % near == 0 && t % every != 0), "between the coarse ones: " + ticks);
        // Stepping back far replays from a coarse checkpoint and keeps near ones around the new tick.
        long back = 20L * every + 3 * near + 11;
        p.replayTo(back);
        assertEquals(back, p.tick());
        ticks = p.nearCheckpointTicks();
        assertEquals(true, ticks.size() <= Playback.NEAR_KEPT, ticks.toString());
        assertEquals(true, ticks.contains(20L * every + 3 * near), "the one just before the tick: " + ticks);
        // An input drops the near checkpoints after it; reset drops them all.
        p.apply(new Input.Drag("P", new Vec2(10, 10)));
        assertEquals(true, p.nearCheckpointTicks().stream().allMatch(t -> t <= back), p.nearCheckpointTicks().toString());
        p.reset();
        assertEquals(java.util.List.of(), p.nearCheckpointTicks());
    }
}
