package org.creatureexplorer.lessons.skeletons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.EnumSet;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lessons.jeremiah.ExplainPaint;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.junit.jupiter.api.Test;

/** Lesson 1.3: the curl circle the Explain figure draws, and the share of ticks on the limit it reads out. */
class FoldExplainTest {
    private static FoldWorld world(double limit) {
        ParamValues p = ParamValues.defaults(FoldWorld.PARAMS);
        p.set("max-bend", limit);
        return new FoldWorld(p);
    }

    /** The radius of the circle through three points: abc / (4 x area). */
    private static double circumradius(Vec2 a, Vec2 b, Vec2 c) {
        double ab = a.distanceTo(b), bc = b.distanceTo(c), ca = c.distanceTo(a);
        double area2 = Math.abs((b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x()));
        return ab * bc * ca / (2 * area2);
    }

    @Test
    void theDrawnCurlCircleIsTheOneThreeJointsOnTheLimitLieOn() {
        FoldWorld w = FoldWorld.foldingFromStart(ParamValues.defaults(FoldWorld.PARAMS));
        int checked = 0;
        for (int t = 0; t < 60; t++) {
            w.step();
            FoldLesson.CurlCircle k = FoldLesson.CurlCircle.of(w);
            assertEquals(13 / (2 * Math.sin(0.35 / 2)), k.radius(), 1e-9, "R = L / (2 sin(limit/2)) = 37.33 px");
            AngleChain c = w.chain();
            int j = k.joint();
            if (c.atLimit(j) && Math.abs(c.bendAt(j) - 0.35) < 1e-9) {
                Vec2 a = c.joint(j - 1), b = c.joint(j), d = c.joint(j + 1);
                // Independently: the circle through the three joints has the drawn radius ...
                assertEquals(k.radius(), circumradius(a, b, d), 1e-6, "tick " + t);
                // ... and the drawn centre is that circle's centre.
                assertNotNull(k.centre());
                assertEquals(k.radius(), k.centre().distanceTo(a), 1e-6);
                assertEquals(k.radius(), k.centre().distanceTo(b), 1e-6);
                assertEquals(k.radius(), k.centre().distanceTo(d), 1e-6);
                checked++;
            }
        }
        assertTrue(checked > 5, "ticks with the most bent joint on the limit: " + checked);
    }

    @Test
    void theNumbersOfTheArgument() {
        FoldLesson.CurlCircle k = FoldLesson.CurlCircle.of(world(0.35));
        assertEquals(37.33, k.radius(), 0.01); // 13 / (2 x 0.1741)
        assertEquals(2 * Math.PI / 0.35, k.bonesForFullTurn(), 1e-9);
        assertEquals(13, k.bones());
        assertFalse(k.canClose(), "13 bones cannot close a circle that needs 18");
        assertTrue(k.sidesApart(), "74.6 px across the curl against a body 25 px wide");
        FoldLesson.CurlCircle none = FoldLesson.CurlCircle.of(world(3.15));
        assertFalse(none.limited());
        assertEquals(6.5, none.radius(), 1e-9, "no limit: R = L / 2");
        assertFalse(none.sidesApart());
    }

    @Test
    void theLastLapShareCountsTheTicksWithAJointOnTheLimit() {
        FoldWorld w = world(0.35);
        ArrayDeque<Boolean> lap = new ArrayDeque<>();
        for (int t = 1; t <= 900; t++) {
            w.step();
            lap.addLast(w.chain().jointsAtLimit() > 0);
            if (lap.size() > FoldWorld.LAP_TICKS) lap.removeFirst();
            if (t % 100 == 0 || t == 600) {
                long on = lap.stream().filter(b -> b).count();
                assertEquals(lap.size(), w.lapTicksCounted(), "tick " + t);
                assertEquals(on, w.lapTicksAtLimit(), "tick " + t);
            }
            if (t == 600) {
                // The lesson's key number at 10 s of play: 43-44% (the README's 43% on a lap).
                double share = (double) w.lapTicksAtLimit() / w.lapTicksCounted();
                assertTrue(share > 0.40 && share < 0.46, "share at 10 s: " + share);
            }
        }
    }

    @Test
    void theFoldTestResultIsKeptAfterItEnds() {
        ParamValues p = ParamValues.defaults(FoldWorld.PARAMS);
        p.set("max-bend", 3.15);
        FoldWorld w = FoldWorld.foldingFromStart(p);
        double worstBend = 0, closest = Double.POSITIVE_INFINITY;
        int mostPairs = 0;
        for (int t = 0; t < 120; t++) {
            w.step();
            if (w.folding() || t < 60) {
                worstBend = Math.max(worstBend, w.chain().largestBend());
                mostPairs = Math.max(mostPairs, w.overlappingPairs().size());
                closest = Math.min(closest, w.closestPair());
            }
        }
        FoldWorld.FoldResult r = w.foldResult();
        assertFalse(r.running());
        assertEquals(worstBend, r.largestBend(), 1e-12);
        assertEquals(mostPairs, r.mostPairs());
        assertEquals(closest, r.closestPair(), 1e-12);
        assertTrue(r.mostPairs() > 0, "no limit: the fold overlaps");
    }

    @Test
    void theFigurePaintsSomethingOnlyWhenExplainIsOn() {
        FoldWorld w = world(0.35);
        for (int t = 0; t < 600; t++) w.step();
        int changed = ExplainPaint.pixelsChangedByExplain((g, s) -> FoldLesson.paint(g, w, s), EnumSet.of(Overlay.BONES),
                FoldWorld.STAGE_W, FoldWorld.STAGE_H, new java.awt.geom.Rectangle2D.Double(0, 40, FoldWorld.STAGE_W, FoldWorld.STAGE_H - 40));
        assertTrue(changed > 1500, "the Explain figure changed " + changed + " pixels");
    }
}
