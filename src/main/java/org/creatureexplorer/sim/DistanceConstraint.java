package org.creatureexplorer.sim;

/**
 * The one rule of the Skeletons part: put a point on the circle of radius {@code length}
 * around an anchor, at the spot nearest to where the point already is.
 * <pre>  P' = A + (P - A) * L / |P - A|  </pre>
 * Nothing is integrated; the point is placed, not pushed.
 */
public final class DistanceConstraint {
    private DistanceConstraint() {}

    /**
     * @param fallbackDirection used when the point sits exactly on the anchor, where
     *     "nearest spot on the circle" has no answer; must be a unit vector
     */
    public static Vec2 place(Vec2 point, Vec2 anchor, double length, Vec2 fallbackDirection) {
        Vec2 direction = point.minus(anchor).directionOr(fallbackDirection);
        return anchor.plus(direction.times(length));
    }
}
