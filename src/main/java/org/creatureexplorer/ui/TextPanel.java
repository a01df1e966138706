package org.creatureexplorer.ui;

import java.awt.Dimension;
import java.util.HashSet;
import java.util.Set;
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

/**
 * The lesson's text, rendered from Markdown. Under the heading "Check yourself", each
 * block quote is an answer: hidden behind a "Show answer" link until the student asks.
 */
public final class TextPanel extends JScrollPane {
    static final String CHECK_YOURSELF = "check yourself";

    private final JEditorPane pane = new JEditorPane();
    private final String markdown;
    private final Set<Integer> revealed = new HashSet<>();

    public TextPanel(String markdown) {
        this.markdown = markdown;
        pane.setEditable(false);
        HTMLEditorKit kit = new HTMLEditorKit();
        StyleSheet css = new StyleSheet();
        css.addRule("body { font-family: SansSerif; font-size: 14pt; margin: 6px 10px; color: #1e1e1e; }");
        css.addRule("h1 { font-size: 19pt; margin-top: 4px; margin-bottom: 6px; }");
        css.addRule("h2 { font-size: 16pt; margin-top: 12px; margin-bottom: 4px; }");
        css.addRule("p { margin-top: 4px; margin-bottom: 6px; }");
        css.addRule("code { font-family: Monospaced; font-size: 13pt; }");
        css.addRule("blockquote { margin-left: 12px; padding-left: 8px; border-left: 3px solid #16a085; color: #234; }");
        css.addRule("a { color: #1f6fb2; }");
        kit.setStyleSheet(css);
        pane.setEditorKit(kit);
        pane.addHyperlinkListener(e -> {
            if (e.getEventType() == HyperlinkEvent.EventType.ACTIVATED && e.getDescription() != null
                    && e.getDescription().startsWith("reveal:")) {
                int n = Integer.parseInt(e.getDescription().substring("reveal:".length()));
                if (!revealed.remove(n)) revealed.add(n);
                rerender();
            }
        });
        setViewportView(pane);
        // Reading the text must not steal the window's shortcuts (Up/Down still scroll).
        Keys.release(pane, Keys.WINDOW_KEYS);
        Keys.release(this, Keys.WINDOW_KEYS);
        setPreferredSize(new Dimension(480, 320));
        getAccessibleContext().setAccessibleName("Lesson text");
        rerender();
    }

    private void rerender() {
        int scroll = getVerticalScrollBar().getValue();
        pane.setText(html(markdown, revealed));
        pane.setCaretPosition(0);
        getVerticalScrollBar().setValue(scroll);
    }

    /** Markdown to HTML, hiding every answer after "Check yourself" that is not in {@code revealed}. */
    static String html(String markdown, Set<Integer> revealed) {
        Node doc = Parser.builder().build().parse(markdown);
        boolean[] inCheck = {false};
        int[] answer = {0};
        Node child = doc.getFirstChild();
        while (child != null) {
            Node next = child.getNext();
            if (child instanceof Heading h) {
                inCheck[0] = textOf(h).trim().toLowerCase().startsWith(CHECK_YOURSELF);
            } else if (inCheck[0]) {
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
        return "<html><body>" + HtmlRenderer.builder().build().render(doc) + "</body></html>";
    }

    private static String textOf(Node node) {
        StringBuilder sb = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override public void visit(Text text) { sb.append(text.getLiteral()); }
        });
        return sb.toString();
    }

    /** For tests: the HTML currently shown. */
    String currentHtml() { return html(markdown, revealed); }

    void reveal(int n) {
        revealed.add(n);
        rerender();
    }
}
