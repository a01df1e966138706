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

    /**
     * The springs alone, tick by tick: with the same friction factor f both ways, a tick takes
     * the sum of the fourteen speeds S to f S, because within each pair the springs add to one
     * joint exactly what they take from the other. Recomputed here from the speeds before and
     * after each tick. Rounding: 13 pairs x 2 additions and 14 products on speeds under
     * 400 px/s (ulp 5.7e-14) leave at most 40 x 5.7e-14 = 2.3e-12 px/s; the bound is 3e-12.
     * One spring 0.1% stronger on one side puts ~1e-3 x 30 px/s = 3e-2 px/s in: caught at once.
     */
    @Test void theSpringsAloneKeepTheSumOfSpeeds() {
        CaterpillarWorld w = world(CaterpillarWorld.FORWARD_FRICTION);
        double f = Math.exp(-CaterpillarWorld.FORWARD_FRICTION / 60.0);
        double wriggle = 0;
        for (int t = 0; t < 3600; t++) {
            double before = 0;
            for (int i = 0; i < CaterpillarWorld.JOINTS; i++) before += w.v(i);
            w.step();
            double after = 0;
            for (int i = 0; i < CaterpillarWorld.JOINTS; i++) {
                after += w.v(i);
                wriggle = Math.max(wriggle, Math.abs(w.v(i)));
            }
            assertEquals(f * before, after, 3e-12, "tick " + w.tick() + ": the springs changed the sum of speeds");
        }
        assertTrue(wriggle > 50, "the joints wriggle (fastest " + wriggle + " px/s): the sum is kept, not trivially zero");
    }

    /**
     * With the brief's friction (1.2 forward, 28 back) the centre, the mean of the fourteen
     * positions along the trail recomputed here, gains ground in every second after the first
     * (its slowest second still forward), and the centre_speed column is the mean of the speeds.
     */
    @Test void theLopsidedFrictionGainsGroundEverySecond() {
        CaterpillarWorld w = world(28);
        double[] row = new double[w.series().size()];
        for (int t = 0; t < 60; t++) w.step();
        double slowest = Double.POSITIVE_INFINITY;
        for (int second = 0; second < 30; second++) {
            double from = meanPosition(w);
            for (int t = 0; t < 60; t++) {
                w.step();
                w.sample(row);
                double mean = 0;
                for (int i = 0; i < CaterpillarWorld.JOINTS; i++) mean += w.v(i) / CaterpillarWorld.JOINTS;
                assertEquals(mean, row[1], 1e-9, "centre_speed at tick " + w.tick());
            }
            slowest = Math.min(slowest, meanPosition(w) - from);
        }
        assertTrue(slowest > 20, "slowest second: " + slowest + " px (about 80 px/s is the brief's)");
    }

    private static double meanPosition(CaterpillarWorld w) {
        double sum = 0;
        for (int i = 0; i < CaterpillarWorld.JOINTS; i++) sum += w.s(i);
        return sum / CaterpillarWorld.JOINTS;
    }
}
