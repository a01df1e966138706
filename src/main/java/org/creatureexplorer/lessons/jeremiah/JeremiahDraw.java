package org.creatureexplorer.lessons.jeremiah;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.creatureexplorer.creature.jeremiah.Box;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.creature.jeremiah.SpringBody;
import org.creatureexplorer.creature.jeremiah.WallLeg;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.lesson.StaticLayer;
import org.creatureexplorer.sim.Vec2;

/** Drawing shared by the Jeremiah lessons: the box, the body, legs, feelers and head, in stage px. */
final class JeremiahDraw {
    private JeremiahDraw() {}

    /** Body width in stage px (the original: a line 20 px thick with round ends). */
    static final float BODY_WIDTH = 20f;
    // Named roles, each a palette colour, so every theme and the projector keep them visible.
    static Color leg(StageStyle s) { return s.palette().bone(); }

    static Color feeler(StageStyle s) { return s.palette().ghost(); }

    static Color velocityBody(StageStyle s) { return s.palette().vector(); }

    static Color highlight(StageStyle s) { return s.palette().target(); }

    static Color stepFlash(StageStyle s) { return s.palette().handle(); }

    static Color hipSpring(StageStyle s) { return s.palette().circle(); }

    static Color footSpring(StageStyle s) { return s.palette().vector(); }

    static Color pull(StageStyle s) { return s.palette().circle(); }

    static Color push(StageStyle s) { return s.palette().vector(); }

    static Color alpha(Color c, int a) { return org.creatureexplorer.lesson.StyleCache.withAlpha(c, a); }

    /** A square grid every {@code spacing} stage px, shifted left by {@code cameraX} (the view scrolls). */
    static void grid(Graphics2D g, double width, double height, double spacing, double cameraX, StageStyle s) {
        // Straight, level lines need no antialiasing, and without it the grid costs a tenth as much.
        Object aa = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setColor(s.palette().grid());
        g.setStroke(s.stroke(1));
        double first = spacing - (cameraX % spacing);
        java.util.function.Consumer<Graphics2D> lines = layer -> {
            for (double x = first; x < width; x += spacing) layer.draw(new Line2D.Double(x, 0, x, height));
            for (double y = spacing; y < height; y += spacing) layer.draw(new Line2D.Double(0, y, width, y));
        };
        // A still grid (the camera on a whole square) is drawn once into an image and copied after
        // that, like Draw.grid; a scrolling one moves every frame, so an image would be remade each time.
        if (first == spacing) StaticLayer.draw(g, "jeremiah grid " + spacing, width, height, lines);
        else lines.accept(g);
        if (aa != null) g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, aa);
    }

    /** The walls of the 600 x 600 box. */
    static void box(Graphics2D g, StageStyle s) {
        g.setColor(s.palette().bone());
        g.setStroke(wallStroke((float) s.px(5)));
        g.draw(WALLS);
    }

    /** The box's walls: drawn, never changed. */
    private static final Rectangle2D WALLS = new Rectangle2D.Double(0, 0, Box.SIZE, Box.SIZE);
    private static volatile BasicStroke wallStroke = new BasicStroke(1);

    /** The walls' plain stroke, made again only when the width changes (look or zoom). */
    private static BasicStroke wallStroke(float width) {
        BasicStroke stroke = wallStroke;
        if (stroke.getLineWidth() != width) {
            stroke = new BasicStroke(width);
            wallStroke = stroke;
        }
        return stroke;
    }

    /** A chain of points as one thick line with round ends and joins. */
    static void thickLine(Graphics2D g, Vec2[] pts, float width, Color fill, Color edge, StageStyle s) {
        Path2D.Double path = SHAPE_PATH.get();
        path.reset();
        boolean started = false;
        for (Vec2 p : pts) {
            if (!p.isFinite()) continue;
            if (!started) { path.moveTo(p.x(), p.y()); started = true; } else path.lineTo(p.x(), p.y());
        }
        if (!started) return;
        // Round strokes from StyleCache: the same strokes, made once per width rather than twice a paint.
        if (edge != null) {
            g.setColor(edge);
            g.setStroke(StyleCache.roundStroke(width + (float) s.px(3)));
            g.draw(path);
        }
        g.setColor(fill);
        g.setStroke(StyleCache.roundStroke(width));
        g.draw(path);
    }

    /**
     * The body's and the legs' path, reset and refilled for each (Java2D keeps no reference to a
     * drawn shape): one per painting thread, instead of a path grown from empty every paint.
     */
    private static final ThreadLocal<Path2D.Double> SHAPE_PATH = ThreadLocal.withInitial(Path2D.Double::new);

    static Vec2[] points(SpringBody b) {
        Vec2[] pts = new Vec2[b.size()];
        for (int i = 0; i < pts.length; i++) pts[i] = b.point(i);
        return pts;
    }

    static void body(Graphics2D g, SpringBody b, StageStyle s) {
        thickLine(g, points(b), BODY_WIDTH, s.palette().body(), s.palette().bodyEdge(), s);
    }

    /** Every point of the body as a dot, the head's larger. */
    static void bodyDots(Graphics2D g, SpringBody b, StageStyle s) {
        g.setColor(s.palette().joint());
        Draw.Batch shapes = Draw.batch(g);
        for (int i = 1; i < b.size(); i++) shapes.disc(b.point(i), Math.max(2.2, s.px(3.5)));
    }

    /** The head: a dark disc with two eyes looking the way it last moved. */
    static void head(Graphics2D g, Vec2 at, Vec2 facing, StageStyle s) {
        Palette p = s.palette();
        Draw.Batch shapes = Draw.batch(g);
        g.setColor(p.bodyEdge());
        shapes.disc(at, 13);
        Vec2 f = facing.directionOr(new Vec2(0, -1));
        g.setColor(Color.WHITE); // palette-exempt: eye whites read on every body colour
        Vec2 side = f.perp().times(5.5);
        Vec2 front = at.plus(f.times(5));
        shapes.disc(front.plus(side), 3.2);
        shapes.disc(front.minus(side), 3.2);
        g.setColor(p.bone());
        shapes.disc(front.plus(side).plus(f.times(1.2)), 1.5);
        shapes.disc(front.minus(side).plus(f.times(1.2)), 1.5);
    }

    /** Legs: hip to knee to foot, a dot at the knee, a small foot on the wall. */
    static void legs(Graphics2D g, List<WallLeg> legs, StageStyle s) {
        Path2D.Double path = SHAPE_PATH.get();
        path.reset();
        for (WallLeg l : legs) {
            if (!l.knee().isFinite()) continue;
            path.moveTo(l.hip().x(), l.hip().y());
            path.lineTo(l.knee().x(), l.knee().y());
            path.lineTo(l.foot().x(), l.foot().y());
        }
        g.setColor(leg(s));
        g.setStroke(StyleCache.roundStroke(3f));
        g.draw(path);
        Draw.Batch shapes = Draw.batch(g);
        for (WallLeg l : legs) {
            shapes.disc(l.knee(), 3.5);
            shapes.disc(l.foot(), 5);
        }
    }

    /** Rings on the feet that stepped this frame: the jump happens in one frame. */
    static void stepFlashes(Graphics2D g, List<WallLeg> legs, StageStyle s) {
        g.setColor(stepFlash(s));
        g.setStroke(s.stroke(3));
        Draw.Batch rings = Draw.batch(g);
        for (WallLeg l : legs) if (l.steppedThisFrame()) rings.circle(l.foot(), s.px(14));
    }

    static void feelers(Graphics2D g, List<Feeler> feelers, Vec2 head, Color color, float width) {
        // One path per thread, reset: it held some 500 points and grew from empty every frame.
        Path2D.Double path = FEELER_PATH.get();
        path.reset();
        for (Feeler f : feelers) {
            path.moveTo(head.x(), head.y());
            for (int i = 0; i < f.size(); i++) {
                double x = f.pointX(i), y = f.pointY(i); // the feeler keeps numbers: no vector per point
                if (Double.isFinite(x) && Double.isFinite(y)) path.lineTo(x, y);
            }
        }
        g.setColor(color);
        g.setStroke(feelerStroke(width));
        // Fifty hair-thin feelers can trail hundreds of px at speed: antialiasing them cost 3 ms of a
        // 5 ms frame (bench), and at this width the eye does not miss it. Everything else stays smooth.
        Object aa = g.getRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING, java.awt.RenderingHints.VALUE_ANTIALIAS_OFF);
        g.draw(path);
        g.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING, aa);
    }

    private static final ThreadLocal<Path2D.Double> FEELER_PATH = ThreadLocal.withInitial(Path2D.Double::new);
    private static volatile BasicStroke feelerStroke = new BasicStroke(1, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);

    /** The feelers' round stroke, made again only when the width changes (look or zoom). */
    private static BasicStroke feelerStroke(float width) {
        BasicStroke stroke = feelerStroke;
        if (stroke.getLineWidth() != width) {
            stroke = new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
            feelerStroke = stroke;
        }
        return stroke;
    }

    static Vec2[] feelerPoints(Feeler f, Vec2 head) {
        Vec2[] pts = new Vec2[f.size() + 1];
        pts[0] = head;
        for (int i = 0; i < f.size(); i++) pts[i + 1] = f.point(i);
        return pts;
    }

    /** A signed number with {@code decimals} places that never reads "-0.00". */
    static String signed(double v, int decimals) {
        double unit = Math.pow(10, -decimals) / 2;
        if (Math.abs(v) < unit) v = 0;
        // String.format("%+.nf") with "+0.00" read as "0.00", through QuickFormat (the same digits):
        // without a Formatter and four strings per number, and these readouts change every frame.
        String digits = org.creatureexplorer.i18n.QuickFormat.fixed(v, decimals);
        if (digits.startsWith("-") || digits.equals("NaN") || decimals > 0 && zero(digits)) return digits;
        return "+" + digits;
    }

    /** True for "0." and only zeros after it. */
    private static boolean zero(String digits) {
        if (!digits.startsWith("0.")) return false;
        for (int i = 2; i < digits.length(); i++) if (digits.charAt(i) != '0') return false;
        return true;
    }

    /**
     * A text block of readouts: on a stage they go in its readout band, never over the 600 px box
     * ({@code x} and {@code y} place them only when painted outside a stage).
     */
    static void lines(Graphics2D g, StageStyle s, double x, double y, Color color, String... lines) {
        for (int i = 0; i < lines.length; i++) {
            if (s.frame() != null) Draw.readout(g, i, lines[i], s, color);
            else Draw.label(g, lines[i], new Vec2(x, y + s.px(28) * i), s, 18, color);
        }
    }

    /**
     * A text block in the 600 px box, on the half away from the creature's head: at the top
     * when the head is in the lower half, at the bottom otherwise.
     */
    static void linesAwayFrom(Graphics2D g, StageStyle s, Vec2 head, Color color, String... lines) {
        double top = head.y() > 300 ? s.px(30) : 600 - s.px(20) - s.px(28) * (lines.length - 1);
        lines(g, s, s.px(14), top, color, lines);
    }

    /** The same block right-aligned at x. */
    static void linesRight(Graphics2D g, StageStyle s, double x, double y, Color color, String... lines) {
        for (int i = 0; i < lines.length; i++) {
            if (s.frame() != null) Draw.readout(g, i, lines[i], s, color);
            else Draw.label(g, lines[i], new Vec2(x, y + s.px(28) * i), s, 18, color, 1, 0);
        }
    }
}
