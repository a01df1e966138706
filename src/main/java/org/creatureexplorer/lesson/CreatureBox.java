package org.creatureexplorer.lesson;

import java.awt.geom.Rectangle2D;
import org.creatureexplorer.sim.Vec2;

/**
 * A creature's points, each with its own radius (a joint's body circle, a foot), for {@link
 * Lesson.Builder#creature}: their box is what a following camera keeps in view, and their discs
 * are the body the stage keeps its labels off. Points that are not finite are left out (a leg
 * that lost its knee), so one NaN never moves the camera.
 */
public final class CreatureBox {
    private double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
    private double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;
    /** The discs added, x, y and radius each: the body the stage keeps labels off. */
    private double[] discs = new double[48];
    private int count;

    public CreatureBox add(Vec2 p, double radius) {
        if (p == null || !p.isFinite() || !Double.isFinite(radius)) return this;
        if (3 * count + 3 > discs.length) discs = java.util.Arrays.copyOf(discs, 2 * discs.length);
        discs[3 * count] = p.x();
        discs[3 * count + 1] = p.y();
        discs[3 * count + 2] = radius;
        count++;
        minX = Math.min(minX, p.x() - radius);
        minY = Math.min(minY, p.y() - radius);
        maxX = Math.max(maxX, p.x() + radius);
        maxY = Math.max(maxY, p.y() + radius);
        return this;
    }

    public CreatureBox add(Vec2 p) { return add(p, 0); }

    /** How many discs were added (points that were not finite are not counted). */
    public int discs() { return count; }

    public double discX(int i) { return discs[3 * i]; }

    public double discY(int i) { return discs[3 * i + 1]; }

    public double discRadius(int i) { return discs[3 * i + 2]; }

    /** The box, or null when no point was finite. */
    public Rectangle2D rect() {
        if (minX > maxX) return null;
        return new Rectangle2D.Double(minX, minY, maxX - minX, maxY - minY);
    }
}
