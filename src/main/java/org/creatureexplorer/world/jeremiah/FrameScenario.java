package org.creatureexplorer.world.jeremiah;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.creatureexplorer.model.Csv;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.creatureexplorer.model.WorldScenario;

/**
 * A world run one row per frame, for Part 2, whose units are frames and px per frame: the
 * columns are {@code tick} then the listed series, with no {@code time_s} column (a tick is
 * one frame at 60 frames/s). Takes {@code --ticks} and {@code --every} like every scenario.
 */
public final class FrameScenario implements Scenario {
    private final String name;
    private final String summary;
    private final List<ParamSpec> worldParams;
    private final List<ParamSpec> allParams;
    private final Function<ParamValues, ? extends World> factory;
    private final List<String> printed;

    public FrameScenario(String name, String summary, List<ParamSpec> worldParams, int defaultTicks,
                         Function<ParamValues, ? extends World> factory, List<String> printed) {
        this.name = name;
        this.summary = summary;
        this.worldParams = List.copyOf(worldParams);
        this.factory = factory;
        this.printed = List.copyOf(printed);
        List<ParamSpec> all = new ArrayList<>(worldParams);
        all.add(ParamSpec.integer(WorldScenario.TICKS, "ticks (frames) to run after tick 0", "ticks", 0, 10_000_000, defaultTicks, false));
        all.add(ParamSpec.integer(WorldScenario.EVERY, "print every K-th row (the last tick is always printed)", "", 1, 1_000_000, 1, false));
        allParams = List.copyOf(all);
    }

    @Override public String name() { return name; }

    @Override public String summary() { return summary; }

    @Override public List<ParamSpec> params() { return allParams; }

    @Override public List<String> columns() {
        List<String> cols = new ArrayList<>(List.of("tick"));
        cols.addAll(printed);
        return cols;
    }

    @Override public void run(ParamValues values, Consumer<String[]> rows) {
        ParamValues worldValues = ParamValues.defaults(worldParams);
        for (ParamSpec s : worldParams) worldValues.set(s.name(), values.get(s.name()));
        World world = factory.apply(worldValues);
        int[] pick = pick(world.series());
        double[] sample = new double[world.series().size()];
        int ticks = values.getInt(WorldScenario.TICKS);
        int every = values.getInt(WorldScenario.EVERY);
        for (int t = 0; t <= ticks; t++) {
            if (t > 0) world.step();
            if (t % every == 0 || t == ticks) {
                world.sample(sample);
                String[] row = new String[pick.length + 1];
                row[0] = Long.toString(world.tick());
                for (int i = 0; i < pick.length; i++) row[i + 1] = Csv.number(sample[pick[i]]);
                rows.accept(row);
            }
        }
    }

    private int[] pick(List<SeriesSpec> series) {
        int[] pick = new int[printed.size()];
        for (int i = 0; i < pick.length; i++) {
            pick[i] = -1;
            for (int j = 0; j < series.size(); j++) if (series.get(j).column().equals(printed.get(i))) pick[i] = j;
            if (pick[i] < 0) throw new IllegalStateException("scenario " + name + " prints " + printed.get(i) + ", which the world does not measure");
        }
        return pick;
    }
}
