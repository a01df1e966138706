package org.creatureexplorer.world.blends;

import java.util.random.RandomGenerator;

/** A random source that gives one stored number: lets the wander look one tick ahead without drawing. */
final class OneDraw implements RandomGenerator {
    private final double value;

    OneDraw(double value) { this.value = value; }

    @Override public double nextDouble() { return value; }

    @Override public long nextLong() { throw new UnsupportedOperationException("the wander draws one double"); }
}
