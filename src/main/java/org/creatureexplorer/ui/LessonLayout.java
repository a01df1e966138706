package org.creatureexplorer.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import javax.swing.UIManager;

/**
 * A lesson on screen, stage first (PhET's way): the instruction line across the top (in
 * projection at the top of the side column), the stage in the largest region with the time bar
 * under it, one side column beside it for the charts and the controls, and the lesson text as a
 * drawer at the right. In the normal look the open
 * drawer sits beside the side column and folds to a handle; in projection it is folded by
 * default and opens over the charts, so the stage keeps its room.
 *
 * <p>Widths are shares of the view's width, bounded in units of the UI font (so zoom and
 * projection, which enlarge the font, give the columns room for their words): nothing here
 * depends on the lesson, so every lesson shows its stage at the same place and size.
 */
final class LessonLayout implements LayoutManager {
    /** The side column's share of the width, and its bounds in UI-font units. */
    static final double SIDE_SHARE = 0.27;
    static final double SIDE_MIN_EM = 15;
    static final double SIDE_MAX_EM = 36;
    /** The open text drawer's share (normal look), and its bounds. */
    static final double TEXT_SHARE = 0.26;
    static final double TEXT_MIN_EM = 18;
    static final double TEXT_MAX_EM = 40;
    /** Projection: the open drawer over the charts is at least this wide (it may reach over the stage's edge). */
    static final double TEXT_OVER_MIN_EM = 22;
    /** The instruction line takes at most this share of the height (its words wrap). */
    static final double HINT_MOST = 0.2;

    /** The instruction line above the stage, or null while it sits in the side column (projection). */
    private Component hint;
    private final Component stage;
    private final Component foot;
    private final Component side;
    private final TextDrawer drawer;
    private boolean projector;
    private boolean textOpen = true;

    LessonLayout(Component hint, Component stage, Component foot, Component side, TextDrawer drawer) {
        this.hint = hint;
        this.stage = stage;
        this.foot = foot;
        this.side = side;
        this.drawer = drawer;
    }

    private StatusToast toast;

    /** The status note, over the stage's lower left corner. */
    void setToast(StatusToast t) { toast = t; }

    void setHint(Component h) { hint = h; }

    void setProjector(boolean on) {
        if (on != projector) textOpen = !on; // projection starts folded, the normal look open
        projector = on;
    }

    boolean textOpen() { return textOpen; }

    void setTextOpen(boolean open) { textOpen = open; }

    private static double em() {
        java.awt.Font f = UIManager.getFont("Label.font");
        return f == null ? 13 : f.getSize2D();
    }

    private static int clamp(double v, double lo, double hi) { return (int) Math.round(Math.max(lo, Math.min(hi, v))); }

    /** The widths of the columns for a view {@code w} wide: stage, side, text (the text 0 in projection: it floats). */
    int[] columns(int w) {
        double em = em();
        int handle = drawer.handleWidth();
        int sideW = clamp(SIDE_SHARE * w, SIDE_MIN_EM * em, SIDE_MAX_EM * em);
        int text = floats(w) ? handle : textOpen ? clamp(TEXT_SHARE * w, TEXT_MIN_EM * em, TEXT_MAX_EM * em) : handle;
        int stageW = Math.max(120, w - text - sideW);
        return new int[] {stageW, Math.max(0, w - text - stageW), text};
    }

    /** The least share of the width the stage keeps beside an open text in the normal look; below it the text floats. */
    static final double STAGE_AT_LEAST = 0.4;

    /**
     * Whether the open text floats over the side column instead of taking a column of its own:
     * always in projection, and in the normal look when a column for it would leave the stage
     * less than {@link #STAGE_AT_LEAST} of the width (a small window).
     */
    boolean floats(int w) {
        if (projector) return true;
        double em = em();
        int sideW = clamp(SIDE_SHARE * w, SIDE_MIN_EM * em, SIDE_MAX_EM * em);
        int text = clamp(TEXT_SHARE * w, TEXT_MIN_EM * em, TEXT_MAX_EM * em);
        return w - sideW - text < STAGE_AT_LEAST * w;
    }

    @Override public void layoutContainer(Container parent) {
        Insets in = parent.getInsets();
        int w = parent.getWidth() - in.left - in.right;
        int h = parent.getHeight() - in.top - in.bottom;
        int[] cols = columns(w);
        int x0 = in.left;
        int y0 = in.top;
        int across = cols[0] + cols[1];
        // The instruction line across the top (in projection it sits in the side column's stack instead).
        int hintH = 0;
        if (hint != null) {
            hint.setSize(across, 10);
            hintH = Math.min(hint.getPreferredSize().height, (int) (h * HINT_MOST));
            hint.setBounds(x0, y0, across, hintH);
        }
        int top = hintH;
        int below = Math.max(0, h - top);
        foot.setSize(cols[0], 10);
        if (foot instanceof Container fc) fc.doLayout();
        int footH = Math.min(foot.getPreferredSize().height, below / 3);
        stage.setBounds(x0, y0 + top, cols[0], Math.max(0, below - footH));
        foot.setBounds(x0, y0 + top + below - footH, cols[0], footH);
        side.setBounds(x0 + cols[0], y0 + top, cols[1], h - top);
        if (!floats(w)) {
            drawer.setBounds(x0 + across, y0, cols[2], h);
        } else if (textOpen) {
            // Over the charts (and, where the side column is narrow, a little over the stage's edge).
            int over = Math.max(cols[1] + cols[2], clamp(TEXT_OVER_MIN_EM * em(), 0, w));
            drawer.setBounds(x0 + w - over, y0, over, h);
        } else {
            drawer.setBounds(x0 + w - cols[2], y0, cols[2], h);
        }
        if (toast != null && toast.getParent() == parent) {
            Dimension d = toast.sizeWithin(Math.max(100, (int) (cols[0] * 0.7)));
            toast.setBounds(x0 + 8, stage.getY() + stage.getHeight() - d.height - 8, d.width, d.height);
        }
        if (!floats(w)) {
            drawer.setBounds(x0 + across, y0, cols[2], h);
        } else if (textOpen) {
            // Over the charts (and, where the side column is narrow, a little over the stage's edge).
            int over = Math.max(cols[1] + cols[2], clamp(TEXT_OVER_MIN_EM * em(), 0, w));
            drawer.setBounds(x0 + w - over, y0 + hintH, over, below);
        } else {
            drawer.setBounds(x0 + w - cols[2], y0 + hintH, cols[2], below);
        }
    }

    @Override public Dimension preferredLayoutSize(Container parent) { return new Dimension(1200, 700); }

    @Override public Dimension minimumLayoutSize(Container parent) { return new Dimension(480, 320); }

    @Override public void addLayoutComponent(String name, Component comp) { }

    @Override public void removeLayoutComponent(Component comp) { }
}
