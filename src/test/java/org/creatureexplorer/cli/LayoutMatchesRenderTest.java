package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.ui.LayoutReport;
import org.creatureexplorer.ui.LayoutReport.Box;
import org.creatureexplorer.ui.Look;
import org.junit.jupiter.api.Test;

/**
 * What {@code layout} reports is what {@code render} draws: the same readout rows (text and box,
 * so the readout column has the same width) and the same labels, for lessons with a readout
 * column at the smallest classroom sizes in both looks. Render leaves the "paused" hint out of the
 * picture; it used to lay the stage out without it, so 2.1's column was narrower in the picture
 * than in the report and cut "counter-clockwise" to "counter-cloc…".
 */
class LayoutMatchesRenderTest {
    private static final Set<String> COMPARED = Set.of("readout", "label", "marker", "key", "figure");
    private static final int TICK = 600;

    @Test
    void layoutReportsTheBoxesRenderDraws() {
        List<String> problems = new ArrayList<>();
        int compared = 0;
        for (boolean projector : new boolean[] {false, true}) {
            for (String[] c : new String[][] {{"head-orbit", ""}, {"spring-body", "explain"}, {"compose", ""}}) {
                Lesson<?> lesson = LessonArgs.resolve(List.of(c[0])).get(0);
                List<Overlay> shown = c[1].isEmpty() ? List.of() : List.of(Overlay.EXPLAIN);
                for (int[] size : new int[][] {{1280, 720}, {1366, 768}}) {
                    Look look = new Look(Look.DEFAULT.theme(), projector, 1);
                    String where = c[0] + " " + size[0] + "x" + size[1] + (projector ? " projector" : " normal");
                    // A panel built right after one in another look (or language) may keep some of that
                    // look's interface fonts (shared look-and-feel defaults): build one first, so both
                    // panels compared start from this look, whatever ran before in this JVM.
                    Offscreen.onEdt(() -> Offscreen.panelFor(lesson, size[0], size[1], look));
                    List<Box> laidOut = new ArrayList<>();
                    LayoutCommand.layouts(List.of(lesson), size[0], size[1], look, shown, List.of(TICK), s -> laidOut.addAll(stageTexts(s.boxes())));
                    List<Box> drawn = Offscreen.onEdt(() -> {
                        RenderCommand.Picture picture = RenderCommand.picture(lesson, size[0], size[1], look, List.of(), List.of(), shown, TICK);
                        LayoutReport report = new LayoutReport(picture.panel());
                        picture.panel().current().reportLayout(report);
                        return stageTexts(report.boxes());
                    });
                    assertFalse(laidOut.isEmpty(), where + ": nothing laid out");
                    compared += laidOut.size();
                    if (!same(laidOut, drawn)) {
                        problems.add(where + ":\n  layout " + describe(laidOut) + "\n  render " + describe(drawn));
                    }
                    for (Box b : drawn) if (b.clipped()) problems.add(where + ": render cut " + b.kind() + " \"" + b.name() + "\"");
                }
            }
        }
        assertTrue(compared > 50, "only " + compared + " boxes compared");
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    private static List<Box> stageTexts(List<Box> boxes) {
        return boxes.stream().filter(b -> COMPARED.contains(b.kind())).toList();
    }

    private static boolean same(List<Box> a, List<Box> b) {
        if (a.size() != b.size()) return false;
        for (int i = 0; i < a.size(); i++) {
            Box x = a.get(i);
            Box y = b.get(i);
            if (!x.kind().equals(y.kind()) || !x.name().equals(y.name()) || x.clipped() != y.clipped()) return false;
            var p = x.bounds();
            var q = y.bounds();
            if (Math.abs(p.getX() - q.getX()) > 0.5 || Math.abs(p.getY() - q.getY()) > 0.5
                    || Math.abs(p.getWidth() - q.getWidth()) > 0.5 || Math.abs(p.getHeight() - q.getHeight()) > 0.5) return false;
        }
        return true;
    }

    private static String describe(List<Box> boxes) {
        StringBuilder out = new StringBuilder();
        for (Box b : boxes) {
            var r = b.bounds();
            out.append(String.format(java.util.Locale.ROOT, "[%s \"%s\" %.0f,%.0f %.0fx%.0f%s] ", b.kind(), b.name(),
                    r.getX(), r.getY(), r.getWidth(), r.getHeight(), b.clipped() ? " cut" : ""));
        }
        return out.toString();
    }
}
