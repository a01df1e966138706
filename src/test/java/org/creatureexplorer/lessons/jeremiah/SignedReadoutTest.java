package org.creatureexplorer.lessons.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code JeremiahDraw.signed} (the springs' signed errors in the readouts, formatted every
 * frame) gives the very text of the String.format version it replaced (issue 12: a Formatter and
 * four strings per number per frame).
 */
class SignedReadoutTest {
    /** The formula as it was. */
    private static String before(double v, int decimals) {
        double unit = Math.pow(10, -decimals) / 2;
        if (Math.abs(v) < unit) v = 0;
        return String.format(Locale.ROOT, "%+." + decimals + "f", v).replace("+0." + "0".repeat(decimals), "0." + "0".repeat(decimals));
    }

    @Test
    void theSameTextAsStringFormat() {
        double[] edges = {0, -0.0, 0.005, -0.005, 0.004999, -0.004999, 0.05, -0.05, 0.0049999999, 0.995, -0.995, 1, -1, 9.995,
            0.15, -0.15, 0.25, 123456.789, -98765.4321, 1e-12, -1e-12, Double.NaN, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, 0.5, -0.5, 1.5, -2.5};
        for (int d = 0; d <= 3; d++) {
            for (double v : edges) assertEquals(before(v, d), JeremiahDraw.signed(v, d), v + " to " + d + " places");
        }
        Random r = new Random(7);
        for (int i = 0; i < 200_000; i++) {
            double v = (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(8) - 4);
            int d = 1 + r.nextInt(2);
            assertEquals(before(v, d), JeremiahDraw.signed(v, d), v + " to " + d + " places");
        }
    }
}
