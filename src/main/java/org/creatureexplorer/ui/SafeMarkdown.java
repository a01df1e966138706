package org.creatureexplorer.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * Markdown to HTML for Swing's HTML view, treating a lesson text as a document, not a program:
 * raw HTML is shown as text (so {@code <object>} cannot build a live component and {@code <img>}
 * or a {@code style} cannot fetch anything), and a picture is shown only when it is a file beside
 * the lesson file, small enough to decode, and stays inside its folder ({@link LessonPicture}).
 * Any other picture (http, https, file:, an absolute path, ../, a link out of the folder, a
 * 40,000 px PNG) becomes its alt text with a short note, so rendering a text never touches the
 * network nor decodes a picture that would fill the memory.
 */
final class SafeMarkdown {
    private static final Parser PARSER = Parser.builder().build();
    private static final HtmlRenderer RENDERER = HtmlRenderer.builder().escapeHtml(true).build();

    private SafeMarkdown() {}

    static Node parse(String markdown) { return PARSER.parse(markdown); }

    /**
     * Points each picture at its file beside the lesson ({@code imageFolder}, null when the text
     * came from inside the app) or replaces it by its alt text.
     */
    static void securePictures(Node doc, Path imageFolder) {
        List<Image> images = new ArrayList<>();
        doc.accept(new AbstractVisitor() {
            @Override public void visit(Image image) { images.add(image); }
        });
        for (Image image : images) {
            LessonPicture.Verdict verdict = LessonPicture.check(image.getDestination(), imageFolder);
            if (verdict.file() != null) {
                image.setDestination(verdict.file().toUri().toString());
                continue;
            }
            String alt = altText(image);
            String note;
            if (verdict.refusal() != null) {
                note = alt.isBlank() ? org.creatureexplorer.i18n.Tr.f("[picture (not shown: %s)]", verdict.refusal())
                        : org.creatureexplorer.i18n.Tr.f("[picture: %s (not shown: %s)]", alt, verdict.refusal());
            } else {
                note = alt.isBlank()
                        ? org.creatureexplorer.i18n.Tr.t("[picture (not shown: only pictures saved beside the lesson file are)]")
                        : org.creatureexplorer.i18n.Tr.f("[picture: %s (not shown: only pictures saved beside the lesson file are)]", alt);
            }
            image.insertBefore(new Text(note));
            image.unlink();
        }
    }

    static String render(Node doc) { return RENDERER.render(doc); }

    private static String altText(Node node) {
        StringBuilder sb = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override public void visit(Text text) { sb.append(text.getLiteral()); }
        });
        return sb.toString();
    }
}
