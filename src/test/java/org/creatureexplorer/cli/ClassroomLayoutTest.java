package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.ui.LayoutReport;
import org.creatureexplorer.ui.Look;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every lesson laid out at the classroom sizes (1280x720, 1366x768, 1920x1080 and a 2x screen),
 * in the normal look and in projection, at ticks 0, 120 and 600, read through the same boxes the
 * {@code layout} command prints: each chart's title, legend, y title, plot and hint inside its
 * chart, no title, legend or instruction line cut, and in projection the stage keeps at least 30%
 * of the window and the toolbar wraps onto two rows at most. One panel per size and look is reused across the lessons (as the window does).
 * English runs everything; Japanese (longer toolbar words, wider clock, CJK line breaks) runs the
 * two hardest classroom sizes, 1280x720 and 1366x768, in both looks at all three ticks and
 * 1920x1080 in both looks at tick 600 only, to keep the suite's time down (see {@link #classrooms}).
 */
class ClassroomLayoutTest {
    /** Kinds whose text must never be shortened or cut. */
    static final Set<String> WHOLE_TEXT = Set.of("title", "legend", "axis-title", "chart-hint", "hint", "lesson-title");
    static final Set<String> CHART_PARTS = Set.of("title", "legend", "axis-title", "plot", "chart-hint");
    static final double STAGE_SHARE_PROJECTED = 0.30;
    /** A third toolbar row takes the height the stage needs on a projector (Japanese words are longer). */
    static final int MOST_TOOLBAR_ROWS = 2;

    static Stream<Arguments> classrooms() {
        List<Arguments> out = new ArrayList<>();
        for (int[] size : new int[][] {{1280, 720, 1}, {1366, 768, 1}, {1920, 1080, 1}, {3840, 2160, 2}}) {
            for (boolean projector : new boolean[] {false, true}) {
                out.add(Arguments.of(Tr.Language.EN, size[0], size[1], size[2], projector, List.of(0, 120, 600)));
            }
        }
        // Japanese: the two tightest sizes at every tick, full HD at one tick (the 2x screen has the room of full HD).
        for (int[] size : new int[][] {{1280, 720, 1}, {1366, 768, 1}}) {
            for (boolean projector : new boolean[] {false, true}) {
                out.add(Arguments.of(Tr.Language.JA, size[0], size[1], size[2], projector, List.of(0, 120, 600)));
            }
        }
        for (boolean projector : new boolean[] {false, true}) {
            out.add(Arguments.of(Tr.Language.JA, 1920, 1080, 1, projector, List.of(600)));
        }
        return out.stream();
    }

    @AfterEach
    void english() { Tr.setLanguage(Tr.Language.EN); }

    @ParameterizedTest(name = "{0} {1}x{2} zoom {3} projector {4} ticks {5}")
    @MethodSource("classrooms")
    void everyLessonFitsItsClassroom(Tr.Language language, int width, int height, int zoom, boolean projector, List<Integer> ticks) {
        Tr.setLanguage(language);
        Look look = new Look(Look.DEFAULT.theme(), projector, zoom);
        List<String> problems = new ArrayList<>();
        LayoutCommand.layouts(LessonCatalog.all(), width, height, look, ticks,
                shown -> problems.addAll(problems(shown, width, height, projector)));
        assertTrue(problems.isEmpty(), problems.size() + " layout problems in " + language + " at " + width + "x" + height
                + (projector ? " projected" : "") + ", first ones:\n" + String.join("\n", problems.subList(0, Math.min(12, problems.size()))));
    }

    /** What is wrong with one lesson's layout at one tick (nothing: an empty list). */
    static List<String> problems(LayoutCommand.Shown shown, int width, int height, boolean projector) {
        List<String> out = new ArrayList<>();
        String where = shown.lesson().id() + " @" + shown.tick() + ": ";
        Rectangle2D window = new Rectangle2D.Double(0, 0, width, height);
        Rectangle2D chart = null;
        int charts = 0;
        for (LayoutReport.Box b : shown.boxes()) {
            Rectangle2D r = b.bounds();
            if (b.kind().equals("chart")) {
                chart = r;
                charts++;
                if (!inside(r, window)) out.add(where + "chart '" + b.name() + "' leaves the window: " + r);
            }
            if (CHART_PARTS.contains(b.kind())) {
                if (chart == null || !inside(r, chart)) {
                    out.add(where + b.kind() + " of '" + b.name() + "' " + r + " is not inside its chart " + chart);
                }
            }
            if (WHOLE_TEXT.contains(b.kind()) && b.clipped()) out.add(where + b.kind() + " '" + b.name() + "' is cut");
            if (b.kind().equals("plot") && r.getHeight() < 40) out.add(where + "plot of '" + b.name() + "' is only " + r.getHeight() + " px tall");
            if (b.kind().equals("toolbar")) {
                int rows = Integer.parseInt(b.name().substring(0, b.name().indexOf(' ')));
                if (rows > MOST_TOOLBAR_ROWS) out.add(where + "the toolbar wraps onto " + rows + " rows");
            }
            if (b.kind().equals("stage")) {
                if (!inside(r, window)) out.add(where + "stage leaves the window: " + r);
                double share = r.getWidth() * r.getHeight() / (width * (double) height);
                if (projector && share < STAGE_SHARE_PROJECTED) {
                    out.add(where + String.format("stage is %.0f%% of the window in projection", share * 100));
                }
            }
        }
        if (charts == 0 && !shown.lesson().charts().isEmpty()) out.add(where + "no chart is fully on screen");
        return out;
    }

    static boolean inside(Rectangle2D inner, Rectangle2D outer) {
        double e = 1.0; // rounding of fractional boxes
        return inner.getMinX() >= outer.getMinX() - e && inner.getMinY() >= outer.getMinY() - e
                && inner.getMaxX() <= outer.getMaxX() + e && inner.getMaxY() <= outer.getMaxY() + e;
    }
}
