package org.creatureexplorer.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The values of a set of parameters, every one validated against its spec. */
public final class ParamValues {
    private final Map<String, ParamSpec> specs = new LinkedHashMap<>();
    private final Map<String, Double> values = new LinkedHashMap<>();

    public ParamValues(List<ParamSpec> specList) {
        for (ParamSpec s : specList) {
            specs.put(s.name(), s);
            values.put(s.name(), s.defaultValue());
        }
    }

    public static ParamValues defaults(List<ParamSpec> specList) { return new ParamValues(specList); }

    public ParamValues copy() {
        ParamValues c = new ParamValues(List.copyOf(specs.values()));
        c.values.putAll(values);
        return c;
    }

    public List<ParamSpec> specs() { return List.copyOf(specs.values()); }

    public ParamSpec spec(String name) {
        ParamSpec s = specs.get(name);
        if (s == null) throw new IllegalArgumentException("unknown parameter " + name + "; known: " + String.join(", ", specs.keySet()));
        return s;
    }

    public boolean has(String name) { return specs.containsKey(name); }

    public double get(String name) {
        spec(name);
        return values.get(name);
    }

    public int getInt(String name) { return (int) Math.round(get(name)); }

    public boolean getBool(String name) { return get(name) != 0; }

    public String getChoice(String name) { return spec(name).choices().get(getInt(name)); }

    /** Sets a value after checking it against the spec's range. */
    public void set(String name, double value) {
        spec(name).check(value);
        values.put(name, value);
    }

    public void parseAndSet(String name, String text) { set(name, spec(name).parse(text)); }

    public boolean isDefault(String name) { return get(name) == spec(name).defaultValue(); }

    public void resetToDefaults() { specs.values().forEach(s -> values.put(s.name(), s.defaultValue())); }

    /** "joints=26 gap=12 ..." for file headers and logs. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (ParamSpec s : specs.values()) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(s.name()).append('=').append(s.format(values.get(s.name())));
        }
        return sb.toString();
    }

    @Override public boolean equals(Object o) { return o instanceof ParamValues p && p.values.equals(values); }

    @Override public int hashCode() { return values.hashCode(); }
}
