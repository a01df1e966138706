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
}
