package org.creatureexplorer.sim;

/**
 * Smooth one-dimensional noise in [0, 1], the kind p5.js calls {@code noise(t)}: random
 * values pinned at whole numbers, blended between them with the quintic fade
 * 6t^5 - 15t^4 + 10t^3 (so the curve and its first two derivatives are continuous), in two
 * octaves: the second at twice the frequency and half the weight, shifted so its pins fall
 * between the first octave's. Deterministic: the same seed gives the same values forever,
 * on any machine; no state, no wall clock.
 */
public final class SmoothNoise {
    /** Octave weights 1 and 1/2, frequencies 1 and 2. */
    static final int OCTAVES = 2;
    static final double FALLOFF = 0.5;
    /** Offsets the octaves' lattices so their pins never coincide. */
    static final double OCTAVE_SHIFT = 0.5371;
    /**
     * Bound on |d noise / dx|: each octave's slope is at most 1.875 (the fade's steepest
     * slope) x its frequency; weighted: (1 x 1 + 0.5 x 2) x 1.875 / 1.5 = 2.5.
     */
    public static final double MAX_SLOPE = 2.5;

    private final long seed;

    public SmoothNoise(long seed) { this.seed = seed; }

    public long seed() { return seed; }

    /** The noise at {@code x}, in [0, 1]. */
    public double at(double x) {
        double sum = 0;
        double weights = 0;
        double weight = 1;
        double frequency = 1;
        for (int o = 0; o < OCTAVES; o++) {
            sum += weight * octave(o, x * frequency + o * OCTAVE_SHIFT);
            weights += weight;
            weight *= FALLOFF;
            frequency *= 2;
        }
        return Math.max(0, Math.min(1, sum / weights));
    }

    private double octave(int octave, double x) {
        double floor = Math.floor(x);
        long i = (long) floor;
        double t = x - floor;
        double fade = t * t * t * (t * (t * 6 - 15) + 10);
        double a = lattice(octave, i);
        double b = lattice(octave, i + 1);
        return a + (b - a) * fade;
    }

    /** A value in [0, 1) fixed for (seed, octave, i): a SplitMix64 hash, no table, no state. */
    private double lattice(int octave, long i) {
        long z = seed * 0x9E3779B97F4A7C15L + octave * 0xD1B54A32D192ED03L + i * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        return (z >>> 11) * 0x1.0p-53;
    }
}
