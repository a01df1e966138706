package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.junit.jupiter.api.Test;

/** Pinned runs: what they hold, how they follow the live tick, how many, and how they are named. */
class PinsTest {
    private static final int WINDOW = 600;

    private static Playback chain(double gap) {
        ParamValues p = ParamValues.defaults(ChainWorld.PARAMS);
        p.set("gap", gap);
        return new Playback(ChainWorld::new, p, WINDOW);
    }

    /** A separate run with these parameters, stepped to {@code ticks}: what a pin must show. */
    private static History freshHistory(double gap, int ticks) {
        Playback fresh = chain(gap);
        fresh.steps(ticks);
        return fresh.history();
    }

    private static void assertSameHistory(History expected, History actual) {
        assertEquals(expected.size(), actual.size());
        assertArrayEquals(expected.times(), actual.times());
        for (int c = 0; c < 8; c++) assertArrayEquals(expected.column(c), actual.column(c), "column " + c);
    }

    @Test
    void aPinnedRunEqualsAFreshRunWithThePinnedParametersTickForTick() {
        Playback live = chain(12);
        live.steps(300);
        Pins pins = new Pins(WINDOW);
        Pins.Pin pin = pins.pin(live);
        assertEquals(300, pin.run().tick());
        assertSameHistory(freshHistory(12, 300), pin.history());

        // Change the gap, go back to tick 0 and play: the pin follows the live tick with its own gap.
        live.apply(new Input.SetParam("gap", 20));
        live.reset();
        live.steps(450);
        pins.follow(live.tick());
        assertEquals(450, pin.run().tick());
        assertSameHistory(freshHistory(12, 450), pin.history());
        assertSameHistory(freshHistory(20, 450), live.history());
        // And the two really differ (the head-to-tail distance of a longer body).
        assertFalse(java.util.Arrays.equals(live.history().column(5), pin.history().column(5)), "head_tail live vs pinned");
    }

    @Test
    void pinsSurviveAResetAndFollowStepsBack() {
        Playback live = chain(12);
        live.steps(200);
        Pins pins = new Pins(WINDOW);
        pins.pin(live);
        live.reset();
        pins.follow(live.tick());
        assertEquals(1, pins.list().size());
        assertEquals(0, pins.list().get(0).run().tick());
        live.steps(500);
        pins.follow(live.tick());
        live.replayTo(321);
        pins.follow(live.tick());
        assertSameHistory(freshHistory(12, 321), pins.list().get(0).history());
    }

    @Test
    void aPinKeepsTheInputsOfItsRun() {
        Playback live = chain(12);
        live.steps(40);
        live.apply(new Input.PointerAt(new Vec2(120, 80)));
        live.steps(60);
        Pins pins = new Pins(WINDOW);
        Pins.Pin pin = pins.pin(live);
        live.reset(); // forgets the live inputs; the pin keeps its own
        live.steps(100);
        pins.follow(100);
        Playback again = chain(12);
        again.steps(40);
        again.apply(new Input.PointerAt(new Vec2(120, 80)));
        again.steps(60);
        assertSameHistory(again.history(), pin.history());
    }

    /**
     * A pin is a copy of the live run (no replay, however late), yet a run of its own: it steps
     * back through the live run's checkpoints, resets, and plays on with the inputs it had,
     * exactly as a separate run with those inputs, and neither run moves the other.
     */
    @Test
    void aLatePinIsACopyThatStepsBackAndPlaysOnOnItsOwn() {
        Playback live = chain(12);
        live.steps(1000);
        live.apply(new Input.SetParam("gap", 20));
        live.steps(1500);
        live.replayTo(2000); // a step back: the log keeps what comes after, as in the window
        Pins pins = new Pins(WINDOW);
        Pins.Pin pin = pins.pin(live);
        assertEquals(2000, pin.run().tick());

        Playback separate = chain(12);
        separate.steps(1000);
        separate.apply(new Input.SetParam("gap", 20));
        separate.steps(1000);
        assertSameHistory(separate.history(), pin.history());

        live.apply(new Input.SetParam("gap", 8)); // rewrites the live future, not the pin's
        live.steps(300);
        pins.follow(2300);
        separate.steps(300);
        assertSameHistory(separate.history(), pin.history());
        assertFalse(java.util.Arrays.equals(live.history().column(5), pin.history().column(5)));

        pins.follow(1234); // back through the shared checkpoints
        Playback to1234 = chain(12);
        to1234.steps(1000);
        to1234.apply(new Input.SetParam("gap", 20));
        to1234.steps(234);
        assertSameHistory(to1234.history(), pin.history());
        pins.follow(0);
        assertSameHistory(freshHistory(12, 0), pin.history());
        assertEquals(2300, live.tick(), "the live run stayed where it was");
    }

    @Test
    void atMostThreeEachClearable() {
        Playback live = chain(12);
        Pins pins = new Pins(WINDOW);
        for (int i = 0; i < Pins.MAX; i++) {
            live.apply(new Input.SetParam("gap", 12 + i));
            pins.pin(live);
        }
        assertTrue(pins.full());
        assertThrows(IllegalStateException.class, () -> pins.pin(live));
        assertEquals(List.of(1, 2, 3), pins.list().stream().map(Pins.Pin::number).toList());

        long before = pins.version();
        assertTrue(pins.clear(2));
        assertFalse(pins.clear(2), "pin 2 is gone already");
        assertTrue(pins.version() > before);
        assertEquals(List.of(1, 3), pins.list().stream().map(Pins.Pin::number).toList());
        Pins.Pin again = pins.pin(live);
        assertEquals(2, again.number(), "the lowest free number is reused");
        assertEquals(14, again.params().get("gap"));

        pins.clearAll();
        assertTrue(pins.isEmpty());
    }

    @Test
    void differencesNameTheParametersThatDiffer() {
        ParamValues a = ParamValues.defaults(ChainWorld.PARAMS);
        ParamValues b = a.copy();
        assertEquals("", Pins.differences(a, b));
        b.set("gap", 20);
        assertEquals("gap 12", Pins.differences(a, b));
        assertEquals("gap 20", Pins.differences(b, a));
        b.set("head-speed-cap", 300);
        assertEquals("gap 20, head speed cap 300", Pins.differences(b, a));
    }
}
