package org.creatureexplorer.ui;

import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.UIManager;
import org.creatureexplorer.lesson.StageFrame;

/**
 * The readouts the stage had no room for, above the charts: the stage shows the few numbers a
 * lesson's question needs, and this list the rest, each line in its readout's colour, updated
 * with every frame. Its height holds the most lines it has shown in this lesson, so a number that
 * comes and goes never moves the charts.
 */
final class ReadoutList extends JComponent {
    private List<StageFrame.Listed> lines = List.of();
    /** The listed readouts that took the most lines so far: the height kept is theirs (at the width now). */
    private List<StageFrame.Listed> tallest = List.of();
    private Look look = Look.DEFAULT;

    ReadoutList() {
        setOpaque(false);
    }

    void applyLook(Look look) {
        this.look = look;
        revalidate();
        repaint();
    }

    /** This frame's listed readouts (called after every stage frame; cheap when nothing changed). */
    void show(List<StageFrame.Listed> listed) {
        if (listed.equals(lines)) return;
        lines = List.copyOf(listed);
        int w = getWidth() > 0 ? getWidth() : 300;
        if (count(wrapped(lines, w)) > count(wrapped(tallest, w))) {
            tallest = lines;
            revalidate();
        }
        repaint();
    }

    private static int count(List<List<String>> rows) {
        int n = 0;
        for (List<String> r : rows) n += r.size();
        return n;
    }

    List<StageFrame.Listed> lines() { return lines; }

    private java.awt.Font font() {
        java.awt.Font f = UIManager.getFont("Label.font");
        return (f == null ? new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13) : f).deriveFont(java.awt.Font.BOLD);
    }

    private static final int PAD = 6;

    /** Each listed readout's text cut into the lines it wraps to at this width. */
    private List<List<String>> wrapped(List<StageFrame.Listed> lines, int width) {
        FontMetrics fm = getFontMetrics(font());
        int room = Math.max(40, width - 2 * PAD);
        List<List<String>> out = new ArrayList<>();
        for (StageFrame.Listed l : lines) {
            List<String> rows = new ArrayList<>();
            StringBuilder row = new StringBuilder();
            for (String piece : org.creatureexplorer.i18n.LineBreaks.pieces(l.text())) {
                String next = row + piece;
                if (row.length() > 0 && fm.stringWidth(next.strip()) > room) {
                    rows.add(row.toString().strip());
                    row.setLength(0);
                }
                row.append(piece);
            }
            if (row.length() > 0) rows.add(row.toString().strip());
            out.add(rows);
        }
        return out;
    }

    /** Tall enough for the tallest list seen in this lesson, wrapped at the width it has now. */
    int heightFor(int width) {
        FontMetrics fm = getFontMetrics(font());
        int n = Math.max(count(wrapped(tallest, width)), count(wrapped(lines, width)));
        return n == 0 ? 0 : n * fm.getHeight() + 2 * PAD;
    }

    @Override public Dimension getPreferredSize() {
        return new Dimension(200, heightFor(getWidth() > 0 ? getWidth() : 300));
    }

    @Override protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(font());
            FontMetrics fm = g.getFontMetrics();
            int y = PAD + fm.getAscent();
            List<List<String>> rows = wrapped(lines, getWidth());
            for (int i = 0; i < rows.size(); i++) {
                g.setColor(lines.get(i).color());
                for (String row : rows.get(i)) {
                    g.drawString(row, PAD, y);
                    y += fm.getHeight();
                }
            }
        } finally {
            g.dispose();
        }
    }

    /** One row per listed readout (kind {@code readout-list}), clipped when its lines run past the kept height. */
    void reportLayout(LayoutReport report) {
        if (lines.isEmpty()) return;
        FontMetrics fm = getFontMetrics(font());
        int y = PAD;
        List<List<String>> rows = wrapped(lines, getWidth());
        for (int i = 0; i < rows.size(); i++) {
            int h = rows.get(i).size() * fm.getHeight();
            int w = 0;
            for (String r : rows.get(i)) w = Math.max(w, fm.stringWidth(r));
            boolean cut = y + h > getHeight() + 1 || w > getWidth() - PAD;
            report.add("readout-list", lines.get(i).text(), this, new java.awt.geom.Rectangle2D.Double(PAD, y, w, h), cut);
            y += h;
        }
    }
}
