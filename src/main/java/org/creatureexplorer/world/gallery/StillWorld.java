package org.creatureexplorer.world.gallery;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.SeriesSpec;

/** A world where nothing happens: the stand-in for a gallery tile whose lesson is not in this build. */
public final class StillWorld extends FixedTickWorld {
    public StillWorld(double width, double height) { super(width, height); }

    private StillWorld(StillWorld from) {
        super(from);
    }

    @Override public StillWorld copy() { return new StillWorld(this); }

    @Override public void step() { tick++; }

    @Override public List<SeriesSpec> series() { return List.of(); }

    @Override public void sample(double[] out) {}
}
