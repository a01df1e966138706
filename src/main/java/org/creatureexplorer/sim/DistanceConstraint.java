package org.creatureexplorer.sim;

/**
 * The one rule of the Skeletons part: put a point on the circle of radius {@code length}
 * around an anchor, at the spot nearest to where the point already is.
 * <pre>  P' = A + (P - A) * L / |P - A|  </pre>
 * Nothing is integrated; the point is placed, not pushed. Written once, on coordinates held in
 * arrays ({@link #placeNear}): the lesson's one point ({@link #place}), the follow chain and
 * both FABRIK passes all go through it, so they compute the very same numbers.
 */
public final class DistanceConstraint {
    private DistanceConstraint() {}

    /**
     * @param fallbackDirection used when the point sits exactly on the anchor, where
     *     "nearest spot on the circle" has no answer; must be a unit vector
     */
    public static Vec2 place(Vec2 point, Vec2 anchor, double length, Vec2 fallbackDirection) {
        double[] xs = {anchor.x(), point.x()};
        double[] ys = {anchor.y(), point.y()};
        if (!placeNear(xs, ys, 1, 0, length)) placeAlong(xs, ys, 1, 0, length, fallbackDirection);
        return new Vec2(xs[1], ys[1]);
    }

    /**
     * Puts point {@code i} of (xs, ys) on the circle of radius {@code length} around point
     * {@code anchor}, nearest to where it is: anchor + unit(point - anchor) x length.
     *
     * @return false, leaving the point where it is, when it has no direction from the anchor
     *     (it sits on it, or the difference overflows); the caller then picks a direction and
     *     calls {@link #placeAlong}
     */
    public static boolean placeNear(double[] xs, double[] ys, int i, int anchor, double length) {
        double dx = xs[i] - xs[anchor], dy = ys[i] - ys[anchor];
        double len = Vec2.norm(dx, dy);
        if (!(len > 0 && Double.isFinite(len))) return false;
        xs[i] = xs[anchor] + dx / len * length;
        ys[i] = ys[anchor] + dy / len * length;
        return true;
    }

    /** Puts point {@code i} at anchor + direction x length ({@code direction} a unit vector). */
    public static void placeAlong(double[] xs, double[] ys, int i, int anchor, double length, Vec2 direction) {
        xs[i] = xs[anchor] + direction.x() * length;
        ys[i] = ys[anchor] + direction.y() * length;
    }
}
