package org.creatureexplorer.model;

import java.util.List;

/**
 * A lesson's small deterministic world: a fixed tick, a seeded random stream, no wall clock.
 * Built from parameter values; changed only by {@link #step()} and {@link #apply(Input)}.
 * The same {@link #sample} feeds the live charts, the CSV of {@code measure} and the tests.
 */
public interface World {

    /** Length of one tick in seconds (1/60 unless a lesson says otherwise). */
    double dt();

    /** Number of ticks taken since the world was built. */
    long tick();

    default double timeSeconds() { return tick() * dt(); }

    /** Advances one fixed tick. */
    void step();

    /** The measured quantities, in column order (the CSV adds tick and time_s in front). */
    List<SeriesSpec> series();

    /** Writes this tick's measurements into {@code out}, aligned with {@link #series()}. */
    void sample(double[] out);

    /** Stage size in stage pixels; the view scales it to fit, keeping the aspect. */
    double stageWidth();

    double stageHeight();

    /** Handles a pointer may drag, in stage pixels; empty when nothing is draggable. */
    default List<Handle> handles() { return List.of(); }

    /** Applies an input now; the caller logs it so a replay applies it at the same tick. */
    default void apply(Input input) {}
}
