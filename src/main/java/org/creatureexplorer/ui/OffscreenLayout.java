package org.creatureexplorer.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;

/**
 * The window's inside laid out without a window, at a fixed size, and the boxes of its own
 * parts for the layout report: what {@code render}, {@code layout} and {@code bench} use to draw
 * and measure exactly what a user sees.
 */
final class OffscreenLayout {
    private OffscreenLayout() {}

    /** Lays {@code panel} out at width x height. */
    static void layout(ExplorerPanel panel, int width, int height) {
        panel.current().buildHeavyParts();
        panel.setSize(width, height);
        panel.decideList();
        doLayoutTree(panel);
        doLayoutTree(panel);
    }

    /**
     * Once the stage has painted a frame, the readouts it had no room for are known: lays the
     * window out again so the list beside the charts has its height (render, layout).
     */
    static void settle(ExplorerPanel panel) {
        StageView stage = panel.current().stage();
        BufferedImage scratch = new BufferedImage(Math.max(1, stage.getWidth()), Math.max(1, stage.getHeight()), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            // Twice: a frame lays its readouts out from the last one's, so the first after a jump of
            // many ticks may still be finding its room.
            for (int i = 0; i < 2; i++) stage.paintStage(g, stage.getWidth(), stage.getHeight());
        } finally {
            g.dispose();
        }
        doLayoutTree(panel);
    }

    /**
     * Adds the window's own boxes to {@code report}: first the lesson's own boxes, then the
     * lesson's title in the toolbar, each control of the toolbar and of the time bar
     * ({@code control}, clipped when not whole in its bar), and whether the lesson list is shown.
     */
    static void report(ExplorerPanel panel, LayoutReport report) {
        panel.current().reportLayout(report);
        Toolbar toolbar = panel.toolbar();
        WrappedLabel title = toolbar.titleLabel();
        boolean titleCut = title.wordTooWide() || title.heightFor(title.getWidth()) > title.getHeight() + 1;
        report.add("lesson-title", title.getText(), title, titleCut);
        for (JComponent c : toolbar.controls()) report.add("control", c.getName(), c, clippedIn(c, toolbar));
        for (Component c : ControlsPanel.controlsIn(panel.timeBar())) report.add("control", c.getName(), c, clippedIn(c, panel.timeBar()));
        JComponent list = panel.listDrawer().scroll();
        report.add("drawer", "lessons " + (list.isVisible() ? "open" : "folded"), list, false);
    }

    /** A control cut by its bar (outside it) or narrower than it needs. */
    private static boolean clippedIn(Component c, Container bar) {
        Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), bar);
        boolean outside = r.x < -1 || r.y < -1 || r.x + r.width > bar.getWidth() + 1 || r.y + r.height > bar.getHeight() + 1;
        return outside || r.width + 1 < c.getPreferredSize().width || r.height + 1 < c.getPreferredSize().height;
    }

    private static void doLayoutTree(Container c) {
        c.doLayout();
        for (Component child : c.getComponents()) {
            if (child instanceof Container cc) doLayoutTree(cc);
        }
    }
}
