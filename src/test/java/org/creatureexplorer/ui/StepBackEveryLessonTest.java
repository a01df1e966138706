package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.History;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Step back from checkpoints is the same run as a fresh replay from tick 0, bit for bit, in
 * every lesson: a seeded stream of pointer moves, drags, presses, buttons and live parameter
 * changes is applied while the run goes past several checkpoints, then the run jumps back to
 * random ticks, steps back, steps on, and takes new inputs (which rewrite the future). At every
 * stop the world's sample, every value of the chart history, the parameters and the tick must
 * equal a fresh Playback that applied the same inputs at the same ticks.
 */
class StepBackEveryLessonTest {
    private static final int CAPACITY = LessonView.CHART_WINDOW;
    private static final int RUN = 6 * Playback.CHECKPOINT_EVERY + 97;

    static Stream<String> lessons() { return LessonCatalog.ids().stream(); }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void stepBackFromCheckpointsEqualsAFreshRun(String id) {
        Lesson<?> lesson = LessonCatalog.byId(id).orElseThrow();
        Random rnd = new Random(id.hashCode() * 31L + 12);
        Playback run = new Playback(lesson.factory(), lesson.defaultParams(), CAPACITY);
        TreeMap<Long, List<Input>> log = new TreeMap<>();

        playWithInputs(lesson, run, log, rnd, RUN);
        assertTrue(run.checkpointTicks().size() >= 5, "the run went past several checkpoints: " + run.checkpointTicks());
        assertSameAsFresh(lesson, run, log, "after the forward run");

        for (int round = 0; round < 6; round++) {
            long target = 1 + rnd.nextInt((int) run.tick());
            run.replayTo(target);
            assertSameAsFresh(lesson, run, log, "after a jump back to " + target);
            run.stepBack();
            assertSameAsFresh(lesson, run, log, "after one step back from " + target);
            if (round % 2 == 0) {
                // Forward again over the logged inputs: they replay at their ticks.
                run.steps(1 + rnd.nextInt(Playback.CHECKPOINT_EVERY + 50));
                assertSameAsFresh(lesson, run, log, "after stepping on over logged inputs");
            } else {
                // A new input here drops every logged input (and checkpoint) after this tick.
                log.tailMap(run.tick(), false).clear();
                Input now = new Input.PointerAt(new Vec2(rnd.nextDouble() * 100, rnd.nextDouble() * 100));
                run.apply(now);
                log.computeIfAbsent(run.tick(), k -> new ArrayList<>()).add(now);
                playWithInputs(lesson, run, log, rnd, 1 + rnd.nextInt(2 * Playback.CHECKPOINT_EVERY));
                assertSameAsFresh(lesson, run, log, "after new inputs rewrote the future");
            }
        }
        // Held Left arrow: many single steps back in a row, across a checkpoint.
        long stop = Math.max(0, run.tick() - Playback.CHECKPOINT_EVERY - 5);
        while (run.tick() > stop) run.stepBack();
        assertSameAsFresh(lesson, run, log, "after a run of single steps back");
    }

    /** Steps {@code ticks} ticks, applying a random input before about one tick in eight. */
    private static void playWithInputs(Lesson<?> lesson, Playback run, TreeMap<Long, List<Input>> log, Random rnd, int ticks) {
        for (int i = 0; i < ticks; i++) {
            if (rnd.nextInt(8) == 0) {
                Input in = randomInput(lesson, run.world(), rnd);
                if (in != null) {
                    run.apply(in);
                    log.computeIfAbsent(run.tick(), k -> new ArrayList<>()).add(in);
                }
            }
            run.step();
        }
    }

    /** A random input a user could give this lesson now (null for none): also used by {@link WorldCopyEveryLessonTest}. */
    static Input randomInput(Lesson<?> lesson, World world, Random rnd) {
        Vec2 somewhere = new Vec2(rnd.nextDouble() * world.stageWidth(), rnd.nextDouble() * world.stageHeight());
        List<Handle> handles = world.handles();
        List<ParamSpec> live = lesson.params().stream().filter(ParamSpec::live).toList();
        List<LessonAction> actions = lesson.actions();
        switch (rnd.nextInt(7)) {
            case 0, 1: return new Input.PointerAt(somewhere);
            case 2: return rnd.nextBoolean() ? new Input.PointerLeft() : new Input.PointerPressed(somewhere);
            case 3: return handles.isEmpty() ? new Input.PointerReleased()
                    : new Input.Drag(handles.get(rnd.nextInt(handles.size())).id(), somewhere);
            case 4: return handles.isEmpty() ? null : new Input.Release(handles.get(rnd.nextInt(handles.size())).id());
            case 5: {
                if (live.isEmpty()) return null;
                ParamSpec p = live.get(rnd.nextInt(live.size()));
                double v = p.kind() == ParamSpec.Kind.NUMBER ? p.min() + rnd.nextDouble() * (p.max() - p.min())
                        : p.min() + rnd.nextInt((int) Math.round(p.max() - p.min()) + 1);
                return new Input.SetParam(p.name(), v);
            }
            default: return actions.isEmpty() ? null : new Input.Action(actions.get(rnd.nextInt(actions.size())).name());
        }
    }

    /** A fresh run from tick 0 with the same inputs at the same ticks, compared value for value. */
    private static void assertSameAsFresh(Lesson<?> lesson, Playback run, TreeMap<Long, List<Input>> log, String when) {
        Playback fresh = new Playback(lesson.factory(), lesson.defaultParams(), CAPACITY);
        long target = run.tick();
        applyAt(fresh, log, 0);
        while (fresh.tick() < target) {
            fresh.step();
            applyAt(fresh, log, fresh.tick());
        }
        String at = lesson.id() + " at tick " + target + " " + when;
        assertEquals(target, fresh.tick(), at);
        assertEquals(fresh.params(), run.params(), at + ": parameters");
        assertArrayEquals(sample(fresh.world()), sample(run.world()), at + ": the world's sample");
        History a = fresh.history();
        History b = run.history();
        assertEquals(a.size(), b.size(), at + ": history length");
        assertArrayEquals(a.times(), b.times(), at + ": history times");
        for (int c = 0; c < fresh.world().series().size(); c++) {
            assertArrayEquals(a.column(c), b.column(c), at + ": history of " + fresh.world().series().get(c));
        }
    }

    private static void applyAt(Playback p, Map<Long, List<Input>> log, long tick) {
        List<Input> inputs = log.get(tick);
        if (inputs != null) inputs.forEach(p::apply);
    }

    private static double[] sample(World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }
}
