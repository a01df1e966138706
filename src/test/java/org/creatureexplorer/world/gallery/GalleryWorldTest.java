package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The gallery's grid, its shared target and its speed columns, checked on tiles whose
 * behaviour is known exactly: {@link Walker}, a point that walks half the way to the driven
 * target each step, on stages of several shapes (so each cell has its own scale and inset),
 * and a {@link StillWorld}, which follows nothing.
 */
class GalleryWorldTest {
    private static final double DT = 1.0 / 60;
    private static final double EXACT = 1e-9;

    /** A tile that follows a shared target: each step its lead point goes half the way to the target it was driven to. */
    static final class Walker extends FixedTickWorld implements SharedTarget {
        Vec2 lead;
        Vec2 driven;
        Vec2 followed;

        Walker(double w, double h, Vec2 start) {
            super(w, h);
            lead = start;
        }

        private Walker(Walker from) {
            super(from);
            lead = from.lead;
            driven = from.driven;
            followed = from.followed;
        }

        @Override public Walker copy() { return new Walker(this); }

        @Override public void step() {
            tick++;
            followed = driven;
            if (driven != null) lead = lead.lerp(driven, 0.5);
        }

        @Override public List<SeriesSpec> series() { return List.of(); }

        @Override public void sample(double[] out) {}

        @Override public void driveTarget(Vec2 target) { driven = target; }

        @Override public Vec2 followedTarget() { return followed; }

        @Override public Vec2 leadPoint() { return lead; }
    }

    /** The gallery's path written out here: the cell's centre, 170 x 95 px, 14 s a lap, one x swing per two y swings. */
    private static Vec2 path(double t) {
        double phase = 2 * Math.PI * t / 14;
        return new Vec2(240 + 170 * Math.sin(phase), 150 + 95 * Math.sin(2 * phase));
    }

    /**
     * Five tiles: 0 a 480 x 300 walker (scale 1, no inset), 1 a 600 x 600 walker (scale 0.5,
     * inset 90 px across), 2 a still 480 x 300 tile, 3 a 240 x 100 walker (scale 2, inset 50
     * px down), 4 a 960 x 300 walker (scale 0.5, inset 75 px down). Cell 5 is empty.
     */
    private static GalleryWorld gallery() {
        List<World> tiles = List.of(
                new Walker(480, 300, new Vec2(240, 150)),
                new Walker(600, 600, new Vec2(100, 500)),
                new StillWorld(480, 300),
                new Walker(240, 100, new Vec2(10, 90)),
                new Walker(960, 300, new Vec2(900, 20)));
        return new GalleryWorld(tiles, List.of("plain", "big square", "still", "small wide", "long strip"));
    }

    /** Scale and inset of a w x h stage in a 480 x 300 cell, worked out by hand for the five tiles above. */
    private static final double[] SCALE = {1, 0.5, 1, 2, 0.5};
    private static final Vec2[] INSET = {new Vec2(0, 0), new Vec2(90, 0), new Vec2(0, 0), new Vec2(0, 50), new Vec2(0, 75)};

    private static void assertNear(Vec2 expected, Vec2 actual, String what) {
        assertEquals(expected.x(), actual.x(), EXACT, what + " x");
        assertEquals(expected.y(), actual.y(), EXACT, what + " y");
    }

    @Test void theStageIsThreeCellsWideAndAsManyRowsAsNeeded() {
        GalleryWorld five = gallery();
        assertEquals(1440, five.stageWidth());
        assertEquals(600, five.stageHeight());
        for (int n = 1; n <= 7; n++) {
            List<World> tiles = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (int i = 0; i < n; i++) { tiles.add(new StillWorld(480, 300)); names.add("t" + i); }
            GalleryWorld g = new GalleryWorld(tiles, names);
            assertEquals(1440, g.stageWidth(), n + " tiles");
            assertEquals(300 * ((n + 2) / 3), g.stageHeight(), n + " tiles: rows of three, the last one partly filled");
        }
    }

    @Test void oneNamePerTileOrAClearError() {
        List<World> tiles = List.of(new StillWorld(480, 300), new StillWorld(480, 300), new StillWorld(480, 300));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new GalleryWorld(tiles, List.of("a", "b")));
        assertEquals("2 names for 3 tiles", e.getMessage());
    }

    @Test void oneSpeedColumnPerTileNamedAfterIt() {
        List<SeriesSpec> series = gallery().series();
        assertEquals(List.of("plain_speed", "big_square_speed", "still_speed", "small_wide_speed", "long_strip_speed"),
                series.stream().map(SeriesSpec::column).toList());
        assertEquals("big square", series.get(1).label());
        assertEquals("px/s", series.get(1).unit());
        assertTrue(series.stream().allMatch(SeriesSpec::nanAllowed), "a tile that follows nothing has no speed");
    }

    @Test void theTilesAreKeptAsGivenAndTheListCannotChangeUnderTheGallery() {
        List<World> given = new ArrayList<>(List.of(new StillWorld(480, 300), new StillWorld(240, 150)));
        GalleryWorld g = new GalleryWorld(given, List.of("a", "b"));
        World first = given.get(0);
        given.clear();
        assertEquals(2, g.tiles().size());
        assertTrue(g.tiles().get(0) == first, "the gallery steps the worlds it was given");
        assertThrows(UnsupportedOperationException.class, () -> g.tiles().add(new StillWorld(1, 1)));
    }

    @Test void eachStageIsScaledToFitItsCellAndCentred() {
        GalleryWorld g = gallery();
        for (int i = 0; i < 5; i++) {
            assertEquals(SCALE[i], g.cellScale(i), EXACT, "scale of tile " + i);
            assertNear(INSET[i], g.cellInset(i), "inset of tile " + i);
        }
    }

    @Test void cellsRunLeftToRightThenDown() {
        GalleryWorld g = gallery();
        assertEquals(new Vec2(0, 0), g.cellOrigin(0));
        assertEquals(new Vec2(960, 0), g.cellOrigin(2));
        assertEquals(new Vec2(0, 300), g.cellOrigin(3));
        assertEquals(new Vec2(480, 300), g.cellOrigin(4));
        for (int i = 0; i < 5; i++) {
            Vec2 o = g.cellOrigin(i);
            assertEquals(i, g.cellAt(o), "a cell's own corner is in it");
            assertEquals(i, g.cellAt(o.plus(new Vec2(479.999, 299.999))), "and so is the far corner of cell " + i);
        }
        assertEquals(1, g.cellAt(new Vec2(480, 0)), "the edge between two cells belongs to the right one");
        assertEquals(3, g.cellAt(new Vec2(0, 300)), "and between two rows to the lower one");
        assertEquals(-1, g.cellAt(new Vec2(1000, 400)), "cell 5 has no tile");
        assertEquals(-1, g.cellAt(new Vec2(-0.001, 10)));
        assertEquals(-1, g.cellAt(new Vec2(10, -0.001)));
        assertEquals(-1, g.cellAt(new Vec2(1440, 10)), "the right edge of the stage is off it");
        assertEquals(-1, g.cellAt(new Vec2(10, 600)), "and so is the bottom edge");
    }

    @Test void cellAndTilePixelsConvertBothWays() {
        GalleryWorld g = gallery();
        Vec2 cellPoint = new Vec2(123, 45);
        for (int i = 0; i < 5; i++) {
            // By hand: tile = (cell - inset) / scale, and back.
            Vec2 tile = new Vec2((123 - INSET[i].x()) / SCALE[i], (45 - INSET[i].y()) / SCALE[i]);
            assertNear(tile, g.cellToTile(i, cellPoint), "cell to tile " + i);
            assertNear(cellPoint, g.tileToCell(i, tile), "tile to cell " + i);
            assertNear(tile, g.toTile(i, g.cellOrigin(i).plus(cellPoint)), "stage to tile " + i);
        }
        // Tile 1's stage corners land on its centred square: 90..390 across, the full height.
        assertNear(new Vec2(90, 0), g.tileToCell(1, new Vec2(0, 0)), "top-left of the square stage");
        assertNear(new Vec2(390, 300), g.tileToCell(1, new Vec2(600, 600)), "bottom-right of the square stage");
    }

    @Test void everyFollowerIsDrivenWithTheOneFigureEightScaledIntoItsStage() {
        GalleryWorld g = gallery();
        for (int t = 1; t <= 900; t++) {
            g.step();
            Vec2 shared = path(t * DT);
            assertNear(shared, g.sharedTarget(), "tick " + t + ": the shared target");
            for (int i : new int[] {0, 1, 3, 4}) {
                Walker w = (Walker) g.tiles().get(i);
                Vec2 inTile = new Vec2((shared.x() - INSET[i].x()) / SCALE[i], (shared.y() - INSET[i].y()) / SCALE[i]);
                assertNear(inTile, w.followedTarget(), "tick " + t + ": the target tile " + i + " followed");
            }
            assertEquals(t, g.tiles().get(2).tick(), "every tile steps, followers or not");
        }
        assertEquals(900, g.tick());
    }

    @Test void theSpeedColumnsAreEachLeadPointsMoveOverTheTickInCellPixels() {
        GalleryWorld g = gallery();
        double[] s = new double[5];
        g.sample(s);
        assertArrayEquals(new double[] {0, 0, Double.NaN, 0, 0}, s, "before the first step: no move yet, and no speed for the still tile");
        assertNull(g.leadPoint(2));
        for (int i : new int[] {0, 1, 3, 4}) {
            assertNear(g.tileToCell(i, ((Walker) g.tiles().get(i)).lead), g.leadPoint(i), "tile " + i + "'s lead point at the start");
        }
        for (int t = 1; t <= 300; t++) {
            Vec2[] before = new Vec2[5];
            for (int i : new int[] {0, 1, 3, 4}) before[i] = ((Walker) g.tiles().get(i)).lead;
            g.step();
            g.sample(s);
            assertTrue(Double.isNaN(s[2]), "tick " + t + ": the still tile");
            for (int i : new int[] {0, 1, 3, 4}) {
                Vec2 now = ((Walker) g.tiles().get(i)).lead;
                // The walker's own move, in its stage pixels, times the cell's scale, per second.
                double expected = now.distanceTo(before[i]) * SCALE[i] / DT;
                assertEquals(expected, s[i], 1e-6, "tick " + t + ": speed of tile " + i);
                assertNear(g.tileToCell(i, now), g.leadPoint(i), "tick " + t + ": lead point of tile " + i);
            }
        }
        assertTrue(s[3] > 0, "the walkers keep moving on the curve");
    }

    @Test void thePointerOverACellPullsTheSharedTargetToTheSameSpotOfTheCell() {
        GalleryWorld g = gallery();
        for (int t = 0; t < 30; t++) g.step();
        Vec2 inCell = new Vec2(100, 80);
        g.apply(new Input.PointerAt(g.cellOrigin(4).plus(inCell)));
        assertEquals(inCell, g.pointer(), "the pointer, in cell pixels");
        double weight = 0;
        for (int t = 31; t <= 150; t++) {
            g.step();
            // IdleTarget's ease, recomputed: the weight closes 1 - exp(-4 dt) of its gap each tick.
            weight += (1 - weight) * (1 - Math.exp(-4 * DT));
            Vec2 curve = path(t * DT);
            assertNear(curve.lerp(inCell, weight), g.sharedTarget(), "tick " + t);
        }
        g.apply(new Input.PointerAt(new Vec2(1000, 400)));
        assertNull(g.pointer(), "over the empty cell the pointer has left");
        g.apply(new Input.PointerAt(g.cellOrigin(0).plus(inCell)));
        assertEquals(inCell, g.pointer());
        g.apply(new Input.PointerLeft());
        assertNull(g.pointer());
        g.apply(new Input.PointerAt(new Vec2(-5, 10)));
        assertNull(g.pointer(), "off the stage");
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        GalleryWorld g = gallery();
        for (int t = 0; t < 40; t++) g.step();
        g.apply(new Input.PointerAt(g.cellOrigin(3).plus(new Vec2(50, 60))));
        for (int t = 0; t < 20; t++) g.step();
        GalleryWorld c = g.copy();
        for (int i = 0; i < 5; i++) assertNotSame(g.tiles().get(i), c.tiles().get(i), "tile " + i + " is copied");
        assertEquals(g.pointer(), c.pointer());
        double[] before = new double[5];
        g.sample(before);
        double[] copied = new double[5];
        c.sample(copied);
        assertArrayEquals(before, copied, "the copy measures what the original did");
        Vec2 shared = g.sharedTarget();
        for (int t = 0; t < 50; t++) c.step();
        double[] still = new double[5];
        g.sample(still);
        assertArrayEquals(before, still, "stepping the copy leaves the original as it was");
        assertEquals(shared, g.sharedTarget());
        assertEquals(60, g.tick());
        c.apply(new Input.PointerLeft());
        assertEquals(new Vec2(50, 60), g.pointer(), "and so does an input to the copy");
        for (int t = 0; t < 50; t++) g.step();
        g.apply(new Input.PointerLeft());
        GalleryWorld d = g.copy();
        double[] a = new double[5], b = new double[5];
        for (int t = 0; t < 200; t++) {
            g.step();
            d.step();
            g.sample(a);
            d.sample(b);
            assertArrayEquals(a, b, "tick " + g.tick());
            assertEquals(g.sharedTarget(), d.sharedTarget());
            for (int i : new int[] {0, 1, 3, 4}) assertEquals(g.leadPoint(i), d.leadPoint(i));
        }
    }

    @Test void aRealTileFollowsTheSharedTargetAndReportsItsHeadsSpeed() {
        KoiWorld koi = new KoiWorld(ParamValues.defaults(KoiWorld.PARAMS));
        PondWorld pond = new PondWorld(ParamValues.defaults(PondWorld.PARAMS));
        GalleryWorld g = new GalleryWorld(List.of(koi, pond), List.of("koi", "pond"));
        Columns koiColumns = Columns.of(koi);
        double[] s = new double[2];
        for (int t = 1; t <= 240; t++) {
            Vec2 headBefore = koi.leadPoint();
            g.step();
            g.sample(s);
            assertNear(path(t * DT), koi.followedTarget(), "tick " + t + ": the koi (scale 1) follows the shared target itself");
            assertNear(path(t * DT), pond.followedTarget(), "tick " + t + ": and so does the pond's lead koi");
            assertEquals(koi.leadPoint().distanceTo(headBefore) / DT, s[0], 1e-6, "tick " + t);
            assertEquals(koiColumns.get(Columns.sample(koi), "speed"), s[0], 1e-6, "tick " + t + ": the koi's own speed column agrees");
        }
    }
}
