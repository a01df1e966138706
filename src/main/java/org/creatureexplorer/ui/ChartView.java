package org.creatureexplorer.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JComponent;
import org.creatureexplorer.lesson.ChartSpec;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.creatureexplorer.ui.ChartText.Wrapped;

/**
 * Paints one XChart chart under a title and a legend of its own. Used instead of XChartPanel
 * because that one cannot be built headless, and {@code render} and {@code bench} lay out the
 * same views without a window. XChart cuts a long title or a one-row legend at the chart's
 * right edge and draws a legend below the plot over the x-axis title; here both wrap onto as
 * many lines as they need above the plot. The plot can be shifted right ({@link #setPlotLeft})
 * so charts stacked against the same x start their plots at the same x.
 *
 * <p>In the live window ({@link ChartsPanel#refreshLive}) the chart is painted off the event
 * thread: the {@code chart-painter} thread paints it into an image of the view's size in device
 * pixels and {@link #paintComponent} only copies the newest image. Without an image of the right
 * size (the first paint, a resize, a new screen scale) the view paints one itself, once, so it
 * never flashes blank. Everything that reads or changes the XChart object holds its monitor
 * ({@link #paintChart} does), so the two threads never meet inside XChart.
 */
public final class ChartView extends JComponent {
    /** The part boxes of the last paint, in this component's pixels (what {@code layout} reports). */
    public record Parts(Rectangle2D title, boolean titleClipped, Rectangle2D legend, boolean legendClipped,
                        Rectangle2D plot, String hint, Rectangle2D hintBox, boolean hintClipped,
                        Rectangle2D axisTitle, boolean axisTitleClipped) {}

    /** Under this many px of height left for the plot, the title and legend count as not fitting. */
    static final int MIN_PLOT_HEIGHT = 40;

    private final XYChart chart;
    private final ChartSpec spec;
    // Read by the chart-painter thread as it paints, set on the event thread: volatile.
    private volatile Look look = Look.DEFAULT;
    private volatile int plotShift;
    private volatile double naturalPlotLeft = Double.NaN;
    private Runnable onMeasured = () -> { };
    private volatile Parts parts;

    /** An image of the chart painted for a view {@code width} x {@code height} at a screen scale. */
    private record Frame(BufferedImage image, int width, int height, double scaleX, double scaleY) {
        boolean fits(int w, int h, double sx, double sy) { return w == width && h == height && sx == scaleX && sy == scaleY; }
    }

    /** True once the window paints this chart from images ({@link ChartsPanel#refreshLive}). */
    private volatile boolean live;
    /** The newest image, shown by {@link #paintComponent}; replaced by the painter or by a paint that had none fitting. */
    private final AtomicReference<Frame> shown = new AtomicReference<>();
    /** The painter's two images: it paints into the one not shown. Touched only by the painter. */
    private final BufferedImage[] spare = new BufferedImage[2];
    /** The screen's scale at the last paint (HiDPI, zoom), for the painter's images. */
    private volatile double deviceScaleX = 1, deviceScaleY = 1;

    public ChartView(XYChart chart) { this(chart, null); }

    public ChartView(XYChart chart, ChartSpec spec) {
        this.chart = chart;
        this.spec = spec;
        setPreferredSize(new Dimension(480, 220));
        setMinimumSize(new Dimension(160, 100));
        getAccessibleContext().setAccessibleName(org.creatureexplorer.i18n.Tr.f("Chart: %s", chart.getTitle()));
    }

    public XYChart chart() { return chart; }

    public ChartSpec spec() { return spec; }

    void setLook(Look look) {
        this.look = look;
        repaint();
    }

    /** Moves the plot's left edge {@code shift} px right of where XChart would put it (0: not moved). */
    void setPlotLeft(int shift) {
        if (shift == plotShift) return;
        plotShift = Math.max(0, shift);
        repaint();
    }

    int plotShift() { return plotShift; }

    /** Where XChart puts the plot's left edge with no shift, as of the last paint (NaN before one). */
    double naturalPlotLeft() { return naturalPlotLeft; }

    /** Runs after each paint, once the natural plot edge is known (the panel aligns the plots with it). */
    void setOnMeasured(Runnable r) { onMeasured = r; }

    /** Height above and below the plot in the last paint (title, legend, y title, x axis), or 0 before one. */
    int overhead() {
        return parts == null || getHeight() <= 0 ? 0 : (int) Math.ceil(getHeight() - parts.plot().getHeight());
    }

    /** The boxes of the last paint, or null before the first. */
    public Parts parts() { return parts; }

    @Override protected void paintComponent(Graphics g) {
        if (getWidth() <= 0 || getHeight() <= 0) return;
        Graphics2D g2 = (Graphics2D) g.create();
        boolean measured = true;
        try {
            if (live && paintFrame(g2)) measured = measuredHere;
            else paintChart(g2, getWidth(), getHeight());
        } finally {
            g2.dispose();
        }
        // Only a paint of the chart itself can move the plot edge; the painter's are aligned by ChartsPanel.
        if (measured) onMeasured.run();
    }

    /** Set by {@link #paintFrame} when it had to paint the chart itself. */
    private boolean measuredHere;

    /**
     * Live: copies the newest image, painting a fitting one first when there is none (first paint,
     * resize, new scale). False when the transform is not a plain scale (then paint directly).
     */
    private boolean paintFrame(Graphics2D g2) {
        measuredHere = false;
        AffineTransform t = g2.getTransform();
        if (t.getShearX() != 0 || t.getShearY() != 0 || t.getScaleX() <= 0 || t.getScaleY() <= 0) return false;
        double sx = t.getScaleX(), sy = t.getScaleY();
        deviceScaleX = sx;
        deviceScaleY = sy;
        Frame f = shown.get();
        if (f == null || !f.fits(getWidth(), getHeight(), sx, sy)) {
            f = paintImage(null, getWidth(), getHeight(), sx, sy);
            shown.set(f);
            measuredHere = true;
        }
        // Device pixels one to one: the image was painted at this scale.
        g2.setTransform(AffineTransform.getTranslateInstance(Math.round(t.getTranslateX()), Math.round(t.getTranslateY())));
        synchronized (f.image()) {
            g2.drawImage(f.image(), 0, 0, null);
        }
        return true;
    }

    /** From now on the screen shows images painted by the chart-painter thread ({@link ChartsPanel}). */
    void goLive() { live = true; }

    boolean isLive() { return live; }

    /** The screen scale of the last paint on screen (1 before one). */
    double deviceScaleX() { return deviceScaleX; }

    double deviceScaleY() { return deviceScaleY; }

    /** The image the screen shows now, or null (tests compare it with a direct paint). */
    BufferedImage shownImage() {
        Frame f = shown.get();
        return f == null ? null : f.image();
    }

    /** The image is out of date and was not repainted (the chart is scrolled out of sight): paint afresh when seen. */
    void dropImage() { shown.set(null); }

    /**
     * On the chart-painter thread, holding the chart's monitor: paints the chart for a view
     * {@code width} x {@code height} at scale {@code sx} x {@code sy} into the image not shown, and
     * shows it. False when the view painted an image of its own meanwhile (a resize): this one is
     * dropped and the caller paints again.
     */
    boolean paintLive(int width, int height, double sx, double sy) {
        if (width <= 0 || height <= 0) return true;
        Frame before = shown.get();
        int i = before != null && spare[0] == before.image() ? 1 : 0;
        Frame f = paintImage(spare[i], width, height, sx, sy);
        spare[i] = f.image();
        return shown.compareAndSet(before, f);
    }

    /** Paints the chart into {@code reuse} when it has the size, else into a new image; device pixels at the scale. */
    private Frame paintImage(BufferedImage reuse, int width, int height, double sx, double sy) {
        int pw = pixels(width, sx), ph = pixels(height, sy);
        BufferedImage image = reuse != null && reuse.getWidth() == pw && reuse.getHeight() == ph
                ? reuse : new BufferedImage(pw, ph, BufferedImage.TYPE_INT_RGB); // the chart's background is opaque
        synchronized (image) {
            Graphics2D g = image.createGraphics();
            try {
                g.scale(sx, sy);
                paintChart(g, width, height);
            } finally {
                g.dispose();
            }
        }
        return new Frame(image, width, height, sx, sy);
    }

    private static int pixels(int size, double scale) { return Math.max(1, (int) Math.ceil(size * scale - 1e-9)); }

    /** Lays out and paints into a scratch image: the part boxes and the plot edge without a screen. */
    void measure() {
        if (getWidth() <= 0 || getHeight() <= 0) return;
        BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            g.setClip(0, 0, 1, 1);
            paintChart(g, getWidth(), getHeight());
        } finally {
            g.dispose();
        }
    }

    /**
     * Title and legend on top, the XChart plot under them, the empty-chart hint on the plot. Exports
     * use it too. Holds the chart's monitor: the chart-painter thread may be painting it.
     */
    public void paintChart(Graphics2D g, int width, int height) {
        synchronized (chart) {
            paintChartLocked(g, width, height);
        }
    }

    private void paintChartLocked(Graphics2D g, int width, int height) {
        Look look = this.look; // one look and one shift for the whole paint, whatever the event thread sets meanwhile
        int plotShift = this.plotShift;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Theme.ChartColors colors = look.chartColors();
        g.setColor(colors.background());
        g.fillRect(0, 0, width, height);
        double k = look.textScale();
        int pad = (int) Math.round(6 * k);
        int inner = Math.max(1, width - 2 * pad);

        Font titleFont = chart.getStyler().getChartTitleFont();
        FontMetrics tm = g.getFontMetrics(titleFont);
        Wrapped title = ChartText.wrap(chart.getTitle() == null ? "" : chart.getTitle(), tm, inner);
        int y = pad;
        Rectangle2D titleBox = new Rectangle2D.Double(pad + (inner - title.width()) / 2.0, y, title.width(), title.lines().size() * tm.getHeight());
        g.setFont(titleFont);
        g.setColor(colors.text());
        for (String line : title.lines()) {
            g.drawString(line, (int) Math.round(pad + (inner - tm.stringWidth(line)) / 2.0), y + tm.getAscent());
            y += tm.getHeight();
        }

        LegendAndAxis above = paintLegendAndAxisTitle(g, k, pad, inner, y, colors);
        y = above.y();
        Rectangle2D legendBox = above.legendBox();
        boolean legendClipped = above.legendClipped();
        Rectangle2D yTitleBox = above.yTitleBox();
        boolean yTitleClipped = above.yTitleClipped();

        int plotH = height - y;
        boolean tooShort = plotH < MIN_PLOT_HEIGHT;
        Rectangle2D plot = new Rectangle2D.Double(pad, y, inner, Math.max(0, plotH));
        if (plotH > 0) {
            Graphics2D cg = (Graphics2D) g.create();
            try {
                cg.translate(plotShift, y);
                chart.paint(cg, Math.max(1, width - plotShift), plotH);
            } finally {
                cg.dispose();
            }
            Rectangle2D inChart = plotBounds(chart);
            if (inChart != null) {
                naturalPlotLeft = inChart.getX();
                plot = new Rectangle2D.Double(inChart.getX() + plotShift, inChart.getY() + y, inChart.getWidth(), inChart.getHeight());
            }
        }
        String hint = spec != null && spec.emptyHint() != null && showsNothing() ? org.creatureexplorer.i18n.Tr.t(spec.emptyHint()) : null;
        Rectangle2D hintBox = null;
        boolean hintClipped = hint != null; // until it is drawn whole
        if (hint != null && plot.getHeight() > 0) {
            ChartText.Hint drawn = ChartText.drawHint(g, hint, chart.getStyler().getLegendFont(), plot, pad, colors);
            hintBox = drawn.box();
            hintClipped = drawn.clipped();
        }
        parts = new Parts(titleBox, title.clipped() || tooShort, legendBox, legendClipped || tooShort && legendBox != null,
                plot, hint, hintBox, hintClipped, yTitleBox, yTitleClipped || tooShort && yTitleBox != null);
    }

    /** What {@link #paintLegendAndAxisTitle} drew: the y under it, the legend's and the y title's boxes and whether each was cut. */
    private record LegendAndAxis(int y, Rectangle2D legendBox, boolean legendClipped, Rectangle2D yTitleBox, boolean yTitleClipped) {}

    /**
     * The legend (for more than one series) and the y axis title, from {@code y} down: a one-row
     * legend shares its row with the y title when both fit, else the title goes under it, wrapped.
     */
    private LegendAndAxis paintLegendAndAxisTitle(Graphics2D g, double k, int pad, int inner, int y, Theme.ChartColors colors) {
        List<XYSeries> shown = new ArrayList<>(chart.getSeriesCollection());
        Font lf = chart.getStyler().getLegendFont();
        FontMetrics lm = g.getFontMetrics(lf);
        int sample = (int) Math.round(22 * k);
        int gap = (int) Math.round(5 * k);
        int between = (int) Math.round(16 * k);
        Font af = chart.getStyler().getAxisTitleFont();
        FontMetrics am = g.getFontMetrics(af);
        String yTitle = chart.getYAxisTitle() == null ? "" : chart.getYAxisTitle().trim();
        int yTitleW = am.stringWidth(yTitle);

        ChartText.Legend legend = ChartText.Legend.of(shown, lm, inner, sample, gap, between);
        List<List<XYSeries>> rows = legend.rows();
        List<Integer> rowWidths = legend.widths();
        List<Wrapped> rowLabels = legend.labels();
        boolean legendClipped = legend.clipped();
        int widest = rowWidths.stream().mapToInt(Integer::intValue).max().orElse(0);
        // A one-row legend shares its row with the y title when both fit: a short chart keeps its plot.
        boolean shareRow = !yTitle.isEmpty() && rows.size() == 1 && yTitleW + between + widest <= inner;

        Rectangle2D yTitleBox = null;
        boolean yTitleClipped = false;
        Rectangle2D legendBox = null;
        y += (int) Math.round(2 * k);
        if (!rows.isEmpty()) {
            int rowH = Math.max(lm.getHeight(), shareRow ? am.getHeight() : 0);
            int left = shareRow ? pad + inner - widest : pad + Math.max(0, (inner - widest) / 2);
            int legendLines = 0;
            for (Wrapped w : rowLabels) legendLines += w == null ? 1 : w.lines().size();
            legendBox = new Rectangle2D.Double(left, y, Math.min(widest, inner), legendLines * rowH);
            if (shareRow) {
                yTitleBox = new Rectangle2D.Double(pad, y, yTitleW, am.getHeight());
                g.setFont(af);
                g.setColor(colors.text());
                g.drawString(yTitle, pad, y + am.getAscent());
            }
            g.setFont(lf);
            y = legend.draw(g, left, y, rowH, lm, sample, gap, between, colors.text());
        }
        if (!yTitle.isEmpty() && !shareRow) {
            Wrapped lines = ChartText.wrap(yTitle, am, inner);
            yTitleClipped = lines.clipped();
            g.setFont(af);
            g.setColor(colors.text());
            yTitleBox = new Rectangle2D.Double(pad, y, lines.width(), lines.lines().size() * am.getHeight());
            for (String line : lines.lines()) {
                g.drawString(line, pad, y + am.getAscent());
                y += am.getHeight();
            }
        }
        return new LegendAndAxis(y, legendBox, legendClipped, yTitleBox, yTitleClipped);
    }

    /** True while every measured series is flat (one value, or none at all): the chart has nothing to show. */
    private boolean showsNothing() {
        // The series carry the translated names (ChartsPanel): compare with those.
        List<String> guides = spec.guides().stream().map(gd -> org.creatureexplorer.i18n.Tr.t(gd.label())).toList();
        double first = Double.NaN;
        for (XYSeries s : chart.getSeriesCollection()) {
            if (guides.contains(s.getName())) continue;
            for (double v : s.getYData()) {
                if (!Double.isFinite(v)) continue;
                if (Double.isNaN(first)) first = v;
                else if (v != first) return false;
            }
        }
        return true;
    }

    private static final Method GET_PLOT = plotAccessor();

    private static Method plotAccessor() {
        try {
            Method m = org.knowm.xchart.internal.chartpart.Chart.class.getDeclaredMethod("getPlot");
            m.setAccessible(true);
            return m;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null; // another XChart version: plots are then not aligned or reported
        }
    }

    /** The plot area XChart laid out in its last paint (chart pixels), or null when it cannot be read. */
    static Rectangle2D plotBounds(XYChart chart) {
        if (GET_PLOT == null) return null;
        try {
            Object plot = GET_PLOT.invoke(chart);
            return plot instanceof org.knowm.xchart.internal.chartpart.ChartPart p ? p.getBounds() : null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    @Override public javax.accessibility.AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                @Override public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.CANVAS;
                }
            };
        }
        return accessibleContext;
    }
}
