package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.model.ParamValues;
import org.junit.jupiter.api.Test;

class CaterpillarWorldTest {

    private static CaterpillarWorld world(double backFriction) {
        ParamValues p = ParamValues.defaults(CaterpillarWorld.PARAMS);
        p.set("back-friction", backFriction);
        return new CaterpillarWorld(p);
    }

    /**
     * Equal friction both ways: the springs add and remove equal speeds, friction scales the sum,
     * so the sum of the speeds stays 0 and the centre stays put up to rounding. The bound: about
     * 40 roundings per tick on speeds below 400 px/s (ulp 5.7e-14) put at most 2.3e-12 px/s into
     * the sum per tick, 1.6e-13 into the mean; after N ticks the centre is off by at most
     * dt N^2 / 2 x 1.6e-13 = 4.8e-8 px for N = 6000, plus the positions' own roundings (1.7e-10).
     */
    @Test void equalFrictionGoesNowhereThoughItWriggles() {
        CaterpillarWorld w = world(CaterpillarWorld.FORWARD_FRICTION);
        double fastest = 0;
        double[] row = new double[w.series().size()];
        for (int t = 0; t < 6000; t++) {
            w.step();
            for (int i = 0; i < CaterpillarWorld.JOINTS; i++) fastest = Math.max(fastest, Math.abs(w.v(i)));
            w.sample(row);
            assertEquals(0, row[0], 1e-7, "centre moved at tick " + w.tick());
        }
        assertTrue(fastest > 50, "the segments wriggle (fastest " + fastest + " px/s), so the zero is not a body at rest");
    }

    /** The brief's friction (forward 1.2, back 28): about 80 px/s forward once going. */
    @Test void lopsidedFrictionCrawlsForward() {
        CaterpillarWorld w = world(28);
        for (int t = 0; t < 120; t++) w.step();
        double from = w.centre();
        for (int t = 0; t < 3600; t++) w.step();
        double speed = (w.centre() - from) / 60.0;
        assertTrue(speed > 70 && speed < 95, "mean speed " + speed + " px/s");
    }

    /** The springs keep the body in order: no segment overtakes the one ahead, no gap doubles. */
    @Test void segmentsNeverPassEachOther() {
        CaterpillarWorld w = world(28);
        for (int t = 0; t < 3600; t++) {
            w.step();
            for (int i = 0; i < CaterpillarWorld.JOINTS - 1; i++) {
                double gap = w.gap(i);
                assertTrue(gap > 1 && gap < 2 * CaterpillarWorld.REST_GAP, "gap " + i + " = " + gap);
            }
        }
    }

    /** Every segment is drawn on the trail: neighbours are no farther apart in the plane than along the trail. */
    @Test void segmentsSitOnTheTrail() {
        CaterpillarWorld w = world(28);
        for (int t = 0; t < 2000; t++) {
            w.step();
            for (int i = 0; i < CaterpillarWorld.JOINTS - 1; i++) {
                assertTrue(w.joint(i).distanceTo(w.joint(i + 1)) <= w.gap(i) + 1e-9, "chord longer than the arc at " + i);
            }
        }
    }
}
