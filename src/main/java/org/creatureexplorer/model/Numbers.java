package org.creatureexplorer.model;

import java.util.regex.Pattern;

/**
 * The one strict number reader for the command line, lesson parameters and the {@code try:} and
 * {@code reveal:} links. Accepts plain decimal numbers only: an optional sign, digits with an
 * optional fraction, an optional exponent ({@code 12}, {@code -0.35}, {@code 1.2e3}). Java's own
 * parser also takes {@code 0x1p3}, {@code 10d}, {@code 12f}, {@code NaN} and surrounding blanks,
 * none of which a person means as a number here. Messages quote the input shortened, so a
 * 5000-digit argument is not echoed back whole.
 */
public final class Numbers {
    private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern WHOLE = Pattern.compile("[+-]?\\d+");
    /** Inputs longer than this are shown as their start, an ellipsis and their end. */
    static final int QUOTE_LIMIT = 24;

    private Numbers() {}

    /** True when {@code text} is a plain decimal number as described above. */
    public static boolean isDecimal(String text) { return text != null && DECIMAL.matcher(text).matches(); }

    /** True when {@code text} is a whole number in digits with an optional sign: no fraction, no exponent. */
    public static boolean isWhole(String text) { return text != null && WHOLE.matcher(text).matches(); }

    /**
     * Parses a plain decimal number; throws {@link NumberFormatException} for anything else or
     * for a value too large for a double (1e400).
     */
    public static double parseDecimal(String text) {
        if (!isDecimal(text)) throw new NumberFormatException(quote(text) + " is not a plain decimal number");
        double v = Double.parseDouble(text);
        if (Double.isInfinite(v)) throw new NumberFormatException(quote(text) + " is too large");
        return v;
    }

    /**
     * Parses a whole number in {@code min..max}; throws {@link IllegalArgumentException} naming
     * {@code what} (for example "--ticks" or "step:") and the range. Never overflows: a
     * 20-digit input is "out of range", not a parse error from deep inside Java.
     */
    public static long parseWhole(String what, String text, long min, long max) {
        if (!isWhole(text)) {
            throw new IllegalArgumentException(what + quote(text) + " is not a whole number; expected " + min + " to " + max);
        }
        long v;
        try {
            v = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + quote(text) + " is out of range; expected " + min + " to " + max);
        }
        if (v < min || v > max) throw new IllegalArgumentException(what + quote(text) + " is out of range; expected " + min + " to " + max);
        return v;
    }

    /**
     * How many values {@code from, from + step, ...} up to and including {@code to} (within
     * rounding), or -1 when that is more than {@code limit}. Counted in doubles first, so a
     * step of 1e-300 cannot wrap a long round to a small or negative count.
     */
    public static long sweepCount(double from, double to, double step, long limit) {
        if (!(step > 0) || !(to >= from)) throw new IllegalArgumentException("a sweep needs step > 0 and to >= from");
        double steps = Math.floor((to - from) / step + 1e-9);
        if (!(steps < limit)) return -1;
        return (long) steps + 1;
    }

    /** The input for a message: whole when short, else its start and end around an ellipsis. */
    public static String quote(String text) {
        if (text == null) return "(nothing)";
        if (text.length() <= QUOTE_LIMIT) return text;
        return text.substring(0, 14) + "\u2026" + text.substring(text.length() - 6) + " (" + text.length() + " characters)";
    }
}
