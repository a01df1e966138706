package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A scenario that is a world run without a window: one row per tick from tick 0 (the initial
 * state), columns {@code tick,time_s} plus the world's series. Adds {@code --ticks} and
 * {@code --every} to the world's own parameters.
 */
public final class WorldScenario implements Scenario {
    public static final String TICKS = "ticks";
    public static final String EVERY = "every";

    private final String name;
    private final String summary;
    private final List<ParamSpec> worldParams;
    private final Function<ParamValues, ? extends World> factory;
    private final List<ParamSpec> allParams;
    /** tick, time_s and the world's series printed, in order (all of them when none are named). */
    private final CsvRows rows;

    public WorldScenario(String name, String summary, List<ParamSpec> worldParams, int defaultTicks,
                         Function<ParamValues, ? extends World> factory) {
        this(name, summary, worldParams, defaultTicks, factory, null);
    }

    /**
     * @param printed the world's series to print, in order (a world may measure more for its
     *     charts than its scenario's documented columns); null prints every series
     */
    public WorldScenario(String name, String summary, List<ParamSpec> worldParams, int defaultTicks,
                         Function<ParamValues, ? extends World> factory, List<String> printed) {
        this.rows = CsvRows.of(printed);
        this.name = name;
        this.summary = summary;
        this.worldParams = List.copyOf(worldParams);
        this.factory = factory;
        List<ParamSpec> all = new ArrayList<>(worldParams);
        all.add(ParamSpec.integer(TICKS, "ticks to run after tick 0", "ticks", 0, 10_000_000, defaultTicks, false));
        all.add(ParamSpec.integer(EVERY, "print every K-th row (the last tick is always printed)", "", 1, 1_000_000, 1, false));
        this.allParams = List.copyOf(all);
    }

    @Override public String name() { return name; }

    @Override public String summary() { return summary; }

    @Override public List<ParamSpec> params() { return allParams; }

    @Override public List<String> columns() {
        return rows.header(() -> factory.apply(ParamValues.defaults(worldParams)));
    }

    @Override public Optional<CsvRows> rows() { return Optional.of(rows); }

    @Override public void run(ParamValues values, Consumer<String[]> out) { run(values, rows, out); }

    /** Runs the world with these values, writing through {@code writer} (the tick parts drop time_s). */
    public void run(ParamValues values, CsvRows writer, Consumer<String[]> out) {
        ParamValues worldValues = ParamValues.defaults(worldParams);
        for (ParamSpec s : worldParams) worldValues.set(s.name(), values.get(s.name()));
        World world = factory.apply(worldValues);
        if (!writer.fits(world)) throw new IllegalStateException("scenario " + name + " prints a column the world does not measure");
        writer.run(world, values.getInt(TICKS), values.getInt(EVERY), out);
    }
}
