package org.creatureexplorer.sim;

import java.util.function.DoubleUnaryOperator;

/**
 * Bumpy ground seen from the side: the screen y of its surface at x is {@code level} plus a sum
 * of sines, height_i x sin(x / length_i + phase_i), added in order. The same every run.
 */
public final class Ground implements DoubleUnaryOperator {
    private final double level;
    private final double[] heights;
    private final double[] lengths;
    private final double[] phases;

    /** @param bumps rows of {height, length, phase}: px, px per radian, rad */
    public Ground(double level, double[]... bumps) {
        this.level = level;
        heights = new double[bumps.length];
        lengths = new double[bumps.length];
        phases = new double[bumps.length];
        for (int i = 0; i < bumps.length; i++) {
            heights[i] = bumps[i][0];
            lengths[i] = bumps[i][1];
            phases[i] = bumps[i][2];
        }
    }

    /** Screen y of the surface at {@code x} (down is larger). */
    public double at(double x) {
        double y = level;
        for (int i = 0; i < heights.length; i++) y += heights[i] * Math.sin(x / lengths[i] + phases[i]);
        return y;
    }

    @Override public double applyAsDouble(double x) { return at(x); }
}
