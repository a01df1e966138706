package org.creatureexplorer.i18n;

import java.util.Formattable;
import java.util.Locale;

/**
 * {@link String#format} with {@link Locale#ROOT} for the patterns the stage's labels and
 * readouts use every frame ({@code %s}, {@code %d}, {@code %.2f}, {@code %%}), giving the very
 * same text for a twentieth of the garbage: one {@code String.format("%.2f", x)} makes about
 * 2 KB (a Formatter, its parsed pattern, boxed digits), and a stage formats dozens of numbers per
 * frame. Anything else in a pattern (flags, widths, argument indexes, other conversions, other
 * argument types) goes to {@link String#format} whole, so the output never differs.
 *
 * <p>Fixed-point numbers follow what {@link java.util.Formatter} does: the shortest decimal
 * digits that identify the double (those {@link Double#toString} prints), rounded half up at the
 * requested decimal. {@code QuickFormatTest} compares both over millions of values.
 */
public final class QuickFormat {
    private QuickFormat() {}

    /** {@code String.format(Locale.ROOT, pattern, args)}. */
    public static String format(String pattern, Object... args) {
        StringBuilder out = new StringBuilder(pattern.length() + 16);
        int next = 0;
        int n = pattern.length();
        for (int i = 0; i < n; i++) {
            char c = pattern.charAt(i);
            if (c != '%') {
                out.append(c);
                continue;
            }
            if (i + 1 >= n) return String.format(Locale.ROOT, pattern, args);
            int j = i + 1;
            int precision = -1;
            if (pattern.charAt(j) == '.') {
                int k = j + 1;
                int p = 0;
                while (k < n && Character.isDigit(pattern.charAt(k)) && k - j <= 2) p = p * 10 + (pattern.charAt(k++) - '0');
                if (k == j + 1 || k >= n) return String.format(Locale.ROOT, pattern, args);
                precision = p;
                j = k;
            }
            char conv = pattern.charAt(j);
            switch (conv) {
                case '%' -> {
                    if (precision >= 0) return String.format(Locale.ROOT, pattern, args);
                    out.append('%');
                }
                case 's' -> {
                    if (precision >= 0 || args == null || next >= args.length || args[next] instanceof Formattable) {
                        return String.format(Locale.ROOT, pattern, args);
                    }
                    out.append(args[next++]);
                }
                case 'd' -> {
                    if (precision >= 0 || args == null || next >= args.length) return String.format(Locale.ROOT, pattern, args);
                    Object a = args[next++];
                    if (a instanceof Integer || a instanceof Long || a instanceof Short || a instanceof Byte) {
                        out.append(((Number) a).longValue());
                    } else {
                        return String.format(Locale.ROOT, pattern, args);
                    }
                }
                case 'f' -> {
                    if (args == null || next >= args.length) return String.format(Locale.ROOT, pattern, args);
                    Object a = args[next++];
                    double v;
                    if (a instanceof Double d) v = d;
                    else if (a instanceof Float f) v = f.floatValue();
                    else return String.format(Locale.ROOT, pattern, args);
                    fixed(out, v, precision < 0 ? 6 : precision);
                }
                default -> {
                    return String.format(Locale.ROOT, pattern, args);
                }
            }
            i = j;
        }
        return out.toString();
    }

    /** {@code String.format(Locale.ROOT, "%.<decimals>f", v)}. */
    public static String fixed(double v, int decimals) {
        StringBuilder out = new StringBuilder(24);
        fixed(out, v, decimals);
        return out.toString();
    }

    /** Appends {@code v} as {@code %.<decimals>f} does with the ROOT locale. */
    public static void fixed(StringBuilder out, double v, int decimals) {
        if (Double.isNaN(v)) {
            out.append("NaN");
            return;
        }
        // The Formatter's sign test: -0.0 and a negative number that rounds to zero keep their "-".
        if (Double.compare(v, 0.0) < 0) out.append('-');
        double a = Math.abs(v);
        if (Double.isInfinite(a)) {
            out.append("Infinity");
            return;
        }
        if (a == 0) {
            zero(out, decimals);
            return;
        }
        Digits d = Digits.of(a);
        d.round(decimals);
        d.appendTo(out, decimals);
    }

    /** Zero with {@code decimals} decimals: "0", "0.00". */
    private static void zero(StringBuilder out, int decimals) {
        out.append('0');
        if (decimals > 0) {
            out.append('.');
            for (int i = 0; i < decimals; i++) out.append('0');
        }
    }

    /** The decimal digits of a positive finite number: a = 0.d1d2d3... x 10^exp. */
    private static final class Digits {
        final char[] digits;
        int nDigits;
        int exp;

        private Digits(char[] digits) { this.digits = digits; }

        /** The shortest digits of a (those {@link Double#toString} prints) and its decimal exponent, without trailing zeros. */
        static Digits of(double a) {
            String s = Double.toString(a); // "123.456", "0.00123", "1.0E-5", "1.234E10"
            int e = s.indexOf('E');
            int end = e < 0 ? s.length() : e;
            Digits d = new Digits(new char[end]);
            char[] digits = d.digits;
            int nDigits = 0;
            int intDigits = -1; // digits before the point, counted from the first non-zero one
            boolean started = false;
            int zerosAfterPoint = 0;
            for (int i = 0; i < end; i++) {
                char c = s.charAt(i);
                if (c == '.') {
                    intDigits = nDigits;
                } else if (started || c != '0') {
                    started = true;
                    digits[nDigits++] = c;
                } else if (intDigits >= 0) {
                    zerosAfterPoint++; // a zero between the point and the first significant digit
                }
            }
            int exp = intDigits > 0 ? intDigits : -zerosAfterPoint;
            if (e >= 0) exp += Integer.parseInt(s, e + 1, s.length(), 10);
            // Drop trailing zeros ("100.0" is the digit 1, exponent 3).
            while (nDigits > 1 && digits[nDigits - 1] == '0') nDigits--;
            d.nDigits = nDigits;
            d.exp = exp;
            return d;
        }

        /** Rounds half up, keeping exp + decimals digits (as FormattedFloatingDecimal.applyPrecision does). */
        void round(int decimals) {
            int keep = exp + decimals;
            if (keep < 0) {
                nDigits = 0; // below half of the last decimal: zero
            } else if (keep == 0) {
                if (digits[0] >= '5') {
                    digits[0] = '1';
                    nDigits = 1;
                    exp++;
                } else {
                    nDigits = 0;
                }
            } else if (keep < nDigits) {
                boolean up = digits[keep] >= '5';
                nDigits = keep;
                if (up) {
                    int k = keep - 1;
                    while (k >= 0 && digits[k] == '9') k--;
                    if (k < 0) {
                        digits[0] = '1';
                        nDigits = 1;
                        exp++;
                    } else {
                        digits[k]++;
                        nDigits = k + 1;
                    }
                }
            }
        }

        /** The integer part, then {@code decimals} decimals (zeros past the digits). */
        void appendTo(StringBuilder out, int decimals) {
            if (exp <= 0) {
                out.append('0');
            } else {
                for (int i = 0; i < exp; i++) out.append(i < nDigits ? digits[i] : '0');
            }
            if (decimals > 0) {
                out.append('.');
                for (int d = 0; d < decimals; d++) {
                    int idx = exp + d; // digit index of this decimal place
                    out.append(idx >= 0 && idx < nDigits ? digits[idx] : '0');
                }
            }
        }
    }
}
