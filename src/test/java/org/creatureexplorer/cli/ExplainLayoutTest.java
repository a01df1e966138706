package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.LayoutReport.Box;
import org.creatureexplorer.ui.Look;
import org.junit.jupiter.api.Test;

/**
 * The Explain figures laid out on the real stage (they are off by default, so the layout sweep
 * does not see them): with Explain on, every lesson that has it places its figure's labels and
 * readouts whole, apart and on the stage, as StageLayoutTest asks of the defaults, at the
 * classroom sizes in both looks.
 */
class ExplainLayoutTest {
    private static final int[][] SIZES = {{1280, 720}, {1366, 768}, {1920, 1080}};
    private static final int[] TICKS = {0, 120, 600};

    /** Measured when the figures were added: 29 over 1280x720 and 1366x768 projection, 3 ticks, 4 lessons. */
    static final int SMALL_PROJECTION_LABELS_STILL_DROPPED = 29;

    private static boolean isSmallProjection(String problem) {
        return problem.contains(" projector ") && (problem.contains(" 1280x720 ") || problem.contains(" 1366x768 "));
    }

    @Test
    void everyExplainFigureIsPlacedWholeAndApart() {
        List<String> problems = Offscreen.onEdt(() -> {
            List<String> found = new ArrayList<>();
            int figures = 0;
            for (int[] size : SIZES) {
                for (boolean projector : new boolean[] {false, true}) {
                    Look look = new Look(Look.DEFAULT.theme(), projector, 1);
                    ExplorerPanel panel = Offscreen.panelFor(LessonCatalog.all().get(0), size[0], size[1], look);
                    for (Lesson<?> lesson : LessonCatalog.all()) {
                        if (!lesson.overlays().contains(Overlay.EXPLAIN)) continue;
                        figures++;
                        panel.showLesson(lesson);
                        panel.current().setOverlay(Overlay.EXPLAIN, true);
                        panel.layoutOffscreen(size[0], size[1]);
                        int at = 0;
                        for (int tick : TICKS) {
                            panel.current().advance(tick - at);
                            at = tick;
                            String where = lesson.id() + " " + size[0] + "x" + size[1] + (projector ? " projector" : " normal") + " tick " + tick;
                            List<Box> boxes = StageLayoutTest.stageBoxes(panel);
                            boolean explained = boxes.stream().anyMatch(b -> b.kind().equals("readout") && b.name().startsWith("Explain"));
                            if (!explained) found.add(where + ": no Explain readout drawn");
                            StageLayoutTest.check(boxes, where, found);
                        }
                    }
                }
            }
            if (figures < 4 * SIZES.length * 2) found.add("only " + figures + " lesson views with Explain (1.3, 2.2, 2.4, 3.2 expected)");
            return found;
        });
        // As in StageLayoutTest: projection below 1920x1080 may still drop labels for want of room
        // (1.6x text on a small stage), never overlap or cut them; a ratchet that may only come down.
        List<String> hard = problems.stream().filter(p -> !(isSmallProjection(p) && p.contains("shortened or dropped"))).toList();
        long dropped = problems.size() - hard.size();
        assertTrue(hard.isEmpty(), hard.size() + " problems:\n" + String.join("\n", hard.subList(0, Math.min(40, hard.size()))));
        assertTrue(dropped <= SMALL_PROJECTION_LABELS_STILL_DROPPED, dropped + " labels dropped in small projection (at most "
                + SMALL_PROJECTION_LABELS_STILL_DROPPED + "):\n" + String.join("\n", problems));
    }
}
