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

    // ---- issue 28, points 2 and 3: pictures are bounded and stay inside the lessons folder -------

    /**
     * A PNG with only its header and end: {@code width} x {@code height} as the header says,
     * without the pixels (enough for a reader that looks before it decodes; a real 40,000 px
     * square compresses to 194 KB and decodes to 6.4 GB).
     */
    static byte[] pngHeaderOnly(int width, int height) {
        java.nio.ByteBuffer ihdr = java.nio.ByteBuffer.allocate(13).putInt(width).putInt(height)
                .put((byte) 8).put((byte) 6).put((byte) 0).put((byte) 0).put((byte) 0);
        var out = new java.io.ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        chunk(out, "IHDR", ihdr.array());
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(java.io.ByteArrayOutputStream out, String type, byte[] data) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(typeBytes);
        crc.update(data);
        out.writeBytes(java.nio.ByteBuffer.allocate(4).putInt(data.length).array());
        out.writeBytes(typeBytes);
        out.writeBytes(data);
        out.writeBytes(java.nio.ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }

    private static String htmlOf(Path dir, String body) throws Exception {
        Files.writeString(dir.resolve("chain.md"), FRONT + body);
        LessonText.setFolder(dir);
        return TextPanel.html(LessonText.load("chain"), Set.of());
    }

    @Test
    void aPictureTooLargeToDecodeIsRefusedByItsHeaderWithANote(@TempDir Path dir) throws Exception {
        Files.write(dir.resolve("huge.png"), pngHeaderOnly(40_000, 40_000));
        // Each side within 4,096 px, but 3,000 x 2,000 x 4 bytes is 24 MB decoded.
        Files.write(dir.resolve("wide.png"), pngHeaderOnly(3_000, 2_000));
        Files.write(dir.resolve("ok.png"), pngBytes());
        String html = htmlOf(dir, "![a huge one](huge.png)\n\n![a wide one](wide.png)\n\n![fine](ok.png)\n");
        assertFalse(html.contains("huge.png\""), "the 40,000 px picture is handed to the HTML view: " + html);
        assertFalse(html.contains("wide.png\""), "the 24 MB picture is handed to the HTML view: " + html);
        assertTrue(html.contains("a huge one") && html.contains("40,000 x 40,000 px"), "a note with the size: " + html);
        assertTrue(html.contains("4,096 px"), "the note says the limit: " + html);
        assertTrue(html.contains("a wide one") && html.contains("16 MB"), html);
        assertTrue(html.contains("<img src=\"" + dir.resolve("ok.png").toUri()), "a small picture still shows: " + html);
    }

    @Test
    void aFileThatIsNoPictureGetsANote(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("notes.png"), "this is text, not a picture");
        String html = htmlOf(dir, "![what](notes.png)\n");
        assertFalse(html.contains("<img"), html);
        assertTrue(html.contains("what") && html.contains("not a picture"), html);
    }

    @Test
    void aPictureThatLinksOutOfTheLessonsFolderIsRefused(@TempDir Path dir, @TempDir Path elsewhere) throws Exception {
        Path secret = Files.write(elsewhere.resolve("secret.png"), pngBytes());
        Files.createSymbolicLink(dir.resolve("shadow.png"), Path.of("/etc/shadow"));
        Files.createSymbolicLink(dir.resolve("outside.png"), secret);
        Files.createDirectories(dir.resolve("pics"));
        Files.createSymbolicLink(dir.resolve("pics").resolve("up.png"), dir.resolve("ok.png"));
        Files.write(dir.resolve("ok.png"), pngBytes());
        Files.createSymbolicLink(dir.resolve("alias.png"), dir.resolve("ok.png"));
        String html = htmlOf(dir, "![s](shadow.png)\n\n![o](outside.png)\n\n![a](alias.png)\n\n![u](pics/up.png)\n");
        assertFalse(html.contains("shadow.png\"") || html.contains("/etc/shadow"), "a link to /etc/shadow is opened: " + html);
        assertFalse(html.contains("outside.png\"") || html.contains(secret.toUri().toString()), "a link out of the folder: " + html);
        assertTrue(html.contains("outside the lessons folder"), "a note: " + html);
        // A link that stays inside the folder is an ordinary picture.
        assertTrue(html.contains(dir.toRealPath().resolve("ok.png").toUri().toString()), html);
    }

    @Test
    void picturesShowWhenTheLessonsFolderItselfIsALink(@TempDir Path dir) throws Exception {
        Path real = Files.createDirectories(dir.resolve("real"));
        Path link = Files.createSymbolicLink(dir.resolve("lessons-link"), real);
        Files.write(real.resolve("ok.png"), pngBytes());
        String html = htmlOf(link, "![fine](ok.png)\n");
        assertTrue(html.contains("<img src=\""), html);
        assertTrue(html.contains("ok.png\""), html);
    }

    // ---- issue 28, point 4: titles are plain text, and only a sound front matter gives one ------

    /** The title shown in the list for {@code lessonId}, as its cell renderer draws it. */
    private static String listCellText(ExplorerPanel p, String lessonId) throws Exception {
        return WindowTest.onEdtHeadless(() -> {
            LessonList list = p.lessonList();
            var lesson = org.creatureexplorer.catalog.LessonCatalog.byId(lessonId).orElseThrow();
            int index = org.creatureexplorer.catalog.LessonCatalog.all().indexOf(lesson);
            var cell = (javax.swing.JLabel) list.getCellRenderer().getListCellRendererComponent(list, lesson, index, false, false);
            return cell.getText();
        });
    }

    @Test
    void controlAndInvisibleCharactersAreLeftOutOfTitles(@TempDir Path dir) throws Exception {
        // A right-to-left override, a zero-width space, a bell, a tab and a line separator.
        Files.writeString(dir.resolve("chain.md"), "---\nid: chain\ntitle: A \u202Echain\u200B follows\u0007 its\thead\u2028\npart: 1\norder: 2\n---\n# Body\n");
        LessonText.setFolder(dir);
        LessonText.Doc doc = LessonText.load("chain");
        assertEquals("A chain follows its head", doc.title("fallback"));
        assertTrue(doc.problems().stream().anyMatch(p -> p.contains("line 3") && p.contains("U+202E") && p.contains("left out")),
                doc.problems().toString());
        assertEquals("A chain follows its head", LessonText.heading("chain").title());
        ExplorerPanel p = ClassroomTest.panel("chain");
        assertEquals("A chain follows its head", p.current().shownTitle());
        String cell = listCellText(p, "chain");
        assertTrue(cell.endsWith("A chain follows its head"), cell);
        assertTrue(cell.codePoints().noneMatch(c -> Character.getType(c) == Character.FORMAT || Character.isISOControl(c)), cell);
        // Nothing but invisible characters is no title.
        LessonText.Doc blank = LessonText.parse("f.md", "chain", "---\nid: chain\ntitle: \u200B\u202E\npart: 1\norder: 2\n---\n# Body\n");
        assertEquals("fallback", blank.title("fallback"));
    }

    @Test
    void aBrokenFrontMatterNeverGivesTheTitleShown(@TempDir Path dir) throws Exception {
        String catalogue = org.creatureexplorer.catalog.LessonCatalog.byId("chain").orElseThrow().title();
        for (String front : List.of("id: chain\ntitle: Broken title\npart: 9\norder: 2",
                "id: fabrik\ntitle: Broken title\npart: 1\norder: 2",
                "id: chain\ntitle: Broken title\npart: 1")) {
            Files.writeString(dir.resolve("chain.md"), "---\n" + front + "\n---\n# Body\n");
            LessonText.setFolder(dir);
            assertEquals(catalogue, LessonText.heading("chain").title(), front);
            ExplorerPanel p = ClassroomTest.panel("chain");
            assertEquals(catalogue, p.current().shownTitle(), front);
            assertFalse(listCellText(p, "chain").contains("Broken"), front);
            // Later too: Ctrl+R reads the files again, and the list and the heading keep the catalogue's title.
            WindowTest.onEdtHeadless(() -> { p.reloadTexts(); return null; });
            assertEquals(catalogue, p.current().shownTitle(), front);
            assertFalse(listCellText(p, "chain").contains("Broken"), front);
            assertTrue(p.current().text() != null);
        }
    }
}
