package org.creatureexplorer.ui;

import java.awt.DisplayMode;
import java.awt.GraphicsEnvironment;
import java.awt.Toolkit;
import java.util.concurrent.locks.LockSupport;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import org.creatureexplorer.model.TickAccumulator;

/**
 * The panel's frame pacing, chart timer and toolbar clock.
 *
 * <p>Frames are paced to the display's refresh rate by a small daemon thread that wakes on an
 * absolute schedule ({@link FrameSchedule}: no drift, a missed deadline is skipped, never made up
 * in a burst) and posts one frame to the event thread, never more than one in flight: a slow
 * frame posts the next one as soon as it is done instead of waiting for the next deadline, and no
 * backlog queues. Each frame turns real time into whole ticks (at the chosen speed, a long frame
 * clamped, a frame within a quarter period of one period counted as one), and then, after the stage's
 * repaint has run, flushes the display with {@link Toolkit#sync()} (on X11 the drawing otherwise
 * waits in a buffer and frames arrive unevenly). The pacer parks while paused, so a paused lesson
 * costs no CPU. The toolbar clock is redrawn a few times a second while playing (it re-lays out
 * the toolbar each time), at once when paused or stepped, and says how far below real time the
 * simulation runs when the frames cannot keep up. While playing, the charts are refreshed by the
 * frames themselves: every {@value ExplorerPanel#CHART_PERIOD_MS} ms (about 12 times a second at
 * 60 frames/s) but never more often than every {@value #FRAMES_PER_CHART_REFRESH} frames, so on a
 * starved machine the charts slow down with the stage instead of taking its core (a refresh of
 * four charts costs more than a frame of the stage). A refresh only hands the new rows to the
 * {@code chart-painter} thread, which paints the charts into images ({@link ChartsPanel#refreshLive});
 * while it is still painting the last one, the next frame asks again. Paused, the chart timer
 * refreshes them after a step, a drag or a step back. All of it runs only after {@link #start} (the window
 * starts it; render and bench never do).
 */
final class FrameClock {
    /** The clock's redraws per second while playing. */
    static final int CLOCK_UPDATES_PER_SECOND = 4;
    /** While playing, at least this many frames between two chart refreshes. */
    static final int FRAMES_PER_CHART_REFRESH = 4;

    private final ExplorerPanel panel;
    private final Timer chartTimer;
    /** When frames are posted; guarded by {@link #pacerLock} (the pacer and the event thread both use it). */
    private final FrameSchedule schedule;
    private final Object pacerLock = new Object();
    private final Runnable frameOnEdt = this::frame;
    private final Runnable afterPaint = this::afterPaint;
    private volatile Thread pacer;
    private volatile boolean pacing;
    private TickAccumulator accumulator;
    private long lastFrameNanos;
    private boolean started;

    private final RealTimeMeter realTime = new RealTimeMeter();

    // The clock text: shown at most CLOCK_UPDATES_PER_SECOND times a second while playing.
    private boolean clockDirty;
    private long clockShownNanos;

    // The charts while playing: refreshed from the frames, see the class comment.
    private int framesSinceCharts;
    private long chartsShownNanos;

    FrameClock(ExplorerPanel panel) {
        this.panel = panel;
        this.schedule = new FrameSchedule(Math.round(1e9 / displayRefreshRate()));
        chartTimer = new Timer(ExplorerPanel.CHART_PERIOD_MS, e -> {
            if (panel.current() != null && !(pacing && panel.isPlaying())) panel.current().refreshChartsLive();
        });
        chartTimer.setCoalesce(true);
    }

    /** The screen's refresh rate in Hz, 60 when the display does not say (Xvfb, some drivers) or is absurd. */
    static double displayRefreshRate() {
        try {
            if (GraphicsEnvironment.isHeadless()) return 60;
            DisplayMode mode = GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice().getDisplayMode();
            int hz = mode == null ? DisplayMode.REFRESH_RATE_UNKNOWN : mode.getRefreshRate();
            return hz >= 30 && hz <= 240 ? hz : 60;
        } catch (RuntimeException e) {
            return 60;
        }
    }

    void start(boolean playing) {
        started = true;
        lastFrameNanos = System.nanoTime();
        chartTimer.start();
        playing(playing);
    }

    void stop() {
        started = false;
        chartTimer.stop();
        stopPacer();
        synchronized (pacerLock) {
            // The window is gone: the pacer thread ends instead of parking forever.
            if (pacer != null) {
                Thread t = pacer;
                pacer = null;
                LockSupport.unpark(t);
            }
        }
    }

    /** A new lesson: ticks of its length, nothing carried over from the last one. */
    void newLesson(double dt) {
        accumulator = new TickAccumulator(dt, ExplorerPanel.MAX_FRAME_SECONDS);
        realTime.reset(System.nanoTime());
    }

    /** Play or pause: the leftover time is dropped and the pacer runs only while playing. */
    void playing(boolean play) {
        if (accumulator != null) accumulator.clear();
        lastFrameNanos = System.nanoTime();
        realTime.reset(System.nanoTime());
        if (started && play) startPacer(); else stopPacer();
        clockChanged();
    }

    /** The world moved (a frame, a step, a reset): the clock shows it now, or soon while playing. */
    void clockChanged() {
        clockDirty = true;
        if (!(started && panel.isPlaying())) showClock(System.nanoTime());
    }

    /** The words after the clock: empty while the simulation keeps real time. */
    String realTimeNote() { return realTime.note(); }

    private void showClock(long now) {
        clockDirty = false;
        clockShownNanos = now;
        panel.showClock();
    }

    private void startPacer() {
        synchronized (pacerLock) {
            pacing = true;
            if (pacer == null) {
                pacer = new Thread(this::pace, "frame-pacer");
                pacer.setDaemon(true);
                pacer.start();
            } else {
                LockSupport.unpark(pacer);
            }
        }
    }

    private void stopPacer() {
        pacing = false;
    }

    /**
     * The pacer thread: one frame per refresh period while playing, parked while paused. It only
     * posts on a deadline with no frame in flight; a frame done after a deadline posts the next
     * one itself (see {@link FrameSchedule}).
     */
    private void pace() {
        boolean parked = true;
        while (pacer == Thread.currentThread()) {
            if (!pacing) {
                parked = true;
                LockSupport.park(this);
                continue;
            }
            long wait;
            boolean post;
            synchronized (pacerLock) {
                long now = System.nanoTime();
                if (parked) {
                    schedule.restart(now);
                    parked = false;
                }
                post = schedule.deadlineReached(now);
                wait = schedule.deadline() - now;
            }
            if (post) SwingUtilities.invokeLater(frameOnEdt);
            else if (wait > 0) LockSupport.parkNanos(this, wait);
        }
    }

    /**
     * After the stage's repaint: flush the drawing to the screen, then let the pacer post the next
     * frame, or post it now when a deadline passed while this one was in flight.
     */
    private void afterPaint() {
        Toolkit.getDefaultToolkit().sync();
        frameDone();
    }

    private void frameDone() {
        boolean postNow;
        synchronized (pacerLock) {
            postNow = schedule.frameDone(System.nanoTime(), pacing);
        }
        if (postNow) SwingUtilities.invokeLater(frameOnEdt);
    }

    private void frame() {
        long now = System.nanoTime();
        long counted;
        synchronized (pacerLock) {
            counted = schedule.countedNanos(now - lastFrameNanos);
        }
        double elapsed = counted / 1e9;
        lastFrameNanos = now;
        if (panel.current() == null || !panel.isPlaying() || accumulator == null) {
            frameDone();
            return;
        }
        boolean handedOn = false;
        try {
            advanceAndShow(now, elapsed);
            handedOn = true;
        } finally {
            // A frame that threw must not stay "in flight": the pacer would post no frame again until pause and play.
            if (!handedOn) frameDone();
        }
    }

    private void advanceAndShow(long now, double elapsed) {
        double speed = panel.speed().factor;
        int ticks = accumulator.ticksFor(elapsed, speed);
        panel.current().advance(ticks);
        framesSinceCharts++;
        if (framesSinceCharts >= FRAMES_PER_CHART_REFRESH && now - chartsShownNanos >= ExplorerPanel.CHART_PERIOD_MS * 1_000_000L
                && panel.current().refreshChartsLive()) {
            // Handed to the chart-painter thread (or nothing to do); while it is busy, the next frame asks again.
            framesSinceCharts = 0;
            chartsShownNanos = now;
        }
        if (realTime.frame(now, elapsed * speed, ticks * panel.current().playback().world().dt())) clockDirty = true;
        if (clockDirty && now - clockShownNanos >= 1_000_000_000L / CLOCK_UPDATES_PER_SECOND) showClock(now);
        // Queued behind the stage's repaint (posted while advancing): runs once it is painted.
        SwingUtilities.invokeLater(afterPaint);
    }
}
