package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.GraphicsEnvironment;
import java.util.List;
import org.creatureexplorer.ui.OnScreen;
import org.junit.jupiter.api.Test;

/** bench --window and --startup: options, help and the no-display message. No timing is asserted. */
@OnScreen
class BenchWindowOptionsTest {

    @Test
    void helpDescribesTheWindowAndStartupRuns() {
        CommandsTest.Result r = CommandsTest.run("bench", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("bench --window [--seconds=S]"), r.out());
        assertTrue(r.out().contains(WindowBench.WINDOW_HEADER), r.out());
        assertTrue(r.out().contains("bench --startup") && r.out().contains(WindowBench.STARTUP_HEADER), r.out());
        assertTrue(r.out().contains("step_back_ms"), r.out());
    }

    @Test
    void badOptionsAreRefusedBeforeAnyWindowOpens() {
        assertRefused("--window and --startup", "bench", "--window", "--startup");
        assertRefused("--frames", "bench", "--window", "--frames=10", "chain");
        assertRefused("--seconds", "bench", "--seconds=3", "chain"); // --seconds belongs to --window
        assertRefused("out of range", "bench", "--window", "--seconds=0", "chain");
        assertRefused("not a whole number", "bench", "--window", "--seconds=five", "chain");
        assertRefused("unknown lesson", "bench", "--window", "dragon");
        assertRefused("takes no lessons", "bench", "--startup", "chain");
        assertRefused("unknown option --width", "bench", "--startup", "--width=800");
        assertRefused("--ui-scale=0.5 is out of range", "bench", "--window", "--ui-scale=0.5", "chain");
        assertRefused("--ui-scale=2x is not a plain decimal", "bench", "--window", "--ui-scale=2x", "chain");
        assertRefused("unknown option --ui-scale", "bench", "--ui-scale=2", "chain"); // --ui-scale belongs to --window
    }

    @Test
    void withoutADisplayTheMessageIsOneClearLine() {
        UsageError e = assertThrows(UsageError.class, () -> WindowBench.requireDisplay("--window", true));
        assertTrue(e.getMessage().contains("bench --window") && e.getMessage().contains("needs a display")
                && e.getMessage().contains("xvfb-run"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertDoesNotThrow(() -> WindowBench.requireDisplay("--window", false));
    }

    @Test
    void headlessRunsExitWithCodeTwoAndTheMessage() throws Exception {
        // A JVM of its own without a display, whether or not this one has one (CI runs under Xvfb).
        for (String flag : List.of("--window", "--startup")) {
            ProcessBuilder pb = new ProcessBuilder(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
                    "org.creatureexplorer.Main", "bench", flag);
            pb.environment().remove("DISPLAY");
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes());
            String err = new String(p.getErrorStream().readAllBytes());
            assertEquals(2, p.waitFor(), err);
            assertTrue(err.contains("needs a display"), err);
            assertEquals(1, err.strip().lines().count(), err);
            assertEquals("", out);
        }
    }

    @Test
    void withADisplayOneRowPerLessonAndLook() {
        assumeFalse(GraphicsEnvironment.isHeadless(), "no display (run under xvfb-run)");
        CommandsTest.Result r = CommandsTest.run("bench", "--window", "--seconds=1", "--width=800", "--height=600", "chain");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.lines();
        assertEquals(List.of(WindowBench.WINDOW_HEADER), lines.subList(0, 1));
        assertEquals(3, lines.size(), r.out());
        assertTrue(lines.get(1).startsWith("chain,normal,800,600,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("chain,projection,800,600,"), lines.get(2));
        for (String line : lines.subList(1, 3)) {
            String[] cells = line.split(",");
            assertEquals(10, cells.length, line);
            assertEquals("1", cells[8], "the UI scale: " + line);
            double chartsShare = Double.parseDouble(cells[9]);
            assertTrue(chartsShare > 0 && chartsShare < 1, "the charts' share of the event thread: " + line);
            assertTrue(Double.parseDouble(cells[4]) > 0, "frames were painted: " + line);
            assertTrue(Double.parseDouble(cells[7]) > 0, "the event thread allocated something: " + line);
        }
    }

    /** Issue 28, point 9: --ui-scale runs the window at that scale (a JVM of its own: the scale is set before the toolkit starts). */
    @Test
    void atUiScaleTwoTheRowsSayTwo() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "no display (run under xvfb-run)");
        ProcessBuilder pb = new ProcessBuilder(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.creatureexplorer.Main",
                "bench", "--window", "--seconds=1", "--width=640", "--height=480", "--ui-scale=2", "chain");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes());
        String err = new String(p.getErrorStream().readAllBytes());
        assertEquals(0, p.waitFor(), err);
        List<String> lines = out.strip().lines().toList();
        assertEquals(3, lines.size(), out);
        for (String line : lines.subList(1, 3)) assertTrue(line.startsWith("chain,") && line.split(",")[8].equals("2"), line);
    }

    private static void assertRefused(String expected, String... args) {
        CommandsTest.Result r = CommandsTest.run(args);
        assertEquals(2, r.code(), String.join(" ", args) + " -> " + r.out() + r.err());
        assertTrue(r.err().contains(expected), r.err());
    }

    /** Issue 28, point 6: the soak's options are checked before any window opens; its help names its columns. */
    @Test
    void soakOptionsAreRefusedBeforeAnyWindowOpens() {
        assertRefused("out of range", "bench", "--soak=0");
        assertRefused("not a whole number", "bench", "--soak=an-hour");
        assertRefused("a run of its own", "bench", "--soak=5", "--window");
        assertRefused("unknown option --frames", "bench", "--soak=5", "--frames=10");
        assertRefused("unknown lesson", "bench", "--soak=5", "dragon");
        assertTrue(CommandsTest.run("bench", "--help").out().contains(SoakBench.HEADER.substring(0, 40)));
    }

    /** The window's heap policy (what the soak measured) is in force once applied, flag by flag. */
    @Test
    void theWindowsHeapPolicyIsInForce() {
        org.creatureexplorer.ui.HeapPolicy.giveBackUnusedHeap();
        var vm = java.lang.management.ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
        assertEquals("30", vm.getVMOption("MaxHeapFreeRatio").getValue());
        assertEquals("10", vm.getVMOption("MinHeapFreeRatio").getValue());
        assertEquals("30000", vm.getVMOption("G1PeriodicGCInterval").getValue());
    }
}
