package org.creatureexplorer.world.steering;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Gait;
import org.creatureexplorer.sim.steer.Steering;
import org.creatureexplorer.sim.steer.Wander;
import org.junit.jupiter.api.Test;

/** WanderWorld's bookkeeping (path, turn, means, wrap) recomputed from the velocities it reports. */
class WanderWorldTest {

    static double[] sample(WanderWorld w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    /** Unsigned angle between two headings, degrees, from their dot and cross products (not atan2 differences). */
    static double turn(Vec2 a, Vec2 b) {
        return Math.toDegrees(Math.atan2(Math.abs(a.x() * b.y() - a.y() * b.x()), a.x() * b.x() + a.y() * b.y()));
    }

    @Test
    void pathTurnAndMeansAreSumsOfWhatEachTickDid() {
        for (boolean circle : new boolean[] {true, false}) {
            WanderWorld w = new WanderWorld(circle, 9, 12, 8, 0.5);
            double[] s0 = sample(w);
            assertEquals(0.4, s0[8], 1e-12, "at tick 0 the mean speed is the start speed");
            assertEquals(0, s0[9]);
            assertEquals(0.4, w.meanSpeed(), 1e-12);
            assertEquals(0, w.meanTurnDegrees());
            double path = 0, turns = 0;
            Vec2 heading = new Vec2(1, 0);
            for (int t = 1; t <= 300; t++) {
                Vec2 before = w.body().position();
                w.step();
                Vec2 v = w.body().velocity();
                double[] s = sample(w);
                path += v.length();
                double turn = turn(heading, v);
                turns += turn;
                heading = v;
                assertEquals(t, w.tick());
                assertEquals(t, s[7]);
                assertEquals(v.length(), s[4], 1e-12);
                assertEquals(path, s[5], 1e-9, "path = sum of speeds");
                assertEquals(path, w.path(), 1e-9);
                assertEquals(turn, s[6], 1e-6, "tick " + t);
                assertEquals(path / t, s[8], 1e-9);
                assertEquals(path / t, w.meanSpeed(), 1e-9);
                assertEquals(turns / t, s[9], 1e-6);
                assertEquals(turns / t, w.meanTurnDegrees(), 1e-6);
                // Position moved by the velocity, modulo the field.
                double dx = s[0] - before.x() - v.x(), dy = s[1] - before.y() - v.y();
                assertEquals(0, Math.IEEEremainder(dx, WanderWorld.FIELD_W), 1e-9);
                assertEquals(0, Math.IEEEremainder(dy, WanderWorld.FIELD_H), 1e-9);
                assertTrue(v.length() <= 2.4 + 1e-9, "speed capped by the reference gait");
            }
            assertTrue(w.meanTurnDegrees() > 0);
        }
    }

    @Test
    void theBriefsContrastCircleHoldsSpeedJumpDithers() {
        // The brief: over 240 ticks on one seed the circle wanderer averages ~2.26 px/tick and turns ~7 deg/tick,
        // the jump wanderer under 1 px/tick and ~25 deg/tick.
        WanderWorld circle = new WanderWorld(true, 5, 12, 8, 0.5);
        WanderWorld jump = new WanderWorld(false, 5, 12, 8, 0.5);
        for (int t = 0; t < 240; t++) { circle.step(); jump.step(); }
        assertTrue(circle.meanSpeed() > 2 && circle.meanSpeed() < 2.4, "circle " + circle.meanSpeed());
        assertTrue(jump.meanSpeed() < 1, "jump " + jump.meanSpeed());
        assertTrue(circle.meanTurnDegrees() < 12, "circle " + circle.meanTurnDegrees());
        assertTrue(jump.meanTurnDegrees() > 15, "jump " + jump.meanTurnDegrees());
        assertTrue(circle.path() > 2.5 * jump.path());
    }

    @Test
    void wrapFoldsAnyPositionIntoTheField() {
        assertEquals(new Vec2(2, 120), WanderWorld.wrap(new Vec2(-190, -8)));
        assertEquals(new Vec2(8, 4), WanderWorld.wrap(new Vec2(200, 132)));
        assertEquals(new Vec2(0, 0), WanderWorld.wrap(new Vec2(192, 128)));
        assertEquals(new Vec2(5, 6), WanderWorld.wrap(new Vec2(5, 6)));
    }

    @Test
    void theSeedDecidesTheRunAndACopyRunsOnItsOwn() {
        WanderWorld a = new WanderWorld(true, 3, 12, 8, 0.5);
        WanderWorld b = new WanderWorld(true, 3, 12, 8, 0.5);
        WanderWorld other = new WanderWorld(true, 4, 12, 8, 0.5);
        for (int t = 0; t < 30; t++) { a.step(); b.step(); other.step(); }
        assertArrayEquals(sample(a), sample(b));
        assertNotEquals(a.body().position(), other.body().position());
        WanderWorld c = a.copy();
        assertArrayEquals(sample(a), sample(c));
        assertEquals(a.trail(), c.trail());
        a.step();
        assertEquals(30, c.tick(), "the copy did not move");
        assertEquals(b.trail(), c.trail());
        c.step();
        b.step();
        assertArrayEquals(sample(b), sample(c), "the copy draws the same random numbers the original would");
        assertEquals(b.lastSteering(), c.lastSteering());
        assertEquals(b.trail(), c.trail());
        assertEquals(32, c.trail().size());
        assertEquals(c.body().position(), c.trail().get(31));
        assertEquals(c.trail(), c.trailView());
        assertSame(Gait.REFERENCE, c.gait());
    }

    @Test
    void theParametersBuildEitherKindAndLiveChangesReachTheCircle() {
        ParamValues p = ParamValues.defaults(WanderWorld.PARAMS);
        p.set("ahead", 20);
        p.set("radius", 5);
        p.set("jitter", 0.3);
        WanderWorld w = new WanderWorld(p);
        assertTrue(w.circleKind());
        Wander.Circle c = (Wander.Circle) w.wander();
        assertEquals(List.of(20.0, 5.0, 0.3), List.of(c.ahead(), c.radius(), c.jitter()));
        w.apply(new Input.SetParam("ahead", 30));
        w.apply(new Input.SetParam("radius", 9));
        w.apply(new Input.SetParam("jitter", 1.5));
        assertEquals(List.of(30.0, 9.0, 1.5), List.of(c.ahead(), c.radius(), c.jitter()));
        p.set("kind", 1);
        WanderWorld j = new WanderWorld(p);
        assertFalse(j.circleKind());
        assertTrue(j.wander() instanceof Wander.Jump);
        j.apply(new Input.SetParam("ahead", 30)); // a jump wanderer has no circle: ignored
        assertEquals("seed", WanderWorld.seedParam().name());
        assertEquals("ahead", WanderWorld.aheadParam().name());
        assertEquals("radius", WanderWorld.radiusParam().name());
        assertEquals("jitter", WanderWorld.jitterParam().name());
        assertEquals(3.14, WanderWorld.jitterParam().max());
        assertEquals(Steering.NONE, new WanderWorld(p).lastSteering(), "no decision before the first tick");
    }
}
