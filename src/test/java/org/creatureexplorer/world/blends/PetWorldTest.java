package org.creatureexplorer.world.blends;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.model.Input;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.PetWorld.Mood;
import org.junit.jupiter.api.Test;

/** The pet's moods: the brief's thresholds in px/s, driven by the script and by a pointer. */
class PetWorldTest {
    static final double DT = 1.0 / 60;

    @Test
    void theScriptsFlickStartlesThePetForExactly1point1Seconds() {
        for (long seed : new long[] {1, 2, 3}) {
            PetWorld w = new PetWorld(seed);
            long enter = -1, leave = -1;
            while (w.tick() < 12 * 60) {
                Mood before = w.mood();
                w.step();
                if (before != Mood.STARTLED && w.mood() == Mood.STARTLED && enter < 0) {
                    enter = w.tick();
                    assertTrue(w.targetSpeed() > 420, "startled by a target faster than 420 px/s: " + w.targetSpeed());
                    assertTrue(w.distance() < 160, "within 160 px: " + w.distance());
                }
                if (before == Mood.STARTLED && w.mood() != Mood.STARTLED && enter >= 0 && leave < 0) {
                    leave = w.tick();
                    assertEquals(Mood.FOLLOW, w.mood(), "back to following");
                }
            }
            assertTrue(enter > 0, "seed " + seed + ": the flick startles");
            double flick = enter * DT;
            assertTrue(flick >= PetScript.FLICK_START && flick < PetScript.FLICK_END + 0.1, "during the flick: " + flick);
            assertEquals(66, leave - enter, "STARTLED for 66 ticks = 1.1 s");
        }
    }

    @Test
    void theScriptShowsAllThreeMoodsInTwelveSeconds() {
        PetWorld w = new PetWorld(1);
        boolean[] seen = new boolean[3];
        double wanderFrom = -1;
        while (w.tick() < 12 * 60) {
            w.step();
            seen[w.mood().ordinal()] = true;
            if (w.mood() == Mood.WANDER && wanderFrom < 0) wanderFrom = w.timeSeconds();
        }
        assertTrue(seen[0] && seen[1] && seen[2]);
        // The target rests from 3.5 s; slower than 25 px/s for 0.6 s is reached about 0.6 s (plus the speed window) later.
        assertEquals(PetScript.REST_START + 0.6, wanderFrom, 0.1);
    }

    @Test
    void aPointerLeadsRestingMovingAndFlicking() {
        PetWorld w = new PetWorld(4);
        Vec2 p = new Vec2(300, 150);
        w.apply(new Input.PointerAt(p));
        // Entering the stage is not a movement: no startle from the jump away from the script's point.
        for (int t = 0; t < 10; t++) {
            w.step();
            assertTrue(w.mood() != Mood.STARTLED);
        }
        // Resting: slower than 25 px/s for 0.6 s (36 ticks) turns FOLLOW into WANDER.
        int wanderAt = -1;
        for (int t = 0; t < 120 && wanderAt < 0; t++) {
            w.step();
            if (w.mood() == Mood.WANDER) wanderAt = t;
        }
        assertTrue(wanderAt >= 0 && wanderAt <= 36, "wanders after 0.6 s of rest: " + wanderAt);
        for (int t = 0; t < 120; t++) w.step();
        assertEquals(45, w.petSpeed(), 1, "wanders at 45 px/s");
        // Moving at 100 px/s: follows.
        for (int t = 0; t < 30; t++) {
            p = p.plus(new Vec2(100 * DT, 0));
            w.apply(new Input.PointerAt(p));
            w.step();
        }
        assertEquals(Mood.FOLLOW, w.mood());
        assertEquals(100, w.targetSpeed(), 1e-9);
        // Bring the pointer near the pet, still, then flick it at 900 px/s.
        Vec2 pet = w.body().position();
        Vec2 near = new Vec2(Math.max(60, Math.min(420, pet.x())), Math.max(60, Math.min(240, pet.y())));
        Vec2 at = p;
        while (at.distanceTo(near) > 1e-9) {
            at = at.plus(near.minus(at).limit(150 * DT));
            w.apply(new Input.PointerAt(at));
            w.step();
            assertTrue(w.mood() != Mood.STARTLED, "150 px/s is no flick");
        }
        for (int t = 0; t < 20; t++) w.step();
        assertTrue(w.distance() < 160 && w.mood() != Mood.STARTLED);
        int startledAt = -1;
        Vec2 q = w.pointer();
        for (int t = 0; t < 10 && startledAt < 0; t++) {
            q = q.plus(new Vec2(0, (q.y() > 150 ? -1 : 1) * 900 * DT));
            w.apply(new Input.PointerAt(q));
            w.step();
            if (w.mood() == Mood.STARTLED) startledAt = t;
        }
        assertTrue(startledAt >= 0, "a flick at 900 px/s within 160 px startles");
        for (int t = 0; t < 65; t++) {
            w.step();
            assertEquals(Mood.STARTLED, w.mood(), "tick " + t + " of the dash");
        }
        w.step();
        assertEquals(Mood.FOLLOW, w.mood(), "the dash lasts 1.1 s, then it follows again");
    }

    @Test
    void aFlickFarAwayDoesNotStartle() {
        PetWorld w = new PetWorld(1);
        Vec2 pet = w.body().position();
        Vec2 far = pet.x() < 240 ? new Vec2(470, 20) : new Vec2(10, 20);
        w.apply(new Input.PointerAt(far));
        for (int t = 0; t < 5; t++) w.step();
        Vec2 q = far;
        for (int t = 0; t < 6; t++) {
            q = q.plus(new Vec2(0, 900 * DT));
            w.apply(new Input.PointerAt(q));
            w.step();
            if (w.distance() >= 160) assertTrue(w.mood() != Mood.STARTLED, "no startle beyond 160 px");
        }
    }

    @Test
    void followAndDashSpeedsAreTheBriefs() {
        assertEquals(0, PetWorld.followSpeed(46));
        assertEquals(0, PetWorld.followSpeed(10));
        assertEquals(85, PetWorld.followSpeed(101), 1e-12);
        assertEquals(170, PetWorld.followSpeed(156), 1e-12);
        assertEquals(170, PetWorld.followSpeed(400));
        PetWorld w = new PetWorld(1);
        double topDash = 0;
        double topFollow = 0;
        while (w.tick() < 12 * 60) {
            w.step();
            if (w.mood() == Mood.STARTLED) topDash = Math.max(topDash, w.petSpeed());
            if (w.mood() == Mood.FOLLOW) topFollow = Math.max(topFollow, w.petSpeed());
            assertTrue(w.body().position().x() >= PetWorld.RADIUS && w.body().position().x() <= PetWorld.STAGE_W - PetWorld.RADIUS);
        }
        assertEquals(260, topDash, 1e-6, "the dash reaches 260 px/s");
        assertTrue(topFollow <= 170 + 1e-6 && topFollow > 150, "following tops out at 170 px/s: " + topFollow);
    }

    @Test
    void theScriptRestsAndFlicksOnSchedule() {
        PetScript s = new PetScript(PetWorld.PATH);
        for (int k = 0; k < 24 * 60; k++) {
            double t = k * DT;
            double speed = s.at(t + DT).distanceTo(s.at(t)) / DT;
            double u = t - PetScript.CYCLE * Math.floor(t / PetScript.CYCLE);
            boolean nearEdge = false;
            for (double edge : new double[] {0, PetScript.REST_START, PetScript.REST_END, PetScript.FLICK_START, PetScript.FLICK_END, PetScript.CYCLE}) {
                nearEdge |= Math.abs(u - edge) < 1.5 * DT || Math.abs(u + DT - edge) < 1.5 * DT;
            }
            if (nearEdge) continue;
            if (PetScript.resting(t)) assertEquals(0, speed, 1e-9, "rest at " + t);
            else if (PetScript.flicking(t)) assertTrue(speed > 500, "flick at " + t + ": " + speed);
            else assertTrue(speed > 40 && speed < 200, "moving at " + t + ": " + speed);
        }
        // The schedule, read from the lesson: per 12 s cycle the point covers 3.5 s of curve, rests
        // 2 s, covers 2.5 s, flicks 0.2 s at seven times the pace, then covers the last 3.8 s.
        double perCycle = 3.5 + 0 + 2.5 + 7 * 0.2 + 3.8;
        assertClose(PetWorld.PATH.at(perCycle + 3.0), s.at(12 + 3.0));          // moving
        assertClose(PetWorld.PATH.at(perCycle + 3.5), s.at(12 + 4.5));          // resting
        assertClose(PetWorld.PATH.at(perCycle + 6.0 + 7 * 0.1), s.at(12 + 8.1)); // mid-flick
        assertClose(PetWorld.PATH.at(2 * perCycle + 1.0), s.at(24 + 1.0));      // a third cycle
    }

    private static void assertClose(org.creatureexplorer.sim.Vec2 expected, org.creatureexplorer.sim.Vec2 actual) {
        assertEquals(expected.x(), actual.x(), 1e-9, "x");
        assertEquals(expected.y(), actual.y(), 1e-9, "y");
    }
}
