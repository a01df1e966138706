package org.creatureexplorer.ui;

import javax.swing.ProgressMonitor;
import javax.swing.SwingUtilities;
import org.creatureexplorer.i18n.Tr;

/**
 * A long run of ticks (a {@code try:step:N} link, N up to 100,000) in slices on the event thread,
 * so the window never freezes: 100,000 ticks of 5.1 take 8 s, and all at once they held the event
 * thread for all of it. A world is deterministic and not thread-safe, so the ticks stay on the
 * event thread, each slice about {@value #SLICE_MS} ms of them; between slices the event thread
 * paints the stage as far as it has come, runs the charts' timer and takes the pointer and the
 * keys. The run is the same ticks in the same order as one long step (the playback, its
 * history and checkpoints are whole after every slice), so where it ends is the same state.
 *
 * <p>A progress window shows how far it has come, with Cancel; the status line says it too.
 * Cancel stops at the tick reached. Anything else that moves the lesson (play, a step, a step
 * back, reset, a restart, another lesson) stops it as well: the run gives way, it never fights
 * the user for the tick.
 */
final class LongStep {
    /**
     * Steps of up to this many ticks run at once, inside the click: every step a lesson text links
     * to (at most 72). The costliest lesson, 5.1, takes 26 ms of CPU for 120 ticks with a
     * checkpoint copy among them (63 ms for 240).
     */
    static final int AT_ONCE_TICKS = 120;
    /**
     * Event-thread time of ticks per slice, in ms: a frame at 60 frames/s. With the stage's paint
     * between slices, 20,000 ticks of 5.1 took 1.1 to 1.8 times as long as in one piece, and the
     * event thread's longest piece of work was 26 ms of CPU (8 ms slices: 1.5 to 1.9 times, and a
     * slice's pace more often thrown by a paint that ran long).
     */
    static final int SLICE_MS = 16;
    private static final long SLICE_NANOS = SLICE_MS * 1_000_000L;
    /** The status line is rewritten at most this often (it lays the line out again). */
    private static final long STATUS_EVERY_NANOS = 250_000_000L;

    private final ExplorerPanel panel;
    private final LessonView view;
    private final long startTick;
    private final long target;
    private final Runnable then;
    /** The progress window with Cancel; null without a screen. */
    private final ProgressMonitor monitor;
    /** The tick the last slice left the run at: any other tick means someone else moved it. */
    private long expectedTick;
    /** Ticks in the next slice, sized from how long the last one took. */
    private int chunk = 8;
    private long statusShown;
    private boolean over;

    private LongStep(ExplorerPanel panel, LessonView view, int ticks, Runnable then) {
        this.panel = panel;
        this.view = view;
        this.startTick = view.playback().tick();
        this.target = startTick + ticks;
        this.then = then;
        expectedTick = startTick;
        // Without a screen (tests) there is no window to show progress in; the status line still says it.
        monitor = java.awt.GraphicsEnvironment.isHeadless() ? null
                : new ProgressMonitor(panel, Tr.f("Stepping %,d ticks forward\u2026", ticks), "", 0, ticks);
        if (monitor != null) {
            monitor.setMillisToDecideToPopup(200);
            monitor.setMillisToPopup(300);
        }
    }

    /** Starts stepping {@code ticks} forward in {@code view}; {@code then} runs once all are done (not when stopped). */
    static LongStep start(ExplorerPanel panel, LessonView view, int ticks, Runnable then) {
        LongStep step = new LongStep(panel, view, ticks, then);
        step.showStatus(System.nanoTime());
        SwingUtilities.invokeLater(step::slice);
        return step;
    }

    boolean running() { return !over; }

    /** Stops where it is (another link starts, the window closes); says nothing. */
    void stop() { end(); }

    /** For tests without a screen to watch: the rest of the ticks now, then what follows. */
    void finishNow() {
        while (!over) slice();
    }

    private void slice() {
        if (over) return;
        if (monitor != null && monitor.isCanceled()) {
            end();
            panel.status(Tr.f("Stopped at tick %,d: the rest of the link did not run.", view.playback().tick()), false);
            return;
        }
        if (panel.current() != view || panel.isPlaying() || view.playback().tick() != expectedTick) {
            // Someone else moved the lesson (play, a step, reset, another lesson): their move wins.
            end();
            return;
        }
        int n = (int) Math.min(chunk, target - expectedTick);
        long began = System.nanoTime();
        view.advance(n);
        long now = System.nanoTime();
        expectedTick = view.playback().tick();
        // The next slice: as many ticks as fit in one at this pace, at most twice as many as this one.
        chunk = (int) Math.max(1, Math.min(2L * n, n * SLICE_NANOS / Math.max(1, now - began)));
        if (monitor != null) monitor.setProgress((int) (expectedTick - startTick));
        if (expectedTick >= target) {
            end();
            then.run();
            return;
        }
        if (now - statusShown >= STATUS_EVERY_NANOS) showStatus(now);
        SwingUtilities.invokeLater(this::slice);
    }

    private void showStatus(long now) {
        statusShown = now;
        long done = expectedTick - startTick, all = target - startTick;
        String progress = Tr.f("Stepping forward: %,d of %,d ticks (Cancel in the progress window stops it).", done, all);
        if (monitor != null) monitor.setNote(Tr.f("%d%% of %,d ticks", (int) (100 * done / all), all));
        panel.status(progress, false);
    }

    private void end() {
        over = true;
        if (monitor != null) monitor.close();
    }
}
