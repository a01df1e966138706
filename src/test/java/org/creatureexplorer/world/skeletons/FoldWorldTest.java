package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.creature.KoiSwimmer;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FoldWorldTest {
    private static final Columns COLUMNS = Columns.of(new FoldWorld(ParamValues.defaults(FoldWorld.PARAMS)));
    private static final int MAX_BEND = COLUMNS.index("max_bend"), OVERLAPS = COLUMNS.index("overlapping_pairs"),
            CLOSEST = COLUMNS.index("closest_pair"), HEAD_TAIL = COLUMNS.index("head_tail"),
            AT_LIMIT = COLUMNS.index("joints_at_limit");

    private static ParamValues params(double maxBend) {
        ParamValues p = ParamValues.defaults(FoldWorld.PARAMS);
        p.set("max-bend", maxBend);
        return p;
    }

    private static double[] sample(FoldWorld w) {
        double[] s = new double[w.series().size()];
        w.sample(s);
        return s;
    }

    /** The largest bend between consecutive bones, recomputed from the joints. */
    private static double largestBend(AngleChain c) {
        double worst = 0;
        for (int i = 1; i < c.size() - 1; i++) {
            Vec2 a = c.joint(i).minus(c.joint(i - 1));
            Vec2 b = c.joint(i + 1).minus(c.joint(i));
            worst = Math.max(worst, Math.abs(Angles.wrap(Math.atan2(b.y(), b.x()) - Math.atan2(a.y(), a.x()))));
        }
        return worst;
    }

    /** Pairs three or more joints apart closer than their two koi radii added, recomputed from the joints. */
    private static int overlaps(AngleChain c) {
        int n = c.size();
        int count = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 3; j < n; j++) {
                if (c.joint(i).distanceTo(c.joint(j)) < KoiBody.radius(i, n) + KoiBody.radius(j, n)) count++;
            }
        }
        return count;
    }

    private record FoldRun(double largestBend, int mostOverlaps, double closest, double startHeadTail, double leastHeadTail) {}

    /** The fold scenario: the test starts at tick 0 and runs its full second. */
    private static FoldRun fold(double maxBend) {
        FoldWorld w = FoldWorld.foldingFromStart(params(maxBend));
        double start = w.chain().headTailDistance();
        double bend = 0, closest = Double.MAX_VALUE, least = Double.MAX_VALUE;
        int most = 0;
        for (int t = 0; t < 60; t++) {
            w.step();
            double[] s = sample(w);
            bend = Math.max(bend, s[MAX_BEND]);
            most = Math.max(most, (int) s[OVERLAPS]);
            closest = Math.min(closest, s[CLOSEST]);
            least = Math.min(least, s[HEAD_TAIL]);
        }
        return new FoldRun(bend, most, closest, start, least);
    }

    @Test
    void withoutALimitTheFoldTestFoldsTheBodyThroughItself() {
        FoldRun r = fold(3.15);
        assertTrue(r.largestBend() > 3.05, "neighbours fold back nearly flat: " + r.largestBend());
        assertTrue(r.mostOverlaps() >= 3, "several non-neighbour pairs overlap: " + r.mostOverlaps());
        assertTrue(r.closest() < 2, "closest pair " + r.closest());
    }

    @Test
    void withTheKoiLimitNothingOverlapsAndTheBodyTurnsInAWideArc() {
        FoldRun r = fold(0.35);
        assertEquals(0, r.mostOverlaps());
        assertTrue(r.largestBend() <= 0.35 + 1e-9, "limit exceeded: " + r.largestBend());
        assertTrue(r.largestBend() > 0.35 - 1e-9, "the arc runs at the limit");
        // The tightest circle at 0.35 rad per joint has radius 13 / (2 sin 0.175): joints 3 apart are 37.4 px apart on it.
        double tightest = 13 / (2 * Math.sin(0.175));
        assertTrue(r.closest() >= 2 * tightest * Math.sin(3 * 0.175) - 1e-6, "closest pair " + r.closest());
        assertTrue(r.leastHeadTail() > 60, "a wide arc, not a coil: head-tail " + r.leastHeadTail());
    }

    @Test
    void withTwiceTheLimitNothingOverlapsButTheKoiCoilsTight() {
        FoldRun stiff = fold(0.35);
        FoldRun loose = fold(0.7);
        assertEquals(0, loose.mostOverlaps());
        assertTrue(loose.largestBend() <= 0.7 + 1e-9);
        assertTrue(loose.leastHeadTail() < 0.4 * loose.startHeadTail(), "head-tail collapses: " + loose.leastHeadTail());
        assertTrue(loose.leastHeadTail() < 0.85 * stiff.leastHeadTail(),
                "0.7 coils tighter than 0.35: " + loose.leastHeadTail() + " vs " + stiff.leastHeadTail());
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.2, 0.35, 0.7, 1.5, 3.15})
    void theMeasurementsMatchARecountFromTheJointsAndTheKoiRadii(double maxBend) {
        FoldWorld w = FoldWorld.foldingFromStart(params(maxBend));
        for (int t = 0; t < 240; t++) {
            if (t == 120) w.apply(new Input.Action(FoldWorld.FOLD_TEST));
            w.step();
            double[] s = sample(w);
            AngleChain c = w.chain();
            assertEquals(largestBend(c), s[MAX_BEND], 1e-12);
            assertEquals(overlaps(c), (int) s[OVERLAPS]);
            double closest = Double.MAX_VALUE;
            for (int i = 0; i < c.size(); i++) {
                for (int j = i + 3; j < c.size(); j++) closest = Math.min(closest, c.joint(i).distanceTo(c.joint(j)));
            }
            assertEquals(closest, s[CLOSEST], 1e-12);
            assertEquals(c.joint(0).distanceTo(c.joint(c.size() - 1)), s[HEAD_TAIL], 1e-12);
            if (maxBend < Math.PI) assertTrue(s[MAX_BEND] <= maxBend + 1e-9, "limit exceeded at tick " + w.tick());
            assertTrue(c.maxGapError() < 1e-9);
        }
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.15, 0.35, 0.7, 1.2})
    void theLimitIsNeverExceededWhileSwimmingChasingThePointerAndFolding(double maxBend) {
        FoldWorld w = new FoldWorld(params(maxBend));
        java.util.Random random = new java.util.Random(21);
        for (int t = 0; t < 3000; t++) {
            if (t % 400 == 100) w.apply(new Input.Action(FoldWorld.FOLD_TEST));
            if (t % 250 == 0) w.apply(new Input.PointerAt(new Vec2(random.nextDouble() * 480, random.nextDouble() * 300)));
            if (t % 250 == 125) w.apply(new Input.PointerLeft());
            w.step();
            assertTrue(largestBend(w.chain()) <= maxBend + 1e-9, "tick " + t + ": " + largestBend(w.chain()));
            // The head's own bend: the first bone against the direction opposite the heading.
            double head = Math.abs(Angles.wrap(w.chain().joint(1).minus(w.chain().joint(0)).angle() - (w.headingAngle() + Math.PI)));
            assertTrue(head <= maxBend + 1e-9, "head bend " + head);
        }
    }

    @Test
    void theFoldTestDrivesTheHeadStraightAtTheSetSpeedThenRestsOnTheSpotThenSwimsOn() {
        ParamValues p = params(0.35);
        p.set("speed", 120);
        p.set("duration", 1.5);
        FoldWorld w = new FoldWorld(p);
        for (int t = 0; t < 100; t++) w.step();
        Vec2 sixth = w.chain().joint(5);
        Vec2 start = w.chain().joint(0);
        w.apply(new Input.Action(FoldWorld.FOLD_TEST));
        assertEquals(sixth, w.foldSpot(), "aims at the sixth joint, counting the head as the first");
        Vec2 direction = sixth.minus(start).directionOr(Vec2.UNIT_X);
        double dt = w.dt();
        Vec2 head = start;
        double heading = w.headingAngle();
        int ticks = (int) Math.round(1.5 / dt);
        for (int t = 1; t <= ticks; t++) {
            assertTrue(w.folding());
            w.step();
            Vec2 next = w.chain().joint(0);
            double expectedStep = Math.min(120 * dt, sixth.distanceTo(head));
            assertEquals(expectedStep, next.distanceTo(head), 1e-9, "tick " + t);
            if (expectedStep > 0) assertEquals(0, direction.cross(next.minus(head)), 1e-9, "straight at the spot");
            // The heading turns toward the push no faster than the koi's turn rate.
            double turned = Math.abs(Angles.wrap(w.headingAngle() - heading));
            assertTrue(turned <= KoiSwimmer.TURN_RATE * dt + 1e-12, "turned " + turned);
            head = next;
            heading = w.headingAngle();
        }
        assertEquals(0, head.distanceTo(sixth), 1e-9, "rests on the spot");
        assertFalse(w.folding());
        w.step();
        assertTrue(w.chain().joint(0).distanceTo(head) > 0.5, "swims on after the test");
    }

    @Test
    void onAFigureEightLapSomeJointTouchesTheLimitFortyThreePercentOfTheTimeAtThreeFifthsAndNeverAtSevenTenths() {
        // The README: at a 0.35 rad limit "the koi touches its limit in 43% of a lap" (to the digit).
        assertEquals(0.43, touchShare(0.35), 0.005);
        assertEquals(0, touchShare(0.7));
    }

    private static double touchShare(double maxBend) {
        FoldWorld w = new FoldWorld(params(maxBend));
        int lap = (int) Math.round(FoldWorld.FIGURE_EIGHT.periodSeconds() / w.dt());
        for (int t = 0; t < lap; t++) w.step(); // settle out of the start
        int touching = 0;
        for (int t = 0; t < lap; t++) {
            w.step();
            double[] s = sample(w);
            if (s[AT_LIMIT] > 0) touching++;
            // The highlighted joints are exactly those whose bend sits on the limit.
            AngleChain c = w.chain();
            for (int j = 1; j < c.size() - 1; j++) {
                assertEquals(Math.abs(c.bendAt(j) - maxBend) < 1e-9, c.atLimit(j), "joint " + j);
            }
        }
        return (double) touching / lap;
    }

    @Test
    void liveParametersActOnTheRunningKoi() {
        FoldWorld w = new FoldWorld(params(0.35));
        w.apply(new Input.SetParam("max-bend", 0.7));
        w.apply(new Input.SetParam("gap", 16));
        w.step();
        assertEquals(0.7, w.chain().maxBend());
        for (int i = 1; i < w.chain().size(); i++) assertEquals(16, w.chain().joint(i).distanceTo(w.chain().joint(i - 1)), 1e-9);
    }

    @Test
    void stepBackReplaysAFoldTestExactly() {
        Playback playback = new Playback(FoldWorld::new, ParamValues.defaults(FoldWorld.PARAMS), 1000);
        playback.steps(30);
        playback.apply(new Input.Action(FoldWorld.FOLD_TEST));
        playback.steps(25);
        double[] before = sample((FoldWorld) playback.world());
        playback.steps(1);
        playback.stepBack();
        assertArrayEquals(before, sample((FoldWorld) playback.world()));
        assertTrue(((FoldWorld) playback.world()).folding());
    }

    @Test
    void theKoiStartsInAGentleTurnOnItsTarget() {
        FoldWorld w = new FoldWorld(ParamValues.defaults(FoldWorld.PARAMS));
        AngleChain c = w.chain();
        for (int j = 1; j < c.size() - 1; j++) assertEquals(0.12, c.bendAt(j), 1e-9);
        assertEquals(0, c.joint(0).distanceTo(w.target()), 1e-12);
        assertEquals(13.0 * 13, c.gap() * (c.size() - 1), 1e-12);
    }
}
