package org.creatureexplorer.sim;

/** Angle helpers. All angles in radians. */
public final class Angles {
    private Angles() {}

    /** Wraps an angle into (-pi, pi]. */
    public static double wrap(double a) {
        // Fast paths, bit for bit the remainder below (IEEEremainder is slow): inside the range
        // the remainder is a itself; within one turn of it, a -/+ 2pi is exact (Sterbenz).
        if (a > -Math.PI && a <= Math.PI) return a;
        if (a > Math.PI && a < 2.5 * Math.PI) return a - 2 * Math.PI;
        if (a < -Math.PI && a > -2.5 * Math.PI) return a == -2 * Math.PI ? -0.0 : a + 2 * Math.PI; // a zero remainder keeps a's sign
        double r = Math.abs(a) < 0x1p30 ? remainderOfTurns(a) : Math.IEEEremainder(a, 2 * Math.PI); // in [-pi, pi]
        return r <= -Math.PI ? r + 2 * Math.PI : r;
    }

    /**
     * Math.IEEEremainder(a, 2pi), bit for bit, for |a| below 2^30 (a long chain's bone angles
     * add up to many turns): a - n 2pi with n the nearest whole number of turns. The remainder
     * is exactly representable, so one fused multiply-add gives it exactly; the quotient may
     * round to the wrong n next to a half turn, which the checks below put right. At an exact
     * half turn either sign of pi will do: wrap maps both to pi.
     */
    private static double remainderOfTurns(double a) {
        final double turn = 2 * Math.PI;
        double n = Math.rint(a / turn);
        double r = Math.fma(-n, turn, a);
        if (r > Math.PI) r = Math.fma(-(n + 1), turn, a);
        else if (r < -Math.PI) r = Math.fma(-(n - 1), turn, a);
        return r;
    }

    /** The unsigned bend between two directions, in [0, pi]; 0 when either has no direction. */
    public static double bendBetween(Vec2 ahead, Vec2 behind) {
        return bendBetween(ahead.x(), ahead.y(), behind.x(), behind.y());
    }

    /** {@link #bendBetween(Vec2, Vec2)} on the coordinates (the same operations), for loops that run every tick. */
    public static double bendBetween(double aheadX, double aheadY, double behindX, double behindY) {
        if (Vec2.norm(aheadX, aheadY) == 0 || Vec2.norm(behindX, behindY) == 0) return 0;
        return Math.abs(wrap(Math.atan2(behindY, behindX) - Math.atan2(aheadY, aheadX)));
    }
}
