package org.creatureexplorer.ui;

import javax.swing.Timer;
import org.creatureexplorer.model.TickAccumulator;

/**
 * The panel's two timers. The frame timer turns real time into whole ticks (at the chosen
 * speed, a long frame clamped) and runs only while playing, so a paused lesson costs no CPU;
 * the chart timer refreshes the charts about 12 times a second. Both run on the event thread,
 * and only after {@link #start} (the window starts them; render and bench never do).
 */
final class FrameClock {
    private final ExplorerPanel panel;
    private final Timer frameTimer;
    private final Timer chartTimer;
    private TickAccumulator accumulator;
    private long lastFrameNanos;
    private boolean started;

    FrameClock(ExplorerPanel panel) {
        this.panel = panel;
        frameTimer = new Timer(ExplorerPanel.FRAME_PERIOD_MS, e -> frame());
        frameTimer.setCoalesce(true);
        chartTimer = new Timer(ExplorerPanel.CHART_PERIOD_MS, e -> { if (panel.current() != null) panel.current().refreshCharts(); });
        chartTimer.setCoalesce(true);
    }

    void start(boolean playing) {
        started = true;
        lastFrameNanos = System.nanoTime();
        if (playing) frameTimer.start();
        chartTimer.start();
    }

    void stop() {
        started = false;
        frameTimer.stop();
        chartTimer.stop();
    }

    /** A new lesson: ticks of its length, nothing carried over from the last one. */
    void newLesson(double dt) {
        accumulator = new TickAccumulator(dt, ExplorerPanel.MAX_FRAME_SECONDS);
    }

    /** Play or pause: the leftover time is dropped and the frame timer runs only while playing. */
    void playing(boolean play) {
        if (accumulator != null) accumulator.clear();
        lastFrameNanos = System.nanoTime();
        if (started && play) frameTimer.start(); else frameTimer.stop();
    }

    private void frame() {
        long now = System.nanoTime();
        double elapsed = (now - lastFrameNanos) / 1e9;
        lastFrameNanos = now;
        if (panel.current() == null || !panel.isPlaying()) return;
        int ticks = accumulator.ticksFor(elapsed, panel.speed().factor);
        panel.current().advance(ticks);
    }
}
