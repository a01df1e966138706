package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.stream.Stream;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.creatureexplorer.world.workshop.doc.CreatureReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each challenge's verdict recomputed from the creature it judges: the run is stepped here and
 * the deciding figures kept from the world after every tick, by the rules docs/creature-files.md
 * gives; they must be the run's figures, its pass or fail, and the numbers its verdict prints.
 */
class ChallengeFiguresTest {

    static Stream<Arguments> designs() {
        return Stream.of(Challenge.values()).flatMap(c -> Stream.of(Arguments.of(c, "creatures/challenges/" + c.id() + ".json"),
                Arguments.of(c, "src/test/resources/workshop/bad-designs/" + c.id() + ".json")));
    }

    /** Figures kept by the rules, tick by tick. */
    private static final class Tally {
        double worst;
        double least = Double.POSITIVE_INFINITY;
        double sum;
        int counted;
        double walked;
        double reached = Double.NaN;
        int fewestDown = Integer.MAX_VALUE;
        Vec2 before;

        /** Tick 0 counts too: the pairs the creature starts with, its first feet, the threat at the stage's centre. */
        void start(Challenge c, WorkshopWorld w, boolean legs) {
            before = w.leadPoint();
            switch (c) {
                case CROSS -> worst = w.overlappingPairs();
                case SURE_FOOTED -> { worst = w.footSlip(); if (legs) fewestDown = w.walker().feetDown(); }
                case FLEE -> least = w.leadPoint().distanceTo(new Vec2(Challenge.STAGE_W / 2, Challenge.STAGE_H / 2));
                default -> { }
            }
        }

        void afterTick(Challenge c, WorkshopWorld w) {
            switch (c) {
                case CROSS -> {
                    worst = Math.max(worst, w.overlappingPairs());
                    if (w.leadPoint().x() >= 660) reached = w.timeSeconds();
                }
                case SURE_FOOTED -> {
                    walked += before.distanceTo(w.leadPoint());
                    before = w.leadPoint();
                    fewestDown = Math.min(fewestDown, w.walker().feetDown());
                    worst = Math.max(worst, w.footSlip());
                }
                case TIGHT_CIRCLE -> {
                    worst = Math.max(worst, w.spineLargestBend());
                    if (w.timeSeconds() > 5) {
                        sum += w.leadPoint().distanceTo(w.target());
                        counted++;
                    }
                }
                case FLEE -> least = Math.min(least, w.leadPoint().distanceTo(w.target()));
            }
        }

        /** docs/creature-files.md's pass rule of each challenge. */
        boolean passes(Challenge c, boolean legs, double limit) {
            return switch (c) {
                case CROSS -> !Double.isNaN(reached) && worst == 0;
                case SURE_FOOTED -> legs && fewestDown >= 1 && worst <= 0.01 && walked >= 800;
                case TIGHT_CIRCLE -> limit <= 0.5 && worst <= limit + 1e-9 && sum / counted < 40;
                case FLEE -> least >= 80;
            };
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("designs")
    void theVerdictIsTheFiguresRecountedFromTheRun(Challenge c, String file) throws CreatureFileError {
        CreatureDoc doc = CreatureReader.read(Path.of(file));
        Challenge.Run run = c.start(doc);
        WorkshopWorld w = run.world();
        assertSame(c, run.challenge());
        double limit = doc.spine().bendLimit().orElse(Double.NaN);
        boolean legs = doc.legs().isPresent();
        Tally k = new Tally();
        k.start(c, w, legs);
        int ticks = Challenge.ticks(run.seconds());
        assertEquals(switch (c) { case CROSS -> 5.0; case SURE_FOOTED -> 20.0; case TIGHT_CIRCLE -> 15.0; case FLEE -> 30.0; }, run.seconds(), 1e-9);
        boolean takes = c == Challenge.SURE_FOOTED ? legs : c != Challenge.TIGHT_CIRCLE || limit <= 0.5;
        assertEquals(!takes, run.over(), "a design the challenge cannot take is decided at tick 0");
        while (!run.over()) {
            run.step();
            k.afterTick(c, w);
        }
        if (takes && Double.isNaN(k.reached)) assertEquals(ticks, w.tick(), "a run not decided early runs its length, no tick more");
        boolean pass = k.passes(c, legs, limit);
        Challenge.Verdict v = run.verdict();
        assertEquals(pass, v.passed(), v.toString());
        assertEquals(pass, run.passing());
        assertEquals(v.toString(), c.judge(doc).toString(), "judge steps the same run to its end");
        assertFigures(c, run, k, legs, takes, limit);
        assertEquals("challenge " + c.id() + ": " + (pass ? "PASS" : "FAIL") + "  " + v.figures(), v.toString());
    }

    /** The run's deciding figure and the numbers its verdict prints are the recounted ones. */
    private static void assertFigures(Challenge c, Challenge.Run run, Tally k, boolean legs, boolean takes, double limit) {
        String figures = run.figures();
        switch (c) {
            case CROSS -> {
                assertEquals(k.worst, run.figure(), 0.0);
                assertTrue(figures.contains("most overlapping pairs " + (int) k.worst), figures);
                if (!Double.isNaN(k.reached)) assertTrue(figures.contains(f("in %.2f s", k.reached)), figures);
                else assertTrue(figures.contains(f("head at x = %.1f px after 5 s", run.world().leadPoint().x())), figures);
            }
            case SURE_FOOTED -> {
                if (!legs) {
                    assertEquals("the creature has no legs", figures);
                } else {
                    assertEquals(k.worst, run.figure(), 0.0);
                    assertTrue(figures.contains(f("fewest feet down %d", k.fewestDown)) && figures.contains(f("worst slide %.3f px", k.worst))
                            && figures.contains(f("walked %.0f px", k.walked)), figures);
                }
            }
            case TIGHT_CIRCLE -> {
                assertEquals(k.worst, run.figure(), 0.0);
                if (takes) assertTrue(figures.contains(f("largest bend %.3f rad (limit %.3f)", k.worst, limit))
                        && figures.contains(f("mean distance to the point %.1f px", k.sum / k.counted)), figures);
            }
            case FLEE -> {
                assertEquals(k.least, run.figure(), 0.0);
                assertTrue(figures.contains(f("closest %.1f px", k.least)), figures);
            }
        }
    }

    /** A copy of a run part way is a checkpoint: stepped to the end it gives the original's verdict, and leaves the original alone. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("designs")
    void aCopiedRunEndsWithTheSameVerdict(Challenge c, String file) throws CreatureFileError {
        CreatureDoc doc = CreatureReader.read(Path.of(file));
        Challenge.Run run = c.start(doc);
        for (int t = 0; t < 120 && !run.over(); t++) run.step();
        Challenge.Run copy = run.copy();
        String figuresNow = run.figures();
        for (int t = 0; t < 30 && !copy.over(); t++) copy.step();
        assertEquals(figuresNow, run.figures(), "stepping the copy leaves the original's figures");
        while (!run.over()) run.step();
        while (!copy.over()) copy.step();
        assertEquals(run.verdict().toString(), copy.verdict().toString());
        assertEquals(run.world().tick(), copy.world().tick());
    }

    /** A bend limit of exactly 0.5 rad is "at most 0.5": the tight circle takes it. */
    @Test
    void theTightCircleTakesALimitOfExactlyHalfARadian() throws CreatureFileError {
        CreatureDoc d = CreatureReader.read(Path.of("creatures/challenges/tight-circle.json"));
        CreatureDoc.Spine s = d.spine();
        CreatureDoc half = WorkshopEdits.spine(d, s.joints(), s.gap(), OptionalDouble.of(0.5));
        Challenge.Run run = Challenge.TIGHT_CIRCLE.start(half);
        assertFalse(run.over());
        assertTrue(run.figures().startsWith("largest bend 0.000 rad (limit 0.500)"), run.figures());
        assertTrue(run.figures().contains("counted from 5 s"), "before 5 s nothing is counted: " + run.figures());
        Challenge.Run none = Challenge.TIGHT_CIRCLE.start(WorkshopEdits.spine(d, s.joints(), s.gap(), OptionalDouble.empty()));
        assertTrue(none.over());
        assertFalse(none.verdict().passed());
    }

    /** Mid-run, the cross shows where the head is and when. */
    @Test
    void theCrossShowsTheHeadAndTheTimeWhileItRuns() throws CreatureFileError {
        Challenge.Run run = Challenge.CROSS.start(CreatureReader.read(Path.of("creatures/challenges/cross.json")));
        for (int t = 0; t < 30; t++) run.step();
        assertTrue(run.figures().startsWith(f("head at x = %.1f px after 0.50 s (needs 660)", run.world().leadPoint().x())), run.figures());
    }

    @Test
    void challengesAreFoundByTheirIds() {
        for (Challenge c : Challenge.values()) {
            assertSame(c, Challenge.of(c.id()));
            assertFalse(c.summary().isBlank());
        }
        assertEquals("cross, sure-footed, tight-circle, flee", Challenge.ids());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Challenge.of("swim"));
        assertEquals("unknown challenge swim; one of cross, sure-footed, tight-circle, flee", e.getMessage());
    }

    private static String f(String format, Object... values) { return String.format(Locale.ROOT, format, values); }
}
