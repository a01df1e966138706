package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.LessonText;
import org.junit.jupiter.api.Test;

class LessonTextsTest {

    @Test
    void everyLessonHasATextThatEndsWithCheckYourselfAndHiddenAnswers() throws Exception {
        for (Lesson<?> lesson : LessonCatalog.all()) {
            Path file = Path.of("lessons", lesson.id() + ".md");
            assertTrue(Files.isRegularFile(file), "missing " + file);
            LessonText.Doc doc = LessonText.parse(file.toString(), lesson.id(), Files.readString(file));
            assertEquals(List.of(), doc.problems(), lesson.id() + " front matter");
            assertEquals(lesson.id(), doc.front().get("id"));
            assertEquals(String.valueOf(lesson.part().number()), doc.front().get("part"), "the part comes from the front matter");
            assertEquals(lesson.title(), doc.front().get("title"), "the title comes from the front matter");
            String md = doc.body();
            int check = md.indexOf("## Check yourself");
            assertTrue(check > 0, lesson.id() + " has no Check yourself section");
            assertFalse(md.substring(check + 5).contains("\n## "), lesson.id() + ": Check yourself must be the last section");
            long answers = md.substring(check).lines().filter(l -> l.strip().startsWith(">")).count();
            assertTrue(answers >= 2 && answers <= 3, lesson.id() + " has " + answers + " answers");
            assertTrue(md.toLowerCase().contains("predict"), lesson.id() + " should open with a prediction");

            String hidden = TextPanel.html(md, Set.of());
            assertEquals(answers, hidden.split("Show answer", -1).length - 1);
            assertFalse(hidden.contains("<blockquote>"), "answers hidden until revealed");
            // Toggle 1 is the hidden "What we measured" block; the answers follow it.
            assertTrue(md.contains("\n## Measure it\n") && md.contains("\n## What we measured\n"), lesson.id() + ": Measure it, then What we measured");
            assertTrue(hidden.contains("Show what we measured"), lesson.id());
            String shown = TextPanel.html(md, Set.of(2));
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
        LessonText.Doc doc = LessonText.load("no-such-lesson");
        assertTrue(doc.problems().get(0).contains("lessons/no-such-lesson.md") && doc.problems().get(0).contains("missing"), doc.toString());
        String html = TextPanel.html(doc, Set.of());
        assertTrue(html.contains("no-such-lesson.md") && html.contains("still runs"));
    }

    @Test
    void malformedFrontMatterIsReportedWithFileAndLine() {
        LessonText.Doc doc = LessonText.parse("lessons/x.md", "x", "---\nid: y\ntitle T\npart: one\ncolour: red\n---\n# Body\n");
        String all = String.join("\n", doc.problems());
        assertTrue(all.contains("lessons/x.md: id 'y' does not match the lesson 'x'"), all);
        assertTrue(all.contains("line 3: 'title T' is not 'key: value'"), all);
        assertTrue(all.contains("line 4: part 'one' is not a whole number"), all);
        assertTrue(all.contains("line 5: unknown key 'colour'"), all);
        assertEquals("# Body\n", doc.body());
        assertTrue(LessonText.parse("f.md", "x", "# no front matter").problems().get(0).contains("no front matter"));
        assertTrue(LessonText.parse("f.md", "x", "---\nid: x\n# never closed").problems().get(0).contains("not closed"));
    }
}
