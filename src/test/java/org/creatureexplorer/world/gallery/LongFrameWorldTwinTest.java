package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.creatureexplorer.creature.Jellyfish;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.CopyChecks;
import org.junit.jupiter.api.Test;

/**
 * The long frame against two twin {@link Jellyfish} fed here: 1/60 s a tick, one frame of dt at
 * tick 121 and after each press, straight through on the left and clamped to 0.05 s on the
 * right, each after the figure-eight at its own clock; the columns and the sliders; copy().
 */
class LongFrameWorldTwinTest {
    private static final double DT = 1.0 / 60;

    /** The jellyfish's figure-eight by its own clock: 160 x 90 px round the tank's centre, 14 s a lap. */
    private static Vec2 eight(double s) {
        double phase = 2 * Math.PI * s / 14;
        return new Vec2(240 + 160 * Math.sin(phase), 150 + 90 * Math.sin(2 * phase));
    }

    private static Jellyfish twin() {
        Vec2 ahead = eight(3.8 + DT), behind = eight(3.8 - DT);
        return new Jellyfish(eight(3.8), Math.atan2(ahead.y() - behind.y(), ahead.x() - behind.x()), 0, 1);
    }

    private static LongFrameWorld world(double dt, boolean clamped) {
        ParamValues p = ParamValues.defaults(LongFrameWorld.PARAMS);
        p.set("dt", dt);
        p.set("clamp", clamped ? 1 : 0);
        return new LongFrameWorld(p);
    }

    private static void assertSame(Jellyfish twin, Jellyfish j, String what) {
        assertEquals(twin.x(), j.x(), 0, what + " x");
        assertEquals(twin.y(), j.y(), 0, what + " y");
        assertEquals(twin.maxLinkStretch(), j.maxLinkStretch(), 0, what + " stretch");
    }

    @Test void bothTanksAreTheirTwinsThroughLongFramesPressesAndSliders() {
        LongFrameWorld w = world(1.5, false);
        assertEquals(1.5, w.longDt());
        Jellyfish raw = twin(), clamped = twin();
        double rawTime = 0, clampedTime = 0, longDt = 1.5;
        boolean printClamped = false;
        double[] s = new double[w.series().size()];
        for (int t = 1; t <= 400; t++) {
            boolean pressed = t == 200 || t == 300;
            if (pressed) w.apply(new Input.Action(LongFrameWorld.LONG_FRAME));
            if (t == 250) { w.apply(new Input.SetParam("dt", 0.5)); longDt = 0.5; }
            if (t == 260) { w.apply(new Input.SetParam("clamp", 1)); printClamped = true; }
            if (t == 350) w.apply(new Input.Action("another button"));
            double dt = t == 121 || pressed ? longDt : DT;
            double cdt = Math.min(dt, 0.05);
            rawTime += dt;
            clampedTime += cdt;
            raw.step(eight(3.8 + rawTime), dt, 480, 300);
            clamped.step(eight(3.8 + clampedTime), cdt, 480, 300);
            w.step();
            assertSame(raw, w.raw(), "tick " + t + ", straight through");
            assertSame(clamped, w.clamped(), "tick " + t + ", clamped");
            assertEquals(dt, w.rawDt(), 0, "tick " + t);
            assertEquals(cdt, w.clampedDt(), 0, "tick " + t);
            w.sample(s);
            Jellyfish printed = printClamped ? clamped : raw;
            double[] expected = {printClamped ? cdt : dt, printed.maxLinkStretch(), printed.meanLinkStretch(),
                    raw.maxLinkStretch(), clamped.maxLinkStretch(), dt, cdt};
            assertArrayEquals(expected, s, 0, "tick " + t);
        }
        assertEquals(0.5, w.longDt());
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        LongFrameWorld w = world(2.4, true);
        for (int t = 0; t < 130; t++) w.step();
        w.apply(new Input.Action(LongFrameWorld.LONG_FRAME));
        LongFrameWorld c = w.copy();
        double[] before = new double[w.series().size()], after = new double[before.length];
        w.sample(before);
        c.apply(new Input.SetParam("dt", 0.2));
        c.apply(new Input.SetParam("clamp", 0));
        for (int t = 0; t < 100; t++) c.step();
        w.sample(after);
        assertArrayEquals(before, after, 0, "the copy's steps and inputs leave the original as it was");
        assertEquals(2.4, w.longDt());
        LongFrameWorld d = w.copy();
        CopyChecks.stepAlike(w, d, 100);
        assertEquals(w.raw().x(), d.raw().x(), 0);
    }
}
