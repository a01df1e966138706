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
        Ellipse2D.Double fin = Draw.scratchEllipse(); // filled at once: the thread's reused ellipse
        fin.setFrame(-f.length() / 2, -f.width() / 2, f.length(), f.width());
        g.fill(fin);
        g.setTransform(saved);
    }

    /** A closed Catmull-Rom curve through the outline points, as cubic Bezier pieces. */
    public static Path2D.Double smoothLoop(List<Body.OutlinePoint> pts) {
        int m = pts.size();
        // Room for every piece at once (a move, m curves, the close), so the path never grows.
        return smoothLoop(pts, new Path2D.Double(Path2D.WIND_NON_ZERO, 3 * m + 2));
    }

    /**
     * {@link #smoothLoop(List)} into {@code path} (reset first), for a painter that keeps one
     * path across frames. The control points are worked out in doubles with the arithmetic the
     * vector form had, in the same order: c1 = p1 + (p2 - p0) / 6 and c2 = p2 - (p3 - p1) / 6,
     * each difference times 1.0 / 6.
     */
    public static Path2D.Double smoothLoop(List<Body.OutlinePoint> pts, Path2D.Double path) {
        int m = pts.size();
        path.reset();
        Vec2 first = pts.get(0).position();
        path.moveTo(first.x(), first.y());
        final double sixth = 1.0 / 6;
        for (int i = 0; i < m; i++) {
            Vec2 p0 = pts.get((i - 1 + m) % m).position();
            Vec2 p1 = pts.get(i).position();
            Vec2 p2 = pts.get((i + 1) % m).position();
            Vec2 p3 = pts.get((i + 2) % m).position();
            double c1x = p1.x() + (p2.x() - p0.x()) * sixth;
            double c1y = p1.y() + (p2.y() - p0.y()) * sixth;
            double c2x = p2.x() - (p3.x() - p1.x()) * sixth;
            double c2y = p2.y() - (p3.y() - p1.y()) * sixth;
            path.curveTo(c1x, c1y, c2x, c2y, p2.x(), p2.y());
        }
        path.closePath();
        return path;
    }

    /**
     * The same closed curve through the first {@code m} points given as coordinates
     * ({@code xs[i]}, {@code ys[i]}), into {@code path} (reset first): for painters that build
     * an outline into reused arrays (the bodies lesson's skins, the gallery's koi), with the
     * arithmetic of {@link #smoothLoop(List, Path2D.Double)} in the same order.
     */
    public static Path2D.Double smoothLoop(double[] xs, double[] ys, int m, Path2D.Double path) {
        path.reset();
        path.moveTo(xs[0], ys[0]);
        final double sixth = 1.0 / 6;
        for (int i = 0; i < m; i++) {
            int i0 = (i - 1 + m) % m, i2 = (i + 1) % m, i3 = (i + 2) % m;
            double c1x = xs[i] + (xs[i2] - xs[i0]) * sixth, c1y = ys[i] + (ys[i2] - ys[i0]) * sixth;
            double c2x = xs[i2] - (xs[i3] - xs[i]) * sixth, c2y = ys[i2] - (ys[i3] - ys[i]) * sixth;
            path.curveTo(c1x, c1y, c2x, c2y, xs[i2], ys[i2]);
        }
        path.closePath();
        return path;
    }
}
