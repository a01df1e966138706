package org.creatureexplorer.world.gallery;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "the gallery": nine creatures' worlds, each in its own cell of a 3 x 3 grid of
 * 480 x 300 cells, stepped together. Which worlds they are is the lesson's choice (any
 * {@link World} fits a cell: it is scaled to fit and centred). The pointer over a cell reaches
 * that cell's world in its own stage pixels; the others see it leave.
 */
public final class GalleryWorld extends FixedTickWorld {
    public static final double CELL_W = 480;
    public static final double CELL_H = 300;
    public static final int COLUMNS = 3;

    private final List<World> tiles;
    private int pointerCell = -1;

    public GalleryWorld(List<World> tiles) {
        super(COLUMNS * CELL_W, Math.ceil(tiles.size() / (double) COLUMNS) * CELL_H);
        this.tiles = List.copyOf(tiles);
    }

    public List<World> tiles() { return tiles; }

    @Override public void step() {
        tick++;
        for (World w : tiles) w.step();
    }

    @Override public List<SeriesSpec> series() { return List.of(); }

    @Override public void sample(double[] out) {}

    /** The cell under a stage point, or -1. */
    public int cellAt(Vec2 p) {
        if (p.x() < 0 || p.y() < 0 || p.x() >= stageWidth() || p.y() >= stageHeight()) return -1;
        int cell = (int) (p.y() / CELL_H) * COLUMNS + (int) (p.x() / CELL_W);
        return cell < tiles.size() ? cell : -1;
    }

    /** Top-left corner of cell i on the stage. */
    public Vec2 cellOrigin(int i) { return new Vec2((i % COLUMNS) * CELL_W, (i / COLUMNS) * CELL_H); }

    /** How much tile i's stage is scaled to fit its cell. */
    public double cellScale(int i) {
        World w = tiles.get(i);
        return Math.min(CELL_W / w.stageWidth(), CELL_H / w.stageHeight());
    }

    /** Where tile i's stage starts inside its cell (it is centred). */
    public Vec2 cellInset(int i) {
        World w = tiles.get(i);
        double k = cellScale(i);
        return new Vec2((CELL_W - w.stageWidth() * k) / 2, (CELL_H - w.stageHeight() * k) / 2);
    }

    /** A stage point in tile i's own stage pixels. */
    public Vec2 toTile(int i, Vec2 p) { return p.minus(cellOrigin(i)).minus(cellInset(i)).times(1 / cellScale(i)); }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) {
            int cell = cellAt(p.position());
            if (pointerCell >= 0 && pointerCell != cell) tiles.get(pointerCell).apply(new Input.PointerLeft());
            pointerCell = cell;
            if (cell >= 0) tiles.get(cell).apply(new Input.PointerAt(toTile(cell, p.position())));
        } else if (input instanceof Input.PointerLeft) {
            if (pointerCell >= 0) tiles.get(pointerCell).apply(input);
            pointerCell = -1;
        }
    }
}
