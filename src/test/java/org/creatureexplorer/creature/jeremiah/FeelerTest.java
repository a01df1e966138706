package org.creatureexplorer.creature.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class FeelerTest {

    @Test
    void withTheHeadStillEachGapSettlesAtTenTimesTheDriftInItsDirection() {
        Vec2 head = new Vec2(200, 200);
        Vec2[] drifts = {new Vec2(1, 0), new Vec2(0, 1), new Vec2(-0.6, 0.8), new Vec2(0.3, -0.2), new Vec2(-1, -1), new Vec2(0.05, 0)};
        for (Vec2 d : drifts) {
            Feeler f = Feeler.bunched(head, 11, d, 0.1);
            for (int t = 0; t < 3000; t++) f.follow(head);
            for (int i = 0; i < 11; i++) {
                Vec2 ahead = i == 0 ? head : f.point(i - 1);
                Vec2 gap = f.point(i).minus(ahead);
                assertEquals(10 * d.x(), gap.x(), 1e-9, "drift " + d + " point " + i);
                assertEquals(10 * d.y(), gap.y(), 1e-9, "drift " + d + " point " + i);
            }
            assertEquals(110 * d.length(), f.tip().distanceTo(head), 1e-8, "tip for drift " + d);
        }
    }

    @Test
    void aLargerGapShrinksASmallerOneGrows() {
        Vec2 head = Vec2.ZERO;
        Vec2 d = new Vec2(1, 0);
        Feeler far = new Feeler(new Vec2[] {new Vec2(30, 0)}, d, 0.1);
        far.follow(head);
        assertEquals(30 - 0.1 * 30 + 1, far.point(0).x(), 1e-12); // 28: toward 10
        Feeler near = new Feeler(new Vec2[] {new Vec2(4, 0)}, d, 0.1);
        near.follow(head);
        assertEquals(4 - 0.4 + 1, near.point(0).x(), 1e-12); // 4.6: toward 10
    }

    /**
     * Head moving at v per frame: a point keeps pace when its move pull x e equals v, so it is
     * e = v / pull = 10 v from its balance point before its move: 10 frames behind. After the
     * move the gap from the point ahead is 10 d - 9 v (ordered pass, the point ahead moved first).
     */
    @Test
    void withTheHeadMovingEachPointLagsTenFrames() {
        Vec2 v = new Vec2(3, 0);
        Vec2 d = new Vec2(0, 1);
        Vec2 head = Vec2.ZERO;
        Feeler f = Feeler.atRest(head, 11, d, 0.1);
        for (int t = 0; t < 3000; t++) {
            head = head.plus(v);
            f.follow(head);
        }
        for (int i = 0; i < 11; i++) {
            assertEquals(10, f.offBeforeMove(i) / v.length(), 1e-6, "lag of point " + i);
            Vec2 ahead = i == 0 ? head : f.point(i - 1);
            Vec2 gap = f.point(i).minus(ahead);
            assertEquals(10 * d.x() - 9 * v.x(), gap.x(), 1e-6);
            assertEquals(10 * d.y() - 9 * v.y(), gap.y(), 1e-6);
        }
    }

    @Test
    void withoutDriftThePullAloneCollapsesTheFeeler() {
        Vec2 head = new Vec2(5, 5);
        Feeler f = Feeler.atRest(new Vec2(0, 0), 11, new Vec2(1, 1), 0.1);
        f.setDrift(Vec2.ZERO);
        for (int t = 0; t < 3000; t++) f.follow(head);
        assertTrue(f.tip().distanceTo(head) < 1e-6, "collapsed onto the head");
    }
}
