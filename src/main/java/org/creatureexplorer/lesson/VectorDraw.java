package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.Graphics2D;
import java.util.List;
import org.creatureexplorer.i18n.QuickFormat;
import org.creatureexplorer.sim.Vec2;

/**
 * Drawing shared by the lessons with walkers and vectors (Mannerisms and Blends): walkers, rings,
 * scaled vector arrows, target crosses, fading trails, and the number formats their labels use.
 */
public final class VectorDraw {
    private VectorDraw() {}

    /** "(x, y)" to two decimals, as {@code String.format(Locale.ROOT, "(%.2f, %.2f)", ...)} gives it. */
    public static String vec(Vec2 v) {
        StringBuilder sb = new StringBuilder(20).append('(');
        QuickFormat.fixed(sb, v.x(), 2);
        QuickFormat.fixed(sb.append(", "), v.y(), 2);
        return sb.append(')').toString();
    }

    /** Two decimals, as {@code String.format(Locale.ROOT, "%.2f", v)} gives it. */
    public static String num(double v) { return QuickFormat.fixed(v, 2); }

    public static Color alpha(Color c, int a) { return StyleCache.withAlpha(c, a); }

    /**
     * The walker: a disc with an edge and a short nose along its velocity. Its shapes share one
     * clip lookup (a batch): only the colour and stroke change between them.
     */
    public static void walker(Graphics2D g, Vec2 p, Vec2 v, Color fill, StageStyle s) {
        Draw.Batch shapes = Draw.batch(g);
        g.setColor(s.palette().bone());
        shapes.disc(p, s.px(11));
        g.setColor(fill);
        shapes.disc(p, s.px(9));
        Vec2 nose = v.length() > 0.02 ? v.directionOr(Vec2.ZERO) : Vec2.ZERO;
        if (nose.length() > 0) {
            g.setColor(s.palette().bone());
            g.setStroke(s.stroke(3));
            shapes.line(p.plus(nose.times(s.px(4))), p.plus(nose.times(s.px(15))));
        }
    }

    /** A ring marker (a second walker drawn over the first stays visible). */
    public static void ring(Graphics2D g, Vec2 p, Color c, StageStyle s) {
        Draw.Batch shapes = Draw.batch(g);
        g.setColor(s.palette().bone());
        g.setStroke(s.stroke(6));
        shapes.circle(p, s.px(13));
        g.setColor(c);
        g.setStroke(s.stroke(3.5));
        shapes.circle(p, s.px(13));
    }

    /** An arrow from {@code from} along {@code v} drawn {@code scale} times longer. */
    public static Vec2 arrow(Graphics2D g, Vec2 from, Vec2 v, double scale, Color c, double widthPx, StageStyle s) {
        Vec2 to = from.plus(v.times(scale));
        g.setColor(c);
        g.setStroke(s.stroke(widthPx));
        Draw.arrow(g, from, to, s.px(8 + 2.5 * widthPx));
        return to;
    }

    public static void target(Graphics2D g, Vec2 t, Color c, StageStyle s) {
        Draw.Batch shapes = Draw.batch(g);
        g.setColor(s.palette().textHalo());
        g.setStroke(s.stroke(7));
        shapes.cross(t, s.px(22));
        g.setColor(c);
        g.setStroke(s.stroke(4));
        shapes.cross(t, s.px(22));
    }

    /** A polyline trail in one colour, fading, broken where consecutive points jump (a wrap). */
    public static void trail(Graphics2D g, List<Vec2> pts, Color c, double breakAt, StageStyle s) {
        g.setStroke(s.stroke(2.5));
        int n = pts.size();
        Draw.Batch lines = Draw.batch(g);
        for (int i = 1; i < n; i++) {
            Vec2 a = pts.get(i - 1), b = pts.get(i);
            if (a.distanceTo(b) > breakAt) continue;
            g.setColor(alpha(c, 40 + (int) (200.0 * i / n)));
            lines.line(a, b);
        }
    }

}
