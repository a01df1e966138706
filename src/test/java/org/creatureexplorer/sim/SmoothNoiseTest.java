package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SmoothNoiseTest {

    @Test
    void valuesStayInZeroToOneEverywhere() {
        SmoothNoise n = new SmoothNoise(1);
        double lo = 1, hi = 0;
        for (int i = -200_000; i < 200_000; i++) {
            double v = n.at(i * 0.0137);
            assertTrue(v >= 0 && v <= 1, "n(" + i * 0.0137 + ") = " + v);
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        // It really wanders: both extremes the head's rules use are reached.
        assertTrue(lo < 0.15 && hi > 0.85, "range " + lo + " .. " + hi);
        // Far from the origin it still works (hours of frames at 0.004 per frame).
        double far = n.at(1e6 + 0.3);
        assertTrue(far >= 0 && far <= 1);
    }

    @Test
    void continuousWithBoundedSlope() {
        SmoothNoise n = new SmoothNoise(42);
        double h = 1e-4;
        double steepest = 0;
        for (int i = 0; i < 100_000; i++) {
            double x = i * 0.00731 - 50;
            double step = Math.abs(n.at(x + h) - n.at(x));
            assertTrue(step <= SmoothNoise.MAX_SLOPE * h + 1e-12, "jump of " + step + " at " + x);
            steepest = Math.max(steepest, step / h);
        }
        assertTrue(steepest > 0.5, "not flat: steepest slope " + steepest);
        // Across the lattice pins (whole numbers) too: no seam.
        for (int k = -5; k <= 5; k++) {
            assertEquals(n.at(k - 1e-9), n.at(k + 1e-9), 1e-8, "seam at " + k);
        }
    }

    @Test
    void sameSeedSameValuesDifferentSeedDifferentValues() {
        SmoothNoise a = new SmoothNoise(7);
        SmoothNoise b = new SmoothNoise(7);
        SmoothNoise c = new SmoothNoise(8);
        int differ = 0;
        for (int i = 0; i < 5000; i++) {
            double x = i * 0.05;
            assertEquals(a.at(x), b.at(x), 0.0);
            if (a.at(x) != c.at(x)) differ++;
        }
        assertTrue(differ > 4900, "another seed, another curve: " + differ);
        assertNotEquals(a.at(0.5), c.at(0.5));
    }
}
