package org.creatureexplorer.sim;

/**
 * An immutable 2D vector in stage pixels (y points down, as on screen).
 * Small and allocation-happy on purpose: the worlds here hold tens of points, not millions.
 */
public record Vec2(double x, double y) {

    public static final Vec2 ZERO = new Vec2(0, 0);
    public static final Vec2 UNIT_X = new Vec2(1, 0);

    public static Vec2 polar(double length, double angle) {
        return new Vec2(length * Math.cos(angle), length * Math.sin(angle));
    }

    public Vec2 plus(Vec2 o) { return new Vec2(x + o.x, y + o.y); }

    public Vec2 minus(Vec2 o) { return new Vec2(x - o.x, y - o.y); }

    public Vec2 times(double s) { return new Vec2(x * s, y * s); }

    public double dot(Vec2 o) { return x * o.x + y * o.y; }

    /** z component of the 3D cross product: positive when o is clockwise of this on screen (y down). */
    public double cross(Vec2 o) { return x * o.y - y * o.x; }

    public double length() { return norm(x, y); }

    public double distanceTo(Vec2 o) { return norm(x - o.x, y - o.y); }

    /**
     * Length of (dx, dy). Math.sqrt of the sum of squares costs a fifth of Math.hypot and is
     * within an ulp of it for stage-sized numbers; hypot is kept for the extremes, where the
     * squares would overflow to infinity or underflow to zero (and for NaN and zero).
     */
    public static double norm(double dx, double dy) {
        double squares = dx * dx + dy * dy;
        return squares > 0x1p-900 && squares < 0x1p900 ? Math.sqrt(squares) : Math.hypot(dx, dy);
    }

    /** Angle from +x in radians, in (-pi, pi]; measured clockwise on screen because y points down. */
    public double angle() { return Math.atan2(y, x); }

    /**
     * Unit vector in this direction, or {@code fallback} when this vector has no direction
     * (zero length). A zero-length vector must never turn into NaN downstream.
     */
    public Vec2 directionOr(Vec2 fallback) {
        double len = length();
        return len > 0 && Double.isFinite(len) ? new Vec2(x / len, y / len) : fallback;
    }

    /** This vector cut to at most {@code max} long; direction unchanged. */
    public Vec2 limit(double max) {
        double len = length();
        return len > max ? times(max / len) : this;
    }

    public Vec2 lerp(Vec2 to, double t) { return new Vec2(x + (to.x - x) * t, y + (to.y - y) * t); }

    public Vec2 rotate(double angle) {
        double c = Math.cos(angle), s = Math.sin(angle);
        return new Vec2(x * c - y * s, x * s + y * c);
    }

    /** Perpendicular (rotated +90 degrees: clockwise on screen). */
    public Vec2 perp() { return new Vec2(-y, x); }

    public boolean isFinite() { return Double.isFinite(x) && Double.isFinite(y); }
}
