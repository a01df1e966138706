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

    /**
     * The stage's least share of the column's height (after the heading) when its aspect asks for
     * more: the controls scroll in what is left rather than squeeze the stage (projection at 1366x768).
     */
    static final double STAGE_SHARE = 0.74;

    private boolean fillShare;

    /** Projection: the stage takes its share of the height whatever its aspect (see {@link #STAGE_SHARE}). */
    void fillShare(boolean on) { fillShare = on; }

    @Override public void layoutContainer(Container parent) {
        Insets in = parent.getInsets();
        int w = parent.getWidth() - in.left - in.right;
        int h = parent.getHeight() - in.top - in.bottom;
        // The heading wraps: lay it out at this width first, then ask its height.
        heading.setSize(w, 10);
        if (heading instanceof Container hc) hc.doLayout();
        int headH = Math.min(heading.getPreferredSize().height, h / 3);
        controls.setSize(w, 10);
        int below = Math.max(0, h - headH);
        int stageWanted = Math.min((int) Math.round(w * aspect), (int) Math.round(below * STAGE_SHARE));
        int ctrlH = Math.min(controls.getPreferredSize().height, Math.max(Math.min(60, below), below - stageWanted));
        int stageH = Math.max(0, Math.min(below - ctrlH, (int) Math.round(w * aspect)));
        // In projection the stage keeps its share even when its picture is wide and short: its
        // lesson frames the subject in the whole box, and the class sees a stage, not a strip.
        if (fillShare) stageH = Math.max(stageH, Math.min(below - Math.min(60, below), (int) Math.round(below * STAGE_SHARE)));
        // What the aspect does not need goes to the controls too, so they sit right under the picture.
        int y = in.top;
        heading.setBounds(in.left, y, w, headH);
        y += headH;
        stage.setBounds(in.left, y, w, stageH);
        y += stageH;
        controls.setBounds(in.left, y, w, Math.max(0, Math.min(h - headH - stageH, Math.max(ctrlH, below - stageH))));
    }

    @Override public Dimension preferredLayoutSize(Container parent) {
        Dimension s = stage.getPreferredSize();
        return new Dimension(s.width, heading.getPreferredSize().height + s.height + controls.getPreferredSize().height);
    }

    @Override public Dimension minimumLayoutSize(Container parent) { return new Dimension(240, 200); }

    @Override public void addLayoutComponent(String name, Component comp) { }

    @Override public void removeLayoutComponent(Component comp) { }
}
