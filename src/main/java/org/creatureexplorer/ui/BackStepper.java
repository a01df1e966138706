package org.creatureexplorer.ui;

import javax.swing.Timer;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.model.Playback;

/**
 * Going back in time: one tick back (the Back button, a tap on the Left arrow), and playing
 * backwards while the Left arrow is held, a frame period apart after a repeat delay
 * ({@link ExplorerPanel#REWIND_DELAY_MS}, {@link ExplorerPanel#REWIND_PERIOD_MS}). A step back
 * pauses the lesson; one refused at the start of the kept history says so on the status line.
 */
final class BackStepper {
    private final ExplorerPanel panel;
    private final Timer rewind = new Timer(ExplorerPanel.REWIND_PERIOD_MS, e -> rewindFrame());
    /** The lesson the held key started on: another lesson stops the rewind. */
    private LessonView rewindLesson;

    BackStepper(ExplorerPanel panel) {
        this.panel = panel;
        rewind.setInitialDelay(ExplorerPanel.REWIND_DELAY_MS);
        rewind.setCoalesce(true);
    }

    void stepBack() {
        LessonView current = panel.current();
        if (current == null) return;
        if (panel.isPlaying()) panel.setPlaying(false);
        if (!current.stepBack()) historyLimitNote(current);
    }

    /**
     * The Back button and a tap on the Left arrow: one tick back. Constant time (the replay
     * starts from the nearest checkpoint), so it runs at once.
     */
    void requestStepBack() {
        LessonView current = panel.current();
        if (current == null) return;
        if (panel.isPlaying()) panel.setPlaying(false);
        if (!current.stepBack(1)) historyLimitNote(current);
    }

    /** A step back refused in a long run: the log keeps only the last 20 minutes (Playback.KEPT_TICKS). */
    private void historyLimitNote(LessonView current) {
        if (current.playback().earliestTick() > 0) {
            long minutes = Math.round(Playback.KEPT_TICKS * current.playback().world().dt() / 60);
            panel.status(Tr.f("Step back stops here: history kept: last %d min.", minutes), false);
        }
    }

    /**
     * Left arrow pressed: one tick back now; held past the keyboard's repeat delay, the lesson
     * plays backwards, one tick per frame, until the key comes up (its repeats are ignored, so
     * the pace is the frame rate, not the keyboard's repeat rate).
     */
    void backKeyPressed() {
        if (rewind.isRunning() || panel.current() == null) return;
        requestStepBack();
        rewindLesson = panel.current();
        rewind.restart();
    }

    /** Left arrow released: stop playing backwards. */
    void backKeyReleased() { rewind.stop(); }

    /** True while a held Left arrow plays the lesson backwards. */
    boolean rewinding() { return rewind.isRunning(); }

    private void rewindFrame() {
        LessonView current = panel.current();
        if (current == null || current != rewindLesson || panel.isPlaying()) {
            rewind.stop();
            return;
        }
        if (!current.stepBack(1)) {
            rewind.stop();
            historyLimitNote(current);
        }
    }
}
