package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.prefs.Preferences;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.model.Numbers;
import org.creatureexplorer.model.Playback;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 13: preferences fall back to defaults; exported files are whole, together and readable. */
class PreferencesAndFilesTest {

    @Test
    void anOutOfRangeZoomFallsBackToTheDefaultNotTheNearestBound() throws Exception {
        Preferences node = Preferences.userRoot().node("org/creatureexplorer-test-" + System.nanoTime());
        try {
            node.put("zoom", "40");
            assertEquals(1, new Settings(node).look().zoom());
            node.put("zoom", "0.01");
            assertEquals(1, new Settings(node).look().zoom());
            node.put("zoom", "1.5");
            assertEquals(1.5, new Settings(node).look().zoom());
            node.put("windowWidth", "99999999999");
            node.put("windowHeight", "700");
            assertEquals(new java.awt.Dimension(800, 600), new Settings(node).windowSize(new java.awt.Dimension(800, 600)));
        } finally {
            node.removeNode();
        }
    }

    @Test
    void exportedFilesGetTheUmaskNotOwnerOnly(@TempDir Path dir) throws IOException {
        Path reference = Files.createFile(dir.resolve("reference"));
        Path written = dir.resolve("out.txt");
        AtomicFiles.write(written, out -> out.write("x".getBytes(StandardCharsets.UTF_8)));
        assertEquals(Files.getPosixFilePermissions(reference), Files.getPosixFilePermissions(written));
    }

    @Test
    void theCsvAndItsSidecarLandTogetherOrNotAtAll(@TempDir Path dir) throws IOException {
        Lesson<?> lesson = LessonCatalog.byId("chain").orElseThrow();
        Playback playback = new Playback(lesson.factory(), lesson.defaultParams(), 600);
        playback.steps(20);
        Path csv = dir.resolve("chain.csv");
        // The sidecar's name is taken by a folder with something in it: it cannot be written.
        Files.createDirectories(dir.resolve("chain.csv.txt").resolve("inside"));
        assertThrows(IOException.class, () -> Exporter.csv("chain", playback, csv));
        assertFalse(Files.exists(csv), "the CSV landed without its sidecar");
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
        // And when both can be written, both are.
        Path ok = dir.resolve("ok.csv");
        Exporter.csv("chain", playback, ok);
        assertTrue(Files.readString(ok).startsWith("tick,time_s"));
        assertTrue(Files.readString(dir.resolve("ok.csv.txt")).contains("lesson: chain"));
    }

    @Test
    void writeAllReplacesEveryTargetOrLeavesEveryOldOne(@TempDir Path dir) throws IOException {
        Path a = Files.writeString(dir.resolve("a.txt"), "old a");
        Path b = dir.resolve("b.txt");
        Files.createDirectories(b.resolve("x"));
        Map<Path, AtomicFiles.Writer> both = new LinkedHashMap<>();
        both.put(a, out -> out.write("new a".getBytes(StandardCharsets.UTF_8)));
        both.put(b, out -> out.write("new b".getBytes(StandardCharsets.UTF_8)));
        assertThrows(IOException.class, () -> AtomicFiles.writeAll(both));
        assertEquals("old a", Files.readString(a));
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count());
        }
    }

    /** Issue 13, case 6: a write that fails half-way (a full disk) leaves no temporary file and no half file. */
    @Test
    void aWriteThatFailsHalfWayLeavesNothingBehind(@TempDir Path dir) throws IOException {
        Path png = dir.resolve("chain.png");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(png, out -> {
            out.write(new byte[4096]);
            throw new IOException("No space left on device");
        }));
        assertTrue(e.getMessage().contains("No space left"), e.getMessage());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "no temporary or half-written file is left behind");
        }
    }

    @Test
    void anExportIntoASymlinkLoopSaysLoop(@TempDir Path dir) throws IOException {
        Files.createSymbolicLink(dir.resolve("a"), dir.resolve("b"));
        Files.createSymbolicLink(dir.resolve("b"), dir.resolve("a"));
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(dir.resolve("a").resolve("stage.png"), out -> out.write(1)));
        assertTrue(e.getMessage().contains("loop"), e.getMessage());
    }

    // ---- issue 28, point 7: corrupt preferences and two windows -------------------------------

    private static ExplorerPanel panelOn(Preferences node) throws Exception {
        return WindowTest.onEdtHeadless(() -> {
            ExplorerWindow.installLookAndFeel();
            return new ExplorerPanel(LessonCatalog.all(), new Settings(node), ExplorerPanel.Options.NONE);
        });
    }

    @Test
    void corruptPreferencesStartCleanWithANoteAndAreGoneAfterwards() throws Exception {
        Preferences node = Preferences.userRoot().node("org/creatureexplorer-test-" + System.nanoTime());
        try {
            Map<String, String> garbage = new LinkedHashMap<>();
            garbage.put("theme", "PURPLE");
            garbage.put("zoom", "1e308");
            garbage.put("projector", "maybe");
            garbage.put("windowWidth", "-5");
            garbage.put("windowHeight", "abc");
            garbage.put("reducedMotion", "7");
            garbage.put("lessonListHidden", "TRUE");
            garbage.put("language", "xx");
            garbage.put("lastLesson", "x".repeat(8000));
            garbage.put("overlays.chain", "BONES,NOPE");
            garbage.put("exportFolder", "not/an/absolute/folder");
            garbage.forEach(node::put);
            ExplorerPanel p = panelOn(node);
            assertEquals(Look.DEFAULT, p.look());
            assertFalse(p.reducedMotion());
            assertTrue(p.lessonListVisible());
            assertEquals(LessonCatalog.all().get(0), p.current().lesson());
            String note = p.statusText();
            assertTrue(note.contains("could not be read"), note);
            for (String named : List.of("theme", "zoom", "projection", "window size", "reduced motion", "lesson list",
                    "language", "last lesson", "overlays", "export folder")) {
                assertTrue(note.contains(named), named + " is not named: " + note);
            }
            assertTrue(note.length() < 400, "one short line: " + note);
            garbage.forEach((key, bad) -> assertFalse(bad.equals(node.get(key, null)), key + " is still stored as " + Numbers.quote(bad)));
            // The next start is clean: no note.
            assertEquals("", panelOn(node).statusText().strip());
        } finally {
            node.removeNode();
        }
    }

    @Test
    void aWindowThatChangedNothingLeavesTheOthersSettingsAlone() throws Exception {
        Preferences node = Preferences.userRoot().node("org/creatureexplorer-test-" + System.nanoTime());
        try {
            ExplorerPanel a = panelOn(node);
            ExplorerPanel b = panelOn(node);
            WindowTest.onEdtHeadless(() -> {
                b.setLook(b.look().withTheme(Theme.DARK));
                b.savePreferences();
                a.savePreferences(); // the first window closes last, its theme never touched
                return null;
            });
            assertEquals("DARK", node.get("theme", null), "the window that changed nothing wrote its theme over the other's");
        } finally {
            node.removeNode();
        }
    }

    /** Two copies of the app at once, each in its own JVM, on one settings file (garbage to start with). */
    @Test
    void twoWindowsAtOnceKeepEachOthersChanges(@TempDir Path dir) throws Exception {
        Path settings = dir.resolve("config/settings.properties");
        Files.createDirectories(settings.getParent());
        Files.write(settings, new byte[] {'<', 'm', 'a', 'p', 0, (byte) 0xff, 'g', 'a', 'r', 'b', 'a', 'g', 'e'});
        Path signals = Files.createDirectories(dir.resolve("signals"));
        Process a = copyOfTheApp(dir, settings, signals, "A", "dark");
        Process b = copyOfTheApp(dir, settings, signals, "B", "zoom");
        try {
            // Both started; A closes first, then B, which read the settings before A changed them.
            Files.createFile(signals.resolve("close-A"));
            assertTrue(a.waitFor(90, java.util.concurrent.TimeUnit.SECONDS), "A did not close");
            Files.createFile(signals.resolve("close-B"));
            assertTrue(b.waitFor(90, java.util.concurrent.TimeUnit.SECONDS), "B did not close");
            String outA = new String(a.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String outB = new String(b.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, a.exitValue(), outA);
            assertEquals(0, b.exitValue(), outB);
            for (String out : List.of(outA, outB)) assertFalse(out.contains("Exception"), out);
            // The garbage is noted by whichever copy read it first (the other finds it set aside already).
            assertTrue(outA.contains("could not be read") || outB.contains("could not be read"), "no note about the garbage:\n" + outA + "\n" + outB);
            assertTrue(Files.exists(settings.resolveSibling("settings.properties.unreadable")), "the garbage is kept aside");
            assertTrue(outA.contains("Another Creature Explorer window is open") || outB.contains("Another Creature Explorer window is open"),
                    "neither window says the other is open:\n" + outA + "\n" + outB);
            String saved = Files.readString(settings);
            assertTrue(saved.contains("theme=DARK\n"), "A's dark theme was overwritten: " + saved);
            assertTrue(saved.contains("zoom=1.15\n"), "B's zoom is lost: " + saved);
        } finally {
            a.destroyForcibly();
            b.destroyForcibly();
        }
    }

    private static Process copyOfTheApp(Path dir, Path settings, Path signals, String name, String change) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "-Djava.awt.headless=true",
                "-Dcreature.explorer.settings=" + settings, "-Djava.util.prefs.userRoot=" + dir.resolve("prefs"),
                PreferencesWindowMain.class.getName(), name, signals.toString(), change);
        pb.redirectErrorStream(true);
        return pb.start();
    }
}
