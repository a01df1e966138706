package org.creatureexplorer.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;

/**
 * Lays out heading, stage and controls top to bottom, giving the stage exactly the height
 * its aspect needs at the column's width (or what is left, if less), so the controls sit
 * right under the picture instead of at the bottom of an empty gap.
 */
final class StageColumnLayout implements LayoutManager {
    private final Component heading;
    private final Component stage;
    private final Component controls;
    private final double aspect;

    StageColumnLayout(Component heading, Component stage, Component controls, double heightOverWidth) {
        this.heading = heading;
        this.stage = stage;
        this.controls = controls;
        this.aspect = heightOverWidth;
    }

    @Override public void layoutContainer(Container parent) {
        Insets in = parent.getInsets();
        int w = parent.getWidth() - in.left - in.right;
        int h = parent.getHeight() - in.top - in.bottom;
        int headH = heading.getPreferredSize().height;
        controls.setSize(w, 10);
        int ctrlH = Math.min(controls.getPreferredSize().height, Math.max(0, h - headH - 60));
        int stageH = Math.max(0, Math.min(h - headH - ctrlH, (int) Math.round(w * aspect)));
        int y = in.top;
        heading.setBounds(in.left, y, w, headH);
        y += headH;
        stage.setBounds(in.left, y, w, stageH);
        y += stageH;
        controls.setBounds(in.left, y, w, ctrlH);
    }

    @Override public Dimension preferredLayoutSize(Container parent) {
        Dimension s = stage.getPreferredSize();
        return new Dimension(s.width, heading.getPreferredSize().height + s.height + controls.getPreferredSize().height);
    }

    @Override public Dimension minimumLayoutSize(Container parent) { return new Dimension(240, 200); }

    @Override public void addLayoutComponent(String name, Component comp) { }

    @Override public void removeLayoutComponent(Component comp) { }
}
