package org.creatureexplorer.model;

import java.math.BigDecimal;

/** CSV number formatting shared by measure, exports and tests: one format everywhere. */
public final class Csv {
    private Csv() {}

    /**
     * Plain decimal at full double precision, no exponent, no locale: 0.000000000000012,
     * 240, -3.5, NaN, Infinity.
     */
    public static String number(double v) {
        if (Double.isNaN(v)) return "NaN";
        if (Double.isInfinite(v)) return v > 0 ? "Infinity" : "-Infinity";
        if (v == 0) return "0";
        return new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
    }
}
