package org.creatureexplorer.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import javax.swing.BorderFactory;
import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.UIManager;
import org.creatureexplorer.i18n.Tr;

/**
 * The lesson text as a drawer: a handle always in sight at its edge (a chevron; T does the same)
 * and the text beside it while open. The text itself ({@link TextPanel}) is built with the charts,
 * after the stage's first paint, and put in with {@link #setText}.
 */
final class TextDrawer extends JPanel {
    private final JButton handle = new JButton();
    private Component text;
    private boolean open = true;

    TextDrawer(Runnable toggle) {
        super(new BorderLayout());
        setName("text-drawer");
        handle.setName("text-handle");
        handle.setRequestFocusEnabled(false); // the keyboard stays on the stage
        handle.putClientProperty("JComponent.minimumWidth", 0);
        handle.setMargin(new java.awt.Insets(0, 1, 0, 1));
        handle.setBorder(BorderFactory.createEmptyBorder(0, 3, 0, 3));
        handle.setContentAreaFilled(false);
        handle.addActionListener(e -> toggle.run());
        add(handle, BorderLayout.WEST);
        showOpen(true, false);
    }

    void setText(Component text) {
        if (this.text != null) remove(this.text);
        this.text = text;
        add(text, BorderLayout.CENTER);
        text.setVisible(open);
        revalidate();
    }

    /** Open or folded; in projection the open drawer floats over the charts, so it gets an edge of its own. */
    void showOpen(boolean open, boolean projector) {
        this.open = open;
        if (text != null) text.setVisible(open);
        handle.setIcon(new Chevron(open));
        handle.setToolTipText(open ? Tr.t("Fold the lesson text (T)") : Tr.t("Open the lesson text (T)"));
        handle.getAccessibleContext().setAccessibleName(open ? Tr.t("Fold the lesson text") : Tr.t("Open the lesson text"));
        setBorder(projector && open ? BorderFactory.createMatteBorder(0, 2, 0, 0, UIManager.getColor("Component.borderColor")) : null);
        setOpaque(true);
        revalidate();
        repaint();
    }

    int handleWidth() { return handle.getPreferredSize().width; }

    /** A tall thin chevron pointing the way the drawer will move: right to fold, left to open. */
    private static final class Chevron implements Icon {
        private final boolean open;

        Chevron(boolean open) { this.open = open; }

        private static double em() {
            java.awt.Font f = UIManager.getFont("Label.font");
            return f == null ? 13 : f.getSize2D();
        }

        @Override public int getIconWidth() { return (int) Math.round(em() * 0.9); }

        @Override public int getIconHeight() { return (int) Math.round(em() * 2.4); }

        @Override public void paintIcon(Component c, Graphics graphics, int x, int y) {
            Graphics2D g = (Graphics2D) graphics.create();
            try {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g.setColor(c.getForeground());
                g.setStroke(new java.awt.BasicStroke((float) Math.max(2, em() / 6), java.awt.BasicStroke.CAP_ROUND, java.awt.BasicStroke.JOIN_ROUND));
                double w = getIconWidth(), h = getIconHeight();
                Path2D p = new Path2D.Double();
                double in = open ? x + w * 0.25 : x + w * 0.75;
                double out = open ? x + w * 0.75 : x + w * 0.25;
                p.moveTo(in, y + h * 0.3);
                p.lineTo(out, y + h * 0.5);
                p.lineTo(in, y + h * 0.7);
                g.draw(p);
            } finally {
                g.dispose();
            }
        }
    }
}
