package org.creatureexplorer.model;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A headless run that writes CSV: its name on the command line, its parameters and columns.
 * Most scenarios are a lesson's world sampled every tick ({@link WorldScenario}); a few,
 * such as a sweep or an iteration count, produce rows of their own.
 */
public interface Scenario {
    String name();

    String summary();

    List<ParamSpec> params();

    List<String> columns();

    /**
     * Checks values that are each in range but do not fit together (a sweep whose end is
     * before its start, a choice of +1 or -1 given as 0). Throws {@link IllegalArgumentException}
     * with a message naming the parameter and what would be accepted; {@code measure} prints it
     * as a usage error before any row is written. The default accepts everything.
     */
    default void validate(ParamValues values) {}

    /**
     * How this scenario writes a world's rows when it runs one tick by tick; the window's CSV
     * export of the lesson writes through the same rows. Empty for scenarios with rows of their
     * own (a sweep, an iteration count).
     */
    default Optional<CsvRows> rows() { return Optional.empty(); }

    /** Runs with validated values; each row has exactly {@code columns().size()} cells. */
    void run(ParamValues values, Consumer<String[]> rows);
}
