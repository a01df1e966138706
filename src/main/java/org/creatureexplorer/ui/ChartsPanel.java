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
    /**
     * Pixels XChart aims to leave between y tick labels (its default is 74). Four stacked charts
     * at 1600x900 are about 70 px tall inside, and with the default they show no y labels at all.
     */
    static final int Y_TICK_SPACING_HINT = 34;
    private static final double LOG_FLOOR_FOR_GUIDES = ChartSpec.LOG_FLOOR;

    private final List<ChartSpec> specs;
    private final List<SeriesSpec> series;
    private final List<ChartView> views = new ArrayList<>();
    private long shownVersion = -1;

    /** From this many charts on, they are laid out in two columns: five stacked in one leave no room to plot. */
    static final int TWO_COLUMNS_FROM = 5;

    static int columnsFor(int charts) { return charts >= TWO_COLUMNS_FROM ? 2 : 1; }

    public ChartsPanel(List<ChartSpec> specs, List<SeriesSpec> series, History history, World world) {
        super(new GridLayout(Math.max(1, (specs.size() + columnsFor(specs.size()) - 1) / columnsFor(specs.size())),
                columnsFor(specs.size()), 6, 6));
        this.specs = specs;
        this.series = series;
        for (ChartSpec spec : specs) {
            XYChart chart = new XYChartBuilder().width(480).height(220)
                    .title(spec.title()).xAxisTitle(spec.xAxisTitle()).yAxisTitle(spec.yAxisTitle()).build();
            style(chart, spec, Look.DEFAULT);
            double[] x = xValues(history, spec);
            for (String column : spec.columns()) {
                XYSeries s = chart.addSeries(label(column), x, values(history, column, spec));
                s.setMarker(SeriesMarkers.NONE);
            }
            for (ChartSpec.Guide guide : spec.guides()) {
                double[][] line = guideLine(guide, spec, x, history, world);
                XYSeries s = chart.addSeries(guide.label(), line[0], line[1]);
                s.setMarker(SeriesMarkers.NONE);
                s.setLineStyle(guideStroke(1));
                s.setLineColor(Look.DEFAULT.chartColors().guide());
            }
            ChartView view = new ChartView(chart);
            views.add(view);
            add(view);
        }
        setOpaque(false);
    }

    static BasicStroke guideStroke(double scale) {
        float w = (float) (1.6 * scale);
        return new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6 * w, 4 * w}, 0f);
    }

    /** Restyles every chart for a look: XChart does not follow the look and feel by itself. */
    public void applyLook(Look look) {
        for (int c = 0; c < specs.size(); c++) {
            XYChart chart = views.get(c).chart();
            views.get(c).invalidateImage();
            synchronized (chart) {
                style(chart, specs.get(c), look);
                for (ChartSpec.Guide guide : specs.get(c).guides()) {
                    XYSeries s = chart.getSeries(guide.label());
                    s.setLineStyle(guideStroke(look.strokeScale()));
                    s.setLineColor(look.chartColors().guide());
                }
            }
            views.get(c).repaint();
        }
    }

    private static void style(XYChart chart, ChartSpec spec, Look look) {
        Theme.ChartColors colors = look.chartColors();
        double k = look.textScale();
        Styler st = chart.getStyler();
        st.setChartBackgroundColor(colors.background());
        st.setPlotBackgroundColor(colors.plot());
        st.setChartFontColor(colors.text());
        st.setPlotBorderVisible(false);
        st.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.round(15 * k)));
        st.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.round(13 * k)));
        // One row under the plot: a legend inside the plot covers the oldest data on a short chart.
        st.setLegendPosition(Styler.LegendPosition.OutsideS);
        st.setLegendLayout(Styler.LegendLayout.Horizontal);
        st.setLegendPadding(3);
        Color legendBg = colors.plot();
        st.setLegendBackgroundColor(new Color(legendBg.getRed(), legendBg.getGreen(), legendBg.getBlue(), 215));
        st.setLegendBorderColor(colors.grid());
        st.setLegendVisible(spec.columns().size() + spec.guides().size() > 1);
        st.setSeriesColors(colors.series());
        float line = (float) (2.2 * look.strokeScale());
        st.setSeriesLines(new BasicStroke[] {new BasicStroke(line), new BasicStroke(line), new BasicStroke(line),
            new BasicStroke(line), new BasicStroke(line)});
        st.setMarkerSize(0);
        chart.getStyler().setYAxisTickMarkSpacingHint(Y_TICK_SPACING_HINT);
        st.setAntiAlias(true);
        st.setChartPadding(6);
        chart.getStyler().setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.round(13 * k)));
        chart.getStyler().setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.round(12.5 * k)));
        chart.getStyler().setAxisTickLabelsColor(colors.text());
        chart.getStyler().setAxisTickMarksColor(colors.grid());
        chart.getStyler().setPlotGridLinesColor(colors.grid());
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

    /** Copies the history into every chart if it changed since the last refresh, and repaints them. */
    public boolean refresh(History history, World world) {
        if (history.version() == shownVersion) return false;
        shownVersion = history.version();
        for (int c = 0; c < specs.size(); c++) {
            ChartView view = views.get(c);
            view.invalidateImage();
            seriesData(c, history, world).applyTo(view.chart());
            view.repaint();
        }
        return true;
    }

    /**
     * The live window's refresh: the series are read from the history here, on the event thread
     * (a few thousand doubles), and the charts are updated and painted into images on the chart
     * thread, where XChart's axis layout, text and lines (most of a refresh) no longer hold up
     * the frames. If the chart thread is still busy with the last refresh this one is skipped
     * and the next timer tick tries again, so refreshes never queue up.
     */
    public boolean refreshLive(History history, World world) {
        if (history.version() == shownVersion || !chartThreadIdle.compareAndSet(true, false)) return false;
        shownVersion = history.version();
        List<Runnable> jobs = new ArrayList<>(specs.size());
        for (int c = 0; c < specs.size(); c++) {
            ChartView view = views.get(c);
            SeriesData data = seriesData(c, history, world);
            int width = view.getWidth(), height = view.getHeight();
            long asOf = view.generation();
            jobs.add(() -> {
                data.applyTo(view.chart());
                view.paintInBackground(width, height, asOf);
            });
        }
        CHART_THREAD.execute(() -> {
            try {
                for (Runnable job : jobs) job.run();
            } finally {
                chartThreadIdle.set(true);
            }
        });
        return true;
    }

    private final java.util.concurrent.atomic.AtomicBoolean chartThreadIdle = new java.util.concurrent.atomic.AtomicBoolean(true);

    /** One daemon thread paints every live chart (a second core does the charts while the first does the frames). */
    private static final java.util.concurrent.ExecutorService CHART_THREAD = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "chart-painter");
        t.setDaemon(true);
        t.setPriority(Thread.NORM_PRIORITY - 1);
        return t;
    });

    /** One chart's series as XChart takes them, read from the history at one moment. */
    private record SeriesData(List<String> names, List<double[][]> xy) {
        void applyTo(XYChart chart) {
            synchronized (chart) {
                for (int i = 0; i < names.size(); i++) chart.updateXYSeries(names.get(i), xy.get(i)[0], xy.get(i)[1], null);
            }
        }
    }

    private SeriesData seriesData(int c, History history, World world) {
        ChartSpec spec = specs.get(c);
        List<String> names = new ArrayList<>();
        List<double[][]> xy = new ArrayList<>();
        double[] x = xValues(history, spec);
        for (String column : spec.columns()) {
            names.add(label(column));
            xy.add(new double[][] {x, values(history, column, spec)});
        }
        for (ChartSpec.Guide guide : spec.guides()) {
            names.add(guide.label());
            xy.add(guideLine(guide, spec, x, history, world));
        }
        return new SeriesData(names, xy);
    }

    private double[] xValues(History history, ChartSpec spec) {
        if (spec.againstTime()) return times(history);
        double[] raw = history.column(index(spec.xColumn()));
        // Same uneven last point as times(): keeps XChart from labelling every x value. XChart
        // compares the distinct x values, so a repeat of the last one would not do for an
        // evenly stepped column (an iteration count): the spacer sits half a step further on.
        double[] out = java.util.Arrays.copyOf(raw, raw.length + 1);
        double last = raw.length > 0 ? raw[raw.length - 1] : 0;
        double spacer = last;
        for (int i = raw.length - 2; i >= 0; i--) {
            if (raw[i] != last && Double.isFinite(raw[i]) && Double.isFinite(last)) {
                spacer = last + (last - raw[i]) / 2;
                break;
            }
        }
        out[raw.length] = spacer;
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

    /** Adds each chart's box, named by its title; its plot, title and legend are still to come (issue 11). */
    void reportLayout(LayoutReport report) {
        for (ChartView v : views) {
            if (v.isShowing() || v.getWidth() > 0) report.add("chart", v.chart().getTitle(), v, false);
        }
    }

    public List<ChartView> views() { return views; }
}
