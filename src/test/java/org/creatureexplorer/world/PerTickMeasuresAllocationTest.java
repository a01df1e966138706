package org.creatureexplorer.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import org.creatureexplorer.creature.Body;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.junit.jupiter.api.Test;

/**
 * The per-tick measures that used to make a vector per joint pair (issue 12: the chain's and
 * the fold's overlap counts were a fifth of the character lesson's event-thread bytes) now work
 * on the coordinates and make nothing at all, interpreted or compiled. Counted in bytes on this
 * thread, so a loaded machine does not change the answer.
 */
class PerTickMeasuresAllocationTest {
    private static final int CALLS = 200;

    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }

    /** Bytes per call of {@code r}, after as many calls to warm up. */
    private static double bytesPerCall(Runnable r) {
        for (int i = 0; i < CALLS; i++) r.run();
        long before = allocated();
        for (int i = 0; i < CALLS; i++) r.run();
        return (allocated() - before) / (double) CALLS;
    }

    private static void assertSamplesAllocateNothing(World w) {
        for (int i = 0; i < 300; i++) w.step();
        double[] out = new double[w.series().size()];
        double bytes = bytesPerCall(() -> w.sample(out));
        // One vector per joint of each pair was some 17,700 bytes a call (26 joints, the chain); nothing is 0, a little slack for the counter.
        assertTrue(bytes < 16, w.getClass().getSimpleName() + ".sample allocates " + bytes + " bytes a call");
    }

    @Test
    void theChainsSampleAllocatesNothing() {
        assertSamplesAllocateNothing(new ChainWorld(ParamValues.defaults(ChainWorld.PARAMS)));
    }

    @Test
    void theFoldsSampleAllocatesNothing() {
        assertSamplesAllocateNothing(new FoldWorld(ParamValues.defaults(FoldWorld.PARAMS)));
    }

    @Test
    void aFeelersFollowAllocatesNothing() {
        Feeler f = Feeler.atRest(new Vec2(100, 100), 11, new Vec2(1, 0.5), 0.1);
        Vec2 head = new Vec2(120, 90);
        double bytes = bytesPerCall(() -> f.follow(head));
        assertTrue(bytes < 16, "Feeler.follow allocates " + bytes + " bytes a call");
    }

    @Test
    void aBodysSkinMeasuresAllocateNothing() {
        Vec2[] joints = new Vec2[14];
        double[] radii = new double[14];
        for (int i = 0; i < joints.length; i++) {
            joints[i] = new Vec2(200 - 13 * i, 100 + 6 * Math.sin(i * 0.7));
            radii[i] = 12 - 0.6 * i;
        }
        Body b = new Body(joints, radii);
        double[] sink = new double[1];
        double bytes = bytesPerCall(() -> sink[0] += b.smallestSideStep() + b.sideLength(-1) + b.sideLength(+1) + b.signedBend(3));
        assertTrue(bytes < 16, "Body's skin measures allocate " + bytes + " bytes a call");
    }
}
