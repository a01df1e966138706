package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.catalog.Scenarios;
import org.creatureexplorer.model.CsvRows;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A library creature, opened and played, gives its lesson's numbers: every column the lesson's
 * scenario and the workshop both print is equal as printed text (to the last digit), on every
 * row of the scenario's default run. The parts are the lessons' own classes, so nothing else
 * could make them agree for hundreds of ticks.
 */
class WorkshopReproducesLessonsTest {

    @ParameterizedTest(name = "{0} = measure {1}")
    @CsvSource({"snake, chain, 8", "koi, koi, 10", "lizard, lizard, 4"})
    void libraryCreatureEqualsItsLessonsScenario(String creature, String scenarioName, int atLeastShared) throws Exception {
        Scenario scenario = Scenarios.byName(scenarioName).orElseThrow();
        List<String[]> lesson = new ArrayList<>();
        scenario.run(ParamValues.defaults(scenario.params()), lesson::add);
        List<String> lessonColumns = scenario.columns();

        WorkshopWorld world = new WorkshopWorld(CreatureLibrary.open(creature));
        List<String> workshopColumns = CsvRows.everySeries().header(world);
        List<String[]> workshop = new ArrayList<>();
        CsvRows.everySeries().run(world, lesson.size() - 1, 1, workshop::add);

        List<String> shared = lessonColumns.stream().filter(workshopColumns::contains).filter(c -> !c.equals("tick") && !c.equals("time_s")).toList();
        assertTrue(shared.size() >= atLeastShared, "only " + shared + " shared");
        assertEquals(lesson.size(), workshop.size());
        for (int r = 0; r < lesson.size(); r++) {
            for (String c : shared) {
                assertEquals(lesson.get(r)[lessonColumns.indexOf(c)], workshop.get(r)[workshopColumns.indexOf(c)],
                        creature + " row " + r + " column " + c);
            }
        }
    }
}
