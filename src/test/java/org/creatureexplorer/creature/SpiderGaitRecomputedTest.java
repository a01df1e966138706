package org.creatureexplorer.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * {@link Spider}'s gait recomputed here from its class comment, on a walker {@link Spider.Plan}
 * of its own (four legs with lopsided offsets, numbers unlike the spider's so a swapped field
 * shows), on sine ground: the set whose turn it is lifts when one of its feet lags more than
 * the trigger behind home, its feet follow a smoothstep from where they were to home plus lead
 * x the body's travel, raised by lift x sin(pi progress), and land when progress reaches 1; the
 * body eases toward its height over the mean ground under the planted feet.
 */
class SpiderGaitRecomputedTest {
    private static final double DT = 1.0 / 60;
    private static final DoubleUnaryOperator GROUND = x -> 300 + 9 * Math.sin(x / 37.0);
    /** Trigger 20 px, step 0.25 s, lift 10 px, lead 1.3, height 30 px at 4/s; bones 1.2 x reach over a 18 px drop, 0.45 : 0.6. */
    private static final Spider.Plan PLAN = new Spider.Plan(List.of(
            new Spider.LegAt(-50, -8, 0), new Spider.LegAt(-25, -3, 1), new Spider.LegAt(30, 2, 0), new Spider.LegAt(55, 9, 1)),
            20, 0.25, 10, 1.3, 30, 4, 1.2, 18, 0.45, 0.6);

    @Test
    void bonesAreSizedFromTheReachAtTheTrigger() {
        Spider s = new Spider(PLAN, GROUND, 100);
        assertEquals(4, s.legCount());
        assertEquals(PLAN, s.plan());
        double[] home = {-50, -25, 30, 55};
        double[] hip = {-8, -3, 2, 9};
        for (int i = 0; i < 4; i++) {
            double reach = 1.2 * Math.hypot(Math.abs(home[i] - hip[i]) + 20, 18);
            assertEquals(reach, PLAN.reach(i), 1e-12, "reach " + i);
            assertEquals(0.45 * reach, s.thigh(i), 1e-12, "thigh " + i);
            assertEquals(0.6 * reach, s.shin(i), 1e-12, "shin " + i);
            assertEquals(i % 2, s.set(i), "set " + i);
        }
        // The spider's own: legs alternate sets, each 15% over the farthest reach, 24 px drop.
        Spider spider = new Spider(GROUND, 0);
        for (int i = 0; i < Spider.LEGS; i++) {
            assertEquals(i % 2, Spider.setOf(i));
            assertEquals(i % 2, spider.set(i));
            double across = Math.abs(Spider.HOME_OFFSET[i] - Spider.HIP_OFFSET[i]) + Spider.LAG_TRIGGER;
            assertEquals(0.47 * 1.15 * Math.hypot(across, 24), spider.thigh(i), 1e-12);
        }
    }

    @Test
    void itStartsWithEveryFootHomeAndTheBodyAtItsHeight() {
        Spider s = new Spider(PLAN, GROUND, 100);
        double mean = 0;
        for (int i = 0; i < 4; i++) {
            Vec2 home = new Vec2(100 + new double[] {-50, -25, 30, 55}[i], 0);
            home = new Vec2(home.x(), GROUND.applyAsDouble(home.x()));
            assertEquals(home, s.foot(i));
            assertEquals(home, s.home(i));
            mean += home.y() / 4;
        }
        assertEquals(new Vec2(100, mean - 30), s.body());
        assertEquals(30, s.clearance(), 1e-12);
        assertEquals(4, s.feetDown());
        assertEquals(-1, s.movingSet());
        assertEquals(0, s.stepProgress());
        assertEquals(0, s.worstLag(0));
        assertKneesUp(s);
    }

    /** Every knee: bones at their lengths (the foot the solver reached, short of an out-of-reach target), not below the hip-foot midpoint. */
    private static void assertKneesUp(Spider s) {
        for (int i = 0; i < s.legCount(); i++) {
            Vec2 hip = s.hip(i);
            Vec2 knee = s.ik(i).knee();
            Vec2 foot = s.foot(i);
            assertEquals(s.thigh(i), hip.distanceTo(knee), 1e-6, "thigh of " + i);
            assertEquals(s.shin(i), knee.distanceTo(s.ik(i).foot()), 1e-6, "shin of " + i);
            assertTrue(s.ik(i).foot().distanceTo(foot) < 1e-6 || hip.distanceTo(foot) > s.thigh(i) + s.shin(i), "reached " + i);
            assertTrue(knee.y() <= (hip.y() + foot.y()) / 2 + 1e-9, "knee " + i + " points up");
        }
    }

    @Test
    void theGaitFollowsTheRuleTickByTick() {
        Spider s = new Spider(PLAN, GROUND, 100);
        double[] homeOff = {-50, -25, 30, 55};
        int[] set = {0, 1, 0, 1};
        Vec2[] feet = new Vec2[4];
        Vec2[] from = new Vec2[4];
        for (int i = 0; i < 4; i++) feet[i] = s.foot(i);
        double bodyY = s.body().y();
        double atLift = 0;
        double progress = 0;
        boolean stepping = false;
        int turn = 0;
        int swaps = 0;
        int lifts = 0;
        double x = 100;
        for (int tick = 1; tick <= 400; tick++) {
            // Speeding up, so the lead changes from step to step.
            x += (60 + tick * 0.4) * DT;
            if (stepping) {
                progress = Math.min(1, progress + DT / 0.25);
                double lead = 1.3 * (x - atLift);
                double smooth = progress * progress * (3 - 2 * progress);
                for (int i = 0; i < 4; i++) {
                    if (set[i] != turn) continue;
                    double gx = x + homeOff[i] + lead;
                    Vec2 goal = new Vec2(gx, GROUND.applyAsDouble(gx));
                    feet[i] = progress >= 1 ? goal : from[i].lerp(goal, smooth).plus(new Vec2(0, -10 * Math.sin(Math.PI * progress)));
                }
                if (progress >= 1) {
                    stepping = false;
                    turn = 1 - turn;
                    swaps++;
                }
            }
            double worst = 0;
            for (int i = 0; i < 4; i++) {
                if (set[i] != turn) continue;
                double hx = x + homeOff[i];
                worst = Math.max(worst, feet[i].distanceTo(new Vec2(hx, GROUND.applyAsDouble(hx))));
            }
            if (!stepping && worst > 20) {
                stepping = true;
                progress = 0;
                atLift = x;
                lifts++;
                for (int i = 0; i < 4; i++) if (set[i] == turn) from[i] = feet[i];
            }
            double sum = 0;
            int down = 0;
            for (int i = 0; i < 4; i++) {
                if (stepping && set[i] == turn) continue;
                sum += GROUND.applyAsDouble(feet[i].x());
                down++;
            }
            bodyY += (sum / down - 30 - bodyY) * (1 - Math.exp(-4 * DT));

            s.step(x, DT);
            assertEquals(bodyY, s.body().y(), 1e-9, "body at tick " + tick);
            assertEquals(x, s.body().x(), 0);
            assertEquals(turn, s.turn(), "turn at tick " + tick);
            assertEquals(stepping ? turn : -1, s.movingSet(), "moving set at tick " + tick);
            assertEquals(swaps, s.setSwaps());
            assertEquals(stepping ? progress : 0, s.stepProgress(), 1e-12, "progress at tick " + tick);
            assertEquals(down, s.feetDown());
            assertEquals(sum / down - bodyY, s.clearance(), 1e-9);
            for (int i = 0; i < 4; i++) {
                assertEquals(feet[i].x(), s.foot(i).x(), 1e-9, "foot " + i + " x at tick " + tick);
                assertEquals(feet[i].y(), s.foot(i).y(), 1e-9, "foot " + i + " y at tick " + tick);
                assertEquals(!(stepping && set[i] == turn), s.planted(i));
                assertEquals(new Vec2(x + new double[] {-8, -3, 2, 9}[i], bodyY).x(), s.hip(i).x(), 1e-12);
            }
            assertKneesUp(s);
        }
        assertTrue(lifts >= 6 && swaps >= 5, "it walked: " + lifts + " lifts, " + swaps + " steps");
    }

    @Test
    void aCopyWalksOnAloneAndAlike() {
        Spider s = new Spider(GROUND, 100);
        double x = 100;
        for (int t = 0; t < 70; t++) s.step(x += 1.5, DT);
        Spider copy = s.copy();
        double cx = x;
        for (int t = 0; t < 70; t++) copy.step(cx += 1.5, DT);
        assertEquals(new Vec2(x, s.body().y()), s.body(), "the original stayed");
        for (int t = 0; t < 70; t++) s.step(x += 1.5, DT);
        for (int i = 0; i < Spider.LEGS; i++) {
            assertEquals(s.foot(i), copy.foot(i));
            assertEquals(s.ik(i).knee(), copy.ik(i).knee());
        }
        assertEquals(s.body(), copy.body());
        assertEquals(s.setSwaps(), copy.setSwaps());
        assertEquals(s.turn(), copy.turn());
        assertEquals(s.stepProgress(), copy.stepProgress());
    }
}
