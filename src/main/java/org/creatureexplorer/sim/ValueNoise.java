package org.creatureexplorer.sim;

import java.util.SplittableRandom;

/**
 * Smooth one-dimensional value noise in [-1, 1]: a seeded random value at every whole number,
 * blended between neighbours with a smoothstep, so it drifts without jumps. The same seed and
 * x always give the same value (no state), so a world can ask for any time in any order.
 */
public final class ValueNoise {
    private final long seed;

    public ValueNoise(long seed) { this.seed = seed; }

    /** The random value at whole number {@code i}, in [-1, 1). */
    public double knot(long i) {
        return 2 * new SplittableRandom(seed * 0x9E3779B97F4A7C15L + i * 0xC2B2AE3D27D4EB4FL).nextDouble() - 1;
    }

    public double at(double x) {
        long i = (long) Math.floor(x);
        double f = x - i;
        double s = f * f * (3 - 2 * f);
        double a = knot(i);
        return a + (knot(i + 1) - a) * s;
    }
}
