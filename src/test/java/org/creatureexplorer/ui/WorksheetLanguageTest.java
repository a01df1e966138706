package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.cli.Commands;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Lesson;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every lesson's worksheet, rendered in English and in Japanese: each section there, headed and
 * captioned in the language of the text. (The Japanese sheets once had no prediction at all: the
 * texts open with "まず予想しましょう。" where the sheet looked for "Predict first"; their chart
 * captions and the "Teacher notes" heading were English.)
 */
class WorksheetLanguageTest {
    @TempDir static Path dir;

    private static final Pattern JAPANESE = Pattern.compile("[\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}]");
    /** The sheet's own English words, none of which may be left on a Japanese sheet. */
    private static final List<String> SHEET_WORDS = List.of("Predict first", "What the charts measured", "Check yourself",
            "For the teacher: answers", "What we measured", "Questions for the class: answers", "Teacher notes", "Name", "Date",
            "The stage at tick", "default settings", "lesson ");

    @BeforeAll
    static void renderEverySheetInBothLanguages() {
        for (String lang : List.of("en", "ja")) {
            int code = Commands.run(new String[] {"render", "--worksheet", "--ticks=1", "--lang=" + lang, "--out=" + dir}, System.out, System.err);
            assertEquals(0, code, "render --worksheet --lang=" + lang);
        }
    }

    @AfterAll
    static void english() { Tr.setLanguage(Tr.Language.EN); }

    private static String sheet(Lesson<?> lesson, boolean japanese) throws Exception {
        String html = Files.readString(dir.resolve(lesson.id() + (japanese ? "-ja" : "") + "-worksheet.html"), StandardCharsets.UTF_8);
        return html.replaceAll("src=\"data:image/png;base64,[^\"]*\"", "src=\"\"");
    }

    /** The text between a section's opening tag and the next one of its kind (or the end). */
    private static String section(String html, String cssClass) {
        int at = html.indexOf("<section class=\"" + cssClass + "\">");
        if (at < 0) return null;
        int end = html.indexOf("</section>", at);
        return html.substring(at, end);
    }

    private static List<String> all(String html, String regex) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile(regex, Pattern.DOTALL).matcher(html);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    @Test
    void everySheetHasEverySectionInItsLanguage() throws Exception {
        Map<String, String> ja = Tr.catalogue(Tr.Language.JA);
        List<String> problems = new ArrayList<>();
        for (Lesson<?> lesson : LessonCatalog.all()) {
            for (boolean japanese : List.of(false, true)) {
                String html = sheet(lesson, japanese);
                String where = lesson.id() + (japanese ? " (ja)" : " (en)") + ": ";
                java.util.function.Function<String, String> word = english -> japanese ? ja.getOrDefault(english, "<no entry: " + english + ">") : english;
                checkSection(problems, where + "prediction", section(html, "predict"), word.apply("Predict first"), japanese);
                String predict = section(html, "predict");
                if (predict != null && !predict.contains("<li>")) problems.add(where + "the prediction's choices are missing");
                checkSection(problems, where + "charts", section(html, "charts"), word.apply("What the charts measured"), japanese);
                List<String> captions = all(html, "<figcaption>([^<]*)</figcaption>");
                List<String> wanted = new ArrayList<>();
                for (ChartSpec c : lesson.charts()) wanted.add(Worksheet.escape(word.apply(c.title())));
                if (!captions.subList(1, captions.size()).equals(wanted)) problems.add(where + "chart captions " + captions + ", wanted " + wanted);
                checkSection(problems, where + "check yourself", section(html, "check"), word.apply("Check yourself"), japanese);
                String teacher = section(html, "teacher");
                checkSection(problems, where + "answers", teacher, word.apply("For the teacher: answers"), japanese);
                for (String heading : List.of("What we measured", "Questions for the class: answers", "Teacher notes")) {
                    if (teacher == null || !teacher.contains("<h2>" + word.apply(heading) + "</h2>")) problems.add(where + "no heading " + word.apply(heading));
                }
                List<String> answers = all(teacher == null ? "" : teacher, "<p class=\"a\">(.*?)</p>");
                if (answers.stream().anyMatch(a -> japanese != JAPANESE.matcher(a).find())) problems.add(where + "an answer in the wrong language");
                if (japanese) {
                    for (String english : SHEET_WORDS) if (html.replaceAll("(?s)<style>.*?</style>", "").contains(english)) problems.add(where + "English left: " + english);
                } else if (JAPANESE.matcher(html).find()) {
                    problems.add(where + "Japanese on the English sheet");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** The section is there, headed by {@code heading}, and its text is in the sheet's language. */
    private static void checkSection(List<String> problems, String where, String section, String heading, boolean japanese) {
        if (section == null) {
            problems.add(where + ": missing");
            return;
        }
        if (!section.contains("<h2>" + heading + "</h2>")) problems.add(where + ": not headed " + heading);
        String text = section.replaceAll("<[^>]*>", " ").replace(heading, "");
        if (japanese != JAPANESE.matcher(text).find()) problems.add(where + ": text in the wrong language");
        assertTrue(text.strip().length() > 0, where);
    }

    /** A translated sheet shows the class questions' answers from the Japanese notes, in order, once each. */
    @Test
    void theAnswerPageListsTheClassQuestionsWithTheirAnswers() throws Exception {
        for (boolean japanese : List.of(false, true)) {
            Tr.setLanguage(japanese ? Tr.Language.JA : Tr.Language.EN);
            try {
                Lesson<?> chain = LessonCatalog.byId("chain").orElseThrow();
                String html = sheet(chain, japanese);
                List<Worksheet.Question> questions = WorksheetNotes.classQuestions(org.creatureexplorer.lesson.LessonText.loadNotes("chain").body());
                assertTrue(questions.size() >= 2, questions.toString());
                int from = html.indexOf("<ol class=\"class\">");
                assertTrue(from > html.indexOf("<section class=\"teacher\">"), "on the answer page");
                for (Worksheet.Question q : questions) {
                    String answer = "<p class=\"a\">" + Worksheet.inline(q.answer()) + "</p>";
                    assertTrue(html.indexOf(answer, from) > from, "answer listed: " + answer);
                    assertEquals(html.indexOf(answer), html.lastIndexOf(answer), "once: " + answer);
                }
            } finally {
                Tr.setLanguage(Tr.Language.EN);
            }
        }
    }
}
