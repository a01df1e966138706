package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.model.Playback;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, point 1, without a screen: a try: link's long step runs in slices after the click
 * returns (the window's event thread is free between them), ends in the very state one long step
 * reaches, runs the rest of its link only then, and gives way to anything else that moves the
 * lesson. {@link LongStepWindowTest} clicks such a link in a real window and times the event thread.
 */
class LongStepTest {

    @Test
    void aLongStepReturnsAtOnceAndEndsWhereOneLongStepWould() throws Exception {
        ExplorerPanel p = ClassroomTest.panel("chain");
        // The click, and what it left, read in the same event: slices queued after it cannot run in between
        // (a chain's 5,000 ticks take a few ms, so two separate reads may straddle the step's end).
        Object[] after = WindowTest.onEdtHeadless(() -> {
            p.tryThis("step:5000;hide:bones");
            return new Object[] {p.current().playback().tick(), p.current().stage().overlays().contains(Overlay.BONES), p.statusText()};
        });
        // The click has returned, and the ticks have not all run inside it.
        assertTrue((long) after[0] < 5000, "all 5000 ticks ran inside the click");
        assertTrue((boolean) after[1], "the rest of the link ran before the step ended");
        assertTrue(((String) after[2]).contains("Stepping forward"), (String) after[2]);
        WindowTest.onEdtHeadless(() -> { p.tryLinks().finishLongStep(); return null; });
        assertEquals(5000, (long) WindowTest.onEdtHeadless(() -> p.current().playback().tick()));
        assertFalse(WindowTest.onEdtHeadless(() -> p.current().stage().overlays().contains(Overlay.BONES)), "hide:bones after the step");
        assertTrue(p.statusText().startsWith("5000 ticks forward"), p.statusText());
        // The same state as 5000 steps in one go: slicing changes when the ticks run, not what they do.
        Lesson<?> chain = LessonCatalog.byId("chain").orElseThrow();
        Playback once = new Playback(chain.factory(), chain.defaultParams(), LessonView.CHART_WINDOW);
        once.steps(5000);
        double[] expected = new double[once.world().series().size()];
        once.world().sample(expected);
        double[] got = WindowTest.onEdtHeadless(() -> {
            double[] s = new double[expected.length];
            p.current().playback().world().sample(s);
            return s;
        });
        assertArrayEquals(expected, got, 0.0);
        assertEquals(once.checkpointTicks(), WindowTest.onEdtHeadless(() -> p.current().playback().checkpointTicks()));
    }

    @Test
    void aStepOrPlayOrAnotherLinkStopsIt() throws Exception {
        ExplorerPanel p = ClassroomTest.panel("chain");
        // A step by hand in between: the long step gives way and the rest of its link never runs.
        WindowTest.onEdtHeadless(() -> {
            p.tryThis("step:5000;hide:bones");
            p.step();
            return null;
        });
        WindowTest.onEdtHeadless(() -> { p.tryLinks().finishLongStep(); return null; });
        assertEquals(1, (long) WindowTest.onEdtHeadless(() -> p.current().playback().tick()));
        assertTrue(WindowTest.onEdtHeadless(() -> p.current().stage().overlays().contains(Overlay.BONES)));
        // Another link replaces one still stepping.
        WindowTest.onEdtHeadless(() -> {
            p.tryThis("step:3000");
            p.tryThis("step:10");
            return null;
        });
        WindowTest.onEdtHeadless(() -> { p.tryLinks().finishLongStep(); return null; });
        assertEquals(11, (long) WindowTest.onEdtHeadless(() -> p.current().playback().tick()));
        assertFalse(WindowTest.onEdtHeadless(() -> p.tryLinks().stepping()));
        // A short step still runs at once, inside the click.
        WindowTest.onEdtHeadless(() -> { p.tryThis("step:" + LongStep.AT_ONCE_TICKS); return null; });
        assertEquals(11 + LongStep.AT_ONCE_TICKS, (long) WindowTest.onEdtHeadless(() -> p.current().playback().tick()));
    }
}
