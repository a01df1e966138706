package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class FollowChainTest {

    @Test
    void onePassLeavesEveryGapExact() {
        FollowChain chain = new FollowChain(26, 12, new Vec2(240, 150), new Vec2(-1, 0));
        Random random = new Random(3);
        Vec2 head = chain.joint(0);
        for (int tick = 0; tick < 5000; tick++) {
            head = head.plus(new Vec2(random.nextGaussian() * 6, random.nextGaussian() * 6));
            chain.follow(head);
            for (int i = 1; i < chain.size(); i++) {
                assertEquals(12, chain.joint(i).distanceTo(chain.joint(i - 1)), 1e-11);
            }
        }
        assertTrue(chain.maxGapError() < 1e-11);
    }

    @Test
    void eachJointMovesStraightTowardWhereItWas() {
        // Follow the leader: the new joint i lies on the segment from the new joint i-1 toward the old joint i.
        FollowChain chain = new FollowChain(10, 10, Vec2.ZERO, new Vec2(-1, 0));
        Vec2[] old = new Vec2[chain.size()];
        for (int i = 0; i < old.length; i++) old[i] = chain.joint(i);
        chain.follow(new Vec2(7, 5));
        for (int i = 1; i < chain.size(); i++) {
            Vec2 toOld = old[i].minus(chain.joint(i - 1));
            Vec2 toNew = chain.joint(i).minus(chain.joint(i - 1));
            assertEquals(0, toOld.cross(toNew), 1e-9, "joint " + i + " left its line");
            assertTrue(toOld.dot(toNew) > 0);
        }
    }

    @Test
    void bendIsTheTurnBetweenConsecutiveBones() {
        FollowChain chain = new FollowChain(new Vec2[] {new Vec2(0, 0), new Vec2(10, 0), new Vec2(10, 10)}, 10);
        assertEquals(Math.PI / 2, chain.bendAt(1), 1e-12);
        assertEquals(Math.PI / 2, chain.maxBend(), 1e-12);
    }

    @Test
    void rejectsImpossibleChains() {
        assertThrows(IllegalArgumentException.class, () -> new FollowChain(1, 10, Vec2.ZERO, Vec2.UNIT_X));
        assertThrows(IllegalArgumentException.class, () -> new FollowChain(5, 0, Vec2.ZERO, Vec2.UNIT_X));
    }

    @Test
    void headMoverApproachesAtFiveTimesTheDistanceCappedAndNeverOvershoots() {
        HeadMover mover = new HeadMover(5, 240);
        double dt = 1.0 / 60;
        // Far away: capped at 240 px/s, i.e. 4 px per tick.
        Vec2 moved = mover.step(Vec2.ZERO, new Vec2(1000, 0), dt);
        assertEquals(4, moved.x(), 1e-12);
        // Close: 5 x 12 px = 60 px/s, i.e. 1 px per tick.
        moved = mover.step(Vec2.ZERO, new Vec2(0, 12), dt);
        assertEquals(1, moved.y(), 1e-12);
        // Never past the target, even with a huge step.
        moved = mover.step(Vec2.ZERO, new Vec2(3, 4), 10);
        assertEquals(new Vec2(3, 4), moved);
        assertEquals(Vec2.ZERO, mover.step(Vec2.ZERO, Vec2.ZERO, dt));
    }

    @Test
    void figureEightCrossesItsCentreWithTwoVerticalSwingsPerHorizontalOne() {
        FigureEight eight = new FigureEight(new Vec2(240, 150), 180, 105, 9);
        assertEquals(new Vec2(240, 150), eight.at(0));
        Vec2 half = eight.at(4.5);
        assertEquals(240, half.x(), 1e-9);
        assertEquals(150, half.y(), 1e-9);
        // Quarter period: x at its extreme while y is back at the centre line.
        Vec2 quarter = eight.at(9.0 / 4);
        assertEquals(420, quarter.x(), 1e-9);
        assertEquals(150, quarter.y(), 1e-9);
    }

    @Test
    void wrapKeepsAnglesInMinusPiToPi() {
        assertEquals(Math.PI, Angles.wrap(-Math.PI), 1e-15);
        assertEquals(Math.PI, Angles.wrap(3 * Math.PI), 1e-12);
        assertEquals(-Math.PI / 2, Angles.wrap(3 * Math.PI / 2), 1e-12);
        assertEquals(0.3, Angles.wrap(0.3 + 4 * Math.PI), 1e-12);
    }
}
