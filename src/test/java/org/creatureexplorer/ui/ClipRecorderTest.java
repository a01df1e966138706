package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The GIF clip: frame count, timing, size, and each frame as composited equals the replayed world painted then. */
public class ClipRecorderTest {
    @TempDir Path dir;

    /** Frames read back and composited as a viewer shows them (each sub-rectangle drawn over the last), with their delays. */
    public record Read(int width, int height, List<BufferedImage> frames, List<Integer> delays, List<int[]> rects) {}

    public static Read read(Path file) throws Exception {
        ImageReader r = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            r.setInput(in);
            int n = r.getNumImages(true);
            IIOMetadataNode stream = (IIOMetadataNode) r.getStreamMetadata().getAsTree("javax_imageio_gif_stream_1.0");
            IIOMetadataNode screen = (IIOMetadataNode) stream.getElementsByTagName("LogicalScreenDescriptor").item(0);
            int w = Integer.parseInt(screen.getAttribute("logicalScreenWidth"));
            int h = Integer.parseInt(screen.getAttribute("logicalScreenHeight"));
            BufferedImage canvas = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
            List<BufferedImage> frames = new ArrayList<>();
            List<Integer> delays = new ArrayList<>();
            List<int[]> rects = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                BufferedImage f = r.read(i);
                IIOMetadataNode m = (IIOMetadataNode) r.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0");
                IIOMetadataNode d = (IIOMetadataNode) m.getElementsByTagName("ImageDescriptor").item(0);
                IIOMetadataNode c = (IIOMetadataNode) m.getElementsByTagName("GraphicControlExtension").item(0);
                int x = Integer.parseInt(d.getAttribute("imageLeftPosition"));
                int y = Integer.parseInt(d.getAttribute("imageTopPosition"));
                rects.add(new int[] {x, y, f.getWidth(), f.getHeight()});
                delays.add(Integer.parseInt(c.getAttribute("delayTime")));
                Graphics2D g = canvas.createGraphics();
                g.drawImage(f, x, y, null);
                g.dispose();
                BufferedImage copy = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
                copy.getGraphics().drawImage(canvas, 0, 0, null);
                frames.add(copy);
            }
            return new Read(w, h, frames, delays, rects);
        } finally {
            r.dispose();
        }
    }

    private static ClipRecorder.Look look() {
        return new ClipRecorder.Look(Palette.LIGHT, EnumSet.noneOf(Overlay.class), 1, 1);
    }

    @Test
    void framesTimingAndPixelsMatchTheReplayedRun() throws Exception {
        Lesson<?> lesson = LessonCatalog.byId("chain").orElseThrow();
        Playback playback = new Playback(lesson.factory(), lesson.defaultParams(), 2000);
        playback.steps(60);
        playback.apply(new Input.PointerAt(new Vec2(60, 40))); // an input: the clip must replay it
        playback.steps(30);
        ClipRecorder.Settings settings = new ClipRecorder.Settings(1, 30, 320);
        Path file = dir.resolve("chain.gif");
        ClipRecorder.from(lesson, playback, look(), settings).write(file);
        assertEquals(90, playback.tick(), "recording leaves the live run alone");

        Read gif = read(file);
        assertEquals(30, gif.frames().size(), "seconds x fps frames");
        assertEquals(320, gif.width());
        assertEquals(320 * 300 / 480, gif.height(), "the stage's shape (480x300)");
        assertEquals(100, gif.delays().stream().mapToInt(Integer::intValue).sum(), "the delays add up to the clip's second");
        for (int d : gif.delays()) assertTrue(d == 3 || d == 4, "1/30 s is 3 or 4 hundredths, got " + d);
        assertTrue(gif.rects().get(5)[2] * gif.rects().get(5)[3] < 320 * 200, "later frames carry only what changed");

        // Independently: the same run (same input) stepped 2 ticks per frame, painted and put on the palette.
        World world = lesson.createWorld(lesson.defaultParams());
        for (int t = 0; t < 90; t++) {
            if (t == 60) world.apply(new Input.PointerAt(new Vec2(60, 40)));
            world.step();
        }
        ClipPalette colours = new ClipPalette(Palette.LIGHT);
        for (int k = 0; k < 30; k++) {
            if (k > 0) { world.step(); world.step(); }
            if (k % 7 != 0 && k != 29) continue;
            BufferedImage expected = ClipRecorder.still(lesson, world, look(), 320);
            byte[] idx = colours.index(expected);
            int[] want = new int[idx.length];
            for (int i = 0; i < idx.length; i++) want[i] = colours.model.getRGB(idx[i] & 255) | 0xFF000000;
            int[] got = gif.frames().get(k).getRGB(0, 0, 320, 200, null, 0, 320);
            assertArrayEquals(want, got, "frame " + k + " is the run at tick " + world.tick());
        }
        BufferedImage first = gif.frames().get(0);
        BufferedImage last = gif.frames().get(29);
        int differ = 0;
        for (int y = 0; y < 200; y++) for (int x = 0; x < 320; x++) if (first.getRGB(x, y) != last.getRGB(x, y)) differ++;
        assertTrue(differ > 500, "the creature moves between the first and the last frame: " + differ + " pixels differ");
    }

    @Test
    void theSameRunGivesTheSameBytes() throws Exception {
        Lesson<?> lesson = LessonCatalog.byId("wander").orElseThrow();
        Playback playback = new Playback(lesson.factory(), lesson.defaultParams(), 2000);
        playback.steps(40);
        ClipRecorder.Settings settings = new ClipRecorder.Settings(0.5, 20, 240);
        ClipRecorder.from(lesson, playback, look(), settings).write(dir.resolve("a.gif"));
        ClipRecorder.from(lesson, playback, look(), settings).write(dir.resolve("b.gif"));
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.gif")), Files.readAllBytes(dir.resolve("b.gif")));
        assertEquals(10, read(dir.resolve("a.gif")).frames().size());
        assertFalse(new File(dir.toFile(), "a.gif.tmp").exists());
    }

    @Test
    void delaysAddUpForRatesThatDoNotDivideAHundred() {
        for (int fps : new int[] {7, 24, 30, 60}) {
            int sum = 0;
            for (int k = 0; k < fps * 3; k++) sum += ClipRecorder.delayCentiseconds(k, fps);
            assertEquals(300, sum, "3 s at " + fps + " fps");
        }
    }

    @Test
    void thePaletteHasTheLooksColoursExactly() {
        ClipPalette colours = new ClipPalette(Palette.PROJECTOR);
        assertTrue(colours.size() <= 256);
        BufferedImage img = new BufferedImage(2, 1, BufferedImage.TYPE_INT_RGB);
        img.setRGB(0, 0, Palette.PROJECTOR.body().getRGB());
        img.setRGB(1, 0, Palette.PROJECTOR.background().getRGB());
        byte[] idx = colours.index(img);
        assertEquals(Palette.PROJECTOR.body().getRGB() | 0xFF000000, colours.model.getRGB(idx[0] & 255));
        assertEquals(Palette.PROJECTOR.background().getRGB() | 0xFF000000, colours.model.getRGB(idx[1] & 255));
    }
}
