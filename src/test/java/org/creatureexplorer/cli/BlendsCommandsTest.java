package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** measure graze and measure pet: documented columns, defaults, and the brief's comparison. */
class BlendsCommandsTest {

    static int insideTicks(List<String> lines) {
        int n = 0;
        for (String line : lines.subList(2, lines.size())) n += Integer.parseInt(line.split(",")[9]);
        return n;
    }

    @Test
    void grazePrintsTheDocumentedColumnsFromTheReferenceStart() {
        CommandsTest.Result r = CommandsTest.run("measure", "graze");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.lines();
        assertEquals("tick,x,y,speed,fear,predator_x,predator_y,predator_distance,tuft_distance,inside", lines.get(0));
        assertEquals(242, lines.size(), "240 ticks by default, plus tick 0 and the header");
        double[] r0 = SteeringCommandsTest.row(lines, 0);
        assertEquals(0, r0[0]);
        assertEquals(120.15, r0[8], 1e-9, "starts 120.15 px from the tuft (the chapter's run)");
        assertEquals(120.15, Math.hypot(r0[1] - 150, r0[2] - 64), 1e-9);
        assertEquals(0.4, r0[3], 1e-12, "moving at 0.4 px per tick");
        assertEquals(207.81, r0[5]);
        double[] r10 = SteeringCommandsTest.row(lines, 10);
        assertEquals(207.81 - 16, r10[5], 1e-9, "the predator walks west at 1.6 px per tick");
        for (int t = 0; t <= 240; t++) {
            double[] row = SteeringCommandsTest.row(lines, t);
            assertEquals(Math.hypot(row[1] - row[5], row[2] - row[6]), row[7], 1e-9);
            assertEquals(row[7] < 40 ? 1 : 0, row[9]);
            if (row[9] == 1) assertEquals(1, row[4], "fear is 1 inside");
        }
    }

    @Test
    void withAParkedPredatorTheAlarmHasItInsideForFarFewerTicks() {
        int sum = insideTicks(CommandsTest.run("measure", "graze", "--predator=park", "--blend=sum").lines());
        int sw = insideTicks(CommandsTest.run("measure", "graze", "--predator=park", "--blend=switch").lines());
        int fear = insideTicks(CommandsTest.run("measure", "graze", "--predator=park").lines());
        // Seed 5: sum 69, switch 77, alarm 39 of 240 ticks (the chapter's run: 79, 89 and 52).
        assertEquals(69, sum);
        assertEquals(77, sw);
        assertEquals(39, fear);
        CommandsTest.Result noCap = CommandsTest.run("measure", "graze", "--max-force=inf", "--blend=sum", "--predator=park", "--startle=60",
                "--decay=0.5", "--flight-weight=4", "--ticks=600", "--seed=3");
        assertEquals(0, noCap.code(), noCap.err());
        for (String line : noCap.lines()) assertTrue(!line.contains("NaN") && !line.contains("Infinity"), line);
        assertEquals(2, CommandsTest.run("measure", "graze", "--blend=average").code());
        assertEquals(2, CommandsTest.run("measure", "graze", "--decay=1.5").code());
    }

    @Test
    void petPrintsTheMoodAsAWordAndShowsAllThreeInTwelveSeconds() {
        CommandsTest.Result r = CommandsTest.run("measure", "pet");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.lines();
        assertEquals("tick,time_s,state,pet_speed,target_speed,distance", lines.get(0));
        assertEquals(722, lines.size(), "12 s = 720 ticks, plus tick 0 and the header");
        Set<String> states = new HashSet<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split(",");
            assertEquals(6, c.length);
            states.add(c[2]);
            for (int i : new int[] {0, 1, 3, 4, 5}) Double.parseDouble(c[i]);
        }
        assertEquals(Set.of("WANDER", "FOLLOW", "STARTLED"), states);
        assertEquals(12, Double.parseDouble(lines.get(lines.size() - 1).split(",")[1]), 1e-9, "ends at 12 s");
        assertEquals(12, CommandsTest.run("measure", "pet", "--duration=1", "--every=6").lines().size(), "ticks 0, 6, ..., 60");
        assertEquals(2, CommandsTest.run("measure", "pet", "--seed=-1").code());
    }
}
