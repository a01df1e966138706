package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.catalog.Scenarios;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.world.skeletons.SpiderWorld;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A library creature, opened and played, gives its lesson's numbers: every column the lesson's
 * scenario and the workshop both print is equal as printed text (to the last digit), on every
 * row of the scenario's default run. A few lessons name a column otherwise (the jellyfish's x is
 * the workshop's head_x; the pet's pet_speed and distance are its speed and target_distance):
 * those pairs are compared too. The parts are the lessons' own classes, so nothing else could
 * make them agree for hundreds of ticks.
 */
class WorkshopReproducesLessonsTest {

    @ParameterizedTest(name = "{0} = measure {1}")
    @CsvSource(delimiter = '|', value = {
        "snake       | chain       | 8 | ",
        "koi         | koi         | 10 | ",
        "lizard      | lizard      | 4 | ",
        "octopus     | octopus     | 4 | ",
        "jellyfish   | jellyfish   | 6 | x=head_x y=head_y",
        "spider      | spider      | 3 | ",
        "caterpillar | caterpillar | 3 | ",
        "pet         | pet         | 4 | pet_speed=speed distance=target_distance"})
    void libraryCreatureEqualsItsLessonsScenario(String creature, String scenarioName, int atLeastShared, String renamed) throws Exception {
        Scenario scenario = Scenarios.byName(scenarioName).orElseThrow();
        List<String[]> lesson = new ArrayList<>();
        scenario.run(ParamValues.defaults(scenario.params()), lesson::add);
        List<String> lessonColumns = scenario.columns();

        WorkshopWorld world = new WorkshopWorld(CreatureLibrary.open(creature));
        List<String> workshopColumns = world.csvRows().header(world);
        List<String[]> workshop = new ArrayList<>();
        world.csvRows().run(world, lesson.size() - 1, 1, workshop::add);

        Map<String, String> pairs = new LinkedHashMap<>();
        for (String c : lessonColumns) if (!c.equals("tick") && !c.equals("time_s") && workshopColumns.contains(c)) pairs.put(c, c);
        if (renamed != null) {
            for (String pair : renamed.trim().split(" ")) pairs.put(pair.split("=")[0], pair.split("=")[1]);
        }
        assertEquals(atLeastShared, pairs.size(), "compared " + pairs);
        assertTrue(lessonColumns.containsAll(pairs.keySet()) && workshopColumns.containsAll(pairs.values()), "compared " + pairs);
        assertEquals(lesson.size(), workshop.size());
        for (int r = 0; r < lesson.size(); r++) {
            assertEquals(lesson.get(r)[0], workshop.get(r)[0], "tick of row " + r);
            for (Map.Entry<String, String> c : pairs.entrySet()) {
                assertEquals(lesson.get(r)[lessonColumns.indexOf(c.getKey())], workshop.get(r)[workshopColumns.indexOf(c.getValue())],
                        creature + " row " + r + " column " + c.getKey());
            }
        }
    }

    /**
     * Beyond the printed columns: every series the lesson's own world measures for its charts
     * that the workshop measures too (the spider's clearance and lag, the pet's desired speed,
     * the jellyfish's mean stretch, ...) is the same double, tick by tick, over the lesson's
     * default run.
     */
    @ParameterizedTest(name = "{0} = lesson {1}")
    @CsvSource(delimiter = '|', value = {
        "snake       | chain       | 900  | 8 | ",
        "koi         | koi         | 720  | 10 | ",
        "lizard      | legs        | 1080 | 5 | body_speed=speed",
        "octopus     | octopus     | 600  | 4 | ",
        "jellyfish   | jellyfish   | 720  | 7 | x=head_x y=head_y",
        "spider      | spider      | 540  | 6 | body_x=head_x",
        "caterpillar | caterpillar | 600  | 3 | ",
        "pet         | pet         | 1440 | 9 | pet_speed=speed distance=target_distance x=head_x y=head_y"})
    void libraryCreatureMeasuresWhatItsLessonsWorldMeasures(String creature, String lessonId, int ticks, int expected, String renamed)
            throws Exception {
        Lesson<?> lesson = LessonCatalog.byId(lessonId).orElseThrow();
        World a = lesson.createWorld(lesson.defaultParams());
        WorkshopWorld b = new WorkshopWorld(CreatureLibrary.open(creature));
        List<String> aCols = a.series().stream().map(SeriesSpec::column).toList();
        List<String> bCols = b.series().stream().map(SeriesSpec::column).toList();
        Map<String, String> pairs = new LinkedHashMap<>();
        for (String c : aCols) if (bCols.contains(c)) pairs.put(c, c);
        if (renamed != null) {
            for (String pair : renamed.trim().split(" ")) pairs.put(pair.split("=")[0], pair.split("=")[1]);
        }
        assertEquals(expected, pairs.size(), "compared " + pairs);
        double[] sa = new double[aCols.size()], sb = new double[bCols.size()];
        for (int t = 0; t <= ticks; t++) {
            if (t > 0) {
                a.step();
                b.step();
            }
            a.sample(sa);
            b.sample(sb);
            for (Map.Entry<String, String> c : pairs.entrySet()) {
                double x = sa[aCols.indexOf(c.getKey())], y = sb[bCols.indexOf(c.getValue())];
                assertEquals(0, Double.compare(x, y), creature + " tick " + t + " " + c.getKey() + ": " + x + " vs " + y);
            }
        }
    }

    /** The spider's series do not see its bones (the feet decide alone), so its knees and feet are compared too: the same doubles. */
    @Test
    void theSpidersKneesAndFeetAreTheLessons() throws Exception {
        SpiderWorld lesson = new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS));
        WorkshopWorld workshop = new WorkshopWorld(CreatureLibrary.open("spider"));
        Spider a = lesson.spider(), b = workshop.sideWalker();
        assertEquals(Spider.LEGS, b.legCount());
        for (int t = 0; t <= 540; t++) {
            if (t > 0) {
                lesson.step();
                workshop.step();
            }
            for (int i = 0; i < Spider.LEGS; i++) {
                assertEquals(a.ik(i).knee(), b.ik(i).knee(), "tick " + t + " knee " + i);
                assertEquals(a.foot(i), b.foot(i), "tick " + t + " foot " + i);
                assertEquals(a.hip(i), b.hip(i), "tick " + t + " hip " + i);
            }
        }
    }
}
