package org.creatureexplorer.lessons.gallery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.gallery.GalleryWorld;
import org.creatureexplorer.world.skeletons.SpiderWorld;
import org.junit.jupiter.api.Test;

/** The nine tiles of lesson 5.1 follow one target, scaled into each tile, at every tick. */
class GallerySharedTargetTest {
    /** Cell pixels; a tile's stage is scaled by at most 4/3, so round-off stays far below this. */
    private static final double SAME = 1e-9;

    private static GalleryWorld gallery() {
        Lesson<GalleryWorld> lesson = GalleryLesson.create();
        return lesson.createWorld(lesson.defaultParams());
    }

    /** The figure-eight written out here: centre of the 480 x 300 cell, 170 x 95 px, 14 s a lap, 1:2. */
    private static Vec2 figureEight(double t) {
        double phase = 2 * Math.PI * t / 14;
        return new Vec2(240 + 170 * Math.sin(phase), 150 + 95 * Math.sin(2 * phase));
    }

    /** Every tile's followed target, brought back to cell pixels, is the one shared target (the spider: its x, it walks on its ground). */
    private static void assertAllFollow(GalleryWorld g, Vec2 expected, String when) {
        for (int i = 0; i < g.tiles().size(); i++) {
            World tile = g.tiles().get(i);
            SharedTarget follower = assertInstanceOf(SharedTarget.class, tile, "tile " + i + " cannot follow the shared target");
            Vec2 followed = g.tileToCell(i, follower.followedTarget());
            assertEquals(expected.x(), followed.x(), SAME, when + ": tile " + i + " (" + tile.getClass().getSimpleName() + ") x");
            if (!(tile instanceof SpiderWorld)) {
                assertEquals(expected.y(), followed.y(), SAME, when + ": tile " + i + " (" + tile.getClass().getSimpleName() + ") y");
            }
        }
    }

    @Test void allNineFollowTheSameFigureEightEveryTick() {
        GalleryWorld g = gallery();
        assertEquals(9, g.tiles().size());
        for (int t = 1; t <= 1200; t++) { // 20 s: more than a lap
            g.step();
            Vec2 onCurve = figureEight(t / 60.0);
            assertEquals(0, g.sharedTarget().distanceTo(onCurve), 1e-9, "tick " + t + ": the shared target is off the figure-eight");
            assertAllFollow(g, onCurve, "tick " + t);
        }
    }

    @Test void thePointerOverAnyCellPullsAllNine() {
        GalleryWorld g = gallery();
        for (int t = 0; t < 60; t++) g.step();
        // The pointer at (100, 80) of the bottom-right cell (the pond's).
        Vec2 inCell = new Vec2(100, 80);
        g.apply(new Input.PointerAt(g.cellOrigin(8).plus(inCell)));
        for (int t = 0; t < 180; t++) {
            g.step();
            assertAllFollow(g, g.sharedTarget(), "pointer tick " + t);
        }
        // After 3 s the pull has eased to 1 - exp(-4 x 3) of the way: within 1e-5 of the ~200 px distance.
        assertTrue(g.sharedTarget().distanceTo(inCell) < 0.01, "the target did not reach the pointer: " + g.sharedTarget());
        g.apply(new Input.PointerLeft());
        for (int t = 0; t < 300; t++) g.step();
        assertAllFollow(g, g.sharedTarget(), "after the pointer left");
        double t = g.timeSeconds();
        assertTrue(g.sharedTarget().distanceTo(figureEight(t)) < 0.01, "the target did not ease back to the curve");
    }
}
