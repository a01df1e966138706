package org.creatureexplorer.creature.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class JeremiahTest {

    @Test
    void feetAlwaysGripAnEdgeOfTheBoxAndOnlyStepByTheRules() {
        for (boolean held : new boolean[] {false, true}) {
            Jeremiah j = new Jeremiah(3, held);
            Vec2[] feet = new Vec2[Jeremiah.LEGS];
            for (int k = 0; k < Jeremiah.LEGS; k++) feet[k] = j.leg(k).foot();
            int steps = 0;
            for (int t = 0; t < 20_000; t++) {
                j.step(held);
                int stepped = 0;
                for (int k = 0; k < Jeremiah.LEGS; k++) {
                    WallLeg l = j.leg(k);
                    Vec2 f = l.foot();
                    assertTrue(Box.onEdge(f), "foot " + k + " off the walls at " + f);
                    assertTrue(l.hip().equals(j.body().point(Jeremiah.hipSegment(k))));
                    Box.Spot closest = Box.closest(l.hip());
                    // After the frame the foot is where the rules allow it: same edge as the closest point, within 400 px.
                    assertEquals(closest.edge(), l.footSpot().edge());
                    assertTrue(Math.abs(closest.along() - l.footSpot().along()) <= WallLeg.STEP_DISTANCE);
                    if (l.steppedThisFrame()) {
                        stepped++;
                        assertTrue(Math.abs(closest.along() - l.footSpot().along()) <= WallLeg.LANDING_RANGE + 1e-9, "landed within 200 px");
                    } else {
                        assertEquals(feet[k], f, "a planted foot stays put");
                    }
                    feet[k] = f;
                }
                assertEquals(stepped, j.stepsThisFrame());
                assertEquals(Jeremiah.LEGS, j.stepsThisFrame() + j.feetPlanted());
                steps += stepped;
            }
            assertTrue(steps > 1000, "the legs do step: " + steps);
        }
    }

    @Test
    void stepsPerSecondCountsTheLastSixtyFrames() {
        Jeremiah j = new Jeremiah(5);
        int[] recent = new int[60];
        for (int t = 1; t <= 3000; t++) {
            j.step(false);
            recent[t % 60] = j.stepsThisFrame();
            int sum = 0;
            for (int r : recent) sum += r;
            assertEquals(sum, j.stepsPerSecond());
        }
    }

    @Test
    void legsHaveTheirOwnProportionsInNinetyToOneFifty() {
        Jeremiah j = new Jeremiah(9);
        java.util.Set<Double> distinct = new java.util.HashSet<>();
        for (WallLeg l : j.legs()) {
            assertTrue(l.hipRest() >= 90 && l.hipRest() <= 150);
            assertTrue(l.footRest() >= 90 && l.footRest() <= 150);
            distinct.add(l.hipRest());
        }
        assertEquals(16, distinct.size());
        for (Feeler f : j.feelers()) {
            assertTrue(Math.abs(f.drift().x()) <= 1 && Math.abs(f.drift().y()) <= 1);
            assertEquals(11, f.size());
        }
        assertEquals(50, j.feelers().size());
        assertEquals(33, j.body().size(), "head, 31 segments and a tail");
    }
}
