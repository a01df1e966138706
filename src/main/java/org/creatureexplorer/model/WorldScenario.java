package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.List;
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
    /** The world's series printed, in order; null prints them all. */
    private final List<String> printed;

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
        this.printed = printed == null ? null : List.copyOf(printed);
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
        List<String> cols = new ArrayList<>(List.of("tick", "time_s"));
        if (printed != null) cols.addAll(printed);
        else for (SeriesSpec s : factory.apply(ParamValues.defaults(worldParams)).series()) cols.add(s.column());
        return cols;
    }

    private int[] columnIndexes(World world) {
        List<SeriesSpec> series = world.series();
        if (printed == null) {
            int[] all = new int[series.size()];
            for (int i = 0; i < all.length; i++) all[i] = i;
            return all;
        }
        int[] pick = new int[printed.size()];
        for (int i = 0; i < pick.length; i++) {
            String column = printed.get(i);
            pick[i] = -1;
            for (int j = 0; j < series.size(); j++) if (series.get(j).column().equals(column)) pick[i] = j;
            if (pick[i] < 0) throw new IllegalStateException("scenario " + name + " prints " + column + ", which the world does not measure");
        }
        return pick;
    }

    @Override public void run(ParamValues values, Consumer<String[]> rows) {
        ParamValues worldValues = ParamValues.defaults(worldParams);
        for (ParamSpec s : worldParams) worldValues.set(s.name(), values.get(s.name()));
        World world = factory.apply(worldValues);
        int ticks = values.getInt(TICKS);
        int every = values.getInt(EVERY);
        double[] sample = new double[world.series().size()];
        int[] pick = columnIndexes(world);
        for (int t = 0; t <= ticks; t++) {
            if (t > 0) world.step();
            if (t % every == 0 || t == ticks) {
                world.sample(sample);
                String[] row = new String[pick.length + 2];
                row[0] = Long.toString(world.tick());
                row[1] = Csv.number(world.timeSeconds());
                for (int i = 0; i < pick.length; i++) row[i + 2] = Csv.number(sample[pick[i]]);
                rows.accept(row);
            }
        }
    }
}
