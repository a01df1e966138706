package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TwoBoneIkTest {
    private static final Vec2 HIP = Vec2.ZERO;

    @Test
    void theWorkedExampleFromTheBrief() {
        TwoBoneIk.Solution s = TwoBoneIk.solve(HIP, new Vec2(30, 0), 22, 20, 1, true, Vec2.UNIT_X);
        // (22^2 + 30^2 - 20^2) / (2 * 22 * 30) = 984 / 1320 = 41/55 = 0.7454..., 0.75 to two decimals.
        assertEquals(0.75, s.cosA(), 0.005);
        assertEquals(41.0 / 55, s.cosA(), 1e-15);
        assertEquals(16.40, s.knee().x(), 0.005);
        assertEquals(14.66, s.knee().y(), 0.005);
        // y points down: bend +1 turns clockwise on screen, so the knee is below the hip-foot line.
        assertTrue(s.knee().y() > 0);
        assertEquals(30, s.foot().x(), 1e-12);
        assertEquals(0, s.foot().y(), 1e-12);
        TwoBoneIk.Solution other = TwoBoneIk.solve(HIP, new Vec2(30, 0), 22, 20, -1, true, Vec2.UNIT_X);
        assertEquals(16.40, other.knee().x(), 0.005);
        assertEquals(-14.66, other.knee().y(), 0.005);
    }

    @Test
    void theHipAngleFromTheLawOfCosinesMatchesTheAngleReadBackFromTheSolvedKnee() {
        SplittableRandom rnd = new SplittableRandom(7);
        for (int n = 0; n < 2000; n++) {
            double a = 5 + rnd.nextDouble() * 60;
            double b = 5 + rnd.nextDouble() * 60;
            double lo = Math.abs(a - b) + 0.01;
            double hi = a + b - 0.01;
            double d = lo + rnd.nextDouble() * (hi - lo);
            double dir = rnd.nextDouble() * 2 * Math.PI;
            Vec2 hip = new Vec2(rnd.nextDouble() * 400, rnd.nextDouble() * 300);
            Vec2 target = hip.plus(Vec2.polar(d, dir));
            int bend = rnd.nextBoolean() ? 1 : -1;
            TwoBoneIk.Solution s = TwoBoneIk.solve(hip, target, a, b, bend, false, Vec2.UNIT_X);

            double lawOfCosines = Math.acos((a * a + d * d - b * b) / (2 * a * d));
            Vec2 toKnee = s.knee().minus(hip);
            Vec2 toTarget = target.minus(hip);
            double signed = Math.atan2(toTarget.cross(toKnee), toTarget.dot(toKnee));
            assertEquals(lawOfCosines, Math.abs(signed), 1e-7, "a=" + a + " b=" + b + " d=" + d);
            assertEquals(bend, Math.signum(signed), 0, "the knee folds to the bend side");
            // The bones keep their lengths and the foot reaches the target.
            assertEquals(a, s.knee().distanceTo(hip), 1e-9);
            assertEquals(b, s.foot().distanceTo(s.knee()), 1e-9);
            assertEquals(0, s.foot().distanceTo(target), 1e-7);
            // Same triangle read at the knee: the inside angle there obeys its own law of cosines.
            double kneeAngle = Math.acos((a * a + b * b - d * d) / (2 * a * b));
            assertEquals(kneeAngle, s.kneeAngle(hip), 1e-6);
        }
    }

    @Test
    void outOfReachWithoutTheGuardIsNaNAndTheLegVanishes() {
        for (double d : new double[] {43, 50, 200, 1.5, 0.2}) {
            TwoBoneIk.Solution s = TwoBoneIk.solve(HIP, new Vec2(d, 0), 22, 20, 1, false, Vec2.UNIT_X);
            assertTrue(Math.abs(s.cosA()) > 1, "d=" + d + " cos A " + s.cosA());
            assertTrue(Double.isNaN(s.hipAngle()));
            assertTrue(Double.isNaN(s.knee().x()) && Double.isNaN(s.knee().y()));
            assertTrue(Double.isNaN(s.foot().x()) && Double.isNaN(s.foot().y()));
            assertFalse(s.solved());
        }
        // Far: cos A = (484 + 2500 - 400) / (2 * 22 * 50) = 2584 / 2200.
        assertEquals(2584.0 / 2200, TwoBoneIk.solve(HIP, new Vec2(50, 0), 22, 20, 1, false, Vec2.UNIT_X).cosA(), 1e-15);
    }

    @Test
    void theGuardClampsDAndDrawsAStraightLegTowardTheTarget() {
        for (double d : new double[] {42, 43, 50, 200}) {
            Vec2 target = Vec2.polar(d, 0.4);
            TwoBoneIk.Solution s = TwoBoneIk.solve(HIP, target, 22, 20, 1, true, Vec2.UNIT_X);
            assertTrue(s.solved(), "d=" + d);
            assertEquals(42 - 0.001, s.usedDistance(), 1e-12);
            assertTrue(s.cosA() <= 1);
            assertEquals(d, s.distance(), 1e-12);
            assertEquals(Math.PI, s.kneeAngle(HIP), 0.02, "nearly straight");
            assertEquals(22, s.knee().length(), 1e-9);
            assertEquals(20, s.foot().distanceTo(s.knee()), 1e-9);
            // The foot stops short of the target, on the hip-target line.
            assertEquals(42, s.foot().length(), 0.01);
            assertEquals(0.4, s.foot().angle(), 0.01);
        }
        // Too close: clamped up to |a - b| + 0.001, also finite, even with the target on the hip.
        for (double d : new double[] {1.5, 0.5, 0}) {
            TwoBoneIk.Solution s = TwoBoneIk.solve(HIP, new Vec2(d, 0), 22, 20, 1, true, Vec2.UNIT_X);
            assertTrue(s.solved(), "d=" + d);
            assertEquals(2.001, s.usedDistance(), 1e-12);
            assertTrue(s.knee().isFinite() && s.foot().isFinite());
        }
    }

    @Test
    void bendMustBePlusOrMinusOne() {
        assertThrows(IllegalArgumentException.class, () -> TwoBoneIk.solve(HIP, new Vec2(30, 0), 22, 20, 0, true, Vec2.UNIT_X));
        assertThrows(IllegalArgumentException.class, () -> TwoBoneIk.solve(HIP, new Vec2(30, 0), 22, 20, 2, true, Vec2.UNIT_X));
    }
}
