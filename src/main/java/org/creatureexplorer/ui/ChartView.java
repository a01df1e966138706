package org.creatureexplorer.ui;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import javax.swing.JComponent;
import org.knowm.xchart.XYChart;

/**
 * Paints one XChart chart. Used instead of XChartPanel because that one cannot be built
 * headless, and {@code render} and {@code bench} lay out the same views without a window.
 */
public final class ChartView extends JComponent {
    private final XYChart chart;

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
            chart.paint(g2, getWidth(), getHeight());
        } finally {
            g2.dispose();
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
