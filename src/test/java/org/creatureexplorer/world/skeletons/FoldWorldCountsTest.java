package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.model.CopyCheck;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The fold lesson's tallies recounted tick by tick from the chain itself: the swimming ticks,
 * those with a joint on the limit (all of them and the last lap's), the fold test's worst
 * figures, the overlapping pairs; plus the pointer, the live fold-test numbers and copy().
 */
class FoldWorldCountsTest {

    private static FoldWorld koi(double maxBend) {
        ParamValues p = ParamValues.defaults(FoldWorld.PARAMS);
        p.set("max-bend", maxBend);
        return new FoldWorld(p);
    }

    /** Pairs three or more joints apart closer than their koi radii added, recounted from the joints. */
    private static List<String> overlaps(AngleChain c) {
        List<String> pairs = new ArrayList<>();
        int n = c.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + 3; j < n; j++) if (c.joint(i).distanceTo(c.joint(j)) < KoiBody.radius(i, n) + KoiBody.radius(j, n)) pairs.add(i + "-" + j);
        }
        return pairs;
    }

    private static double closest(AngleChain c) {
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < c.size(); i++) for (int j = i + 3; j < c.size(); j++) best = Math.min(best, c.joint(i).distanceTo(c.joint(j)));
        return best;
    }

    /** Two and a half laps with a fold test in the middle: every tally equals the one kept here. */
    @Test
    void theLimitTalliesCountOnlySwimmingTicksAndTheLastLapRing() {
        FoldWorld w = koi(0.35);
        assertNull(w.foldResult(), "no fold test yet");
        long swim = 0, atLimit = 0;
        ArrayDeque<Boolean> lap = new ArrayDeque<>();
        for (int t = 1; t <= 900; t++) {
            if (t == 400) w.apply(new Input.Action(FoldWorld.FOLD_TEST));
            boolean folding = w.folding();
            w.step();
            if (!folding) {
                boolean touching = w.chain().jointsAtLimit() > 0;
                swim++;
                if (touching) atLimit++;
                lap.addLast(touching);
                if (lap.size() > FoldWorld.LAP_TICKS) lap.removeFirst();
            }
            assertEquals(swim, w.swimTicks(), "tick " + t);
            assertEquals(atLimit, w.swimTicksAtLimit(), "tick " + t);
            assertEquals(lap.stream().filter(b -> b).count(), w.lapTicksAtLimit(), "tick " + t);
            assertEquals(lap.size(), w.lapTicksCounted(), "tick " + t);
        }
        assertEquals(900 - 60, swim, "the default fold test lasts 1 s, 60 ticks");
        assertTrue(atLimit > 100 && atLimit < swim, "some ticks on the limit and some not: " + atLimit + " of " + swim);
    }

    /** The fold test's result: its limit and the worst bend, overlaps and closest pair over its ticks, recounted. */
    @Test
    void theFoldResultIsTheWorstOfItsTicks() {
        FoldWorld w = koi(3.15);
        for (int t = 0; t < 50; t++) w.step();
        w.apply(new Input.Action(FoldWorld.FOLD_TEST));
        FoldWorld.FoldResult started = w.foldResult();
        assertEquals(new FoldWorld.FoldResult(3.15, 0, 0, Double.POSITIVE_INFINITY, true), started);
        assertEquals(1.0, w.foldTimeLeft(), 1e-12);
        double bend = 0, nearest = Double.POSITIVE_INFINITY;
        int most = 0;
        for (int t = 1; t <= 60; t++) {
            w.step();
            bend = Math.max(bend, w.chain().largestBend());
            most = Math.max(most, overlaps(w.chain()).size());
            nearest = Math.min(nearest, closest(w.chain()));
            assertEquals((60 - t) / 60.0, w.foldTimeLeft(), 1e-12);
            List<String> listed = w.overlappingPairs().stream().map(p -> p[0] + "-" + p[1]).toList();
            assertEquals(overlaps(w.chain()), listed, "tick " + t);
            assertEquals(listed.size(), w.overlappingPairCount());
        }
        assertEquals(new FoldWorld.FoldResult(3.15, bend, most, nearest, false), w.foldResult());
        assertTrue(most > 0, "without a limit the head folds into the body");
        w.step();
        assertEquals(new FoldWorld.FoldResult(3.15, bend, most, nearest, false), w.foldResult(), "swimming on leaves the result as it was");
        for (int i = 0; i < w.chain().size(); i++) assertEquals(KoiBody.radius(i, w.chain().size()), w.radius(i));
    }

    /** Speed and duration set while it plays: the next fold test drives at the new speed for the new time. */
    @Test
    void theFoldTestUsesTheLiveSpeedAndDuration() {
        FoldWorld w = koi(0.35);
        for (int t = 0; t < 30; t++) w.step();
        w.apply(new Input.SetParam("speed", 60));
        w.apply(new Input.SetParam("duration", 0.5));
        w.apply(new Input.Action(FoldWorld.FOLD_TEST));
        for (int t = 1; t <= 30; t++) {
            assertTrue(w.folding(), "tick " + t);
            Vec2 head = w.chain().joint(0);
            w.step();
            // 60 px/s for 0.5 s is 30 px, less than the five gaps to the spot: never arrives, so every step is a full one.
            assertEquals(1.0, w.chain().joint(0).distanceTo(head), 1e-9, "tick " + t);
        }
        assertFalse(w.folding());
    }

    /** The pointer pulls the target to it; once it leaves, the target is back on the figure-eight. */
    @Test
    void thePointerLeadsTheTargetAndLeavingReturnsItToThePath() {
        FoldWorld w = koi(0.35);
        Vec2 p = new Vec2(100, 60);
        w.apply(new Input.PointerAt(p));
        assertEquals(p, w.pointer());
        for (int t = 0; t < 300; t++) w.step();
        // The target eases toward the pointer at 4/s: after 5 s, e^-20 of the way is left.
        assertEquals(0, w.target().distanceTo(p), 1e-3);
        w.apply(new Input.PointerLeft());
        assertNull(w.pointer());
        for (int t = 0; t < 300; t++) w.step();
        Vec2 onPath = FoldWorld.FIGURE_EIGHT.at(FoldWorld.START_PHASE + w.timeSeconds());
        assertEquals(0, w.target().distanceTo(onPath), 1e-3);
        List<Vec2> trail = w.trail();
        assertEquals(FoldWorld.TRAIL_LENGTH, trail.size());
        assertEquals(w.chain().joint(0), trail.get(trail.size() - 1));
    }

    /** The start pose bends every bone by START_BEND (signed) from the one before, recomputed from the joints. */
    @Test
    void theStartArcTurnsEveryBoneTheSameWay() {
        AngleChain c = koi(0.35).chain();
        double heading = c.headingAngle();
        Vec2 first = c.joint(1).minus(c.joint(0));
        assertEquals(0, Angles.wrap(first.angle() - (heading + Math.PI)), 1e-9, "the first bone points back from the heading");
        for (int i = 1; i < c.size() - 1; i++) {
            Vec2 a = c.joint(i).minus(c.joint(i - 1)), b = c.joint(i + 1).minus(c.joint(i));
            assertEquals(FoldWorld.START_BEND, Angles.wrap(b.angle() - a.angle()), 1e-9, "joint " + i);
        }
    }

    /** A copy in the middle of a fold test is deep and goes on as the original does. */
    @Test
    void aCopyMidFoldGoesOnAsTheOriginal() {
        FoldWorld w = koi(0.35);
        for (int t = 0; t < 400; t++) w.step();
        w.apply(new Input.Action(FoldWorld.FOLD_TEST));
        for (int t = 0; t < 20; t++) w.step();
        FoldWorld twin = w.copy();
        assertEquals(List.of(), CopyCheck.problems(w, twin));
        FoldWorld elsewhere = w.copy();
        elsewhere.apply(new Input.PointerAt(new Vec2(10, 10)));
        for (int t = 0; t < 100; t++) elsewhere.step();
        for (int t = 0; t < 400; t++) {
            w.step();
            twin.step();
            assertArrayEquals(sample(w), sample(twin), "tick " + w.tick());
        }
        assertEquals(w.swimTicksAtLimit(), twin.swimTicksAtLimit());
        assertEquals(w.lapTicksAtLimit(), twin.lapTicksAtLimit());
        assertEquals(w.foldResult(), twin.foldResult());
    }

    private static double[] sample(FoldWorld w) {
        double[] s = new double[w.series().size()];
        w.sample(s);
        return s;
    }
}
