package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import javax.imageio.ImageIO;
import javax.swing.AbstractButton;
import javax.swing.SwingUtilities;
import javax.swing.event.HyperlinkEvent;
import org.creatureexplorer.cli.Commands;
import org.creatureexplorer.lesson.FileProblems;
import org.creatureexplorer.lesson.LessonText;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 13: lesson texts are documents, not programs; broken lesson files get a clear note. */
class LessonTextSafetyTest {
    private static final String FRONT = "---\nid: chain\ntitle: T\npart: 1\norder: 2\n---\n";

    @AfterEach
    void defaultFolder() { LessonText.setFolder(null); }

    /** A web server on 127.0.0.1 that counts every request it gets. */
    static final class CountingServer implements AutoCloseable {
        final HttpServer server;
        final AtomicInteger requests = new AtomicInteger();

        CountingServer() throws Exception {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            byte[] png = pngBytes();
            server.createContext("/", exchange -> {
                requests.incrementAndGet();
                exchange.sendResponseHeaders(200, png.length);
                exchange.getResponseBody().write(png);
                exchange.close();
            });
            server.start();
        }

        String url(String name) { return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + name; }

        @Override public void close() { server.stop(0); }
    }

    static byte[] pngBytes() throws Exception {
        var out = new java.io.ByteArrayOutputStream();
        ImageIO.write(new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB), "png", out);
        return out.toByteArray();
    }

    static String remoteBody(CountingServer s) {
        return "# Remote\n\n![a picture](" + s.url("md.png") + ")\n\n<img src=\"" + s.url("tag.png") + "\">\n\n"
                + "<p style=\"background-image: url(" + s.url("css.png") + ")\">styled</p>\n\n"
                + "Inline <img src=\"" + s.url("inline.png") + "\"> image.\n";
    }

    @Test
    void aRemoteImageIsNeverFetchedInTheWindow() throws Exception {
        try (CountingServer s = new CountingServer()) {
            LessonText.Doc doc = LessonText.parse("chain.md", "chain", FRONT + remoteBody(s));
            TextPanel panel = WindowTest.onEdtHeadless(() -> new TextPanel(doc, t -> { }));
            TextPanel.awaitRendered(panel);
            WindowTest.onEdtHeadless(() -> {
                panel.setSize(600, 800);
                panel.doLayout();
                panel.getViewport().doLayout();
                BufferedImage img = new BufferedImage(600, 800, BufferedImage.TYPE_INT_RGB);
                Graphics2D g = img.createGraphics();
                panel.printAll(g);
                g.dispose();
                return null;
            });
            Thread.sleep(700);
            assertEquals(0, s.requests.get(), "requests to the lesson text's remote images");
            String html = panel.currentHtml();
            assertFalse(html.contains("src=\"http") || html.contains("<img") || html.contains("style=\""), html);
            assertTrue(html.contains("a picture"), "the alt text stays: " + html);
        }
    }

    @Test
    void aRemoteImageIsNeverFetchedByRender(@TempDir Path dir) throws Exception {
        try (CountingServer s = new CountingServer()) {
            Files.writeString(dir.resolve("chain.md"), FRONT + remoteBody(s));
            LessonText.setFolder(dir);
            var out = new java.io.ByteArrayOutputStream();
            int code = Commands.run(new String[] {"render", "--out=" + dir.resolve("png"), "--width=800", "--height=500", "--ticks=0", "chain"},
                    new java.io.PrintStream(out), new java.io.PrintStream(out));
            assertEquals(0, code, out.toString());
            Thread.sleep(700);
            assertEquals(0, s.requests.get(), "requests from render");
        }
    }

    @Test
    void rawHtmlIsShownAsTextAndCreatesNoComponent() throws Exception {
        LessonText.Doc doc = LessonText.parse("chain.md", "chain",
                FRONT + "<object classid=\"javax.swing.JButton\"><param name=\"text\" value=\"Pressed\"></object>\n\nA <b>bold</b> claim.\n");
        TextPanel panel = WindowTest.onEdtHeadless(() -> new TextPanel(doc, t -> { }));
        TextPanel.awaitRendered(panel);
        WindowTest.onEdtHeadless(() -> {
            panel.setSize(600, 800);
            panel.validate();
            return null;
        });
        assertEquals(0, buttonsIn(panel.editor()), "components built from the lesson text");
        String html = panel.currentHtml();
        assertFalse(html.contains("<object"), html);
        assertFalse(html.contains("<b>"), html);
        assertTrue(html.contains("&lt;b&gt;bold&lt;/b&gt;"), html);
    }

    private static int buttonsIn(Container c) {
        int n = 0;
        for (Component child : c.getComponents()) {
            if (child instanceof AbstractButton) n++;
            if (child instanceof Container cc) n += buttonsIn(cc);
        }
        return n;
    }

    @Test
    void aLocalImageBesideTheLessonFileIsKept(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("pic.png"), pngBytes());
        Files.writeString(dir.resolve("chain.md"), FRONT + "![local](pic.png)\n\n![escape](../../etc/x.png)\n");
        LessonText.setFolder(dir);
        LessonText.Doc doc = LessonText.load("chain");
        String html = TextPanel.html(doc, Set.of());
        assertTrue(html.contains("<img src=\"" + dir.resolve("pic.png").toUri()), html);
        assertFalse(html.contains("etc/x.png\""), "only files beside the lesson: " + html);
    }

    @Test
    void aHugeLessonTextIsRefusedWithAClearMessage(@TempDir Path dir) throws Exception {
        String big = FRONT + "word ".repeat(1_000_000);
        Files.writeString(dir.resolve("chain.md"), big);
        LessonText.setFolder(dir);
        LessonText.Doc doc = LessonText.load("chain");
        assertTrue(doc.problems().stream().anyMatch(p -> p.contains("KB") && p.contains("at most")), doc.problems().toString());
        assertTrue(doc.body().length() < LessonText.MAX_BYTES, "the body is not kept whole");
        LessonText.Doc parsed = LessonText.parse("x.md", "chain", big);
        assertTrue(parsed.problems().stream().anyMatch(p -> p.contains("at most")), parsed.problems().toString());
    }

    @Test
    void theMarkdownIsParsedOffTheEventThread() throws Exception {
        LessonText.Doc doc = LessonText.parse("chain.md", "chain", FRONT + "# Heading\n\nSome text.\n");
        TextPanel panel = WindowTest.onEdtHeadless(() -> new TextPanel(doc, t -> { }));
        TextPanel.awaitRendered(panel);
        assertTrue(panel.editor().getText().contains("Heading"));
        assertNotEquals(null, TextPanel.lastParseThread);
        assertFalse(TextPanel.lastParseThread.contains("AWT-EventQueue"), TextPanel.lastParseThread);
    }

    @Test
    void aBadRevealLinkGivesANoteNotAStackTrace() throws Exception {
        LessonText.Doc doc = LessonText.parse("chain.md", "chain", FRONT + "## Check yourself\n\n1. Q?\n   > A.\n");
        TextPanel panel = WindowTest.onEdtHeadless(() -> new TextPanel(doc, t -> { }));
        for (String link : List.of("reveal:abc", "reveal:99999999999999999999", "reveal:7")) {
            WindowTest.onEdtHeadless(() -> {
                panel.editor().fireHyperlinkUpdate(new HyperlinkEvent(panel.editor(), HyperlinkEvent.EventType.ACTIVATED, null, link));
                return null;
            });
            TextPanel.awaitRendered(panel);
            String html = panel.currentHtml();
            assertTrue(html.contains("does not open an answer"), link + ": " + html);
        }
        WindowTest.onEdtHeadless(() -> {
            panel.editor().fireHyperlinkUpdate(new HyperlinkEvent(panel.editor(), HyperlinkEvent.EventType.ACTIVATED, null, "reveal:1"));
            return null;
        });
        assertTrue(panel.currentHtml().contains("Hide answer"));
    }

    @Test
    void aByteOrderMarkIsAccepted() {
        LessonText.Doc doc = LessonText.parse("f.md", "chain", "\uFEFF" + FRONT + "# Body\n");
        assertEquals(List.of(), doc.problems());
        assertEquals("T", doc.title("x"));
        LessonText.Doc crlf = LessonText.parse("f.md", "chain", "\uFEFF" + FRONT.replace("\n", "\r\n") + "# Body\r\n");
        assertEquals(List.of(), crlf.problems());
    }

    @Test
    void aDuplicateFrontMatterIsReportedByLine() {
        LessonText.Doc doc = LessonText.parse("f.md", "chain", FRONT + "\n---\ntitle: Second\n---\n# Body\n");
        assertTrue(doc.problems().stream().anyMatch(p -> p.contains("line 8") && p.contains("second front matter")), doc.problems().toString());
        assertEquals("T", doc.title("x"), "the first block counts");
        assertFalse(doc.body().contains("Second"), "the second block is not shown as text: " + doc.body());
        LessonText.Doc twice = LessonText.parse("f.md", "chain", "---\nid: chain\ntitle: A\ntitle: B\npart: 1\norder: 2\n---\n# Body\n");
        assertTrue(twice.problems().stream().anyMatch(p -> p.contains("line 4") && p.contains("twice")), twice.problems().toString());
    }

    @Test
    void frontMatterOnlyGetsANote() {
        LessonText.Doc doc = LessonText.parse("f.md", "chain", FRONT);
        assertTrue(doc.problems().stream().anyMatch(p -> p.contains("no text after the front matter")), doc.problems().toString());
        assertTrue(TextPanel.html(doc, Set.of()).contains("still runs"));
    }

    @Test
    void unreadableLessonFilesNameTheRealCause(@TempDir Path dir) throws Exception {
        Files.createSymbolicLink(dir.resolve("chain.md"), dir.resolve("chain.md"));
        Files.createDirectory(dir.resolve("fabrik.md"));
        LessonText.setFolder(dir);
        assertTrue(LessonText.load("chain").problems().get(0).contains("loop"), LessonText.load("chain").problems().toString());
        assertTrue(LessonText.load("fabrik").problems().get(0).contains("folder"), LessonText.load("fabrik").problems().toString());
        Files.createSymbolicLink(dir.resolve("loop-a"), dir.resolve("loop-b"));
        Files.createSymbolicLink(dir.resolve("loop-b"), dir.resolve("loop-a"));
        assertTrue(FileProblems.whyNotAFolder(dir.resolve("loop-a")).contains("loop"), FileProblems.whyNotAFolder(dir.resolve("loop-a")));
        assertTrue(FileProblems.whyNotAFolder(Files.writeString(dir.resolve("plain"), "x")).contains("is a file"));
        assertEquals("no such folder", FileProblems.whyNotAFolder(dir.resolve("nothing")));
        // Tests run as root here, so a real unreadable file cannot be made; the mapping is what matters.
        assertEquals("permission denied", FileProblems.reason(new java.nio.file.AccessDeniedException("x.md")));
    }

    @Test
    void aStepLinkWithAHugeNumberGetsAClearMessage() throws Exception {
        ExplorerPanel p = ClassroomTest.panel("chain");
        WindowTest.onEdtHeadless(() -> { p.tryThis("step:999999999999"); return null; });
        assertTrue(p.statusText().contains("1 to 100000"), p.statusText());
        assertFalse(p.statusText().contains("For input string"), p.statusText());
        assertEquals(0, p.current().playback().tick());
    }
}
