package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.creatureexplorer.catalog.LessonCatalog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RenderAndBenchTest {

    @Test
    void renderWritesOnePngPerLessonAtTheRequestedSize(@TempDir Path dir) throws Exception {
        CommandsTest.Result r = CommandsTest.run("render", "--out=" + dir, "--width=800", "--height=500", "--ticks=30");
        assertEquals(0, r.code(), r.err());
        for (String id : LessonCatalog.ids()) {
            File f = dir.resolve(id + ".png").toFile();
            BufferedImage img = ImageIO.read(f);
            assertNotNull(img, id);
            assertEquals(800, img.getWidth());
            assertEquals(500, img.getHeight());
            assertTrue(distinctColours(img) > 50, "a real picture, not a blank: " + id);
        }
    }

    @Test
    void differentTicksGiveDifferentPictures(@TempDir Path dir) throws Exception {
        CommandsTest.run("render", "--out=" + dir.resolve("a"), "--width=1280", "--height=720", "--ticks=0", "chain");
        CommandsTest.run("render", "--out=" + dir.resolve("b"), "--width=1280", "--height=720", "--ticks=120", "chain");
        BufferedImage a = ImageIO.read(dir.resolve("a/chain.png").toFile());
        BufferedImage b = ImageIO.read(dir.resolve("b/chain.png").toFile());
        int differing = 0;
        for (int y = 0; y < a.getHeight(); y += 2) {
            for (int x = 0; x < a.getWidth(); x += 2) if (a.getRGB(x, y) != b.getRGB(x, y)) differing++;
        }
        assertTrue(differing > 500, "the snake moved: " + differing);
    }

    @Test
    void benchPrintsOneRowPerLessonWithPositiveNumbers() {
        CommandsTest.Result r = CommandsTest.run("bench", "--width=800", "--height=500", "--frames=10", "chain");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.lines();
        assertEquals(BenchCommand.HEADER, lines.get(0));
        assertEquals(2, lines.size());
        String[] cells = lines.get(1).split(",");
        assertEquals("chain", cells[0]);
        for (int i = 1; i < cells.length; i++) assertTrue(Double.parseDouble(cells[i]) > 0, lines.get(1));
    }

    @Test
    void renderCanSetLessonParametersAndRefusesUnknownOnes(@TempDir Path dir) throws Exception {
        CommandsTest.Result ok = CommandsTest.run("render", "--out=" + dir, "--width=640", "--height=400", "--ticks=5", "--set=gap=20", "chain");
        assertEquals(0, ok.code(), ok.err());
        assertNotNull(ImageIO.read(dir.resolve("chain.png").toFile()));
        CommandsTest.Result bad = CommandsTest.run("render", "--out=" + dir, "--set=wings=2", "chain");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("no parameter wings") && bad.err().contains("gap"), bad.err());
        assertEquals(2, CommandsTest.run("render", "--out=" + dir, "--set=gap=999", "chain").code());
        assertEquals(2, CommandsTest.run("render", "--out=" + dir, "--set=gap", "chain").code());
    }

    static int distinctColours(BufferedImage img) {
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 3) for (int x = 0; x < img.getWidth(); x += 3) colours.add(img.getRGB(x, y));
        return colours.size();
    }
}
