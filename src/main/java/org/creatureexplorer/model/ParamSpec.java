package org.creatureexplorer.model;

import java.util.List;
import java.util.Locale;

/**
 * A lesson or scenario parameter: its command-line name, a label, a unit, the range a
 * student may set, the default, and whether a change applies live or restarts the world.
 * Every value is held as a double: booleans as 0/1, choices as the index into {@code choices}.
 */
public record ParamSpec(String name, String label, String unit, Kind kind,
                        double min, double max, double defaultValue, double step,
                        List<String> choices, boolean live, boolean allowInfinity) {

    public enum Kind { NUMBER, INTEGER, BOOLEAN, CHOICE }

    public static ParamSpec number(String name, String label, String unit, double min, double max, double def, double step, boolean live) {
        return new ParamSpec(name, label, unit, Kind.NUMBER, min, max, def, step, List.of(), live, false);
    }

    public static ParamSpec integer(String name, String label, String unit, int min, int max, int def, boolean live) {
        return new ParamSpec(name, label, unit, Kind.INTEGER, min, max, def, 1, List.of(), live, false);
    }

    /** A side or direction: -1 or +1, never 0 (0 would leave it on neither side). */
    public static ParamSpec sign(String name, String label, int def, boolean live) {
        if (def != 1 && def != -1) throw new IllegalArgumentException("a sign is -1 or 1, not " + def);
        return new ParamSpec(name, label, "", Kind.INTEGER, -1, 1, def, 2, List.of(), live, false);
    }

    public static ParamSpec bool(String name, String label, boolean def, boolean live) {
        return new ParamSpec(name, label, "", Kind.BOOLEAN, 0, 1, def ? 1 : 0, 1, List.of(), live, false);
    }

    public static ParamSpec choice(String name, String label, List<String> choices, String def, boolean live) {
        int index = choices.indexOf(def);
        if (index < 0) throw new IllegalArgumentException(def + " is not one of " + choices);
        return new ParamSpec(name, label, "", Kind.CHOICE, 0, choices.size() - 1, index, 1, List.copyOf(choices), live, false);
    }

    /** The same parameter, also accepting {@code inf} (for example "no force cap"). */
    public ParamSpec withInfinity() {
        return new ParamSpec(name, label, unit, kind, min, max, defaultValue, step, choices, live, true);
    }

    /**
     * Parses a command-line or text value; throws {@link IllegalArgumentException} whose
     * message names the parameter, the bad value and what would have been accepted.
     */
    public double parse(String text) {
        String t = text.trim();
        switch (kind) {
            case BOOLEAN -> {
                // Written as the help and the texts write it: TRUE, 1 or yes is a guess at what was meant.
                if (t.equals("true")) return 1;
                if (t.equals("false")) return 0;
                throw new IllegalArgumentException("--" + name + "=" + Numbers.quote(text) + " is not true or false (in small letters)");
            }
            case CHOICE -> {
                int index = choices.indexOf(t);
                if (index < 0) throw new IllegalArgumentException("--" + name + "=" + text + " is not one of " + String.join(", ", choices));
                return index;
            }
            default -> {
                if (allowInfinity && (t.equalsIgnoreCase("inf") || t.equalsIgnoreCase("infinity"))) return Double.POSITIVE_INFINITY;
                String quoted = "--" + name + "=" + Numbers.quote(text);
                if (!Numbers.isDecimal(t)) throw new IllegalArgumentException(quoted + " is not a plain decimal number; expected " + rangeText());
                double v = Double.parseDouble(t);
                if (Double.isInfinite(v)) throw new IllegalArgumentException(quoted + " is out of range; expected " + rangeText());
                // A count is written in digits: 1e3 or 10.0 may be a typo for 1.3 or 10, so it is not taken as 1000 or 10.
                if (kind == Kind.INTEGER && !Numbers.isWhole(t)) {
                    throw new IllegalArgumentException(quoted + " is not a whole number written in digits; expected " + rangeText());
                }
                try {
                    check(v);
                } catch (IllegalArgumentException e) {
                    // Quote what was typed: 1e308 formatted back would be 309 digits.
                    throw new IllegalArgumentException(quoted + " is out of range; expected " + rangeText());
                }
                return v;
            }
        }
    }

    /** Throws if {@code v} is outside the range. */
    public void check(double v) {
        if (allowInfinity && v == Double.POSITIVE_INFINITY) return;
        if (!(v >= min && v <= max)) {
            throw new IllegalArgumentException("--" + name + "=" + format(v) + " is out of range; expected " + rangeText());
        }
        // Whole-number parameters with a step above 1 take only min, min + step, ...: a side is -1 or 1, never 0.
        if (kind == Kind.INTEGER && step > 1 && Math.abs(Math.IEEEremainder(v - min, step)) > 1e-9) {
            throw new IllegalArgumentException("--" + name + "=" + format(v) + " is not allowed; expected " + rangeText());
        }
    }

    public String rangeText() {
        return switch (kind) {
            case BOOLEAN -> "true or false";
            case CHOICE -> "one of " + String.join(", ", choices);
            case INTEGER -> step > 1 && max - min == step ? format(min) + " or " + format(max)
                    : format(min) + " to " + format(max) + (step > 1 ? " in steps of " + format(step) : "") + (unit.isEmpty() ? "" : " " + unit);
            default -> format(min) + " to " + format(max) + (unit.isEmpty() ? "" : " " + unit) + (allowInfinity ? ", or inf" : "");
        };
    }

    /** A value as a person reads it: "true", "arrive", "12", "0.35", "inf". */
    public String format(double v) {
        return switch (kind) {
            case BOOLEAN -> v != 0 ? "true" : "false";
            // An index past the choices (a bad value being reported) is written as the number.
            case CHOICE -> v >= 0 && v < choices.size() ? choices.get((int) v) : Csv.number(v);
            default -> v == Double.POSITIVE_INFINITY ? "inf" : Csv.number(v);
        };
    }

    /** Value with its unit, for labels: "12 px", "240 px/s". */
    public String formatWithUnit(double v) {
        String s = format(v);
        return unit.isEmpty() || kind == Kind.BOOLEAN || kind == Kind.CHOICE ? s : s + " " + unit;
    }

    public String describe() {
        return String.format(Locale.ROOT, "--%s (default %s; %s)%s", name, format(defaultValue), rangeText(),
                label.isEmpty() ? "" : ": " + label);
    }
}
