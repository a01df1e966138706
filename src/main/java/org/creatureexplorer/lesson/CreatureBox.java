package org.creatureexplorer.lesson;

import java.awt.geom.Rectangle2D;
import org.creatureexplorer.sim.Vec2;

/**
 * The box round a creature's points, each with its own radius (a joint's body circle, a foot),
 * for {@link Lesson.Builder#creature}: what a following camera keeps in view. Points that are not
 * finite are left out (a leg that lost its knee), so one NaN never moves the camera.
 */
public final class CreatureBox {
    private double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
    private double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;

    public CreatureBox add(Vec2 p, double radius) {
        if (p == null || !p.isFinite() || !Double.isFinite(radius)) return this;
        minX = Math.min(minX, p.x() - radius);
        minY = Math.min(minY, p.y() - radius);
        maxX = Math.max(maxX, p.x() + radius);
        maxY = Math.max(maxY, p.y() + radius);
        return this;
    }

    public CreatureBox add(Vec2 p) { return add(p, 0); }

    /** The box, or null when no point was finite. */
    public Rectangle2D rect() {
        if (minX > maxX) return null;
        return new Rectangle2D.Double(minX, minY, maxX - minX, maxY - minY);
    }
}
