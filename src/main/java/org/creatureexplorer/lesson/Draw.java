package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
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
        Scratch s = SCRATCH.get();
        visibleBox(g, s);
        lineIn(g, s, a.x(), a.y(), b.x(), b.y());
    }

    /**
     * Shapes and boxes the helpers fill in and hand to {@code g} instead of making new ones on
     * every call: Java2D reads a shape while drawing it and keeps no reference, and a frame draws
     * hundreds of lines. One set per thread (the event thread, render's and bench's).
     */
    static final class Scratch {
        final double[] box = new double[4];
        final double[] clipped = new double[4];
        final ReusedLine line = new ReusedLine();
        final java.awt.geom.Ellipse2D.Double ellipse = new java.awt.geom.Ellipse2D.Double();
        /** Small discs stamped from images instead of filled one by one. */
        final DiscSprites sprites = new DiscSprites();
        /** An arrow's tip: a triangle. */
        final java.awt.geom.Path2D.Double tip = new java.awt.geom.Path2D.Double(java.awt.geom.Path2D.WIND_NON_ZERO, 4);
        /** The clip bounds g fills in (see {@link #visibleBox}). */
        final java.awt.Rectangle clipBounds = new java.awt.Rectangle();
        /** The name of the last grid drawn on this thread, and its spacing: the name is built once per spacing. */
        double gridSpacing = Double.NaN;
        String gridName;
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /** This thread's reused ellipse, for a helper that fills one at once (a fin) and keeps no reference. */
    static java.awt.geom.Ellipse2D.Double scratchEllipse() { return SCRATCH.get().ellipse; }

    /** The segment clipped to {@code s.box} (already filled for {@code g}), drawn with the scratch line. */
    private static void lineIn(Graphics2D g, Scratch s, double x0, double y0, double x1, double y1) {
        double[] box = s.box;
        if (!clipSegment(x0, y0, x1, y1, box[0], box[1], box[2], box[3], s.clipped)) return;
        double[] c = s.clipped;
        s.line.setLine(c[0], c[1], c[2], c[3]);
        g.draw(s.line);
    }

    /**
     * The clip in user space with a margin, as {xmin, ymin, xmax, ymax}, into {@code s.box}.
     * Asking {@code g} for its clip makes several objects under a scaling transform (an inverse
     * transform, rectangles), so a run of lines drawn with one transform and clip (a trail, a
     * batch, the shapes of one walker) asks once. The bounds come into the thread's rectangle:
     * {@code getClipBounds(r)} works them out exactly as {@code getClipBounds()} does, without
     * the new Rectangle, and leaves {@code r} as it was when there is no clip, which the marker
     * (a rectangle no clip can have: every field at Integer.MIN_VALUE) tells.
     */
    private static void visibleBox(Graphics2D g, Scratch s) {
        double[] box = s.box;
        java.awt.Rectangle clip = s.clipBounds;
        clip.setBounds(Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE);
        g.getClipBounds(clip);
        if (clip.x == Integer.MIN_VALUE && clip.y == Integer.MIN_VALUE && clip.width == Integer.MIN_VALUE
                && clip.height == Integer.MIN_VALUE) {
            box[0] = -NO_CLIP_EXTENT;
            box[1] = -NO_CLIP_EXTENT;
            box[2] = NO_CLIP_EXTENT;
            box[3] = NO_CLIP_EXTENT;
            return;
        }
        box[0] = clip.getMinX() - CLIP_MARGIN;
        box[1] = clip.getMinY() - CLIP_MARGIN;
        box[2] = clip.getMaxX() + CLIP_MARGIN;
        box[3] = clip.getMaxY() + CLIP_MARGIN;
    }

    /** The visible box {@code g} gives now, {xmin, ymin, xmax, ymax} (a copy: for tests). */
    static double[] visibleBox(Graphics2D g) {
        Scratch s = SCRATCH.get();
        visibleBox(g, s);
        return s.box.clone();
    }

    /**
     * The part of segment (x0, y0)-(x1, y1) inside the box (Liang-Barsky), or null when none is.
     * A segment wholly inside comes back unchanged, so ordinary drawings are not altered.
     */
    static double[] clipSegment(double x0, double y0, double x1, double y1, double xmin, double ymin, double xmax, double ymax) {
        double[] out = new double[4];
        return clipSegment(x0, y0, x1, y1, xmin, ymin, xmax, ymax, out) ? out : null;
    }

    /** As {@link #clipSegment(double, double, double, double, double, double, double, double)}, into {@code out}; false for none. */
    static boolean clipSegment(double x0, double y0, double x1, double y1, double xmin, double ymin, double xmax, double ymax,
                               double[] out) {
        double dx = x1 - x0;
        double dy = y1 - y0;
        double t0 = 0;
        double t1 = 1;
        // The four edges in turn (left, right, top, bottom): p is the direction's component
        // across the edge, q the distance inside it.
        for (int i = 0; i < 4; i++) {
            double p = switch (i) { case 0 -> -dx; case 1 -> dx; case 2 -> -dy; default -> dy; };
            double q = switch (i) { case 0 -> x0 - xmin; case 1 -> xmax - x0; case 2 -> y0 - ymin; default -> ymax - y0; };
            if (p == 0) {
                if (q < 0) return false;
                continue;
            }
            double r = q / p;
            if (p < 0) {
                if (r > t1) return false;
                if (r > t0) t0 = r;
            } else {
                if (r < t0) return false;
                if (r < t1) t1 = r;
            }
        }
        if (!Double.isFinite(dx) || !Double.isFinite(dy)) return false;
        out[0] = t0 == 0 ? x0 : x0 + t0 * dx;
        out[1] = t0 == 0 ? y0 : y0 + t0 * dy;
        out[2] = t1 == 1 ? x1 : x0 + t1 * dx;
        out[3] = t1 == 1 ? y1 : y0 + t1 * dy;
        return true;
    }

    /** False for a circle too far off, or too large, to show: its outline would be stroked in full. */
    private static boolean circleVisible(Graphics2D g, Scratch s, Vec2 c, double r) {
        if (!c.isFinite() || !Double.isFinite(r)) return false;
        visibleBox(g, s);
        return circleInBox(s.box, c, r);
    }

    private static boolean circleInBox(double[] box, Vec2 c, double r) {
        if (!c.isFinite() || !Double.isFinite(r)) return false;
        double w = box[2] - box[0];
        double h = box[3] - box[1];
        // Beyond a few stage sizes the arc across the stage is a straight line we cannot place well anyway.
        if (Math.abs(r) > 8 * Math.max(w, h)) return false;
        return c.x() + r >= box[0] && c.x() - r <= box[2] && c.y() + r >= box[1] && c.y() - r <= box[3];
    }

    public static void disc(Graphics2D g, Vec2 c, double r) {
        Scratch s = SCRATCH.get();
        java.awt.geom.AffineTransform t = rasterTarget(g) ? g.getTransform() : null;
        if (!cullingChangesNothing(g, t, c, r, false) && !circleVisible(g, s, c, r)) return;
        if (t != null && s.sprites.usable(g, t) && s.sprites.stamp(g, t, c.x(), c.y(), r)) return;
        s.ellipse.setFrame(c.x() - r, c.y() - r, 2 * r, 2 * r);
        g.fill(s.ellipse);
    }

    public static void circle(Graphics2D g, Vec2 c, double r) {
        Scratch s = SCRATCH.get();
        if (!cullingChangesNothing(g, rasterTarget(g) ? g.getTransform() : null, c, r, true) && !circleVisible(g, s, c, r)) return;
        s.ellipse.setFrame(c.x() - r, c.y() - r, 2 * r, 2 * r);
        g.draw(s.ellipse);
    }

    /** See {@link #cullingChangesNothing}: the largest radius, centre coordinate and line width (stage px) it lets through. */
    static final double UNCULLED_RADIUS = 1024, UNCULLED_CENTRE = 50_000, UNCULLED_LINE_WIDTH = 32;
    /** ... and the smallest scale (device px per stage px). */
    static final double UNCULLED_MIN_SCALE = 1.0 / 16;

    /**
     * True when drawing the circle (filled, or stroked with g's stroke) without culling it shows
     * exactly what culling it against the visible box would, so {@link #disc} and
     * {@link #circle} need not ask g for its clip (under the stage's scale that makes an inverse
     * transform and rectangles, and a painter draws dozens of discs a frame). Culling drops a
     * circle that lies outside the box or is over 8 box sizes across. Here the radius is at most
     * 1024 stage px, and a box is at least 128 across (the clip's bounds, whole pixels around
     * the clip, plus 64 on each side), so only the first can apply; and a circle outside the box
     * is over 64 stage px from the clip, minus at most 0.71 of the line width for a stroke's
     * reach (round or square dash ends), so over 40 stage px: 2.5 device px or more at a scale
     * of at least 1/16, where antialiasing touches no pixel the clip lets through. Only for
     * raster graphics (an SVG export keeps its culling: it would write the shape), without shear,
     * and a centre within 50 000 stage px: without a clip the box is 100 000 each way, so such a
     * circle is inside it and drawn either way. Otherwise the box is looked up as before.
     * {@code t} is g's transform, null when g is not a raster target.
     */
    private static boolean cullingChangesNothing(Graphics2D g, java.awt.geom.AffineTransform t, Vec2 c, double r, boolean stroked) {
        if (!c.isFinite() || !(Math.abs(r) <= UNCULLED_RADIUS)) return false;
        if (!(Math.abs(c.x()) <= UNCULLED_CENTRE && Math.abs(c.y()) <= UNCULLED_CENTRE)) return false;
        if (t == null) return false;
        if (stroked && !(g.getStroke() instanceof java.awt.BasicStroke b && b.getLineWidth() <= UNCULLED_LINE_WIDTH)) return false;
        return t.getShearX() == 0 && t.getShearY() == 0
                && Math.abs(t.getScaleX()) >= UNCULLED_MIN_SCALE && Math.abs(t.getScaleY()) >= UNCULLED_MIN_SCALE;
    }

    /** The class of screen and image graphics, once seen (see {@link #rasterTarget}). */
    private static volatile Class<?> rasterClass;

    /** Screen and image graphics (not SVG or printing), as {@link StaticLayer} tells them. */
    static boolean rasterTarget(Graphics2D g) {
        Class<?> c = g.getClass();
        if (c == rasterClass) return true;
        if (!c.getName().equals("sun.java2d.SunGraphics2D")) return false;
        rasterClass = c;
        return true;
    }

    /** A cross marking a target, {@code size} stage px across. */
    public static void cross(Graphics2D g, Vec2 c, double size) {
        if (!c.isFinite()) return;
        double h = size / 2;
        if (!Double.isFinite(h)) return;
        Scratch s = SCRATCH.get();
        visibleBox(g, s);
        crossIn(g, s, c, h);
    }

    /** The cross's two lines, clipped to {@code s.box} (already filled for {@code g}). */
    private static void crossIn(Graphics2D g, Scratch s, Vec2 c, double h) {
        lineIn(g, s, c.x() + -h, c.y() + -h, c.x() + h, c.y() + h);
        lineIn(g, s, c.x() + -h, c.y() + h, c.x() + h, c.y() + -h);
    }

    /** An arrow from {@code from} to {@code to} with a head {@code head} stage px long; nothing for a zero vector. */
    public static void arrow(Graphics2D g, Vec2 from, Vec2 to, double head) {
        arrowIn(g, SCRATCH.get(), false, from, to, head);
    }

    /** The arrow; {@code boxed}: {@code s.box} is already filled for {@code g} (a batch), else it is looked up when needed. */
    private static void arrowIn(Graphics2D g, Scratch s, boolean boxed, Vec2 from, Vec2 to, double head) {
        if (!from.isFinite() || !to.isFinite()) return;
        // The same arithmetic as with Vec2s (to - from, its unit u, base = to - u h, side = perp(u) 0.45 h), in doubles.
        double dx = to.x() - from.x();
        double dy = to.y() - from.y();
        double len = Vec2.norm(dx, dy);
        if (len < 1e-9) return;
        double inv = 1 / len;
        double ux = dx * inv;
        double uy = dy * inv;
        double h = Math.min(head, len * 0.6);
        double baseX = to.x() - ux * h;
        double baseY = to.y() - uy * h;
        double k = h * 0.45;
        double sideX = -uy * k;
        double sideY = ux * k;
        if (Double.isFinite(baseX) && Double.isFinite(baseY)) {
            if (!boxed) visibleBox(g, s);
            lineIn(g, s, from.x(), from.y(), baseX, baseY);
        }
        java.awt.geom.Path2D.Double tip = s.tip;
        tip.reset();
        tip.moveTo(to.x(), to.y());
        tip.lineTo(baseX + sideX, baseY + sideY);
        tip.lineTo(baseX - sideX, baseY - sideY);
        tip.closePath();
        g.fill(tip);
    }

    /** A polyline through points, fading from transparent (oldest) to {@code color} (newest). */
    public static void trail(Graphics2D g, List<Vec2> points, Color color) {
        int n = points.size();
        Color[] ramp = StyleCache.alphaRamp(color, n);
        Scratch s = SCRATCH.get();
        visibleBox(g, s); // one transform and clip for the whole trail
        for (int i = 1; i < n; i++) {
            g.setColor(ramp[i]);
            Vec2 a = points.get(i - 1);
            Vec2 b = points.get(i);
            if (a.isFinite() && b.isFinite()) lineIn(g, s, a.x(), a.y(), b.x(), b.y());
        }
    }

    /**
     * Lines and circles drawn one after another into one graphics while its transform and clip
     * stay as they were when the batch was made (colour and stroke may change between them):
     * each call draws exactly what {@link Draw#line}, {@link Draw#disc} or {@link Draw#circle}
     * would, but the visible box they clip to is looked up once, not per shape.
     */
    public static final class Batch {
        private final Graphics2D g;
        private final Scratch s;

        /** g's transform when the batch was made, and whether discs can be stamped under it ({@link DiscSprites}). */
        private final java.awt.geom.AffineTransform transform;
        private final boolean stamps;

        private Batch(Graphics2D g, Scratch s) {
            this.g = g;
            this.s = s;
            this.transform = g.getTransform();
            this.stamps = s.sprites.usable(g, transform);
        }

        public void line(Vec2 a, Vec2 b) {
            if (a.isFinite() && b.isFinite()) lineIn(g, s, a.x(), a.y(), b.x(), b.y());
        }

        public void disc(Vec2 c, double r) {
            if (!circleInBox(s.box, c, r)) return;
            if (stamps && s.sprites.stamp(g, transform, c.x(), c.y(), r)) return;
            s.ellipse.setFrame(c.x() - r, c.y() - r, 2 * r, 2 * r);
            g.fill(s.ellipse);
        }

        public void circle(Vec2 c, double r) {
            if (!circleInBox(s.box, c, r)) return;
            s.ellipse.setFrame(c.x() - r, c.y() - r, 2 * r, 2 * r);
            g.draw(s.ellipse);
        }

        /** As {@link Draw#cross}. */
        public void cross(Vec2 c, double size) {
            if (!c.isFinite()) return;
            double h = size / 2;
            if (!Double.isFinite(h)) return;
            crossIn(g, s, c, h);
        }

        /** As {@link Draw#arrow}. */
        public void arrow(Vec2 from, Vec2 to, double head) {
            arrowIn(g, s, true, from, to, head);
        }
    }

    /** A batch for {@code g} as it is now; make a new one after changing its transform or clip. */
    public static Batch batch(Graphics2D g) {
        Scratch s = SCRATCH.get();
        visibleBox(g, s);
        return new Batch(g, s);
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
        StageFrame frame = style.frame();
        if (frame != null) {
            frame.label(g, text, at, alignX, alignY, at, 0, screenPx, color, style.palette());
            return;
        }
        drawLabelAt(g, text, at, style, screenPx, color, alignX, alignY);
    }

    /**
     * A label for a point: the placer puts it on a free side of {@code anchor}, at least
     * {@code keepOutPx} screen px from it (the body or marker drawn there), above and to the right
     * when that side is free, with a leader line when it has to move further out.
     */
    public static void labelNear(Graphics2D g, String text, Vec2 anchor, double keepOutPx, StageStyle style, double screenPx,
                                 Color color) {
        if (!anchor.isFinite()) return;
        double d = style.px(keepOutPx + 4);
        Vec2 at = anchor.plus(new Vec2(d * 0.8, -d * 0.8));
        StageFrame frame = style.frame();
        if (frame != null) {
            frame.label(g, text, at, 0, 0, anchor, keepOutPx, screenPx, color, style.palette());
            return;
        }
        drawLabelAt(g, text, at, style, screenPx, color, 0, 0);
    }

    /** Keeps later labels off a point (a head, a walker) {@code radiusPx} screen px round it. */
    public static void keepOut(Graphics2D g, StageStyle style, Vec2 point, double radiusPx) {
        if (style.frame() != null) style.frame().keepOut(g, point, radiusPx);
    }

    /** Keeps later labels off a stage rectangle (a table, a panel drawn on the stage). */
    public static void keepOut(Graphics2D g, StageStyle style, Rectangle2D area) {
        if (style.frame() != null) style.frame().keepOut(g, area);
    }

    /** The label exactly where asked (outside a stage frame: a painter drawn into a bare image). */
    private static void drawLabelAt(Graphics2D g, String text, Vec2 at, StageStyle style, double screenPx, Color color,
                                    double alignX, double alignY) {
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
     * A line of the readout (line 0 at the top). On a stage it goes in the band the stage
     * reserves for readouts, never over the picture; lines are spaced for the current text size.
     */
    public static void readout(Graphics2D g, int line, String text, StageStyle style, Color color) {
        StageFrame frame = style.frame();
        if (frame != null) {
            frame.readout(g, line, text, color, style.palette());
            return;
        }
        double lineHeight = 27 * style.textScale();
        drawLabelAt(g, text, new Vec2(style.px(12), style.px(8 + 20 * style.textScale() + line * lineHeight)), style, 18, color, 0, 0);
    }

    /** A faint square grid every {@code spacing} stage px, so lengths can be read off the stage. */
    public static void grid(Graphics2D g, double width, double height, double spacing, StageStyle style) {
        g.setColor(style.palette().grid());
        g.setStroke(style.stroke(1));
        // It never moves: drawn once into an image (per size, zoom and look) and copied after that.
        Scratch s = SCRATCH.get();
        if (Double.doubleToLongBits(s.gridSpacing) != Double.doubleToLongBits(spacing)) {
            s.gridName = "grid " + spacing;
            s.gridSpacing = spacing;
        }
        StaticLayer.draw(g, s.gridName, width, height, layer -> {
            for (double x = spacing; x < width; x += spacing) layer.draw(new Line2D.Double(x, 0, x, height));
            for (double y = spacing; y < height; y += spacing) layer.draw(new Line2D.Double(0, y, width, y));
        });
    }
}
