package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonText;
import org.junit.jupiter.api.Test;

/**
 * Every lesson has teacher notes, and every "try:" link in a lesson text or its notes runs on
 * its lesson: known actions, real parameter names with values in range, overlays the lesson
 * offers, buttons it has. A link that would fail in front of a class fails here instead.
 */
class TeacherNotesTest {

    private static List<String> tryLinks(String markdown) {
        List<String> links = new ArrayList<>();
        Node doc = SafeMarkdown.parse(markdown);
        doc.accept(new AbstractVisitor() {
            @Override public void visit(Link link) {
                if (link.getDestination().startsWith(TextPanel.TRY_SCHEME)) links.add(link.getDestination().substring(TextPanel.TRY_SCHEME.length()));
                visitChildren(link);
            }
        });
        return links;
    }

    @Test
    void everyLessonHasTeacherNotesWithGoalsMisconceptionDemoAndQuestions() throws Exception {
        List<String> without = new ArrayList<>();
        for (Lesson<?> lesson : LessonCatalog.all()) {
            Path file = Path.of("lessons", "teacher", lesson.id() + ".md");
            if (!Files.isRegularFile(file)) {
                without.add(lesson.id());
                continue;
            }
            String md = Files.readString(file);
            for (String section : List.of("## Learning goals", "## The misconception it targets", "## A 10-minute demo", "## What to ask the class")) {
                assertTrue(md.contains(section), file + " has no section " + section);
            }
            assertFalse(tryLinks(md).isEmpty(), file + ": the demo has no try: links");
        }
        assertEquals(List.of(), without, "lessons without teacher notes (lessons/teacher/<id>.md)");
    }

    @Test
    void everyTryLinkInTextsAndNotesRunsOnItsLesson() throws Exception {
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Lesson<?> lesson : LessonCatalog.all()) {
            for (Path file : List.of(Path.of("lessons", lesson.id() + ".md"), Path.of("lessons", "teacher", lesson.id() + ".md"))) {
                if (!Files.isRegularFile(file)) continue;
                for (String link : tryLinks(Files.readString(file))) {
                    checked++;
                    for (String p : TryLinkRunner.problems(lesson, link)) broken.add(file + ": try:" + link + ": " + p);
                }
            }
        }
        assertEquals(List.of(), broken);
        assertTrue(checked >= 22 * 3, "only " + checked + " try: links found");
    }

    @Test
    void aBrokenLinkIsNamed() {
        Lesson<?> chain = LessonCatalog.all().stream().filter(l -> l.id().equals("chain")).findFirst().orElseThrow();
        assertEquals(List.of(), TryLinkRunner.problems(chain, "reset;gap=20;show:Trails;step:5;play"));
        List<String> p = TryLinkRunner.problems(chain, "reset;gap=99;size=3;show:Vectors;press:fold;jump");
        assertEquals(5, p.size(), p.toString());
        assertTrue(p.get(0).startsWith("gap=99") && p.get(0).contains("out of range"), p.get(0));
        assertTrue(p.get(1).contains("no parameter 'size'"), p.get(1));
        assertTrue(p.get(2).contains("no overlay"), p.get(2));
        assertTrue(p.get(3).contains("no button 'fold'"), p.get(3));
        assertTrue(p.get(4).contains("unknown action 'jump'"), p.get(4));
    }

    @Test
    void notesAreLoadedBesideTheAppFirstAndNamedWhenMissing() throws Exception {
        LessonText.Doc notes = LessonText.loadNotes("chain");
        assertEquals(List.of(), notes.problems());
        assertTrue(notes.body().contains("## Learning goals"));
        LessonText.Doc none = LessonText.loadNotes("no-such-lesson");
        assertTrue(none.body().isEmpty() && none.problems().get(0).contains("teacher/no-such-lesson.md"), none.toString());
        Path dir = Files.createTempDirectory("notes");
        try {
            Files.createDirectories(dir.resolve("teacher"));
            Files.writeString(dir.resolve("teacher/chain.md"), "# Mine\n\nA teacher's own *edited* notes.\n");
            LessonText.setFolder(dir);
            LessonText.Doc edited = LessonText.loadNotes("chain");
            assertTrue(edited.body().contains("edited"), edited.toString());
            assertTrue(TextPanel.notesHtml(edited).contains("<i>edited</i>"));
        } finally {
            LessonText.setFolder(null);
        }
    }

    @Test
    void whatWeMeasuredIsHiddenUntilRevealedAndAnswersSitOnTheirOwnLine() {
        String md = "# T\n\n**Predict first.** Which?\n\n## Measure it\nRead the chart.\n\n## What we measured\nIt read 6.04 px.\n\n"
                + "## Why\nBecause.\n\n## Check yourself\n1. Set *x* to 2. What?\n   > Four.\n2. And?\n   > Five.\n";
        String hidden = TextPanel.html(md, Set.of());
        assertFalse(hidden.contains("6.04"), hidden);
        assertTrue(hidden.contains("Show what we measured") && hidden.contains("Because."), hidden);
        assertTrue(hidden.contains("<b>Predict first.</b>") && hidden.contains("<i>x</i>"), "bold and italic as b and i: " + hidden);
        // The measured block is toggle 1; the answers are 2 and 3.
        assertTrue(TextPanel.html(md, Set.of(1)).contains("6.04"));
        assertFalse(TextPanel.html(md, Set.of(2)).contains("6.04"));
        String answer = TextPanel.html(md, Set.of(2));
        assertTrue(answer.contains("Four.") && !answer.contains("Five."), answer);
        // A loose list: the question is its own paragraph, the link another, not glued on one line.
        assertTrue(hidden.contains("<p>Set <i>x</i> to 2. What?</p>\n<p><a href=\"reveal:2\">Show answer</a></p>"), hidden);
    }
}
