package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.QuickFormat;
import org.creatureexplorer.i18n.Tr;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.creatureexplorer.lesson.LessonText;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;

/**
 * A lesson as one self-contained HTML page to print (A4 or Letter): the title, the stage at the
 * current setting, the "Predict first" question with lines to write on, the measured charts,
 * the "Check yourself" questions with space to answer, and, after a page break, the answers
 * (the block quotes under "Check yourself") and any "What we measured" section for the
 * teacher. What goes on the sheet is read from the lesson text's own structure, so a teacher
 * who edits the text edits the sheet. Every piece of text is escaped; images are inlined.
 */
public final class Worksheet {
    /** The parts of a lesson text a worksheet uses. */
    public record Sections(String predict, List<String> choices, List<Question> questions, List<String> measured) {}

    /** A "Check yourself" question and its answer (empty when the text gives none). */
    public record Question(String question, String answer) {}

    private final String lessonId;
    private final String title;
    private final String setting;
    private final long tick;
    private final Sections sections;
    private final byte[] stagePng;
    private final List<byte[]> chartPngs;
    private final List<String> chartTitles;

    /** Whether the lesson text is in the language in force (not English shown for want of a translation). */
    private final boolean textTranslated;

    /** The lesson's teacher notes (Markdown), printed on the answer page; empty when it has none. */
    private String teacherNotes = "";
    /** Whether those notes are in the language in force; their questions for the class with the answers. */
    private boolean notesTranslated;
    private List<Question> classQuestions = List.of();

    private Worksheet(String lessonId, String title, String setting, long tick, Sections sections, byte[] stagePng,
                      List<byte[]> chartPngs, List<String> chartTitles, boolean textTranslated) {
        this.textTranslated = textTranslated;
        this.lessonId = lessonId;
        this.title = title;
        this.setting = setting;
        this.tick = tick;
        this.sections = sections;
        this.stagePng = stagePng;
        this.chartPngs = chartPngs;
        this.chartTitles = chartTitles;
    }

    /** Takes the figures from the lesson as shown now (call on the event thread). */
    public static Worksheet from(LessonView view) {
        LessonText.Doc doc = LessonText.load(view.lesson().id());
        boolean translated = translated(doc);
        String title = doc.title(view.lesson().title());
        // The stage as the window frames it, 1600 px wide: its size scales labels and strokes up
        // (1.6x), a little more so they stay readable printed 15 cm wide.
        ClipRecorder.Look look = ClipRecorder.Look.of(view.stage());
        ClipRecorder.Look print = new ClipRecorder.Look(look.palette(), look.overlays(), look.textScale() * 1.25, look.strokeScale() * 1.25,
                look.projector(), look.camera());
        byte[] stage = png(ClipRecorder.still(view.lesson(), view.playback().world(), print, 1600));
        List<byte[]> charts = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        view.refreshCharts();
        for (int i = 0; i < view.charts().views().size(); i++) {
            // Laid out at 480x260 (about the size it prints, so its labels stay readable) and drawn
            // at twice that, so the printed lines are sharp.
            BufferedImage img = new BufferedImage(960, 520, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            try {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                g.scale(2, 2);
                // As the window draws it: title, legend and the y axis's title with its unit above the plot.
                view.charts().views().get(i).paintChart(g, 480, 260);
            } finally {
                g.dispose();
            }
            charts.add(png(img));
            titles.add(word(translated, view.lesson().charts().get(i).title()));
        }
        Worksheet sheet = new Worksheet(view.lesson().id(), title, setting(view.playback().params(), translated), view.playback().tick(),
                parse(doc.body()), stage, charts, titles, translated);
        LessonText.Doc notes = LessonText.loadNotes(view.lesson().id());
        sheet.teacherNotes = notes.body();
        sheet.notesTranslated = translated(notes);
        sheet.classQuestions = WorksheetNotes.classQuestions(notes.body());
        return sheet;
    }

    /** Whether a text is in the language in force: not English, and not the English shown for want of a translation. */
    private static boolean translated(LessonText.Doc doc) {
        return Tr.language() != Tr.Language.EN && doc.notice() == null;
    }

    /**
     * One of the sheet's own words (a heading, a caption) in the language of the text it goes
     * with: translated beside a translated text, English beside an English one.
     */
    private static String word(boolean translated, String english) { return translated ? Tr.t(english) : english; }

    private String w(String english) { return word(textTranslated, english); }

    private String wf(String pattern, Object... args) { return QuickFormat.format(w(pattern), args); }

    /** The parameters that differ from their defaults, as a person reads them ("gap 20 px"), in the text's language. */
    private static String setting(ParamValues values, boolean translated) {
        List<String> changed = new ArrayList<>();
        for (ParamSpec s : values.specs()) {
            if (values.isDefault(s.name())) continue;
            double v = values.get(s.name());
            String value = translated ? ControlsPanel.shown(s, v) : s.formatWithUnit(v);
            changed.add(s.label().isEmpty() ? s.name() : word(translated, s.label()).toLowerCase(Locale.ROOT) + " " + value);
        }
        return changed.isEmpty() ? word(translated, "default settings") : String.join(word(translated, ", "), changed);
    }

    public void write(Path file) throws IOException {
        byte[] html = html().getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(file, out -> out.write(html));
    }

    // ---- reading the lesson text ------------------------------------------------------------

    /**
     * Finds the sheet's parts in a lesson's Markdown: the paragraph that opens with
     * "Predict first" (or the section under such a heading), the numbered items under
     * "Check yourself" with their block-quoted answers, and the paragraphs under "What we measured".
     */
    public static Sections parse(String markdown) {
        List<String> lines = markdown.lines().toList();
        StringBuilder predict = new StringBuilder();
        WorksheetNotes.Questions questions = new WorksheetNotes.Questions();
        List<String> measured = new ArrayList<>();
        String section = "";
        String opener = "^\\*\\*" + predictFirst() + "\\*\\*";
        java.util.regex.Pattern opens = java.util.regex.Pattern.compile(opener + ".*");
        StringBuilder paragraph = new StringBuilder();
        boolean inPrediction = false;
        for (String raw : lines) {
            String line = raw.strip();
            if (line.startsWith("#")) {
                questions.end();
                flush(paragraph, section, measured);
                inPrediction = false;
                section = canonical(WorksheetNotes.headingText(line));
                continue;
            }
            if (section.startsWith("predict first")) {
                if (!line.isEmpty()) predict.append(predict.length() > 0 ? " " : "").append(line);
                continue;
            }
            inPrediction |= opens.matcher(line).matches();
            if (inPrediction) continue; // read whole by prediction()
            if (line.isEmpty()) {
                flush(paragraph, section, measured);
                continue;
            }
            if (section.equals("check yourself")) {
                questions.line(line);
                continue;
            }
            if (section.startsWith("what we measured")) {
                // A list item starts an entry of its own (kept as "- ..."), so the page shows a list, not one run-on paragraph.
                if (line.matches("[-*+]\\s+.*")) {
                    flush(paragraph, section, measured);
                    line = "- " + line.replaceFirst("^[-*+]\\s+", "");
                }
                paragraph.append(paragraph.length() > 0 ? " " : "").append(line);
            }
        }
        flush(paragraph, section, measured);
        List<String> block = prediction(lines, opens, opener);
        if (predict.length() > 0) block.add(0, predict.toString().strip());
        String question = block.isEmpty() ? "" : block.get(0);
        List<String> choices = block.isEmpty() ? List.of() : List.copyOf(block.subList(1, block.size()));
        return new Sections(question, choices, questions.list(), List.copyOf(measured));
    }

    /**
     * The prediction: the paragraph that opens with the bold "Predict first" (without those words),
     * then what follows it up to the next heading (the choices, a second question), one entry a
     * paragraph or list item; list items keep their marker ("- (a) ...", "1. The snake ...").
     */
    private static List<String> prediction(List<String> lines, java.util.regex.Pattern opens, String opener) {
        List<String> block = new ArrayList<>();
        StringBuilder entry = new StringBuilder();
        boolean in = false;
        for (String raw : lines) {
            String line = raw.strip();
            if (!in && opens.matcher(line).matches()) {
                in = true;
                line = line.replaceFirst(opener + "\\s*", "");
            } else if (!in) {
                continue;
            }
            boolean item = line.matches("([-*+]|\\d+[.)])\\s+.*");
            if (line.startsWith("#") || line.isEmpty() || item) {
                if (entry.length() > 0) block.add(entry.toString());
                entry.setLength(0);
            }
            if (line.startsWith("#")) break;
            if (item) line = line.replaceFirst("^[-*+]\\s+", "- ");
            if (!line.isEmpty()) entry.append(entry.length() > 0 ? " " : "").append(line);
        }
        if (entry.length() > 0) block.add(entry.toString());
        return block;
    }

    /**
     * The bold words that open a lesson's prediction: English ("Predict first."), or the language
     * in force, as the UI says it ("まず予想しよう") or as the lesson texts open ("まず予想しましょう。").
     */
    private static String predictFirst() {
        return "(?:Predict first|" + java.util.regex.Pattern.quote(Tr.t("Predict first")) + "|"
                + java.util.regex.Pattern.quote(Tr.t("Predict first.")) + ")[.:!。：！]?";
    }

    /** A translated text's heading as the English section it is ("確認問題" is "check yourself"). */
    private static String canonical(String section) {
        if (Tr.language() == Tr.Language.EN) return section;
        for (String english : List.of("Predict first", "Check yourself", "What we measured")) {
            if (section.startsWith(Tr.t(english))) return english.toLowerCase(Locale.ROOT);
        }
        return section;
    }

    private static void flush(StringBuilder paragraph, String section, List<String> measured) {
        if (paragraph.length() > 0 && section.startsWith("what we measured")) measured.add(paragraph.toString());
        paragraph.setLength(0);
    }

    // ---- writing the page ------------------------------------------------------------------

    /** The page. Text from the lesson goes through {@link #inline}: escaped first, then only bold, italic and code added back. */
    public String html() {
        StringBuilder h = new StringBuilder(64 * 1024);
        h.append("<!DOCTYPE html>\n<html lang=\"").append((textTranslated ? Tr.language() : Tr.Language.EN).code).append("\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(escape(wf("Worksheet: %s", title))).append("</title>\n<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
        h.append("<main class=\"sheet\">\n<header>\n<h1>").append(escape(title)).append("</h1>\n")
                .append("<p class=\"who\">").append(w("Name")).append(" <span class=\"blank\"></span> ").append(w("Date"))
                .append(" <span class=\"blank short\"></span></p>\n</header>\n");
        h.append("<figure class=\"stage\">\n<img alt=\"").append(escape(wf("The stage of %s", title))).append("\" src=\"").append(dataUri(stagePng)).append("\">\n")
                .append("<figcaption>").append(escape(wf("The stage at tick %d, %s.", tick, setting))).append("</figcaption>\n</figure>\n");
        if (!sections.predict().isEmpty()) {
            h.append("<section class=\"predict\">\n<h2>").append(w("Predict first")).append("</h2>\n<p>").append(inline(sections.predict())).append("</p>\n");
            entries(h, sections.choices());
            h
                    .append(lines(4)).append("</section>\n");
        }
        if (!chartPngs.isEmpty()) {
            h.append("<section class=\"charts\">\n<h2>").append(w("What the charts measured")).append("</h2>\n<div class=\"chart-grid\">\n");
            for (int i = 0; i < chartPngs.size(); i++) {
                h.append("<figure class=\"chart\"><img alt=\"").append(escape(wf("Chart: %s", chartTitles.get(i)))).append("\" src=\"")
                        .append(dataUri(chartPngs.get(i))).append("\"><figcaption>").append(escape(chartTitles.get(i))).append("</figcaption></figure>\n");
            }
            h.append("</div>\n</section>\n");
        }
        if (!sections.questions().isEmpty()) {
            h.append("<section class=\"check\">\n<h2>").append(w("Check yourself")).append("</h2>\n<ol>\n");
            for (Question q : sections.questions()) h.append("<li><p>").append(inline(q.question())).append("</p>\n").append(lines(3)).append("</li>\n");
            h.append("</ol>\n</section>\n");
        }
        h.append("</main>\n<section class=\"teacher\">\n<h2>").append(w("For the teacher: answers")).append("</h2>\n<p class=\"lesson\">")
                .append(escape(wf("%s (lesson %s)", title, lessonId))).append("</p>\n<ol>\n");
        answers(h, sections.questions(), w("(no answer in the lesson text)"));
        h.append("</ol>\n");
        if (!sections.measured().isEmpty()) {
            h.append("<h2>").append(w("What we measured")).append("</h2>\n");
            entries(h, sections.measured());
        }
        if (!classQuestions.isEmpty()) {
            h.append("<h2>").append(word(notesTranslated, "Questions for the class: answers")).append("</h2>\n<ol class=\"class\">\n");
            answers(h, classQuestions, word(notesTranslated, "(no answer in the teacher notes)"));
            h.append("</ol>\n");
        }
        if (!teacherNotes.isBlank()) {
            h.append("<div class=\"notes\">\n<h2>").append(word(notesTranslated, "Teacher notes")).append("</h2>\n")
                    .append(WorksheetNotes.html(teacherNotes)).append("</div>\n");
        }
        h.append("</section>\n</body>\n</html>\n");
        return h.toString();
    }

    /** Paragraphs and list items ("- " bulleted, "1. " numbered) as HTML, each run of items one list. */
    private static void entries(StringBuilder h, List<String> entries) {
        String list = null;
        for (String p : entries) {
            String kind = p.startsWith("- ") ? "ul" : p.matches("\\d+[.)]\\s.*") ? "ol" : null;
            if (list != null && !list.equals(kind)) h.append("</").append(list).append(">\n");
            if (kind != null && !kind.equals(list)) h.append("<").append(kind).append(">\n");
            list = kind;
            if (kind != null) h.append("<li>").append(inline(p.replaceFirst("^(-|\\d+[.)])\\s+", ""))).append("</li>\n");
            else h.append("<p>").append(inline(p)).append("</p>\n");
        }
        if (list != null) h.append("</").append(list).append(">\n");
    }

    /** Each question with its answer below it, as list items. */
    private static void answers(StringBuilder h, List<Question> questions, String noAnswer) {
        for (Question q : questions) {
            h.append("<li><p class=\"q\">").append(inline(q.question())).append("</p><p class=\"a\">")
                    .append(q.answer().isEmpty() ? noAnswer : inline(q.answer())).append("</p></li>\n");
        }
    }

    private static String lines(int n) {
        return "<div class=\"lines\">" + "<div class=\"line\"></div>".repeat(n) + "</div>\n";
    }

    /** Escapes a piece of lesson text, then turns **bold**, *italic*, `code` and [links](…) into markup or plain words. */
    static String inline(String markdown) {
        String s = escape(markdown);
        s = s.replaceAll("\\s*\\(\\[[^\\]]*\\]\\(try:[^)]*\\)\\)", ""); // "(try it)" acts in the window only: not on paper
        s = s.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1"); // a link's words stay, its address goes
        s = s.replaceAll("`([^`]+)`", "<code>$1</code>");
        s = s.replaceAll("\\*\\*([^*]+)\\*\\*", "<strong>$1</strong>");
        s = s.replaceAll("(?<![\\w*])\\*([^*\\s][^*]*)\\*(?![\\w*])", "<em>$1</em>");
        return s;
    }

    public static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    private static String dataUri(byte[] png) { return "data:image/png;base64," + Base64.getEncoder().encodeToString(png); }

    private static byte[] png(BufferedImage img) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(img, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException("PNG to memory failed", e);
        }
    }

    /**
     * Print first: the content is at most 180 mm wide, which fits A4 (210 mm) and Letter
     * (216 mm) with 15 mm margins; the teacher's page always starts a new sheet.
     */
    private static final String CSS = """
            @page { margin: 14mm 15mm; }
            html { color: #000; background: #fff; }
            body { font: 11pt/1.45 Georgia, "DejaVu Serif", serif; max-width: 180mm; margin: 0 auto; }
            h1 { font: bold 19pt/1.2 "Helvetica Neue", Arial, "DejaVu Sans", sans-serif; margin: 0 0 2mm; }
            h2 { font: bold 13pt/1.2 "Helvetica Neue", Arial, "DejaVu Sans", sans-serif; margin: 5mm 0 2mm; }
            .who { margin: 0 0 3mm; }
            .blank { display: inline-block; width: 80mm; border-bottom: 1px solid #000; }
            .blank.short { width: 40mm; }
            figure { margin: 0; break-inside: avoid; page-break-inside: avoid; }
            figure img { width: 100%; display: block; border: 1px solid #bbb; }
            figcaption { font-size: 9pt; color: #333; margin-top: 1mm; }
            .stage img { width: auto; max-width: 100%; max-height: 100mm; margin: 0 auto; }
            .stage figcaption { text-align: center; }
            h2 { break-after: avoid; page-break-after: avoid; }
            .lines { margin: 2mm 0 3mm; }
            .line { height: 9mm; border-bottom: 1px solid #888; }
            .chart-grid { display: flex; flex-wrap: wrap; gap: 4mm; }
            .chart { width: calc(50% - 2mm); }
            .check li, .predict { break-inside: avoid; page-break-inside: avoid; }
            .check li p { margin: 0 0 1mm; }
            .teacher { max-width: 180mm; margin: 0 auto; break-before: page; page-break-before: always; }
            .teacher .a { margin: 0 0 3mm; padding-left: 4mm; border-left: 2px solid #888; }
            .teacher .q { margin: 0 0 1mm; font-style: italic; }
            .teacher .notes { margin-top: 6mm; border-top: 1px solid #888; }
            .teacher .notes h3 { font-size: 11pt; margin: 4mm 0 1mm; }
            .lesson { color: #333; }
            code { font-family: "DejaVu Sans Mono", monospace; font-size: 10pt; }
            @media screen {
              html { background: #e8e8e8; }
              body { padding: 10mm 0; }
              .sheet, .teacher { background: #fff; padding: 14mm 15mm; box-shadow: 0 1px 4px rgba(0,0,0,.25); margin-bottom: 10mm; }
              body { max-width: 210mm; }
            }
            """;
}
