package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.model.Columns;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** measure knee, lizard and spider: documented columns, row counts and usage errors. */
class LegScenariosTest {

    @Test
    void kneeWritesOneRowForTheWorkedExample() {
        CommandsTest.Result r = CommandsTest.run("measure", "knee");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.lines();
        assertEquals(2, lines.size(), String.join("\n", lines));
        assertEquals("distance,cos_a,knee_x,knee_y,foot_x,foot_y", lines.get(0));
        // The worked example, derived: thigh a = 22, shin b = 20, hip to foot d = 30 along +x, bend +1.
        Columns c = Columns.ofHeader(lines.get(0));
        String row = lines.get(1);
        double cosA = (22.0 * 22 + 30 * 30 - 20 * 20) / (2 * 22.0 * 30);
        assertEquals(30, c.number(row, "distance"), 0);
        assertEquals(cosA, c.number(row, "cos_a"), 1e-12);
        assertEquals(22 * cosA, c.number(row, "knee_x"), 1e-9);
        assertEquals(22 * Math.sqrt(1 - cosA * cosA), c.number(row, "knee_y"), 1e-9);
        assertEquals(30, c.number(row, "foot_x"), 1e-12);
        assertEquals(0, c.number(row, "foot_y"), 1e-12);
    }

    @Test
    void kneeSweepsInclusivelyAndPrintsNaNWithoutTheGuard() {
        List<String> lines = CommandsTest.run("measure", "knee", "--from=40", "--to=44", "--step=1", "--guard=false").lines();
        assertEquals(6, lines.size());
        // cos A at d = 44: (22^2 + 44^2 - 20^2) / (2 * 22 * 44) = 2020 / 1936, past 1, so acos gives NaN.
        assertEquals("44," + (2020.0 / 1936) + ",NaN,NaN,NaN,NaN", lines.get(5));
        assertTrue(lines.get(3).startsWith("42,1,"), lines.get(3));
        List<String> guarded = CommandsTest.run("measure", "knee", "--from=40", "--to=44", "--step=1").lines();
        assertTrue(!guarded.get(5).contains("NaN"), guarded.get(5));
    }

    @Test
    void lizardAndSpiderRunForTheirDurationAndKeepTicksAndEvery() {
        List<String> lizard = CommandsTest.run("measure", "lizard", "--duration=2").lines();
        assertEquals("tick,time_s,steps_total,feet_down,stretched_legs,mean_stride", lizard.get(0));
        assertEquals(122, lizard.size());
        assertEquals(1081, CommandsTest.run("measure", "lizard", "--every=1").lines().size() - 1, "18 s by default");
        List<String> spider = CommandsTest.run("measure", "spider", "--every=60").lines();
        assertEquals("tick,time_s,feet_down,moving_set,set_swaps", spider.get(0));
        assertEquals(List.of("0", "60", "120", "180", "240", "300", "360", "420", "480", "540"),
                spider.subList(1, spider.size()).stream().map(l -> l.split(",")[0]).toList(), "9 s by default");
        List<String> ticks = CommandsTest.run("measure", "spider", "--ticks=25", "--every=10").lines();
        assertEquals(List.of("0", "10", "20", "25"), ticks.subList(1, ticks.size()).stream().map(l -> l.split(",")[0]).toList());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "measure knee --bend=0",
        "measure knee --bend=2",
        "measure knee --from=5 --to=1 --step=1",
        "measure knee --from=1 --to=5",
        "measure knee --from=0 --to=50000 --step=0.01",
        "measure knee --from=0 --to=5 --step=1 --distance=3",
        "measure knee --step=-1",
        "measure knee --thigh=0",
        "measure lizard --step-trigger=5",
        "measure lizard --duration=abc",
        "measure spider --duration=-1",
        "measure spider --legs=6",
    })
    void badInputGivesOneLineOnStderrAndExitTwo(String line) {
        CommandsTest.Result r = CommandsTest.run(line.split(" "));
        assertEquals(2, r.code(), line);
        assertEquals("", r.out(), line);
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void theBendMessageSaysWhatIsAllowed() {
        assertTrue(CommandsTest.run("measure", "knee", "--bend=0").err().contains("+1 or -1"));
        assertTrue(CommandsTest.run("measure", "--list").out().contains("lizard:"));
    }
}
