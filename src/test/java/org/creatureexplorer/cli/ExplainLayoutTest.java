package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.ui.LayoutReport.Box;
import org.creatureexplorer.ui.Look;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Explain figures laid out on the real stage (they are off by default, so the layout sweep
 * does not see them), read through the boxes the {@code layout} command prints with
 * {@code --show=explain}: with Explain on, every lesson that has it (1.3, 2.2, 2.4, 3.2) places
 * its figure's labels and readouts whole, apart and on the stage, as StageLayoutTest asks of the
 * defaults, at the classroom sizes in both looks at ticks 0, 120 and 600 (and in Japanese at
 * 1280x720); each figure panel lies on the stage, and a label on a panel that keeps its labels
 * lies wholly on it (a figure's label pushed past its panel ran off the stage's edge in 2.2).
 */
class ExplainLayoutTest {
    private static final int[][] SIZES = {{1280, 720}, {1366, 768}, {1920, 1080}};
    private static final List<Integer> TICKS = List.of(0, 120, 600);

    /** Measured when the figures were added: 29 over 1280x720 and 1366x768 projection, 3 ticks, 4 lessons. */
    static final int SMALL_PROJECTION_LABELS_STILL_DROPPED = 29;

    /**
     * 2.2's readouts at 1280x720 with Explain on: the figure shows the rule and the head's move,
     * so its readouts are the two stretches and the balance, 10 rows in the column (16 when
     * Explain only added its line to the others, running to the stage's bottom edge).
     */
    static final int SPRING_BODY_READOUT_ROWS = 10;

    /**
     * The most readout rows any lesson's column may take at 1280x720 with Explain on, in both
     * looks and languages: the figure shows its numbers, so the lines that repeat them step aside
     * (1.3, 2.4 and 3.2 ran to 11 to 14 rows when Explain only added its lines to the others).
     */
    static final int EXPLAIN_READOUT_ROWS = 10;

    @AfterEach
    void english() { Tr.setLanguage(Tr.Language.EN); }

    private static boolean isSmallProjection(String problem) {
        return problem.contains(" projector ") && (problem.contains(" 1280x720 ") || problem.contains(" 1366x768 "));
    }

    private static List<Lesson<?>> explained() {
        return LessonCatalog.all().stream().filter(l -> l.overlays().contains(Overlay.EXPLAIN)).toList();
    }

    @Test
    void everyExplainFigureIsPlacedWholeAndApart() {
        List<String> problems = new ArrayList<>();
        int[] figures = {0};
        for (int[] size : SIZES) {
            for (boolean projector : new boolean[] {false, true}) {
                problems.addAll(problems(size[0], size[1], projector, TICKS, figures));
            }
        }
        assertEquals(4, explained().size(), "the lessons with Explain (1.3, 2.2, 2.4, 3.2)");
        assertEquals(4 * SIZES.length * 2 * TICKS.size(), figures[0], "lesson views with Explain laid out");
        // As in StageLayoutTest: projection below 1920x1080 may still drop labels for want of room
        // (1.6x text on a small stage), never overlap or cut them; a ratchet that may only come down.
        List<String> hard = problems.stream().filter(p -> !(isSmallProjection(p) && p.contains("shortened or dropped"))).toList();
        long dropped = problems.size() - hard.size();
        assertTrue(hard.isEmpty(), hard.size() + " problems:\n" + String.join("\n", hard.subList(0, Math.min(40, hard.size()))));
        assertTrue(dropped <= SMALL_PROJECTION_LABELS_STILL_DROPPED, dropped + " labels dropped in small projection (at most "
                + SMALL_PROJECTION_LABELS_STILL_DROPPED + "):\n" + String.join("\n", problems));
    }

    @Test
    void inJapaneseAtTheSmallestClassroomSize() {
        Tr.setLanguage(Tr.Language.JA);
        List<String> problems = new ArrayList<>();
        for (boolean projector : new boolean[] {false, true}) problems.addAll(problems(1280, 720, projector, TICKS, new int[1]));
        List<String> hard = problems.stream().filter(p -> !(isSmallProjection(p) && p.contains("shortened or dropped"))).toList();
        assertTrue(hard.isEmpty(), hard.size() + " problems:\n" + String.join("\n", hard.subList(0, Math.min(40, hard.size()))));
    }

    @Test
    void theSpringBodysReadoutsStayShortWithExplainOn() {
        Lesson<?> springs = LessonArgs.resolve(List.of("spring-body")).get(0);
        List<String> tooLong = new ArrayList<>();
        LayoutCommand.layouts(List.of(springs), 1280, 720, new Look(Look.DEFAULT.theme(), false, 1), List.of(Overlay.EXPLAIN), TICKS, shown -> {
            long rows = shown.boxes().stream().filter(b -> b.kind().equals("readout")).count();
            if (rows > SPRING_BODY_READOUT_ROWS) tooLong.add("tick " + shown.tick() + ": " + rows + " readout rows");
        });
        assertTrue(tooLong.isEmpty(), "2.2 at 1280x720 with Explain, at most " + SPRING_BODY_READOUT_ROWS + " rows: " + tooLong);
    }

    @Test
    void everyExplainedLessonsReadoutsStayShortAtTheSmallestClassroomSize() {
        List<String> tooLong = new ArrayList<>();
        for (Tr.Language language : new Tr.Language[] {Tr.Language.EN, Tr.Language.JA}) {
            Tr.setLanguage(language);
            for (boolean projector : new boolean[] {false, true}) {
                LayoutCommand.layouts(explained(), 1280, 720, new Look(Look.DEFAULT.theme(), projector, 1), List.of(Overlay.EXPLAIN), TICKS, shown -> {
                    long rows = shown.boxes().stream().filter(b -> b.kind().equals("readout")).count();
                    if (rows > EXPLAIN_READOUT_ROWS) {
                        tooLong.add(shown.lesson().id() + " " + language.code + (projector ? " projector" : " normal")
                                + " tick " + shown.tick() + ": " + rows + " readout rows");
                    }
                });
            }
        }
        assertTrue(tooLong.isEmpty(), "at 1280x720 with Explain, at most " + EXPLAIN_READOUT_ROWS + " rows:\n" + String.join("\n", tooLong));
    }

    @Test
    void theLayoutCommandShowsTheFigure() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = LayoutCommand.run(List.of("--width=1280", "--height=720", "--ticks=600", "--show=explain", "spring-body"),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String csv = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(0, code);
        assertTrue(csv.contains(",600,figure,figure,"), csv);
        assertTrue(java.util.regex.Pattern.compile(",600,readout(-list)?,\"?Explain:").matcher(csv).find(), csv);
        assertTrue(csv.contains(",600,label,g + v = "), "the figure's labels are listed as labels:\n" + csv);
        UsageError e = assertThrows(UsageError.class, () -> LayoutCommand.run(List.of("--show=explain", "seek"), new PrintStream(new ByteArrayOutputStream())));
        assertTrue(e.getMessage().contains("seek has no explain overlay"), e.getMessage());
    }

    /** The problems of every lesson with Explain, Explain on, at one size and look (through the layout command's boxes). */
    private static List<String> problems(int width, int height, boolean projector, List<Integer> ticks, int[] figures) {
        List<String> found = new ArrayList<>();
        Look look = new Look(Look.DEFAULT.theme(), projector, 1);
        LayoutCommand.layouts(explained(), width, height, look, List.of(Overlay.EXPLAIN), ticks, shown -> {
            figures[0]++;
            String where = shown.lesson().id() + " " + Tr.language().code + " " + width + "x" + height
                    + (projector ? " projector" : " normal") + " tick " + shown.tick();
            List<Box> boxes = shown.boxes();
            // On the stage, or (a long derivation at a small size) whole in the readout list beside the charts.
            if (boxes.stream().noneMatch(b -> (b.kind().equals("readout") || b.kind().equals("readout-list") && !b.clipped())
                    && (b.name().startsWith("Explain:") || b.name().startsWith("図解:")))) {
                found.add(where + ": no Explain readout drawn");
            }
            StageLayoutTest.check(boxes, where, found);
            checkFigures(boxes, where, found, LABELS_ON_THE_PANEL.contains(shown.lesson().id()));
        });
        return found;
    }

    /**
     * The lessons whose Explain figure is a panel with its labels on it (2.2, 2.4). 3.2's figure is
     * a small plot whose axis labels sit beside it, off the panel by design; 1.3 draws no panel.
     */
    static final java.util.Set<String> LABELS_ON_THE_PANEL = java.util.Set.of("spring-body", "feeler");

    /** Figures are on the stage; on a panel that keeps its labels, a label that touches it lies wholly on it. */
    static void checkFigures(List<Box> boxes, String where, List<String> found, boolean labelsOnThePanel) {
        Rectangle2D stage = boxes.stream().filter(b -> b.kind().equals("stage")).findFirst().orElseThrow().bounds();
        List<Box> figures = boxes.stream().filter(b -> b.kind().equals("figure")).toList();
        for (Box f : figures) {
            if (!StageLayoutTest.inside(f.bounds(), stage)) found.add(where + ": the figure " + f.bounds() + " leaves the stage");
            for (Box b : boxes) {
                if (!labelsOnThePanel || !b.kind().equals("label") || b.clipped()) continue;
                if (StageLayoutTest.overlap(b.bounds(), f.bounds()) && !StageLayoutTest.inside(b.bounds(), f.bounds())) {
                    found.add(where + ": label \"" + b.name() + "\" " + b.bounds() + " runs off the figure " + f.bounds());
                }
            }
        }
    }
}
