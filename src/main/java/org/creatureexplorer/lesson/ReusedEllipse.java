package org.creatureexplorer.lesson;

import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.PathIterator;
import java.util.NoSuchElementException;

/**
 * An Ellipse2D whose path iterator is made once and reset on each request, where an Ellipse2D
 * makes a new one per fill or draw (a frame fills hundreds of discs). It walks the ellipse
 * exactly as the JDK's own {@code java.awt.geom.EllipseIterator} does: the same four cubic pieces
 * from the same control-point constants with the same arithmetic, so the pixels are the same
 * (ReusedShapesTest compares every segment with the JDK's). One per thread: an iterator handed
 * out is reset by the next request, and Java2D finishes with one before asking for another.
 * Still an Ellipse2D, so an SVG export writes it as an ellipse.
 */
final class ReusedEllipse extends Ellipse2D.Double {
    private final Segments segments = new Segments();

    @Override public PathIterator getPathIterator(AffineTransform at) {
        Segments s = segments;
        s.x = getX();
        s.y = getY();
        s.w = getWidth();
        s.h = getHeight();
        s.affine = at;
        // As EllipseIterator: an ellipse with a negative size has no segments.
        s.index = s.w < 0 || s.h < 0 ? 6 : 0;
        return s;
    }

    // getPathIterator(at, flatness) stays RectangularShape's: a FlatteningPathIterator over the one above, as for any Ellipse2D.

    /** java.awt.geom.EllipseIterator, field for field. */
    private static final class Segments implements PathIterator {
        /** ArcIterator.btan(Math.PI / 2), the constant EllipseIterator.CtrlVal. */
        static final double CTRL_VAL = 0.5522847498307933;
        private static final double PCV = 0.5 + CTRL_VAL * 0.5;
        private static final double NCV = 0.5 - CTRL_VAL * 0.5;
        /** Control points of four cubic Beziers approximating a circle of radius 0.5 centred at (0.5, 0.5). */
        private static final double[][] CTRL_PTS = {
            {1.0, PCV, PCV, 1.0, 0.5, 1.0},
            {NCV, 1.0, 0.0, PCV, 0.0, 0.5},
            {0.0, NCV, NCV, 0.0, 0.5, 0.0},
            {PCV, 0.0, 1.0, NCV, 1.0, 0.5}
        };

        double x, y, w, h;
        AffineTransform affine;
        int index;

        @Override public int getWindingRule() { return WIND_NON_ZERO; }

        @Override public boolean isDone() { return index > 5; }

        @Override public void next() { index++; }

        @Override public int currentSegment(float[] coords) {
            if (isDone()) throw new NoSuchElementException("ellipse iterator out of bounds");
            if (index == 5) return SEG_CLOSE;
            if (index == 0) {
                double[] ctrls = CTRL_PTS[3];
                coords[0] = (float) (x + ctrls[4] * w);
                coords[1] = (float) (y + ctrls[5] * h);
                if (affine != null) affine.transform(coords, 0, coords, 0, 1);
                return SEG_MOVETO;
            }
            double[] ctrls = CTRL_PTS[index - 1];
            coords[0] = (float) (x + ctrls[0] * w);
            coords[1] = (float) (y + ctrls[1] * h);
            coords[2] = (float) (x + ctrls[2] * w);
            coords[3] = (float) (y + ctrls[3] * h);
            coords[4] = (float) (x + ctrls[4] * w);
            coords[5] = (float) (y + ctrls[5] * h);
            if (affine != null) affine.transform(coords, 0, coords, 0, 3);
            return SEG_CUBICTO;
        }

        @Override public int currentSegment(double[] coords) {
            if (isDone()) throw new NoSuchElementException("ellipse iterator out of bounds");
            if (index == 5) return SEG_CLOSE;
            if (index == 0) {
                double[] ctrls = CTRL_PTS[3];
                coords[0] = x + ctrls[4] * w;
                coords[1] = y + ctrls[5] * h;
                if (affine != null) affine.transform(coords, 0, coords, 0, 1);
                return SEG_MOVETO;
            }
            double[] ctrls = CTRL_PTS[index - 1];
            coords[0] = x + ctrls[0] * w;
            coords[1] = y + ctrls[1] * h;
            coords[2] = x + ctrls[2] * w;
            coords[3] = y + ctrls[3] * h;
            coords[4] = x + ctrls[4] * w;
            coords[5] = y + ctrls[5] * h;
            if (affine != null) affine.transform(coords, 0, coords, 0, 3);
            return SEG_CUBICTO;
        }
    }
}
