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

    /** The sections every lesson's notes have, in this order: English headings, then the Japanese edition's. */
    static final List<String> SECTIONS = List.of("Where it sits", "Prerequisites", "Learning goals", "The misconception it targets",
            "A 10-minute demo", "A 45-minute plan", "What to ask the class", "What the model simplifies");
    static final List<String> SECTIONS_JA = List.of("単元の中での位置", "前提となる知識", "学習のねらい", "よくある思い込み",
            "10 分のデモ", "45 分の授業案", "クラスへの問いかけ", "モデルが簡単にしていること");

    static Path notes(Lesson<?> lesson, boolean japanese) {
        return japanese ? Path.of("lessons", "ja", "teacher", lesson.id() + ".md") : Path.of("lessons", "teacher", lesson.id() + ".md");
    }

    /** The text of each "## " section of a notes file, by heading, in file order. */
    static java.util.LinkedHashMap<String, String> sections(String markdown) {
        java.util.LinkedHashMap<String, String> out = new java.util.LinkedHashMap<>();
        String heading = null;
        StringBuilder body = new StringBuilder();
        for (String line : markdown.lines().toList()) {
            if (line.startsWith("## ")) {
                if (heading != null) out.put(heading, body.toString());
                heading = line.substring(3).strip();
                body.setLength(0);
            } else if (heading != null) {
                body.append(line).append('\n');
            }
        }
        if (heading != null) out.put(heading, body.toString());
        return out;
    }

    /**
     * Every lesson has teacher notes in English and Japanese with every section, in order; a 45-minute
     * plan whose five steps add up to 45 minutes; at least two questions for the class, each with its
     * answer, as many in Japanese as in English; and a demo of try: links.
     */
    @Test
    void everyLessonHasFullTeacherNotesInBothLanguages() throws Exception {
        List<String> problems = new ArrayList<>();
        for (Lesson<?> lesson : LessonCatalog.all()) {
            int[] questions = new int[2];
            for (boolean japanese : List.of(false, true)) {
                Path file = notes(lesson, japanese);
                if (!Files.isRegularFile(file)) {
                    problems.add(file + ": missing");
                    continue;
                }
                String md = Files.readString(file);
                var found = sections(md);
                List<String> wanted = japanese ? SECTIONS_JA : SECTIONS;
                if (!new ArrayList<>(found.keySet()).equals(wanted)) problems.add(file + ": sections " + found.keySet() + ", wanted " + wanted);
                String plan = found.getOrDefault(wanted.get(5), "");
                java.util.regex.Matcher minutes = java.util.regex.Pattern.compile(japanese ? "[(\uff08](\\d+) 分[)\uff09]" : "\\((\\d+) min\\)").matcher(plan);
                int total = 0, steps = 0;
                while (minutes.find()) {
                    total += Integer.parseInt(minutes.group(1));
                    steps++;
                }
                if (steps != 5 || total != 45) problems.add(file + ": the plan has " + steps + " timed steps adding up to " + total + " min");
                org.creatureexplorer.i18n.Tr.setLanguage(japanese ? org.creatureexplorer.i18n.Tr.Language.JA : org.creatureexplorer.i18n.Tr.Language.EN);
                List<Worksheet.Question> asked;
                try {
                    asked = WorksheetNotes.classQuestions(md);
                } finally {
                    org.creatureexplorer.i18n.Tr.setLanguage(org.creatureexplorer.i18n.Tr.Language.EN);
                }
                questions[japanese ? 1 : 0] = asked.size();
                if (asked.size() < 2) problems.add(file + ": " + asked.size() + " questions for the class");
                for (Worksheet.Question q : asked) if (q.answer().isBlank()) problems.add(file + ": no answer to " + q.question());
                if (tryLinks(md).isEmpty()) problems.add(file + ": the demo has no try: links");
            }
            if (questions[0] != questions[1]) problems.add(lesson.id() + ": " + questions[0] + " questions in English, " + questions[1] + " in Japanese");
        }
        assertEquals(List.of(), problems);
    }

    /**
     * course.md, in both languages, lists two or three units of at least three lessons each, and
     * every lesson it names (in bold, "**1.2 A chain follows its head**") is a real lesson: its
     * number and its title as the lesson list shows them in that language.
     */
    @Test
    void theCourseNamesOnlyRealLessonsByNumberAndTitle() throws Exception {
        for (boolean japanese : List.of(false, true)) {
            Path file = japanese ? Path.of("lessons", "ja", "teacher", "course.md") : Path.of("lessons", "teacher", "course.md");
            assertTrue(Files.isRegularFile(file), file + " is missing");
            String md = Files.readString(file);
            java.util.Map<String, String> titles = new java.util.HashMap<>();
            org.creatureexplorer.i18n.Tr.setLanguage(japanese ? org.creatureexplorer.i18n.Tr.Language.JA : org.creatureexplorer.i18n.Tr.Language.EN);
            try {
                for (Lesson<?> l : LessonCatalog.all()) titles.put(LessonCatalog.number(l), LessonText.title(l.id(), l.title()));
            } finally {
                org.creatureexplorer.i18n.Tr.setLanguage(org.creatureexplorer.i18n.Tr.Language.EN);
            }
            List<String> wrong = new ArrayList<>();
            java.util.regex.Matcher named = java.util.regex.Pattern.compile("\\*\\*(\\d+\\.\\d+) ([^*]+)\\*\\*").matcher(md);
            int count = 0;
            while (named.find()) {
                count++;
                String title = titles.get(named.group(1));
                if (!named.group(2).strip().equals(title)) wrong.add(named.group(0) + " (lesson " + named.group(1) + " is " + title + ")");
            }
            assertEquals(List.of(), wrong, file + " names lessons that are not so");
            assertTrue(count >= 9, file + ": only " + count + " lessons named");
            var units = sections(md);
            assertTrue(units.size() >= 2 && units.size() <= 3, file + ": " + units.size() + " units");
            for (var unit : units.entrySet()) {
                long lessons = unit.getValue().lines().filter(l -> l.matches("\\d+\\. \\*\\*\\d+\\.\\d+ .*")).count();
                assertTrue(lessons >= 3, file + ": unit " + unit.getKey() + " has " + lessons + " lessons");
            }
        }
    }

    /** "Where it sits" and "Prerequisites" name lessons by number: every such number is a lesson's. */
    @Test
    void theNotesPlaceEachLessonAmongRealLessons() throws Exception {
        java.util.Set<String> numbers = new java.util.HashSet<>();
        for (Lesson<?> l : LessonCatalog.all()) numbers.add(LessonCatalog.number(l));
        List<String> wrong = new ArrayList<>();
        for (Lesson<?> lesson : LessonCatalog.all()) {
            for (boolean japanese : List.of(false, true)) {
                var found = sections(Files.readString(notes(lesson, japanese)));
                List<String> wanted = japanese ? SECTIONS_JA : SECTIONS;
                String text = found.getOrDefault(wanted.get(0), "") + found.getOrDefault(wanted.get(1), "");
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?<![\\d.])([1-5]\\.\\d)(?![\\d])").matcher(text);
                while (m.find()) if (!numbers.contains(m.group(1))) wrong.add(notes(lesson, japanese) + ": " + m.group(1));
                if (!text.contains(LessonCatalog.number(lesson).substring(0, 1))) wrong.add(notes(lesson, japanese) + ": does not name its part");
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyTryLinkInTextsAndNotesRunsOnItsLesson() throws Exception {
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Lesson<?> lesson : LessonCatalog.all()) {
            for (Path file : List.of(Path.of("lessons", lesson.id() + ".md"), notes(lesson, false), notes(lesson, true))) {
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
