package org.creatureexplorer.creature.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.SplitMix64;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * How {@link Jeremiah} is put together, recomputed with a twin random stream: the body laid
 * back along the head's starting circle, the legs' hips on every other body point with rests
 * drawn in [MIN_REST, MAX_REST), each feeler's drift drawn in [-1, 1)^2; then each frame the
 * legs follow their hips and the feelers the head, and the steps of the last 60 frames are summed.
 */
class JeremiahAssemblyTest {

    @Test
    void hipsSitOnEveryOtherBodyPoint() {
        for (int k = 0; k < Jeremiah.LEGS; k++) assertEquals(1 + 2 * k, Jeremiah.hipSegment(k));
    }

    @Test
    void theBodyLiesBackAlongTheStartingCircle() {
        for (long seed = 1; seed <= 12; seed++) {
            NoiseOrbitHead head = new NoiseOrbitHead(seed);
            Vec2[] pts = Jeremiah.alongOrbit(head, 9, 6);
            double r = head.radius();
            double dir = head.noise() >= 0.5 ? 1 : -1;
            for (int i = 0; i < 9; i++) {
                double a = head.angle() - dir * i * 6 / r;
                assertEquals(300 + r * Math.cos(a), pts[i].x(), 1e-9, "seed " + seed + " point " + i);
                assertEquals(300 + r * Math.sin(a), pts[i].y(), 1e-9, "seed " + seed + " point " + i);
            }
            assertEquals(head.position().x(), pts[0].x(), 1e-9, "the first point is the head");
        }
    }

    @Test
    void legsAndFeelersAreDrawnFromTheSeedInOrder() {
        long seed = 31;
        Jeremiah j = new Jeremiah(seed);
        SplitMix64 twin = new SplitMix64(seed);
        for (int k = 0; k < Jeremiah.LEGS; k++) {
            WallLeg leg = j.leg(k);
            Vec2 hip = j.body().point(1 + 2 * k);
            assertEquals(hip, leg.hip());
            assertEquals(twin.nextDouble(WallLeg.MIN_REST, WallLeg.MAX_REST), leg.hipRest(), 0, "hip rest of " + k);
            assertEquals(twin.nextDouble(WallLeg.MIN_REST, WallLeg.MAX_REST), leg.footRest(), 0, "foot rest of " + k);
            Box.Spot closest = Box.closest(hip);
            double along = Box.clampAlong(closest.along() + twin.nextDouble(-WallLeg.LANDING_RANGE, WallLeg.LANDING_RANGE));
            assertEquals(new Box.Spot(closest.edge(), along), leg.footSpot(), "landing of " + k);
            Vec2 towardTail = j.body().point(2 + 2 * k).minus(hip);
            Vec2 wall = closest.position().minus(hip);
            assertEquals(wall.perp().dot(towardTail) >= 0 ? 1 : -1, leg.bendSide(), "knee toward the tail, leg " + k);
        }
        for (int f = 0; f < Jeremiah.FEELERS; f++) {
            Vec2 drift = new Vec2(twin.nextDouble(-1, 1), twin.nextDouble(-1, 1));
            assertEquals(drift, j.feelers().get(f).drift(), "drift of feeler " + f);
            assertEquals(Jeremiah.FEELER_PULL, j.feelers().get(f).pull());
            assertEquals(Jeremiah.FEELER_POINTS, j.feelers().get(f).size());
        }
        assertEquals(Jeremiah.LEGS, j.legs().size());
    }

    @Test
    void framesMoveEveryPartAndCountTheLastSecondsSteps() {
        Jeremiah j = new Jeremiah(7);
        NoiseOrbitHead head = new NoiseOrbitHead(7);
        int[] steps = new int[2000];
        for (int frame = 1; frame < steps.length; frame++) {
            boolean held = frame > 900 && frame < 1200;
            j.step(held);
            head.step(held);
            assertEquals(frame, j.frame());
            assertEquals(head.position(), j.head().position());
            int stepped = 0;
            int planted = 0;
            for (int k = 0; k < Jeremiah.LEGS; k++) {
                WallLeg leg = j.leg(k);
                assertEquals(j.body().point(1 + 2 * k), leg.hip(), "leg " + k + " follows its hip");
                if (leg.steppedThisFrame()) stepped++;
                else if (Box.onEdge(leg.foot())) planted++;
            }
            steps[frame] = stepped;
            assertEquals(stepped, j.stepsThisFrame());
            assertEquals(planted, j.feetPlanted());
            int window = 0;
            for (int f = Math.max(1, frame - 59); f <= frame; f++) window += steps[f];
            assertEquals(window, j.stepsPerSecond(), "steps over the last 60 frames at frame " + frame);
        }
        int total = 0;
        for (int s : steps) total += s;
        assertTrue(total > 20, "the legs stepped: " + total);
        // The feelers trail the head: a feeler's first point keeps near it after 2000 frames of orbit.
        assertTrue(j.feelers().get(3).point(0).distanceTo(j.head().position()) < 30, "feelers follow the head");
    }

    @Test
    void aCopyGoesOnAloneAndAlike() {
        Jeremiah j = new Jeremiah(3);
        for (int i = 0; i < 200; i++) j.step(false);
        Jeremiah copy = j.copy();
        Vec2 before = j.head().position();
        for (int i = 0; i < 100; i++) copy.step(true);
        assertEquals(before, j.head().position(), "the original stayed");
        Jeremiah again = j.copy();
        for (int i = 0; i < 300; i++) {
            j.step(false);
            again.step(false);
        }
        for (int k = 0; k < Jeremiah.LEGS; k++) assertEquals(j.leg(k).footSpot(), again.leg(k).footSpot(), "leg " + k);
        assertEquals(j.feelers().get(10).tip(), again.feelers().get(10).tip());
        assertEquals(j.stepsPerSecond(), again.stepsPerSecond());
        assertEquals(j.body().point(20), again.body().point(20));
    }
}
