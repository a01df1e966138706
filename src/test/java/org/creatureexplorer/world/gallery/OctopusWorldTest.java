package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class OctopusWorldTest {
    private static final int TICKS = 3600;

    private static OctopusWorld world(int iterations) {
        ParamValues p = ParamValues.defaults(OctopusWorld.PARAMS);
        p.set("iterations", iterations);
        return new OctopusWorld(p);
    }

    /** Gaps recomputed from the joints: after every recorded pass of the middle tentacle, and for all seven each tick. */
    @Test void gapsAreExactAfterEveryPass() {
        OctopusWorld w = world(4);
        for (int t = 0; t < TICKS; t++) {
            w.step();
            assertEquals(1 + 2 * 4, w.passCount());
            for (int pass = 0; pass < w.passCount(); pass++) {
                for (int j = 1; j < OctopusWorld.JOINTS; j++) {
                    double gap = w.passJoint(pass, j).distanceTo(w.passJoint(pass, j - 1));
                    assertEquals(OctopusWorld.GAP, gap, 1e-12, "tick " + t + " pass " + pass + " joint " + j);
                }
            }
            for (int k = 0; k < OctopusWorld.TENTACLES; k++) {
                Fabrik f = w.tentacle(k);
                assertEquals(0, f.root().distanceTo(f.anchor()), 1e-12, "root off its anchor");
                for (int j = 1; j < f.size(); j++) assertEquals(OctopusWorld.GAP, f.joint(j).distanceTo(f.joint(j - 1)), 1e-12);
            }
        }
    }

    /** Share of tentacle-ticks whose tip is within 1 px of its point, recomputed from tip and point. */
    private static double shareOnPoint(int iterations) {
        OctopusWorld w = world(iterations);
        int on = 0;
        for (int t = 0; t < TICKS; t++) {
            w.step();
            for (int k = 0; k < OctopusWorld.TENTACLES; k++) if (w.tentacle(k).tip().distanceTo(w.goal(k)) <= 1) on++;
        }
        return on / (double) (TICKS * OctopusWorld.TENTACLES);
    }

    @Test void fourIterationsKeepMostTipsOnTheirPointsOneFewer() {
        double four = shareOnPoint(4);
        double one = shareOnPoint(1);
        assertTrue(four > 0.9, "4 iterations: " + four);
        assertTrue(one < four - 0.15, "1 iteration: " + one + " against " + four);
    }

    /** A point out of reach: the tentacle lies straight toward it, tip short by exactly distance - reach. */
    @Test void outOfReachLiesStraightTowardThePoint() {
        OctopusWorld w = world(4);
        int seen = 0;
        for (int t = 0; t < TICKS; t++) {
            w.step();
            for (int k = 0; k < OctopusWorld.TENTACLES; k++) {
                Fabrik f = w.tentacle(k);
                double d = w.goal(k).distanceTo(f.anchor());
                if (d <= OctopusWorld.REACH) continue;
                seen++;
                assertEquals(d - OctopusWorld.REACH, w.tipError(k), 1e-9, "tip short by distance - reach");
                Vec2 dir = w.goal(k).minus(f.anchor()).directionOr(Vec2.UNIT_X);
                for (int j = 0; j < f.size(); j++) {
                    assertEquals(0, f.joint(j).minus(f.anchor()).cross(dir), 1e-9, "joint " + j + " off the straight line");
                }
            }
        }
        assertTrue(seen > 0, "the figure-eight takes some points out of reach");
    }

    /**
     * All seven tentacles after every half-pass, not only the middle one: the max_gap_error
     * column (the worst gap after any pass this tick) stays at rounding level, 1e-12 px on
     * 10 px gaps, with 1 and with 16 iterations, out of reach or not.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 16})
    void everyTentacleKeepsItsGapsAfterEveryPass(int iterations) {
        OctopusWorld w = world(iterations);
        double[] row = new double[w.series().size()];
        int column = w.series().stream().map(org.creatureexplorer.model.SeriesSpec::column).toList().indexOf("max_gap_error");
        for (int t = 0; t < TICKS; t++) {
            w.step();
            w.sample(row);
            assertTrue(row[column] < 1e-12, "tick " + w.tick() + ": gap error " + row[column]);
        }
    }
}
