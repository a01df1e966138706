package org.creatureexplorer.lesson;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import org.creatureexplorer.sim.Vec2;

/**
 * How a pinned run's creature is drawn on the stage, behind the live one: the ghost colour, a
 * faint fill and an outline dashed as the pin's lines are on the charts (pin 1 solid, 2 dashed,
 * 3 dotted), so two ghosts and the live creature tell apart without colour. Painters call these
 * after the grid and before their own creature.
 */
public final class GhostDraw {
    private GhostDraw() {}

    /** Alpha of a ghost's fill: faint enough that the live creature reads as the one that counts. */
    static final int FILL_ALPHA = 80;
    /** Alpha of a ghost's outline and spine. */
    static final int LINE_ALPHA = 210;

    public static Color fill(StageStyle s) { return alpha(s.palette().ghost(), FILL_ALPHA); }

    public static Color line(StageStyle s) { return alpha(s.palette().ghost(), LINE_ALPHA); }

    /** The outline for pin {@code number}, {@code screenPx} wide on screen. */
    public static BasicStroke outline(StageStyle s, int number, double screenPx) {
        // Made once per pin and width (StyleCache), not per frame: strokes are immutable.
        return StyleCache.ghostStroke(number, (float) s.px(screenPx * s.strokeScale()));
    }

    /**
     * A body of {@code n} circles (joint {@code i} at {@code joint.apply(i)}, radius
     * {@code radius.applyAsDouble(i)}): the circles filled faintly as one shape, each outlined,
     * and the spine through the joints.
     */
    public static void discs(Graphics2D g, StageStyle s, int number, int n, IntFunction<Vec2> joint, IntToDoubleFunction radius) {
        java.awt.geom.Area body = new java.awt.geom.Area();
        for (int i = 0; i < n; i++) {
            Vec2 c = joint.apply(i);
            double r = radius.applyAsDouble(i);
            body.add(new java.awt.geom.Area(new java.awt.geom.Ellipse2D.Double(c.x() - r, c.y() - r, 2 * r, 2 * r)));
        }
        g.setColor(fill(s));
        g.fill(body);
        g.setColor(line(s));
        g.setStroke(outline(s, number, 2));
        g.draw(body);
        spine(g, s, number, n, joint);
    }

    /** A line through the points, {@code 2.5} px on screen. */
    public static void spine(Graphics2D g, StageStyle s, int number, int n, IntFunction<Vec2> point) {
        if (n < 2) return;
        Path2D.Double path = new Path2D.Double();
        Vec2 first = point.apply(0);
        path.moveTo(first.x(), first.y());
        for (int i = 1; i < n; i++) {
            Vec2 p = point.apply(i);
            path.lineTo(p.x(), p.y());
        }
        g.setColor(line(s));
        g.setStroke(outline(s, number, 2.5));
        g.draw(path);
    }

    /**
     * A pinned chain drawn over the live creature: where the two lie on each other the ghost's
     * dashed spine shows on the live body, and where they part it shows beside it, so a pinned
     * run that differs only a little (a shorter chain on the same path) is still seen. The spine
     * has a halo in the stage's ground colour, its joints are open rings, and its tail end a
     * "pin N" label.
     */
    public static void overLive(Graphics2D g, StageStyle s, int number, int n, IntFunction<Vec2> joint) {
        if (n < 2) return;
        Path2D.Double path = new Path2D.Double();
        Vec2 first = joint.apply(0);
        path.moveTo(first.x(), first.y());
        for (int i = 1; i < n; i++) {
            Vec2 p = joint.apply(i);
            path.lineTo(p.x(), p.y());
        }
        g.setColor(alpha(s.palette().textHalo(), 200));
        g.setStroke(StyleCache.roundStroke((float) s.px(6 * s.strokeScale())));
        g.draw(path);
        g.setColor(s.palette().vector());
        g.setStroke(outline(s, number, 3));
        g.draw(path);
        Draw.Batch rings = Draw.batch(g);
        g.setStroke(StyleCache.roundStroke((float) s.px(1.5 * s.strokeScale())));
        for (int i = 0; i < n; i++) rings.circle(joint.apply(i), s.px(3.5));
        Vec2 tail = joint.apply(n - 1);
        Draw.label(g, org.creatureexplorer.i18n.Tr.f("pin %d", number), tail.plus(new Vec2(s.px(12), -s.px(12))), s, 16, s.palette().vector());
    }

    /** A walker: a faint disc {@code radius} stage px round with its outline, and its heading as a short line. */
    public static void walker(Graphics2D g, StageStyle s, int number, Vec2 at, Vec2 velocity, double radius) {
        Draw.Batch shapes = Draw.batch(g); // one clip lookup: only colour and stroke change between the shapes
        g.setColor(fill(s));
        shapes.disc(at, radius);
        g.setColor(line(s));
        g.setStroke(outline(s, number, 2));
        shapes.circle(at, radius);
        double speed = velocity.length();
        if (speed > 1e-9) shapes.line(at, at.plus(velocity.times(radius * 1.8 / speed)));
    }

    private static Color alpha(Color c, int a) { return StyleCache.withAlpha(c, a * c.getAlpha() / 255); }
}
