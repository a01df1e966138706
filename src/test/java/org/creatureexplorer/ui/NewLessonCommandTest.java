package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.creatureexplorer.cli.CommandsTest;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.LessonText;
import org.creatureexplorer.model.World;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code new-lesson}: the skeleton it writes into a copy of the project compiles, is found as a
 * lesson, and keeps the rules the every-lesson tests hold every lesson to (TeacherNotesTest's
 * sections and plan, LessonTextsTest's Check yourself, try: links that run on the lesson). The
 * full every-lesson suite on a generated lesson is the contributor's check in
 * docs/adding-a-lesson.md; this test catches the skeleton drifting from the rules between such runs.
 */
class NewLessonCommandTest {

    /** A project checkout as far as new-lesson needs one: the lesson texts and the Japanese catalogues. */
    static Path copyOfTheProject(Path root) throws Exception {
        Files.writeString(root.resolve("pom.xml"), "<project/>\n");
        Files.createDirectories(root.resolve("src/main/java/org/creatureexplorer"));
        Files.createDirectories(root.resolve("lessons"));
        try (Stream<Path> texts = Files.list(Path.of("lessons"))) {
            for (Path f : texts.filter(p -> p.toString().endsWith(".md")).toList()) Files.copy(f, root.resolve("lessons").resolve(f.getFileName()));
        }
        Path ja = Files.createDirectories(root.resolve("src/main/resources/i18n/ja"));
        try (Stream<Path> tsv = Files.list(Path.of("src/main/resources/i18n/ja"))) {
            for (Path f : tsv.toList()) Files.copy(f, ja.resolve(f.getFileName()));
        }
        return root;
    }

    static List<String> tryLinks(String markdown) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\(try:([^)]*)\\)").matcher(markdown);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    @Test
    void theSkeletonCompilesIsALessonAndKeepsTheEveryLessonRules(@TempDir Path dir) throws Exception {
        Path root = copyOfTheProject(dir);
        CommandsTest.Result r = CommandsTest.run("new-lesson", "round-dot", "--part=3", "--dir=" + root);
        assertEquals(0, r.code(), r.err());

        // It compiles against the app's classes and the catalogue's scan would find it.
        Path world = root.resolve("src/main/java/org/creatureexplorer/world/steering/RoundDotWorld.java");
        Path lessonClass = root.resolve("src/main/java/org/creatureexplorer/lessons/mannerisms/RoundDotLesson.java");
        Path classes = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int compiled = javac.run(null, null, diagnostics, "-classpath", Path.of("target/classes").toString(), "-d", classes.toString(),
                "-Xlint:all", "-Werror", world.toString(), lessonClass.toString());
        assertEquals(0, compiled, diagnostics.toString(StandardCharsets.UTF_8));

        Path front = root.resolve("lessons/round-dot.md");
        LessonText.Doc text = LessonText.parse(front.toString(), "round-dot", Files.readString(front));
        assertEquals(List.of(), text.problems());
        assertEquals("3", text.front().get("part"));
        int lastOrder = 0, inPart = 0;
        for (Lesson<?> l : org.creatureexplorer.catalog.LessonCatalog.all()) {
            if (l.part().number() != 3) continue;
            lastOrder = Math.max(lastOrder, l.order());
            inPart++;
        }
        String number = "3." + (inPart + 1);
        assertEquals(String.valueOf(lastOrder + 1), text.front().get("order"), "the last lesson of its part");

        Path before = LessonText.folder();
        LessonText.setFolder(root.resolve("lessons"));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            Object provider = loader.loadClass("org.creatureexplorer.lessons.mannerisms.RoundDotLesson").getDeclaredConstructor().newInstance();
            Lesson<?> lesson = ((LessonProvider) provider).lesson();
            assertEquals("round-dot", lesson.id());
            assertEquals("Round dot", lesson.title());
            assertEquals("round-dot", lesson.scenario().name(), "measure round-dot runs it");
            World w = lesson.createWorld(lesson.defaultParams());
            double[] sample = new double[w.series().size()];
            for (int i = 0; i < 60; i++) w.step();
            w.sample(sample);
            assertEquals(60, w.tick());
            assertEquals(1.0, sample[1], "the Speed chart reads the default speed, as the text says");

            // Every try: link in the text and both notes runs on this lesson.
            List<String> broken = new ArrayList<>();
            for (String file : List.of("lessons/round-dot.md", "lessons/ja/round-dot.md", "lessons/teacher/round-dot.md", "lessons/ja/teacher/round-dot.md")) {
                List<String> links = tryLinks(Files.readString(root.resolve(file)));
                if (links.isEmpty()) broken.add(file + ": no try: links");
                for (String link : links) for (String p : TryLinkRunner.problems(lesson, link)) broken.add(file + ": " + link + ": " + p);
            }
            assertEquals(List.of(), broken);
        } finally {
            LessonText.setFolder(before);
        }

        // LessonTextsTest: Check yourself last, two or three hidden answers, a prediction, Measure it then What we measured.
        String md = text.body();
        int check = md.indexOf("## Check yourself");
        assertTrue(check > 0 && !md.substring(check + 5).contains("\n## "), "Check yourself is the last section");
        long answers = md.substring(check).lines().filter(l -> l.strip().startsWith(">")).count();
        assertTrue(answers >= 2 && answers <= 3, answers + " answers");
        assertTrue(md.toLowerCase().contains("predict") && md.contains("\n## Measure it\n") && md.contains("\n## What we measured\n"));

        // TeacherNotesTest: every section in order, a 45-minute plan in five timed steps, as many questions in both languages.
        int[] questions = new int[2];
        for (boolean japanese : List.of(false, true)) {
            String notes = Files.readString(root.resolve(japanese ? "lessons/ja/teacher/round-dot.md" : "lessons/teacher/round-dot.md"));
            var sections = TeacherNotesTest.sections(notes);
            List<String> wanted = japanese ? TeacherNotesTest.SECTIONS_JA : TeacherNotesTest.SECTIONS;
            assertEquals(wanted, new ArrayList<>(sections.keySet()));
            Matcher minutes = Pattern.compile(japanese ? "[(\uff08](\\d+) 分[)\uff09]" : "\\((\\d+) min\\)").matcher(sections.get(wanted.get(5)));
            int total = 0, steps = 0;
            while (minutes.find()) { total += Integer.parseInt(minutes.group(1)); steps++; }
            assertEquals(List.of(5, 45), List.of(steps, total), "the 45-minute plan");
            org.creatureexplorer.i18n.Tr.setLanguage(japanese ? org.creatureexplorer.i18n.Tr.Language.JA : org.creatureexplorer.i18n.Tr.Language.EN);
            try {
                questions[japanese ? 1 : 0] = WorksheetNotes.classQuestions(notes).size(); // finds its heading in the language in force
            } finally {
                org.creatureexplorer.i18n.Tr.setLanguage(org.creatureexplorer.i18n.Tr.Language.EN);
            }
            assertTrue(sections.get(wanted.get(0)).contains(number), "Where it sits names the lesson's number");
        }
        assertTrue(questions[0] >= 2 && questions[0] == questions[1], questions[0] + " and " + questions[1] + " questions");

        // The Japanese files have no English left (the worksheet and the stage check for it too):
        // beyond the front matter and the try: links, only the key name Space and the unit px.
        for (String file : List.of("lessons/ja/round-dot.md", "lessons/ja/teacher/round-dot.md")) {
            String ja = Files.readString(root.resolve(file)).replaceFirst("(?s)^---.*?---", "").replaceAll("\\(try:[^)]*\\)", "");
            List<String> english = new ArrayList<>();
            Matcher word = Pattern.compile("[A-Za-z]{3,}").matcher(ja);
            while (word.find()) if (!word.group().equals("Space")) english.add(word.group());
            assertEquals(List.of(), english, file);
        }

        // The Japanese the class shows, added once however many lessons are made.
        assertEquals(0, CommandsTest.run("new-lesson", "other-dot", "--part=3", "--dir=" + root).code());
        // The catalogue in its own format: gettext PO (msgid, msgstr), or the older TSV.
        Path po = root.resolve("src/main/resources/i18n/ja/part3.po");
        boolean isPo = Files.isRegularFile(po);
        String catalogue = Files.readString(isPo ? po : root.resolve("src/main/resources/i18n/ja/part3.tsv"));
        String entry = isPo ? "msgid \"Press Space.\"\nmsgstr \"Space キーを押します。\"" : "Press Space.\tSpace キーを押します。";
        assertEquals(1, catalogue.split(java.util.regex.Pattern.quote(entry), -1).length - 1, catalogue);
        assertTrue(catalogue.contains(isPo ? "msgid \"A dot going round a circle.\"" : "A dot going round a circle.\t"), "the description's Japanese");
    }

    @Test
    void badInputIsOneLineAndExitTwoAndWritesNothing(@TempDir Path dir) throws Exception {
        Path root = copyOfTheProject(dir);
        long files;
        try (Stream<Path> all = Files.walk(root)) { files = all.count(); }
        String at = "--dir=" + root;
        List<String[]> bad = List.of(
                new String[] {"new-lesson", "chain", "--part=1", at},          // an existing lesson
                new String[] {"new-lesson", "steer", "--part=3", at},          // an existing scenario's name
                new String[] {"new-lesson", "new-one", "--part=0", at},
                new String[] {"new-lesson", "new-one", "--part=" + (org.creatureexplorer.lesson.Part.values().length + 1), at},
                new String[] {"new-lesson", "new-one", "--part=two", at},
                new String[] {"new-lesson", "new-one", at},                    // no part
                new String[] {"new-lesson", "New_One", "--part=1", at},
                new String[] {"new-lesson", "new--one", "--part=1", at},
                new String[] {"new-lesson", "1st", "--part=1", at},
                new String[] {"new-lesson", "../evil", "--part=1", at},
                new String[] {"new-lesson", "a", "b", "--part=1", at},
                new String[] {"new-lesson", "new-one", "--part=1", "--dir=" + dir.resolve("nowhere")});
        for (String[] args : bad) {
            CommandsTest.Result r = CommandsTest.run(args);
            assertEquals(2, r.code(), String.join(" ", args));
            assertEquals("", r.out(), String.join(" ", args));
            assertEquals(1, r.err().lines().count(), r.err());
        }
        try (Stream<Path> all = Files.walk(root)) { assertEquals(files, all.count(), "bad input wrote nothing"); }
    }
}
