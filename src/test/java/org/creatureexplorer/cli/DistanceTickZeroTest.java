package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.LayoutReport;
import org.creatureexplorer.ui.LessonView;
import org.creatureexplorer.ui.Look;
import org.junit.jupiter.api.Test;

/**
 * Lesson 1.1 asks how far P is from A after each tick's fix. At tick 0 no fix has run, so the
 * stage must not print the answer (the issue 29 audit found "after the fix: 80.00 px" there
 * before anything moved); one tick later it does.
 */
class DistanceTickZeroTest {

    /** The distance lesson's stage readouts after {@code ticks} ticks. */
    static List<String> readouts(int ticks) {
        Lesson<?> lesson = LessonCatalog.byId("distance").orElseThrow();
        List<String> out = new ArrayList<>();
        Offscreen.onEdt(() -> {
            ExplorerPanel panel = Offscreen.panelFor(lesson, 1366, 768, Look.DEFAULT);
            LessonView view = panel.current();
            view.advance(ticks);
            Offscreen.paint(view.stage());
            LayoutReport report = new LayoutReport(panel);
            view.reportLayout(report);
            for (LayoutReport.Box b : report.of("readout")) out.add(b.name());
            return null;
        });
        return out;
    }

    @Test
    void tickZeroLeavesThePredictionToTheFirstTick() {
        List<String> zero = readouts(0);
        assertTrue(zero.size() >= 2, "the two readouts: " + zero);
        for (String r : zero) assertFalse(r.matches(".*\\d+\\.\\d\\d px.*"), "a distance at tick 0: " + r);
        List<String> one = readouts(1);
        assertTrue(one.stream().anyMatch(r -> r.contains("after the fix:") && r.contains("80.00 px")), "after one tick the fix is read: " + one);
    }
}
