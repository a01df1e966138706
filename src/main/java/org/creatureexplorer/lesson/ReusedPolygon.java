package org.creatureexplorer.lesson;

import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.FlatteningPathIterator;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.NoSuchElementException;

/**
 * A closed polygon (an arrow's tip) whose path iterator is made once and reset on each request,
 * where a Path2D makes a new iterator per fill. It walks the points exactly as a Path2D.Double
 * built with moveTo, lineTo... and closePath does (its CopyIterator without a transform, its
 * TxIterator with one), so the pixels are the same; ReusedShapesTest compares the segments. The
 * other Shape questions (bounds, contains) go to that Path2D, kept alongside. One per thread, as
 * {@link ReusedLine}.
 */
final class ReusedPolygon implements Shape {
    private final double[] points;
    private int count;
    private boolean closed;
    /** The same polygon as a Path2D, for bounds and hit tests (reset, not remade). */
    private final Path2D.Double path = new Path2D.Double();
    private final Segments segments = new Segments();

    /** @param capacity the most points a polygon will have */
    ReusedPolygon(int capacity) {
        points = new double[2 * capacity];
    }

    /** Starts a new polygon at (x, y), as Path2D's reset and moveTo. */
    void moveTo(double x, double y) {
        count = 0;
        closed = false;
        path.reset();
        path.moveTo(x, y);
        add(x, y);
    }

    void lineTo(double x, double y) {
        path.lineTo(x, y);
        add(x, y);
    }

    /** Closes the polygon (after the last lineTo): a last segment back to the start. */
    void closePath() {
        path.closePath();
        closed = true;
    }

    private void add(double x, double y) {
        points[2 * count] = x;
        points[2 * count + 1] = y;
        count++;
    }

    @Override public PathIterator getPathIterator(AffineTransform at) {
        segments.affine = at;
        segments.index = 0;
        return segments;
    }

    /** As Path2D: the polygon's own iterator, flattened (a polygon has nothing to flatten). */
    @Override public PathIterator getPathIterator(AffineTransform at, double flatness) {
        return new FlatteningPathIterator(getPathIterator(at), flatness);
    }

    @Override public Rectangle getBounds() { return path.getBounds(); }

    @Override public Rectangle2D getBounds2D() { return path.getBounds2D(); }

    @Override public boolean contains(double x, double y) { return path.contains(x, y); }

    @Override public boolean contains(Point2D p) { return path.contains(p); }

    @Override public boolean intersects(double x, double y, double w, double h) { return path.intersects(x, y, w, h); }

    @Override public boolean intersects(Rectangle2D r) { return path.intersects(r); }

    @Override public boolean contains(double x, double y, double w, double h) { return path.contains(x, y, w, h); }

    @Override public boolean contains(Rectangle2D r) { return path.contains(r); }

    /** Segment i < count is point i (a move, then lines); segment count closes the path when it is closed. */
    private final class Segments implements PathIterator {
        AffineTransform affine;
        int index;

        @Override public int getWindingRule() { return WIND_NON_ZERO; }

        @Override public boolean isDone() { return index >= (closed ? count + 1 : count); }

        @Override public void next() { index++; }

        @Override public int currentSegment(float[] coords) {
            if (isDone()) throw new NoSuchElementException("polygon iterator out of bounds");
            if (index == count) return SEG_CLOSE;
            if (affine == null) {
                coords[0] = (float) points[2 * index];
                coords[1] = (float) points[2 * index + 1];
            } else {
                affine.transform(points, 2 * index, coords, 0, 1);
            }
            return index == 0 ? SEG_MOVETO : SEG_LINETO;
        }

        @Override public int currentSegment(double[] coords) {
            if (isDone()) throw new NoSuchElementException("polygon iterator out of bounds");
            if (index == count) return SEG_CLOSE;
            if (affine == null) {
                coords[0] = points[2 * index];
                coords[1] = points[2 * index + 1];
            } else {
                affine.transform(points, 2 * index, coords, 0, 1);
            }
            return index == 0 ? SEG_MOVETO : SEG_LINETO;
        }
    }
}
