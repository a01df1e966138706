package org.creatureexplorer.creature.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.SplitMix64;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * {@link WallLeg} recomputed from its class comment, with a twin random source drawing the same
 * numbers: the foot stays until the hip's closest wall spot is on another edge or more than
 * {@link WallLeg#STEP_DISTANCE} along from it, then lands within {@link WallLeg#LANDING_RANGE}
 * of that spot (clamped to the edge); the knee takes its two spring moves, and a knee pulled
 * onto the hip-foot line while in reach is set {@link WallLeg#SIDE_FLOOR} out on its last side.
 */
class WallLegRecomputedTest {
    private static final double EPS = 1e-9;

    private static void assertNear(Vec2 expected, Vec2 actual, String what) {
        assertEquals(expected.x(), actual.x(), EPS, what + " x");
        assertEquals(expected.y(), actual.y(), EPS, what + " y");
    }

    @Test
    void itLandsNearTheClosestSpotWithItsKneeBentToItsSide() {
        Vec2 hip = new Vec2(120, 300);
        for (int side : new int[] {-3, -1, 0, 1, 7}) {
            SplitMix64 twin = new SplitMix64(42);
            WallLeg leg = new WallLeg(hip, 110, 130, side, new SplitMix64(42));
            int expectedSide = side >= 0 ? 1 : -1;
            assertEquals(expectedSide, leg.bendSide(), "side " + side);
            Box.Spot closest = Box.closest(hip);
            assertEquals(closest, leg.closest());
            double along = Box.clampAlong(closest.along() + twin.nextDouble(-WallLeg.LANDING_RANGE, WallLeg.LANDING_RANGE));
            assertEquals(new Box.Spot(closest.edge(), along), leg.footSpot());
            assertNear(Box.position(closest.edge(), along), leg.foot(), "foot");
            assertEquals(1, leg.steps());
            assertFalse(leg.steppedThisFrame(), "the first landing is not a step");
            Vec2 along2 = leg.foot().minus(hip).directionOr(Vec2.UNIT_X);
            assertNear(hip.lerp(leg.foot(), 0.5).plus(along2.perp().times(40 * expectedSide)), leg.knee(), "knee");
            assertEquals(leg.knee().distanceTo(hip) - 110, leg.hipError(), EPS);
            assertEquals(leg.knee().distanceTo(leg.foot()) - 130, leg.footError(), EPS);
            assertEquals(hip, leg.hip());
        }
    }

    @Test
    void aFootStepsForAnotherEdgeOrMoreThanTheStepDistance() {
        assertFalse(WallLeg.mustStep(new Box.Spot(Box.TOP, 100), new Box.Spot(Box.TOP, 500)), "exactly 400 along");
        assertFalse(WallLeg.mustStep(new Box.Spot(Box.TOP, 500), new Box.Spot(Box.TOP, 100)), "exactly 400 back");
        assertTrue(WallLeg.mustStep(new Box.Spot(Box.TOP, 100), new Box.Spot(Box.TOP, 500.001)));
        assertTrue(WallLeg.mustStep(new Box.Spot(Box.TOP, 500.001), new Box.Spot(Box.TOP, 100)));
        assertFalse(WallLeg.mustStep(new Box.Spot(Box.LEFT, 300), new Box.Spot(Box.LEFT, 310)));
        assertTrue(WallLeg.mustStep(new Box.Spot(Box.LEFT, 300), new Box.Spot(Box.RIGHT, 300)), "another edge");
    }

    @Test
    void reachIsTheTwoRestsTogether() {
        WallLeg leg = new WallLeg(new Vec2(300, 300), 110, 130, 1, new SplitMix64(3));
        double d = leg.hip().distanceTo(leg.foot());
        leg.setRests(d / 2 - 1, d / 2);
        assertFalse(leg.inReach(), "1 px short");
        assertEquals(d / 2 - 1, leg.hipRest());
        assertEquals(d / 2, leg.footRest());
        leg.setRests(d / 2 + 1, d / 2);
        assertTrue(leg.inReach());
    }

    /** The hip walks round the box; every frame is recomputed here with the same draws. */
    @Test
    void framesFollowTheStepAndKneeRules() {
        long seed = 99;
        SplitMix64 rng = new SplitMix64(seed);
        SplitMix64 twin = new SplitMix64(seed);
        Vec2 hip = new Vec2(80, 80);
        WallLeg leg = new WallLeg(hip, 90, 120, -1, rng);
        Box.Spot closestAtStart = Box.closest(hip);
        Box.Spot foot = new Box.Spot(closestAtStart.edge(),
                Box.clampAlong(closestAtStart.along() + twin.nextDouble(-WallLeg.LANDING_RANGE, WallLeg.LANDING_RANGE)));
        Vec2 knee = leg.knee();
        int side = -1;
        long steps = 1;
        for (int frame = 1; frame <= 720; frame++) {
            double a = frame * 2 * Math.PI / 360;
            hip = new Vec2(300 + 230 * Math.cos(a), 300 + 230 * Math.sin(a) * (frame > 360 ? 0.2 : 1));
            if (frame == 500) leg.setRests(60, 80);
            double hipRest = frame >= 500 ? 60 : 90;
            double footRest = frame >= 500 ? 80 : 120;
            Box.Spot closest = Box.closest(hip);
            boolean step = foot.edge() != closest.edge() || Math.abs(foot.along() - closest.along()) > WallLeg.STEP_DISTANCE;
            if (step) {
                foot = new Box.Spot(closest.edge(), Box.clampAlong(closest.along() + twin.nextDouble(-WallLeg.LANDING_RANGE, WallLeg.LANDING_RANGE)));
                steps++;
            }
            Vec2 footAt = foot.position();
            SpringKnee.Moves moves = SpringKnee.moves(knee, hip, footAt, hipRest, footRest);
            Vec2 total = new Vec2(moves.fromHip().x() + moves.fromFoot().x(), moves.fromHip().y() + moves.fromFoot().y());
            knee = knee.plus(total);
            double offset = SpringKnee.side(knee, hip, footAt);
            if (Math.abs(offset) >= 1) {
                side = offset > 0 ? 1 : -1;
            } else if (Math.abs(offset) < WallLeg.SIDE_FLOOR && hip.distanceTo(footAt) < hipRest + footRest) {
                knee = knee.plus(footAt.minus(hip).directionOr(Vec2.UNIT_X).perp().times(side * WallLeg.SIDE_FLOOR - offset));
            }

            leg.update(hip, rng);
            assertEquals(closest, leg.closest(), "closest at frame " + frame);
            assertEquals(foot, leg.footSpot(), "foot at frame " + frame);
            assertEquals(step, leg.steppedThisFrame(), "stepped at frame " + frame);
            assertEquals(steps, leg.steps());
            assertNear(moves.fromHip(), leg.lastMoves().fromHip(), "hip move at frame " + frame);
            assertNear(moves.fromFoot(), leg.lastMoves().fromFoot(), "foot move at frame " + frame);
            assertNear(knee, leg.knee(), "knee at frame " + frame);
            assertEquals(side, leg.bendSide(), "side at frame " + frame);
            assertEquals(hip.distanceTo(footAt) < hipRest + footRest, leg.inReach());
        }
        assertTrue(steps > 4, "it stepped round the box: " + steps);
    }

    @Test
    void aKneeOnTheLineIsSetOutOnItsLastSide() {
        for (int side : new int[] {1, -1}) {
            // Out of reach, the springs pull the knee onto the hip-foot line (no floor then).
            Vec2 hip = new Vec2(300, 150);
            WallLeg leg = new WallLeg(hip, 30, 30, side, new SplitMix64(5));
            for (int i = 0; i < 300; i++) leg.update(hip, new SplitMix64(1));
            Vec2 foot = leg.foot();
            assertFalse(leg.inReach());
            assertTrue(Math.abs(SpringKnee.side(leg.knee(), hip, foot)) < 1e-3, "on the line while out of reach");
            assertEquals(side, leg.bendSide());
            // Back in reach: the moves keep a knee on the line, so the floor sets it out on its side.
            double d = hip.distanceTo(foot);
            leg.setRests(d / 2 + 20, d / 2 + 20);
            leg.update(hip, new SplitMix64(1));
            assertTrue(leg.inReach());
            assertEquals(side * WallLeg.SIDE_FLOOR, SpringKnee.side(leg.knee(), hip, foot), 1e-9, "SIDE_FLOOR out on side " + side);
            assertEquals(side, leg.bendSide());
            // Rests whose circles meet 0.3 px off the line: the springs pull the knee in toward
            // 0.3 every frame, and every frame the floor puts it back at exactly SIDE_FLOOR.
            double r = Math.sqrt(d * d / 4 + 0.09);
            leg.setRests(r, r);
            for (int i = 0; i < 200; i++) {
                leg.update(hip, new SplitMix64(1));
                if (i > 100) assertEquals(side * WallLeg.SIDE_FLOOR, SpringKnee.side(leg.knee(), hip, foot), 1e-9, "held out, frame " + i);
            }
            assertTrue(Math.abs(leg.lastMoves().fromHip().length()) > 1e-4, "the springs still pull it in");
        }
    }

    @Test
    void aCopyGoesOnAloneAndAlike() {
        WallLeg leg = new WallLeg(new Vec2(200, 200), 100, 120, 1, new SplitMix64(8));
        leg.update(new Vec2(220, 210), new SplitMix64(9));
        WallLeg copy = leg.copy();
        copy.update(new Vec2(560, 560), new SplitMix64(10));
        assertEquals(new Vec2(220, 210), leg.hip(), "the original stayed");
        WallLeg again = leg.copy();
        leg.update(new Vec2(500, 100), new SplitMix64(11));
        again.update(new Vec2(500, 100), new SplitMix64(11));
        assertEquals(leg.knee(), again.knee());
        assertEquals(leg.footSpot(), again.footSpot());
        assertEquals(leg.steps(), again.steps());
        assertEquals(leg.bendSide(), again.bendSide());
        assertEquals(leg.lastMoves(), again.lastMoves());
        assertEquals(leg.hipRest(), again.hipRest());
    }
}
