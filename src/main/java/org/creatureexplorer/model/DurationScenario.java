package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A world run for a length of simulated time: one row per tick from tick 0, columns
 * {@code tick,time_s} plus the printed series, like {@link WorldScenario}, but the run length is
 * {@code --duration} seconds (rounded to whole ticks). {@code --ticks=N} with N &gt; 0 overrides
 * the duration; its default 0 means "use --duration". {@code --every=K} works as everywhere.
 */
public final class DurationScenario implements Scenario {
    public static final String DURATION = "duration";

    private final String name;
    private final String summary;
    private final List<ParamSpec> worldParams;
    private final Function<ParamValues, ? extends World> factory;
    private final List<String> printed;
    private final List<ParamSpec> allParams;

    public DurationScenario(String name, String summary, List<ParamSpec> worldParams, double defaultSeconds,
                            Function<ParamValues, ? extends World> factory, List<String> printed) {
        this.name = name;
        this.summary = summary;
        this.worldParams = List.copyOf(worldParams);
        this.factory = factory;
        this.printed = List.copyOf(printed);
        List<ParamSpec> all = new ArrayList<>(worldParams);
        // A world that has a duration of its own (the fold test) runs for exactly that long.
        if (worldParams.stream().noneMatch(p -> p.name().equals(DURATION))) {
            all.add(ParamSpec.number(DURATION, "simulated time to run after tick 0", "s", 0, 100_000, defaultSeconds, 0.5, false));
        }
        all.add(ParamSpec.integer(WorldScenario.TICKS, "ticks to run after tick 0; 0 = as many as --duration gives", "ticks",
                0, 10_000_000, 0, false));
        all.add(ParamSpec.integer(WorldScenario.EVERY, "print every K-th row (the last tick is always printed)", "", 1, 1_000_000, 1, false));
        this.allParams = List.copyOf(all);
    }

    @Override public String name() { return name; }

    @Override public String summary() { return summary; }

    @Override public List<ParamSpec> params() { return allParams; }

    @Override public List<String> columns() {
        List<String> cols = new ArrayList<>(List.of("tick", "time_s"));
        cols.addAll(printed);
        return cols;
    }

    @Override public Optional<CsvRows> rows() { return Optional.of(CsvRows.of(printed)); }

    @Override public void validate(ParamValues values) {
        if (ticks(values, 1.0 / 60) > 10_000_000) {
            throw new IllegalArgumentException("--duration=" + Csv.number(values.get(DURATION)) + " is too long; at most 10000000 ticks");
        }
    }

    private static long ticks(ParamValues values, double dt) {
        int ticks = values.getInt(WorldScenario.TICKS);
        return ticks > 0 ? ticks : Math.round(values.get(DURATION) / dt);
    }

    @Override public void run(ParamValues values, Consumer<String[]> rows) {
        // The rows are a WorldScenario's: only the tick count comes from the duration.
        WorldScenario inner = new WorldScenario(name, summary, worldParams, 0, factory, printed);
        ParamValues innerValues = ParamValues.defaults(inner.params());
        for (ParamSpec s : worldParams) innerValues.set(s.name(), values.get(s.name()));
        double dt = factory.apply(ParamValues.defaults(worldParams)).dt();
        innerValues.set(WorldScenario.TICKS, ticks(values, dt));
        innerValues.set(WorldScenario.EVERY, values.get(WorldScenario.EVERY));
        inner.run(innerValues, rows);
    }
}
