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

    public static void line(Graphics2D g, Vec2 a, Vec2 b) {
        if (a.isFinite() && b.isFinite()) g.draw(new Line2D.Double(a.x(), a.y(), b.x(), b.y()));
    }

    public static void disc(Graphics2D g, Vec2 c, double r) {
        if (c.isFinite()) g.fill(new Ellipse2D.Double(c.x() - r, c.y() - r, 2 * r, 2 * r));
    }

    public static void circle(Graphics2D g, Vec2 c, double r) {
        if (c.isFinite()) g.draw(new Ellipse2D.Double(c.x() - r, c.y() - r, 2 * r, 2 * r));
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
