package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code measure workshop}: CSV for a file, a verdict with exit 0 or 1 for --check, one line and exit 2 for a bad file. */
class WorkshopCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Commands.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aLibraryCreatureAsCsv() {
        assertEquals(0, run("measure", "workshop", "--creature=koi", "--ticks=10"));
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(12, lines.length);
        assertTrue(lines[0].startsWith("tick,time_s,head_x,head_y,"), lines[0]);
        assertTrue(lines[0].contains(",tail_fin_angle"), lines[0]);
    }

    @Test
    void aCheckPrintsTheVerdictAndItsExitCode() {
        assertEquals(0, run("measure", "workshop", "--creature=creatures/challenges/flee.json", "--check=flee"));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("challenge flee: PASS  closest "), out.toString(StandardCharsets.UTF_8));
        out.reset();
        assertEquals(1, run("measure", "workshop", "--creature=src/test/resources/workshop/bad-designs/flee.json", "--check=flee"));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("challenge flee: FAIL  closest "), out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aChallengesNameIsItsReferenceSolution() {
        assertEquals(0, run("measure", "workshop", "--creature=tight-circle", "--check=tight-circle"));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("challenge tight-circle: PASS  "), out.toString(StandardCharsets.UTF_8));
        out.reset();
        assertEquals(0, run("measure", "workshop", "--help"));
        String help = out.toString(StandardCharsets.UTF_8);
        assertTrue(help.contains("a challenge's name (below) for its reference solution") && help.contains("pet, centipede"), help);
    }

    @Test
    void thePetsMoodIsAWord() {
        assertEquals(0, run("measure", "workshop", "--creature=pet", "--ticks=1"));
        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        int state = java.util.Arrays.asList(lines[0].split(",")).indexOf("state");
        assertEquals("FOLLOW", lines[1].split(",")[state], lines[1]);
    }

    @Test
    void aBrokenFileIsOneLineAndExitTwo() {
        assertEquals(2, run("measure", "workshop", "--creature=src/test/resources/workshop/broken/gap-out-of-range.json"));
        assertEquals("creature-explorer: src/test/resources/workshop/broken/gap-out-of-range.json:6: spine \"gap\" is 0, outside 2 to 40 px\n",
                err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void usageMistakesAreExitTwo() {
        assertEquals(2, run("measure", "workshop"));
        assertEquals(2, run("measure", "workshop", "--creature=koi", "--check=juggle"));
        assertEquals(2, run("measure", "workshop", "--creature=koi", "--check=flee", "--ticks=5"));
        assertEquals(2, run("measure", "workshop", "--creature=no-such-creature"));
        assertEquals(4, err.toString(StandardCharsets.UTF_8).lines().count());
    }
}
