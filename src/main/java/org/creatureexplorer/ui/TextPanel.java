package org.creatureexplorer.ui;

import java.awt.Color;
import java.awt.Dimension;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.awt.FlowLayout;
import javax.swing.JEditorPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JToggleButton;
import javax.swing.SwingUtilities;
import javax.swing.event.HyperlinkEvent;
import javax.swing.text.BadLocationException;
import javax.swing.text.DefaultCaret;
import javax.swing.text.html.HTMLDocument;
import javax.swing.text.html.HTMLEditorKit;
import javax.swing.text.html.StyleSheet;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.ListBlock;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.Text;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.LessonText;
import org.creatureexplorer.model.Numbers;

/**
 * The lesson's text, rendered from Markdown. Under the heading "Check yourself", each
 * block quote is an answer: hidden behind a Tr.t("Show answer") link until the student asks; the
 * section "What we measured" is hidden the same way (the student measures first, then compares).
 * Links written {@code try:...} are "try this" actions handed to the lesson.
 * Problems with the file (missing, malformed front matter) are shown at the top.
 * The Tr.t("Teacher") toggle above the text swaps in the lesson's teacher notes
 * ({@code lessons/teacher/<id>.md}) and back; revealing or toggling keeps the scroll position.
 */
public final class TextPanel extends JScrollPane {
    static final String CHECK_YOURSELF = "check yourself";
    /** A section with this heading is a measured result: hidden until revealed, like an answer. */
    static final String WHAT_WE_MEASURED = "what we measured";
    public static final String TRY_SCHEME = "try:";
    static final String REVEAL_SCHEME = "reveal:";

    /**
     * Markdown and HTML parsing happen here, never on the event thread: a long text must not
     * freeze the window. One thread, so the newest request always finishes last.
     */
    private static final ExecutorService PARSER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lesson-text-parser");
        t.setDaemon(true);
        return t;
    });

    private final JEditorPane pane = new JEditorPane();
    private final String lessonId;
    private final JToggleButton teacher = new JToggleButton(Tr.t("Teacher"));
    private LessonText.Doc doc;
    /** The teacher notes, read when first asked for (and again after a reload). */
    private LessonText.Doc notes;
    private final Set<Integer> revealed = new HashSet<>();
    private final Consumer<String> onTry;
    private Look look = Look.DEFAULT;
    private HTMLEditorKit kit;
    /** A one-off note about a link that could not run, shown above the text until the next change. */
    private String notice;
    /** The newest text asked for; an older one finishing late is dropped. */
    private long wanted;
    private CompletableFuture<Rendered> pending = CompletableFuture.completedFuture(null);

    private record Rendered(long generation, HTMLDocument document, int scroll) {}

    public TextPanel(LessonText.Doc doc, Consumer<String> onTry) {
        this(doc.front().getOrDefault("id", ""), doc, onTry);
    }

    public TextPanel(String lessonId, LessonText.Doc doc, Consumer<String> onTry) {
        this.lessonId = lessonId;
        this.doc = doc;
        this.onTry = onTry;
        pane.setEditable(false);
        pane.setName("lesson-text");
        pane.addHyperlinkListener(e -> {
            if (e.getEventType() != HyperlinkEvent.EventType.ACTIVATED || e.getDescription() == null) return;
            String link = e.getDescription();
            if (link.startsWith(REVEAL_SCHEME)) {
                reveal(link);
            } else if (link.startsWith(TRY_SCHEME)) {
                onTry.accept(link.substring(TRY_SCHEME.length()));
            }
        });
        // Rendering a new document must not drag the view to the caret (the top): a revealed
        // answer or the teacher toggle keeps the reader where they were.
        ((DefaultCaret) pane.getCaret()).setUpdatePolicy(DefaultCaret.NEVER_UPDATE);
        setViewportView(pane);
        teacher.setName("teacher-notes");
        teacher.setToolTipText(Tr.t("Show the teacher notes for this lesson (goals, a 45-minute plan, answers to the class questions), or the lesson again"));
        teacher.getAccessibleContext().setAccessibleName(Tr.t("Teacher notes"));
        // A click must not take the keyboard from the stage (Space keeps playing); Tab still reaches it.
        teacher.setRequestFocusEnabled(false);
        teacher.addActionListener(e -> {
            notice = null;
            rerender();
        });
        JPanel header = new JPanel(new FlowLayout(FlowLayout.RIGHT, 6, 2));
        header.setOpaque(false);
        header.add(teacher);
        setColumnHeaderView(header);
        // Reading the text must not steal the window's shortcuts (Up/Down still scroll).
        Keys.release(pane, Keys.WINDOW_KEYS);
        Keys.release(this, Keys.WINDOW_KEYS);
        setPreferredSize(new Dimension(480, 320));
        getAccessibleContext().setAccessibleName(Tr.t("Lesson text"));
        pane.getAccessibleContext().setAccessibleName(Tr.t("Lesson text"));
        applyLook(Look.DEFAULT);
    }

    /** Shows a freshly loaded text (after "reload"), keeping revealed answers where they are. */
    public void setDoc(LessonText.Doc doc) {
        this.doc = doc;
        notes = null;
        notice = null;
        rerender();
    }

    public LessonText.Doc doc() { return doc; }

    /** True while the teacher notes are shown instead of the lesson text. */
    public boolean showingTeacherNotes() { return teacher.isSelected(); }

    /** Shows the teacher notes (true) or the lesson text (false), as the toggle does. */
    public void showTeacherNotes(boolean on) {
        if (teacher.isSelected() == on) return;
        teacher.setSelected(on);
        notice = null;
        rerender();
    }

    public void applyLook(Look look) {
        this.look = look;
        kit = new HTMLEditorKit();
        StyleSheet css = new StyleSheet();
        double k = look.textScale();
        Color text = look.chartColors().text();
        Color link = look.chartColors().series()[0];
        Color accent = look.palette().accent();
        css.addRule(String.format(Locale.ROOT, "body { font-family: " + org.creatureexplorer.i18n.Fonts.sans() + "; font-size: %.0fpt; margin: 6px 10px; color: %s; }", 14 * k, hex(text)));
        css.addRule(String.format(Locale.ROOT, "h1 { font-size: %.0fpt; margin-top: 4px; margin-bottom: 6px; }", 19 * k));
        css.addRule(String.format(Locale.ROOT, "h2 { font-size: %.0fpt; margin-top: 12px; margin-bottom: 4px; }", 16 * k));
        css.addRule("p { margin-top: 4px; margin-bottom: 6px; }");
        css.addRule(String.format(Locale.ROOT, "code { font-family: " + org.creatureexplorer.i18n.Fonts.mono() + "; font-size: %.0fpt; }", 13.5 * k));
        css.addRule(String.format(Locale.ROOT, "pre { font-family: " + org.creatureexplorer.i18n.Fonts.mono() + "; font-size: %.0fpt; }", 13.5 * k));
        css.addRule("blockquote { margin-left: 12px; padding-left: 8px; border-left: 3px solid " + hex(accent) + "; }");
        css.addRule("a { color: " + hex(link) + "; }");
        css.addRule("b { font-weight: bold; }");
        css.addRule("i { font-style: italic; }");
        css.addRule("li { margin-top: 2px; margin-bottom: 4px; }");
        // A fresh StyleSheet has no list indent, so the numbers and bullets would sit in the body's
        // margin and "10." would be cut at the edge: give lists room for their markers.
        css.addRule(String.format(Locale.ROOT, "ol { margin-left: %.0fpx; }", 26 * k));
        css.addRule(String.format(Locale.ROOT, "ul { margin-left: %.0fpx; }", 18 * k));
        css.addRule(".note { font-style: italic; margin-bottom: 8px; color: " + hex(look.palette().accent()) + "; }");
        css.addRule(".problem { color: " + hex(look.palette().warning()) + "; font-weight: bold; }");
        kit.setStyleSheet(css);
        pane.setEditorKit(kit);
        pane.setBackground(look.chartColors().plot());
        rerender();
    }

    private static String hex(Color c) { return String.format("#%06x", c.getRGB() & 0xFFFFFF); }

    /** A {@code reveal:N} link: shows or hides answer N; anything else gets a note, not an exception. */
    private void reveal(String link) {
        String arg = link.substring(REVEAL_SCHEME.length()).trim();
        int answers = teacher.isSelected() ? 0 : answerCount(doc.body());
        try {
            int n = (int) Numbers.parseWhole(REVEAL_SCHEME, arg, 1, Math.max(1, answers));
            if (n > answers) throw new IllegalArgumentException("no answers here");
            if (!revealed.remove(n)) revealed.add(n);
            notice = null;
        } catch (IllegalArgumentException e) {
            notice = answers == 0 ? Tr.f("The link %s does not open an answer: this text has no answers.", Numbers.quote(link))
                    : Tr.f("The link %s does not open an answer: this text has answers 1 to %d.", Numbers.quote(link), answers);
        }
        rerender();
    }

    /**
     * Turns the text into an HTML document on the parser thread, then shows it on the event
     * thread; {@link #finishRendering()} shows it at once (for pictures drawn offscreen).
     */
    private void rerender() {
        long generation = ++wanted;
        int scroll = getVerticalScrollBar().getValue();
        boolean forTeacher = teacher.isSelected();
        LessonText.Doc lesson = doc;
        LessonText.Doc known = notes;
        String id = lessonId;
        Set<Integer> shown = Set.copyOf(revealed);
        String note = notice;
        HTMLEditorKit k = kit;
        pending = CompletableFuture.supplyAsync(() -> {
            lastParseThread = Thread.currentThread().getName();
            LessonText.Doc d = lesson;
            if (forTeacher) {
                d = known != null ? known : LessonText.loadNotes(id);
                LessonText.Doc loaded = d;
                SwingUtilities.invokeLater(() -> { if (notes == null) notes = loaded; });
            }
            String html = forTeacher ? notesHtml(d) : html(d, shown, note);
            HTMLDocument document = (HTMLDocument) k.createDefaultDocument();
            try {
                k.read(new StringReader(html), document, 0);
            } catch (IOException | BadLocationException e) {
                throw new IllegalStateException("cannot lay out the lesson text", e);
            }
            return new Rendered(generation, document, scroll);
        }, PARSER);
        pending.thenAccept(r -> SwingUtilities.invokeLater(() -> show(r)));
    }

    private void show(Rendered r) {
        if (r == null || r.generation() != wanted || pane.getDocument() == r.document()) return;
        pane.setDocument(r.document());
        // The new document is laid out on the next pass; restore the scroll after it.
        getVerticalScrollBar().setValue(r.scroll());
        SwingUtilities.invokeLater(() -> getVerticalScrollBar().setValue(r.scroll()));
    }

    /** On the event thread: waits for the text asked for last and shows it now (render, tests). */
    public void finishRendering() {
        try {
            show(pending.join());
        } catch (java.util.concurrent.CompletionException e) {
            pane.setText("<html><body><p>" + Tr.t("The lesson text could not be shown: ") + escape(String.valueOf(e.getCause())) + "</p></body></html>");
        }
    }

    /** The teacher notes as HTML: the same safe Markdown, nothing hidden. */
    static String notesHtml(LessonText.Doc notes) {
        StringBuilder problems = new StringBuilder(noticeHtml(notes));
        for (String p : notes.problems()) problems.append("<p class='problem'>").append(escape(p)).append("</p>");
        return "<html><body>" + problems + body(notes.body(), Set.of(), pictureFolder(notes), new int[1], false)
                + "</body></html>";
    }

    private static int answerCount(String markdown) {
        int[] n = {0};
        html(markdown, Set.of(), n);
        return n[0];
    }

    static String html(LessonText.Doc doc, Set<Integer> revealed) { return html(doc, revealed, null); }

    static String html(LessonText.Doc doc, Set<Integer> revealed, String notice) {
        StringBuilder problems = new StringBuilder(noticeHtml(doc));
        if (notice != null) problems.append("<p class='problem'>").append(escape(notice)).append("</p>");
        for (String p : doc.problems()) {
            problems.append("<p class='problem'>").append(escape(p)).append("</p>");
        }
        if (doc.body().isBlank() && !doc.problems().isEmpty()) {
            problems.append("<p>").append(Tr.t("The lesson itself still runs: press Space to play.")).append("</p>");
        }
        return "<html><body>" + problems + body(doc.body(), revealed, pictureFolder(doc), new int[1], true) + "</body></html>";
    }

    /** The doc's notice (a text shown in English for want of a translation) as a line above it. */
    private static String noticeHtml(LessonText.Doc doc) {
        return doc.notice() == null ? "" : "<p class='note'>" + escape(doc.notice()) + "</p>";
    }

    /** Markdown to HTML, hiding every answer after "Check yourself" that is not in {@code revealed}. */
    static String html(String markdown, Set<Integer> revealed) {
        return "<html><body>" + body(markdown, revealed, null, new int[1], true) + "</body></html>";
    }

    private static String html(String markdown, Set<Integer> revealed, int[] answers) {
        return body(markdown, revealed, null, answers, true);
    }

    /** The folder of the lesson file the text came from, for its pictures; null inside the app. */
    private static Path pictureFolder(LessonText.Doc doc) {
        try {
            Path file = Path.of(doc.source());
            return Files.isRegularFile(file) ? file.toAbsolutePath().getParent() : null;
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    private static String body(String markdown, Set<Integer> revealed, Path pictures, int[] answer, boolean hideAnswers) {
        Node doc = SafeMarkdown.parse(markdown);
        SafeMarkdown.securePictures(doc, pictures);
        boolean inCheck = false;
        // The open "What we measured" section: its toggle, and whether its content stays hidden.
        boolean hideMeasured = false;
        Node child = doc.getFirstChild();
        while (child != null) {
            Node next = child.getNext();
            if (child instanceof Heading h) {
                String title = textOf(h).trim().toLowerCase(Locale.ROOT);
                inCheck = title.startsWith(CHECK_YOURSELF) || title.startsWith(Tr.t("Check yourself"));
                hideMeasured = false;
                if (hideAnswers && (title.startsWith(WHAT_WE_MEASURED) || title.startsWith(Tr.t("What we measured")))) {
                    int n = ++answer[0];
                    Paragraph toggle = new Paragraph();
                    toggle.appendChild(revealLink(n, revealed.contains(n) ? Tr.t("Hide what we measured") : Tr.t("Show what we measured (measure it yourself first)")));
                    h.insertAfter(toggle);
                    hideMeasured = !revealed.contains(n);
                }
            } else if (hideMeasured) {
                child.unlink();
            } else if (inCheck && hideAnswers) {
                child.accept(new AbstractVisitor() {
                    @Override public void visit(BlockQuote quote) {
                        int n = ++answer[0];
                        Paragraph toggle = new Paragraph();
                        toggle.appendChild(revealLink(n, revealed.contains(n) ? Tr.t("Hide answer") : Tr.t("Show answer")));
                        quote.insertBefore(toggle);
                        // In a tight list the question and the link would share one line: loosen it.
                        for (Node up = quote.getParent(); up != null; up = up.getParent()) {
                            if (up instanceof ListBlock list) list.setTight(false);
                        }
                        if (!revealed.contains(n)) quote.unlink();
                    }
                });
            }
            child = next;
        }
        // Swing's HTML view styles b and i reliably; strong and em not in every look.
        // Japanese breaks between characters: a number keeps its unit on its line (English is unchanged).
        return org.creatureexplorer.i18n.LineBreaks.keepNumbersWhole(SafeMarkdown.render(doc)
                .replace("<strong>", "<b>").replace("</strong>", "</b>")
                .replace("<em>", "<i>").replace("</em>", "</i>"));
    }

    private static Link revealLink(int n, String label) {
        Link link = new Link(REVEAL_SCHEME + n, null);
        link.appendChild(new Text(label));
        return link;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static String textOf(Node node) {
        StringBuilder sb = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override public void visit(Text text) { sb.append(text.getLiteral()); }
        });
        return sb.toString();
    }

    /** For tests: the thread that last turned Markdown into HTML. */
    static volatile String lastParseThread;

    /** For tests: waits until the text asked for last is in the pane. */
    static void awaitRendered(TextPanel panel) throws Exception {
        SwingUtilities.invokeAndWait(panel::finishRendering);
    }

    /** For tests: the HTML currently shown. */
    String currentHtml() { return teacher.isSelected() ? notesHtml(notes != null ? notes : LessonText.loadNotes(lessonId)) : html(doc, revealed, notice); }

    JEditorPane editor() { return pane; }
}
