package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class FabrikTest {
    static final Vec2 DOWN = new Vec2(0, 1);
    static final Vec2 REFERENCE_TARGET = new Vec2(70, 40);

    private static Fabrik reference() { return new Fabrik(12, 10, Vec2.ZERO, DOWN); }

    private static void assertGapsExact(Fabrik f, String when) {
        for (int i = 1; i < f.size(); i++) {
            double d = f.joint(i).distanceTo(f.joint(i - 1));
            assertEquals(f.gap(), d, 1e-11, when + ": gap " + i);
        }
    }

    @Test
    void everyHalfPassLeavesEveryGapExactAndPinsItsOwnEnd() {
        Random random = new Random(11);
        Fabrik f = new Fabrik(15, 8, new Vec2(3, -2), DOWN);
        for (int k = 0; k < 400; k++) {
            // Targets near and far, inside and outside the 112 px reach, sometimes moving mid-solve.
            Vec2 target = new Vec2(random.nextGaussian() * 90, random.nextGaussian() * 90);
            f.backwardPass(target);
            assertGapsExact(f, "after backward pass " + k);
            assertEquals(0, f.tipError(target), 0.0, "the backward pass puts the tip exactly on the target");
            f.forwardPass();
            assertGapsExact(f, "after forward pass " + k);
            assertEquals(0, f.rootError(), 0.0, "the forward pass puts the root exactly on its anchor");
        }
    }

    @Test
    void referenceChainConvergesMonotonicallyAsTheBriefSays() {
        Fabrik f = reference();
        double previous = f.tipError(REFERENCE_TARGET);
        assertEquals(Math.hypot(70, 110 - 40), previous, 1e-12, "iteration 0: hanging straight down");
        int firstBelowHundredth = -1;
        for (int k = 1; k <= 40; k++) {
            f.iterate(REFERENCE_TARGET);
            double e = f.tipError(REFERENCE_TARGET);
            if (k == 1) assertEquals(6.0, e, 0.1, "about 6 px after one iteration");
            assertTrue(e < previous, "tip error must fall every iteration: " + e + " after " + previous + " at " + k);
            if (firstBelowHundredth < 0 && e < 0.01) firstBelowHundredth = k;
            previous = e;
        }
        assertTrue(firstBelowHundredth > 1 && firstBelowHundredth < 16, "below 0.01 px at iteration " + firstBelowHundredth);
        assertTrue(previous < 1e-8, "still falling straight on a log axis: " + previous);
    }

    @Test
    void theErrorShrinksByAboutTheSameShareEachIterationOnceClose() {
        Fabrik f = reference();
        double[] e = new double[41];
        for (int k = 1; k <= 40; k++) {
            f.iterate(REFERENCE_TARGET);
            e[k] = f.tipError(REFERENCE_TARGET);
        }
        for (int k = 15; k <= 40; k++) assertEquals(0.59, e[k] / e[k - 1], 0.02, "ratio at iteration " + k);
    }

    @Test
    void anOutOfReachTargetLeavesTheTipShortByDistanceMinusLengthWithoutNaN() {
        Fabrik f = reference();
        Vec2 far = new Vec2(200, 50);
        for (int k = 0; k < 60; k++) {
            f.iterate(far);
            for (int i = 0; i < f.size(); i++) assertTrue(f.joint(i).isFinite(), "joint " + i + " at iteration " + k);
        }
        assertEquals(far.length() - f.length(), f.tipError(far), 1e-9);
        // Straight along the line from the root to the target.
        Vec2 u = far.directionOr(Vec2.UNIT_X);
        for (int i = 0; i < f.size(); i++) assertEquals(0, u.cross(f.joint(i)), 1e-9, "joint " + i + " off the line");
        assertEquals(0, f.rootError(), 0.0);
        assertGapsExact(f, "out of reach");
    }

    @Test
    void degenerateTargetsNeverProduceNaN() {
        // The target on the anchor, on a joint, and straight along the hanging chain (a straight
        // chain aimed along itself cannot fold: FABRIK leaves it straight, but never NaN).
        for (Vec2 target : new Vec2[] {Vec2.ZERO, new Vec2(0, 30), new Vec2(0, 110), new Vec2(0, 500), new Vec2(0, -500)}) {
            Fabrik f = reference();
            for (int k = 0; k < 30; k++) {
                f.iterate(target);
                for (int i = 0; i < f.size(); i++) assertTrue(f.joint(i).isFinite(), target + " joint " + i);
                assertGapsExact(f, "target " + target);
            }
            assertEquals(0, f.rootError(), 0.0);
        }
    }

    @Test
    void halfPassesAlternateAndIterateEndsOnAForwardPass() {
        Fabrik f = reference();
        assertNull(f.lastPass());
        assertEquals(Fabrik.Pass.BACKWARD, f.halfPass(REFERENCE_TARGET));
        assertEquals(Fabrik.Pass.FORWARD, f.nextPass());
        f.iterate(REFERENCE_TARGET); // only the forward pass that completes the iteration
        assertEquals(Fabrik.Pass.FORWARD, f.lastPass());
        assertEquals(2, f.halfPasses());
        Fabrik g = reference();
        g.iterate(REFERENCE_TARGET);
        for (int i = 0; i < f.size(); i++) assertEquals(g.joint(i), f.joint(i));
        // The joints before the last pass are kept for drawing the corrections.
        f.halfPass(REFERENCE_TARGET);
        for (int i = 0; i < f.size(); i++) assertEquals(g.joint(i), f.before(i));
    }

    @Test
    void anIndependentRewriteOnPlainArraysAgreesIterationByIteration() {
        int n = 12;
        double gap = 10;
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) y[i] = gap * i;
        double tx = 70, ty = 40;
        Fabrik f = reference();
        for (int k = 0; k < 25; k++) {
            // backward
            x[n - 1] = tx;
            y[n - 1] = ty;
            for (int i = n - 2; i >= 0; i--) {
                double dx = x[i] - x[i + 1], dy = y[i] - y[i + 1];
                double d = Math.sqrt(dx * dx + dy * dy);
                x[i] = x[i + 1] + dx / d * gap;
                y[i] = y[i + 1] + dy / d * gap;
            }
            // forward
            x[0] = 0;
            y[0] = 0;
            for (int i = 1; i < n; i++) {
                double dx = x[i] - x[i - 1], dy = y[i] - y[i - 1];
                double d = Math.sqrt(dx * dx + dy * dy);
                x[i] = x[i - 1] + dx / d * gap;
                y[i] = y[i - 1] + dy / d * gap;
            }
            f.iterate(REFERENCE_TARGET);
            for (int i = 0; i < n; i++) {
                assertEquals(x[i], f.joint(i).x(), 1e-9, "x of joint " + i + " at iteration " + k);
                assertEquals(y[i], f.joint(i).y(), 1e-9, "y of joint " + i + " at iteration " + k);
            }
        }
    }

    @Test
    void badChainsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Fabrik(1, 10, Vec2.ZERO, DOWN));
        assertThrows(IllegalArgumentException.class, () -> new Fabrik(5, 0, Vec2.ZERO, DOWN));
        assertThrows(IllegalArgumentException.class, () -> reference().setGap(Double.NaN));
    }
}
