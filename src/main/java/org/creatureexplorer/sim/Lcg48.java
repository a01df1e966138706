package org.creatureexplorer.sim;

import java.util.random.RandomGenerator;

/**
 * The stream of {@link java.util.Random} for a seed given to its constructor, draw for draw the
 * same numbers (its algorithm is the one its documentation specifies: a 48-bit linear
 * congruential generator), in a class that can copy itself. Why not Random itself: its seed is
 * private to java.base, so a world's {@code copy()} (step back's checkpoints) could not copy it;
 * the worlds that were built on Random keep their runs, and their tests, bit for bit.
 */
public final class Lcg48 implements RandomGenerator {
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;
    private long seed;

    public Lcg48(long seed) { this.seed = (seed ^ MULTIPLIER) & MASK; }

    private Lcg48(Lcg48 from) { this.seed = from.seed; }

    /** A generator at the same point of the same stream, that draws on its own. */
    public Lcg48 copy() { return new Lcg48(this); }

    /** The next {@code bits} random bits, as Random.next does. */
    private int next(int bits) {
        seed = (seed * MULTIPLIER + ADDEND) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    @Override public int nextInt() { return next(32); }

    @Override public long nextLong() { return ((long) next(32) << 32) + next(32); }

    /** Uniform in [0, 1) from 53 random bits, as Random.nextDouble draws them (26 then 27). */
    @Override public double nextDouble() { return (((long) next(26) << 27) + next(27)) * 0x1.0p-53; }

    @Override public boolean nextBoolean() { return next(1) != 0; }

    @Override public float nextFloat() { return next(24) / (float) (1 << 24); }

    /** Uniform in [0, bound), by Random.nextInt(bound)'s rejection of the uneven top. */
    @Override public int nextInt(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive: " + bound);
        if ((bound & -bound) == bound) return (int) ((bound * (long) next(31)) >> 31);
        int bits, value;
        do {
            bits = next(31);
            value = bits % bound;
        } while (bits - value + (bound - 1) < 0);
        return value;
    }
}
