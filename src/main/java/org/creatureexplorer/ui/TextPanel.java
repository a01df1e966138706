package org.creatureexplorer.ui;

import java.awt.Color;
import java.awt.Dimension;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import javax.swing.JEditorPane;
import javax.swing.JScrollPane;
import javax.swing.event.HyperlinkEvent;
import javax.swing.text.html.HTMLEditorKit;
import javax.swing.text.html.StyleSheet;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.creatureexplorer.lesson.LessonText;

/**
 * The lesson's text, rendered from Markdown. Under the heading "Check yourself", each
 * block quote is an answer: hidden behind a "Show answer" link until the student asks.
 * Links written {@code try:...} are "try this" actions handed to the lesson.
 * Problems with the file (missing, malformed front matter) are shown at the top.
 */
public final class TextPanel extends JScrollPane {
    static final String CHECK_YOURSELF = "check yourself";
    public static final String TRY_SCHEME = "try:";

    private final JEditorPane pane = new JEditorPane();
    private LessonText.Doc doc;
    private final Set<Integer> revealed = new HashSet<>();
    private final Consumer<String> onTry;
    private Look look = Look.DEFAULT;

    public TextPanel(LessonText.Doc doc, Consumer<String> onTry) {
        this.doc = doc;
        this.onTry = onTry;
        pane.setEditable(false);
        pane.setName("lesson-text");
        pane.addHyperlinkListener(e -> {
            if (e.getEventType() != HyperlinkEvent.EventType.ACTIVATED || e.getDescription() == null) return;
            String link = e.getDescription();
            if (link.startsWith("reveal:")) {
                toggle(Integer.parseInt(link.substring("reveal:".length())));
            } else if (link.startsWith(TRY_SCHEME)) {
                onTry.accept(link.substring(TRY_SCHEME.length()));
            }
        });
        setViewportView(pane);
        // Reading the text must not steal the window's shortcuts (Up/Down still scroll).
        Keys.release(pane, Keys.WINDOW_KEYS);
        Keys.release(this, Keys.WINDOW_KEYS);
        setPreferredSize(new Dimension(480, 320));
        getAccessibleContext().setAccessibleName("Lesson text");
        pane.getAccessibleContext().setAccessibleName("Lesson text");
        applyLook(Look.DEFAULT);
    }

    /** Shows a freshly loaded text (after "reload"), keeping revealed answers where they are. */
    public void setDoc(LessonText.Doc doc) {
        this.doc = doc;
        rerender();
    }

    public LessonText.Doc doc() { return doc; }

    public void applyLook(Look look) {
        this.look = look;
        HTMLEditorKit kit = new HTMLEditorKit();
        StyleSheet css = new StyleSheet();
        double k = look.textScale();
        Color text = look.chartColors().text();
        Color link = look.chartColors().series()[0];
        Color accent = look.palette().accent();
        css.addRule(String.format(Locale.ROOT, "body { font-family: SansSerif; font-size: %.0fpt; margin: 6px 10px; color: %s; }", 14 * k, hex(text)));
        css.addRule(String.format(Locale.ROOT, "h1 { font-size: %.0fpt; margin-top: 4px; margin-bottom: 6px; }", 19 * k));
        css.addRule(String.format(Locale.ROOT, "h2 { font-size: %.0fpt; margin-top: 12px; margin-bottom: 4px; }", 16 * k));
        css.addRule("p { margin-top: 4px; margin-bottom: 6px; }");
        css.addRule(String.format(Locale.ROOT, "code { font-family: Monospaced; font-size: %.0fpt; }", 13.5 * k));
        css.addRule(String.format(Locale.ROOT, "pre { font-family: Monospaced; font-size: %.0fpt; }", 13.5 * k));
        css.addRule("blockquote { margin-left: 12px; padding-left: 8px; border-left: 3px solid " + hex(accent) + "; }");
        css.addRule("a { color: " + hex(link) + "; }");
        css.addRule(".problem { color: " + hex(look.palette().warning()) + "; font-weight: bold; }");
        kit.setStyleSheet(css);
        pane.setEditorKit(kit);
        pane.setBackground(look.chartColors().plot());
        rerender();
    }

    private static String hex(Color c) { return String.format("#%06x", c.getRGB() & 0xFFFFFF); }

    private void toggle(int n) {
        if (!revealed.remove(n)) revealed.add(n);
        rerender();
    }

    private void rerender() {
        int scroll = getVerticalScrollBar().getValue();
        pane.setText(html(doc, revealed));
        pane.setCaretPosition(0);
        getVerticalScrollBar().setValue(scroll);
    }

    static String html(LessonText.Doc doc, Set<Integer> revealed) {
        StringBuilder problems = new StringBuilder();
        for (String p : doc.problems()) {
            problems.append("<p class='problem'>").append(escape(p)).append("</p>");
        }
        if (doc.body().isBlank() && !doc.problems().isEmpty()) {
            problems.append("<p>The lesson itself still runs: press Space to play.</p>");
        }
        return "<html><body>" + problems + body(doc.body(), revealed) + "</body></html>";
    }

    /** Markdown to HTML, hiding every answer after "Check yourself" that is not in {@code revealed}. */
    static String html(String markdown, Set<Integer> revealed) {
        return "<html><body>" + body(markdown, revealed) + "</body></html>";
    }

    private static String body(String markdown, Set<Integer> revealed) {
        Node doc = Parser.builder().build().parse(markdown);
        boolean inCheck = false;
        int[] answer = {0};
        Node child = doc.getFirstChild();
        while (child != null) {
            Node next = child.getNext();
            if (child instanceof Heading h) {
                inCheck = textOf(h).trim().toLowerCase(Locale.ROOT).startsWith(CHECK_YOURSELF);
            } else if (inCheck) {
                child.accept(new AbstractVisitor() {
                    @Override public void visit(BlockQuote quote) {
                        int n = ++answer[0];
                        Paragraph toggle = new Paragraph();
                        Link link = new Link("reveal:" + n, null);
                        link.appendChild(new Text(revealed.contains(n) ? "Hide answer" : "Show answer"));
                        toggle.appendChild(link);
                        quote.insertBefore(toggle);
                        if (!revealed.contains(n)) quote.unlink();
                    }
                });
            }
            child = next;
        }
        return HtmlRenderer.builder().build().render(doc);
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

    /** For tests: the HTML currently shown. */
    String currentHtml() { return html(doc, revealed); }

    JEditorPane editor() { return pane; }
}
