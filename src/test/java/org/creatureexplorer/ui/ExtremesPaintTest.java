package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Issue 13: every lesson with every parameter at its extremes together (all low, all high),
 * every switch both on and off (so each lesson runs with and without its caps), for thousands
 * of ticks, painted in the lesson's own painter as it goes. Each run must stay finite (except
 * the series that are undefined on purpose) and each paint must fit a generous budget measured
 * over many paints: a runaway coordinate once made one paint take forever.
 */
class ExtremesPaintTest {
    static final int TICKS = 3000;
    static final int PAINT_EVERY = 60;
    /**
     * Mean paint time allowed, ms. This is a hang guard, not a speed check (speed is measured by
     * {@code bench}): a runaway coordinate once made one paint take minutes, while a lesson paints in
     * a few ms; the bound is loose enough that a loaded 2-core machine (seen: 300 ms) never trips it.
     */
    static final double MEAN_PAINT_BUDGET_MS = 2000;

    /** Series that are undefined (NaN) at tick 0 only, by their documentation: nothing has happened yet. */
    static final java.util.Set<String> UNDEFINED_AT_TICK_0 = java.util.Set.of(
            "fabrik/root_error_backward", // no backward pass before the first tick
            "arrive/arrive_asked_speed"); // decided on the previous tick

    @TestFactory
    List<DynamicTest> everyLessonAtItsJointExtremesPaintsInBoundedTime() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Lesson<?> lesson : LessonCatalog.all()) {
            for (Map.Entry<String, ParamValues> c : combinations(lesson).entrySet()) {
                tests.add(DynamicTest.dynamicTest(lesson.id() + " " + c.getKey(),
                        () -> assertTimeoutPreemptively(Duration.ofSeconds(120), () -> run(lesson, c.getValue()),
                                lesson.id() + " with " + c.getValue().describe() + " did not finish")));
            }
        }
        return tests;
    }

    /** All numbers low or all high, with every switch off or on (and every cap that can be, inf). */
    static Map<String, ParamValues> combinations(Lesson<?> lesson) {
        Map<String, ParamValues> out = new LinkedHashMap<>();
        for (boolean high : new boolean[] {false, true}) {
            for (boolean switches : new boolean[] {false, true}) {
                ParamValues v = lesson.defaultParams();
                for (ParamSpec s : lesson.params()) {
                    switch (s.kind()) {
                        case BOOLEAN -> v.set(s.name(), switches ? 1 : 0);
                        case CHOICE -> v.set(s.name(), high ? s.max() : s.min());
                        default -> v.set(s.name(), high ? s.max() : s.min());
                    }
                    // "No cap" written as a number: inf where the parameter allows it.
                    if (s.allowInfinity() && switches) v.set(s.name(), Double.POSITIVE_INFINITY);
                }
                out.put((high ? "all high" : "all low") + (switches ? ", switches on" : ", switches off"), v);
            }
        }
        return out;
    }

    private static void run(Lesson<?> lesson, ParamValues values) {
        Playback p = new Playback(lesson.factory(), values, 600);
        World w = p.world();
        double width = w.stageWidth();
        double height = w.stageHeight();
        BufferedImage img = new BufferedImage((int) Math.ceil(width), (int) Math.ceil(height), BufferedImage.TYPE_INT_RGB);
        StageStyle style = new StageStyle(EnumSet.allOf(Overlay.class), Palette.LIGHT, 1, 1);
        long paintNanos = 0;
        int paints = 0;
        double[] sample = new double[w.series().size()];
        for (int t = 0; t <= TICKS; t++) {
            if (t == TICKS / 3) p.apply(new Input.PointerAt(new Vec2(0, 0)));
            if (t == TICKS / 2) p.apply(new Input.PointerAt(new Vec2(width, height)));
            if (t == 2 * TICKS / 3) p.apply(new Input.PointerLeft());
            if (t > 0) p.step();
            if (t % PAINT_EVERY == 0) {
                Graphics2D g = img.createGraphics();
                long start = System.nanoTime();
                try {
                    g.clipRect(0, 0, img.getWidth(), img.getHeight());
                    lesson.paint(g, p.world(), style);
                } finally {
                    g.dispose();
                }
                paintNanos += System.nanoTime() - start;
                paints++;
                p.world().sample(sample);
                for (int i = 0; i < sample.length; i++) {
                    String column = p.world().series().get(i).column();
                    if (Double.isFinite(sample[i])) continue;
                    boolean nanOnPurpose = Double.isNaN(sample[i]) && (p.world().series().get(i).nanAllowed()
                            || (values.has("guard") && !values.getBool("guard"))
                            || (p.tick() == 0 && UNDEFINED_AT_TICK_0.contains(lesson.id() + "/" + column)));
                    if (!nanOnPurpose) fail(lesson.id() + ": " + column + " = " + sample[i] + " at tick " + p.tick() + " with " + values.describe());
                }
            }
        }
        double meanMs = paintNanos / 1e6 / paints;
        assertTrue(meanMs < MEAN_PAINT_BUDGET_MS, lesson.id() + ": mean paint " + meanMs + " ms with " + values.describe());
    }
}
