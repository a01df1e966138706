package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The angle chain's measures on shapes worked out by hand: the gap error a new gap leaves until
 * the next pass, the bends of a chain clamped at its limit, head-to-tail distance, and a joint
 * sitting on its leader carrying straight on.
 */
class AngleChainMeasuresTest {
    private static final double EPS = 1e-9;

    private static Vec2[] line(int n, double gap) {
        Vec2[] points = new Vec2[n];
        for (int i = 0; i < n; i++) points[i] = new Vec2(-gap * i, 0);
        return points;
    }

    @Test
    void aNewGapIsAnErrorUntilTheNextFollow() {
        // Head at 0 facing +x, the body trailing along -x, 10 apart.
        AngleChain chain = new AngleChain(line(5, 10), 10, 0.5, new Vec2(1, 0));
        assertEquals(0, chain.maxGapError(), EPS);
        chain.setGap(14);
        assertEquals(14, chain.gap());
        assertEquals(4, chain.maxGapError(), EPS, "every bone is 10, the gap 14");
        assertEquals(40, chain.headTailDistance(), EPS);
        chain.follow(new Vec2(0, 0), new Vec2(1, 0));
        assertEquals(0, chain.maxGapError(), EPS);
        assertTrue(chain.headTailDistance() <= 4 * 14 + EPS, "four bones of 14 at most");
        chain.setGap(9);
        assertEquals(5, chain.maxGapError(), EPS);
        assertThrows(IllegalArgumentException.class, () -> chain.setGap(0));
        assertThrows(IllegalArgumentException.class, () -> chain.setMaxBend(-0.1));
        assertThrows(IllegalArgumentException.class, () -> chain.setMaxBend(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new AngleChain(new Vec2[] {Vec2.ZERO}, 10, 1, new Vec2(1, 0)));
    }

    @Test
    void aFoldedChainIsClampedToTheLimitAtEveryJoint() {
        // Points folded straight back over the head (the body ahead of a head facing -x): every
        // joint wants to turn by pi and is held at the limit 0.3, turning the same way each time.
        Vec2[] points = line(4, 10);
        AngleChain chain = new AngleChain(points, 10, 0.3, new Vec2(-1, 0));
        assertEquals(0.3, chain.maxBend());
        // The first bone is measured from the direction opposite the heading (+x), so bone k points at (k+1) x 0.3 (or minus).
        double sign = Math.signum(chain.jointY(1));
        double x = 0, y = 0;
        for (int k = 0; k < 3; k++) {
            double angle = sign * 0.3 * (k + 1);
            x += 10 * Math.cos(angle);
            y += 10 * Math.sin(angle);
            assertEquals(x, chain.jointX(k + 1), EPS, "x of joint " + (k + 1));
            assertEquals(y, chain.jointY(k + 1), EPS, "y of joint " + (k + 1));
        }
        assertEquals(0.3, chain.bendAt(1), EPS);
        assertEquals(0.3, chain.bendAt(2), EPS);
        assertEquals(0.3, chain.largestBend(), EPS);
        assertEquals(0.3, Math.abs(chain.signedBendAt(1)), EPS);
        assertEquals(Math.signum(chain.signedBendAt(1)), Math.signum(chain.signedBendAt(2)));
        assertEquals(3, chain.jointsAtLimit(), "joints 0, 1 and 2 bend at the limit; the tail has no bend");
        assertTrue(chain.atLimit(0));
        assertFalse(chain.atLimit(3));
        assertEquals(Math.PI, chain.headingAngle(), EPS, "facing -x");
        assertEquals(Vec2.norm(x, y), chain.headTailDistance(), EPS);
        assertEquals(chain.distance(0, 3), chain.headTailDistance(), EPS);
        assertEquals(chain.joint(3).distanceTo(chain.joint(0)), chain.distance(3, 0), EPS);
    }

    @Test
    void withoutALimitNothingIsAtTheLimit() {
        assertTrue(AngleChain.unlimited(Math.PI));
        assertFalse(AngleChain.unlimited(Math.PI - 1e-6));
        AngleChain chain = new AngleChain(line(4, 10), 10, Math.PI, new Vec2(-1, 0));
        assertEquals(0, chain.jointsAtLimit());
        // Unclamped, every joint goes straight toward where it was: the folded body stays folded.
        for (int i = 1; i < 4; i++) {
            assertEquals(-10.0 * i, chain.jointX(i), EPS);
            assertEquals(0, chain.jointY(i), EPS);
        }
        assertEquals(0, chain.largestBend(), EPS);
    }

    @Test
    void aJointOnItsLeaderCarriesStraightOnAndAZeroHeadingKeepsTheLast() {
        // Joint 1 exactly on the head: no direction toward it, so it carries straight on from the
        // direction opposite the heading (+y heading: bone direction -y).
        Vec2[] points = {new Vec2(0, 0), new Vec2(0, 0), new Vec2(0, -20)};
        AngleChain chain = new AngleChain(points, 10, 1, new Vec2(0, 1));
        assertEquals(0, chain.jointX(1), EPS);
        assertEquals(-10, chain.jointY(1), EPS);
        assertEquals(-20, chain.jointY(2), EPS);
        assertEquals(Math.PI / 2, chain.headingAngle(), EPS);
        // A zero heading keeps the last one.
        chain.follow(new Vec2(5, 0), Vec2.ZERO);
        assertEquals(Math.PI / 2, chain.headingAngle(), EPS);
        chain.follow(new Vec2(5, 0), new Vec2(Double.NaN, 1));
        assertEquals(Math.PI / 2, chain.headingAngle(), EPS, "a heading that is not finite keeps the last one too");
        chain.setMaxBend(0.2);
        assertEquals(0.2, chain.maxBend());
        assertEquals(3, chain.size());
    }
}
