package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;
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
public final class ChartsPanel extends JPanel implements javax.swing.Scrollable {
    /**
     * Pixels XChart aims to leave between y tick labels (its default is 74). Four stacked charts
     * at 1600x900 are about 70 px tall inside, and with the default they show no y labels at all.
     */
    static final int Y_TICK_SPACING_HINT = 34;
    private static final double LOG_FLOOR_FOR_GUIDES = ChartSpec.LOG_FLOOR;

    private final List<ChartSpec> specs;
    private final List<SeriesSpec> series;
    private final List<ChartView> views = new ArrayList<>();
    private final List<Feed> feeds = new ArrayList<>();
    private long shownVersion = -1;
    private Look look = Look.DEFAULT;
    private double tickSeconds;

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
                    .title(Tr.t(spec.title())).xAxisTitle(Tr.t(spec.xAxisTitle())).yAxisTitle(Tr.t(spec.yAxisTitle())).build();
            Feed feed = new Feed(spec);
            feeds.add(feed);
            feed.fill(history, world);
            for (int i = 0; i < spec.columns().size(); i++) {
                XYSeries s = chart.addSeries(label(spec.columns().get(i)), feed.x, feed.y[i]);
                s.setMarker(SeriesMarkers.NONE);
            }
            for (int i = 0; i < spec.guides().size(); i++) {
                ChartSpec.Guide guide = spec.guides().get(i);
                double[][] line = feed.guides[i];
                XYSeries s = chart.addSeries(Tr.t(guide.label()), line[0], line[1]);
                s.setMarker(SeriesMarkers.NONE);
                s.setLineStyle(guideStroke(1));
                s.setLineColor(Look.DEFAULT.chartColors().guide());
            }
            style(chart, spec, Look.DEFAULT);
            ChartView view = new ChartView(chart, spec);
            view.setOnMeasured(this::alignPlots);
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
        this.look = look;
        for (int c = 0; c < specs.size(); c++) {
            XYChart chart = views.get(c).chart();
            style(chart, specs.get(c), look);
            views.get(c).setLook(look);
            views.get(c).repaint();
        }
        reflow();
    }

    /**
     * Time axes in ticks: {@code tickSeconds} seconds per tick for a lesson that counts in ticks
     * (Parts 2 to 4, see {@link LessonTime}), 0 for seconds.
     */
    public void countInTicks(double tickSeconds) {
        this.tickSeconds = tickSeconds;
        applyLook(look);
    }

    // ---- the look of the column: reflow and aligned plots -----------------------------------

    /** Shortest a chart gets before the column scrolls instead (px at text scale 1). */
    static final int MIN_CHART_HEIGHT = 175;

    /**
     * Columns and rows for the look: five or more charts take two columns, except in projection
     * mode, where text is 1.6x and two columns would leave plots too narrow for their titles: one
     * column there, scrolled when the charts would otherwise be squeezed under their minimum.
     */
    private void reflow() {
        int n = Math.max(1, specs.size());
        int cols = look.projector() ? 1 : columnsFor(n);
        GridLayout grid = (GridLayout) getLayout();
        grid.setColumns(cols);
        grid.setRows((n + cols - 1) / cols);
        revalidate();
    }

    /** Least plot height worth showing (px at text scale 1): below it a line is a smudge. */
    static final int MIN_PLOT_HEIGHT = 80;

    private int neededOverhead;

    /**
     * The least height a chart gets: {@link #MIN_CHART_HEIGHT}, or more where a chart's wrapped
     * title and legend need it to keep {@link #MIN_PLOT_HEIGHT} for the plot.
     */
    private int minChartHeight() {
        return Math.max((int) Math.round(MIN_CHART_HEIGHT * look.textScale()),
                neededOverhead + (int) Math.round(MIN_PLOT_HEIGHT * look.textScale()));
    }

    /** Re-reads the charts' overheads after a paint; true when the least chart height changed. */
    private boolean updateOverhead() {
        int most = 0;
        for (ChartView v : views) most = Math.max(most, v.overhead());
        if (most == neededOverhead) return false;
        int before = minChartHeight();
        neededOverhead = most;
        return minChartHeight() != before;
    }

    /**
     * Height of one chart in a column {@code viewHeight} tall: as many whole charts as fit at their
     * minimum share the view exactly, so scrolling moves by whole charts and none shows cut in half.
     */
    int chartHeight(int viewHeight) {
        GridLayout grid = (GridLayout) getLayout();
        int gap = grid.getVgap();
        int rows = Math.max(1, grid.getRows());
        int fit = Math.max(1, Math.min(rows, (viewHeight + gap) / (minChartHeight() + gap)));
        return Math.max(minChartHeight() / 2, (viewHeight - (fit - 1) * gap) / fit);
    }

    private int viewHeight() {
        return getParent() instanceof javax.swing.JViewport vp && vp.getHeight() > 0 ? vp.getHeight() : -1;
    }

    @Override public java.awt.Dimension getPreferredSize() {
        GridLayout grid = (GridLayout) getLayout();
        int rows = Math.max(1, grid.getRows());
        int view = viewHeight();
        int each = view > 0 ? chartHeight(view) : minChartHeight();
        return new java.awt.Dimension(480, rows * each + (rows - 1) * grid.getVgap());
    }

    @Override public java.awt.Dimension getPreferredScrollableViewportSize() {
        return new java.awt.Dimension(480, minChartHeight());
    }

    @Override public int getScrollableUnitIncrement(java.awt.Rectangle r, int o, int d) {
        return chartHeight(r.height) + ((GridLayout) getLayout()).getVgap();
    }

    @Override public int getScrollableBlockIncrement(java.awt.Rectangle r, int o, int d) { return getScrollableUnitIncrement(r, o, d); }

    @Override public boolean getScrollableTracksViewportWidth() { return true; }

    /** Fills the height it is given, unless that would squeeze a chart under its minimum: then it scrolls. */
    @Override public boolean getScrollableTracksViewportHeight() {
        return getParent() instanceof javax.swing.JViewport vp && vp.getHeight() >= getPreferredSize().height;
    }

    /**
     * Lines up the plots of the charts against the same x (time, or one column): each plot starts
     * where the one with the widest y labels starts. Called after each chart paints; a chart whose
     * shift changes repaints once more.
     */
    /** Paints the charts; when that moved a plot edge (new y labels), once more with the plots aligned. */
    @Override protected void paintChildren(java.awt.Graphics g) {
        super.paintChildren(g);
        if (alignPlots()) super.paintChildren(g);
        if (updateOverhead()) revalidate();
    }

    /** @return true when a chart's plot moved */
    boolean alignPlots() {
        boolean moved = false;
        java.util.Map<String, Double> left = new java.util.HashMap<>();
        for (ChartView v : views) {
            double natural = v.naturalPlotLeft();
            if (Double.isNaN(natural)) continue;
            left.merge(xKey(v.spec()), natural, Math::max);
        }
        for (ChartView v : views) {
            double natural = v.naturalPlotLeft();
            if (Double.isNaN(natural)) continue;
            int shift = (int) Math.ceil(left.get(xKey(v.spec())) - natural - 0.01);
            if (shift != v.plotShift()) {
                v.setPlotLeft(shift);
                moved = true;
            }
        }
        return moved;
    }

    private static String xKey(ChartSpec spec) { return spec.againstTime() ? "" : spec.xColumn(); }

    /** Measures and aligns every chart without a screen (layout, render): two passes settle the shifts. */
    void alignOffscreen() {
        for (int pass = 0; pass < 2; pass++) {
            for (ChartView v : views) v.measure();
            alignPlots();
        }
        for (ChartView v : views) v.measure();
    }

    private void style(XYChart chart, ChartSpec spec, Look look) {
        ChartStyler.style(chart, spec, look, tickSeconds);
    }

    private String label(String column) {
        for (SeriesSpec s : series) if (s.column().equals(column)) return Tr.t(s.label());
        throw new IllegalArgumentException("chart names column " + column + " which the world does not measure");
    }

    private int index(String column) {
        for (int i = 0; i < series.size(); i++) if (series.get(i).column().equals(column)) return i;
        throw new IllegalArgumentException("chart names column " + column + " which the world does not measure");
    }

    /**
     * One chart's series as XChart holds them: arrays kept from refresh to refresh and handed to
     * XChart by reference. Each is the history's rows plus one spacer point at the end: for x,
     * half a step past the last value (XChart treats evenly spaced x values as categories and
     * puts a tick label on nearly every one; the uneven last step makes it choose round
     * numbers), for y NaN, so it is never drawn. Once the window is full, a refresh moves the
     * arrays' contents left by the rows recorded since the last one and reads only those rows
     * from the history (about 5 at 12 refreshes a second, not 600); while the window fills, or
     * after a step back or reset replaced the rows, it reads them all. No array is made while
     * playing with a full window. Series added to the chart by others (pinned runs) are left alone.
     */
    private final class Feed {
        final ChartSpec spec;
        final int xIndex;
        final int[] yIndex;
        final String[] names;
        double[] x;
        double[][] y;
        final double[][][] guides;
        private long epoch = -1, recorded = -1;

        Feed(ChartSpec spec) {
            this.spec = spec;
            xIndex = spec.againstTime() ? -1 : index(spec.xColumn());
            yIndex = spec.columns().stream().mapToInt(ChartsPanel.this::index).toArray();
            names = new String[yIndex.length + spec.guides().size()];
            for (int i = 0; i < yIndex.length; i++) names[i] = label(spec.columns().get(i));
            for (int i = 0; i < spec.guides().size(); i++) names[yIndex.length + i] = Tr.t(spec.guides().get(i).label());
            y = new double[yIndex.length][];
            guides = new double[spec.guides().size()][][];
            for (int i = 0; i < guides.length; i++) guides[i] = new double[][] {new double[2], new double[2]};
        }

        /** Brings the arrays up to the history: the new rows only when that is all that changed. */
        void fill(History history, World world) {
            int n = history.size();
            long fresh = history.recorded() - recorded;
            boolean sameRows = history.epoch() == epoch && x != null && x.length == n + 1;
            if (sameRows && fresh >= 0 && fresh < n) {
                int k = (int) fresh;
                shiftAndRead(x, history, xIndex, n, k, false);
                for (int i = 0; i < y.length; i++) shiftAndRead(y[i], history, yIndex[i], n, k, true);
            } else {
                if (x == null || x.length != n + 1) {
                    x = new double[n + 1];
                    for (int i = 0; i < y.length; i++) y[i] = new double[n + 1];
                }
                read(x, history, xIndex, 0, n, false);
                for (int i = 0; i < y.length; i++) read(y[i], history, yIndex[i], 0, n, true);
            }
            x[n] = spacer(x, n, xIndex < 0);
            for (double[] column : y) column[n] = Double.NaN;
            epoch = history.epoch();
            recorded = history.recorded();
            for (int i = 0; i < guides.length; i++) guideLine(spec.guides().get(i), spec, x, y, world, guides[i]);
        }

        private void shiftAndRead(double[] a, History history, int column, int n, int k, boolean values) {
            if (k == 0) return;
            System.arraycopy(a, k, a, 0, n - k);
            read(a, history, column, n - k, k, values);
        }

        /** Rows [from, from + length) of the history into the same places of {@code a}, as drawn. */
        private void read(double[] a, History history, int column, int from, int length, boolean values) {
            if (column < 0) history.copyTimes(from, length, a, from);
            else history.copyColumn(column, from, length, a, from);
            if (values) for (int i = from; i < from + length; i++) a[i] = drawn(a[i], spec);
        }

        void applyTo(XYChart chart) {
            synchronized (chart) {
                for (int i = 0; i < y.length; i++) chart.updateXYSeries(names[i], x, y[i], null);
                for (int i = 0; i < guides.length; i++) chart.updateXYSeries(names[y.length + i], guides[i][0], guides[i][1], null);
            }
        }
    }

    /**
     * A value as the chart draws it. A log axis cannot show zero; an exact zero is drawn at the
     * floor. Infinities are not drawable on any axis and are left as gaps.
     */
    private static double drawn(double v, ChartSpec spec) {
        if (spec.logY() && !Double.isNaN(v)) v = Math.log10(Math.max(v, ChartSpec.LOG_FLOOR));
        return Double.isInfinite(v) ? Double.NaN : v;
    }

    /**
     * The spacer after the {@code n} x values of {@code x}: half a step past the last one. Times
     * step evenly, so theirs is the last step (1e-3 s with a single row). XChart compares the
     * distinct x values, so for a column (an iteration count) a repeat of the last value would
     * not do: the step is back to the last value that differs, and with none the spacer repeats it.
     */
    private static double spacer(double[] x, int n, boolean time) {
        if (n == 0) return 0;
        double last = x[n - 1];
        if (time) return last + (n >= 2 ? last - x[n - 2] : 1e-3) / 2;
        for (int i = n - 2; i >= 0; i--) {
            if (x[i] != last && Double.isFinite(x[i]) && Double.isFinite(last)) return last + (last - x[i]) / 2;
        }
        return last;
    }

    /** Brings every chart up to the history if it changed since the last refresh, and repaints them. */
    public boolean refresh(History history, World world) {
        if (history.version() == shownVersion) return false;
        shownVersion = history.version();
        for (int c = 0; c < specs.size(); c++) {
            ChartView view = views.get(c);
            Feed feed = feeds.get(c);
            feed.fill(history, world);
            feed.applyTo(view.chart());
            view.repaint();
        }
        return true;
    }

    /** The live window's refresh (the chart timer's), on the event thread like every other. */
    public boolean refreshLive(History history, World world) {
        // Charts draw their own title and legend around the XChart plot (ChartView.paintChart),
        // which lays the parts out as it paints: that stays on the event thread.
        return refresh(history, world);
    }

    /**
     * A guide as a two-point series across the data (horizontal) or up the data (vertical),
     * written into {@code out} ({x0, x1}, {y0, y1}).
     */
    private static void guideLine(ChartSpec.Guide guide, ChartSpec spec, double[] x, double[][] ys, World world, double[][] out) {
        double v = guide.value().applyAsDouble(world);
        if (guide.vertical()) {
            double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
            for (double[] column : ys) {
                for (double y : column) {
                    if (Double.isFinite(y)) { lo = Math.min(lo, y); hi = Math.max(hi, y); }
                }
            }
            if (spec.yMin() != null) lo = spec.logY() ? Math.log10(spec.yMin()) : spec.yMin();
            if (spec.yMax() != null) hi = spec.logY() ? Math.log10(spec.yMax()) : spec.yMax();
            if (!(lo <= hi)) { lo = 0; hi = 1; }
            out[0][0] = v;
            out[0][1] = v;
            out[1][0] = lo;
            out[1][1] = hi;
            return;
        }
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (double t : x) if (Double.isFinite(t)) { lo = Math.min(lo, t); hi = Math.max(hi, t); }
        if (!(lo <= hi)) { lo = 0; hi = 1; }
        double y = spec.logY() ? Math.log10(Math.max(v, LOG_FLOOR_FOR_GUIDES)) : v;
        out[0][0] = lo;
        out[0][1] = hi;
        out[1][0] = y;
        out[1][1] = y;
    }

    /**
     * Adds each chart's box and its parts (plot, title, legend, the empty-chart hint), named by the
     * chart's title, as laid out now. A title or legend is clipped when it cannot wrap to the
     * chart's width (a word wider than the chart) or leaves the plot too little height.
     */
    void reportLayout(LayoutReport report) {
        alignOffscreen();
        if (updateOverhead()) {
            // A title or legend wrapped onto more lines than the layout allowed for: lay out again.
            java.awt.Container scroll = javax.swing.SwingUtilities.getAncestorOfClass(javax.swing.JScrollPane.class, this);
            if (scroll != null) {
                scroll.doLayout();
                if (getParent() != null) getParent().doLayout();
            }
            doLayout();
            alignOffscreen();
        }
        for (ChartView v : views) {
            if (!v.isShowing() && v.getWidth() <= 0) continue;
            // A chart scrolled out of the column's view is not on screen: only what shows counts.
            java.awt.Rectangle visible = v.getVisibleRect();
            if (visible.width < v.getWidth() || visible.height < v.getHeight()) continue;
            String name = v.chart().getTitle();
            ChartView.Parts parts = v.parts();
            report.add("chart", name, v, false);
            if (parts == null) continue;
            report.add("title", name, v, parts.title(), parts.titleClipped());
            if (parts.legend() != null) report.add("legend", name, v, parts.legend(), parts.legendClipped());
            if (parts.axisTitle() != null) report.add("axis-title", name, v, parts.axisTitle(), parts.axisTitleClipped());
            report.add("plot", name, v, parts.plot(), parts.plot().getHeight() < ChartView.MIN_PLOT_HEIGHT);
            if (parts.hint() != null) {
                report.add("chart-hint", parts.hint(), v, parts.hintBox() != null ? parts.hintBox() : parts.plot(), parts.hintClipped());
            }
        }
    }

    public List<ChartView> views() { return views; }
}
