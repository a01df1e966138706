package org.creatureexplorer.creature;

/**
 * The chain snake's body radii: a head nearly as wide as the widest point just behind it,
 * tapering smoothly to a thin tail. Reference values (26 joints): head 12.94 px,
 * widest 13.11 px, tail 2.5 px.
 */
public final class SnakeBody {
    private SnakeBody() {}

    static final double TAIL = 2.5;
    static final double WIDEST = 13.11;
    /** Where along the body (0 head, 1 tail) the widest point sits. */
    static final double WIDEST_AT = 0.1124;

    /** Radius of joint {@code i} of {@code n}, in px; a parabola from the widest point to the tail. */
    public static double radius(int i, int n) {
        double u = n <= 1 ? 0 : (double) i / (n - 1);
        double s = (u - WIDEST_AT) / (1 - WIDEST_AT);
        return TAIL + (WIDEST - TAIL) * (1 - s * s);
    }
}
