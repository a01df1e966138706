package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;
import java.awt.GridLayout;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.model.History;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.knowm.xchart.XYChart;

/**
 * A lesson's live charts, stacked. {@link #refresh} copies the recorded history into the
 * charts and paints them where they are (render, bench, layout, exports: at once, on the
 * calling thread). The live window calls {@link #refreshLive} from its frames and chart timer,
 * never per tick: the event thread copies only the new rows, and the {@code chart-painter}
 * thread puts them into the series and paints each chart into an image the view then copies.
 *
 * <p>Threads: each chart's XChart object, its series arrays and its view's layout are touched
 * only while holding the chart's monitor (the painter holds it while it fills and paints that
 * chart; the rare changes from the event thread, a look, pins, a paint after a resize, hold it
 * too). Which rows are new is worked out on the event thread only ({@link ChartFeed#take}); the rows
 * are put into the arrays in the same order ({@link ChartFeed#put}), because at most one refresh is
 * with the painter at a time and a direct refresh in the live window first waits for it.
 */
public final class ChartsPanel extends JPanel implements javax.swing.Scrollable {
    /**
     * Pixels XChart aims to leave between y tick labels (its default is 74). Four stacked charts
     * at 1600x900 are about 70 px tall inside, and with the default they show no y labels at all.
     */
    static final int Y_TICK_SPACING_HINT = 34;

    private final List<ChartSpec> specs;
    private final List<SeriesSpec> series;
    private final List<ChartView> views = new ArrayList<>();
    private final List<ChartFeed> feeds = new ArrayList<>();
    private long shownVersion = -1;
    private Look look = Look.DEFAULT;
    private double tickSeconds;
    /** What the charts show (the window's live refresh reads it again after a change of look or pins). */
    private History history;
    private World world;

    /** From this many charts on, they are laid out in two columns: five stacked in one leave no room to plot. */
    static final int TWO_COLUMNS_FROM = 5;

    static int columnsFor(int charts) { return charts >= TWO_COLUMNS_FROM ? 2 : 1; }

    public ChartsPanel(List<ChartSpec> specs, List<SeriesSpec> series, History history, World world) {
        super(new GridLayout(Math.max(1, (specs.size() + columnsFor(specs.size()) - 1) / columnsFor(specs.size())),
                columnsFor(specs.size()), 6, 6));
        this.specs = specs;
        this.series = series;
        this.history = history;
        this.world = world;
        for (ChartSpec spec : specs) {
            ChartFeed feed = feedFor(spec);
            feeds.add(feed);
            XYChart chart = feed.newChart(history, world);
            style(chart, spec, Look.DEFAULT);
            ChartView view = new ChartView(chart, spec);
            view.setOnMeasured(this::alignPlots);
            views.add(view);
            add(view);
        }
        setOpaque(false);
    }

    /** Restyles every chart for a look: XChart does not follow the look and feel by itself. */
    public void applyLook(Look look) {
        this.look = look;
        for (int c = 0; c < specs.size(); c++) {
            XYChart chart = views.get(c).chart();
            synchronized (chart) {
                style(chart, specs.get(c), look);
            }
            views.get(c).setLook(look);
            views.get(c).repaint();
        }
        reflow();
        seriesChanged();
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

    /** Paints the charts; when that moved a plot edge (new y labels), once more with the plots aligned. */
    @Override protected void paintChildren(java.awt.Graphics g) {
        long start = System.nanoTime();
        paintChildrenAligned(g);
        if (live) budget.spent(start, System.nanoTime());
    }

    private void paintChildrenAligned(java.awt.Graphics g) {
        super.paintChildren(g);
        if (alignPlots()) {
            // Live, the views show the painter's images: it paints the aligned plots next.
            if (live) requestLivePaint(); else super.paintChildren(g);
        }
        if (updateOverhead()) revalidate();
    }

    /**
     * Lines up the plots of the charts against the same x (time, or one column): each plot starts
     * where the one with the widest y labels starts. Called after each chart paints; a chart whose
     * shift changes repaints once more.
     * @return true when a chart's plot moved
     */
    boolean alignPlots() {
        boolean moved = false;
        // A handful of charts: pairs compared directly, nothing allocated (this runs on every paint of the column).
        for (ChartView v : views) {
            double natural = v.naturalPlotLeft();
            if (Double.isNaN(natural)) continue;
            double left = natural;
            for (ChartView o : views) {
                double other = o.naturalPlotLeft();
                if (!Double.isNaN(other) && xKey(o.spec()).equals(xKey(v.spec()))) left = Math.max(left, other);
            }
            int shift = (int) Math.ceil(left - natural - 0.01);
            if (shift != v.plotShift()) {
                v.setPlotLeft(shift);
                moved = true;
            }
        }
        return moved;
    }

    private static String xKey(ChartSpec spec) { return spec.againstTime() ? "" : spec.xColumn(); }

    /**
     * Measures and aligns every chart without a screen (layout, render). A moved plot is measured
     * again (its labels may wrap differently); two passes settle the shifts. Charts already aligned
     * (the layout reported twice at one tick) are measured once: a measure is a paint, the most
     * expensive part of a layout.
     */
    void alignOffscreen() {
        for (ChartView v : views) v.measure();
        for (int pass = 0; pass < 2 && alignPlots(); pass++) {
            for (ChartView v : views) v.measure();
        }
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

    /** The feed of one chart: its columns found among the world's series. */
    private ChartFeed feedFor(ChartSpec spec) {
        int xIndex = spec.againstTime() ? -1 : index(spec.xColumn());
        int[] yIndex = spec.columns().stream().mapToInt(this::index).toArray();
        String[] labels = new String[yIndex.length];
        for (int i = 0; i < yIndex.length; i++) labels[i] = label(spec.columns().get(i));
        return new ChartFeed(spec, xIndex, yIndex, labels);
    }

    /**
     * Brings every chart up to the history if it changed since the last refresh, and repaints
     * them. Off the window the charts are filled and painted here, on the calling thread. In the
     * live window the rows are put into the series before this returns (a worksheet reads them),
     * after waiting for the refresh the painter may have in hand, and the painter repaints.
     */
    public boolean refresh(History history, World world) {
        this.history = history;
        this.world = world;
        if (history.version() == shownVersion) return false;
        if (live) awaitLivePaint();
        shownVersion = history.version();
        for (int c = 0; c < specs.size(); c++) {
            ChartView view = views.get(c);
            ChartFeed feed = feeds.get(c);
            feed.put(feed.take(history, world), view.chart());
            if (!live) view.repaint();
        }
        if (live) requestLivePaint();
        return true;
    }

    // ---- the live window: charts painted on the chart-painter thread -------------------------

    /** One daemon thread paints every live chart: the second core paints charts while the first runs the frames. */
    private static final java.util.concurrent.ExecutorService PAINTER = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "chart-painter");
        t.setDaemon(true);
        return t;
    });

    /** True once {@link #refreshLive} was called: the views show the painter's images. */
    private boolean live;
    /** A refresh is with the painter (set and cleared on the event thread). */
    private boolean livePainting;
    /** Something changed while the painter was busy (a look, pins, a plot edge): paint again when it is done. */
    private boolean liveDirty;
    private java.util.concurrent.Future<?> liveJob;
    /** The charts' share of the event thread, bounded (the hooks below measure their work there). */
    private final ChartBudget budget = ChartBudget.forWindow();

    /**
     * The live window's refresh (its frames and chart timer), on the event thread: the rows new
     * since the last refresh are copied out of the history here (a few dozen doubles), and the
     * chart-painter thread puts them into the series and paints each chart into an image of its
     * view's size in device pixels; the views then only copy the images. XChart's axis layout,
     * text and lines, most of a refresh, no longer hold up the frames. While the painter is
     * still busy with the last refresh this one is skipped, never queued: the next frame or timer
     * tick tries again.
     * @return true when a refresh was handed to the painter
     */
    public boolean refreshLive(History history, World world) {
        if (!live) {
            live = true;
            for (ChartView v : views) v.goLive();
        }
        this.history = history;
        this.world = world;
        if (livePainting || history.version() == shownVersion && !liveDirty) return false;
        long start = System.nanoTime();
        startLivePaint();
        budget.spent(start, System.nanoTime());
        return true;
    }

    /** The painter is busy with a refresh, or the charts have had their share of the event thread for now ({@link ChartBudget}): the window leaves them alone for this frame. */
    boolean livePaintBusy() { return livePainting || !budget.allows(System.nanoTime()); }

    /**
     * The charts' series or style were changed from outside the data path (pinned runs, their
     * look): repainted now, or in the live window by the painter as soon as it is free.
     */
    void seriesChanged() {
        if (live) requestLivePaint();
        else for (ChartView v : views) v.repaint();
    }

    /** Live: has the painter paint the charts again (with any new rows), now or once it is done. */
    private void requestLivePaint() {
        liveDirty = true;
        if (!livePainting) startLivePaint();
    }

    private void startLivePaint() {
        liveDirty = false;
        livePainting = true;
        shownVersion = history.version();
        int n = views.size();
        ChartFeed.Rows[] rows = new ChartFeed.Rows[n];
        int[] w = new int[n], h = new int[n];
        double[] sx = new double[n], sy = new double[n];
        boolean[] seen = new boolean[n];
        for (int c = 0; c < n; c++) {
            ChartView v = views.get(c);
            rows[c] = feeds.get(c).take(history, world);
            w[c] = v.getWidth();
            h[c] = v.getHeight();
            sx[c] = v.deviceScaleX();
            sy[c] = v.deviceScaleY();
            // A chart scrolled out of sight gets its rows but no paint; it paints itself once seen.
            seen[c] = !(v.isShowing() && v.getVisibleRect().isEmpty());
        }
        boolean[] kept = new boolean[n];
        boolean[] failed = new boolean[1];
        liveJob = PAINTER.submit(() -> {
            try {
                for (int c = 0; c < n; c++) {
                    ChartView v = views.get(c);
                    synchronized (v.chart()) {
                        feeds.get(c).put(rows[c], v.chart());
                        if (seen[c]) kept[c] = v.paintLive(w[c], h[c], sx[c], sy[c]);
                        else v.dropImage();
                    }
                }
            } catch (RuntimeException e) {
                failed[0] = true;
                e.printStackTrace(); // the next refresh tries again; the painter thread stays
            } finally {
                javax.swing.SwingUtilities.invokeLater(() -> livePainted(failed[0] ? new boolean[n] : seen, kept));
            }
        });
    }

    /**
     * On the event thread after the painter: shows the new images and aligns the plots for the
     * next paint. {@code painted}: the charts it meant to paint (none after a failure, so a
     * failing paint is not retried at once); {@code kept}: those whose image it could show.
     */
    private void livePainted(boolean[] painted, boolean[] kept) {
        long start = System.nanoTime();
        livePainting = false;
        // One repaint of the area the new images cover, not one per chart: each repaint root costs
        // the event thread a walk to the window and its graphics (a few KB), and siblings are
        // painted one by one. The charts between them show their images as they are.
        java.awt.Rectangle area = null;
        for (int c = 0; c < views.size(); c++) {
            if (kept[c]) {
                ChartView v = views.get(c);
                if (area == null) area = v.getBounds(); else area.add(v.getBounds());
            }
            // The view painted an image of a new size meanwhile: its data is older than the painter's.
            else if (painted[c]) liveDirty = true;
        }
        if (area != null) repaint(area);
        if (alignPlots()) liveDirty = true;
        if (updateOverhead()) revalidate();
        if (liveDirty) startLivePaint();
        budget.spent(start, System.nanoTime());
    }

    /** Waits until the refresh with the painter, if any, has put its rows (event thread). */
    private void awaitLivePaint() { Jobs.awaitUninterrupted(liveJob); }

    /** Tests: runs the event queue until the painter has nothing left to paint. */
    void awaitLiveIdleForTest() throws Exception {
        while (true) {
            awaitJobForTest();
            boolean[] idle = new boolean[1];
            javax.swing.SwingUtilities.invokeAndWait(() -> idle[0] = !livePainting && !liveDirty);
            if (idle[0]) return;
        }
    }

    private void awaitJobForTest() throws Exception {
        java.util.concurrent.Future<?>[] job = new java.util.concurrent.Future<?>[1];
        javax.swing.SwingUtilities.invokeAndWait(() -> job[0] = liveJob);
        if (job[0] != null) job[0].get();
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
        ChartParts.report(views, report);
    }

    public List<ChartView> views() { return views; }
}
