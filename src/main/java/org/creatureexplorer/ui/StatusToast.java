package org.creatureexplorer.ui;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * The window's status line (an export's outcome, a link's result) as a note over the stage's
 * lower left corner: it takes no row of the window, so the stage keeps its height, and it fades
 * from view after {@link #SHOWN_MS} (the message itself stays, for {@link ExplorerPanel#statusText}).
 */
final class StatusToast extends JComponent {
    static final int SHOWN_MS = 8000;
    private String text = " ";
    private Color ink = Color.DARK_GRAY;
    private final javax.swing.Timer hide = new javax.swing.Timer(SHOWN_MS, e -> setVisible(false));

    StatusToast() {
        setName("status");
        setOpaque(false);
        setVisible(false);
        hide.setRepeats(false);
    }

    void show(String message, Color color) {
        text = message == null ? " " : message;
        ink = color;
        setToolTipText(text.isBlank() ? null : text);
        boolean any = !text.isBlank();
        setVisible(any);
        if (any) hide.restart(); else hide.stop();
        revalidate();
        repaint();
    }

    String text() { return text; }

    private static final int PAD = 8;

    private List<String> lines(int width) {
        FontMetrics fm = getFontMetrics(getFont() != null ? getFont() : UIManager.getFont("Label.font"));
        List<String> rows = new ArrayList<>();
        StringBuilder row = new StringBuilder();
        for (String piece : org.creatureexplorer.i18n.LineBreaks.pieces(text)) {
            if (row.length() > 0 && fm.stringWidth((row + piece).strip()) > width - 2 * PAD) {
                rows.add(row.toString().strip());
                row.setLength(0);
            }
            row.append(piece);
        }
        if (row.length() > 0) rows.add(row.toString().strip());
        return rows;
    }

    /** The size it needs within {@code most} px of width: its lines wrapped, three at most. */
    Dimension sizeWithin(int most) {
        FontMetrics fm = getFontMetrics(getFont() != null ? getFont() : UIManager.getFont("Label.font"));
        List<String> rows = lines(most);
        int w = 0;
        for (String r : rows) w = Math.max(w, fm.stringWidth(r));
        return new Dimension(Math.min(most, w + 2 * PAD), Math.min(3, rows.size()) * fm.getHeight() + PAD);
    }

    @Override public void updateUI() {
        super.updateUI();
        setFont(UIManager.getFont("Label.font"));
    }

    @Override protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            Color back = UIManager.getColor("Panel.background");
            g.setColor(back == null ? new Color(245, 245, 245, 235) : new Color(back.getRed(), back.getGreen(), back.getBlue(), 235));
            g.fill(new RoundRectangle2D.Double(0, 0, getWidth() - 1, getHeight() - 1, 10, 10));
            g.setColor(UIManager.getColor("Component.borderColor") != null ? UIManager.getColor("Component.borderColor") : Color.GRAY);
            g.draw(new RoundRectangle2D.Double(0, 0, getWidth() - 1, getHeight() - 1, 10, 10));
            g.setFont(getFont());
            FontMetrics fm = g.getFontMetrics();
            g.setColor(ink);
            int y = PAD / 2 + fm.getAscent();
            List<String> rows = lines(getWidth());
            for (int i = 0; i < Math.min(3, rows.size()); i++) {
                g.drawString(rows.get(i), PAD, y);
                y += fm.getHeight();
            }
        } finally {
            g.dispose();
        }
    }
}
