package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.cli.Commands;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Worksheets: what the lesson texts put on the sheet, and the page's structure. */
class WorksheetTest {
    @TempDir Path dir;

    private static final String TEXT = """
            # Title

            **Predict first.** Will the <b>tail</b> cut corners? Say *why*.
            Second line of the same paragraph.

            ## Run it
            Press **Space**. > not an answer here

            ## Check yourself
            1. Raise the gap ([try it](try:reset;gap=20;play)). How long is it?
               > 25 links × 20 px = 500 px. <script>alert(1)</script>
            2. A question with no answer?
            3. Multi-line
               question.
               > First answer line
               > second answer line.

            ## What we measured
            The gap error stays near 1e-14 & never grows.
            """;

    @Test
    void theSectionsComeFromTheTextsOwnStructure() {
        Worksheet.Sections s = Worksheet.parse(TEXT);
        assertEquals("Will the <b>tail</b> cut corners? Say *why*. Second line of the same paragraph.", s.predict());
        assertEquals(3, s.questions().size());
        assertEquals("Raise the gap ([try it](try:reset;gap=20;play)). How long is it?", s.questions().get(0).question());
        assertEquals("25 links × 20 px = 500 px. <script>alert(1)</script>", s.questions().get(0).answer());
        assertEquals("", s.questions().get(1).answer());
        assertEquals("Multi-line question.", s.questions().get(2).question());
        assertEquals("First answer line second answer line.", s.questions().get(2).answer());
        assertEquals(1, s.measured().size());
    }

    /** A bullet list under "What we measured" stays a list, one entry per item (the review found it run together). */
    @Test
    void aMeasuredListKeepsItsItems() {
        Worksheet.Sections s = Worksheet.parse("""
                ## What we measured
                Over the first 1080 ticks:

                - **Largest gap error** sits near 1e-14 px.
                - **Head-to-tail distance** swings
                  between 130 and 295 px.
                * Overlapping pairs stay 0.

                A closing line.
                """);
        assertEquals(java.util.List.of("Over the first 1080 ticks:", "- **Largest gap error** sits near 1e-14 px.",
                "- **Head-to-tail distance** swings between 130 and 295 px.", "- Overlapping pairs stay 0.", "A closing line."), s.measured());
    }

    @Test
    void inlineTextIsEscapedAndLinksLoseTheirAddress() {
        assertEquals("Will the &lt;b&gt;tail&lt;/b&gt; cut? Say <em>why</em>, <strong>now</strong>.",
                Worksheet.inline("Will the <b>tail</b> cut? Say *why*, **now**."));
        assertEquals("Raise the gap. See notes.", Worksheet.inline("Raise the gap ([try it](try:reset;gap=20)). See [notes](https://example.org)."));
    }

    @Test
    void everyLessonTextHasAPredictionAndAnsweredQuestions() {
        for (Lesson<?> lesson : LessonCatalog.all()) {
            Worksheet.Sections s = Worksheet.parse(LessonText.load(lesson.id()).body());
            assertFalse(s.predict().isEmpty(), lesson.id() + ": no Predict first");
            assertFalse(s.questions().isEmpty(), lesson.id() + ": no Check yourself questions");
            assertTrue(s.questions().stream().allMatch(q -> !q.answer().isEmpty()), lesson.id() + ": a question without its answer");
        }
    }

    /** The Japanese texts open "**まず予想しましょう。**"; their prediction, its choices and the answers are all found. */
    @Test
    void everyJapaneseTextHasAPredictionWithItsChoicesAndAnsweredQuestions() {
        org.creatureexplorer.i18n.Tr.setLanguage(org.creatureexplorer.i18n.Tr.Language.JA);
        try {
            for (Lesson<?> lesson : LessonCatalog.all()) {
                LessonText.Doc doc = LessonText.load(lesson.id());
                assertEquals(null, doc.notice(), lesson.id() + " has a Japanese text");
                Worksheet.Sections s = Worksheet.parse(doc.body());
                assertFalse(s.predict().isEmpty() || s.predict().startsWith("**"), lesson.id() + ": no prediction: " + s.predict());
                assertTrue(s.choices().size() >= 3, lesson.id() + ": the prediction's choices: " + s.choices());
                assertFalse(s.questions().isEmpty(), lesson.id() + ": no 確認問題");
                assertTrue(s.questions().stream().allMatch(q -> !q.answer().isEmpty()), lesson.id() + ": a question without its answer");
                assertFalse(s.measured().isEmpty(), lesson.id() + ": no 測った結果");
            }
        } finally {
            org.creatureexplorer.i18n.Tr.setLanguage(org.creatureexplorer.i18n.Tr.Language.EN);
        }
    }

    @Test
    void thePredictionKeepsItsChoicesAndWhatFollowsThemUpToTheNextHeading() {
        Worksheet.Sections s = Worksheet.parse("""
                # T

                After you predict: [run it](try:play).

                **Predict first.** Which one?

                - (a) this
                - (b) that,
                  on two lines
                1. a numbered one

                And a second question?

                ## Run it
                - not a choice
                """);
        assertEquals("Which one?", s.predict());
        assertEquals(java.util.List.of("- (a) this", "- (b) that, on two lines", "1. a numbered one", "And a second question?"), s.choices());
    }

    @Test
    void renderWritesASelfContainedSheetWithTheAnswersAfterThePageBreak() throws Exception {
        int code = Commands.run(new String[] {"render", "--worksheet", "--out=" + dir, "--ticks=120", "--set=gap=20", "chain"},
                System.out, System.err);
        assertEquals(0, code);
        String html = Files.readString(dir.resolve("chain-worksheet.html"), StandardCharsets.UTF_8);
        int predict = html.indexOf("<section class=\"predict\">");
        int charts = html.indexOf("<section class=\"charts\">");
        int check = html.indexOf("<section class=\"check\">");
        int teacher = html.indexOf("<section class=\"teacher\">");
        assertTrue(html.contains("<h1>A chain follows its head</h1>"));
        assertTrue(predict > 0 && predict < charts && charts < check && check < teacher, "sections in order");
        assertTrue(Pattern.compile("\\.teacher \\{[^}]*page-break-before: always").matcher(html).find(), "the teacher's page starts a new sheet");
        assertTrue(html.contains("@page"));
        // Every answer of the text is on the teacher's page and nowhere before it.
        for (Worksheet.Question q : Worksheet.parse(LessonText.load("chain").body()).questions()) {
            String answer = Worksheet.inline(q.answer());
            assertTrue(html.indexOf(answer) > teacher, "answer after the break: " + answer);
            assertEquals(html.indexOf(answer), html.lastIndexOf(answer), "the answer appears once");
        }
        assertEquals(3, countMatches(html, "<div class=\"lines\">") - 1, "lines for each of the three questions, and the prediction");
        assertEquals(1 + 4, countMatches(html, "src=\"data:image/png;base64,"), "the stage and the four charts, inlined");
        assertFalse(html.contains("http:") || html.contains("https:"), "nothing fetched");
        assertFalse(html.contains("try:"), "no try: links on paper");
        assertTrue(html.contains("gap between joints 20 px") || html.contains("20 px"), "the setting is named");
        assertTrue(html.contains("tick 120"));
    }

    @Test
    void theSheetHasEverythingTheIssueListsAndTheTeacherNotesAreOnTheAnswerPage() throws Exception {
        int code = Commands.run(new String[] {"render", "--worksheet", "--out=" + dir, "--ticks=300", "chain"}, System.out, System.err);
        assertEquals(0, code);
        String html = Files.readString(dir.resolve("chain-worksheet.html"), StandardCharsets.UTF_8);
        int main = html.indexOf("<main class=\"sheet\">");
        int teacher = html.indexOf("<section class=\"teacher\">");
        assertTrue(main > 0 && teacher > main, "the student's sheet, then the teacher's page");
        String sheet = html.substring(main, teacher);
        String answers = html.substring(teacher);
        assertTrue(sheet.contains("<h1>A chain follows its head</h1>"), "title");
        assertTrue(sheet.contains("class=\"who\"") && sheet.contains("Name") && sheet.contains("Date"), "name and date");
        assertTrue(Pattern.compile("<figure class=\"stage\">\\s*<img [^>]*src=\"data:image/png;base64,").matcher(sheet).find(), "stage figure");
        assertTrue(Pattern.compile("<section class=\"predict\">.*?<div class=\"lines\">(<div class=\"line\"></div>){4}</div>", Pattern.DOTALL)
                .matcher(sheet).find(), "the prediction with four lines to write on");
        assertEquals(4, countMatches(sheet, "<figure class=\"chart\">"), "the four charts");
        Matcher check = Pattern.compile("<section class=\"check\">(.*?)</section>", Pattern.DOTALL).matcher(sheet);
        assertTrue(check.find(), "Check yourself");
        int questions = countMatches(check.group(1), "<li>");
        assertTrue(questions >= 2);
        assertEquals(questions, countMatches(check.group(1), "<div class=\"lines\">"), "space to answer every question");
        assertTrue(Pattern.compile("\\.teacher \\{[^}]*break-before: page").matcher(html).find(), "a page break before the answers");
        // The teacher notes: on the answer page, not on the sheet; their headings and list items kept, links gone.
        String notes = LessonText.loadNotes("chain").body();
        assertTrue(notes.contains("## Learning goals"));
        assertTrue(answers.contains("<h2>Teacher notes</h2>"));
        assertTrue(answers.contains("<h3>Learning goals</h3>"));
        assertTrue(answers.contains("<li>One ordered pass, head to tail, keeps every gap exact.</li>"), "a goal as a list item");
        assertFalse(sheet.contains("Learning goals"), "no teacher notes on the student's sheet");
        assertFalse(answers.contains("try:") || answers.contains("try it"), "no try: links on paper, nor their words");
        assertEquals(1, countMatches(answers, "<h2>Teacher notes</h2>"));
    }

    @Test
    void teacherNotesAreEscapedListsAndParagraphs() {
        String html = WorksheetNotes.html("# Teacher notes: x\n\n## Goals\n- one <b>\n- two\n\nA paragraph\nwith two lines.\n1. first ([try it](try:play))\n2. second\n");
        assertEquals("<h3>Goals</h3>\n<ul>\n<li>one &lt;b&gt;</li>\n<li>two</li>\n</ul>\n<p>A paragraph with two lines.</p>\n"
                + "<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n", html);
    }

    private static int countMatches(String text, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
        int n = 0;
        while (m.find()) n++;
        return n;
    }
}
