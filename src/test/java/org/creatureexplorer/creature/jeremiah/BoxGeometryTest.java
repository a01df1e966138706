package org.creatureexplorer.creature.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/** Jeremiah's 600 px box worked out by hand: edge positions, distances, the closest spot and its ties. */
class BoxGeometryTest {
    private static final double EPS = 1e-12;

    @Test
    void spotsLieOnTheirEdges() {
        assertEquals(new Vec2(120, 0), Box.position(Box.TOP, 120));
        assertEquals(new Vec2(600, 120), Box.position(Box.RIGHT, 120));
        assertEquals(new Vec2(120, 600), Box.position(Box.BOTTOM, 120));
        assertEquals(new Vec2(0, 120), Box.position(Box.LEFT, 120));
        assertEquals(new Vec2(600, 45), new Box.Spot(Box.RIGHT, 45).position());
    }

    @Test
    void alongIsTheCoordinateOnTheEdgeClamped() {
        Vec2 p = new Vec2(130, 470);
        assertEquals(130, Box.along(Box.TOP, p), EPS);
        assertEquals(130, Box.along(Box.BOTTOM, p), EPS);
        assertEquals(470, Box.along(Box.RIGHT, p), EPS);
        assertEquals(470, Box.along(Box.LEFT, p), EPS);
        assertEquals(600, Box.along(Box.TOP, new Vec2(700, 10)), EPS);
        assertEquals(0, Box.along(Box.LEFT, new Vec2(10, -40)), EPS);
        assertEquals(0, Box.clampAlong(-3), EPS);
        assertEquals(600, Box.clampAlong(612), EPS);
        assertEquals(250.5, Box.clampAlong(250.5), EPS);
    }

    @Test
    void distancesToEachEdgeLine() {
        Vec2 p = new Vec2(130, 470);
        assertEquals(470, Box.distanceTo(Box.TOP, p), EPS);
        assertEquals(470, Box.distanceTo(Box.RIGHT, p), EPS);
        assertEquals(130, Box.distanceTo(Box.BOTTOM, p), EPS);
        assertEquals(130, Box.distanceTo(Box.LEFT, p), EPS);
        assertEquals(-20, Box.distanceTo(Box.RIGHT, new Vec2(620, 300)), EPS, "negative beyond");
    }

    @Test
    void theClosestSpotAndItsTies() {
        assertEquals(new Box.Spot(Box.TOP, 300), Box.closest(new Vec2(300, 40)));
        assertEquals(new Box.Spot(Box.RIGHT, 300), Box.closest(new Vec2(570, 300)));
        assertEquals(new Box.Spot(Box.BOTTOM, 200), Box.closest(new Vec2(200, 590)));
        assertEquals(new Box.Spot(Box.LEFT, 250), Box.closest(new Vec2(5, 250)));
        // Ties go to the edge that comes first: top, right, bottom, left.
        assertEquals(new Box.Spot(Box.TOP, 300), Box.closest(new Vec2(300, 300)), "the centre: all four tie");
        assertEquals(new Box.Spot(Box.RIGHT, 550), Box.closest(new Vec2(550, 550)), "right and bottom tie");
        assertEquals(new Box.Spot(Box.BOTTOM, 50), Box.closest(new Vec2(50, 550)), "bottom and left tie");
        assertEquals(new Box.Spot(Box.TOP, 50), Box.closest(new Vec2(50, 50)), "top and left tie");
    }

    @Test
    void onEdgeMeansExactlyOnAWallInsideTheBox() {
        assertTrue(Box.onEdge(new Vec2(0, 300)));
        assertTrue(Box.onEdge(new Vec2(600, 300)));
        assertTrue(Box.onEdge(new Vec2(300, 0)));
        assertTrue(Box.onEdge(new Vec2(300, 600)));
        assertTrue(Box.onEdge(new Vec2(600, 600)));
        assertFalse(Box.onEdge(new Vec2(300, 300)));
        assertFalse(Box.onEdge(new Vec2(0.001, 300)));
        assertFalse(Box.onEdge(new Vec2(-1, 0)), "on the line of the top edge, but outside");
        assertFalse(Box.onEdge(new Vec2(601, 600)));
        assertFalse(Box.onEdge(new Vec2(0, 601)));
        assertFalse(Box.onEdge(new Vec2(300, -0.5)));
    }
}
