package org.creatureexplorer.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class DistanceConstraintTest {

    @Test
    void placesThePointOnTheCircleAlongItsOwnDirection() {
        Random random = new Random(7);
        for (int i = 0; i < 1000; i++) {
            Vec2 anchor = new Vec2(random.nextDouble() * 400, random.nextDouble() * 300);
            Vec2 point = new Vec2(random.nextDouble() * 400, random.nextDouble() * 300);
            double length = 1 + random.nextDouble() * 150;
            Vec2 placed = DistanceConstraint.place(point, anchor, length, Vec2.UNIT_X);
            assertEquals(length, placed.distanceTo(anchor), 1e-9);
            // Independent check: same angle from the anchor as before (atan2 of the raw offset).
            double before = Math.atan2(point.y() - anchor.y(), point.x() - anchor.x());
            double after = Math.atan2(placed.y() - anchor.y(), placed.x() - anchor.x());
            assertEquals(0, Angles.wrap(after - before), 1e-9);
        }
    }

    @Test
    void workedNumbers() {
        // P = (30, 40) is 50 from the origin; with L = 10 it lands at (6, 8).
        Vec2 placed = DistanceConstraint.place(new Vec2(30, 40), Vec2.ZERO, 10, Vec2.UNIT_X);
        assertEquals(6, placed.x(), 1e-12);
        assertEquals(8, placed.y(), 1e-12);
    }

    @Test
    void pointExactlyOnTheAnchorUsesTheFallbackAndNeverNaN() {
        Vec2 anchor = new Vec2(100, 50);
        Vec2 placed = DistanceConstraint.place(anchor, anchor, 80, new Vec2(0, -1));
        assertTrue(placed.isFinite());
        assertEquals(100, placed.x(), 1e-12);
        assertEquals(-30, placed.y(), 1e-12);
    }

    @Test
    void zeroLengthVectorHasNoDirectionButAFallback() {
        assertEquals(Vec2.UNIT_X, Vec2.ZERO.directionOr(Vec2.UNIT_X));
        assertEquals(new Vec2(0.6, -0.8), new Vec2(3, -4).directionOr(Vec2.UNIT_X));
    }
}
