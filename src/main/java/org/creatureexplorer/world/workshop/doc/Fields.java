package org.creatureexplorer.world.workshop.doc;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The keys of one object of a creature file, read one by one with their ranges. Every read
 * marks its key as known; {@link #done} then refuses any key nobody asked for, naming the keys
 * that part has, so a typo ("gapp") is a message and never a silently ignored number.
 */
final class Fields {
    private final String file;
    private final String where;
    private final Json.Obj obj;
    private final Set<String> known = new HashSet<>();
    private final List<String> order = new ArrayList<>();

    /** @param where the part's name in messages: "spine", "legs.at[2]" */
    Fields(String file, String where, Json.Node node) throws CreatureFileError {
        if (!(node instanceof Json.Obj o)) {
            throw new CreatureFileError(file, node.line(), where + " must be an object { ... }, not " + node.kind());
        }
        this.file = file;
        this.where = where;
        this.obj = o;
    }

    int line() { return obj.line(); }

    String file() { return file; }

    boolean has(String key) {
        remember(key);
        return obj.fields().containsKey(key);
    }

    /** The raw value of {@code key}, or null when absent (for parts that choose their reader by kind). */
    Json.Node node(String key) {
        remember(key);
        Json.Field f = obj.fields().get(key);
        return f == null ? null : f.value();
    }

    Json.Node required(String key, String what) throws CreatureFileError {
        Json.Node n = node(key);
        if (n == null) throw error(obj.line(), where + " has no \"" + key + "\" (" + what + ")");
        return n;
    }

    /** A number in [min, max], with its unit for the message. */
    double number(String key, double min, double max, String unit) throws CreatureFileError {
        return check(key, required(key, range(min, max, unit)), min, max, unit);
    }

    double number(String key, double min, double max, String unit, double otherwise) throws CreatureFileError {
        Json.Node n = node(key);
        return n == null ? otherwise : check(key, n, min, max, unit);
    }

    int integer(String key, int min, int max, String unit) throws CreatureFileError {
        Json.Node n = required(key, range(min, max, unit) + ", a whole number");
        return whole(key, n, min, max, unit);
    }

    int integer(String key, int min, int max, String unit, int otherwise) throws CreatureFileError {
        Json.Node n = node(key);
        return n == null ? otherwise : whole(key, n, min, max, unit);
    }

    String text(String key, String otherwise) throws CreatureFileError {
        Json.Node n = node(key);
        if (n == null) return otherwise;
        if (!(n instanceof Json.Str s)) throw error(n.line(), where + " \"" + key + "\" must be a text in quotes, not " + n.kind());
        return s.value();
    }

    /** One of {@code choices}, written as in the file. */
    String choice(String key, List<String> choices, String otherwise) throws CreatureFileError {
        Json.Node n = node(key);
        if (n == null) {
            if (otherwise != null) return otherwise;
            throw error(obj.line(), where + " has no \"" + key + "\" (one of " + String.join(", ", choices) + ")");
        }
        String v = n instanceof Json.Str s ? s.value() : null;
        if (v == null || !choices.contains(v)) {
            throw error(n.line(), where + " \"" + key + "\" is " + shown(n) + "; it must be one of " + String.join(", ", choices));
        }
        return v;
    }

    /** A list's items; absent gives an empty list. */
    List<Json.Node> list(String key) throws CreatureFileError {
        Json.Node n = node(key);
        if (n == null) return List.of();
        if (!(n instanceof Json.Arr a)) throw error(n.line(), where + " \"" + key + "\" must be a list [ ... ], not " + n.kind());
        return a.items();
    }

    /**
     * Refuses, before anything is read, any key that is not one of {@code all}: a typo is then
     * reported as itself ("gapp"), not as the missing key it was meant to be.
     */
    Fields keys(String... all) throws CreatureFileError {
        List<String> allowed = List.of(all);
        for (Json.Field f : obj.fields().values()) {
            if (!allowed.contains(f.key())) {
                throw error(f.line(), "unknown key \"" + f.key() + "\" in " + where + "; it has " + String.join(", ", allowed));
            }
        }
        return this;
    }

    /** Refuses every key that was never asked for. */
    void done() throws CreatureFileError {
        for (Json.Field f : obj.fields().values()) {
            if (!known.contains(f.key())) {
                throw error(f.line(), "unknown key \"" + f.key() + "\" in " + where + "; it has " + String.join(", ", order));
            }
        }
    }

    CreatureFileError error(int line, String reason) { return new CreatureFileError(file, line, reason); }

    private void remember(String key) {
        if (known.add(key)) order.add(key);
    }

    private double check(String key, Json.Node n, double min, double max, String unit) throws CreatureFileError {
        if (!(n instanceof Json.Num num)) throw error(n.line(), where + " \"" + key + "\" must be a number, not " + n.kind());
        double v = num.value();
        if (!Double.isFinite(v)) throw error(n.line(), where + " \"" + key + "\" is " + num.text() + ", too large to hold");
        if (v < min || v > max) {
            throw error(n.line(), where + " \"" + key + "\" is " + num.text() + ", outside " + range(min, max, unit));
        }
        return v;
    }

    private int whole(String key, Json.Node n, int min, int max, String unit) throws CreatureFileError {
        double v = check(key, n, min, max, unit);
        if (v != Math.rint(v)) throw error(n.line(), where + " \"" + key + "\" is " + ((Json.Num) n).text() + "; it must be a whole number");
        return (int) v;
    }

    static String range(double min, double max, String unit) {
        return fmt(min) + " to " + fmt(max) + (unit.isEmpty() ? "" : " " + unit);
    }

    private static String fmt(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%s", v);
    }

    private static String shown(Json.Node n) {
        return n instanceof Json.Str s ? "\"" + s.value() + "\"" : n instanceof Json.Num num ? num.text() : n.kind();
    }
}
