package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The stage shows a challenge's failing criteria before its passing ones: each figure says
 * whether its criterion is met, which must agree with the run's own pass rule at every tick,
 * and {@link Challenge.Run#failingFirst} puts the unmet ones first without changing the verdict.
 */
class ChallengeReadoutsTest {

    /** The reference solution, the deliberately bad design and the starting snake and lizard: passes, fails and both on the way. */
    static List<CreatureDoc> designs(Challenge c) throws Exception {
        return List.of(CreatureReader.read(Path.of("creatures/challenges/" + c.id() + ".json")),
                CreatureReader.read(Path.of("src/test/resources/workshop/bad-designs/" + c.id() + ".json")),
                CreatureLibrary.open("snake"), CreatureLibrary.open("lizard"));
    }

    /** A run passes exactly when every criterion it shows is met: the flags are the pass rule line by line. */
    @ParameterizedTest
    @EnumSource(Challenge.class)
    void everyLineMetExactlyWhenPassing(Challenge c) throws Exception {
        for (CreatureDoc d : designs(c)) {
            Challenge.Run run = c.start(d);
            for (int t = 0; !run.over() || t % 60 != 0; t++) {
                if (t % 15 == 0 || run.over()) {
                    boolean allMet = run.lines().stream().allMatch(Challenge.Figure::met);
                    assertEquals(run.passing(), allMet, d.name() + " at tick " + t + ": " + run.figures());
                }
                run.step();
            }
        }
    }

    /** The same lines, the unmet ones first, each group in the verdict's order. */
    @ParameterizedTest
    @EnumSource(Challenge.class)
    void failingFirstIsTheLinesUnmetFirst(Challenge c) throws Exception {
        for (CreatureDoc d : designs(c)) {
            Challenge.Run run = c.start(d);
            for (int t = 0; t <= 240; t++) {
                List<Challenge.Figure> lines = run.lines(), shown = run.failingFirst();
                List<Challenge.Figure> expected = new ArrayList<>();
                for (Challenge.Figure f : lines) if (!f.met()) expected.add(f);
                for (Challenge.Figure f : lines) if (f.met()) expected.add(f);
                assertEquals(texts(expected), texts(shown), d.name() + " at tick " + t);
                run.step();
            }
        }
    }

    /** The starting snake crosses in time but overlaps 18 pairs: the stage leads with the pairs, the verdict keeps its order. */
    @Test
    void theSnakesPairsComeFirstOnTheStage() throws Exception {
        Challenge.Run run = Challenge.CROSS.start(CreatureLibrary.open("snake"));
        while (!run.over()) run.step();
        List<String> shown = texts(run.failingFirst());
        assertEquals(List.of("most overlapping pairs 18 (needs 0)", "reached x = 660 px in 2.20 s (needs < 5)"), shown);
        assertTrue(run.verdict().figures().startsWith("reached x = 660 px"), run.verdict().toString());
    }

    static List<String> texts(List<Challenge.Figure> figures) {
        List<String> out = new ArrayList<>();
        for (Challenge.Figure f : figures) out.add(String.format(java.util.Locale.ROOT, f.format(), f.values()));
        return out;
    }
}
