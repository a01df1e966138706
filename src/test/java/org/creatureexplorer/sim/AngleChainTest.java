package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class AngleChainTest {

    /** A straight chain from (200, 150) trailing to the left, head facing +x. */
    private static Vec2[] straight(int n, double gap) {
        Vec2[] pts = new Vec2[n];
        for (int i = 0; i < n; i++) pts[i] = new Vec2(200 - gap * i, 150);
        return pts;
    }

    /** The rule written out again from the brief, with plain doubles, as an independent reference. */
    private static double[][] reference(double[][] old, double hx, double hy, double headingAngle, double gap, double maxBend) {
        int n = old.length;
        double[][] out = new double[n][];
        out[0] = new double[] {hx, hy};
        double previous = headingAngle + Math.PI;
        for (int i = 1; i < n; i++) {
            double wanted = Math.atan2(old[i][1] - out[i - 1][1], old[i][0] - out[i - 1][0]);
            double d = wanted - previous;
            while (d > Math.PI) d -= 2 * Math.PI;
            while (d <= -Math.PI) d += 2 * Math.PI;
            if (d > maxBend) d = maxBend;
            if (d < -maxBend) d = -maxBend;
            double a = previous + d;
            out[i] = new double[] {out[i - 1][0] + gap * Math.cos(a), out[i - 1][1] + gap * Math.sin(a)};
            previous = a;
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.1, 0.35, 0.7, 1.5, Math.PI})
    void eachJointIsPlacedByTheClampedAngleRule(double maxBend) {
        AngleChain chain = new AngleChain(straight(14, 13), 13, maxBend, Vec2.UNIT_X);
        Random random = new Random(11);
        Vec2 head = chain.joint(0);
        double heading = 0;
        for (int tick = 0; tick < 3000; tick++) {
            heading += random.nextGaussian() * 0.4;
            head = head.plus(Vec2.polar(2 + 3 * random.nextDouble(), heading + random.nextGaussian() * 0.8));
            double[][] old = new double[chain.size()][];
            for (int i = 0; i < old.length; i++) old[i] = new double[] {chain.joint(i).x(), chain.joint(i).y()};
            double[][] expected = reference(old, head.x(), head.y(), heading, 13, maxBend);
            chain.follow(head, Vec2.polar(1, heading));
            for (int i = 0; i < chain.size(); i++) {
                assertEquals(expected[i][0], chain.joint(i).x(), 1e-9, "x of joint " + i + " at tick " + tick);
                assertEquals(expected[i][1], chain.joint(i).y(), 1e-9, "y of joint " + i + " at tick " + tick);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.2, 0.35, 0.7, 1.2})
    void noBendEverExceedsTheLimitAndEveryGapStaysExact(double maxBend) {
        AngleChain chain = new AngleChain(straight(20, 10), 10, maxBend, Vec2.UNIT_X);
        Random random = new Random(5);
        Vec2 head = chain.joint(0);
        for (int tick = 0; tick < 4000; tick++) {
            // Violent motion: big random jumps, including straight back into the body.
            Vec2 step = tick % 50 < 10 ? chain.joint(5).minus(head).directionOr(Vec2.UNIT_X).times(6)
                                        : new Vec2(random.nextGaussian() * 8, random.nextGaussian() * 8);
            head = head.plus(step);
            chain.follow(head, step);
            for (int i = 1; i < chain.size() - 1; i++) {
                double bend = Angles.bendBetween(chain.joint(i).minus(chain.joint(i - 1)), chain.joint(i + 1).minus(chain.joint(i)));
                assertTrue(bend <= maxBend + 1e-9, "bend " + bend + " at joint " + i + ", limit " + maxBend);
            }
            // The first bone keeps within the limit of the direction opposite the heading.
            double first = Angles.bendBetween(step.times(-1), chain.joint(1).minus(chain.joint(0)));
            assertTrue(first <= maxBend + 1e-9, "head bend " + first);
            assertTrue(chain.maxGapError() < 1e-9, "gap error " + chain.maxGapError());
        }
    }

    @Test
    void aLimitOfPiOrMoreMovesExactlyLikeThePlainDistanceChain() {
        AngleChain limited = new AngleChain(straight(14, 13), 13, Math.PI, Vec2.UNIT_X);
        Random random = new Random(9);
        Vec2 head = limited.joint(0);
        for (int tick = 0; tick < 3000; tick++) {
            // Compared tick by tick from the same state: pushed chains amplify rounding, so long runs drift apart.
            Vec2[] now = new Vec2[limited.size()];
            for (int i = 0; i < now.length; i++) now[i] = limited.joint(i);
            FollowChain plain = new FollowChain(now, 13);
            Vec2 step = new Vec2(random.nextGaussian() * 7, random.nextGaussian() * 7);
            head = head.plus(step);
            plain.follow(head);
            limited.follow(head, step);
            for (int i = 0; i < plain.size(); i++) {
                assertEquals(0, plain.joint(i).distanceTo(limited.joint(i)), 1e-9, "joint " + i + " at tick " + tick);
            }
            assertEquals(0, limited.jointsAtLimit());
        }
        assertTrue(AngleChain.unlimited(Math.PI) && AngleChain.unlimited(3.15) && !AngleChain.unlimited(3.14));
    }

    @Test
    void onTheLimitMarksExactlyTheJointsWhoseBendWasClamped() {
        // A right-angle corner with a limit of 0.5: the corner joint is clamped, the straight ones are not.
        Vec2[] corner = {new Vec2(0, 0), new Vec2(-10, 0), new Vec2(-20, 0), new Vec2(-20, 10), new Vec2(-20, 20)};
        AngleChain chain = new AngleChain(corner, 10, 0.5, Vec2.UNIT_X);
        assertFalse(chain.atLimit(0));
        assertFalse(chain.atLimit(1));
        assertTrue(chain.atLimit(2), "the corner is clamped to 0.5 rad");
        assertEquals(0.5, chain.bendAt(2), 1e-12);
        assertEquals(1, chain.jointsAtLimit() - (chain.atLimit(3) ? 1 : 0));
        for (int j = 1; j < chain.size() - 1; j++) {
            assertEquals(chain.atLimit(j), Math.abs(chain.bendAt(j) - 0.5) < 1e-9, "joint " + j);
        }
        assertFalse(chain.atLimit(chain.size() - 1), "the tail has no bone behind it");
    }

    @Test
    void aJointOnItsLeaderCarriesStraightOnInsteadOfBecomingNaN() {
        Vec2[] pts = {new Vec2(0, 0), new Vec2(-10, 0), new Vec2(-20, 0)};
        AngleChain chain = new AngleChain(pts, 10, 0.35, Vec2.UNIT_X);
        chain.follow(new Vec2(-10, 0), Vec2.ZERO); // the head lands exactly on joint 1, heading unknown
        for (int i = 0; i < chain.size(); i++) assertTrue(chain.joint(i).isFinite(), "joint " + i);
        assertTrue(chain.maxGapError() < 1e-12);
        assertEquals(0, chain.headingAngle(), 1e-12, "a zero heading keeps the last one");
    }

    @Test
    void signedBendTellsLeftFromRight() {
        Vec2[] pts = {new Vec2(0, 0), new Vec2(-10, 0), new Vec2(-20, 0), new Vec2(-20 - 10 * Math.cos(0.3), 10 * Math.sin(0.3))};
        AngleChain chain = new AngleChain(pts, 10, Math.PI, Vec2.UNIT_X);
        // Bone 2->3 points left and down (y down): from -x it turns counter-clockwise on screen, a negative angle.
        assertEquals(-0.3, chain.signedBendAt(2), 1e-12);
        assertEquals(0.3, chain.bendAt(2), 1e-12);
    }

    @Test
    void rejectsImpossibleChains() {
        assertThrows(IllegalArgumentException.class, () -> new AngleChain(new Vec2[] {Vec2.ZERO}, 10, 0.3, Vec2.UNIT_X));
        assertThrows(IllegalArgumentException.class, () -> new AngleChain(straight(3, 10), 0, 0.3, Vec2.UNIT_X));
        assertThrows(IllegalArgumentException.class, () -> new AngleChain(straight(3, 10), 10, -0.1, Vec2.UNIT_X));
        assertThrows(IllegalArgumentException.class, () -> new AngleChain(straight(3, 10), 10, Double.NaN, Vec2.UNIT_X));
    }
}
