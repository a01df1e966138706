package org.creatureexplorer.sim;

/** Angle helpers. All angles in radians. */
public final class Angles {
    private Angles() {}

    /** Wraps an angle into (-pi, pi]. */
    public static double wrap(double a) {
        double r = Math.IEEEremainder(a, 2 * Math.PI); // in [-pi, pi]
        return r <= -Math.PI ? r + 2 * Math.PI : r;
    }

    /** The unsigned bend between two directions, in [0, pi]; 0 when either has no direction. */
    public static double bendBetween(Vec2 ahead, Vec2 behind) {
        if (ahead.length() == 0 || behind.length() == 0) return 0;
        return Math.abs(wrap(behind.angle() - ahead.angle()));
    }
}
