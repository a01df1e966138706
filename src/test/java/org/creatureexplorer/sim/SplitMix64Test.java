package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SplitMix64Test {

    /** Jeremiah's legs draw from it: it must be SplittableRandom's stream, bit for bit. */
    @Test
    void drawsExactlyWhatSplittableRandomDraws() {
        Random meta = new Random(1);
        for (int s = 0; s < 200; s++) {
            long seed = s < 3 ? s : meta.nextLong();
            SplitMix64 ours = new SplitMix64(seed);
            SplittableRandom theirs = new SplittableRandom(seed);
            for (int i = 0; i < 2000; i++) {
                if (i % 3 == 0) {
                    assertEquals(theirs.nextLong(), ours.nextLong());
                } else if (i % 3 == 1) {
                    assertEquals(Double.doubleToRawLongBits(theirs.nextDouble()), Double.doubleToRawLongBits(ours.nextDouble()));
                } else {
                    double origin = (meta.nextDouble() - 0.5) * 1000;
                    double bound = origin + meta.nextDouble() * 500 + 1e-9;
                    assertEquals(Double.doubleToRawLongBits(theirs.nextDouble(origin, bound)),
                            Double.doubleToRawLongBits(ours.nextDouble(origin, bound)), "seed " + seed + " draw " + i);
                }
            }
        }
    }

    @Test
    void anEmptyRangeIsRefusedLikeSplittableRandom() {
        assertThrows(IllegalArgumentException.class, () -> new SplitMix64(1).nextDouble(2, 2));
    }
}
