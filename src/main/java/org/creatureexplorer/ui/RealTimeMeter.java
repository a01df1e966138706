package org.creatureexplorer.ui;

import java.util.Locale;

/**
 * How much of real time the simulation keeps while playing: simulated seconds run against the
 * real seconds that passed (times the speed), over windows of about a second. When frames are
 * too slow the tick accumulator clamps a long frame and time is lost; the clock then says
 * "0.4x real time" instead of slowing silently. Hysteresis (on below {@link #SLOW_BELOW}, off
 * from {@link #KEEPING_UP_FROM}) keeps the note from flickering around the threshold.
 */
final class RealTimeMeter {
    /** Below this share of real time the clock says so ... */
    static final double SLOW_BELOW = 0.9;
    /** ... and stops saying it from this share on. */
    static final double KEEPING_UP_FROM = 0.95;
    static final long WINDOW_NANOS = 1_000_000_000L;

    private long windowStart;
    private double wanted;
    private double ran;
    private double share = 1;
    private boolean behind;

    /** Play, pause or a new lesson: a fresh window, and the note goes until measured again. */
    void reset(long nowNanos) {
        windowStart = nowNanos;
        wanted = 0;
        ran = 0;
        behind = false;
        share = 1;
    }

    /**
     * One frame: {@code wantedSimSeconds} is the real time since the last frame times the speed,
     * {@code ranSimSeconds} the ticks run times their length.
     *
     * @return true when the note changed or its number did (the clock should be redrawn)
     */
    boolean frame(long nowNanos, double wantedSimSeconds, double ranSimSeconds) {
        wanted += wantedSimSeconds;
        ran += ranSimSeconds;
        if (nowNanos - windowStart < WINDOW_NANOS || wanted <= 0) return false;
        share = ran / wanted;
        boolean was = behind;
        behind = behind ? share < KEEPING_UP_FROM : share < SLOW_BELOW;
        windowStart = nowNanos;
        wanted = 0;
        ran = 0;
        return behind || was;
    }

    boolean behind() { return behind; }

    double share() { return share; }

    /** The words after the clock: empty while the simulation keeps real time. */
    String note() { return behind ? org.creatureexplorer.i18n.Tr.f("   %.1fx real time", share) : ""; }
}
