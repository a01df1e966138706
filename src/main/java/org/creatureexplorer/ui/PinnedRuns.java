package org.creatureexplorer.ui;

import java.util.HashMap;
import java.util.Map;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.Pins;

/**
 * Each lesson's pinned runs, kept while the app runs (a lesson's view is new each time it
 * opens), and pinning and clearing them from the window (P, Shift+P, the menu beside Pin), each
 * saying on the status line what it did or why not.
 */
final class PinnedRuns {
    private final ExplorerPanel panel;
    private final Map<String, Pins> byLesson = new HashMap<>();

    PinnedRuns(ExplorerPanel panel) { this.panel = panel; }

    /** The lesson's pins: the same each time it opens. */
    Pins of(Lesson<?> lesson) { return byLesson.computeIfAbsent(lesson.id(), id -> new Pins(LessonView.CHART_WINDOW)); }

    /** Pins the current lesson's run shown now, unless it has as many pins as it may. */
    void pin() {
        LessonView current = panel.current();
        if (current == null) return;
        if (current.pins().full()) {
            panel.status(Tr.f("At most %d pinned runs: clear one from the \u25be beside Pin, or all with Shift+P.", Pins.MAX), true);
            return;
        }
        var pin = current.pin();
        panel.status(Tr.f("Pinned run %d. Change a parameter, press R and play: the charts compare tick for tick.", pin.number()), false);
    }

    /** Clears pin {@code number}, or every pin for 0. */
    void clear(int number) {
        LessonView current = panel.current();
        if (current == null) return;
        boolean cleared = current.clearPin(number);
        panel.status(!cleared ? Tr.t("No pinned run to clear.") : number == 0 ? Tr.t("Pins cleared.") : Tr.f("Pin %d cleared.", number), false);
    }
}
