package org.creatureexplorer.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Arc2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import javax.swing.Icon;
import javax.swing.UIManager;

/**
 * The window's button icons, drawn as vectors in the button's text colour at a size that follows
 * the UI font (so zoom and projection make them larger, and nothing depends on a font having the
 * symbol). One enum constant per picture; {@link #icon(double)} makes an icon of that size.
 */
enum Glyph {
    PLAY, PAUSE, STEP, BACK, RESET, LESSONS, PREVIOUS, NEXT, PIN, TEXT, PROJECTOR, EXPORT, VIEW;

    /** An icon {@code em} times the label font's size, square. */
    Icon icon(double em) { return new GlyphIcon(this, em); }

    private static final class GlyphIcon implements Icon {
        private final Glyph glyph;
        private final double em;

        GlyphIcon(Glyph glyph, double em) {
            this.glyph = glyph;
            this.em = em;
        }

        private int size() {
            java.awt.Font f = UIManager.getFont("Label.font");
            return (int) Math.round((f == null ? 13 : f.getSize2D()) * em);
        }

        @Override public int getIconWidth() { return size(); }

        @Override public int getIconHeight() { return size(); }

        @Override public void paintIcon(Component c, Graphics graphics, int x, int y) {
            Graphics2D g = (Graphics2D) graphics.create();
            try {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
                Color ink = c != null && !c.isEnabled() ? UIManager.getColor("Label.disabledForeground")
                        : c != null ? c.getForeground() : UIManager.getColor("Label.foreground");
                g.setColor(ink != null ? ink : Color.DARK_GRAY);
                double s = size();
                g.translate(x, y);
                g.scale(s / 24.0, s / 24.0);
                draw(g, glyph);
            } finally {
                g.dispose();
            }
        }
    }

    /** Each picture on a 24 x 24 grid. */
    private static void draw(Graphics2D g, Glyph glyph) {
        BasicStroke line = new BasicStroke(2.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
        g.setStroke(line);
        switch (glyph) {
            case PLAY -> g.fill(triangle(7, 4, 7, 20, 20, 12));
            case PAUSE -> {
                g.fill(new Rectangle2D.Double(6, 4, 4.5, 16));
                g.fill(new Rectangle2D.Double(13.5, 4, 4.5, 16));
            }
            case STEP -> {
                g.fill(triangle(5, 5, 5, 19, 15, 12));
                g.fill(new Rectangle2D.Double(16, 5, 3.2, 14));
            }
            case BACK -> {
                g.fill(triangle(19, 5, 19, 19, 9, 12));
                g.fill(new Rectangle2D.Double(4.8, 5, 3.2, 14));
            }
            case RESET -> {
                g.draw(new Arc2D.Double(4.5, 4.5, 15, 15, 100, 280, Arc2D.OPEN));
                g.fill(triangle(10, 1.5, 10, 10.5, 15, 6));
            }
            case LESSONS -> {
                for (int i = 0; i < 3; i++) g.draw(new java.awt.geom.Line2D.Double(5, 6 + 6 * i, 19, 6 + 6 * i));
            }
            case PREVIOUS -> g.fill(triangle(16, 4, 16, 20, 6, 12));
            case NEXT -> g.fill(triangle(8, 4, 8, 20, 18, 12));
            case PIN -> {
                g.fill(new java.awt.geom.Ellipse2D.Double(7, 3, 10, 10));
                g.draw(new java.awt.geom.Line2D.Double(12, 12, 12, 21));
            }
            case PROJECTOR -> {
                g.draw(new Rectangle2D.Double(3.5, 4, 17, 11));
                g.draw(new java.awt.geom.Line2D.Double(12, 15, 12, 19));
                g.draw(new java.awt.geom.Line2D.Double(7.5, 20.5, 16.5, 20.5));
            }
            case EXPORT -> {
                g.draw(new java.awt.geom.Line2D.Double(12, 3.5, 12, 14));
                g.draw(triangleOpen(7.5, 10, 12, 14.5, 16.5, 10));
                g.draw(triangleOpen(4.5, 15, 4.5, 20, 19.5, 20));
                g.draw(new java.awt.geom.Line2D.Double(19.5, 20, 19.5, 15));
            }
            case VIEW -> {
                g.draw(new java.awt.geom.Ellipse2D.Double(3, 7, 18, 10));
                g.fill(new java.awt.geom.Ellipse2D.Double(9, 9, 6, 6));
            }
            case TEXT -> {
                g.draw(new Rectangle2D.Double(5, 3.5, 14, 17));
                for (int i = 0; i < 3; i++) g.draw(new java.awt.geom.Line2D.Double(8.5, 8.5 + 3.8 * i, 15.5, 8.5 + 3.8 * i));
            }
        }
    }

    /** An open polyline through three points. */
    private static Path2D triangleOpen(double x1, double y1, double x2, double y2, double x3, double y3) {
        Path2D p = new Path2D.Double();
        p.moveTo(x1, y1);
        p.lineTo(x2, y2);
        p.lineTo(x3, y3);
        return p;
    }

    private static Path2D triangle(double x1, double y1, double x2, double y2, double x3, double y3) {
        Path2D p = new Path2D.Double();
        p.moveTo(x1, y1);
        p.lineTo(x2, y2);
        p.lineTo(x3, y3);
        p.closePath();
        return p;
    }
}
