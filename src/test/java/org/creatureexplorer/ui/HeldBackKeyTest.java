package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The Left arrow: a tap is one tick back; held, the lesson plays backwards one tick per frame
 * until the key comes up (the keyboard's repeats do not add up). Runs without a display: the
 * key handlers are called as the key bindings call them.
 */
class HeldBackKeyTest {

    @Test
    void aTapIsOneTickAndAHeldKeyPlaysBackwardsUntilReleased() throws Exception {
        ExplorerPanel p = ClassroomTest.panel("chain");
        WindowTest.onEdtHeadless(() -> { p.current().advance(600); return null; });

        // A tap: press and release before the repeat delay.
        WindowTest.onEdtHeadless(() -> { p.backKeyPressed(); p.backKeyReleased(); return null; });
        Thread.sleep(ExplorerPanel.REWIND_DELAY_MS + 200);
        assertEquals(599, (long) WindowTest.onEdtHeadless(() -> p.current().playback().tick()), "a tap is one tick");

        // Held: the first tick at once, then one per frame; the keyboard's repeats change nothing.
        long pressed = System.nanoTime();
        WindowTest.onEdtHeadless(() -> { p.backKeyPressed(); return null; });
        assertEquals(598, (long) WindowTest.onEdtHeadless(() -> p.current().playback().tick()));
        for (int i = 0; i < 10; i++) {
            Thread.sleep(100);
            WindowTest.onEdtHeadless(() -> { p.backKeyPressed(); return null; }); // auto-repeat
        }
        assertTrue(WindowTest.onEdtHeadless(p::rewinding), "still playing backwards while held");
        long held = WindowTest.onEdtHeadless(() -> { p.backKeyReleased(); return p.current().playback().tick(); });
        assertTrue(held < 598 - 3, "kept going back while held: at " + held);
        long heldMs = (System.nanoTime() - pressed) / 1_000_000;
        assertTrue(598 - held <= heldMs / ExplorerPanel.REWIND_PERIOD_MS + 2,
                "one tick per frame at most, not more per repeat: " + (598 - held) + " ticks in " + heldMs + " ms");
        Thread.sleep(300);
        assertEquals(held, (long) WindowTest.onEdtHeadless(() -> p.current().playback().tick()), "stops on release");
        assertFalse(WindowTest.onEdtHeadless(p::rewinding));
    }

    @Test
    void playingBackwardsStopsAtTickZero() throws Exception {
        ExplorerPanel p = ClassroomTest.panel("distance");
        WindowTest.onEdtHeadless(() -> { p.current().advance(5); p.backKeyPressed(); return null; });
        Thread.sleep(ExplorerPanel.REWIND_DELAY_MS + 800);
        assertEquals(0, (long) WindowTest.onEdtHeadless(() -> p.current().playback().tick()));
        assertFalse(WindowTest.onEdtHeadless(p::rewinding), "the rewind stopped by itself at tick 0");
    }
}
