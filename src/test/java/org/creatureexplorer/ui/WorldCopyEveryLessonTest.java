package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.CopyCheck;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.World;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link World#copy()} in every lesson, which step back's checkpoints rest on: after a run with
 * a seeded stream of inputs, the copy is a deep copy (every value equal, nothing that changes
 * shared, aliasing kept: {@link CopyCheck}); the copy and the original go on alike, sample for
 * sample, under the same inputs; and a copy driven elsewhere leaves the original as a fresh run
 * with the original's inputs would be.
 */
class WorldCopyEveryLessonTest {
    /** Ticks before the copy: past the lessons' start-up (a first step, a settled gait). */
    private static final int BEFORE = 300;
    /** Ticks both go on after the copy. */
    private static final int AFTER = 400;

    static Stream<String> lessons() { return LessonCatalog.ids().stream(); }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void aCopyIsADeepCopyThatGoesOnAsTheOriginal(String id) {
        Lesson<?> lesson = LessonCatalog.byId(id).orElseThrow();
        Random rnd = new Random(id.hashCode() * 17L + 3);
        TreeMap<Long, List<Input>> log = new TreeMap<>();
        World original = lesson.factory().apply(lesson.defaultParams());
        play(lesson, List.of(original), log, rnd, BEFORE);

        World twin = original.copy();
        assertNotSame(original, twin);
        assertEquals(List.of(), CopyCheck.problems(original, twin), id + ": the copy at tick " + original.tick());

        // A copy driven on its own, with other inputs: the original must not feel it.
        World elsewhere = original.copy();
        play(lesson, List.of(elsewhere), new TreeMap<>(), new Random(99), AFTER);

        World fresh = lesson.factory().apply(lesson.defaultParams());
        replay(fresh, log, original.tick());
        assertArrayEquals(sample(fresh), sample(original), id + ": the original after its copy was driven elsewhere");

        List<World> alike = List.of(original, twin, fresh);
        Random inputs = new Random(id.hashCode() * 5L + 1);
        for (int i = 0; i < AFTER; i++) {
            play(lesson, alike, log, inputs, 1);
            double[] expected = sample(original);
            assertArrayEquals(expected, sample(twin), id + ": the copy at tick " + original.tick());
            assertArrayEquals(expected, sample(fresh), id + ": a fresh run at tick " + original.tick());
        }
    }

    /** Steps every world {@code ticks} ticks, the same random input to each before about one tick in eight. */
    private static void play(Lesson<?> lesson, List<World> worlds, TreeMap<Long, List<Input>> log, Random rnd, int ticks) {
        World lead = worlds.get(0);
        for (int i = 0; i < ticks; i++) {
            if (rnd.nextInt(8) == 0) {
                Input in = StepBackEveryLessonTest.randomInput(lesson, lead, rnd);
                if (in != null) {
                    for (World w : worlds) w.apply(in);
                    log.computeIfAbsent(lead.tick(), k -> new ArrayList<>()).add(in);
                }
            }
            for (World w : worlds) w.step();
        }
    }

    /** Drives {@code world} from its first tick to {@code toTick} with the logged inputs, as {@link #play} gave them. */
    private static void replay(World world, TreeMap<Long, List<Input>> log, long toTick) {
        while (world.tick() < toTick) {
            List<Input> now = log.get(world.tick());
            if (now != null) now.forEach(world::apply);
            world.step();
        }
    }

    private static double[] sample(World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }
}
