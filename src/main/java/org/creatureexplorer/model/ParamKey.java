package org.creatureexplorer.model;

import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * A parameter declared once and read typed: the {@link ParamSpec} (name, range, default) and
 * how its stored double reads back (a number, a whole number, true/false, a choice). A world
 * reads its parameters through its keys, {@code GAP.in(values)} when it is built and
 * {@code GAP.from(set)} when a live change arrives, instead of looking names up as strings.
 */
public final class ParamKey<T> {
    private final ParamSpec spec;
    private final DoubleFunction<T> decode;

    private ParamKey(ParamSpec spec, DoubleFunction<T> decode) {
        this.spec = spec;
        this.decode = decode;
    }

    public static ParamKey<Double> number(String name, String label, String unit, double min, double max, double def, double step, boolean live) {
        return new ParamKey<>(ParamSpec.number(name, label, unit, min, max, def, step, live), v -> v);
    }

    public static ParamKey<Integer> integer(String name, String label, String unit, int min, int max, int def, boolean live) {
        return new ParamKey<>(ParamSpec.integer(name, label, unit, min, max, def, live), v -> (int) Math.round(v));
    }

    /** -1 or 1, nothing between (a side, a bend direction). */
    public static ParamKey<Integer> sign(String name, String label, int def, boolean live) {
        return new ParamKey<>(ParamSpec.sign(name, label, def, live), v -> (int) Math.round(v));
    }

    public static ParamKey<Boolean> bool(String name, String label, boolean def, boolean live) {
        return new ParamKey<>(ParamSpec.bool(name, label, def, live), v -> v != 0);
    }

    public static ParamKey<String> choice(String name, String label, List<String> choices, String def, boolean live) {
        ParamSpec spec = ParamSpec.choice(name, label, choices, def, live);
        return new ParamKey<>(spec, v -> spec.choices().get((int) Math.round(v)));
    }

    /** The same parameter, also accepting {@code inf} (see {@link ParamSpec#withInfinity}). */
    public ParamKey<T> withInfinity() { return new ParamKey<>(spec.withInfinity(), decode); }

    public ParamSpec spec() { return spec; }

    public String name() { return spec.name(); }

    /**
     * This parameter's value in {@code values}. A choice is read by the values' own spec: a
     * lesson may offer fewer choices under the same name (seek and flee, without arrive).
     */
    @SuppressWarnings("unchecked")
    public T in(ParamValues values) {
        if (spec.kind() == ParamSpec.Kind.CHOICE) return (T) values.getChoice(spec.name());
        return decode.apply(values.get(spec.name()));
    }

    /** This parameter's value in {@code values}, or {@code fallback} when the lesson does not offer it. */
    public T in(ParamValues values, T fallback) { return isIn(values) ? in(values) : fallback; }

    /** True when {@code values} has this parameter (a lesson may offer a subset of a world's). */
    public boolean isIn(ParamValues values) { return values.has(spec.name()); }

    /** True when {@code set} changes this parameter. */
    public boolean isSetBy(Input.SetParam set) { return set.name().equals(spec.name()); }

    /** The value {@code set} gives this parameter. */
    public T from(Input.SetParam set) { return decode.apply(set.value()); }

    /** The specs of {@code keys}, in order: a world's {@code PARAMS}. */
    public static List<ParamSpec> specs(ParamKey<?>... keys) {
        return Arrays.stream(keys).map(ParamKey::spec).toList();
    }
}
