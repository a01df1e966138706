package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;

class Lcg48Test {

    @Test
    void drawsWhatJavaUtilRandomDrawsForTheSameSeed() {
        for (long seed : new long[] {0, 5, 42, -1, 1_000_000, Long.MIN_VALUE}) {
            Random expected = new Random(seed);
            Lcg48 actual = new Lcg48(seed);
            for (int i = 0; i < 200_000; i++) {
                switch (i % 6) {
                    case 0 -> assertEquals(Double.doubleToRawLongBits(expected.nextDouble()), Double.doubleToRawLongBits(actual.nextDouble()), "seed " + seed + " draw " + i);
                    case 1 -> assertEquals(expected.nextInt(), actual.nextInt(), "seed " + seed + " draw " + i);
                    case 2 -> assertEquals(expected.nextLong(), actual.nextLong(), "seed " + seed + " draw " + i);
                    case 3 -> assertEquals(expected.nextBoolean(), actual.nextBoolean(), "seed " + seed + " draw " + i);
                    case 4 -> assertEquals(Float.floatToRawIntBits(expected.nextFloat()), Float.floatToRawIntBits(actual.nextFloat()), "seed " + seed + " draw " + i);
                    default -> {
                        int bound = 1 + (i * 7919) % 1_000_003;
                        assertEquals(expected.nextInt(bound), actual.nextInt(bound), "seed " + seed + " bound " + bound);
                        assertEquals(expected.nextInt(64), actual.nextInt(64), "seed " + seed + " bound 64");
                    }
                }
            }
        }
    }

    @Test
    void aCopyDrawsOnFromTheSamePointOnItsOwn() {
        Lcg48 original = new Lcg48(7);
        for (int i = 0; i < 10; i++) original.nextDouble();
        Lcg48 copy = original.copy();
        double[] fromCopy = new double[5];
        for (int i = 0; i < 5; i++) fromCopy[i] = copy.nextDouble();
        for (int i = 0; i < 5; i++) assertEquals(fromCopy[i], original.nextDouble(), "draw " + i);
    }

    @Test
    void refusesABoundBelowOne() {
        assertThrows(IllegalArgumentException.class, () -> new Lcg48(1).nextInt(0));
    }
}
