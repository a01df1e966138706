package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.junit.jupiter.api.Test;

/**
 * Every figure the Part 6 texts quote (lessons 6.1 and 6.2, their teacher notes in both
 * languages, the README's rows), measured here from the library creatures with the edits the
 * texts ask for, and found in each text as it is written.
 */
class WorkshopFiguresTest {
    static final int TICKS = 1200; // the texts' 20 s

    record Walk(int steps, double worstSlide, double meanStride, int fewestDown, double meanDown) {}

    static Walk walk(CreatureDoc doc) {
        WorkshopWorld w = new WorkshopWorld(doc);
        double worst = 0, down = 0;
        int fewest = Integer.MAX_VALUE;
        for (int t = 0; t < TICKS; t++) {
            w.step();
            worst = Math.max(worst, w.footSlip());
            fewest = Math.min(fewest, w.walker().feetDown());
            down += w.walker().feetDown();
        }
        return new Walk(w.walker().stepsTotal(), worst, w.walker().meanStride(), fewest, down / TICKS);
    }

    static CreatureDoc trigger(CreatureDoc d, double trigger) {
        CreatureDoc.Legs l = d.legs().orElseThrow();
        return WorkshopEdits.legs(d, Optional.of(new CreatureDoc.Legs(l.thigh(), l.shin(), l.homeAhead(), l.homeSide(), trigger, l.stepSeconds(),
                l.lift(), l.overshoot(), l.at())));
    }

    static CreatureDoc limit(CreatureDoc d, double limit) {
        return WorkshopEdits.spine(d, d.spine().joints(), d.spine().gap(), OptionalDouble.of(limit));
    }

    static String f(String format, Object... v) { return String.format(Locale.ROOT, format, v); }

    static void quoted(List<String> files, String... texts) throws Exception {
        for (String file : files) {
            String body = Files.readString(Path.of(file));
            for (String t : texts) assertTrue(body.contains(t), file + " no longer says: " + t);
        }
    }

    @Test
    void theLizardsStepTrigger() throws Exception {
        CreatureDoc lizard = CreatureLibrary.open("lizard");
        Walk at38 = walk(lizard), at20 = walk(trigger(lizard, 20)), at60 = walk(trigger(lizard, 60));
        assertEquals(98, at38.steps());
        assertEquals("20.5", f("%.1f", at38.worstSlide()));
        assertEquals("60", f("%.0f", at38.meanStride()));
        assertEquals(142, at20.steps());
        assertEquals("7.9", f("%.1f", at20.worstSlide()));
        assertEquals("43", f("%.0f", at20.meanStride()));
        assertEquals(71, at60.steps());
        assertEquals("43.0", f("%.1f", at60.worstSlide()));
        quoted(List.of("lessons/workshop.md"), "98 steps in 20 s", "20.5 px", "142 steps", "7.9 px", "71 steps", "43.0 px");
        quoted(List.of("lessons/teacher/workshop.md"), "20.5 px to 7.9 px", "142 steps instead of 98");
        quoted(List.of("README.md"), "98 → 142 steps in 20 s", "20.5 → 7.9 px");
    }

    @Test
    void theCentipedesFeet() throws Exception {
        Walk c = walk(CreatureLibrary.open("centipede"));
        assertEquals(4, c.fewestDown());
        assertEquals("5.4", f("%.1f", c.meanDown()));
        assertEquals(352, c.steps());
        quoted(List.of("lessons/workshop.md", "lessons/teacher/workshop.md"), "5.4");
        quoted(List.of("lessons/workshop.md"), "352 steps");
    }

    @Test
    void theSnakesBendOnTheFigureEightWithAndWithoutALimit() throws Exception {
        CreatureDoc snake = CreatureLibrary.open("snake");
        for (CreatureDoc d : List.of(snake, limit(snake, 0.35))) {
            WorkshopWorld w = new WorkshopWorld(d);
            double worst = 0;
            for (int t = 0; t < TICKS; t++) {
                w.step();
                worst = Math.max(worst, w.spineLargestBend());
            }
            assertEquals("0.34", f("%.2f", worst));
        }
        quoted(List.of("lessons/workshop.md"), "stays 0.34 rad");
    }

    @Test
    void theSnakeInTheChallenges() throws Exception {
        CreatureDoc snake = CreatureLibrary.open("snake");
        assertEquals("challenge cross: FAIL  reached x = 660 px in 2.20 s (needs < 5); most overlapping pairs 18 (needs 0)",
                Challenge.CROSS.judge(snake).toString());
        assertEquals("challenge cross: PASS  reached x = 660 px in 2.20 s (needs < 5); most overlapping pairs 0 (needs 0)",
                Challenge.CROSS.judge(limit(snake, 0.35)).toString());
        assertTrue(Challenge.CROSS.judge(limit(snake, 0.5)).toString().contains("FAIL") && Challenge.CROSS.judge(limit(snake, 0.5)).figures().contains("pairs 6 "));
        assertTrue(Challenge.CROSS.judge(limit(snake, 0.7)).figures().contains("pairs 15 "));
        assertEquals("challenge tight-circle: PASS  largest bend 0.350 rad (limit 0.350); mean distance to the point 17.8 px (needs < 40)",
                Challenge.TIGHT_CIRCLE.judge(limit(snake, 0.35)).toString());
        assertTrue(Challenge.SURE_FOOTED.judge(CreatureLibrary.open("lizard")).figures().contains("worst slide 25.372 px"));
        assertTrue(Challenge.SURE_FOOTED.judge(CreatureLibrary.open("sure-footed")).figures().contains("worst slide 0.000 px"));
        quoted(List.of("lessons/challenges.md"), "2.20 s, 18 overlapping pairs", "2.20 s with 0 overlapping pairs", "**Bend limit 0.5 rad**: 6 pairs",
                "0.7 rad, 15", "17.8 px", "25.4 px", "0.000 px");
        quoted(List.of("lessons/teacher/challenges.md"), "18 pairs overlap", "at 0.5 rad 6 pairs", "17.8 px");
        quoted(List.of("README.md"), "18 overlapping pairs", "at 0.5 rad 6 pairs fail");
    }
}
