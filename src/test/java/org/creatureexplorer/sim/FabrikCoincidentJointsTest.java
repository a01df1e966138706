package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * FABRIK when a joint lands exactly on the joint it is placed from, so "toward where it is" has
 * no direction. The documented fallbacks: backward, the last bone placed, else from the target
 * toward the pinned root, else straight up; forward, the last bone placed, else from the anchor
 * toward the tip as it was, else straight down. Each case below is laid out so the fallback is
 * needed, and its joints are worked out by hand (gap 10, on the grid) in the comments.
 */
class FabrikCoincidentJointsTest {
    private static final double EPS = 1e-9;

    private static void assertJoints(Fabrik f, double... xy) {
        assertEquals(xy.length / 2, f.size());
        for (int i = 0; i < f.size(); i++) {
            assertEquals(xy[2 * i], f.jointX(i), EPS, "x of joint " + i);
            assertEquals(xy[2 * i + 1], f.jointY(i), EPS, "y of joint " + i);
        }
    }

    @Test
    void backwardTipOnTheNextJointTurnsTowardTheRoot() {
        // (0,0) (10,0) (20,0); target (10,0): the tip lands on joint 1. Joint 1 goes from the
        // target toward the root, (-1,0): to (0,0), onto joint 0; joint 0 then carries on along
        // the bone just placed, (-1,0): to (-10,0).
        Fabrik f = new Fabrik(3, 10, new Vec2(0, 0), new Vec2(1, 0));
        f.backwardPass(new Vec2(10, 0));
        assertJoints(f, -10, 0, 0, 0, 10, 0);
    }

    @Test
    void backwardCarriesTheLastBonePlacedNotTheTargetDirection() {
        // Bend it first: target (20,10) gives (0,0) (10,0) (20,0) (20,10).
        Fabrik f = new Fabrik(4, 10, new Vec2(0, 0), new Vec2(1, 0));
        f.backwardPass(new Vec2(20, 10));
        assertJoints(f, 0, 0, 10, 0, 20, 0, 20, 10);
        // Target (0,0): the tip goes there, joint 2 to (10,0), exactly onto joint 1. The target is
        // on the root, so target-to-root has no direction; the last bone placed (tip -> joint 2)
        // is (1,0): joint 1 goes to (20,0); joint 0 from (0,0) toward it lands at (10,0).
        f.backwardPass(new Vec2(0, 0));
        assertJoints(f, 10, 0, 20, 0, 10, 0, 0, 0);
    }

    @Test
    void backwardWithNothingToGoByGoesStraightUp() {
        // Two joints (0,0) (0,10); target (0,0) on the root: the root's joint lands on the tip and
        // neither a bone nor target-to-root has a direction: straight up, (0,-10).
        Fabrik f = new Fabrik(2, 10, new Vec2(0, 0), new Vec2(0, 1));
        f.backwardPass(new Vec2(0, 0));
        assertJoints(f, 0, -10, 0, 0);
    }

    @Test
    void forwardRootOnTheNextJointTurnsTowardTheOldTip() {
        // (0,0) (10,0) (20,0) with the anchor moved to (10,0): the root lands on joint 1, which goes
        // from the anchor toward the old tip (20,0): to (20,0), onto joint 2, which carries on
        // along the bone just placed: to (30,0).
        Fabrik f = new Fabrik(3, 10, new Vec2(0, 0), new Vec2(1, 0));
        f.setAnchor(new Vec2(10, 0));
        f.forwardPass();
        assertJoints(f, 10, 0, 20, 0, 30, 0);
    }

    @Test
    void forwardCarriesTheLastBonePlacedNotTheTipDirection() {
        // (0,0) (10,0) (20,0) (30,0), anchor moved to (30,0), onto the old tip. Joint 1 from
        // (30,0) toward (10,0) lands at (20,0), onto joint 2. Anchor-to-old-tip has no direction;
        // the last bone placed (root -> joint 1) is (-1,0): joint 2 to (10,0); joint 3 from there
        // toward (30,0) lands at (20,0).
        Fabrik f = new Fabrik(4, 10, new Vec2(0, 0), new Vec2(1, 0));
        f.setAnchor(new Vec2(30, 0));
        f.forwardPass();
        assertJoints(f, 30, 0, 20, 0, 10, 0, 20, 0);
    }

    @Test
    void forwardWithNothingToGoByGoesStraightDown() {
        // (0,0) (0,10), anchor moved onto the tip (0,10): straight down, to (0,20).
        Fabrik f = new Fabrik(2, 10, new Vec2(0, 0), new Vec2(0, 1));
        f.setAnchor(new Vec2(0, 10));
        f.forwardPass();
        assertJoints(f, 0, 10, 0, 20);
    }

    @Test
    void passesAlternateAndRememberWhereTheJointsWere() {
        Fabrik f = new Fabrik(3, 10, new Vec2(0, 0), new Vec2(0, 1));
        assertNull(f.lastPass());
        assertEquals(Fabrik.Pass.BACKWARD, f.nextPass());
        assertEquals(20, f.length());
        assertEquals(0, f.largestCorrection(), "before any pass, before = now");
        Vec2 target = new Vec2(0, 30);
        assertEquals(Fabrik.Pass.BACKWARD, f.halfPass(target));
        // Backward: the tip to (0,30), the others follow down by 10.
        assertJoints(f, 0, 10, 0, 20, 0, 30);
        assertEquals(new Vec2(0, 20), f.before(2));
        assertEquals(10, f.largestCorrection(), EPS);
        assertEquals(10, f.rootError(), EPS);
        assertEquals(0, f.tipError(target), EPS);
        assertEquals(Fabrik.Pass.FORWARD, f.nextPass());
        assertEquals(Fabrik.Pass.FORWARD, f.halfPass(target));
        assertJoints(f, 0, 0, 0, 10, 0, 20);
        assertEquals(10, f.tipError(target), EPS);
        assertEquals(0, f.rootError(), EPS);
        assertEquals(2, f.halfPasses());
        // iterate after a backward pass only completes it.
        f.backwardPass(target);
        f.iterate(target);
        assertEquals(Fabrik.Pass.FORWARD, f.lastPass());
        assertEquals(4, f.halfPasses());
        f.iterate(target);
        assertEquals(6, f.halfPasses());
        assertEquals("forward pass: root to tip", Fabrik.Pass.FORWARD.label());
        assertEquals("backward pass: tip to root", Fabrik.Pass.BACKWARD.label());
    }

    @Test
    void aNewGapShowsAsGapErrorUntilTheNextPass() {
        Fabrik f = new Fabrik(4, 10, new Vec2(5, 5), new Vec2(1, 0));
        assertEquals(0, f.maxGapError(), EPS);
        f.setGap(13);
        assertEquals(13, f.gap());
        assertEquals(3, f.maxGapError(), EPS, "every bone is 10 long, 3 short of 13");
        assertEquals(39, f.length(), EPS);
        f.forwardPass();
        assertEquals(0, f.maxGapError(), EPS);
        assertJoints(f, 5, 5, 18, 5, 31, 5, 44, 5);
        f.setGap(4);
        assertEquals(9, f.maxGapError(), EPS);
        assertThrows(IllegalArgumentException.class, () -> f.setGap(0));
        assertThrows(IllegalArgumentException.class, () -> f.setGap(Double.POSITIVE_INFINITY));
        assertThrows(IllegalArgumentException.class, () -> new Fabrik(1, 10, Vec2.ZERO, new Vec2(1, 0)));
        assertThrows(IllegalArgumentException.class, () -> new Fabrik(3, -1, Vec2.ZERO, new Vec2(1, 0)));
        assertThrows(IllegalArgumentException.class, () -> new Fabrik(3, Double.NaN, Vec2.ZERO, new Vec2(1, 0)));
        // hang lays it straight again and forgets the pass.
        f.hang(new Vec2(0, -1));
        assertNull(f.lastPass());
        assertJoints(f, 5, 5, 5, 1, 5, -3, 5, -7);
        assertEquals(new Vec2(5, 5), f.anchor());
        assertEquals(new Vec2(5, 5), f.root());
        assertEquals(new Vec2(5, -7), f.tip());
        assertEquals(new Vec2(5, 1), f.joint(1));
    }
}
