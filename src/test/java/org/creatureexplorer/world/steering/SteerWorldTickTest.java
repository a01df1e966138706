package org.creatureexplorer.world.steering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * SteerWorld's tick recomputed from the formulas of the steering brief, with plain doubles in
 * the test (not through Behaviours): desired, raw steering = desired - v, cut to maxForce,
 * v += (force + wind) / mass, p += v.
 */
class SteerWorldTickTest {

    /** One walker as the brief defines it, recomputed here. */
    static final class Walker {
        double px, py, vx, vy;
        final double mass;

        Walker(double px, double py, double vx, double vy, double mass) {
            this.px = px; this.py = py; this.vx = vx; this.vy = vy; this.mass = mass;
        }

        /** The force the behaviour adds: desired (speed along dx, dy) minus v, cut to maxForce. */
        double[] force(double dx, double dy, double speed, double maxForce) {
            double len = Math.hypot(dx, dy);
            double wx = len > 0 ? dx / len * speed : 0, wy = len > 0 ? dy / len * speed : 0;
            double rx = wx - vx, ry = wy - vy, raw = Math.hypot(rx, ry);
            double k = raw > maxForce ? maxForce / raw : 1;
            return new double[] {rx * k, ry * k};
        }

        void integrate(double[] f, double windX, double windY) {
            vx += (f[0] + windX) / mass;
            vy += (f[1] + windY) / mass;
            px += vx;
            py += vy;
        }
    }

    static ParamValues params(String behavior) {
        ParamValues p = ParamValues.defaults(SteerWorld.PARAMS);
        p.set("behavior", List.of("seek", "arrive", "flee").indexOf(behavior));
        return p;
    }

    @Test
    void seekTicksMatchTheBriefsFormulaWithWindAndMass() {
        ParamValues p = params("seek");
        p.set("mass", 1.5);
        p.set("wind-x", -0.04);
        p.set("wind-y", 0.03);
        p.set("vx", 0.7);
        SteerWorld w = new SteerWorld(p);
        Walker m = new Walker(24, 108, 0.7, 0, 1.5);
        for (int t = 0; t < 200; t++) {
            double[] f = m.force(96 - m.px, 64 - m.py, 2.4, 0.3);
            m.integrate(f, -0.04, 0.03);
            w.step();
            assertEquals(m.px, w.body().position().x(), 1e-9, "tick " + t);
            assertEquals(m.py, w.body().position().y(), 1e-9, "tick " + t);
        }
        assertEquals(200, w.tick());
    }

    @Test
    void arriveTicksMatchTheBriefsFormulaAndStopAtTheTarget() {
        ParamValues p = params("arrive");
        p.set("brake", 30);
        SteerWorld w = new SteerWorld(p);
        Walker m = new Walker(24, 108, 0, 0, 1);
        for (int t = 0; t < 400; t++) {
            double r = Math.hypot(96 - m.px, 64 - m.py);
            double speed = r < 30 ? 2.4 * r / 30 : 2.4;
            m.integrate(m.force(96 - m.px, 64 - m.py, speed, 0.3), 0, 0);
            w.step();
            assertEquals(m.px, w.body().position().x(), 1e-9, "tick " + t);
            assertEquals(m.py, w.body().position().y(), 1e-9, "tick " + t);
            assertTrue(w.body().speed() <= 2.4 + 1e-9, "speed capped by the gait");
        }
        assertEquals(0, w.body().position().distanceTo(w.target()), 1e-6, "arrive comes to rest at the target");
    }

    @Test
    void fleeInsideThePanicRadiusRunsAndOutsideItBrakes() {
        ParamValues p = params("flee");
        p.set("x", 90);
        p.set("y", 60);
        SteerWorld w = SteerWorld.create(p, SteerWorld.REFERENCE);
        w.apply(new Input.SetParam("panic", 40));
        assertEquals(40, w.panic());
        Walker m = new Walker(90, 60, 0, 0, 1);
        boolean wasOutside = false;
        for (int t = 0; t < 150; t++) {
            double ax = m.px - 96, ay = m.py - 64;
            boolean inside = Math.hypot(ax, ay) < 40;
            wasOutside |= !inside;
            m.integrate(inside ? m.force(ax, ay, 2.4, 0.3) : m.force(0, 0, 0, 0.3), 0, 0);
            w.step();
            assertEquals(m.px, w.body().position().x(), 1e-9, "tick " + t);
            assertEquals(m.py, w.body().position().y(), 1e-9, "tick " + t);
        }
        assertTrue(wasOutside, "the run left the panic radius");
        assertEquals(0, w.body().speed(), 1e-9, "outside the radius flee brakes to a stop");
        // At the top end the slider means "always flee".
        w.apply(new Input.SetParam("panic", SteerWorld.panicParam().max()));
        assertEquals(Double.POSITIVE_INFINITY, w.panic());
        w.apply(new Input.SetParam("panic", SteerWorld.panicParam().max() - 4));
        assertEquals(SteerWorld.panicParam().max() - 4, w.panic());
    }

    @Test
    void fleeWithWallsStopsAtTheMarginAndDropsTheOutwardVelocity() {
        SteerWorld.Setup s = SteerWorld.REFERENCE.withBehavior(SteerWorld.Behavior.FLEE).withWalls(true);
        SteerWorld w = new SteerWorld(s);
        SteerWorld free = new SteerWorld(SteerWorld.REFERENCE.withBehavior(SteerWorld.Behavior.FLEE));
        for (int t = 0; t < 300; t++) {
            w.step();
            free.step();
            Vec2 q = w.body().position();
            assertTrue(q.x() >= 6 && q.x() <= 186 && q.y() >= 6 && q.y() <= 122, "inside the margin: " + q);
        }
        // Fleeing from (96, 64) out of (24, 108): down-left, into the corner (6, 122).
        assertEquals(new Vec2(SteerWorld.WALL_MARGIN, 128 - SteerWorld.WALL_MARGIN), w.body().position());
        assertEquals(Vec2.ZERO, w.body().velocity(), "both outward components dropped");
        assertTrue(free.body().position().x() < 0, "without walls the walker leaves the field");
    }

    @Test
    void withoutACapOneTickReachesTheDesiredVelocity() {
        ParamValues p = new ParamValues(List.of(SteerWorld.NO_CAP.spec(), SteerWorld.MAX_FORCE.spec()));
        p.set("no-cap", 1);
        p.set("max-force", 0.5);
        SteerWorld w = SteerWorld.create(p, SteerWorld.REFERENCE);
        w.step();
        // desired = unit(72, -44) x 2.4
        double len = Math.hypot(72, -44);
        assertEquals(72 / len * 2.4, w.body().velocity().x(), 1e-12);
        assertEquals(-44 / len * 2.4, w.body().velocity().y(), 1e-12);
        assertFalse(w.gait().capped());
        w.apply(new Input.SetParam("no-cap", 0));
        assertEquals(0.5, w.gait().maxForce(), "the slider's value waited under the switch");
        w.apply(new Input.SetParam("max-force", Double.POSITIVE_INFINITY));
        assertFalse(w.gait().capped(), "max-force = inf switches the cap off");
        w.apply(new Input.SetParam("no-cap", 0));
        assertEquals(0.5, w.gait().maxForce(), "inf turned the switch on; the slider's value still waits under it");
    }

    @Test
    void stoppingDistanceIsSpeedSquaredTimesMassOverTwiceTheForce() {
        SteerWorld w = new SteerWorld(params("arrive"));
        assertEquals(2.4 * 2.4 / (2 * 0.3), w.stoppingDistance(), 1e-12); // 9.6 px, the brief's number
        w.apply(new Input.SetParam("mass", 2));
        assertEquals(2, w.body().mass());
        assertEquals(2 * 9.6, w.stoppingDistance(), 1e-12);
        w.apply(new Input.SetParam("max-speed", 1.2));
        assertEquals(1.2 * 1.2 * 2 / 0.6, w.stoppingDistance(), 1e-12);
        w.apply(new Input.SetParam("brake", 50));
        assertEquals(50, w.brake());
    }

    @Test
    void sameParametersGiveTheSameRunAndCopiesRunOnTheirOwn() {
        ParamValues p = params("arrive");
        p.set("wind-x", 0.1);
        SteerWorld a = new SteerWorld(p);
        SteerWorld b = new SteerWorld(p);
        for (int t = 0; t < 40; t++) { a.step(); b.step(); }
        assertEquals(a.rows(), b.rows());
        SteerWorld c = a.copy();
        assertEquals(a.rows(), c.rows());
        assertEquals(a.trail(), c.trail());
        assertEquals(a.body().position(), c.body().position());
        Vec2 before = c.body().position();
        a.step();
        a.apply(new Input.SetParam("mass", 3));
        assertEquals(before, c.body().position(), "stepping the original leaves the copy");
        assertEquals(1, c.body().mass(), "and so does a parameter");
        assertEquals(40, c.tick());
        c.step();
        b.step();
        assertEquals(b.rows(), c.rows(), "the copy goes on as the original would have");
        assertEquals(b.trail(), c.trail());
        assertEquals(c.wind(), a.wind());
        assertEquals(SteerWorld.setup(p, SteerWorld.REFERENCE), c.setupUsed());
        assertEquals(c.setup(), a.setup());
        assertEquals(SteerWorld.Behavior.ARRIVE, c.setup().behavior());
    }

    @Test
    void theTrailHoldsEveryPositionAndADragOfTheWalkerRestartsIt() {
        SteerWorld w = new SteerWorld(params("seek"));
        for (int t = 0; t < 10; t++) w.step();
        List<Vec2> trail = w.trail();
        assertEquals(11, trail.size());
        assertEquals(new Vec2(24, 108), trail.get(0));
        assertEquals(w.body().position(), trail.get(10));
        assertEquals(trail, w.trailView());
        assertEquals(w.rows(), w.rowsView());
        assertEquals(11, w.rows().size());
        w.apply(new Input.Drag(SteerWorld.TARGET, new Vec2(10, 10)));
        assertEquals(11, w.trail().size(), "moving the target keeps the trail");
        assertEquals(new Vec2(10, 10), w.target());
        w.apply(new Input.Drag(SteerWorld.TARGET, new Vec2(500, -20)));
        assertEquals(new Vec2(192, 0), w.target(), "the target stays on the field");
        w.apply(new Input.Drag(SteerWorld.WALKER, new Vec2(50, 40)));
        assertEquals(List.of(new Vec2(50, 40)), w.trail(), "a dragged walker starts a new trail");
        w.apply(new Input.Drag("nothing", new Vec2(1, 1)));
        assertEquals(new Vec2(50, 40), w.body().position());
    }
}
