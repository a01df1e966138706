package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.lessons.skeletons.ChainLesson;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/** Pinned runs on a lesson's charts: their lines, the shared x axis and the legend. */
class PinChartsTest {

    private static XYChart chart(LessonView v, String title) {
        return v.charts().views().stream().map(ChartView::chart).filter(c -> c.getTitle().equals(title)).findFirst().orElseThrow();
    }

    private static XYSeries labelled(XYChart chart, String label) {
        return chart.getSeriesCollection().stream().filter(s -> s.getLabel().equals(label)).findFirst().orElse(null);
    }

    @Test
    void thePinnedLineIsAFreshRunWithItsParametersOnTheLiveTicksAndTheLegendNamesTheDifference() {
        LessonView v = new LessonView(ChainLesson.create());
        v.buildHeavyParts();
        v.advance(240);
        v.pin();
        v.setParameter("gap", "20");
        v.reset();
        v.advance(180);
        v.refreshCharts();

        XYChart headTail = chart(v, "Head-to-tail distance");
        XYSeries live = labelled(headTail, "head-to-tail distance \u00b7 gap 20");
        XYSeries pinned = labelled(headTail, "head-to-tail distance \u00b7 gap 12");
        assertNotNull(live, "the live line's legend names its gap");
        assertNotNull(pinned, "the pinned line's legend names its gap");

        Playback fresh = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), LessonView.CHART_WINDOW);
        fresh.steps(180);
        double[] expected = fresh.history().column(5);
        double[] y = pinned.getYData();
        assertEquals(expected.length, y.length);
        for (int i = 0; i < y.length; i++) assertEquals(expected[i], y[i], "tick " + i);
        // The same x, tick for tick, as the live line (which adds one hidden spacer point).
        double[] xLive = live.getXData();
        double[] xPinned = pinned.getXData();
        for (int i = 0; i < xPinned.length; i++) assertEquals(xLive[i], xPinned[i]);
        assertEquals(xLive.length - 1, xPinned.length);

        // Pinned lines are faded: more transparent than the live one.
        assertTrue(pinned.getLineColor().getAlpha() < live.getLineColor().getAlpha());
    }

    @Test
    void clearingAPinRemovesItsLinesAndTheLegendGoesBack() {
        LessonView v = new LessonView(ChainLesson.create());
        v.buildHeavyParts();
        v.advance(60);
        v.pin();
        v.setParameter("gap", "16");
        v.pin();
        v.setParameter("gap", "20");
        v.advance(10);
        v.refreshCharts();
        XYChart headTail = chart(v, "Head-to-tail distance");
        assertNotNull(labelled(headTail, "head-to-tail distance \u00b7 gap 12"));
        assertNotNull(labelled(headTail, "head-to-tail distance \u00b7 gap 16"));
        assertEquals(3, headTail.getSeriesCollection().size());

        assertTrue(v.clearPin(1));
        v.refreshCharts();
        assertNull(labelled(headTail, "head-to-tail distance \u00b7 gap 12"));
        assertNotNull(labelled(headTail, "head-to-tail distance \u00b7 gap 16"));
        assertTrue(v.clearPin(0));
        v.refreshCharts();
        assertEquals(List.of("head-to-tail distance"), headTail.getSeriesCollection().stream().map(XYSeries::getLabel).toList());
    }

    @Test
    void pinsAreKeptPerLessonWhileTheAppRuns() {
        ExplorerPanel panel = new ExplorerPanel(List.of(ChainLesson.create(),
                org.creatureexplorer.lessons.skeletons.FoldLesson.create()));
        panel.current().advance(30);
        panel.pin();
        panel.nextLesson();
        assertTrue(panel.current().pins().isEmpty(), "the fold lesson has pins of its own");
        panel.previousLesson();
        assertEquals(1, panel.current().pins().list().size(), "the chain's pin is still there");
        assertEquals(0, panel.current().pins().list().get(0).run().tick(), "and follows the new view's tick 0");
        panel.pin();
        panel.pin();
        panel.pin();
        assertEquals(3, panel.current().pins().list().size());
        assertTrue(panel.statusText().contains("At most 3"), panel.statusText());
    }
}
