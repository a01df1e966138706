package org.creatureexplorer.model;

/**
 * What most worlds share: the fixed 1/60 s tick, the tick counter and a stage of a size fixed
 * when the world is built. A world extends this, counts its ticks with {@code tick++} in its
 * own {@link #step()} (where in the step it counts is the world's business) and declares the rest.
 */
public abstract class FixedTickWorld implements World {
    /** The fixed tick, 1/60 s. */
    public static final double DT = 1.0 / 60;

    private final double stageWidth;
    private final double stageHeight;
    /** Ticks taken since the world was built. */
    protected long tick;

    protected FixedTickWorld(double stageWidth, double stageHeight) {
        this.stageWidth = stageWidth;
        this.stageHeight = stageHeight;
    }

    /** For a world's copy constructor: the same stage and tick. */
    protected FixedTickWorld(FixedTickWorld from) {
        this.stageWidth = from.stageWidth;
        this.stageHeight = from.stageHeight;
        this.tick = from.tick;
    }

    @Override public final double dt() { return DT; }

    @Override public final long tick() { return tick; }

    @Override public final double stageWidth() { return stageWidth; }

    @Override public final double stageHeight() { return stageHeight; }
}
