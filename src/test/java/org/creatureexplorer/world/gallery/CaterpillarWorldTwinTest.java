package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.Crawler;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.CopyChecks;
import org.junit.jupiter.api.Test;

/**
 * The caterpillar world against a twin {@link Crawler} built here and crawled after the target
 * worked out here; the columns recomputed from the twin's joints; inputs and copy().
 */
class CaterpillarWorldTwinTest {
    private static final double DT = 1.0 / 60;

    /** The gallery's slow figure-eight written out: the stage's centre, 170 x 95 px, 14 s a lap. */
    private static Vec2 curve(double t) {
        double phase = 2 * Math.PI * t / 14;
        return new Vec2(240 + 170 * Math.sin(phase), 150 + 95 * Math.sin(2 * phase));
    }

    private static Crawler twin(double backFriction, double wave) {
        Vec2 tangent = curve(0.01).minus(curve(0)).directionOr(Vec2.UNIT_X);
        return new Crawler(CaterpillarWorld.STRIDE, backFriction, wave, curve(0), tangent);
    }

    private static CaterpillarWorld world(double backFriction, double wave) {
        ParamValues p = ParamValues.defaults(CaterpillarWorld.PARAMS);
        p.set("back-friction", backFriction);
        p.set("wave", wave);
        return new CaterpillarWorld(p);
    }

    /** The nine columns from the twin: travel, speeds, the shortest and longest gap and how many joints slide back. */
    private static double[] columns(Crawler c) {
        double shortest = Double.POSITIVE_INFINITY, longest = 0;
        int back = 0;
        for (int i = 0; i < 13; i++) {
            shortest = Math.min(shortest, c.s(i) - c.s(i + 1));
            longest = Math.max(longest, c.s(i) - c.s(i + 1));
        }
        for (int i = 0; i < 14; i++) if (c.v(i) < 0) back++;
        return new double[] {c.centreTravel(), c.centreSpeed(), c.meanSpeed(DT), c.v(0), c.v(7), c.v(13), shortest, longest, back};
    }

    @Test void theWorldIsTheTwinThroughPointerAndSliders() {
        CaterpillarWorld w = world(20, 9);
        Crawler twin = twin(20, 9);
        double[] s = new double[9];
        w.sample(s);
        assertArrayEquals(columns(twin), s, 0, "at rest before the first step: no joint slides back");
        int sawBack = 0;
        double weight = 0;
        Vec2 pointer = new Vec2(400, 60);
        for (int t = 1; t <= 900; t++) {
            if (t == 150) { w.apply(new Input.SetParam("back-friction", 35)); twin.setBackFriction(35); }
            if (t == 300) { w.apply(new Input.SetParam("wave", 15)); twin.setWaveSpeed(15); }
            if (t == 450) w.apply(new Input.PointerAt(pointer));
            if (t == 700) w.apply(new Input.PointerLeft());
            // The target: the curve, eased toward the pointer while it is there (1 - exp(-4 dt) a tick) and back after.
            if (t >= 450) weight += ((t < 700 ? 1 : 0) - weight) * (1 - Math.exp(-4 * DT));
            Vec2 target = t >= 450 ? curve(t * DT).lerp(pointer, weight) : curve(t * DT);
            twin.step(target, DT);
            w.step();
            assertEquals(0, w.target().distanceTo(target), 1e-9, "tick " + t);
            assertEquals(w.target(), w.followedTarget());
            w.sample(s);
            assertArrayEquals(columns(twin), s, 1e-12, "tick " + t);
            assertEquals(twin.joint(0), w.leadPoint(), "tick " + t);
            if (s[8] > 0) sawBack++;
            if (t == 600) assertEquals(pointer, w.pointer());
        }
        assertNull(w.pointer());
        assertEquals(35, w.backFriction());
        assertTrue(sawBack > 0, "the wave makes some joints slide back now and then");
        for (int i = 0; i < 14; i++) assertEquals(twin.s(i), w.s(i), 1e-12);
        assertEquals(twin.trail(20, 5), w.trail(20, 5));
        assertTrue(w.trail(20, 5).size() > 30, "tail to head every 5 px: " + w.trail(20, 5).size());
        assertEquals(twin.directionAt(w.s(5)), w.directionAt(w.s(5)));
        assertEquals(twin.pointAt(w.s(5)), w.joint(5));
        assertEquals(twin.pointAt(w.s(5) + 3), w.pointAt(w.s(5) + 3));
        for (int i = 0; i < 13; i++) assertEquals(twin.targetGap(i), w.targetGap(i), 0, "pair " + i + "'s target gap");
        assertTrue(w.targetGap(3) < 13 && w.targetGap(3) >= 6.5, "the wave shrinks a gap by up to half: " + w.targetGap(3));
    }

    @Test void aDrivenCaterpillarCrawlsAfterTheDrivenPoint() {
        CaterpillarWorld w = world(28, 11);
        Crawler twin = twin(28, 11);
        for (int t = 1; t <= 300; t++) {
            Vec2 driven = new Vec2(240 + 120 * Math.cos(t * 0.01), 150 + 70 * Math.sin(t * 0.02));
            w.driveTarget(driven);
            twin.step(driven, DT);
            w.step();
            assertEquals(driven, w.followedTarget(), "tick " + t);
            assertEquals(twin.joint(0), w.leadPoint(), "tick " + t);
        }
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        CaterpillarWorld w = world(28, 11);
        for (int t = 0; t < 200; t++) w.step();
        CaterpillarWorld c = w.copy();
        double[] before = new double[9], after = new double[9];
        w.sample(before);
        c.apply(new Input.SetParam("back-friction", 2));
        c.apply(new Input.PointerAt(new Vec2(30, 30)));
        for (int t = 0; t < 200; t++) c.step();
        w.sample(after);
        assertArrayEquals(before, after, 0, "the copy's steps and inputs leave the original as it was");
        assertEquals(28, w.backFriction());
        assertNull(w.pointer());
        CaterpillarWorld d = w.copy();
        CopyChecks.stepAlike(w, d, 300, (x, y) -> {
            assertEquals(x.target(), y.target());
        });
    }
}
