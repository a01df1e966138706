package org.creatureexplorer.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GridLayout;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.model.History;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A lesson's live charts, stacked. {@link #refresh} copies the recorded history into the
 * charts; the window calls it from one Swing timer at a bounded rate, never per tick.
 */
public final class ChartsPanel extends JPanel {
    static final Color[] SERIES_COLORS = {
        new Color(0x1F6FB2), new Color(0xD35400), new Color(0x16A085), new Color(0x8E44AD), new Color(0xC0392B)};

    static final Color GUIDE_COLOR = new Color(0x7A7A7A);
    static final BasicStroke GUIDE_STROKE = new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f);
    private static final double LOG_FLOOR_FOR_GUIDES = ChartSpec.LOG_FLOOR;

    private final List<ChartSpec> specs;
    private final List<SeriesSpec> series;
    private final List<ChartView> views = new ArrayList<>();
    private long shownVersion = -1;

    public ChartsPanel(List<ChartSpec> specs, List<SeriesSpec> series, History history, World world) {
        super(new GridLayout(Math.max(1, specs.size()), 1, 0, 6));
        this.specs = specs;
        this.series = series;
        for (ChartSpec spec : specs) {
            XYChart chart = new XYChartBuilder().width(480).height(220)
                    .title(spec.title()).xAxisTitle(spec.xAxisTitle()).yAxisTitle(spec.yAxisTitle()).build();
            style(chart, spec);
            double[] x = xValues(history, spec);
            for (String column : spec.columns()) {
                XYSeries s = chart.addSeries(label(column), x, values(history, column, spec));
                s.setMarker(SeriesMarkers.NONE);
            }
            for (ChartSpec.Guide guide : spec.guides()) {
                double[][] line = guideLine(guide, spec, x, history, world);
                XYSeries s = chart.addSeries(guide.label(), line[0], line[1]);
                s.setMarker(SeriesMarkers.NONE);
                s.setLineStyle(GUIDE_STROKE);
                s.setLineColor(GUIDE_COLOR);
            }
            ChartView view = new ChartView(chart);
            views.add(view);
            add(view);
        }
        setOpaque(false);
    }

    private static void style(XYChart chart, ChartSpec spec) {
        Styler st = chart.getStyler();
        st.setChartBackgroundColor(new Color(0xFBFAF7));
        st.setPlotBackgroundColor(Color.WHITE);
        st.setPlotBorderVisible(false);
        st.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
        st.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        st.setLegendPosition(Styler.LegendPosition.InsideNW);
        st.setLegendBackgroundColor(new Color(255, 255, 255, 210));
        st.setLegendVisible(spec.columns().size() + spec.guides().size() > 1);
        st.setSeriesColors(SERIES_COLORS);
        st.setSeriesLines(new BasicStroke[] {new BasicStroke(2.2f), new BasicStroke(2.2f), new BasicStroke(2.2f),
            new BasicStroke(2.2f), new BasicStroke(2.2f)});
        st.setMarkerSize(0);
        st.setAntiAlias(true);
        st.setChartPadding(6);
        chart.getStyler().setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        chart.getStyler().setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        chart.getStyler().setPlotGridLinesColor(new Color(0xE6E3DC));
        chart.getStyler().setXAxisDecimalPattern("0.#");
        chart.getStyler().setPlotGridVerticalLinesVisible(false);
        if (spec.logY()) {
            // Log charts plot log10(value) on a linear axis and label it as powers of ten: XChart's
            // own log axis drops every label when many decades share a short chart.
            chart.getStyler().setYAxisTickLabelsFormattingFunction(v ->
                    Math.abs(v - Math.rint(v)) < 1e-9 ? "1e" + Math.round(v) : "");
            if (spec.yMin() != null) chart.getStyler().setYAxisMin(Math.log10(spec.yMin()));
            if (spec.yMax() != null) chart.getStyler().setYAxisMax(Math.log10(spec.yMax()));
        } else {
            if (spec.yMin() != null) chart.getStyler().setYAxisMin(spec.yMin());
            if (spec.yMax() != null) chart.getStyler().setYAxisMax(spec.yMax());
        }
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
    }

    private String label(String column) {
        for (SeriesSpec s : series) if (s.column().equals(column)) return s.label();
        throw new IllegalArgumentException("chart names column " + column + " which the world does not measure");
    }

    private int index(String column) {
        for (int i = 0; i < series.size(); i++) if (series.get(i).column().equals(column)) return i;
        throw new IllegalArgumentException("chart names column " + column + " which the world does not measure");
    }

    /**
     * The history's times plus one extra point half a tick later (its values are NaN, so it is
     * never drawn). XChart treats evenly spaced x values as categories and puts a tick label on
     * nearly every one; the uneven last step makes it choose round numbers instead.
     */
    private static double[] times(History history) {
        double[] t = history.times();
        double[] out = java.util.Arrays.copyOf(t, t.length + 1);
        double step = t.length >= 2 ? t[t.length - 1] - t[t.length - 2] : 1e-3;
        out[t.length] = t[t.length - 1] + step / 2;
        return out;
    }

    private double[] values(History history, String column, ChartSpec spec) {
        double[] raw = history.column(index(column));
        double[] v = java.util.Arrays.copyOf(raw, raw.length + 1);
        v[raw.length] = Double.NaN;
        for (int i = 0; i < v.length; i++) {
            // A log axis cannot show zero; an exact zero is drawn at the floor. Infinities are
            // not drawable on any axis and are left as gaps.
            if (spec.logY() && !Double.isNaN(v[i])) v[i] = Math.log10(Math.max(v[i], ChartSpec.LOG_FLOOR));
            if (Double.isInfinite(v[i])) v[i] = Double.NaN;
        }
        return v;
    }

    /** Copies the history into every chart if it changed since the last refresh. */
    public boolean refresh(History history, World world) {
        if (history.version() == shownVersion) return false;
        shownVersion = history.version();
        for (int c = 0; c < specs.size(); c++) {
            ChartSpec spec = specs.get(c);
            XYChart chart = views.get(c).chart();
            double[] x = xValues(history, spec);
            for (String column : spec.columns()) {
                chart.updateXYSeries(label(column), x, values(history, column, spec), null);
            }
            for (ChartSpec.Guide guide : spec.guides()) {
                double[][] line = guideLine(guide, spec, x, history, world);
                chart.updateXYSeries(guide.label(), line[0], line[1], null);
            }
            views.get(c).repaint();
        }
        return true;
    }

    private double[] xValues(History history, ChartSpec spec) {
        if (spec.againstTime()) return times(history);
        double[] raw = history.column(index(spec.xColumn()));
        // Same uneven last point as times(): keeps XChart from labelling every x value when the
        // column is evenly spaced (a tick count). Its y values are NaN, so it is never drawn.
        double[] out = java.util.Arrays.copyOf(raw, raw.length + 1);
        int n = raw.length;
        double last = n > 0 ? raw[n - 1] : 0;
        double step = n >= 2 ? last - raw[n - 2] : 0;
        out[n] = Double.isFinite(step) && step != 0 ? last + step / 2 : last;
        return out;
    }

    /** A guide as a two-point series across the data (horizontal) or up the data (vertical). */
    private double[][] guideLine(ChartSpec.Guide guide, ChartSpec spec, double[] x, History history, World world) {
        double v = guide.value().applyAsDouble(world);
        if (guide.vertical()) {
            double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
            for (String column : spec.columns()) {
                for (double y : values(history, column, spec)) {
                    if (Double.isFinite(y)) { lo = Math.min(lo, y); hi = Math.max(hi, y); }
                }
            }
            if (spec.yMin() != null) lo = spec.logY() ? Math.log10(spec.yMin()) : spec.yMin();
            if (spec.yMax() != null) hi = spec.logY() ? Math.log10(spec.yMax()) : spec.yMax();
            if (!(lo <= hi)) { lo = 0; hi = 1; }
            return new double[][] {{v, v}, {lo, hi}};
        }
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (double t : x) if (Double.isFinite(t)) { lo = Math.min(lo, t); hi = Math.max(hi, t); }
        if (!(lo <= hi)) { lo = 0; hi = 1; }
        double y = spec.logY() ? Math.log10(Math.max(v, LOG_FLOOR_FOR_GUIDES)) : v;
        return new double[][] {{lo, hi}, {y, y}};
    }

    public List<ChartView> views() { return views; }
}
