package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.creature.Jellyfish;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The jellyfish world against two twin {@link Jellyfish} built here: the large one after the
 * figure-eight (or the pointer, or a driven point), the small one 3.4 s behind on the same
 * path; thrust and drag changed on both; the columns read off the large twin; copy().
 */
class JellyfishWorldTwinTest {
    private static final double DT = 1.0 / 60;

    /** The jellyfish's figure-eight written out: the stage's centre, 160 x 90 px, 14 s a lap, started 3.8 s along. */
    private static Vec2 curve(double t) { return eight(3.8 + t); }

    /** The same curve by its own clock: {@code s} seconds from its start. */
    private static Vec2 eight(double s) {
        double phase = 2 * Math.PI * s / 14;
        return new Vec2(240 + 160 * Math.sin(phase), 150 + 90 * Math.sin(2 * phase));
    }

    /** A twin {@code at} s along the curve (3.8 for the large one, 3.8 - 3.4 for the small), facing along it. */
    private static Jellyfish twin(double at, double scale, double thrust, double drag) {
        Vec2 ahead = eight(at + DT), behind = eight(at - DT);
        Jellyfish j = new Jellyfish(eight(at), Math.atan2(ahead.y() - behind.y(), ahead.x() - behind.x()), 0, scale);
        j.setThrust(thrust);
        j.setDrag(drag);
        return j;
    }

    private static JellyfishWorld world(double thrust, double drag) {
        ParamValues p = ParamValues.defaults(JellyfishWorld.PARAMS);
        p.set("thrust", thrust);
        p.set("drag", drag);
        return new JellyfishWorld(p);
    }

    private static void assertSame(Jellyfish twin, Jellyfish j, String what) {
        assertEquals(twin.x(), j.x(), 0, what + " x");
        assertEquals(twin.y(), j.y(), 0, what + " y");
        assertEquals(twin.speed(), j.speed(), 0, what + " speed");
        assertEquals(twin.tentacleX(2, 9), j.tentacleX(2, 9), 0, what + " a tentacle's tip");
    }

    @Test void bothBellsAreTheirTwinsThroughPointerAndSliders() {
        JellyfishWorld w = world(200, 1.2);
        Jellyfish large = twin(3.8, 1, 200, 1.2), small = twin(3.8 - 3.4, 0.65, 200, 1.2);
        double[] s = new double[w.series().size()];
        Vec2 pointer = new Vec2(90, 220);
        double weight = 0;
        int squeezing = 0;
        for (int t = 1; t <= 900; t++) {
            if (t == 200) { w.apply(new Input.SetParam("thrust", 90)); large.setThrust(90); small.setThrust(90); }
            if (t == 350) { w.apply(new Input.SetParam("drag", 3)); large.setDrag(3); small.setDrag(3); }
            if (t == 500) w.apply(new Input.PointerAt(pointer));
            if (t == 750) w.apply(new Input.PointerLeft());
            if (t >= 500) weight += ((t < 750 ? 1 : 0) - weight) * (1 - Math.exp(-4 * DT));
            Vec2 goal = t >= 500 ? curve(t * DT).lerp(pointer, weight) : curve(t * DT);
            large.step(goal, DT, 480, 300);
            // The small one follows the curve itself, 3.4 s behind, pointer or not.
            small.step(curve(t * DT - 3.4), DT, 480, 300);
            w.step();
            assertEquals(0, w.target().distanceTo(goal), 1e-9, "tick " + t);
            assertEquals(w.target(), w.followedTarget());
            assertSame(large, w.large(), "tick " + t + ": the large bell");
            assertSame(small, w.small(), "tick " + t + ": the small bell");
            w.sample(s);
            double[] expected = {large.phase(), large.squeeze(), large.speed(), large.x(), large.y(), large.maxLinkStretch(),
                    large.squeezing() ? large.speed() : Double.NaN, large.meanLinkStretch()};
            assertArrayEquals(expected, s, 0, "tick " + t);
            assertEquals(new Vec2(large.x(), large.y()), w.leadPoint());
            if (large.squeezing()) squeezing++;
            if (t == 600) assertEquals(pointer, w.pointer());
        }
        assertNull(w.pointer());
        assertTrue(squeezing > 100 && squeezing < 800, "squeezing on part of the ticks: " + squeezing);
    }

    /** Driven (the gallery): the large bell after the newest driven point, the small one after the oldest of the last 205 (3.4 s and the newest). */
    @Test void drivenTheSmallBellSwimsAfterThePointDrivenThreePointFourSecondsAgo() {
        JellyfishWorld w = world(160, 1.6);
        Jellyfish large = twin(3.8, 1, 160, 1.6), small = twin(3.8 - 3.4, 0.65, 160, 1.6);
        List<Vec2> driven = new ArrayList<>();
        for (int t = 1; t <= 500; t++) {
            Vec2 p = new Vec2(240 + 150 * Math.cos(t * 0.015), 150 + 80 * Math.sin(t * 0.03));
            driven.add(p);
            w.driveTarget(p);
            large.step(p, DT, 480, 300);
            small.step(driven.get(Math.max(0, driven.size() - 205)), DT, 480, 300);
            w.step();
            assertEquals(p, w.followedTarget(), "tick " + t);
            assertSame(large, w.large(), "tick " + t + ": the large bell");
            assertSame(small, w.small(), "tick " + t + ": the small bell");
        }
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        JellyfishWorld w = world(160, 1.6);
        for (int t = 0; t < 150; t++) w.driveTarget(new Vec2(100 + t, 150));
        for (int t = 0; t < 150; t++) { w.driveTarget(new Vec2(100 + t, 150)); w.step(); }
        JellyfishWorld c = w.copy();
        double[] before = new double[w.series().size()], after = new double[before.length];
        w.sample(before);
        Vec2 smallAt = w.small().position();
        c.apply(new Input.SetParam("thrust", 10));
        for (int t = 0; t < 200; t++) { c.driveTarget(new Vec2(400, 40)); c.step(); }
        w.sample(after);
        assertArrayEquals(before, after, 0, "the copy's steps and inputs leave the original as it was");
        assertEquals(smallAt, w.small().position());
        JellyfishWorld d = w.copy();
        for (int t = 0; t < 300; t++) {
            Vec2 p = new Vec2(300 - t / 2.0, 100 + t / 3.0);
            w.driveTarget(p);
            d.driveTarget(p);
            w.step();
            d.step();
            w.sample(before);
            d.sample(after);
            assertArrayEquals(before, after, 0, "tick " + w.tick());
            assertEquals(w.small().position(), d.small().position(), "tick " + w.tick() + ": the small bell, from the copied trail");
        }
    }
}
