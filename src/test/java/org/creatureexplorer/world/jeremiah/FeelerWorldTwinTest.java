package org.creatureexplorer.world.jeremiah;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.CopyChecks;
import org.junit.jupiter.api.Test;

/**
 * The feeler lesson against twin feelers built here (all bunched on the head at (160, 160); the
 * other 49 drifting by a seed-7 stream), the head moved as the lesson says; the thirteen
 * columns recomputed; the head's handle, the sliders and copy().
 */
class FeelerWorldTwinTest {
    private static final Vec2 START = new Vec2(160, 160);

    private static ParamValues params(boolean all, double pull, double dx, double dy, double speed) {
        ParamValues p = ParamValues.defaults(FeelerWorld.LESSON_PARAMS);
        p.set("view", all ? 1 : 0);
        p.set("pull", pull);
        p.set("drift-x", dx);
        p.set("drift-y", dy);
        p.set("head-speed", speed);
        return p;
    }

    /** The columns from the followed twin: head, tip, tip to head, gaps over the drift, lags (distance off over head speed). */
    private static double[] columns(Feeler f, Vec2 head, Vec2 before, long tick) {
        int n = f.size();
        double drift = f.drift().length(), speed = head.distanceTo(before);
        double sum = 0;
        for (int i = 0; i < n; i++) sum += f.gap(i, head);
        double[] gaps = {sum / n, f.gap(0, head), f.gap(n / 2, head), f.gap(n - 1, head)};
        double[] out = new double[13];
        out[0] = head.x();
        out[1] = head.y();
        out[2] = f.tip().x();
        out[3] = f.tip().y();
        out[4] = f.tip().distanceTo(head);
        for (int k = 0; k < 4; k++) out[5 + k] = drift > 0 ? gaps[k] / drift : Double.NaN;
        int[] at = {0, n / 2, n - 1};
        for (int k = 0; k < 3; k++) out[9 + k] = tick > 0 && speed > 1e-6 ? f.offBeforeMove(at[k]) / speed : Double.NaN;
        out[12] = speed;
        return out;
    }

    @Test void allFiftyAreTheirTwinsAndEverySliderReachesTheRightOnes() {
        FeelerWorld w = new FeelerWorld(params(true, 0.2, 0.5, -0.3, 1.5));
        assertTrue(w.all());
        List<Feeler> twins = new ArrayList<>();
        twins.add(Feeler.bunched(START, 11, new Vec2(0.5, -0.3), 0.2));
        SplittableRandom rng = new SplittableRandom(7);
        for (int f = 1; f < 50; f++) twins.add(Feeler.bunched(START, 11, new Vec2(rng.nextDouble(-1, 1), rng.nextDouble(-1, 1)), 0.2));
        assertEquals(50, w.feelers().size());
        double[] s = new double[w.series().size()];
        Vec2 head = START;
        double speed = 1.5, camera = 0;
        for (int t = 1; t <= 300; t++) {
            if (t == 60) { w.apply(new Input.SetParam("pull", 0.35)); twins.forEach(f -> f.setPull(0.35)); }
            if (t == 120) { w.apply(new Input.SetParam("drift-x", -0.8)); twins.get(0).setDrift(new Vec2(-0.8, -0.3)); }
            if (t == 180) { w.apply(new Input.SetParam("drift-y", 0.3)); twins.get(0).setDrift(new Vec2(-0.8, 0.3)); }
            if (t == 240) { w.apply(new Input.SetParam("head-speed", 4)); speed = 4; }
            Vec2 before = head;
            head = head.plus(new Vec2(speed, 0));
            camera = Math.max(camera, head.x() - 230);
            for (Feeler f : twins) f.follow(head);
            w.step();
            w.sample(s);
            assertArrayEquals(columns(twins.get(0), head, before, t), s, 1e-9, "tick " + t);
            for (int f = 0; f < 50; f++) assertEquals(twins.get(f).tip(), w.feelers().get(f).tip(), "tick " + t + ", feeler " + f);
            assertEquals(camera, w.camera(), 0, "tick " + t);
            assertEquals(List.of(), w.handles(), "a running head cannot be dragged");
        }
        assertEquals(1 / 0.35, w.predictedRatio(), 1e-12);
        assertEquals(0.35, w.pull());
        assertEquals(11, w.followed().size());
        assertEquals(11 * Math.hypot(0.8, 0.3) / 0.35, w.predictedTipDistance(), 1e-12, "11 points x |(-0.8, 0.3)| / pull");
    }

    @Test void theStillHeadIsDraggedByItsHandleAndLetGo() {
        FeelerWorld w = new FeelerWorld(params(false, 0.1, 1, 0, 0));
        assertFalse(w.all());
        assertEquals(1, w.feelers().size());
        Feeler twin = Feeler.bunched(START, 11, new Vec2(1, 0), 0.1);
        double[] s = new double[w.series().size()];
        w.sample(s);
        assertTrue(Double.isNaN(s[9]), "no lag at tick 0");
        assertEquals(List.of(new Handle(FeelerWorld.HEAD, "head", START)), w.handles());
        Vec2 head = START;
        for (int t = 1; t <= 400; t++) {
            Vec2 before = head;
            if (t == 50) {
                w.apply(new Input.Drag(FeelerWorld.HEAD, new Vec2(90, 200)));
                assertEquals(new Vec2(90, 200), w.head(), "the head is shown where it is dragged at once");
                head = new Vec2(90, 200);
            }
            if (t == 51) { w.apply(new Input.Drag("not the head", new Vec2(5, 5))); }
            if (t == 100) { w.apply(new Input.Drag(FeelerWorld.HEAD, new Vec2(250, 120))); head = new Vec2(250, 120); }
            if (t == 150) w.apply(new Input.Release(FeelerWorld.HEAD));
            if (t == 200) { w.apply(new Input.Release("not the head")); }
            twin.follow(head);
            w.step();
            w.sample(s);
            // The head speed is its move from one step to the next: a drag between two steps counts in the next one.
            assertArrayEquals(columns(twin, head, before, t), s, 1e-9, "tick " + t);
            assertEquals(List.of(new Handle(FeelerWorld.HEAD, "head", head)), w.handles(), "tick " + t);
        }
        assertEquals(110, twin.tip().distanceTo(head), 1e-2, "300 ticks after the last drag: all but settled, 11 x drift / pull from the head");
        w.apply(new Input.SetParam("head-speed", 2));
        w.apply(new Input.Drag(FeelerWorld.HEAD, new Vec2(10, 10)));
        w.step();
        assertEquals(new Vec2(252, 120), w.head(), "a running head takes no drag");
    }

    /** No drift: the gaps have no ratio to it (NaN, not infinite), though a running head opens them. */
    @Test void withoutDriftTheGapRatiosAreUndefined() {
        FeelerWorld w = new FeelerWorld(params(false, 0.1, 0, 0, 2));
        double[] s = new double[w.series().size()];
        for (int t = 0; t < 100; t++) w.step();
        w.sample(s);
        assertTrue(w.followed().gap(3, w.head()) > 1, "the points trail the head: gaps open");
        for (int c = 5; c <= 8; c++) assertTrue(Double.isNaN(s[c]), "column " + c + ": " + s[c]);
    }

    /** A head dragged before the first step has moved, but there is no lag before a step has been taken. */
    @Test void noLagBeforeTheFirstStepEvenForADraggedHead() {
        FeelerWorld w = new FeelerWorld(params(false, 0.1, 1, 0, 0));
        w.apply(new Input.Drag(FeelerWorld.HEAD, new Vec2(100, 100)));
        double[] s = new double[w.series().size()];
        w.sample(s);
        assertTrue(s[12] > 80, "the head moved: " + s[12]);
        for (int c = 9; c <= 11; c++) assertTrue(Double.isNaN(s[c]), "column " + c + ": " + s[c]);
    }

    @Test void aRunningHeadLetsGoOfADrag() {
        FeelerWorld w = new FeelerWorld(params(false, 0.1, 1, 0, 0));
        w.apply(new Input.Drag(FeelerWorld.HEAD, new Vec2(100, 100)));
        w.step();
        w.apply(new Input.SetParam("head-speed", 3));
        w.step();
        assertEquals(new Vec2(103, 100), w.head(), "running on from where it was dragged");
        w.apply(new Input.SetParam("head-speed", 0));
        w.step();
        assertEquals(new Vec2(103, 100), w.head(), "and the drag is not picked up again");
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        FeelerWorld w = new FeelerWorld(params(true, 0.1, 1, 0, 2));
        for (int t = 0; t < 150; t++) w.step();
        FeelerWorld c = w.copy();
        double[] before = new double[w.series().size()], after = new double[before.length];
        w.sample(before);
        c.apply(new Input.SetParam("pull", 0.9));
        c.apply(new Input.SetParam("head-speed", 0));
        c.apply(new Input.Drag(FeelerWorld.HEAD, new Vec2(50, 50)));
        for (int t = 0; t < 100; t++) c.step();
        w.sample(after);
        assertArrayEquals(before, after, 0, "the copy's steps and inputs leave the original as it was");
        assertEquals(0.1, w.pull());
        FeelerWorld d = w.copy();
        CopyChecks.stepAlike(w, d, 200, (x, y) -> {
            assertEquals(x.feelers().get(30).tip(), y.feelers().get(30).tip());
            assertEquals(x.camera(), y.camera());
        });
        FeelerWorld dragged = new FeelerWorld(params(false, 0.1, 1, 0, 0));
        dragged.apply(new Input.Drag(FeelerWorld.HEAD, new Vec2(70, 70)));
        FeelerWorld draggedCopy = dragged.copy();
        draggedCopy.step();
        assertEquals(new Vec2(70, 70), draggedCopy.head(), "the drag is copied");
    }
}
