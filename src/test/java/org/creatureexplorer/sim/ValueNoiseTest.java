package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ValueNoiseTest {

    @Test
    void staysInRangeHitsItsKnotsAndHasNoJumps() {
        ValueNoise n = new ValueNoise(3);
        double previous = n.at(0);
        for (int i = 1; i <= 20_000; i++) {
            double x = i * 0.001;
            double v = n.at(x);
            assertTrue(v >= -1 && v <= 1, "out of range " + v);
            // Smoothstep between knots at most 1 apart: slope at most 1.5 x 2 = 3 per unit of x.
            assertTrue(Math.abs(v - previous) <= 3 * 0.001 + 1e-12, "jump at " + x);
            previous = v;
        }
        assertEquals(n.knot(7), n.at(7), 1e-15);
    }

    @Test
    void sameSeedSameValuesOtherSeedOtherValues() {
        assertEquals(new ValueNoise(9).at(12.34), new ValueNoise(9).at(12.34));
        assertNotEquals(new ValueNoise(9).at(12.34), new ValueNoise(10).at(12.34));
    }
}
