package org.creatureexplorer.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.SmoothNoise;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * {@link FanTentacle} recomputed from its class comment: the root sits rootRadius from the body
 * at rootAngle from its heading, the point fanRadius from the target at fanAngle from it, swayed
 * by two smooth noises seeded seed x 1,000,003 + 2 index (and + 1) at SWAY_RATE lattice steps a
 * second, the sway cut to its length; each tick runs {@code iterations} FABRIK iterations from
 * last tick's shape, laid straight first when the point is out of reach.
 */
class FanTentacleRecomputedTest {
    private static final FanTentacle.Shape SHAPE = new FanTentacle.Shape(7, 18, 25, 0.9, 60, -1.3, 14);
    private static final long SEED = 77;
    private static final int INDEX = 3;

    /** The point recomputed: the fan spot plus the sway, cut to {@code sway}. */
    private static Vec2 goal(Vec2 target, double heading, double t) {
        SmoothNoise nx = new SmoothNoise(SEED * 1_000_003L + 2L * INDEX);
        SmoothNoise ny = new SmoothNoise(SEED * 1_000_003L + 2L * INDEX + 1);
        Vec2 fan = target.plus(Vec2.polar(60, heading - 1.3));
        double u = t * FanTentacle.SWAY_RATE;
        Vec2 sway = new Vec2(2 * nx.at(u) - 1, 2 * ny.at(u) - 1).times(14);
        if (sway.length() > 14) sway = sway.times(14 / sway.length());
        return fan.plus(sway);
    }

    private static Vec2 root(Vec2 body, double heading) { return body.plus(Vec2.polar(25, heading + 0.9)); }

    private static void assertNear(Vec2 expected, Vec2 actual, double eps, String what) {
        assertEquals(expected.x(), actual.x(), eps, what + " x");
        assertEquals(expected.y(), actual.y(), eps, what + " y");
    }

    @Test
    void everyTickReachesForTheSwayedFanPointFromTheRoot() {
        Vec2 body = new Vec2(300, 300);
        double heading = 0.4;
        Vec2 target = new Vec2(420, 260);
        double t = 0.25;
        FanTentacle f = new FanTentacle(SHAPE, 3, SEED, INDEX, true, body, heading, target, t);
        assertEquals(SHAPE, f.shape());
        assertEquals(3, f.iterations());
        Vec2 root = root(body, heading);
        Fabrik mine = new Fabrik(7, 18, root, goal(target, heading, t).minus(root));
        solve(mine, root, goal(target, heading, t), 3);
        int cut = 0;
        for (int tick = 1; tick <= 240; tick++) {
            t += 1.0 / 60;
            body = body.plus(new Vec2(1.2, -0.4));
            heading += 0.01;
            target = new Vec2(420 + 150 * Math.sin(tick * 0.05), 260 + 90 * Math.cos(tick * 0.03));
            if (tick == 120) {
                f.setIterations(5);
                assertEquals(5, f.iterations());
            }
            int iterations = tick >= 120 ? 5 : 3;
            Vec2 goal = goal(target, heading, t);
            double errorAnyPass = solve(mine, root(body, heading), goal, iterations);
            f.reach(body, heading, target, t);
            assertNear(goal, f.goal(), 1e-9, "goal at tick " + tick);
            assertNear(root(body, heading), f.fabrik().anchor(), 1e-9, "root at tick " + tick);
            for (int j = 0; j < 7; j++) assertNear(mine.joint(j), f.fabrik().joint(j), 1e-9, "joint " + j + " at tick " + tick);
            assertEquals(errorAnyPass, f.maxGapErrorAnyPass(), 1e-12);
            assertEquals(mine.tip().distanceTo(goal), f.tipError(), 1e-9);
            assertEquals(f.tipError() <= FanTentacle.ON_POINT, f.onPoint());
            assertEquals(goal.distanceTo(root(body, heading)) > 6 * 18, f.outOfReach());
            assertEquals(2 * iterations + 1, f.passCount());
            assertNear(mine.joint(6), f.passJoint(2 * iterations, 6), 1e-9, "the last half-pass is the shape");
            if (f.outOfReach()) cut++;
        }
        assertTrue(cut > 5 && cut < 235, "both in and out of reach: " + cut);
    }

    /** One tick's solve, as the class comment says; returns the largest gap error after any half-pass. */
    private static double solve(Fabrik mine, Vec2 root, Vec2 goal, int iterations) {
        mine.setAnchor(root);
        if (goal.distanceTo(root) > mine.length()) mine.hang(goal.minus(root));
        double worst = 0;
        for (int i = 0; i < iterations; i++) {
            mine.backwardPass(goal);
            worst = Math.max(worst, mine.maxGapError());
            mine.forwardPass();
            worst = Math.max(worst, mine.maxGapError());
        }
        return worst;
    }

    @Test
    void thePassesAreRecordedFromTheStartingShape() {
        Vec2 body = new Vec2(100, 100);
        Vec2 target = new Vec2(150, 120);
        FanTentacle f = new FanTentacle(SHAPE, 2, SEED, INDEX, true, body, 0, target, 0);
        Vec2 root = root(body, 0);
        Vec2 goal = goal(target, 0, 0);
        Fabrik mine = new Fabrik(7, 18, root, goal.minus(root));
        mine.setAnchor(root);
        assertNear(mine.joint(3), f.passJoint(0, 3), 1e-9, "the starting shape first");
        mine.backwardPass(goal);
        assertNear(mine.joint(3), f.passJoint(1, 3), 1e-9, "then each half-pass");
        mine.forwardPass();
        assertNear(mine.joint(3), f.passJoint(2, 3), 1e-9, "then each half-pass");
        FanTentacle quiet = new FanTentacle(SHAPE, 2, SEED, INDEX, false, body, 0, target, 0);
        assertEquals(0, quiet.passCount(), "nothing recorded unless asked");
        assertEquals(f.fabrik().tip(), quiet.fabrik().tip());
    }

    @Test
    void aRootOnTheCentreAndTheIterationBounds() {
        FanTentacle.Shape centred = new FanTentacle.Shape(5, 10, 0, 0.9, 0, 0, 0);
        Vec2 body = new Vec2(50, 60);
        FanTentacle f = new FanTentacle(centred, 4, 1, 0, false, body, 0.3, new Vec2(70, 60), 0);
        assertEquals(body, f.fabrik().anchor());
        assertEquals(new Vec2(70, 60), f.goal(), "no fan, no sway: the target itself");
        assertTrue(f.onPoint());
        assertFalse(f.outOfReach());
        assertThrows(IllegalArgumentException.class, () -> f.setIterations(0));
        assertThrows(IllegalArgumentException.class, () -> f.setIterations(FanTentacle.MAX_ITERATIONS + 1));
        f.setIterations(1);
        f.setIterations(FanTentacle.MAX_ITERATIONS);
        assertEquals(FanTentacle.MAX_ITERATIONS, f.iterations());
    }

    @Test
    void aCopyReachesOnAloneAndAlike() {
        FanTentacle f = new FanTentacle(SHAPE, 3, SEED, INDEX, true, new Vec2(300, 300), 0.4, new Vec2(420, 260), 0);
        FanTentacle copy = f.copy();
        copy.reach(new Vec2(300, 300), 0.4, new Vec2(100, 500), 1);
        Vec2 tipBefore = f.fabrik().tip();
        f.reach(new Vec2(300, 300), 0.4, new Vec2(420, 260), 0.1);
        FanTentacle again = f.copy();
        assertTrue(tipBefore.distanceTo(copy.fabrik().tip()) > 10, "the copy went elsewhere");
        f.reach(new Vec2(310, 300), 0.5, new Vec2(400, 250), 0.2);
        again.reach(new Vec2(310, 300), 0.5, new Vec2(400, 250), 0.2);
        assertEquals(f.fabrik().tip(), again.fabrik().tip());
        assertEquals(f.goal(), again.goal());
        assertEquals(f.maxGapErrorAnyPass(), again.maxGapErrorAnyPass());
        assertEquals(f.passJoint(3, 2), again.passJoint(3, 2));
        assertEquals(f.passCount(), again.passCount());
    }
}
