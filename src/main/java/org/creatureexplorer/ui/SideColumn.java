package org.creatureexplorer.ui;

import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.UIManager;

/**
 * A lesson view's side column: the charts on top, and under them one scrolling stack of the rest
 * (in projection the instruction line, then the readouts the stage had no room for, then the
 * controls). The stack takes what it needs up to {@link #STACK_MOST} of the column; the charts
 * keep the rest, so a long list of numbers never squeezes a plot.
 */
final class SideColumn extends JPanel {
    static final double STACK_MOST = 0.45;

    /** Hint (in projection), listed readouts and controls, one column wide; it scrolls up and down, never sideways. */
    private final JPanel stack = new ScrollStack();
    private final JScrollPane stackScroll;
    private final ReadoutList readoutList;

    /** The column with the readout list and the controls in its stack, and an empty place for the charts. */
    SideColumn(ReadoutList readoutList, ControlsPanel controls) {
        // Controls scroll up and down when zoom or projection makes them taller than their room;
        // they wrap to the column's width and never need a sideways scrollbar.
        this.readoutList = readoutList;
        stack.add(readoutList);
        stack.add(controls);
        readoutList.setAlignmentX(LEFT_ALIGNMENT);
        controls.setAlignmentX(LEFT_ALIGNMENT);
        stackScroll = new JScrollPane(stack, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        stackScroll.setName("controls");
        stackScroll.setBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, UIManager.getColor("Component.borderColor")));
        Keys.release(stackScroll, Keys.WINDOW_KEYS);
        setLayout(new Layout());
        setName("side");
        add(new JPanel()); // the charts' place until they are built (see LessonView.buildHeavyParts)
        add(stackScroll);
    }

    /** Adds {@code panel} to the stack right under the readout list (the workshop's parts panel). */
    void addUnderReadouts(javax.swing.JComponent panel) {
        panel.setAlignmentX(LEFT_ALIGNMENT);
        stack.add(panel, stack.getComponentZOrder(readoutList) + 1);
    }

    /** The scrolling stack under the charts. */
    JPanel stack() { return stack; }

    /** The scroll pane round the stack (named "controls"). */
    JScrollPane stackScroll() { return stackScroll; }

    /** Puts the charts in their place at the top. */
    void setCharts(java.awt.Component charts) {
        remove(0);
        add(charts, 0);
    }

    private final class Layout implements java.awt.LayoutManager {
        @Override public void layoutContainer(java.awt.Container parent) {
            int w = parent.getWidth();
            int h = parent.getHeight();
            stack.setSize(w, 10);
            int stackH = Math.min(stack.getPreferredSize().height + 2, (int) (h * STACK_MOST));
            getComponent(0).setBounds(0, 0, w, Math.max(0, h - stackH));
            stackScroll.setBounds(0, h - stackH, w, stackH);
        }

        @Override public java.awt.Dimension preferredLayoutSize(java.awt.Container parent) { return new java.awt.Dimension(360, 600); }

        @Override public java.awt.Dimension minimumLayoutSize(java.awt.Container parent) { return new java.awt.Dimension(200, 200); }

        @Override public void addLayoutComponent(String name, java.awt.Component comp) { }

        @Override public void removeLayoutComponent(java.awt.Component comp) { }
    }

    /**
     * Top to bottom, each child as wide as the stack; a wrapping text as tall as its lines at that
     * width (a box layout would ask it before it knows its width).
     */
    private static final class ScrollStack extends JPanel implements javax.swing.Scrollable {
        ScrollStack() {
            setLayout(new java.awt.LayoutManager() {
                @Override public void layoutContainer(java.awt.Container parent) {
                    int w = parent.getWidth();
                    int y = 0;
                    for (java.awt.Component c : parent.getComponents()) {
                        if (!c.isVisible()) continue;
                        int h = heightOf(c, w);
                        c.setBounds(0, y, w, h);
                        y += h;
                    }
                }

                @Override public java.awt.Dimension preferredLayoutSize(java.awt.Container parent) {
                    int w = parent.getWidth() > 0 ? parent.getWidth() : 360;
                    int h = 0;
                    for (java.awt.Component c : parent.getComponents()) if (c.isVisible()) h += heightOf(c, w);
                    return new java.awt.Dimension(w, h);
                }

                @Override public java.awt.Dimension minimumLayoutSize(java.awt.Container parent) { return new java.awt.Dimension(100, 0); }

                @Override public void addLayoutComponent(String name, java.awt.Component comp) { }

                @Override public void removeLayoutComponent(java.awt.Component comp) { }
            });
        }

        private static int heightOf(java.awt.Component c, int w) {
            if (c instanceof WrappedLabel l) return l.heightFor(w);
            if (c instanceof ReadoutList r) return r.heightFor(w);
            c.setSize(w, Math.max(1, c.getHeight()));
            if (c instanceof java.awt.Container k) k.doLayout();
            return c.getPreferredSize().height;
        }

        @Override public java.awt.Dimension getPreferredScrollableViewportSize() { return getPreferredSize(); }

        @Override public int getScrollableUnitIncrement(java.awt.Rectangle r, int o, int d) { return 16; }

        @Override public int getScrollableBlockIncrement(java.awt.Rectangle r, int o, int d) { return Math.max(16, r.height - 16); }

        @Override public boolean getScrollableTracksViewportWidth() { return true; }

        @Override public boolean getScrollableTracksViewportHeight() { return false; }
    }
}
