package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.SnakeBody;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class ChainWorldTest {

    private static ChainWorld world(double gap) {
        ParamValues p = ParamValues.defaults(ChainWorld.PARAMS);
        p.set("gap", gap);
        return new ChainWorld(p);
    }

    @Test
    void gapsStayExactToFloatingPointNoiseOverManyLaps() {
        ChainWorld w = world(12);
        double worst = 0;
        double travelled = 0;
        for (int t = 0; t < 6000; t++) {
            Vec2 headBefore = w.chain().joint(0);
            w.step();
            travelled += headBefore.distanceTo(w.chain().joint(0));
            // Measured here from the joints, not taken from the chain's own maxGapError.
            double now = 0;
            for (int i = 1; i < w.chain().size(); i++) {
                double gap = w.chain().joint(i - 1).distanceTo(w.chain().joint(i));
                now = Math.max(now, Math.abs(gap - 12));
            }
            assertEquals(now, w.chain().maxGapError(), 1e-12, "the chain reports the error the joints show");
            worst = Math.max(worst, now);
        }
        assertTrue(worst < 1e-12, "gap error " + worst);
        // And the chain's own report (the chart's series) sees a real error: gaps laid at 12, asked for 15.
        org.creatureexplorer.sim.FollowChain loose = new org.creatureexplorer.sim.FollowChain(5, 12, new Vec2(0, 0), new Vec2(1, 0));
        loose.setGap(15);
        assertEquals(3, loose.maxGapError(), 1e-12);
        // Many laps really ran (a still chain keeps its gaps trivially).
        assertTrue(travelled > 5 * 2 * Math.PI * 105, "the head travelled " + travelled + " px");
    }

    @Test
    void headNeverExceedsTheSpeedCapAndClosesFiveTimesTheDistancePerSecond() {
        ChainWorld w = world(12);
        double dt = w.dt();
        Vec2 head = w.chain().joint(0);
        for (int t = 0; t < 2000; t++) {
            Vec2 target = w.target();
            w.step();
            Vec2 next = w.chain().joint(0);
            double moved = next.distanceTo(head);
            assertTrue(moved <= 240 * dt + 1e-9, "moved " + moved + " px in one tick");
            // Independently: the step is min(5 x distance to the new target, 240) x dt.
            double expected = Math.min(Math.min(5 * head.distanceTo(w.target()), 240) * dt, head.distanceTo(w.target()));
            assertEquals(expected, moved, 1e-9);
            head = next;
            assertTrue(target.isFinite());
        }
    }

    @Test
    void theIdleTargetRunsTheFigureEightAndThePointerPullsIt() {
        ChainWorld w = world(12);
        for (int t = 0; t < 600; t++) w.step();
        assertTrue(w.target().distanceTo(ChainWorld.FIGURE_EIGHT.at(w.timeSeconds())) < 1e-9, "idle: on the curve");
        Vec2 pointer = new Vec2(50, 250);
        w.apply(new Input.PointerAt(pointer));
        for (int t = 0; t < 180; t++) w.step();
        assertTrue(w.target().distanceTo(pointer) < 0.01, "target eased to the pointer");
        w.apply(new Input.PointerLeft());
        for (int t = 0; t < 240; t++) w.step();
        assertTrue(w.target().distanceTo(ChainWorld.FIGURE_EIGHT.at(w.timeSeconds())) < 0.01, "back on the curve");
    }

    @Test
    void aLongerGapMakesTheBodyCrossItselfOnTheSameFigureEight() {
        double closestAt12 = closestHeadTail(world(12));
        double closestAt20 = closestHeadTail(world(20));
        assertTrue(closestAt12 > 80, "12 px gap: closest head-tail " + closestAt12);
        assertTrue(closestAt20 < 30 && closestAt20 < closestAt12 / 3,
                "20 px gap: closest head-tail " + closestAt20 + " (12 px gap: " + closestAt12 + ")");
    }

    /**
     * overlapping_pairs: pairs of joints three or more apart closer than the sum of their radii,
     * counted here again from the joints and the snake's radii. The 12 px snake never crosses itself
     * on the figure-eight; the 20 px one does (up to 5 pairs, on 348 of 1080 ticks).
     */
    @Test
    void overlappingPairsCountTheBodyCrossingItself() {
        int[] most = new int[2];
        int[] ticksWith = new int[2];
        double[] gaps = {12, 20};
        for (int k = 0; k < 2; k++) {
            ChainWorld w = world(gaps[k]);
            double[] s = new double[w.series().size()];
            int column = w.series().stream().map(x -> x.column()).toList().indexOf("overlapping_pairs");
            assertEquals(w.series().size() - 1, column, "the last column");
            for (int t = 0; t < 1080; t++) {
                w.step();
                int n = w.chain().size(), pairs = 0;
                for (int i = 0; i < n; i++) {
                    for (int j = i + 3; j < n; j++) {
                        double d = w.chain().joint(i).distanceTo(w.chain().joint(j));
                        if (d < SnakeBody.radius(i, n) + SnakeBody.radius(j, n)) pairs++;
                    }
                }
                w.sample(s);
                assertEquals(pairs, s[column], "tick " + w.tick());
                most[k] = Math.max(most[k], pairs);
                if (pairs > 0) ticksWith[k]++;
            }
        }
        assertEquals(0, most[0], "gap 12: the body never crosses itself");
        assertEquals(5, most[1], "gap 20: up to 5 overlapping pairs");
        assertEquals(348, ticksWith[1], "gap 20: ticks with an overlap in 18 s");
    }

    private static double closestHeadTail(ChainWorld w) {
        for (int t = 0; t < 600; t++) w.step(); // settle out of the start
        double closest = Double.MAX_VALUE;
        for (int t = 0; t < 1200; t++) {
            w.step();
            closest = Math.min(closest, w.chain().headTailDistance());
        }
        return closest;
    }

    @Test
    void snakeRadiiMatchTheReference() {
        assertEquals(12.94, SnakeBody.radius(0, 26), 0.01);
        double widest = 0;
        for (int i = 0; i < 26; i++) widest = Math.max(widest, SnakeBody.radius(i, 26));
        assertEquals(13.11, widest, 0.01);
        assertEquals(2.5, SnakeBody.radius(25, 26), 1e-9);
    }
}
