package org.creatureexplorer.ui;

import java.awt.AlphaComposite;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import javax.swing.JComponent;
import org.knowm.xchart.XYChart;

/**
 * Paints one XChart chart. Used instead of XChartPanel because that one cannot be built
 * headless, and {@code render} and {@code bench} lay out the same views without a window.
 *
 * <p>In the live window the chart is drawn off the event thread ({@link ChartsPanel#refreshLive}):
 * a chart thread updates the data and paints it into one of two images, and this view only copies
 * the newest image to the screen. Without a current image (first paint, a resize, a new look,
 * render, bench, export) it paints the chart directly. The chart object is only touched while
 * holding its monitor, so the two threads never meet inside XChart.
 */
public final class ChartView extends JComponent {
    private final XYChart chart;
    private final BufferedImage[] buffers = new BufferedImage[2];
    private int nextBuffer;
    /** The newest finished image, or null; written by the chart thread, read on the event thread. */
    private volatile BufferedImage shown;
    /** Bumped when the chart changes on the event thread (look, data): an image painted before is stale. */
    private volatile long generation;
    /** The screen's scale when this view last painted (HiDPI), for the chart thread's images. */
    private volatile double deviceScaleX = 1, deviceScaleY = 1;

    public ChartView(XYChart chart) {
        this.chart = chart;
        setPreferredSize(new Dimension(480, 220));
        setMinimumSize(new Dimension(160, 100));
        getAccessibleContext().setAccessibleName("Chart: " + chart.getTitle());
    }

    public XYChart chart() { return chart; }

    @Override protected void paintComponent(Graphics g) {
        if (getWidth() <= 0 || getHeight() <= 0) return;
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            AffineTransform t = g2.getTransform();
            deviceScaleX = t.getScaleX();
            deviceScaleY = t.getScaleY();
            BufferedImage image = shown;
            if (image != null && t.getShearX() == 0 && t.getShearY() == 0
                    && image.getWidth() == pixels(getWidth(), t.getScaleX()) && image.getHeight() == pixels(getHeight(), t.getScaleY())) {
                g2.setTransform(AffineTransform.getTranslateInstance(t.getTranslateX(), t.getTranslateY()));
                synchronized (image) {
                    g2.drawImage(image, 0, 0, null);
                }
            } else {
                paintChart(g2, getWidth(), getHeight());
            }
        } finally {
            g2.dispose();
        }
    }

    /** Paints the chart itself (exports, and the window when no image is ready), never racing the chart thread. */
    public void paintChart(Graphics2D g, int width, int height) {
        synchronized (chart) {
            chart.paint(g, width, height);
        }
    }

    /** The chart was changed on the event thread: forget the images painted before. */
    void invalidateImage() {
        generation++;
        shown = null;
    }

    long generation() { return generation; }

    /** True when the chart thread's image is what this view copies to the screen. */
    boolean hasImage() { return shown != null; }

    /**
     * On the chart thread: paints the chart at {@code width} x {@code height} into the spare image
     * and shows it, unless the chart changed on the event thread since {@code asOf}.
     */
    void paintInBackground(int width, int height, long asOf) {
        if (width <= 0 || height <= 0) return;
        double sx = deviceScaleX, sy = deviceScaleY;
        int pw = pixels(width, sx), ph = pixels(height, sy);
        BufferedImage image = buffers[nextBuffer];
        if (image == null || image.getWidth() != pw || image.getHeight() != ph) {
            image = new BufferedImage(pw, ph, BufferedImage.TYPE_INT_ARGB_PRE);
            buffers[nextBuffer] = image;
        }
        synchronized (image) {
            Graphics2D g = image.createGraphics();
            try {
                g.setComposite(AlphaComposite.Clear);
                g.fillRect(0, 0, pw, ph);
                g.setComposite(AlphaComposite.SrcOver);
                g.scale(sx, sy);
                paintChart(g, width, height);
            } finally {
                g.dispose();
            }
        }
        if (generation != asOf) return;
        nextBuffer = 1 - nextBuffer;
        shown = image;
        repaint();
    }

    private static int pixels(int size, double scale) { return (int) Math.ceil(size * scale - 1e-9); }

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
