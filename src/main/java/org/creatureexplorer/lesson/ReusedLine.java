package org.creatureexplorer.lesson;

import java.awt.geom.Line2D;

/**
 * A Line2D whose path iterator is made once and reset on each request, where a Line2D makes a
 * new one per draw (a trail draws hundreds of segments). It walks the line exactly as
 * Line2D's own iterator does: move to the first point, line to the second, each through the
 * given transform. Still a Line2D, so an SVG export writes it as a line.
 */
final class ReusedLine extends Line2D.Double {
    private final Segments segments = new Segments();

    @Override public java.awt.geom.PathIterator getPathIterator(java.awt.geom.AffineTransform at) {
        segments.affine = at;
        segments.index = 0;
        return segments;
    }

    @Override public java.awt.geom.PathIterator getPathIterator(java.awt.geom.AffineTransform at, double flatness) {
        return getPathIterator(at);
    }

    private final class Segments implements java.awt.geom.PathIterator {
        java.awt.geom.AffineTransform affine;
        int index;

        @Override public int getWindingRule() { return WIND_NON_ZERO; }

        @Override public boolean isDone() { return index > 1; }

        @Override public void next() { index++; }

        @Override public int currentSegment(float[] coords) {
            if (isDone()) throw new java.util.NoSuchElementException("line iterator out of bounds");
            coords[0] = (float) (index == 0 ? getX1() : getX2());
            coords[1] = (float) (index == 0 ? getY1() : getY2());
            if (affine != null) affine.transform(coords, 0, coords, 0, 1);
            return index == 0 ? SEG_MOVETO : SEG_LINETO;
        }

        @Override public int currentSegment(double[] coords) {
            if (isDone()) throw new java.util.NoSuchElementException("line iterator out of bounds");
            coords[0] = index == 0 ? getX1() : getX2();
            coords[1] = index == 0 ? getY1() : getY2();
            if (affine != null) affine.transform(coords, 0, coords, 0, 1);
            return index == 0 ? SEG_MOVETO : SEG_LINETO;
        }
    }
}
