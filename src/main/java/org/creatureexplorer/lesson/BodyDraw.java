package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.util.List;
import org.creatureexplorer.creature.Body;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.sim.Vec2;

/** Drawing for bodies built from circles on a chain (lesson 1.4, the koi of Part 5): skins and fins. */
public final class BodyDraw {
    private BodyDraw() {}

    /** A fin: an ellipse at its centre, turned to its angle. Nothing when the body has gone non-finite. */
    public static void fin(Graphics2D g, KoiBody.Fin f, Color color) {
        if (!f.centre().isFinite()) return;
        AffineTransform saved = g.getTransform();
        g.translate(f.centre().x(), f.centre().y());
        g.rotate(f.angle());
        g.setColor(color);
        g.fill(new Ellipse2D.Double(-f.length() / 2, -f.width() / 2, f.length(), f.width()));
        g.setTransform(saved);
    }

    /** A closed Catmull-Rom curve through the outline points, as cubic Bezier pieces. */
    public static Path2D.Double smoothLoop(List<Body.OutlinePoint> pts) {
        int m = pts.size();
        Path2D.Double path = new Path2D.Double();
        Vec2 first = pts.get(0).position();
        path.moveTo(first.x(), first.y());
        for (int i = 0; i < m; i++) {
            Vec2 p0 = pts.get((i - 1 + m) % m).position();
            Vec2 p1 = pts.get(i).position();
            Vec2 p2 = pts.get((i + 1) % m).position();
            Vec2 p3 = pts.get((i + 2) % m).position();
            Vec2 c1 = p1.plus(p2.minus(p0).times(1.0 / 6));
            Vec2 c2 = p2.minus(p3.minus(p1).times(1.0 / 6));
            path.curveTo(c1.x(), c1.y(), c2.x(), c2.y(), p2.x(), p2.y());
        }
        path.closePath();
        return path;
    }
}
