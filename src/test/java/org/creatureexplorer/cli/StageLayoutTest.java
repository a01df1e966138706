package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.LayoutReport;
import org.creatureexplorer.ui.LayoutReport.Box;
import org.creatureexplorer.ui.LessonView;
import org.creatureexplorer.ui.Look;
import org.junit.jupiter.api.Test;

/**
 * The stage side of the layout report, for every lesson at the classroom sizes in both looks,
 * at ticks 0, 120 and 600: stage texts (labels, readouts, the badge) never overlap one another,
 * stay on the stage and are never shortened or dropped; the lesson's subject is on the stage
 * and out from under the readouts. One panel per size and look, the stage painted offscreen.
 */
class StageLayoutTest {
    private static final int[][] SIZES = {{1280, 720}, {1366, 768}, {1920, 1080}};
    private static final int[] TICKS = {0, 120, 600};
    private static final Set<String> TEXTS = Set.of("label", "readout", "badge");
    /** Boxes are in fractional px; touching edges are not an overlap. */
    private static final double SLACK = 0.5;

    @Test
    void stageTextsAreApartOnTheStageAndWholeAndTheSubjectIsClear() {
        sweep(false);
    }

    /**
     * 1280x720 and 1366x768 in projection: at 1.6x text a few labels still find no free spot on
     * the busiest stages (seek, alarm, arrive, feeler, character, blends, pet). Measured after the
     * window gave the projected stage its room: 37 to 38 labels dropped over the 2 sizes x 3 ticks
     * (108 before; the count moves by one or two with what the JVM's look and feel saw before this
     * test). A ratchet until they are all placed: more than this fails, and the number may only
     * come down (lower it when a change places more).
     */
    static final int PROJECTION_LABELS_STILL_DROPPED = 42;

    @Test
    void theSameInProjectionOnClassroomScreensDropsNoMoreThanKnown() {
        List<String> problems = problems(true);
        assertTrue(problems.size() <= PROJECTION_LABELS_STILL_DROPPED, problems.size() + " layout problems (at most "
                + PROJECTION_LABELS_STILL_DROPPED + " known), the first ones:\n" + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
        assertTrue(problems.stream().allMatch(p -> p.contains("shortened or dropped")),
                "in projection only dropped labels are tolerated:\n" + String.join("\n", problems));
    }

    /** Every lesson at every size and look; {@code smallProjection} picks projection below 1920x1080 alone, else the rest. */
    private static void sweep(boolean smallProjection) {
        List<String> problems = problems(smallProjection);
        java.util.Map<String, Long> perLesson = new java.util.TreeMap<>(problems.stream()
                .collect(java.util.stream.Collectors.groupingBy(p -> p.substring(0, p.indexOf(' ')), java.util.stream.Collectors.counting())));
        assertTrue(problems.isEmpty(), problems.size() + " layout problems " + perLesson + ", the first ones:\n"
                + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
    }

    private static List<String> problems(boolean smallProjection) {
        return Offscreen.onEdt(() -> {
            List<String> found = new ArrayList<>();
            for (int[] size : SIZES) {
                for (boolean projector : new boolean[] {false, true}) {
                    if ((size[0] < 1920 && projector) != smallProjection) continue;
                    Look look = new Look(Look.DEFAULT.theme(), projector, 1);
                    ExplorerPanel panel = Offscreen.panelFor(LessonCatalog.all().get(0), size[0], size[1], look);
                    for (Lesson<?> lesson : LessonCatalog.all()) {
                        panel.showLesson(lesson);
                        panel.layoutOffscreen(size[0], size[1]);
                        int at = 0;
                        for (int tick : TICKS) {
                            panel.current().advance(tick - at);
                            at = tick;
                            String where = lesson.id() + " " + size[0] + "x" + size[1] + (projector ? " projector" : " normal") + " tick " + tick;
                            check(stageBoxes(panel), where, found);
                        }
                    }
                }
            }
            return found;
        });
    }

    /** Paints the stage alone (what the layout reads) and returns the boxes the view reports. */
    static List<Box> stageBoxes(ExplorerPanel panel) {
        LessonView view = panel.current();
        var stage = view.stage();
        BufferedImage img = new BufferedImage(Math.max(1, stage.getWidth()), Math.max(1, stage.getHeight()), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            stage.paintStage(g, stage.getWidth(), stage.getHeight());
        } finally {
            g.dispose();
        }
        LayoutReport report = new LayoutReport(panel);
        view.reportLayout(report);
        return report.boxes();
    }

    static void check(List<Box> boxes, String where, List<String> found) {
        Rectangle2D stage = boxes.stream().filter(b -> b.kind().equals("stage")).findFirst().orElseThrow().bounds();
        List<Box> texts = boxes.stream().filter(b -> TEXTS.contains(b.kind())).toList();
        List<Box> subjects = boxes.stream().filter(b -> b.kind().equals("subject")).toList();
        if (subjects.size() != 1) found.add(where + ": " + subjects.size() + " subject boxes, not 1");
        for (Box s : subjects) {
            if (!inside(s.bounds(), stage)) found.add(where + ": subject " + s.bounds() + " leaves the stage " + stage);
            for (Box t : texts) {
                if (!t.kind().equals("label") && overlap(s.bounds(), t.bounds())) {
                    found.add(where + ": subject under the " + t.kind() + " \"" + t.name() + "\"");
                }
            }
        }
        for (int i = 0; i < texts.size(); i++) {
            Box a = texts.get(i);
            if (a.clipped()) found.add(where + ": " + a.kind() + " \"" + a.name() + "\" shortened or dropped");
            if (!a.clipped() && !inside(a.bounds(), stage)) found.add(where + ": " + a.kind() + " \"" + a.name() + "\" leaves the stage");
            for (int j = i + 1; j < texts.size(); j++) {
                Box b = texts.get(j);
                if (a.clipped() || b.clipped()) continue; // a dropped label was not drawn
                if (overlap(a.bounds(), b.bounds())) {
                    found.add(where + ": \"" + a.name() + "\" overlaps \"" + b.name() + "\"");
                }
            }
        }
    }

    static boolean inside(Rectangle2D r, Rectangle2D outer) {
        return r.getMinX() >= outer.getMinX() - SLACK && r.getMinY() >= outer.getMinY() - SLACK
                && r.getMaxX() <= outer.getMaxX() + SLACK && r.getMaxY() <= outer.getMaxY() + SLACK;
    }

    static boolean overlap(Rectangle2D a, Rectangle2D b) {
        return Math.min(a.getMaxX(), b.getMaxX()) - Math.max(a.getMinX(), b.getMinX()) > SLACK
                && Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY()) > SLACK;
    }
}
