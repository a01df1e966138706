package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A {@link WorldScenario} printed without its {@code time_s} column, for the parts that count
 * in ticks rather than seconds: steering (velocity in px per tick) and Jeremiah (one tick is one
 * frame of the original sketch), whose documented columns start {@code tick,...}.
 */
public final class TickScenario implements Scenario {
    private final WorldScenario inner;

    public TickScenario(WorldScenario inner) { this.inner = inner; }

    @Override public String name() { return inner.name(); }

    @Override public String summary() { return inner.summary(); }

    @Override public List<ParamSpec> params() { return inner.params(); }

    @Override public List<String> columns() {
        List<String> c = new ArrayList<>(inner.columns());
        c.remove("time_s");
        return c;
    }

    @Override public Optional<CsvRows> rows() { return inner.rows().map(CsvRows::withoutTime); }

    @Override public void run(ParamValues values, Consumer<String[]> rows) {
        inner.run(values, rows().orElseThrow(), rows);
    }
}
