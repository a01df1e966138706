package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.creature.Koi;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The koi world against a twin: a {@link Koi} built here from the lesson's numbers and swum
 * after the target worked out here (the figure-eight, the eased pointer, a driven point),
 * with every parameter change made to both. The world must keep its koi exactly the twin.
 */
class KoiWorldTwinTest {
    private static final double DT = 1.0 / 60;

    /** The koi's figure-eight written out: the 480 x 300 stage's centre, 180 x 105 px, 6 s a lap, started 0.4 s along. */
    private static Vec2 curve(double t) {
        double phase = 2 * Math.PI * (0.4 + t) / 6;
        return new Vec2(240 + 180 * Math.sin(phase), 150 + 105 * Math.sin(2 * phase));
    }

    private static Koi twin(double maxBend, double stiffness, double damping, double wiggle) {
        Vec2 ahead = curve(DT), behind = curve(-DT);
        Koi k = new Koi(curve(0), Math.atan2(ahead.y() - behind.y(), ahead.x() - behind.x()), maxBend);
        k.setTailSpring(stiffness, damping);
        k.setWiggle(wiggle);
        return k;
    }

    private static KoiWorld world(double maxBend, double stiffness, double damping, double wiggle) {
        ParamValues p = ParamValues.defaults(KoiWorld.PARAMS);
        p.set("max-bend", maxBend);
        p.set("tail-stiffness", stiffness);
        p.set("tail-damping", damping);
        p.set("wiggle", wiggle);
        return new KoiWorld(p);
    }

    /** The world's first ten columns and its bend sum, read off the twin. */
    private static void assertColumnsAreTheTwins(KoiWorld w, Koi twin, String when) {
        double[] s = new double[w.series().size()];
        w.sample(s);
        double[] expected = {twin.chain().jointX(0), twin.chain().jointY(0), twin.swimmer().speed(), twin.swimmer().heading(),
                twin.chain().largestBend(), twin.atLimit() ? 1 : 0, twin.finOpening(-1), twin.finOpening(+1), twin.tailAngle(), twin.tailFinAngle()};
        assertArrayEquals(expected, java.util.Arrays.copyOf(s, 10), 0, when);
        assertEquals(twin.finBendSum(), s[11], 0, when + ": bend sum");
    }

    @Test void theKoiIsTheTwinOnTheCurveThroughEveryParameterChange() {
        KoiWorld w = world(0.3, 120, 9, 0.3);
        Koi twin = twin(0.3, 120, 9, 0.3);
        assertColumnsAreTheTwins(w, twin, "at the start");
        double[] s = new double[w.series().size()];
        w.sample(s);
        assertEquals(0, s[10], "no ticks yet: no share at the limit");
        assertEquals(0, w.limitShare());
        int atLimit = 0;
        for (int t = 1; t <= 900; t++) {
            if (t == 200) { w.apply(new Input.SetParam("max-bend", 0.15)); twin.setMaxBend(0.15); }
            if (t == 350) { w.apply(new Input.SetParam("tail-stiffness", 400)); twin.setTailSpring(400, 9); }
            if (t == 500) { w.apply(new Input.SetParam("tail-damping", 30)); twin.setTailSpring(400, 30); }
            if (t == 650) { w.apply(new Input.SetParam("wiggle", 0.55)); twin.setWiggle(0.55); }
            if (t == 800) { w.apply(new Input.SetParam("tail-stiffness", 50)); twin.setTailSpring(50, 30); }
            twin.swim(curve(t * DT), DT);
            w.step();
            assertEquals(curve(t * DT), w.target(), "tick " + t + ": the target is on the curve");
            assertEquals(w.target(), w.followedTarget());
            assertColumnsAreTheTwins(w, twin, "tick " + t);
            assertEquals(twin.chain().joint(0), w.leadPoint());
            if (twin.atLimit()) atLimit++;
            assertEquals((double) atLimit / t, w.limitShare(), 1e-15, "tick " + t);
            w.sample(s);
            assertEquals(w.limitShare(), s[10], 0);
        }
        assertTrue(atLimit > 100 && atLimit < 900, "the limit is met now and then: " + atLimit);
    }

    @Test void theTailTrailIsTheLastNinetyTailsOldestFirst() {
        KoiWorld w = world(0.35, 90, 13, 0.24);
        Koi twin = twin(0.35, 90, 13, 0.24);
        ArrayDeque<Vec2> tails = new ArrayDeque<>(List.of(twin.tail()));
        assertEquals(List.of(twin.tail()), w.tailTrail(), "the start's tail is the first");
        for (int t = 1; t <= 200; t++) {
            twin.swim(curve(t * DT), DT);
            w.step();
            tails.addLast(twin.tail());
            if (tails.size() > 90) tails.removeFirst();
            assertEquals(new ArrayList<>(tails), w.tailTrail(), "tick " + t);
        }
    }

    @Test void thePointerPullsTheTargetWithTheEaseAndLetsGo() {
        KoiWorld w = world(0.35, 90, 13, 0.24);
        Koi twin = twin(0.35, 90, 13, 0.24);
        for (int t = 1; t <= 60; t++) { twin.swim(curve(t * DT), DT); w.step(); }
        Vec2 pointer = new Vec2(60, 250);
        w.apply(new Input.PointerAt(pointer));
        assertEquals(pointer, w.pointer());
        double weight = 0;
        for (int t = 61; t <= 300; t++) {
            // Toward the pointer, 1 - exp(-4 dt) of the remaining way each tick; then back to the curve the same way.
            if (t == 200) w.apply(new Input.PointerLeft());
            weight += ((t < 200 ? 1 : 0) - weight) * (1 - Math.exp(-4 * DT));
            Vec2 target = curve(t * DT).lerp(pointer, weight);
            twin.swim(target, DT);
            w.step();
            assertEquals(0, w.target().distanceTo(target), 1e-9, "tick " + t);
            assertEquals(twin.chain().joint(0), w.leadPoint(), "tick " + t);
        }
        assertNull(w.pointer(), "the pointer has left");
    }

    @Test void aDrivenKoiFollowsTheDrivenPointOnly() {
        KoiWorld w = world(0.35, 90, 13, 0.24);
        Koi twin = twin(0.35, 90, 13, 0.24);
        w.apply(new Input.PointerAt(new Vec2(400, 40)));
        for (int t = 1; t <= 300; t++) {
            Vec2 driven = new Vec2(240 + 100 * Math.cos(t * 0.02), 150 + 60 * Math.sin(t * 0.04));
            w.driveTarget(driven);
            twin.swim(driven, DT);
            w.step();
            assertEquals(driven, w.followedTarget(), "tick " + t + ": the driven point, not the pointer");
            assertEquals(twin.chain().joint(0), w.leadPoint(), "tick " + t);
        }
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        KoiWorld w = world(0.35, 90, 13, 0.24);
        for (int t = 0; t < 250; t++) w.step();
        w.apply(new Input.PointerAt(new Vec2(100, 100)));
        for (int t = 0; t < 20; t++) w.step();
        KoiWorld c = w.copy();
        double[] before = new double[w.series().size()];
        w.sample(before);
        List<Vec2> trail = w.tailTrail();
        c.apply(new Input.PointerLeft());
        c.apply(new Input.SetParam("tail-stiffness", 500));
        for (int t = 0; t < 300; t++) c.step();
        double[] after = new double[w.series().size()];
        w.sample(after);
        assertArrayEquals(before, after, 0, "the copy's steps and inputs leave the original as it was");
        assertEquals(trail, w.tailTrail());
        assertEquals(new Vec2(100, 100), w.pointer());
        KoiWorld d = w.copy();
        double[] a = new double[w.series().size()], b = new double[w.series().size()];
        for (int t = 0; t < 400; t++) {
            if (t == 100) { w.apply(new Input.SetParam("tail-damping", 4)); d.apply(new Input.SetParam("tail-damping", 4)); }
            w.step();
            d.step();
            w.sample(a);
            d.sample(b);
            assertArrayEquals(a, b, 0, "tick " + w.tick());
        }
        assertEquals(w.tailLagMs(), d.tailLagMs(), 0);
        assertEquals(w.tailTrail(), d.tailTrail());
        assertEquals(w.limitShare(), d.limitShare(), 0);
        assertTrue(Double.isFinite(w.tailLagMs()), "a full window seen: the delay is measured");
    }
}
