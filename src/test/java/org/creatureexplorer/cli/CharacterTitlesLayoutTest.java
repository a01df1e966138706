package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lessons.gallery.CharacterLesson;
import org.creatureexplorer.ui.LayoutReport.Box;
import org.creatureexplorer.ui.Look;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Lesson 5.8's six cell titles each stay in their own column of the picture at the sizes
 * classrooms have, in both looks and both languages. At 18 px they did not fit in projection at
 * 1600x900 (the stage slid the lizard's and the koi's titles left, over the next column); now
 * they shrink to fit, and below 10 px the short titles are used.
 */
class CharacterTitlesLayoutTest {
    private static final int[][] SIZES = {{1280, 720}, {1366, 768}, {1600, 900}, {1920, 1080}};
    private static final double SLACK = 1;

    @AfterEach
    void english() { Tr.setLanguage(Tr.Language.EN); }

    @Test
    void everyTitleStaysInItsOwnColumn() {
        List<String> problems = new ArrayList<>();
        for (Tr.Language language : new Tr.Language[] {Tr.Language.EN, Tr.Language.JA}) {
            Tr.setLanguage(language);
            for (int[] size : SIZES) {
                for (boolean projector : new boolean[] {false, true}) {
                    Look look = new Look(Look.DEFAULT.theme(), projector, 1);
                    LayoutCommand.layouts(List.of(CharacterLesson.create()), size[0], size[1], look, List.of(0, 600), shown -> {
                        String where = language.code + " " + size[0] + "x" + size[1] + (projector ? " projection" : "") + " tick " + shown.tick();
                        Rectangle2D subject = null;
                        List<Box> titles = new ArrayList<>();
                        for (Box b : shown.boxes()) {
                            if (b.kind().equals("subject")) subject = b.bounds();
                            if (b.kind().equals("label")) titles.add(b);
                        }
                        assertTrue(subject != null, where + ": no subject box");
                        assertEquals(6, titles.size(), where + ": the six titles, got " + titles);
                        double column = subject.getWidth() / 3;
                        for (Box t : titles) {
                            Rectangle2D r = t.bounds();
                            int first = (int) Math.floor((r.getMinX() + SLACK - subject.getMinX()) / column);
                            int last = (int) Math.floor((r.getMaxX() - SLACK - subject.getMinX()) / column);
                            if (first != last || first < 0 || last > 2 || t.clipped()) {
                                problems.add(where + ": \"" + t.name() + "\" spans columns " + first + " to " + last + " " + r);
                            }
                        }
                    });
                }
            }
        }
        assertTrue(problems.isEmpty(), problems.size() + " titles out of their column: " + problems);
    }
}
