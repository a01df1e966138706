package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class SpiderWorldTest {

    /** Walks the spider, checking the invariants every tick; returns the number of completed steps. */
    private static int walk(SpiderWorld w, int ticks, Vec2[] pointerPath) {
        Spider sp = w.spider();
        int lastSet = -1;
        int completed = 0;
        double bodyAtLift = Double.NaN;
        long liftTick = -1;
        Vec2[] before = new Vec2[Spider.LEGS];
        boolean[] wasDown = new boolean[Spider.LEGS];
        for (int t = 0; t < ticks; t++) {
            if (pointerPath != null) w.apply(new Input.PointerAt(pointerPath[(t / 90) % pointerPath.length]));
            int swapsBefore = sp.setSwaps();
            int movingBefore = sp.movingSet();
            for (int i = 0; i < Spider.LEGS; i++) {
                before[i] = sp.foot(i);
                wasDown[i] = sp.planted(i);
            }
            w.step();
            int moving = sp.movingSet();
            boolean landed = sp.setSwaps() != swapsBefore;
            if (landed) {
                assertEquals(swapsBefore + 1, sp.setSwaps());
                // 0.14 s is 8.4 ticks: lifted on one tick, it lands on the ninth after.
                assertEquals(9, w.tick() - liftTick, "ticks from lift to landing");
                for (int i = 0; i < Spider.LEGS; i++) {
                    if (Spider.setOf(i) != movingBefore) continue;
                    // Landing: ahead of home by 1.6 x what the body covered during the step, on the ground.
                    double covered = sp.body().x() - bodyAtLift;
                    assertEquals(sp.home(i).x() + 1.6 * covered, sp.foot(i).x(), 1e-9);
                    assertEquals(SpiderWorld.ground(sp.foot(i).x()), sp.foot(i).y(), 1e-9);
                }
                completed++;
            }
            boolean lifted = moving >= 0 && (movingBefore < 0 || landed);
            if (lifted) {
                // The set that lifts is never the one that stepped last: the sets strictly alternate.
                assertTrue(lastSet != moving, "set " + moving + " stepped twice in a row at tick " + w.tick());
                lastSet = moving;
                liftTick = w.tick();
                bodyAtLift = sp.body().x();
                for (int i = 0; i < Spider.LEGS; i++) {
                    if (Spider.setOf(i) == moving) assertTrue(!sp.planted(i), "all four of a set lift together");
                }
            }
            // At least four feet down, always: four or eight.
            assertTrue(sp.feetDown() == 4 || sp.feetDown() == 8, sp.feetDown() + " feet down at tick " + w.tick());
            for (int i = 0; i < Spider.LEGS; i++) {
                if (wasDown[i] && sp.planted(i)) assertEquals(before[i], sp.foot(i), "a planted foot slid");
                // Knees point up: above the hip-foot midpoint whenever the foot is below the hip and in
                // reach (a foot right under the hip on a bump, or a straight guarded leg, has no "up").
                Vec2 mid = sp.hip(i).lerp(sp.ik(i).foot(), 0.5);
                boolean inReach = sp.ik(i).usedDistance() == sp.ik(i).distance();
                if (inReach && sp.foot(i).y() > sp.hip(i).y() + 5) {
                    assertTrue(sp.ik(i).knee().y() <= mid.y() + 1e-9, "knee below the midpoint, leg " + i);
                }
            }
            double[] s = new double[w.series().size()];
            w.sample(s);
            Columns c = Columns.of(w);
            assertEquals(sp.feetDown(), c.get(s, "feet_down"));
            assertEquals(moving + 1, c.get(s, "moving_set"));
            assertEquals(sp.setSwaps(), c.get(s, "set_swaps"));
        }
        return completed;
    }

    @Test
    void setsStrictlyAlternateAndAtLeastFourFeetAreAlwaysDown() {
        SpiderWorld w = new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS));
        int steps = walk(w, 60 * 60, null);
        assertTrue(steps > 40, "it walked: " + steps + " steps");
        assertEquals(steps, w.spider().setSwaps());
    }

    @Test
    void theInvariantsHoldWhileThePointerJerksItAround() {
        SpiderWorld w = new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS));
        Vec2[] path = {new Vec2(20, 100), new Vec2(340, 50), new Vec2(180, 80), new Vec2(350, 100), new Vec2(0, 0)};
        int steps = walk(w, 60 * 30, path);
        assertTrue(steps > 20);
    }

    @Test
    void aSpiderThatStopsStopsStepping() {
        SpiderWorld w = new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS));
        for (int t = 0; t < 120; t++) w.step();
        w.apply(new Input.PointerAt(new Vec2(180, 60)));
        for (int t = 0; t < 300; t++) w.step();
        int swaps = w.spider().setSwaps();
        for (int t = 0; t < 300; t++) {
            w.step();
            assertEquals(8, w.spider().feetDown());
        }
        assertEquals(swaps, w.spider().setSwaps());
    }

    @Test
    void theBodySettlesAboutTwentyTwoPixelsAboveItsPlantedFeet() {
        SpiderWorld w = new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS));
        double clearance = 0;
        int n = 0;
        for (int t = 0; t < 3600; t++) {
            w.step();
            if (t > 120) {
                clearance += w.spider().clearance();
                n++;
            }
        }
        assertEquals(Spider.BODY_HEIGHT, clearance / n, 1.5);
    }

    /**
     * The body is driven by the snake's head rule toward the figure-eight's horizontal swing
     * (period 9 s): each tick it closes min(5 x gap, 240 px/s) x dt of the gap, never past it.
     * Recomputed here from the target the world reports.
     */
    @Test
    void theBodyFollowsTheSnakesHeadRuleOnTheFigureEight() {
        SpiderWorld w = new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS));
        double dt = 1.0 / 60;
        double x = w.spider().body().x();
        double fastest = 0;
        for (int t = 1; t <= 540; t++) {
            w.step();
            double target = 180 + 110 * Math.sin(2 * Math.PI * t * dt / 9);
            assertEquals(target, w.targetX(), 1e-9, "tick " + t);
            double gap = target - x;
            double move = Math.min(Math.min(5 * Math.abs(gap), 240) * dt, Math.abs(gap));
            x += Math.signum(gap) * move;
            assertEquals(x, w.spider().body().x(), 1e-9, "tick " + t);
            fastest = Math.max(fastest, move / dt);
        }
        // Measured: 15 swaps in 9 s (the source's figure-eight spider: 49), top speed about 77 px/s.
        assertEquals(15, w.spider().setSwaps());
        assertTrue(fastest > 70 && fastest < 80, "top speed " + fastest);
    }
}
