package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.creatureexplorer.world.skeletons.DistanceWorld;
import org.creatureexplorer.world.steering.SteerWorld;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYSeries;

/** Charts show exactly what the world measured; guides and non-time x axes follow the world. */
class ChartsPanelTest {

    @Test
    void chartSeriesAreTheRecordedMeasurementsAndGuidesFollowTheWorld() {
        Playback p = new Playback(DistanceWorld::new, ParamValues.defaults(DistanceWorld.PARAMS), 600);
        ChartSpec spec = ChartSpec.linear("d", "distance (px)", "distance_before", "distance_after")
                .withGuide("L", w -> ((DistanceWorld) w).length());
        ChartsPanel panel = new ChartsPanel(List.of(spec), p.world().series(), p.history(), p.world());
        p.steps(100);
        assertTrue(panel.refresh(p.history(), p.world()));
        assertFalse(panel.refresh(p.history(), p.world()), "nothing new, no redraw");
        XYSeries after = panel.views().get(0).chart().getSeries("distance after the fix");
        double[] y = after.getYData();
        assertEquals(102, y.length, "101 ticks plus the hidden spacer point");
        double[] recorded = p.history().column(Columns.of(p.world()).index("distance_after"));
        for (int i = 0; i < recorded.length; i++) assertEquals(recorded[i], y[i]);
        XYSeries guide = panel.views().get(0).chart().getSeries("L");
        assertArrayEquals(new double[] {80, 80}, guide.getYData());
    }

    @Test
    void fiveChartsSitInTwoColumnsFewerInOne() {
        Playback p = new Playback(DistanceWorld::new, ParamValues.defaults(DistanceWorld.PARAMS), 600);
        ChartSpec c = ChartSpec.linear("d", "distance (px)", "distance_after");
        ChartsPanel four = new ChartsPanel(List.of(c, c, c, c), p.world().series(), p.history(), p.world());
        ChartsPanel five = new ChartsPanel(List.of(c, c, c, c, c), p.world().series(), p.history(), p.world());
        java.awt.GridLayout g4 = (java.awt.GridLayout) four.getLayout();
        java.awt.GridLayout g5 = (java.awt.GridLayout) five.getLayout();
        assertEquals(4, g4.getRows());
        assertEquals(1, g4.getColumns());
        assertEquals(3, g5.getRows());
        assertEquals(2, g5.getColumns());
        assertEquals(5, five.views().size());
    }

    @Test
    void shortStackedChartsStillGetYAxisLabels() {
        Playback p = new Playback(DistanceWorld::new, ParamValues.defaults(DistanceWorld.PARAMS), 600);
        ChartsPanel panel = new ChartsPanel(List.of(ChartSpec.linear("d", "distance (px)", "distance_after")),
                p.world().series(), p.history(), p.world());
        assertEquals(ChartsPanel.Y_TICK_SPACING_HINT, panel.views().get(0).chart().getStyler().getYAxisTickMarkSpacingHint());
        assertTrue(ChartsPanel.Y_TICK_SPACING_HINT <= 40, "a 70 px plot needs room for at least two labels");
    }

    @Test
    void aChartCanBePlottedAgainstAnotherColumnAndOnALogScale() {
        Playback p = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 600);
        ChartSpec xy = ChartSpec.linear("bend vs head-tail", "bend (rad)", "max_bend").against("head_tail", "head-tail (px)");
        ChartSpec log = ChartSpec.log("gap", "gap error (px)", 1e-16, 100, "max_gap_error");
        ChartsPanel panel = new ChartsPanel(List.of(xy, log), p.world().series(), p.history(), p.world());
        p.steps(50);
        panel.refresh(p.history(), p.world());
        double[] x = panel.views().get(0).chart().getSeries("largest neighbour bend").getXData();
        double[] headTail = p.history().column(Columns.of(p.world()).index("head_tail"));
        assertEquals(headTail[10], x[10]);
        double[] logY = panel.views().get(1).chart().getSeries("largest gap error").getYData();
        double[] gap = p.history().column(Columns.of(p.world()).index("max_gap_error"));
        assertEquals(Math.log10(Math.max(gap[20], ChartSpec.LOG_FLOOR)), logY[20], 1e-12);
    }

    @Test
    void anEvenlySteppedXColumnGetsAnUnevenSpacerSoXChartPicksRoundTicks() {
        // The iteration count of the FABRIK lesson steps evenly; XChart dedups x values, so
        // the hidden spacer point must lie beyond the last value, half a step on.
        Playback p = new Playback(org.creatureexplorer.world.skeletons.FabrikWorld::new,
                ParamValues.defaults(org.creatureexplorer.world.skeletons.FabrikWorld.PARAMS), 600);
        ChartSpec spec = ChartSpec.log("tip", "tip error (px)", 1e-10, 1e3, "tip_error_forward").against("iteration", "iteration");
        ChartsPanel panel = new ChartsPanel(List.of(spec), p.world().series(), p.history(), p.world());
        p.steps(8);
        panel.refresh(p.history(), p.world());
        double[] x = panel.views().get(0).chart().getSeries("tip error after the forward pass").getXData();
        assertEquals(10, x.length);
        assertEquals(4.0, x[8]);
        assertEquals(4.25, x[9], "half a step (0.25) past the last iteration value");
        assertTrue(Double.isNaN(panel.views().get(0).chart().getSeries("tip error after the forward pass").getYData()[9]));
    }

    @Test
    void anEvenlySpacedXColumnGetsAHalfStepSpacerSoXChartPicksRoundTickLabels() {
        Playback p = new Playback(SteerWorld::new, ParamValues.defaults(SteerWorld.PARAMS), 600);
        ChartSpec spec = ChartSpec.linear("speed", "speed (px/tick)", "speed").against("t", "tick");
        ChartsPanel panel = new ChartsPanel(List.of(spec), p.world().series(), p.history(), p.world());
        p.steps(40);
        panel.refresh(p.history(), p.world());
        XYSeries s = panel.views().get(0).chart().getSeries("speed");
        double[] x = s.getXData();
        assertEquals(42, x.length);
        assertEquals(40, x[40]);
        assertEquals(40.5, x[41], "spacer half a step past the last tick");
        assertTrue(Double.isNaN(s.getYData()[41]), "the spacer is never drawn");
    }

    @Test
    void aScenarioCanPrintASubsetOfTheWorldsSeries() {
        WorldScenario s = new WorldScenario("c", "c", ChainWorld.PARAMS, 5, ChainWorld::new, List.of("head_tail", "head_x"));
        assertEquals(List.of("tick", "time_s", "head_tail", "head_x"), s.columns());
        java.util.List<String[]> rows = new java.util.ArrayList<>();
        s.run(s.params().isEmpty() ? null : ParamValues.defaults(s.params()), rows::add);
        assertEquals(6, rows.size());
        assertEquals(4, rows.get(0).length);
    }

    /**
     * The live panel reads only the rows recorded since its last refresh once the window is
     * full; whatever the run did in between (short or long plays, step backs, a reset), every
     * series must hold exactly what a panel built afresh from the same history holds.
     */
    @Test
    void appendingRefreshesShowTheSameSeriesAsAFreshPanel() {
        Playback p = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 50);
        List<ChartSpec> specs = List.of(
                ChartSpec.linear("gap", "px", "max_gap_error", "head_tail").withGuide("g", w -> 12.0),
                ChartSpec.log("log gap", "px", 1e-16, 1e3, "max_gap_error"),
                ChartSpec.linear("against head x", "px", "head_tail").against("head_x", "head x (px)")
                        .withVerticalGuide("x0", w -> 100.0));
        ChartsPanel live = new ChartsPanel(specs, p.world().series(), p.history(), p.world());
        java.util.Random rnd = new java.util.Random(12);
        for (int round = 0; round < 60; round++) {
            int what = rnd.nextInt(10);
            if (what == 0) p.replayTo(Math.max(0, p.tick() - 1 - rnd.nextInt(80)));
            else if (what == 1 && round % 7 == 0) p.reset();
            else p.steps(rnd.nextInt(what == 2 ? 120 : 8));
            live.refresh(p.history(), p.world());
            ChartsPanel fresh = new ChartsPanel(specs, p.world().series(), p.history(), p.world());
            for (int c = 0; c < specs.size(); c++) {
                var a = live.views().get(c).chart();
                var b = fresh.views().get(c).chart();
                assertEquals(b.getSeriesCollection().size(), a.getSeriesCollection().size());
                for (XYSeries expected : b.getSeriesCollection()) {
                    String name = expected.getName();
                    String at = "round " + round + " tick " + p.tick() + " chart " + c + " " + name;
                    assertArrayEquals(expected.getXData(), a.getSeries(name).getXData(), at + " x");
                    assertArrayEquals(expected.getYData(), a.getSeries(name).getYData(), at + " y");
                }
            }
        }
    }
}
