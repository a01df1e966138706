package org.creatureexplorer.creature.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class SpringKneeTest {

    private static Vec2 settle(Vec2 knee, Vec2 hip, Vec2 foot, double a, double b, int frames) {
        for (int t = 0; t < frames; t++) knee = SpringKnee.step(knee, hip, foot, a, b);
        return knee;
    }

    @Test
    void settlesOnBothCirclesOnTheSideItStarted() {
        // Hip (0,0), foot (150,0), rests 120 and 100: the circles meet at
        // x = (d^2 + a^2 - b^2) / 2d = 89.667, y = +-sqrt(a^2 - x^2) = +-79.749.
        double x = (150.0 * 150 + 120 * 120 - 100 * 100) / 300;
        double y = Math.sqrt(120 * 120 - x * x);
        for (int side : new int[] {1, -1}) {
            Vec2 knee = settle(new Vec2(75, 40 * side), Vec2.ZERO, new Vec2(150, 0), 120, 100, 60);
            assertEquals(0, knee.length() - 120, 1e-9, "hip spring at rest");
            assertEquals(0, knee.distanceTo(new Vec2(150, 0)) - 100, 1e-9, "foot spring at rest");
            assertEquals(x, knee.x(), 1e-9);
            assertEquals(side * y, knee.y(), 1e-9);
        }
    }

    @Test
    void settlesForManyLegsInReachKeepingItsSide() {
        SplittableRandom rng = new SplittableRandom(11);
        for (int k = 0; k < 200; k++) {
            double a = rng.nextDouble(90, 150), b = rng.nextDouble(90, 150);
            double d = rng.nextDouble(Math.abs(a - b) + 15, a + b - 15);
            double angle = rng.nextDouble(0, 2 * Math.PI);
            Vec2 hip = new Vec2(rng.nextDouble(100, 500), rng.nextDouble(100, 500));
            Vec2 foot = hip.plus(Vec2.polar(d, angle));
            int side = rng.nextBoolean() ? 1 : -1;
            Vec2 along = foot.minus(hip).directionOr(Vec2.UNIT_X);
            Vec2 start = hip.lerp(foot, 0.5).plus(along.perp().times(40 * side));
            Vec2 knee = settle(start, hip, foot, a, b, 3000);
            assertEquals(a, knee.distanceTo(hip), 1e-6, "leg " + k);
            assertEquals(b, knee.distanceTo(foot), 1e-6, "leg " + k);
            assertEquals(side, Math.signum(SpringKnee.side(knee, hip, foot)), "leg " + k + " kept its side");
            Vec2 predicted = SpringKnee.restingPlace(hip, foot, a, b, side);
            assertEquals(0, knee.distanceTo(predicted), 1e-6);
        }
    }

    @Test
    void outOfReachTheKneeSitsHalfwayAcrossTheGapBothSpringsStretchedEqually() {
        // d = 300 > 120 + 100: the gap between the circles runs from x = 120 to x = 200;
        // halfway is x = 160, both springs 40 px too long.
        for (int side : new int[] {1, -1}) {
            Vec2 knee = settle(new Vec2(150, 40 * side), Vec2.ZERO, new Vec2(300, 0), 120, 100, 200);
            assertEquals(160, knee.x(), 1e-9);
            assertEquals(0, knee.y(), 1e-9);
            assertEquals(40, knee.length() - 120, 1e-9);
            assertEquals(40, knee.distanceTo(new Vec2(300, 0)) - 100, 1e-9);
        }
    }

    @Test
    void theTwoMovesAreHalfEachSpringsError() {
        Vec2 hip = Vec2.ZERO, foot = new Vec2(150, 0), knee = new Vec2(75, 40);
        SpringKnee.Moves m = SpringKnee.moves(knee, hip, foot, 120, 100);
        // |knee - hip| = 85: 35 too short, so 17.5 px straight away from the hip.
        assertEquals(17.5, m.fromHip().length(), 1e-12);
        assertTrue(m.fromHip().dot(knee) > 0);
        // |knee - foot| = 85: 15 too short, 7.5 px away from the foot.
        assertEquals(7.5, m.fromFoot().length(), 1e-12);
        assertTrue(m.fromFoot().dot(knee.minus(foot)) > 0);
    }

    @Test
    void aKneeOnTopOfAnEndStaysFinite() {
        Vec2 knee = settle(Vec2.ZERO, Vec2.ZERO, new Vec2(150, 0), 120, 100, 50);
        assertTrue(knee.isFinite());
    }
}
