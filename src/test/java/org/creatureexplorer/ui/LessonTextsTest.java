package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonCatalog;
import org.creatureexplorer.lesson.LessonText;
import org.junit.jupiter.api.Test;

class LessonTextsTest {

    @Test
    void everyLessonHasATextThatEndsWithCheckYourselfAndHiddenAnswers() throws Exception {
        for (Lesson<?> lesson : LessonCatalog.all()) {
            Path file = Path.of("lessons", lesson.id() + ".md");
            assertTrue(Files.isRegularFile(file), "missing " + file);
            String md = Files.readString(file);
            int check = md.indexOf("## Check yourself");
            assertTrue(check > 0, lesson.id() + " has no Check yourself section");
            assertFalse(md.substring(check + 5).contains("\n## "), lesson.id() + ": Check yourself must be the last section");
            long answers = md.substring(check).lines().filter(l -> l.strip().startsWith(">")).count();
            assertTrue(answers >= 2 && answers <= 3, lesson.id() + " has " + answers + " answers");
            assertTrue(md.toLowerCase().contains("predict"), lesson.id() + " should open with a prediction");

            String hidden = TextPanel.html(md, Set.of());
            assertEquals(answers, hidden.split("Show answer", -1).length - 1);
            assertFalse(hidden.contains("<blockquote>"), "answers hidden until revealed");
            String shown = TextPanel.html(md, Set.of(1));
            assertTrue(shown.contains("<blockquote>") && shown.contains("Hide answer"));
        }
    }

    @Test
    void textsOutsideTheCheckSectionAreNotHidden() {
        String md = "# T\n\n> a quote that is not an answer\n\n## Check yourself\n1. Q?\n   > A.\n";
        String html = TextPanel.html(md, Set.of());
        assertTrue(html.contains("a quote that is not an answer"));
        assertFalse(html.contains("A.</p>"));
    }

    @Test
    void aMissingTextIsReportedNotThrown() {
        String md = LessonText.load("no-such-lesson");
        assertTrue(md.contains("lessons/no-such-lesson.md") && md.contains("missing"), md);
    }
}
