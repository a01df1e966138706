package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The toolbar's "0.4x real time": measured over a second of frames, with hysteresis. */
class RealTimeMeterTest {
    private static final long FRAME = 16_666_667L;

    /** Plays {@code frames} frames of 1/60 s (60 of them close one measuring window) in which the model runs {@code share} of the time asked. */
    private static long play(RealTimeMeter m, long now, int frames, double share) {
        for (int i = 0; i < frames; i++) {
            now += FRAME;
            m.frame(now, FRAME / 1e9, share * FRAME / 1e9);
        }
        return now;
    }

    @Test
    void keepingUpSaysNothingFallingBehindSaysHowFar() {
        RealTimeMeter m = new RealTimeMeter();
        long now = 0;
        m.reset(now);
        now = play(m, now, 60, 1.0);
        assertFalse(m.behind());
        assertEquals("", m.note());
        now = play(m, now, 60, 0.4);
        assertTrue(m.behind());
        assertEquals(0.4, m.share(), 0.02);
        assertEquals("   0.4x real time", m.note());
        // Between the two thresholds it stays as it was: no flicker around 0.9.
        now = play(m, now, 60, 0.92);
        assertTrue(m.behind());
        now = play(m, now, 60, 1.0);
        assertFalse(m.behind());
        now = play(m, now, 60, 0.92);
        assertFalse(m.behind());
    }

    @Test
    void aResetForgetsTheNote() {
        RealTimeMeter m = new RealTimeMeter();
        m.reset(0);
        long now = play(m, 0, 60, 0.3);
        assertTrue(m.behind());
        m.reset(now);
        assertFalse(m.behind());
        assertEquals("", m.note());
    }
}
