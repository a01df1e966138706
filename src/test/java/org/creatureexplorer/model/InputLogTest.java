package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.function.Function;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.PetWorld;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.junit.jupiter.api.Test;

/** Issue 13: the input log stays bounded while the pointer moves, and replay stays exact. */
class InputLogTest {
    private static final int HOUR_OF_TICKS = 60 * 60 * 60;

    private static double[] sample(World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    @Test
    void anHourOfPointerMovesKeepsOneEntryPerTick() {
        Playback p = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 600);
        Random random = new Random(13);
        for (int t = 0; t < HOUR_OF_TICKS; t++) {
            // A mouse reports several moves per frame; only where it ended up matters to the world.
            for (int k = 0; k < 4; k++) p.apply(new Input.PointerAt(new Vec2(random.nextDouble() * 800, random.nextDouble() * 500)));
            p.step();
        }
        assertTrue(p.loggedInputs() <= HOUR_OF_TICKS, "logged " + p.loggedInputs() + " inputs for " + HOUR_OF_TICKS + " ticks");
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
