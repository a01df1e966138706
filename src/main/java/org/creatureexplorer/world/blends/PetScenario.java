package org.creatureexplorer.world.blends;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.creatureexplorer.model.Csv;
import org.creatureexplorer.model.CsvRows;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.model.DurationScenario;

/**
 * {@code measure pet}: the pet following the scripted target for {@code --duration} seconds,
 * one row per tick from tick 0, its mood written as a word (WANDER, FOLLOW or STARTLED).
 * {@code --ticks=N} with N &gt; 0 overrides the duration, as in {@link DurationScenario}.
 */
public final class PetScenario implements Scenario {
    public static final List<String> COLUMNS = List.of("tick", "time_s", "state", "pet_speed", "target_speed", "distance");

    /** The pet's series as measured, its mood (sampled as the enum's ordinal) written as a word. */
    private static final CsvRows ROWS = CsvRows.of(COLUMNS.subList(2, COLUMNS.size()))
            .withWord("state", v -> PetWorld.Mood.values()[(int) v].name());

    private static final List<ParamSpec> PARAMS = List.of(
            PetWorld.seedParam(),
            ParamSpec.number(DurationScenario.DURATION, "simulated time to run after tick 0", "s", 0, 100_000, 12, 0.5, false),
            ParamSpec.integer(WorldScenario.TICKS, "ticks to run after tick 0; 0 = as many as --duration gives", "ticks", 0, 10_000_000, 0, false),
            ParamSpec.integer(WorldScenario.EVERY, "print every K-th row (the last tick is always printed)", "", 1, 1_000_000, 1, false));

    @Override public String name() { return "pet"; }

    @Override public String summary() {
        return "the pet with moods following the scripted target (figure-eight, a rest, a fast flick each 12 s); speeds in px/s";
    }

    @Override public List<ParamSpec> params() { return PARAMS; }

    @Override public List<String> columns() { return COLUMNS; }

    private static long ticks(ParamValues v) {
        int ticks = v.getInt(WorldScenario.TICKS);
        return ticks > 0 ? ticks : Math.round(v.get(DurationScenario.DURATION) / PetWorld.DT);
    }

    @Override public void validate(ParamValues values) {
        if (ticks(values) > 10_000_000) {
            throw new IllegalArgumentException("--duration=" + Csv.number(values.get(DurationScenario.DURATION)) + " is too long; at most 10000000 ticks");
        }
    }

    @Override public Optional<CsvRows> rows() { return Optional.of(ROWS); }

    @Override public void run(ParamValues values, Consumer<String[]> rows) {
        ROWS.run(new PetWorld(PetWorld.SEED.in(values)), ticks(values), values.getInt(WorldScenario.EVERY), rows);
    }
}
