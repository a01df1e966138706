package org.creatureexplorer.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;

/**
 * A FlowLayout whose preferred size wraps to the container's width, so a toolbar grows a
 * second row in projection mode (big text) or on a small laptop instead of cutting buttons off.
 */
final class WrapLayout extends FlowLayout {
    WrapLayout(int align, int hgap, int vgap) { super(align, hgap, vgap); }

    @Override public Dimension preferredLayoutSize(Container target) { return size(target, true); }

    @Override public Dimension minimumLayoutSize(Container target) { return size(target, false); }

    private Dimension size(Container target, boolean preferred) {
        synchronized (target.getTreeLock()) {
            int width = target.getWidth();
            if (width <= 0 && target.getParent() != null) width = target.getParent().getWidth();
            if (width <= 0) width = Integer.MAX_VALUE;
            Insets in = target.getInsets();
            int maxWidth = width - in.left - in.right - 2 * getHgap();
            int rowWidth = 0;
            int rowHeight = 0;
            int totalWidth = 0;
            int totalHeight = in.top + in.bottom + 2 * getVgap();
            for (Component c : target.getComponents()) {
                if (!c.isVisible()) continue;
                Dimension d = preferred ? c.getPreferredSize() : c.getMinimumSize();
                if (rowWidth > 0 && rowWidth + getHgap() + d.width > maxWidth) {
                    totalWidth = Math.max(totalWidth, rowWidth);
                    totalHeight += rowHeight + getVgap();
                    rowWidth = 0;
                    rowHeight = 0;
                }
                rowWidth += (rowWidth > 0 ? getHgap() : 0) + d.width;
                rowHeight = Math.max(rowHeight, d.height);
            }
            totalWidth = Math.max(totalWidth, rowWidth);
            totalHeight += rowHeight;
            return new Dimension(Math.min(totalWidth + in.left + in.right + 2 * getHgap(), width), totalHeight);
        }
    }
}
