package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.creatureexplorer.sim.Vec2;

/** Small drawing helpers shared by every stage painter. All coordinates in stage pixels. */
public final class Draw {
    private Draw() {}

    /**
     * Drawn lines are clipped to the visible region (plus this margin, stage px) before they are
     * stroked: Java2D dashes a line along its whole length, so a walker whose speed has run away
     * (1e18 px) froze the event thread inside one call. With no clip set, this box is used.
     */
    private static final double CLIP_MARGIN = 64;
    private static final double NO_CLIP_EXTENT = 1e5;

    public static void line(Graphics2D g, Vec2 a, Vec2 b) {
        if (!a.isFinite() || !b.isFinite()) return;
        double[] box = visibleBox(g);
        double[] c = clipSegment(a.x(), a.y(), b.x(), b.y(), box[0], box[1], box[2], box[3]);
        if (c != null) g.draw(new Line2D.Double(c[0], c[1], c[2], c[3]));
    }

    /** The clip in user space with a margin, as {xmin, ymin, xmax, ymax}. */
    private static double[] visibleBox(Graphics2D g) {
        java.awt.Rectangle clip = g.getClipBounds();
        if (clip == null) return new double[] {-NO_CLIP_EXTENT, -NO_CLIP_EXTENT, NO_CLIP_EXTENT, NO_CLIP_EXTENT};
        return new double[] {clip.getMinX() - CLIP_MARGIN, clip.getMinY() - CLIP_MARGIN, clip.getMaxX() + CLIP_MARGIN, clip.getMaxY() + CLIP_MARGIN};
    }

    /**
     * The part of segment (x0, y0)-(x1, y1) inside the box (Liang-Barsky), or null when none is.
     * A segment wholly inside comes back unchanged, so ordinary drawings are not altered.
     */
    static double[] clipSegment(double x0, double y0, double x1, double y1, double xmin, double ymin, double xmax, double ymax) {
        double dx = x1 - x0;
        double dy = y1 - y0;
        double t0 = 0;
        double t1 = 1;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x0 - xmin, xmax - x0, y0 - ymin, ymax - y0};
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) return null;
                continue;
            }
            double r = q[i] / p[i];
            if (p[i] < 0) {
                if (r > t1) return null;
                if (r > t0) t0 = r;
            } else {
                if (r < t0) return null;
                if (r < t1) t1 = r;
            }
        }
        if (!Double.isFinite(dx) || !Double.isFinite(dy)) return null;
        return new double[] {t0 == 0 ? x0 : x0 + t0 * dx, t0 == 0 ? y0 : y0 + t0 * dy,
                t1 == 1 ? x1 : x0 + t1 * dx, t1 == 1 ? y1 : y0 + t1 * dy};
    }

    /** False for a circle too far off, or too large, to show: its outline would be stroked in full. */
    private static boolean circleVisible(Graphics2D g, Vec2 c, double r) {
        if (!c.isFinite() || !Double.isFinite(r)) return false;
        double[] box = visibleBox(g);
        double w = box[2] - box[0];
        double h = box[3] - box[1];
        // Beyond a few stage sizes the arc across the stage is a straight line we cannot place well anyway.
        if (Math.abs(r) > 8 * Math.max(w, h)) return false;
        return c.x() + r >= box[0] && c.x() - r <= box[2] && c.y() + r >= box[1] && c.y() - r <= box[3];
    }

    public static void disc(Graphics2D g, Vec2 c, double r) {
        if (circleVisible(g, c, r)) g.fill(new Ellipse2D.Double(c.x() - r, c.y() - r, 2 * r, 2 * r));
    }

    public static void circle(Graphics2D g, Vec2 c, double r) {
        if (circleVisible(g, c, r)) g.draw(new Ellipse2D.Double(c.x() - r, c.y() - r, 2 * r, 2 * r));
    }

    /** A cross marking a target, {@code size} stage px across. */
    public static void cross(Graphics2D g, Vec2 c, double size) {
        double h = size / 2;
        line(g, c.plus(new Vec2(-h, -h)), c.plus(new Vec2(h, h)));
        line(g, c.plus(new Vec2(-h, h)), c.plus(new Vec2(h, -h)));
    }

    /** An arrow from {@code from} to {@code to} with a head {@code head} stage px long; nothing for a zero vector. */
    public static void arrow(Graphics2D g, Vec2 from, Vec2 to, double head) {
        if (!from.isFinite() || !to.isFinite()) return;
        Vec2 d = to.minus(from);
        double len = d.length();
        if (len < 1e-9) return;
        Vec2 u = d.times(1 / len);
        double h = Math.min(head, len * 0.6);
        Vec2 base = to.minus(u.times(h));
        Vec2 side = u.perp().times(h * 0.45);
        line(g, from, base);
        Path2D.Double tip = new Path2D.Double();
        tip.moveTo(to.x(), to.y());
        tip.lineTo(base.x() + side.x(), base.y() + side.y());
        tip.lineTo(base.x() - side.x(), base.y() - side.y());
        tip.closePath();
        g.fill(tip);
    }

    /** A polyline through points, fading from transparent (oldest) to {@code color} (newest). */
    public static void trail(Graphics2D g, List<Vec2> points, Color color) {
        int n = points.size();
        Color[] ramp = StyleCache.alphaRamp(color, n);
        for (int i = 1; i < n; i++) {
            g.setColor(ramp[i]);
            line(g, points.get(i - 1), points.get(i));
        }
    }

    /**
     * Text with a halo in the background colour, so it reads over lines and bodies.
     * {@code anchor} is where the text's left baseline goes, nudged by (dx, dy) in text heights.
     */
    public static void label(Graphics2D g, String text, Vec2 at, StageStyle style, double screenPx, Color color) {
        label(g, text, at, style, screenPx, color, 0, 0);
    }

    public static void label(Graphics2D g, String text, Vec2 at, StageStyle style, double screenPx, Color color,
                             double alignX, double alignY) {
        if (!at.isFinite()) return;
        Font font = style.font(screenPx, Font.BOLD);
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        Rectangle2D box = fm.getStringBounds(text, g);
        double x = at.x() - alignX * box.getWidth();
        double y = at.y() + alignY * fm.getAscent();
        // Keep the label on the stage: a label beside a body near the edge slides inward.
        java.awt.Rectangle clip = g.getClipBounds();
        if (clip != null) {
            double pad = style.px(4);
            x = Math.max(clip.getMinX() + pad, Math.min(x, clip.getMaxX() - box.getWidth() - pad));
            y = Math.max(clip.getMinY() + fm.getAscent() + pad, Math.min(y, clip.getMaxY() - fm.getDescent() - pad));
        }
        g.setColor(StyleCache.withAlpha(style.palette().textHalo(), 215));
        double pad = style.px(3);
        g.fill(new Rectangle2D.Double(x - pad, y - fm.getAscent() - pad / 2, box.getWidth() + 2 * pad,
                fm.getAscent() + fm.getDescent() + pad));
        g.setColor(color);
        g.drawString(text, (float) x, (float) y);
    }

    /**
     * A line of the readout in the stage's top-left corner (line 0 at the top), spaced for the
     * current text size so lines never overlap in projection mode or when zoomed.
     */
    public static void readout(Graphics2D g, int line, String text, StageStyle style, Color color) {
        double lineHeight = 27 * style.textScale();
        label(g, text, new Vec2(style.px(12), style.px(8 + 20 * style.textScale() + line * lineHeight)), style, 18, color);
    }

    /** A faint square grid every {@code spacing} stage px, so lengths can be read off the stage. */
    public static void grid(Graphics2D g, double width, double height, double spacing, StageStyle style) {
        g.setColor(style.palette().grid());
        g.setStroke(style.stroke(1));
        // It never moves: drawn once into an image (per size, zoom and look) and copied after that.
        StaticLayer.draw(g, "grid " + spacing, width, height, layer -> {
            for (double x = spacing; x < width; x += spacing) layer.draw(new Line2D.Double(x, 0, x, height));
            for (double y = spacing; y < height; y += spacing) layer.draw(new Line2D.Double(0, y, width, y));
        });
    }
}
