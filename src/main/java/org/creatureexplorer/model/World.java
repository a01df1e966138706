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

    /**
     * True when a drag of this handle leaves the world as if only the last of a row of drags
     * of it (within one tick) had arrived: "the handle is here now". {@link Playback} then logs
     * only the last, so a long drag costs one log entry per tick. A world whose drag has an
     * effect that depends on the positions passed through (a fence that stops the velocity)
     * says false for that handle, and every such drag is logged.
     */
    default boolean lastDragWins(String handleId) { return true; }

    /**
     * An independent copy of this world at this tick: stepping, or applying inputs to, either one
     * leaves the other as it was, and both go on exactly alike under the same inputs. How
     * {@link Playback} keeps its checkpoints for step back. Every piece of state that changes is
     * copied (two fields that point at one object point at one copy afterwards); values that never
     * change (records of finals, {@code Vec2}, enums, constant tables) are shared.
     */
    World copy();
}
