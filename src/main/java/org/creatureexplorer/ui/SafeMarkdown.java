package org.creatureexplorer.ui;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
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
 * the lesson file. Any other picture (http, https, file:, an absolute path, ../) becomes its alt
 * text with a short note, so rendering a text never touches the network.
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
            Path local = localFile(image.getDestination(), imageFolder);
            if (local != null) {
                image.setDestination(local.toUri().toString());
            } else {
                String alt = altText(image);
                image.insertBefore(new Text(alt.isBlank()
                        ? org.creatureexplorer.i18n.Tr.t("[picture (not shown: only pictures saved beside the lesson file are)]")
                        : org.creatureexplorer.i18n.Tr.f("[picture: %s (not shown: only pictures saved beside the lesson file are)]", alt)));
                image.unlink();
            }
        }
    }

    static String render(Node doc) { return RENDERER.render(doc); }

    /** The file a picture names, if it is a plain relative name inside {@code folder} that exists. */
    static Path localFile(String destination, Path folder) {
        if (folder == null || destination == null || destination.isBlank()) return null;
        // A scheme (http:, https:, file:, jar:, C:) or an absolute path is never local.
        if (destination.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*") || destination.startsWith("/") || destination.startsWith("\\")) return null;
        try {
            Path base = folder.toAbsolutePath().normalize();
            Path file = base.resolve(destination).normalize();
            if (!file.startsWith(base) || !Files.isRegularFile(file)) return null;
            return file;
        } catch (InvalidPathException e) {
            return null;
        }
    }

    private static String altText(Node node) {
        StringBuilder sb = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override public void visit(Text text) { sb.append(text.getLiteral()); }
        });
        return sb.toString();
    }
}
