package org.creatureexplorer.lessons.blends;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.EnumSet;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.world.blends.GrazeWorld;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The alarm lesson's tick table follows View > Language: its cells are cached per row, and a row
 * first shown in English must not keep its English words ("IN", "out", " px") in Japanese.
 */
class AlarmTableLanguageTest {

    @AfterEach
    void english() { Tr.setLanguage(Tr.Language.EN); }

    /** The cells the table would show for {@code row}, formatted now, without any cache. */
    static String[] expected(GrazeWorld.Row row) {
        return new String[] {Long.toString(row.tick()), GrazeDraw.f1(row.predatorDistance()) + Tr.t(" px"),
            row.inside() ? Tr.t("IN") : Tr.t("out")};
    }

    @Test
    void theTickTableSpeaksTheLanguageInForceNotTheOneFirstShown() {
        Lesson<?> alarm = BlendsPaintTest.lesson("alarm");
        Tr.setLanguage(Tr.Language.EN);
        Playback run = new Playback(alarm.factory(), alarm.defaultParams(), 600);
        run.steps(40);
        GrazeWorld w = (GrazeWorld) run.world();
        // Painted in English first, as the window paints it: every row's cells are cached then.
        BlendsPaintTest.paint(alarm, w, EnumSet.of(Overlay.LABELS), Palette.LIGHT);
        for (Tr.Language language : new Tr.Language[] {Tr.Language.JA, Tr.Language.EN, Tr.Language.JA}) {
            Tr.setLanguage(language);
            BlendsPaintTest.paint(alarm, w, EnumSet.of(Overlay.LABELS), Palette.LIGHT);
            for (GrazeWorld.Row row : w.rows()) {
                String[] shown = AlarmLesson.cells(row);
                String[] want = expected(row);
                for (int c = 0; c < want.length; c++) assertEquals(want[c], shown[c], language + " tick " + row.tick() + " column " + c);
            }
        }
        // The words really differ between the languages (else the test would prove nothing).
        GrazeWorld.Row row = w.rows().get(w.rows().size() - 1);
        Tr.setLanguage(Tr.Language.EN);
        String english = AlarmLesson.cells(row)[2];
        Tr.setLanguage(Tr.Language.JA);
        String japanese = AlarmLesson.cells(row)[2];
        assertNotEquals(english, japanese);
        assertFalse(japanese.matches("[A-Za-z]+"), japanese);
    }
}
