package org.creatureexplorer.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** QuickFormat gives exactly String.format's text (ROOT locale), number by number. */
class QuickFormatTest {
    private static void same(String pattern, Object... args) {
        assertEquals(String.format(Locale.ROOT, pattern, args), QuickFormat.format(pattern, args), () -> pattern + " " + java.util.Arrays.toString(args));
    }

    private static void sameFixed(double v) {
        for (int d = 0; d <= 6; d++) {
            String expected = String.format(Locale.ROOT, "%." + d + "f", v);
            String got = QuickFormat.fixed(v, d);
            if (!expected.equals(got)) assertEquals(expected, got, "%." + d + "f of " + v + " (" + Double.doubleToRawLongBits(v) + ")");
        }
    }

    @Test
    void fixedPointMatchesTheFormatterOnRandomAndAwkwardValues() {
        SplittableRandom r = new SplittableRandom(12);
        // Random bits over every magnitude, and stage-sized numbers.
        for (int i = 0; i < 30_000; i++) sameFixed(Double.longBitsToDouble(r.nextLong()));
        for (int i = 0; i < 50_000; i++) sameFixed((r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(-6, 9)));
        // Ties and near-ties at the decimals the stage shows (x.xx5 and its neighbours), one-digit values, carries:
        // every one within 5 of zero (where most readouts are), every 13th out to 200.
        for (int i = -200_000; i <= 200_000; i += Math.abs(i) < 5_000 ? 1 : 13) {
            double tie = (i + 0.5) / 1000;
            sameFixed(tie);
            sameFixed(Math.nextUp(tie));
            sameFixed(Math.nextDown(tie));
            sameFixed(i / 100.0);
            sameFixed((i + 0.5) / 10);
        }
        for (int k = -12; k <= 12; k++) {
            for (int dgt = 1; dgt <= 9; dgt++) {
                double v = dgt * Math.pow(10, k);
                sameFixed(v);
                sameFixed(Math.nextUp(v));
                sameFixed(Math.nextDown(v));
                sameFixed(Double.parseDouble(dgt + "e" + k));
            }
            sameFixed(9.995 * Math.pow(10, k));
            sameFixed(0.9999999 * Math.pow(10, k));
        }
        for (double v : new double[] {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE,
                Double.MAX_VALUE, -Double.MIN_VALUE, 1e-320, 0.005, 0.015, 0.025, 1.005, 2.675, -0.004, -0.005, 999.995, 1e7, 1.5e7, 9.9999995e6}) {
            sameFixed(v);
        }
    }

    @Test
    void patternsMatchTheFormatterAndTheRestIsLeftToIt() {
        same("gap %.1f px, error %.2e", 12.25, 3.6e-15);
        same("%s: %d of %d (%.0f%%)", "feet", 3, 4, 75.5);
        same("(%.2f, %.2f)", -0.001, 1.005);
        same("%5.1f|%-4d|%+.2f|%,d", 3.14159, 7, 2.0, 1234567);
        same("%2$s %1$s", "a", "b");
        same("%s %s", null, 1.5f);
        same("%d %d %d", 1L, (short) 2, (byte) 3);
        same("%.3f %f %s", 1.5f, Math.PI, java.util.List.of(1, 2));
        same("100%% sure, %n%s", "line");
        same("no conversions");
        assertThrowsLikeFormat("%d", 1.5);
        assertThrowsLikeFormat("%s %s", "only one");
    }

    private static void assertThrowsLikeFormat(String pattern, Object... args) {
        Class<?> expected = null;
        try {
            String.format(Locale.ROOT, pattern, args);
        } catch (RuntimeException e) {
            expected = e.getClass();
        }
        Class<?> got = null;
        try {
            QuickFormat.format(pattern, args);
        } catch (RuntimeException e) {
            got = e.getClass();
        }
        assertEquals(expected, got, pattern);
    }
}
