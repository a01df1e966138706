package org.creatureexplorer.world.blends;

import java.util.List;
import org.creatureexplorer.model.SeriesSpec;

/** The series a {@link GrazeWorld} samples: the {@code measure graze} columns, then the charts' own. */
final class GrazeSeries {
    private GrazeSeries() {}

    static final List<SeriesSpec> ALL = List.of(
            new SeriesSpec("x", "x", "px"),
            new SeriesSpec("y", "y", "px"),
            new SeriesSpec("speed", "walker speed", "px/tick"),
            new SeriesSpec("fear", "alarm (fear)", ""),
            new SeriesSpec("predator_x", "predator x", "px"),
            new SeriesSpec("predator_y", "predator y", "px"),
            new SeriesSpec("predator_distance", "predator distance", "px"),
            new SeriesSpec("tuft_distance", "distance from the tuft", "px"),
            new SeriesSpec("inside", "predator inside the radius", ""),
            // For charts only (not printed by measure graze).
            new SeriesSpec("t", "tick", ""),
            new SeriesSpec("inside_ticks", "ticks inside", "ticks"),
            new SeriesSpec("feed_weight", "feed's weight", ""),
            new SeriesSpec("flight_weight", "flight's weight", ""),
            new SeriesSpec("feed_len", "|feed|", "px/tick\u00b2"),
            new SeriesSpec("flight_len", "|flight|", "px/tick\u00b2"),
            new SeriesSpec("force_len", "|force|", "px/tick\u00b2"),
            new SeriesSpec("closest", "closest approach so far", "px"));
}
