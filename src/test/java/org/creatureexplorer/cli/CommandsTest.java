package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

public class CommandsTest {

    public record Result(int code, String out, String err) {
        public List<String> lines() { return out.isEmpty() ? List.of() : Arrays.asList(out.split("\n")); }
    }

    public static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Commands.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void measureChainWritesTheDocumentedColumnsOneRowPerTickFromZero() {
        Result r = run("measure", "chain", "--ticks=120");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.lines();
        assertEquals("tick,time_s,head_x,head_y,target_x,target_y,max_gap_error,head_tail,max_bend,overlapping_pairs", lines.get(0));
        assertEquals(122, lines.size());
        for (int i = 1; i < lines.size(); i++) {
            String[] cells = lines.get(i).split(",");
            assertEquals(10, cells.length);
            assertEquals(String.valueOf(i - 1), cells[0]);
            for (String c : cells) {
                assertTrue(c.matches("-?\\d+(\\.\\d+)?|NaN"), "not plain decimal: " + c);
            }
            assertTrue(Double.parseDouble(cells[6]) < 1e-12, "gap error " + cells[6]);
        }
    }

    @Test
    void everyKeepsEveryKthRowAndAlwaysTheLast() {
        List<String> lines = run("measure", "chain", "--ticks=25", "--every=10").lines();
        assertEquals(List.of("0", "10", "20", "25"), lines.subList(1, lines.size()).stream().map(l -> l.split(",")[0]).toList());
    }

    @Test
    void sameParametersGiveTheIdenticalCsv() {
        Result a = run("measure", "chain", "--ticks=900", "--gap=17", "--head-speed-cap=300");
        Result b = run("measure", "chain", "--ticks=900", "--gap=17", "--head-speed-cap=300");
        assertEquals(a.out(), b.out());
        Result c = run("measure", "chain", "--ticks=900", "--gap=16", "--head-speed-cap=300");
        assertTrue(!a.out().equals(c.out()), "a different gap must change the numbers");
    }

    @Test
    void measureDistanceKeepsTheLinkLength() {
        List<String> lines = run("measure", "distance", "--length=55", "--ticks=300").lines();
        List<String> header = Arrays.asList(lines.get(0).split(","));
        int after = header.indexOf("distance_after");
        for (String line : lines.subList(1, lines.size())) {
            assertEquals(55, Double.parseDouble(line.split(",")[after]), 1e-9);
        }
    }

    @Test
    void listShowsEveryScenarioWithParametersAndColumns() {
        Result r = run("measure", "--list");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("chain:"));
        assertTrue(r.out().contains("--head-speed-cap (default 240; 20 to 600 px/s)"));
        assertTrue(r.out().contains("columns: tick,time_s,head_x"));
        assertTrue(r.out().contains("distance:"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "frobnicate",
        "measure",
        "measure nosuch",
        "measure chain --gap=abc",
        "measure chain --gap=1000",
        "measure chain --joints=2.5",
        "measure chain --wings=2",
        "measure chain --ticks=-1",
        "measure chain --every=0",
        "measure chain --gap",
        "measure chain -x",
        "render nosuch",
        "render --width=10",
        "render --colour=red",
        "bench --height=huge",
        "bench nosuch",
    })
    void badInputGivesOneLineOnStderrNothingOnStdoutAndExitTwo(String line) {
        Result r = run(line.split(" "));
        assertEquals(2, r.code(), line);
        assertEquals("", r.out(), line);
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("creature-explorer: "), r.err());
    }

    @Test
    void badInputMessagesNameTheValidChoices() {
        assertTrue(run("measure", "nosuch").err().contains("chain"));
        assertTrue(run("measure", "chain", "--wings=2").err().contains("--gap"));
        assertTrue(run("measure", "chain", "--gap=1000").err().contains("4 to 30 px"));
        assertTrue(run("render", "nosuch").err().contains("distance, chain"));
        assertTrue(run("frobnicate").err().contains("measure, render, layout, bench"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "measure --help", "render --help", "layout --help", "bench --help"})
    void everyCommandHasHelp(String line) {
        Result r = run(line.split(" "));
        assertEquals(0, r.code());
        assertTrue(r.out().contains("usage"), r.out());
    }
}
