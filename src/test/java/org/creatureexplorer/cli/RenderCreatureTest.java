package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code render --creature=FILE}: the file drawn in the workshop; a bad file or a lesson that takes no creature is one line and exit 2. */
class RenderCreatureTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Commands.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aFileIsDrawnInTheWorkshopAndAChallenge(@TempDir Path dir) throws Exception {
        assertEquals(0, run("render", "--out=" + dir, "--width=800", "--height=450", "--ticks=30", "--creature=creatures/challenges/sure-footed.json"));
        assertTrue(Files.size(dir.resolve("workshop.png")) > 1000);
        assertEquals(0, run("render", "--out=" + dir, "--width=800", "--height=450", "--ticks=30", "--creature=koi", "--set=challenge=tight-circle",
                "challenges"));
        assertTrue(Files.size(dir.resolve("challenges.png")) > 1000);
    }

    @Test
    void aBadFileOrALessonWithoutACreatureIsRefused(@TempDir Path dir) {
        assertEquals(2, run("render", "--out=" + dir, "--creature=src/test/resources/workshop/broken/brain-wrong-key.json"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("brain-wrong-key.json:7: unknown key"), err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("render", "--out=" + dir, "--creature=koi", "chain"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("lesson chain is not a workshop lesson"), err.toString(StandardCharsets.UTF_8));
    }
}
