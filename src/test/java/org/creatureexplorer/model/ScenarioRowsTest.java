package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.world.skeletons.DistanceWorld;
import org.junit.jupiter.api.Test;

/**
 * The three world scenarios of {@code measure}: which rows they print (tick 0, every K-th, always
 * the last), how a duration becomes ticks, and that each row is the world's own sample at that
 * tick, recomputed here by stepping a second world.
 */
class ScenarioRowsTest {
    private static final List<String> PRINTED = List.of("distance_after", "anchor_x");

    private static List<String[]> rows(Scenario scenario, ParamValues values) {
        List<String[]> out = new ArrayList<>();
        scenario.run(values, out::add);
        return out;
    }

    /** The printed columns of a fresh DistanceWorld at each tick, as CSV numbers. */
    private static String[] expected(long tick, boolean withTime, double length) {
        ParamValues p = ParamValues.defaults(DistanceWorld.PARAMS);
        p.set("length", length);
        DistanceWorld w = new DistanceWorld(p);
        for (long t = 0; t < tick; t++) w.step();
        double[] s = new double[w.series().size()];
        w.sample(s);
        List<String> cells = new ArrayList<>(List.of(Long.toString(tick)));
        if (withTime) cells.add(Csv.number(tick / 60.0));
        cells.add(Csv.number(s[7]));
        cells.add(Csv.number(s[0]));
        return cells.toArray(String[]::new);
    }

    @Test
    void aWorldScenarioPrintsTickZeroEveryKthAndTheLast() {
        WorldScenario scenario = new WorldScenario("d", "a distance", DistanceWorld.PARAMS, 600, DistanceWorld::new, PRINTED);
        assertEquals("d", scenario.name());
        assertEquals("a distance", scenario.summary());
        assertEquals(List.of("length", "ticks", "every"), scenario.params().stream().map(ParamSpec::name).toList());
        assertEquals(600, scenario.params().get(1).defaultValue());
        assertEquals(List.of("tick", "time_s", "distance_after", "anchor_x"), scenario.columns());
        assertTrue(scenario.rows().isPresent());

        ParamValues values = ParamValues.defaults(scenario.params());
        values.set("length", 50);
        values.set("ticks", 10);
        values.set("every", 4);
        List<String[]> rows = rows(scenario, values);
        assertEquals(List.of("0", "4", "8", "10"), rows.stream().map(r -> r[0]).toList());
        for (String[] row : rows) {
            assertEquals(String.join(",", expected(Long.parseLong(row[0]), true, 50)), CsvRows.line(row));
        }

        WorldScenario every = new WorldScenario("all", "", DistanceWorld.PARAMS, 3, DistanceWorld::new);
        assertEquals(11, every.columns().size(), "tick, time_s and the world's nine series");
        assertEquals(4, rows(every, ParamValues.defaults(every.params())).size(), "ticks 0 to 3");
    }

    @Test
    void aTickScenarioDropsTheTimeColumn() {
        TickScenario scenario = new TickScenario(new WorldScenario("t", "ticks", DistanceWorld.PARAMS, 2, DistanceWorld::new, PRINTED));
        assertEquals("t", scenario.name());
        assertEquals("ticks", scenario.summary());
        assertEquals(List.of("tick", "distance_after", "anchor_x"), scenario.columns());
        assertEquals(3, scenario.params().size());
        List<String[]> rows = rows(scenario, ParamValues.defaults(scenario.params()));
        assertEquals(3, rows.size());
        assertEquals(String.join(",", expected(2, false, 80)), CsvRows.line(rows.get(2)));
        assertEquals(List.of("tick", "distance_after", "anchor_x"), scenario.rows().orElseThrow().header(() -> null));
    }

    @Test
    void aDurationBecomesWholeTicksUnlessTicksAreGiven() {
        DurationScenario scenario = new DurationScenario("dur", "for a while", DistanceWorld.PARAMS, 0.1, DistanceWorld::new, PRINTED);
        assertEquals("dur", scenario.name());
        assertEquals("for a while", scenario.summary());
        assertEquals(List.of("length", "duration", "ticks", "every"), scenario.params().stream().map(ParamSpec::name).toList());
        assertEquals(List.of("tick", "time_s", "distance_after", "anchor_x"), scenario.columns());
        assertEquals(List.of("tick", "time_s", "distance_after", "anchor_x"), scenario.rows().orElseThrow().header(() -> null));

        ParamValues values = ParamValues.defaults(scenario.params());
        values.set("length", 30);
        List<String[]> rows = rows(scenario, values); // 0.1 s = 6 ticks: rows 0..6
        assertEquals(7, rows.size());
        assertEquals(String.join(",", expected(6, true, 30)), CsvRows.line(rows.get(6)));
        values.set("duration", 0.125); // 7.5 ticks round to 8
        assertEquals(9, rows(scenario, values).size());
        values.set("ticks", 3);
        values.set("every", 2);
        assertEquals(List.of("0", "2", "3"), rows(scenario, values).stream().map(r -> r[0]).toList(), "--ticks wins over --duration");

        // The longest duration the range allows (100,000 s = 6,000,000 ticks) is within the tick limit.
        ParamValues longest = ParamValues.defaults(scenario.params());
        longest.set("duration", 100_000);
        scenario.validate(longest);

        // A world with a duration of its own keeps it, and the scenario adds none.
        List<ParamSpec> withDuration = new ArrayList<>(DistanceWorld.PARAMS);
        withDuration.add(ParamSpec.number("duration", "fold time", "s", 0, 10, 2, 0.5, false));
        DurationScenario own = new DurationScenario("fold", "", withDuration, 5, DistanceWorld::new, PRINTED);
        assertEquals(List.of("length", "duration", "ticks", "every"), own.params().stream().map(ParamSpec::name).toList());
        assertEquals(2, own.params().get(1).defaultValue());
    }

    @Test
    void aScenarioThatPrintsAnUnmeasuredColumnSaysSo() {
        WorldScenario wrong = new WorldScenario("w", "", DistanceWorld.PARAMS, 1, DistanceWorld::new, List.of("nope"));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> rows(wrong, ParamValues.defaults(wrong.params())));
        assertEquals("scenario w prints a column the world does not measure", e.getMessage());
    }
}
