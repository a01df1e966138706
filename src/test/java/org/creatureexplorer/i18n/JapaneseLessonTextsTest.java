package org.creatureexplorer.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonText;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19's lesson texts in Japanese: the fallback to English says so; a translation keeps the
 * English text's try: links and numbers; and how many lessons still lack one may only go down.
 */
class JapaneseLessonTextsTest {
    /**
     * Lessons (of 30) that may still have no Japanese text, or no Japanese teacher notes. Every
     * lesson has both now, so 0: a new lesson needs its Japanese text and notes too.
     */
    static final int MAY_STILL_MISS_TEXT = 0;
    static final int MAY_STILL_MISS_NOTES = 0;

    @AfterEach
    void english() {
        Tr.setLanguage(Tr.Language.EN);
        LessonText.setFolder(null);
        LessonText.forgetTitles();
    }

    private static final String EN = """
            ---
            id: fixture
            title: A chain follows its head
            part: 1
            order: 2
            ---
            # A chain follows its head

            Predict: the gap is 12 px at 60 ticks a second. Raise it to 20 ([try it](try:reset;gap=20;play)).
            """;
    private static final String JA = """
            ---
            id: fixture
            title: 頭についていく鎖
            part: 1
            order: 2
            ---
            # 頭についていく鎖

            予想しよう: 間隔は 12px、1 秒に 60 ステップ。8の字の道で 20 に広げてみよう ([試す](try:reset;gap=20;play))。
            """;

    @Test
    void aLessonWithoutJapaneseFallsBackToEnglishAndSaysSo(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("fixture.md"), EN, StandardCharsets.UTF_8);
        LessonText.setFolder(dir);
        Tr.setLanguage(Tr.Language.JA);
        LessonText.Doc doc = LessonText.load("fixture");
        assertTrue(doc.body().contains("Predict: the gap"), "the English text is shown");
        assertEquals("このレッスンはまだ日本語になっていません。英語で表示しています。", doc.notice());
        assertEquals("A chain follows its head", LessonText.title("fixture", "A chain follows its head"));

        Files.createDirectories(dir.resolve("ja"));
        Files.writeString(dir.resolve("ja/fixture.md"), JA, StandardCharsets.UTF_8);
        LessonText.forgetTitles();
        LessonText.Doc ja = LessonText.load("fixture");
        assertNull(ja.notice(), "a translated text needs no note");
        assertEquals(List.of(), ja.problems());
        assertTrue(ja.body().contains("予想しよう"));
        assertEquals("頭についていく鎖", ja.title("?"), "the lesson view's title");
        assertEquals("頭についていく鎖", LessonText.title("fixture", "A chain follows its head"), "the lesson list's title");

        Tr.setLanguage(Tr.Language.EN);
        assertNull(LessonText.load("fixture").notice());
        assertTrue(LessonText.load("fixture").body().contains("Predict"), "English reads the English file");
    }

    @Test
    void teacherNotesFallBackToEnglishWithTheirOwnNote() {
        Tr.setLanguage(Tr.Language.JA);
        LessonText.Doc notes = LessonText.loadNotes("chain");
        assertTrue(!notes.body().isBlank());
        if (!Files.exists(Path.of("lessons/ja/teacher/chain.md"))) {
            assertEquals("このレッスンの先生用メモはまだ日本語になっていません。英語で表示しています。", notes.notice());
        }
    }

    @Test
    void theCheckFindsChangedLinksAndNumbersOnAFixture() {
        assertEquals(List.of(), TranslationCheck.problems(EN, JA), "the fixture's translation is faithful");
        List<String> link = TranslationCheck.problems(EN, JA.replace("gap=20", "gap=30"));
        assertTrue(link.size() >= 1 && link.get(0).startsWith("try: links differ"), link.toString());
        List<String> number = TranslationCheck.problems(EN, JA.replace("12px", "14px"));
        assertEquals(List.of("numbers not in the English text: [14]", "numbers the Japanese leaves out: [12]"), number);
        List<String> left = TranslationCheck.problems(EN, JA.replace("間隔は 12px、", ""));
        assertEquals(List.of("numbers the Japanese leaves out: [12]"), left, "a dropped clause drops its figure");
        List<String> once = TranslationCheck.problems(EN + "\nThe gap stays 12 px.\n", JA);
        assertEquals(List.of("numbers the Japanese leaves out: [12]"), once, "a number the English quotes twice, the Japanese once");
        List<String> wide = TranslationCheck.problems(EN, JA.replace("12px", "１２px"));
        assertTrue(wide.toString().contains("full-width digits"), wide.toString());
        List<String> dropped = TranslationCheck.problems(EN, JA.replace(" ([試す](try:reset;gap=20;play))", ""));
        assertTrue(dropped.toString().contains("try: links differ"), dropped.toString());
        List<String> order = TranslationCheck.problems(EN, JA.replace("order: 2", "order: 3"));
        assertTrue(order.toString().contains("front matter order"), order.toString());
    }

    @Test
    void everyJapaneseTextKeepsTheEnglishLinksAndNumbers() throws Exception {
        List<String> problems = new ArrayList<>();
        for (Lesson<?> lesson : LessonCatalog.all()) {
            for (String name : List.of(lesson.id() + ".md", "teacher/" + lesson.id() + ".md")) {
                Path ja = Path.of("lessons/ja", name);
                if (!Files.exists(ja)) continue;
                String en = Files.readString(Path.of("lessons", name), StandardCharsets.UTF_8);
                for (String p : TranslationCheck.problems(en, Files.readString(ja, StandardCharsets.UTF_8))) problems.add(ja + ": " + p);
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void lessonsWithoutJapaneseMayOnlyGetFewer() {
        List<String> noText = new ArrayList<>();
        List<String> noNotes = new ArrayList<>();
        for (Lesson<?> lesson : LessonCatalog.all()) {
            if (!Files.isRegularFile(Path.of("lessons/ja", lesson.id() + ".md"))) noText.add(lesson.id());
            if (!Files.isRegularFile(Path.of("lessons/ja/teacher", lesson.id() + ".md"))) noNotes.add(lesson.id());
        }
        assertTrue(noText.size() <= MAY_STILL_MISS_TEXT,
                noText.size() + " lessons have no lessons/ja/<id>.md (at most " + MAY_STILL_MISS_TEXT + " may): " + noText);
        assertTrue(noNotes.size() <= MAY_STILL_MISS_NOTES,
                noNotes.size() + " lessons have no lessons/ja/teacher/<id>.md (at most " + MAY_STILL_MISS_NOTES + " may): " + noNotes);
    }
}
