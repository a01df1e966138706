package org.creatureexplorer.model;

import java.util.List;
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

    /** Runs with validated values; each row has exactly {@code columns().size()} cells. */
    void run(ParamValues values, Consumer<String[]> rows);
}
