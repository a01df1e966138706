package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.LayoutReport;
import org.creatureexplorer.ui.LayoutReport.Box;
import org.creatureexplorer.ui.LessonView;
import org.creatureexplorer.ui.Look;
import org.junit.jupiter.api.Test;

/**
 * The stage side of the layout report: stage texts (labels, readouts, the badge, the key's lines
 * and their markers) never overlap one another, stay on the stage and are never shortened or
 * dropped; the lesson's subject is on the stage and out from under the readouts. {@link #check}
 * holds these rules; {@link ClassroomLayoutTest} applies them to every lesson at every classroom
 * size, look, language and tick it lays out (one layout for both sets of rules).
 */
class StageLayoutTest {
    private static final int[] TICKS = {0, 120, 600};
    private static final Set<String> TEXTS = Set.of("label", "readout", "badge", "key", "marker");
    private static final Set<String> ON_PICTURE = Set.of("label", "key", "marker");
    /** Boxes are in fractional px; touching edges are not an overlap. */
    private static final double SLACK = 0.5;

    /**
     * 3.6 on the 2x screen: its readouts wrapped onto more column rows than the width estimate
     * reserved, and the badge landed between two rows of one of them. The frame now reserves the
     * rows by wrapping the readouts as it draws them.
     */
    @Test
    void theBadgeNeverSplitsAReadout() {
        List<String> found = Offscreen.onEdt(() -> {
            List<String> out = new ArrayList<>();
            for (boolean projector : new boolean[] {false, true}) {
                ExplorerPanel panel = Offscreen.panelFor(org.creatureexplorer.cli.LessonArgs.resolve(List.of("compose")).get(0),
                        3840, 2160, new Look(Look.DEFAULT.theme(), projector, 2));
                int at = 0;
                for (int tick : TICKS) {
                    panel.current().advance(tick - at);
                    at = tick;
                    List<Box> boxes = stageBoxes(panel);
                    if (boxes.stream().noneMatch(b -> b.kind().equals("badge"))) out.add("no badge drawn at tick " + tick);
                    check(boxes, "compose 3840x2160 zoom 2" + (projector ? " projector" : " normal") + " tick " + tick, out);
                }
            }
            return out;
        });
        assertTrue(found.isEmpty(), String.join("\n", found));
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
                // Labels, the key and its markers may lie on the picture (off every point they keep clear of); readouts and the badge may not.
                if (!ON_PICTURE.contains(t.kind()) && overlap(s.bounds(), t.bounds())) {
                    found.add(where + ": subject under the " + t.kind() + " \"" + t.name() + "\"");
                }
            }
        }
        for (Box k : boxes) {
            if (k.kind().equals("key-box") && !inside(k.bounds(), stage)) found.add(where + ": the key " + k.bounds() + " leaves the stage");
        }
        // The badge takes the row after the readouts (or shares the last one): a readout row below it
        // means the badge split a readout that wrapped onto more rows than were reserved.
        for (Box badge : boxes.stream().filter(b -> b.kind().equals("badge")).toList()) {
            for (Box r : boxes) {
                if (r.kind().equals("readout") && r.bounds().getMinY() > badge.bounds().getMinY() + SLACK) {
                    found.add(where + ": readout row \"" + r.name() + "\" below the badge");
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
