package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.model.Csv;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.catalog.Scenarios;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README promises that a lesson's CSV export has its scenario's columns and number format:
 * for every lesson with a scenario, an export of N ticks with no input is compared byte for
 * byte with {@code measure SCENARIO --ticks=N} run with the lesson's parameters (the text
 * {@code measure} prints: the scenario's declared header, then its rows).
 */
class ExportMatchesMeasureTest {
    private static final int TICKS = 150;

    /**
     * Lessons whose export cannot be their scenario's rows, with why; they export tick, time_s
     * and every series. A lesson added here must say so in the README.
     */
    private static final Set<String> OWN_COLUMNS = Set.of(
            "arrive",  // two walkers side by side; measure steer runs one
            "wander",  // a pair of wanderers; measure wander runs one
            "blends",  // the blends stage; measure graze is the alarm lesson's world
            "knee",    // measure knee is a sweep over distances, not a run in ticks
            "fabrik"); // measure fabrik counts iterations, not ticks

    /**
     * Lessons whose world starts from a setup of its own (start position, wind, a fold that
     * waits) that the scenario's parameters do not express yet: same header, same number
     * format and one row per tick, but other numbers than {@code measure}'s default run.
     */
    private static final Set<String> OWN_SETUP = Set.of("fold", "spring-body", "seek", "flee", "cap", "compose");

    @TempDir Path dir;

    @TestFactory
    Stream<DynamicTest> everyLessonsExportIsItsMeasureOutput() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Lesson<?> lesson : LessonCatalog.all()) {
            if (lesson.scenario() == null) continue;
            tests.add(DynamicTest.dynamicTest(lesson.id(), () -> check(lesson)));
        }
        assertTrue(tests.size() >= 20, "lessons with a scenario: " + tests.size());
        return tests.stream();
    }

    private void check(Lesson<?> lesson) throws Exception {
        Playback playback = new Playback(lesson.factory(), lesson.defaultParams(), 1000);
        playback.steps(TICKS);
        Path file = dir.resolve(lesson.id() + ".csv");
        Exporter.csv(lesson.id(), playback, file);
        String exported = Files.readString(file, StandardCharsets.UTF_8);
        if (OWN_COLUMNS.contains(lesson.id())) {
            assertEquals(everySeries(lesson), exported, lesson.id() + ": tick, time_s and every series");
        } else {
            String measured = measure(lesson);
            if (OWN_SETUP.contains(lesson.id())) assertSameLayout(lesson.id(), measured, exported);
            else assertEquals(measured, exported, lesson.id() + " export vs measure " + lesson.scenario());
        }
    }

    private static void assertSameLayout(String id, String measured, String exported) {
        String[] m = measured.split("\n");
        String[] e = exported.split("\n");
        assertEquals(m[0], e[0], id + ": the header of measure");
        assertEquals(m.length, e.length, id + ": one row per tick");
        for (int i = 1; i < e.length; i++) {
            String[] cells = e[i].split(",", -1);
            assertEquals(m[i].split(",", -1).length, cells.length, id + " row " + i);
            assertEquals(Integer.toString(i - 1), cells[0], id + ": tick of row " + i);
            for (String c : cells) assertTrue(c.matches("-?\\d+(\\.\\d+)?|NaN|-?Infinity|[A-Z]+"), id + ": cell " + c);
        }
    }

    /** What {@code measure SCENARIO --ticks=N --name=value ...} prints, with the lesson's default values. */
    private static String measure(Lesson<?> lesson) {
        Scenario scenario = lesson.scenario();
        ParamValues values = ParamValues.defaults(scenario.params());
        ParamValues lessonValues = lesson.defaultParams();
        for (ParamSpec p : lesson.params()) {
            if (values.has(p.name())) values.parseAndSet(p.name(), p.format(lessonValues.get(p.name())));
        }
        values.set(WorldScenario.TICKS, TICKS);
        scenario.validate(values);
        StringBuilder out = new StringBuilder(String.join(",", scenario.columns())).append('\n');
        scenario.run(values, row -> out.append(String.join(",", row)).append('\n'));
        return out.toString();
    }

    /** The fallback, written here independently of the row writer: tick, time_s, every series. */
    private static String everySeries(Lesson<?> lesson) {
        World w = lesson.createWorld(lesson.defaultParams());
        StringBuilder out = new StringBuilder("tick,time_s");
        for (SeriesSpec s : w.series()) out.append(',').append(s.column());
        out.append('\n');
        double[] sample = new double[w.series().size()];
        for (int t = 0; t <= TICKS; t++) {
            if (t > 0) w.step();
            w.sample(sample);
            out.append(w.tick()).append(',').append(Csv.number(w.timeSeconds()));
            for (double v : sample) out.append(',').append(Csv.number(v));
            out.append('\n');
        }
        return out.toString();
    }
}
