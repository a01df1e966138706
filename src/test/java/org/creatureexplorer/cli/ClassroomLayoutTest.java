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
 * Every lesson laid out at the classroom sizes (1280x720, 1366x768, 1920x1080) in both looks and
 * both languages at ticks 0, 120 and 600, read through the boxes the {@code layout} command
 * prints, holding the stage-first figures (issue 26):
 * <ul>
 * <li>projection: the stage at least {@link #STAGE_PROJECTED} of the window in every lesson; the
 * subject at least {@link #SUBJECT_PROJECTED_MEDIAN} at the median and {@link #SUBJECT_PROJECTED_LEAST}
 * in the smallest; the readouts at most {@link #READOUTS_MEDIAN} of the stage at the median and
 * {@link #READOUTS_MOST} in the largest;</li>
 * <li>the normal look at 1280x720 and 1366x768 with the text drawer open: the stage at least
 * {@link #STAGE_NORMAL} in every lesson, the subject at least {@link #SUBJECT_NORMAL_MEDIAN} at the median;</li>
 * <li>everywhere: no control, label, readout, legend or title clipped, no label over another or
 * over the creature's body, chart parts inside their chart, the toolbar one row.</li>
 * </ul>
 * A 3840x2160 screen at 2x is laid out too (English at the three ticks, Japanese at 600): it must
 * look like full HD. Each layout is also held to {@link StageLayoutTest#check}'s stage rules (stage
 * texts apart, whole and on the stage, the subject clear of the readouts), so every lesson is laid
 * out once per size, look, language and tick for both sets of rules.
 */
class ClassroomLayoutTest {
    static final double STAGE_PROJECTED = 0.55;
    static final double SUBJECT_PROJECTED_MEDIAN = 0.28;
    static final double SUBJECT_PROJECTED_LEAST = 0.18;
    static final double READOUTS_MEDIAN = 0.15;
    static final double READOUTS_MOST = 0.25;
    static final double STAGE_NORMAL = 0.35;
    static final double SUBJECT_NORMAL_MEDIAN = 0.15;

    /** Kinds whose text must never be shortened or cut. */
    static final Set<String> WHOLE_TEXT = Set.of("title", "legend", "axis-title", "chart-hint", "hint", "lesson-title",
            "control", "readout", "readout-list", "label", "badge", "key");
    static final Set<String> CHART_PARTS = Set.of("title", "legend", "axis-title", "plot", "chart-hint");
    /** Texts on the stage that may not overlap one another. */
    static final Set<String> STAGE_TEXT = Set.of("label", "readout", "badge", "marker", "key-box");

    static Stream<Arguments> classrooms() {
        List<Arguments> out = new ArrayList<>();
        for (Tr.Language language : Tr.Language.values()) {
            for (int[] size : new int[][] {{1280, 720}, {1366, 768}, {1920, 1080}}) {
                for (boolean projector : new boolean[] {false, true}) {
                    out.add(Arguments.of(language, size[0], size[1], 1, projector, List.of(0, 120, 600)));
                }
            }
        }
        for (boolean projector : new boolean[] {false, true}) {
            out.add(Arguments.of(Tr.Language.EN, 3840, 2160, 2, projector, List.of(0, 120, 600)));
            out.add(Arguments.of(Tr.Language.JA, 3840, 2160, 2, projector, List.of(600)));
        }
        return out.stream();
    }

    @AfterEach
    void english() { Tr.setLanguage(Tr.Language.EN); }

    /** One lesson at one tick: its shares of the window and stage. */
    record Shares(String where, double stage, double subject, double readouts) {}

    @ParameterizedTest(name = "{0} {1}x{2} zoom {3} projector {4} ticks {5}")
    @MethodSource("classrooms")
    void everyLessonFitsItsClassroom(Tr.Language language, int width, int height, int zoom, boolean projector, List<Integer> ticks) {
        Tr.setLanguage(language);
        Look look = new Look(Look.DEFAULT.theme(), projector, zoom);
        List<String> problems = new ArrayList<>();
        List<Shares> shares = new ArrayList<>();
        LayoutCommand.layouts(LessonCatalog.all(), width, height, look, ticks, shown -> {
            problems.addAll(problems(shown, width, height));
            StageLayoutTest.check(shown.boxes(), shown.lesson().id() + " " + language.code + " " + width + "x" + height
                    + (projector ? " projector" : " normal") + " tick " + shown.tick(), problems);
            shares.add(shares(shown, width, height));
        });
        boolean classroom = zoom == 1;
        if (projector) {
            for (Shares s : shares) {
                if (s.stage() < STAGE_PROJECTED) problems.add(s.where() + String.format("stage %.1f%% of the window", 100 * s.stage()));
            }
            if (classroom) {
                check(problems, "subject", median(shares, Shares::subject), SUBJECT_PROJECTED_MEDIAN, true);
                Shares least = least(shares, Shares::subject);
                if (least.subject() < SUBJECT_PROJECTED_LEAST) problems.add(least.where() + String.format("smallest subject %.1f%%", 100 * least.subject()));
            }
        } else if (width <= 1366) {
            for (Shares s : shares) {
                if (s.stage() < STAGE_NORMAL) problems.add(s.where() + String.format("stage %.1f%% of the window", 100 * s.stage()));
            }
            check(problems, "subject", median(shares, Shares::subject), SUBJECT_NORMAL_MEDIAN, true);
        }
        check(problems, "readouts", median(shares, Shares::readouts), READOUTS_MEDIAN, false);
        Shares most = least(shares, s -> -s.readouts());
        if (most.readouts() > READOUTS_MOST) problems.add(most.where() + String.format("readouts %.1f%% of the stage", 100 * most.readouts()));
        assertTrue(problems.isEmpty(), problems.size() + " layout problems in " + language + " at " + width + "x" + height
                + (projector ? " projected" : "") + ", first ones:\n" + String.join("\n", problems.subList(0, Math.min(12, problems.size()))));
    }

    private static void check(List<String> problems, String what, double median, double bound, boolean atLeast) {
        if (atLeast ? median < bound : median > bound) {
            problems.add(String.format("median %s %.1f%% (%s %.0f%%)", what, 100 * median, atLeast ? "at least" : "at most", 100 * bound));
        }
    }

    static double median(List<Shares> all, java.util.function.ToDoubleFunction<Shares> f) {
        double[] v = all.stream().mapToDouble(f).sorted().toArray();
        if (v.length == 0) return Double.NaN;
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    static Shares least(List<Shares> all, java.util.function.ToDoubleFunction<Shares> f) {
        return all.stream().min(java.util.Comparator.comparingDouble(f)).orElseThrow();
    }

    /** The stage's share of the window, the subject's (on the stage) and the readouts' share of the stage. */
    static Shares shares(LayoutCommand.Shown shown, int width, int height) {
        String where = shown.lesson().id() + " @" + shown.tick() + ": ";
        Rectangle2D stage = null;
        Rectangle2D subject = null;
        double readouts = 0;
        for (LayoutReport.Box b : shown.boxes()) {
            if (b.kind().equals("stage")) stage = b.bounds();
            if (b.kind().equals("subject")) subject = b.bounds();
            if (b.kind().equals("readout")) readouts += area(b.bounds());
        }
        double window = width * (double) height;
        double stageArea = stage == null ? 0 : area(stage);
        double subjectArea = stage == null || subject == null ? 0 : area(subject.createIntersection(stage));
        return new Shares(where, stageArea / window, subjectArea / window, stageArea == 0 ? 0 : readouts / stageArea);
    }

    static double area(Rectangle2D r) { return Math.max(0, r.getWidth()) * Math.max(0, r.getHeight()); }

    /** What is wrong with one lesson's layout at one tick (nothing: an empty list). */
    static List<String> problems(LayoutCommand.Shown shown, int width, int height) {
        List<String> out = new ArrayList<>();
        String where = shown.lesson().id() + " @" + shown.tick() + ": ";
        Rectangle2D window = new Rectangle2D.Double(0, 0, width, height);
        Rectangle2D chart = null;
        int charts = 0;
        List<LayoutReport.Box> stageText = new ArrayList<>();
        List<Rectangle2D> body = new ArrayList<>();
        for (LayoutReport.Box b : shown.boxes()) {
            Rectangle2D r = b.bounds();
            if (b.kind().equals("chart")) {
                chart = r;
                charts++;
                if (!inside(r, window)) out.add(where + "chart '" + b.name() + "' leaves the window: " + r);
            }
            if (CHART_PARTS.contains(b.kind()) && (chart == null || !inside(r, chart))) {
                out.add(where + b.kind() + " of '" + b.name() + "' " + r + " is not inside its chart " + chart);
            }
            if (WHOLE_TEXT.contains(b.kind()) && b.clipped()) out.add(where + b.kind() + " '" + b.name() + "' is cut");
            if (b.kind().equals("plot") && r.getHeight() < 40) out.add(where + "plot of '" + b.name() + "' is only " + r.getHeight() + " px tall");
            if (b.kind().equals("toolbar")) {
                int rows = Integer.parseInt(b.name().substring(0, b.name().indexOf(' ')));
                if (rows > 1) out.add(where + "the toolbar wraps onto " + rows + " rows");
            }
            if (b.kind().equals("stage") && !inside(r, window)) out.add(where + "stage leaves the window: " + r);
            if (STAGE_TEXT.contains(b.kind()) && !b.clipped()) stageText.add(b);
            if (b.kind().equals("body")) body.add(r);
        }
        for (int i = 0; i < stageText.size(); i++) {
            Rectangle2D a = shrunk(stageText.get(i).bounds());
            for (int j = i + 1; j < stageText.size(); j++) {
                if (a.intersects(shrunk(stageText.get(j).bounds()))) {
                    out.add(where + stageText.get(i).kind() + " '" + stageText.get(i).name() + "' overlaps "
                            + stageText.get(j).kind() + " '" + stageText.get(j).name() + "'");
                }
            }
            for (Rectangle2D part : body) {
                if (a.intersects(part)) out.add(where + stageText.get(i).kind() + " '" + stageText.get(i).name() + "' lies over the creature");
            }
        }
        if (charts == 0 && !shown.lesson().charts().isEmpty()) out.add(where + "no chart is fully on screen");
        return out;
    }

    /** A box a pixel smaller on each side: boxes that only touch do not overlap. */
    private static Rectangle2D shrunk(Rectangle2D r) {
        return new Rectangle2D.Double(r.getX() + 1, r.getY() + 1, Math.max(0, r.getWidth() - 2), Math.max(0, r.getHeight() - 2));
    }

    static boolean inside(Rectangle2D inner, Rectangle2D outer) {
        double e = 1.0; // rounding of fractional boxes
        return inner.getMinX() >= outer.getMinX() - e && inner.getMinY() >= outer.getMinY() - e
                && inner.getMaxX() <= outer.getMaxX() + e && inner.getMaxY() <= outer.getMaxY() + e;
    }
}
