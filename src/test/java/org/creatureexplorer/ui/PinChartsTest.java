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

    /**
     * In projection the toolbar keeps Pin (its row has room since the time controls went under the
     * stage) and the stage's corner names what is pinned, as the legend does, so a projected
     * screenshot says what the faded lines are.
     */
    @Test
    void inProjectionPinStaysAndTheStageSaysWhatIsPinned() {
        ExplorerPanel panel = new ExplorerPanel(List.of(ChainLesson.create()));
        panel.setLook(Look.DEFAULT.withProjector(true));
        Toolbar toolbar = (Toolbar) find(panel, Toolbar.class);
        assertTrue(named(toolbar, "pin").isVisible(), "Pin stays in projection");
        assertTrue(named(toolbar, "pins").isVisible(), "and the menu of pinned runs");
        String before = panel.current().stage().shownBadge();
        assertTrue(before == null || !before.contains("pinned"), "nothing pinned yet, nothing said: " + before);

        panel.current().advance(30);
        ((javax.swing.JButton) named(toolbar, "pin")).doClick();
        assertEquals(1, panel.current().pins().list().size(), "Pin pinned the run");
        panel.current().setParameter("gap", "20");
        assertTrue(panel.current().stage().shownBadge().endsWith("pinned: gap 12"), panel.current().stage().shownBadge());

        panel.setLook(Look.DEFAULT);
        assertTrue(named(toolbar, "pin").isVisible());
        String badge = panel.current().stage().shownBadge();
        assertTrue(badge == null || !badge.contains("pinned"), "out of projection the legend says it: " + badge);
    }

    private static java.awt.Component find(java.awt.Container root, Class<?> type) {
        for (java.awt.Component c : root.getComponents()) {
            if (type.isInstance(c)) return c;
            if (c instanceof java.awt.Container k) {
                java.awt.Component f = find(k, type);
                if (f != null) return f;
            }
        }
        return null;
    }

    private static java.awt.Component named(java.awt.Container root, String name) {
        java.awt.Component found = search(root, name);
        if (found == null) throw new AssertionError("no component named " + name);
        return found;
    }

    private static java.awt.Component search(java.awt.Container root, String name) {
        for (java.awt.Component c : root.getComponents()) {
            if (name.equals(c.getName())) return c;
            if (c instanceof java.awt.Container k) {
                java.awt.Component f = search(k, name);
                if (f != null) return f;
            }
        }
        return null;
    }
}
