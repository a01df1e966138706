package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Issue 13: bad input and broken outputs get a clear message and a non-zero exit, never a stack trace. */
class RobustCommandsTest {

    @ParameterizedTest
    @ValueSource(strings = {"--gap=0x1p3", "--joints=10d", "--gap=12f", "--gap=NaN", "--gap=Infinity", "--gap=1_0", "--gap=0x10"})
    void lenientNumberFormsAreRejected(String option) {
        CommandsTest.Result r = CommandsTest.run("measure", "chain", "--ticks=1", option);
        assertEquals(2, r.code(), option + " was accepted: " + r.out());
        assertTrue(r.err().contains("is not a"), r.err());
    }

    @Test
    void plainDecimalsStillWork() {
        assertEquals(0, CommandsTest.run("measure", "chain", "--ticks=1", "--gap=12.5").code());
        assertEquals(0, CommandsTest.run("measure", "chain", "--ticks=1", "--gap=1.2e1").code());
        assertEquals(0, CommandsTest.run("measure", "steer", "--ticks=1", "--max-force=inf").code());
    }

    @Test
    void aHugeNumberIsQuotedShortNotEchoedAsThreeHundredDigits() {
        CommandsTest.Result r = CommandsTest.run("measure", "chain", "--ticks=1", "--gap=1e308");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("1e308"), r.err());
        assertFalse(r.err().matches("(?s).*\\d{30}.*"), r.err());
        CommandsTest.Result longInput = CommandsTest.run("measure", "chain", "--ticks=1", "--gap=" + "9".repeat(5000));
        assertEquals(2, longInput.code());
        assertTrue(longInput.err().length() < 400, longInput.err());
    }

    @Test
    void springKneeSideIsOneOrMinusOne() {
        CommandsTest.Result r = CommandsTest.run("measure", "spring-knee", "--side=0");
        assertEquals(2, r.code(), r.out());
        assertTrue(r.err().contains("--side=0"), r.err());
        assertEquals(0, CommandsTest.run("measure", "spring-knee", "--side=-1", "--ticks=2").code());
    }

    @Test
    void aSweepWhoseRowCountOverflowsIsRefused() {
        CommandsTest.Result r = CommandsTest.run("measure", "knee", "--from=0", "--to=100000", "--step=1e-300");
        assertEquals(2, r.code(), "printed " + r.lines().size() + " lines");
        assertTrue(r.err().contains("rows"), r.err());
        assertTrue(r.err().length() < 300, r.err());
    }

    @Test
    void theUncappedLightWalkerIsExcludedWithAReason(@TempDir Path dir) {
        CommandsTest.Result m = CommandsTest.run("measure", "steer", "--max-force=inf", "--mass=0.25", "--ticks=700");
        assertEquals(2, m.code(), "accepted; last row " + (m.lines().isEmpty() ? "" : m.lines().get(m.lines().size() - 1)));
        assertTrue(m.err().contains("0.5"), m.err());
        CommandsTest.Result r = CommandsTest.run("render", "--out=" + dir, "--width=640", "--height=400", "--ticks=700",
                "--set=mass=0.25,no-cap=true", "cap");
        assertEquals(2, r.code(), r.err());
        // The edge of the allowed range runs and renders.
        CommandsTest.Result edge = CommandsTest.run("render", "--out=" + dir, "--width=640", "--height=400", "--ticks=700",
                "--set=mass=0.5,no-cap=true", "cap");
        assertEquals(0, edge.code(), edge.err());
        CommandsTest.Result edgeCsv = CommandsTest.run("measure", "steer", "--max-force=inf", "--mass=0.5", "--ticks=5000");
        assertEquals(0, edgeCsv.code(), edgeCsv.err());
        assertFalse(edgeCsv.out().contains("NaN") || edgeCsv.out().contains("Infinity"));
    }

    /** A stdout whose reader has gone: every write fails, as a closed pipe or a full disk does. */
    static final class BrokenStream extends OutputStream {
        final int okBytes;
        long written;
        int failedWrites;
        long refusedBytes;

        BrokenStream(int okBytes) { this.okBytes = okBytes; }

        @Override public void write(int b) throws IOException { write(new byte[] {(byte) b}, 0, 1); }

        @Override public void write(byte[] b, int off, int len) throws IOException {
            if (written + len > okBytes) {
                failedWrites++;
                refusedBytes += len;
                throw new IOException("No space left on device");
            }
            written += len;
        }
    }

    @Test
    void measureOntoAFailedStdoutStopsPromptlyWithAMessageAndNonZeroExit() {
        BrokenStream broken = new BrokenStream(100);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Commands.run(new String[] {"measure", "chain", "--ticks=300000"},
                new PrintStream(broken, false, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String message = err.toString(StandardCharsets.UTF_8);
        assertNotEquals(0, code, "exit 0 with the CSV cut");
        assertTrue(message.contains("cannot write") || message.contains("output"), message);
        // Stops at the first failed write it sees, not after computing every remaining row.
        // (300,000 rows are about 25 MB of CSV; a chunk or two may be tried before the check.)
        assertTrue(broken.refusedBytes < 200_000, "kept writing after the failure: " + broken.refusedBytes + " bytes refused");
    }

    @Test
    void renderOntoAFileNamesTheRealCause(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("taken"), "x");
        CommandsTest.Result r = CommandsTest.run("render", "--out=" + file, "--ticks=0", "chain");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("is a file"), r.err());
    }

    @Test
    void renderIntoASymlinkLoopSaysLoop(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Files.createSymbolicLink(a, b);
        Files.createSymbolicLink(b, a);
        CommandsTest.Result r = CommandsTest.run("render", "--out=" + a.resolve("pics"), "--ticks=0", "chain");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("loop"), r.err());
    }

    /** The output folder named is the looping link itself (not a folder inside it): still a loop, not "is a file". */
    @Test
    void renderOntoASymlinkLoopItselfSaysLoop(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Files.createSymbolicLink(a, b);
        Files.createSymbolicLink(b, a);
        CommandsTest.Result r = CommandsTest.run("render", "--out=" + a, "--ticks=0", "chain");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("loop") && !r.err().contains("is a file"), r.err());
        Path dangling = Files.createSymbolicLink(dir.resolve("gone"), dir.resolve("nothing-here"));
        CommandsTest.Result gone = CommandsTest.run("render", "--out=" + dangling, "--ticks=0", "chain");
        assertEquals(2, gone.code());
        assertTrue(gone.err().contains("target is missing"), gone.err());
    }

    // ---- issue 28, point 5: no lenient argument passes without a word ---------------------------

    /** One line on stderr, exit 2, nothing on stdout: how every bad argument is refused. */
    private static void refusedInOneLine(CommandsTest.Result r, String mustSay) {
        assertEquals(2, r.code(), "accepted; stdout: " + r.out());
        assertEquals("", r.out(), "nothing runs");
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
        assertTrue(r.err().contains(mustSay), r.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--guard=TRUE", "--guard=1", "--guard=False", "--guard=yes"})
    void aTrueOrFalseIsWrittenTrueOrFalse(String option) {
        refusedInOneLine(CommandsTest.run("measure", "knee", option), "true or false");
        refusedInOneLine(CommandsTest.run("measure", "pond", "--ticks=1", option.replace("guard", "poke")), "true or false");
        assertEquals(0, CommandsTest.run("measure", "knee", "--guard=false").code());
        assertEquals(0, CommandsTest.run("measure", "pond", "--ticks=1", "--poke=true").code());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--ticks=1e3", "--ticks=1E1", "--ticks=10.0", "--joints=1.2e1"})
    void aWholeNumberIsWrittenInDigits(String option) {
        refusedInOneLine(CommandsTest.run("measure", "chain", option), "whole number");
        assertEquals(0, CommandsTest.run("measure", "chain", "--ticks=10", "--joints=12").code());
    }

    @Test
    void aKeyRepeatedInSetOrPinIsRefused(@TempDir Path dir) {
        refusedInOneLine(CommandsTest.run("render", "--out=" + dir, "--ticks=1", "--set=gap=12,gap=20", "chain"), "gap is given twice");
        refusedInOneLine(CommandsTest.run("render", "--out=" + dir, "--ticks=1", "--pin=gap=12, gap=20", "chain"), "gap is given twice");
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "nothing was rendered");
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void ticksAndDurationTogetherAreRefused() {
        refusedInOneLine(CommandsTest.run("measure", "spider", "--ticks=10", "--duration=1"), "--duration");
        refusedInOneLine(CommandsTest.run("measure", "fold", "--ticks=0", "--duration=1"), "--ticks");
        assertEquals(0, CommandsTest.run("measure", "spider", "--ticks=10").code());
        assertEquals(0, CommandsTest.run("measure", "spider", "--duration=0.5").code());
    }

    /** /proc takes no new files: the message says so, not only the temporary file's name. */
    @Test
    void renderIntoProcSaysWhy() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self")), "Linux only");
        CommandsTest.Result r = CommandsTest.run("render", "--out=/proc", "--ticks=0", "--width=400", "--height=300", "chain");
        assertEquals(2, r.code(), r.err());
        assertFalse(r.err().contains(".tmp"), "names the temporary file: " + r.err());
        assertTrue(r.err().contains("/proc") && r.err().contains("new files"), r.err());
    }
}
