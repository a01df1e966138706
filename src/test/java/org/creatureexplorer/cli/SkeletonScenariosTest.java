package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code fold} and {@code bodies} scenarios from the command line. */
class SkeletonScenariosTest {

    private static double[] column(List<String> lines, int index) {
        return lines.subList(1, lines.size()).stream().mapToDouble(l -> Double.parseDouble(l.split(",")[index])).toArray();
    }

    @Test
    void foldPrintsTheDocumentedColumnsForItsOneSecondTest() {
        CommandsTest.Result r = CommandsTest.run("measure", "fold");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.lines();
        assertEquals("tick,time_s,max_bend,overlapping_pairs,closest_pair,head_tail", lines.get(0));
        assertEquals(62, lines.size(), "tick 0 to tick 60");
        assertEquals("0", lines.get(1).split(",")[0]);
        assertEquals("1", lines.get(61).split(",")[1]);
        for (double b : column(lines, 2)) assertTrue(b <= 0.35 + 1e-9, "bend " + b);
        for (double o : column(lines, 3)) assertEquals(0, o);
    }

    @Test
    void foldWithoutALimitOverlapsAndWithTwiceTheLimitCoils() {
        List<String> none = CommandsTest.run("measure", "fold", "--max-bend=3.15").lines();
        assertEquals(none, CommandsTest.run("measure", "fold", "--max-bend=inf").lines(), "pi or more, or inf: no limit");
        assertTrue(java.util.Arrays.stream(column(none, 3)).max().orElseThrow() >= 3);
        assertTrue(java.util.Arrays.stream(column(none, 2)).max().orElseThrow() > 3.05);
        List<String> loose = CommandsTest.run("measure", "fold", "--max-bend=0.7").lines();
        assertTrue(java.util.Arrays.stream(column(loose, 3)).max().orElseThrow() == 0);
        double[] headTail = column(loose, 5);
        assertTrue(headTail[headTail.length - 1] < 0.4 * headTail[0], "head-tail " + headTail[0] + " -> " + headTail[headTail.length - 1]);
    }

    @Test
    void foldRejectsAnUnknownOptionAndAnOutOfRangeLimit() {
        assertEquals(2, CommandsTest.run("measure", "fold", "--max-bend=4").code());
        assertEquals(2, CommandsTest.run("measure", "fold", "--wiggle=1").code());
    }

    @Test
    void bodiesTakesTheWidthAndPrintsSidesStepsAndFins() {
        CommandsTest.Result r = CommandsTest.run("measure", "bodies", "--width=2", "--ticks=10");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.lines();
        assertEquals("tick,time_s,koi_left_side,koi_right_side,snake_min_step,koi_min_step,fin_left,fin_right", lines.get(0));
        assertEquals(12, lines.size());
        assertEquals(2, CommandsTest.run("measure", "bodies", "--skin=false").code(), "skin is a view choice, not a scenario option");
    }
}
