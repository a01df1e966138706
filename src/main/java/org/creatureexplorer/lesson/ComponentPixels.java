package org.creatureexplorer.lesson;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import org.creatureexplorer.sim.Vec2;

/**
 * From a painter's space to a stage frame's component pixels, where every placed box is kept:
 * points and rectangles mapped without the shapes and points AffineTransform would make.
 */
final class ComponentPixels {
    private final AffineTransform screen;
    private final AffineTransform stageToComponent;
    private AffineTransform screenInverse;
    private final AffineTransform userToComponent = new AffineTransform();
    /** The point {@link #mapInPlace} maps, as doubles: {@code point[0]}, {@code point[1]}. */
    final double[] point = new double[2];

    /** For a frame whose component graphics had {@code screen}, its subject fitted by {@code stageToComponent}. */
    ComponentPixels(AffineTransform screen, AffineTransform stageToComponent) {
        this.screen = screen;
        this.stageToComponent = stageToComponent;
    }

    /**
     * From the painter's current user space to the component's px: the stage transform and
     * whatever the painter added (a field translated below a header, a zoomed inset).
     */
    AffineTransform userToComponent(Graphics2D g) {
        // The inverse of the screen transform is worked out once per frame, and the product goes
        // in one transform the frame reuses (each caller is done with it before the next call).
        if (screenInverse == null) {
            try {
                screenInverse = screen.createInverse();
            } catch (java.awt.geom.NoninvertibleTransformException e) {
                return new AffineTransform(stageToComponent);
            }
        }
        userToComponent.setTransform(screenInverse);
        userToComponent.concatenate(g.getTransform());
        return userToComponent;
    }

    Vec2 map(AffineTransform m, Vec2 p) {
        mapInPlace(m, p.x(), p.y());
        return new Vec2(point[0], point[1]);
    }

    /** {@code m.transform((x, y))} into {@link #point}: the same arithmetic as m.transform(Point2D, null) without the points. */
    void mapInPlace(AffineTransform m, double x, double y) {
        point[0] = x;
        point[1] = y;
        m.transform(point, 0, point, 0, 1);
    }

    /**
     * {@code t.createTransformedShape(r).getBounds2D()} without the path: the rectangle's four
     * corners transformed as its path iterator does, and their bounds as the path takes them.
     */
    static Rectangle2D transformedBounds(AffineTransform t, Rectangle2D r) {
        double x = r.getX(), y = r.getY();
        double[] c = {x, y, x + r.getWidth(), y, x + r.getWidth(), y + r.getHeight(), x, y + r.getHeight()};
        t.transform(c, 0, c, 0, 4);
        double x1 = c[0], y1 = c[1], x2 = c[0], y2 = c[1];
        for (int i = 2; i < 8; i += 2) {
            x1 = Math.min(x1, c[i]);
            x2 = Math.max(x2, c[i]);
            y1 = Math.min(y1, c[i + 1]);
            y2 = Math.max(y2, c[i + 1]);
        }
        return new Rectangle2D.Double(x1, y1, x2 - x1, y2 - y1);
    }

    /**
     * {@code m.createTransformedShape(r).getBounds2D()} without the path: the rectangle's path
     * (its four corners and the first again, each transformed) and its bounds taken as the
     * path takes them, last point first.
     */
    static Rectangle2D pathBounds(AffineTransform m, Rectangle2D r) {
        double x = r.getX(), y = r.getY(), w = r.getWidth(), h = r.getHeight();
        if (w < 0 || h < 0) return new Rectangle2D.Double(0, 0, 0, 0); // an empty path
        double[] c = PATH_POINTS.get();
        c[0] = x;
        c[1] = y;
        c[2] = x + w;
        c[3] = y;
        c[4] = x + w;
        c[5] = y + h;
        c[6] = x;
        c[7] = y + h;
        c[8] = x;
        c[9] = y;
        for (int i = 0; i < 10; i += 2) m.transform(c, i, c, i, 1);
        int i = 10;
        double y1 = c[--i], y2 = y1;
        double x1 = c[--i], x2 = x1;
        while (i > 0) {
            double py = c[--i];
            double px = c[--i];
            if (px < x1) x1 = px;
            if (py < y1) y1 = py;
            if (px > x2) x2 = px;
            if (py > y2) y2 = py;
        }
        return new Rectangle2D.Double(x1, y1, x2 - x1, y2 - y1);
    }

    private static final ThreadLocal<double[]> PATH_POINTS = ThreadLocal.withInitial(() -> new double[10]);
}
