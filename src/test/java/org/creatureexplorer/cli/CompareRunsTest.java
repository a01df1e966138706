package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** measure --compare: each column group is the single run with that value, cell for cell. */
class CompareRunsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "chain|gap|12,20|--ticks=300",
            "chain|joints|10,26,40|--ticks=120",
            "fold|max-bend|0.35,3.15|--ticks=60",
            "wander|kind|circle,jump|--ticks=200",
            "steer|behavior|seek,arrive,flee|--ticks=150",
            "spring-body|take|0.8,0.3|--ticks=90 --head-speed=2",
            "fabrik|joints|8,12|--iterations=6",
            "knee|thigh|22,30|--from=20 --to=40 --step=5",
            "graze|blend|fear,sum,switch|--ticks=240", "lizard|step-trigger|38,30|--duration=2"})
    void eachGroupIsTheSingleRunWithThatValue(String scenario, String name, String values, String extra) {
        List<String> args = new ArrayList<>(List.of("measure", scenario, "--compare=" + name + "=" + values));
        args.addAll(Arrays.asList(extra.split(" ")));
        CommandsTest.Result compared = CommandsTest.run(args.toArray(String[]::new));
        assertEquals(0, compared.code(), compared.err());
        List<String> merged = compared.lines();
        String[] vs = values.split(",");
        List<List<String>> singles = new ArrayList<>();
        for (String v : vs) {
            List<String> one = new ArrayList<>(List.of("measure", scenario, "--" + name + "=" + v));
            one.addAll(Arrays.asList(extra.split(" ")));
            CommandsTest.Result r = CommandsTest.run(one.toArray(String[]::new));
            assertEquals(0, r.code(), r.err());
            singles.add(r.lines());
        }
        List<String> columns = Arrays.asList(singles.get(0).get(0).split(","));
        int shared = CompareRuns.sharedPrefix(columns);
        int per = columns.size() - shared;
        assertEquals(singles.get(0).size(), merged.size(), "one row per row of a single run");
        String[] header = merged.get(0).split(",");
        assertEquals(shared + per * vs.length, header.length);
        for (int g = 0; g < vs.length; g++) {
            assertEquals(name + "=" + vs[g] + ":" + columns.get(shared), header[shared + per * g]);
        }
        for (int row = 1; row < merged.size(); row++) {
            String[] m = merged.get(row).split(",", -1);
            for (int g = 0; g < vs.length; g++) {
                String[] single = singles.get(g).get(row).split(",", -1);
                assertEquals(Arrays.asList(single).subList(0, shared), Arrays.asList(m).subList(0, shared), "shared columns, row " + row);
                assertEquals(Arrays.asList(single).subList(shared, single.length),
                        Arrays.asList(m).subList(shared + per * g, shared + per * (g + 1)), vs[g] + " row " + row);
            }
        }
        // The comparison is worth making: the groups differ somewhere.
        assertTrue(!singles.get(0).equals(singles.get(1)), "the values should give different runs");
    }

    @ParameterizedTest
    @ValueSource(strings = {"--compare=gap=12,0x1p3", "--compare=gap=12", "--compare=gap=1,2,3,4", "--compare=gap=12,12",
            "--compare=gap=12,99", "--compare=nope=1,2", "--compare=gap", "--compare==1,2", "--compare=ticks=10,20",
            "--compare=gap=12,NaN", "--compare=gap=12,"})
    void badComparisonsAreOneLineOnStderrAndExitTwo(String option) {
        CommandsTest.Result r = CommandsTest.run("measure", "chain", option, "--ticks=20");
        assertEquals(2, r.code(), option);
        assertEquals("", r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("creature-explorer: "), r.err());
    }

    @Test
    void aParameterGivenAloneAndComparedIsRefused() {
        CommandsTest.Result r = CommandsTest.run("measure", "chain", "--gap=14", "--compare=gap=12,20");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("given both"), r.err());
    }

    @Test
    void helpNamesCompare() {
        assertTrue(CommandsTest.run("measure", "--help").out().contains("--compare=NAME=V1,V2[,V3]"));
    }
}
