package org.creatureexplorer.world.gallery;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "the gallery": nine creatures' worlds, each in its own cell of a 3 x 3 grid of
 * 480 x 300 cells, stepped together. Which worlds they are is the lesson's choice (any
 * {@link World} fits a cell: it is scaled to fit and centred). One target runs one
 * figure-eight in cell pixels; before every step each tile that can follow it
 * ({@link SharedTarget}) is handed it, scaled into its own stage, so all nine follow the same
 * path at the same moment. The pointer over any cell pulls that one target toward the same
 * spot of the cell, so all nine follow it; when it leaves, the target eases back to the curve.
 */
public final class GalleryWorld extends FixedTickWorld {
    public static final double CELL_W = 480;
    public static final double CELL_H = 300;
    public static final int COLUMNS = 3;

    /** The one path, in cell pixels: the lizard's and the caterpillar's walking figure-eight (14 s a lap, about 78 px/s). */
    public static final FigureEight PATH = new FigureEight(new Vec2(CELL_W / 2, CELL_H / 2), 170, 95, 14);

    private final List<World> tiles;
    private final List<SeriesSpec> series;
    private final IdleTarget target;
    private Vec2 shared = PATH.at(0);
    /** Each tile's lead point after the last step, in cell pixels, and its speed over that step (px/s). */
    private final Vec2[] lead;
    private final double[] speed;

    /** @param names one short English name per tile, for its speed column ({@code <name>_speed}) */
    public GalleryWorld(List<World> tiles, List<String> names) {
        super(COLUMNS * CELL_W, Math.ceil(tiles.size() / (double) COLUMNS) * CELL_H);
        target = new IdleTarget(PATH, 0);
        if (names.size() != tiles.size()) throw new IllegalArgumentException(names.size() + " names for " + tiles.size() + " tiles");
        this.tiles = List.copyOf(tiles);
        this.series = names.stream()
                .map(n -> new SeriesSpec(n.replace(' ', '_') + "_speed", n, "px/s")
                        .mayBeNaN("a tile whose world has no creature following the target has no speed"))
                .toList();
        lead = new Vec2[tiles.size()];
        speed = new double[tiles.size()];
        for (int i = 0; i < lead.length; i++) {
            lead[i] = leadInCell(i);
            speed[i] = lead[i] == null ? Double.NaN : 0;
        }
    }

    private GalleryWorld(GalleryWorld from) {
        super(from);
        tiles = from.tiles.stream().map(World::copy).toList();
        series = from.series;
        target = from.target.copy();
        shared = from.shared;
        lead = from.lead.clone();
        speed = from.speed.clone();
    }

    @Override public GalleryWorld copy() { return new GalleryWorld(this); }

    /** Tile i's lead point in cell pixels, or null when its world follows no shared target. */
    private Vec2 leadInCell(int i) {
        return tiles.get(i) instanceof SharedTarget follower ? tileToCell(i, follower.leadPoint()) : null;
    }

    public List<World> tiles() { return tiles; }

    @Override public void step() {
        tick++;
        shared = target.update(timeSeconds(), DT);
        for (int i = 0; i < tiles.size(); i++) {
            World w = tiles.get(i);
            if (w instanceof SharedTarget follower) follower.driveTarget(cellToTile(i, shared));
            w.step();
            Vec2 now = leadInCell(i);
            speed[i] = now == null ? Double.NaN : now.distanceTo(lead[i]) / DT;
            lead[i] = now;
        }
    }

    /** Tile i's lead point (head or body) after the last step, in cell pixels; null if it follows no shared target. */
    public Vec2 leadPoint(int i) { return lead[i]; }

    /** The one target all tiles followed in the last step, in cell pixels. */
    public Vec2 sharedTarget() { return shared; }

    /** The pointer, in cell pixels, while it is over a cell; else null. */
    public Vec2 pointer() { return target.pointer(); }

    /** One column per tile: how fast its creature's lead point moved over the last tick, in cell pixels a second. */
    @Override public List<SeriesSpec> series() { return series; }

    @Override public void sample(double[] out) { System.arraycopy(speed, 0, out, 0, speed.length); }

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
    public Vec2 toTile(int i, Vec2 p) { return cellToTile(i, p.minus(cellOrigin(i))); }

    /** A point in cell pixels (0..480, 0..300) in tile i's own stage pixels. */
    public Vec2 cellToTile(int i, Vec2 cellPoint) {
        // cellPoint.minus(cellInset(i)).times(1 / cellScale(i)) on the coordinates: nine tiles every tick
        double k = cellScale(i);
        double perScale = 1 / k;
        return new Vec2((cellPoint.x() - insetX(i, k)) * perScale, (cellPoint.y() - insetY(i, k)) * perScale);
    }

    /** A point of tile i's own stage in cell pixels. */
    public Vec2 tileToCell(int i, Vec2 tilePoint) {
        // tilePoint.times(cellScale(i)).plus(cellInset(i)) on the coordinates
        double k = cellScale(i);
        return new Vec2(tilePoint.x() * k + insetX(i, k), tilePoint.y() * k + insetY(i, k));
    }

    private double insetX(int i, double scale) { return (CELL_W - tiles.get(i).stageWidth() * scale) / 2; }

    private double insetY(int i, double scale) { return (CELL_H - tiles.get(i).stageHeight() * scale) / 2; }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerAt p) {
            int cell = cellAt(p.position());
            if (cell >= 0) target.pointerAt(p.position().minus(cellOrigin(cell)));
            else target.pointerLeft();
        } else if (input instanceof Input.PointerLeft) {
            target.pointerLeft();
        }
    }
}
