package org.creatureexplorer.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.creatureexplorer.i18n.Tr;

/**
 * The teacher's half of a worksheet's answer page, read from the lesson's teacher notes: the
 * questions for the class with their answers (the numbered items under "What to ask the class",
 * each answer a block quote, as under a lesson's "Check yourself"), and the rest of the notes as
 * HTML. Headings are recognised in English and in the language in force, so English notes shown
 * for want of a translation read as well as translated ones.
 */
final class WorksheetNotes {
    /** The notes' section whose numbered questions and quoted answers go on the answer page. */
    static final String CLASS_QUESTIONS = "What to ask the class";

    private WorksheetNotes() {}

    /** Numbered questions and their block-quoted answers, gathered one stripped, non-empty line at a time. */
    static final class Questions {
        private final List<Worksheet.Question> done = new ArrayList<>();
        private StringBuilder question;
        private StringBuilder answer;

        void line(String line) {
            if (line.matches("\\d+[.)]\\s.*")) {
                end();
                question = new StringBuilder(line.replaceFirst("^\\d+[.)]\\s+", ""));
                answer = new StringBuilder();
            } else if (line.startsWith(">") && question != null) {
                answer.append(answer.length() > 0 ? " " : "").append(line.replaceFirst("^>\\s?", ""));
            } else if (question != null) {
                (answer.length() > 0 ? answer : question).append(' ').append(line);
            }
        }

        /** Closes the question being read (at a heading, or at the end of the text). */
        void end() {
            if (question != null) done.add(new Worksheet.Question(question.toString().strip(), answer.toString().strip()));
            question = null;
        }

        List<Worksheet.Question> list() {
            end();
            return List.copyOf(done);
        }
    }

    /** A heading's words, lower case, without its hashes and closing punctuation ("## Check yourself:" is "check yourself"). */
    static String headingText(String line) {
        return line.replaceFirst("^#+", "").strip().toLowerCase(Locale.ROOT).replaceAll("[.:!?。：！？]+$", "");
    }

    /** Whether a heading's words (see {@link #headingText}) open with {@code english} or its translation. */
    static boolean heads(String heading, String english) {
        return heading.startsWith(english.toLowerCase(Locale.ROOT)) || heading.startsWith(Tr.t(english).toLowerCase(Locale.ROOT));
    }

    /** The questions for the class in teacher notes, each with its answer (empty when the notes give none). */
    static List<Worksheet.Question> classQuestions(String markdown) {
        Questions questions = new Questions();
        boolean inSection = false;
        for (String raw : markdown.lines().toList()) {
            String line = raw.strip();
            if (line.startsWith("#")) {
                questions.end();
                inSection = heads(headingText(line), CLASS_QUESTIONS);
            } else if (inSection && !line.isEmpty()) {
                questions.line(line);
            }
        }
        return questions.list();
    }

    /**
     * The teacher notes as HTML: their headings (the file's own title left out: the page has one),
     * bulleted and numbered lists and paragraphs, every piece of text through {@link Worksheet#inline},
     * so nothing in the file is taken as markup and {@code try:} links drop out. The questions for
     * the class are left out too: the page lists them with their answers ({@link #classQuestions}).
     */
    static String html(String markdown) {
        StringBuilder h = new StringBuilder();
        String list = null;
        StringBuilder paragraph = new StringBuilder();
        boolean skipping = false;
        for (String raw : markdown.lines().toList()) {
            // A try: link acts in the window only; on paper it goes, words and all.
            String line = raw.replaceAll("\\s*\\(?\\[[^\\]]*\\]\\(<?try:[^)]*\\)\\)?", "").strip();
            boolean heading = line.startsWith("#");
            if (skipping && !heading) continue;
            boolean bullet = line.matches("[-*]\\s.*");
            boolean numbered = line.matches("\\d+[.)]\\s.*");
            if ((line.isEmpty() || heading || bullet || numbered) && paragraph.length() > 0) {
                h.append("<p>").append(Worksheet.inline(paragraph.toString())).append("</p>\n");
                paragraph.setLength(0);
            }
            String want = bullet ? "ul" : numbered ? "ol" : null;
            if (list != null && !list.equals(want)) {
                h.append("</").append(list).append(">\n");
                list = null;
            }
            if (heading) skipping = heads(headingText(line), CLASS_QUESTIONS);
            if (line.isEmpty() || line.startsWith("# ") || skipping) continue;
            if (heading) {
                h.append("<h3>").append(Worksheet.inline(line.replaceFirst("^#+\\s*", ""))).append("</h3>\n");
            } else if (want != null) {
                if (list == null) {
                    h.append("<").append(want).append(">\n");
                    list = want;
                }
                h.append("<li>").append(Worksheet.inline(line.replaceFirst("^([-*]|\\d+[.)])\\s+", ""))).append("</li>\n");
            } else {
                paragraph.append(paragraph.length() > 0 ? " " : "").append(line);
            }
        }
        if (paragraph.length() > 0) h.append("<p>").append(Worksheet.inline(paragraph.toString())).append("</p>\n");
        if (list != null) h.append("</").append(list).append(">\n");
        return h.toString();
    }
}
