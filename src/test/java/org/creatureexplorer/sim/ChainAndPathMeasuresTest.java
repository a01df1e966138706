package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The follow chain's measures, the vector helpers at their edges, the bumpy ground and the
 * piecewise pace, each on numbers worked out by hand in the comments.
 */
class ChainAndPathMeasuresTest {
    private static final double EPS = 1e-9;

    @Test
    void aFollowChainMeasuresItsOwnShape() {
        // An L: (0,0) (10,0) (10,10) already 10 apart, so follow(head) keeps it.
        FollowChain chain = new FollowChain(new Vec2[] {new Vec2(0, 0), new Vec2(10, 0), new Vec2(10, 10)}, 10);
        assertEquals(3, chain.size());
        assertEquals(10, chain.jointX(2), EPS);
        assertEquals(10, chain.jointY(2), EPS);
        assertEquals(Math.sqrt(200), chain.headTailDistance(), EPS);
        assertEquals(Math.sqrt(200), chain.distance(0, 2), EPS);
        assertEquals(5, chain.distanceTo(1, new Vec2(13, 4)), EPS);
        assertEquals(Math.PI / 2, chain.bendAt(1), EPS);
        assertEquals(Math.PI / 2, chain.signedBendAt(1), EPS, "+x then +y turns clockwise on screen: positive");
        assertEquals(Math.PI / 2, chain.maxBend(), EPS);
        assertEquals(0, chain.maxGapError(), EPS);
        chain.setGap(12);
        assertEquals(12, chain.gap());
        assertEquals(2, chain.maxGapError(), EPS);
        assertThrows(IllegalArgumentException.class, () -> chain.setGap(0));
        // Made from points that are not gap apart: the constructor pulls them into length.
        FollowChain pulled = new FollowChain(new Vec2[] {new Vec2(0, 0), new Vec2(30, 0), new Vec2(30, 40)}, 10);
        assertEquals(10, pulled.jointX(1), EPS);
        assertEquals(0, pulled.maxGapError(), EPS);
        assertThrows(IllegalArgumentException.class, () -> new FollowChain(new Vec2[] {Vec2.ZERO}, 10));
        assertThrows(IllegalArgumentException.class, () -> new FollowChain(new Vec2[] {Vec2.ZERO, Vec2.ZERO}, 0));
        assertThrows(IllegalArgumentException.class, () -> new FollowChain(1, 10, Vec2.ZERO, Vec2.UNIT_X));
        assertThrows(IllegalArgumentException.class, () -> new FollowChain(2, -1, Vec2.ZERO, Vec2.UNIT_X));
    }

    @Test
    void aJointOnItsLeaderKeepsTheBoneAheadOrPlusX() {
        // Hanging down from (0,0): (0,0) (0,10) (0,20). The head moves onto joint 1: joint 1 has no
        // direction and the first bone none to copy, so it goes +x: (10,10); joint 2 from (0,20)
        // toward it: (10,10) + 10 x (-1,1)/sqrt2.
        FollowChain chain = new FollowChain(3, 10, new Vec2(0, 0), new Vec2(0, 1));
        assertEquals(20, chain.jointY(2), EPS);
        chain.follow(new Vec2(0, 10));
        assertEquals(10, chain.jointX(1), EPS);
        assertEquals(10, chain.jointY(1), EPS);
        assertEquals(10 - 10 / Math.sqrt(2), chain.jointX(2), EPS);
        assertEquals(10 + 10 / Math.sqrt(2), chain.jointY(2), EPS);
        // (0,0) (10,0) (20,0); the head to (10,0), onto joint 1: the first bone has none to copy,
        // so +x: (20,0), exactly onto joint 2, which keeps the bone ahead, +x: (30,0).
        FollowChain line = new FollowChain(3, 10, new Vec2(0, 0), Vec2.UNIT_X);
        line.follow(new Vec2(10, 0));
        assertEquals(20, line.jointX(1), EPS);
        assertEquals(30, line.jointX(2), EPS);
        assertEquals(0, line.jointY(2), EPS);
        // A zero trail direction hangs the chain along +x.
        FollowChain flat = new FollowChain(2, 5, new Vec2(1, 1), Vec2.ZERO);
        assertEquals(6, flat.jointX(1), EPS);
    }

    @Test
    void vectorHelpersAtTheirEdges() {
        assertEquals(5, Vec2.norm(3, 4), 0);
        assertEquals(5e300, Vec2.norm(3e300, 4e300), 1e288, "the squares would overflow");
        assertEquals(5e-300, Vec2.norm(3e-300, 4e-300), 1e-312, "the squares would underflow");
        assertEquals(0, Vec2.norm(0, 0), 0);
        assertEquals(Double.POSITIVE_INFINITY, Vec2.norm(Double.POSITIVE_INFINITY, 1), 0);
        Vec2 v = new Vec2(6, 8);
        assertEquals(new Vec2(3, 4), v.limit(5));
        assertSame(v, v.limit(10), "a vector exactly as long as the limit is kept");
        assertEquals(new Vec2(6, 8), new Vec2(0, 0).lerp(v, 1));
        assertEquals(new Vec2(1.5, 2), new Vec2(0, 0).lerp(v, 0.25));
        assertEquals(new Vec2(8, 4), new Vec2(10, 0).lerp(new Vec2(2, 16), 0.25));
    }

    @Test
    void theGroundIsALevelPlusItsSines() {
        Ground flat = new Ground(300);
        assertEquals(300, flat.at(123), 0);
        Ground bumpy = new Ground(300, new double[] {10, 50, 0}, new double[] {4, 20, Math.PI / 2});
        double x = 70;
        assertEquals(300 + 10 * Math.sin(x / 50) + 4 * Math.sin(x / 20 + Math.PI / 2), bumpy.at(x), EPS);
        assertEquals(bumpy.at(x), bumpy.applyAsDouble(x), 0);
    }

    @Test
    void aPaceAddsEachPieceAtItsOwnRate() {
        // A 4 s cycle: 1x for 0..1 s, 3x for 1..4 s: 1 + 9 = 10 s of path per cycle.
        Pace pace = new Pace(4, List.of(0.0, 1.0), List.of(1.0, 3.0));
        assertEquals(4, pace.cycle());
        assertEquals(0, pace.pathTime(0), EPS);
        assertEquals(0.5, pace.pathTime(0.5), EPS);
        assertEquals(1, pace.pathTime(1), EPS);
        assertEquals(1 + 3 * 1.5, pace.pathTime(2.5), EPS);
        assertEquals(10, pace.pathTime(4), EPS);
        assertEquals(20 + 0.5, pace.pathTime(8.5), EPS, "two cycles and half a second");
        assertEquals(-10 + 1 + 3 * 2, pace.pathTime(-1), EPS, "before 0: one cycle back, then 3 s in");
        assertThrows(IllegalArgumentException.class, () -> new Pace(4, List.of(), List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Pace(4, List.of(0.0), List.of(1.0, 2.0)));
        assertThrows(IllegalArgumentException.class, () -> new Pace(4, List.of(0.5), List.of(1.0)));
    }
}
