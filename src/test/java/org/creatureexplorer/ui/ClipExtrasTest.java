package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.creatureexplorer.lessons.skeletons.ChainLesson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Clips with the charts beside the stage, with the pinned runs, and their progress and cancel. */
class ClipExtrasTest {
    @TempDir Path dir;

    private static int frameCount(Path gif) throws Exception {
        ImageReader r = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            r.setInput(in);
            return r.getNumImages(true);
        } finally {
            r.dispose();
        }
    }

    private static LessonView chainAt(int ticks) {
        LessonView v = new LessonView(ChainLesson.create());
        v.advance(ticks);
        return v;
    }

    private static int distinctColours(BufferedImage img, int x0, int x1) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y++) for (int x = x0; x < x1; x++) seen.add(img.getRGB(x, y));
        return seen.size();
    }

    @Test
    void theChartsStandBesideTheStageEachWithItsHeight() throws Exception {
        LessonView v = chainAt(120);
        ClipRecorder.Settings settings = new ClipRecorder.Settings(0.5, 10, 640, true);
        ClipRecorder clip = ClipRecorder.of(v, Look.DEFAULT, settings);
        assertEquals(4 * ClipRecorder.CLIP_CHART_HEIGHT, clip.height(), "four charts of the chain, each its least height");
        Path file = dir.resolve("charts.gif");
        List<int[]> progress = new ArrayList<>();
        clip.write(file, (done, total) -> progress.add(new int[] {done, total}));
        assertEquals(5, frameCount(file));
        assertEquals(5, progress.size(), "progress after every frame");
        assertEquals(5, progress.get(4)[0]);
        assertEquals(5, progress.get(4)[1]);

        BufferedImage first = ImageIO.read(file.toFile());
        assertEquals(640, first.getWidth());
        assertEquals(720, first.getHeight());
        // The right half holds the charts: titles, axes and lines in many colours, not an empty ground.
        assertTrue(distinctColours(first, 330, 640) > 8, "charts drawn on the right");

        ClipRecorder stageOnly = ClipRecorder.of(v, Look.DEFAULT, new ClipRecorder.Settings(0.5, 10, 640));
        // The stage alone: its picture keeps the field's shape at the full width (480x300 makes 640x400),
        // with the readouts' band above it, so the stage fills the frame and no band of ground is empty.
        int h = stageOnly.height();
        assertTrue(h >= 400 && h <= 400 + 3 * 40 && h % 2 == 0, "the stage alone: 400 px of picture and its readouts, not " + h);
    }

    @Test
    void aPinnedRunRidesAlongAsAGhost() throws Exception {
        LessonView v = chainAt(200);
        ClipRecorder.Settings settings = new ClipRecorder.Settings(0.2, 10, 480);
        Path plain = dir.resolve("plain.gif");
        ClipRecorder.of(v, Look.DEFAULT, settings).write(plain);

        LessonView pinned = chainAt(200);
        pinned.pin();
        pinned.setParameter("gap", "20");
        pinned.reset();
        pinned.advance(200);
        Path withGhost = dir.resolve("ghost.gif");
        ClipRecorder.of(pinned, Look.DEFAULT, settings).write(withGhost);
        // The live runs differ (gap 20 vs 12) so compare the ghost clip with a clip of the gap-20 run alone.
        pinned.clearPin(0);
        Path alone = dir.resolve("alone.gif");
        ClipRecorder.of(pinned, Look.DEFAULT, settings).write(alone);
        BufferedImage a = ImageIO.read(withGhost.toFile());
        BufferedImage b = ImageIO.read(alone.toFile());
        int differing = 0;
        for (int y = 0; y < a.getHeight(); y++) for (int x = 0; x < a.getWidth(); x++) if (a.getRGB(x, y) != b.getRGB(x, y)) differing++;
        assertTrue(differing > 200, "the ghost of the gap-12 run is drawn, " + differing + " pixels");
        assertTrue(Files.size(plain) > 0);
    }

    @Test
    void aCancelledClipLeavesNoFileAndAnEarlierOneAlone() throws Exception {
        LessonView v = chainAt(60);
        Path file = dir.resolve("clip.gif");
        Files.writeString(file, "an earlier file");
        ClipRecorder clip = ClipRecorder.of(v, Look.DEFAULT, new ClipRecorder.Settings(2, 10, 320));
        assertThrows(CancellationException.class, () -> clip.write(file, (done, total) -> {
            if (done == 3) throw new CancellationException("cancelled");
        }));
        assertEquals("an earlier file", Files.readString(file));
        try (var files = Files.list(dir)) {
            assertFalse(files.anyMatch(p -> !p.equals(file)), "no temporary file left behind");
        }
    }
}
