package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
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
 * Every lesson, at every parameter's extremes and under hostile input (the pointer at the
 * stage's corners, a handle dragged onto another, every lesson button pressed), keeps its
 * measurements finite and paints with every overlay on in every palette without throwing.
 * Lessons that show NaN on purpose (the unguarded knee) are excused for NaN only, and so are
 * series their world declares NaN on purpose ({@code SeriesSpec.mayBeNaN}).
 */
class EveryLessonTest {

    static final int TICKS = 240;

    /**
     * Share of the stage a lesson's painter must change from the blank background: every lesson
     * draws at least a creature or a target (3.6% of the stage at the least, spring-knee); an empty
     * or background-only painter changes nothing.
     */
    static final double MIN_DRAWN_SHARE = 0.02;

    @TestFactory
    List<DynamicTest> everyLessonSurvivesItsExtremes() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Lesson<?> lesson : LessonCatalog.all()) {
            tests.add(DynamicTest.dynamicTest(lesson.id() + " at defaults", () -> exercise(lesson, lesson.defaultParams())));
            for (ParamSpec spec : lesson.params()) {
                for (double v : new double[] {spec.min(), spec.max()}) {
                    ParamValues values = lesson.defaultParams();
                    values.set(spec.name(), v);
                    tests.add(DynamicTest.dynamicTest(lesson.id() + " " + spec.name() + "=" + spec.format(v), () -> exercise(lesson, values)));
                }
            }
        }
        return tests;
    }

    private static void exercise(Lesson<?> lesson, ParamValues values) {
        Playback p = new Playback(lesson.factory(), values, 600);
        World w = p.world();
        boolean nanAllowed = allowsNaN(values);
        p.steps(TICKS / 3);
        // Hostile input: the pointer at the corners and centre, handles dragged onto each other, buttons.
        p.apply(new Input.PointerAt(new Vec2(0, 0)));
        p.steps(10);
        p.apply(new Input.PointerAt(new Vec2(w.stageWidth(), w.stageHeight())));
        p.apply(new Input.PointerPressed(new Vec2(w.stageWidth() / 2, w.stageHeight() / 2)));
        p.steps(10);
        p.apply(new Input.PointerReleased());
        p.apply(new Input.PointerLeft());
        var handles = p.world().handles();
        if (handles.size() >= 2) {
            p.apply(new Input.Drag(handles.get(0).id(), handles.get(1).position()));
            p.steps(3);
            p.apply(new Input.Release(handles.get(0).id()));
        }
        for (var action : lesson.actions()) {
            p.apply(new Input.Action(action.name()));
            p.steps(5);
        }
        p.steps(TICKS / 3);
        double[] sample = new double[p.world().series().size()];
        p.world().sample(sample);
        for (int i = 0; i < sample.length; i++) {
            double v = sample[i];
            String column = p.world().series().get(i).column();
            // A series NaN on purpose says so where it is declared (SeriesSpec.mayBeNaN); any other NaN is a bug.
            if (Double.isNaN(v) && (nanAllowed || p.world().series().get(i).nanAllowed())) continue;
            if (Double.isNaN(v)) fail(lesson.id() + ": " + column + " is NaN with " + values.describe());
            if (Double.isInfinite(v) && !values.describe().contains("inf")) {
                fail(lesson.id() + ": " + column + " is infinite with " + values.describe());
            }
        }
        // Paint: every overlay, every palette, a small and a projector-sized stage.
        for (Palette palette : List.of(Palette.LIGHT, Palette.DARK, Palette.HIGH_CONTRAST, Palette.PROJECTOR)) {
            for (double scale : new double[] {0.8, 3.0}) {
                int width = (int) Math.ceil(p.world().stageWidth() * scale);
                int height = (int) Math.ceil(p.world().stageHeight() * scale);
                // Start from the blank stage StageView gives every lesson (its background colour),
                // then count what the lesson's own painter changed.
                BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
                Graphics2D g = img.createGraphics();
                try {
                    g.scale(scale, scale);
                    g.clipRect(0, 0, (int) p.world().stageWidth(), (int) p.world().stageHeight());
                    g.setColor(palette.background());
                    g.fillRect(0, 0, (int) Math.ceil(p.world().stageWidth()), (int) Math.ceil(p.world().stageHeight()));
                    lesson.paint(g, p.world(), new StageStyle(EnumSet.allOf(Overlay.class), palette, scale, 1.6, 1.5));
                } catch (RuntimeException e) {
                    throw new AssertionError(lesson.id() + " failed to paint with " + values.describe(), e);
                } finally {
                    g.dispose();
                }
                double drawn = (double) pixelsOtherThan(img, palette.background().getRGB()) / (width * height);
                assertTrue(drawn >= MIN_DRAWN_SHARE, String.format(Locale.ROOT,
                        "%s painted %.3f%% of the stage (%s, scale %.1f) with %s", lesson.id(), 100 * drawn,
                        palette == Palette.LIGHT ? "light" : palette == Palette.DARK ? "dark"
                                : palette == Palette.PROJECTOR ? "projector" : "high contrast", scale, values.describe()));
            }
        }
        assertTrue(p.tick() > 0);
    }

    private static boolean allowsNaN(ParamValues values) {
        // The knee lessons show what NaN does when the guard is off.
        return values.has("guard") && !values.getBool("guard");
    }

    /** Pixels of a TYPE_INT_RGB image whose colour is not {@code rgb}, read straight from its buffer. */
    static int pixelsOtherThan(BufferedImage img, int rgb) {
        int[] data = ((DataBufferInt) img.getRaster().getDataBuffer()).getData();
        int blank = rgb & 0xFFFFFF;
        int n = 0;
        for (int pixel : data) if ((pixel & 0xFFFFFF) != blank) n++;
        return n;
    }

    @SuppressWarnings("unused")
    private static String lower(String s) { return s.toLowerCase(Locale.ROOT); }
}
