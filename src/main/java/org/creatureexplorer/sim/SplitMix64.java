package org.creatureexplorer.sim;

/**
 * The SplitMix64 stream of {@link java.util.SplittableRandom} for a seed given to its
 * constructor, draw for draw the same numbers (a test compares millions), in a class whose
 * state is one plain field. Why not SplittableRandom itself: its state is private to java.base,
 * so a world's {@code copy()} (step back's checkpoints) could not copy it.
 */
public final class SplitMix64 {
    /** SplittableRandom's gamma for a generator made from a seed. */
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;
    private long seed;

    public SplitMix64(long seed) { this.seed = seed; }

    /** A generator at the same point of the same stream, that draws on its own. */
    public SplitMix64 copy() { return new SplitMix64(seed); }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    public long nextLong() { return mix64(seed += GOLDEN_GAMMA); }

    /** Uniform in [0, 1), 53 random bits. */
    public double nextDouble() { return (nextLong() >>> 11) * 0x1.0p-53; }

    /** Uniform in [origin, bound), rounded as SplittableRandom rounds it. */
    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && bound - origin < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("need origin < bound, finite apart: " + origin + ", " + bound);
        }
        double r = nextDouble() * (bound - origin) + origin;
        return r >= bound ? Math.nextDown(bound) : r;
    }
}
