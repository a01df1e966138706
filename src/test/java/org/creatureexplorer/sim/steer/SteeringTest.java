package org.creatureexplorer.sim.steer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/** The brief's numbers, recomputed by hand here, and the laws of seek, arrive, flee and the cap. */
class SteeringTest {
    static final Gait REF = Gait.REFERENCE;
    static final Vec2 TARGET = new Vec2(96, 64);

    static void assertVec(double x, double y, Vec2 v, double tol, String what) {
        assertEquals(x, v.x(), tol, what + " x");
        assertEquals(y, v.y(), tol, what + " y");
    }

    @Test
    void theWorkedExampleToThreeDecimals() {
        Body b = new Body(new Vec2(40, 100), new Vec2(-0.48, 1.76), 1);
        Steering s = Behaviours.seek(b, new Vec2(136, 28), REF);
        assertVec(1.92, -1.44, s.desired(), 5e-4, "desired");
        assertVec(2.40, -3.20, s.raw(), 5e-4, "raw steering");
        assertEquals(4.0, s.rawLength(), 5e-4);
        assertVec(0.18, -0.24, s.force(), 5e-4, "force");
        assertEquals(0.3, s.forceLength(), 1e-12);
        b.addForce(s.force());
        b.integrate();
        assertVec(-0.30, 1.52, b.velocity(), 5e-4, "new velocity");
        assertVec(39.70, 101.52, b.position(), 5e-4, "new position");
        assertTrue(b.velocity().y() > 0, "still heading south after one tick");
        assertEquals(Vec2.ZERO, b.force(), "the accumulator is cleared");
    }

    @Test
    void rawSteeringShrinksEveryTickWhileTheCutForceStaysExactlyMaxForce() {
        Body b = new Body(new Vec2(40, 100), new Vec2(-0.48, 1.76), 1);
        double previous = Double.MAX_VALUE;
        for (int t = 0; t < 12; t++) {
            Steering s = Behaviours.seek(b, new Vec2(136, 28), REF);
            assertTrue(s.rawLength() < previous, "tick " + t + ": raw " + s.rawLength() + " after " + previous);
            assertEquals(0.3, s.forceLength(), 1e-12, "tick " + t);
            // Independently: the force is the raw steering scaled to 0.3.
            assertVec(s.raw().x() * 0.3 / s.rawLength(), s.raw().y() * 0.3 / s.rawLength(), s.force(), 1e-12, "cut");
            previous = s.rawLength();
            b.addForce(s.force());
            b.integrate();
        }
    }

    @Test
    void forcesAddAndTheBodyIntegratesVelocityFirst() {
        Body b = new Body(new Vec2(1, 2), new Vec2(0.5, 0), 2);
        b.addForce(new Vec2(0.2, 0.4));
        b.addForce(new Vec2(0.2, -0.2));
        b.integrate();
        assertVec(0.7, 0.1, b.velocity(), 1e-12, "v += F / m");
        assertVec(1.7, 2.1, b.position(), 1e-12, "x += new v");
    }

    @Test
    void theStoppingDistanceFormulaAgainstASimulatedStop() {
        assertEquals(9.6, REF.stoppingDistance(1), 1e-12);
        for (double mass : new double[] {0.5, 1, 2, 3}) {
            Body b = new Body(Vec2.ZERO, new Vec2(REF.maxSpeed(), 0), mass);
            int ticks = 0;
            while (b.speed() > 1e-12 && ticks < 10_000) {
                b.addForce(Steering.toward(Vec2.ZERO, b.velocity(), REF.maxForce()).force()); // brake, at most full force
                b.integrate();
                ticks++;
            }
            double formula = REF.maxSpeed() * REF.maxSpeed() * mass / (2 * REF.maxForce());
            double travelled = b.position().x();
            assertTrue(travelled > formula - REF.maxSpeed() / 2 - 1e-9 && travelled < formula, "mass " + mass + ": " + travelled);
            if (mass <= 1) {
                // Whole ticks stop exactly half a tick's full-speed travel sooner than the smooth formula:
                // 8.4 px instead of 9.6 px for the reference gait.
                assertEquals(formula - REF.maxSpeed() / 2, travelled, 1e-9, "mass " + mass);
                assertEquals(REF.stoppingDistanceInTicks(mass), travelled, 1e-9);
                assertEquals(Math.round(REF.maxSpeed() * mass / REF.maxForce()), ticks, "ticks to stop, mass " + mass);
            }
        }
    }

    @Test
    void seekNeverArrivesItSwingsThroughTheTargetForever() {
        Body b = new Body(new Vec2(24, 108), Vec2.ZERO, 1);
        double closest = Double.MAX_VALUE, farthest = 0;
        for (int t = 1; t <= 1200; t++) {
            b.addForce(Behaviours.seek(b, TARGET, REF).force());
            b.integrate();
            if (t > 200) {
                double d = b.position().distanceTo(TARGET);
                closest = Math.min(closest, d);
                farthest = Math.max(farthest, d);
            }
        }
        assertTrue(farthest > 8, "still swinging out " + farthest + " px");
        assertTrue(closest < 3, "and back through " + closest + " px");
    }

    /** Arrive with braking radius R from the reference start; returns how far it ever got past the target. */
    static double arriveOvershoot(double brake, int ticks, Body b) {
        Vec2 approach = TARGET.minus(b.position()).directionOr(Vec2.UNIT_X);
        double past = 0;
        for (int t = 0; t < ticks; t++) {
            b.addForce(Behaviours.arrive(b, TARGET, REF, brake).force());
            b.integrate();
            past = Math.max(past, b.position().minus(TARGET).dot(approach));
        }
        return past;
    }

    @Test
    void arriveWithTheReferenceRadiusConvergesByATenthPerTick() {
        Body b = new Body(new Vec2(24, 108), Vec2.ZERO, 1);
        double prev = b.position().distanceTo(TARGET);
        double prevDesired = Double.NaN;
        int inside = 0;
        for (int t = 1; t <= 300; t++) {
            Steering s = Behaviours.arrive(b, TARGET, REF, 24);
            b.addForce(s.force());
            b.integrate();
            double d = b.position().distanceTo(TARGET);
            if (prev < 24) {
                inside++;
                if (d > 1e-3) assertEquals(0.9, d / prev, 1e-9, "tick " + t + ": a tenth less per tick");
                // Once inside, the speed reached is exactly the desired speed asked for.
                assertEquals(s.desired().length(), b.speed(), 1e-12, "tick " + t);
            }
            assertTrue(d <= prev + 1e-12, "never moves away, tick " + t);
            prev = d;
            prevDesired = s.desired().length();
        }
        assertTrue(inside > 200, "inside the radius for most of the run");
        assertTrue(prev < 1e-9, "converged: " + prev);
        assertTrue(prevDesired < 1e-9);
        assertEquals(0, arriveOvershoot(24, 300, new Body(new Vec2(24, 108), Vec2.ZERO, 1)), 1e-9, "never passes the target");
    }

    @Test
    void aBrakingRadiusBelowTheStoppingDistanceOvershootsThenConverges() {
        double stop = REF.stoppingDistance(1);
        Body b = new Body(new Vec2(24, 108), Vec2.ZERO, 1);
        double past = arriveOvershoot(stop / 2, 600, b);
        assertTrue(past > 2, "R = " + stop / 2 + " px overshoots by " + past + " px");
        assertTrue(b.position().distanceTo(TARGET) < 1e-6, "and still settles");
        assertEquals(0, arriveOvershoot(2 * stop, 600, new Body(new Vec2(24, 108), Vec2.ZERO, 1)), 1e-9, "R = 2 x stop: no overshoot");
    }

    @Test
    void uncappedOnMassOneVelocityBecomesDesiredInOneTickAndSteeringIsZeroAfter() {
        Gait free = REF.withMaxForce(Double.POSITIVE_INFINITY);
        Body b = new Body(new Vec2(40, 100), new Vec2(-0.48, 1.76), 1);
        Steering first = Behaviours.seek(b, new Vec2(136, 28), free);
        b.addForce(first.force());
        b.integrate();
        assertVec(first.desired().x(), first.desired().y(), b.velocity(), 1e-12, "velocity = desired after one tick");
        for (int t = 0; t < 20; t++) {
            Steering s = Behaviours.seek(b, new Vec2(136, 28), free);
            assertEquals(0, s.rawLength(), 1e-12, "no steering on tick " + t);
            b.addForce(s.force());
            b.integrate();
        }
    }

    @Test
    void uncappedOnMassHalfTheVelocityFlipsEveryTick() {
        Gait free = REF.withMaxForce(Double.POSITIVE_INFINITY);
        Body b = new Body(new Vec2(40, 100), new Vec2(-0.48, 1.76), 0.5);
        Vec2[] vs = new Vec2[11];
        vs[0] = b.velocity();
        for (int t = 0; t < 10; t++) {
            Vec2 v = b.velocity();
            Steering s = Behaviours.seek(b, new Vec2(136, 28), free);
            b.addForce(s.force());
            b.integrate();
            // v' = v + 2 (d - v) = 2d - v: overshoots desired by as much as it started short.
            Vec2 expected = s.desired().times(2).minus(v);
            assertVec(expected.x(), expected.y(), b.velocity(), 1e-12, "tick " + t);
            assertTrue(b.velocity().distanceTo(v) > 3, "flipped on tick " + t);
            vs[t + 1] = b.velocity();
        }
        for (int t = 0; t + 2 <= 10; t++) {
            assertTrue(vs[t + 2].distanceTo(vs[t]) < 0.5, "tick " + t + ": back to nearly the same velocity two ticks later");
        }
    }

    @Test
    void steeringNeverExceedsTwiceMaxSpeedSoACapThereNeverBinds() {
        SplittableRandom r = new SplittableRandom(11);
        for (int i = 0; i < 10_000; i++) {
            Vec2 v = Vec2.polar(REF.maxSpeed() * r.nextDouble(), r.nextDouble(0, 2 * Math.PI));
            Body b = new Body(new Vec2(r.nextDouble(0, 200), r.nextDouble(0, 200)), v, 1);
            Vec2 target = new Vec2(r.nextDouble(0, 200), r.nextDouble(0, 200));
            for (Steering s : new Steering[] {Behaviours.seek(b, target, REF.withMaxForce(2 * REF.maxSpeed())),
                Behaviours.flee(b, target, REF.withMaxForce(2 * REF.maxSpeed())),
                Behaviours.arrive(b, target, REF.withMaxForce(2 * REF.maxSpeed()), 24)}) {
                assertTrue(s.rawLength() <= 2 * REF.maxSpeed() + 1e-12);
                assertTrue(!s.cut() || s.rawLength() - s.forceLength() < 1e-12, "a 2 x maxSpeed cap binds on no tick");
            }
        }
    }

    @Test
    void fleeIsSeekReversedAndAtTheTargetNothingIsNaN() {
        Body b = new Body(new Vec2(40, 100), new Vec2(0.3, 0.1), 1);
        Vec2 threat = new Vec2(136, 28);
        Steering seek = Behaviours.seek(b, threat, REF);
        Steering flee = Behaviours.flee(b, threat, REF);
        assertVec(-seek.desired().x(), -seek.desired().y(), flee.desired(), 1e-12, "desired reversed");
        assertEquals(Vec2.ZERO, Behaviours.fleeDesired(b.position(), threat, 2.4, 50), "outside the panic radius: stop");
        Body onTarget = new Body(threat, new Vec2(1, 0), 1);
        for (Steering s : new Steering[] {Behaviours.seek(onTarget, threat, REF), Behaviours.flee(onTarget, threat, REF),
            Behaviours.arrive(onTarget, threat, REF, 24)}) {
            assertTrue(s.force().isFinite() && s.desired().isFinite(), s.toString());
            assertEquals(Vec2.ZERO, s.desired());
        }
    }

    @Test
    void theRestPointUnderWindIsWindOverMaxSpeedOverR() {
        record Case(Vec2 wind, double brake, double maxSpeed) {}
        for (Case c : new Case[] {new Case(new Vec2(0.2, 0), 24, 2.4), new Case(new Vec2(0, -0.15), 36, 2.4),
            new Case(new Vec2(-0.1, 0.1), 24, 1.6)}) {
            Gait g = REF.withMaxSpeed(c.maxSpeed());
            Body b = new Body(new Vec2(24, 108), Vec2.ZERO, 1);
            for (int t = 0; t < 3000; t++) {
                b.addForce(Behaviours.arrive(b, TARGET, g, c.brake()).force());
                b.addForce(c.wind());
                b.integrate();
            }
            // Independently: at rest, desired = -wind, and inside R |desired| = maxSpeed r / R.
            double offset = c.wind().length() / (c.maxSpeed() / c.brake());
            Vec2 expected = TARGET.plus(c.wind().directionOr(Vec2.UNIT_X).times(offset));
            assertVec(expected.x(), expected.y(), b.position(), 1e-6, c.toString());
            assertEquals(0, b.speed(), 1e-9);
            Vec2 predicted = Behaviours.restPointUnder(c.wind(), TARGET, g, c.brake());
            assertVec(expected.x(), expected.y(), predicted, 1e-12, "predicted");
        }
    }

    @Test
    void circleWanderIsFasterAndStraighterThanJumpWanderOnTheSameSeed() {
        double[] circle = wander(new Wander.Circle(12, 8, 0.5), 5);
        double[] jump = wander(new Wander.Jump(), 5);
        assertEquals(2.26, circle[0], 0.05, "circle mean speed");
        assertTrue(jump[0] < 1, "jump mean speed " + jump[0]);
        assertTrue(circle[1] > 3 * jump[1], "ground covered: circle " + circle[1] + ", jump " + jump[1]);
        assertTrue(circle[2] < 10, "circle turn " + circle[2]);
        assertTrue(jump[2] > 20, "jump turn " + jump[2]);
    }

    /** Mean speed, path and mean unsigned turn (degrees) over 240 ticks from (0.4, 0), java.util.Random(seed). */
    static double[] wander(Wander w, long seed) {
        java.util.Random random = new java.util.Random(seed);
        Body b = new Body(new Vec2(96, 64), new Vec2(0.4, 0), 1);
        double path = 0, turn = 0;
        double heading = b.velocity().angle();
        for (int t = 0; t < 240; t++) {
            b.addForce(w.steer(b, REF, random).force());
            b.integrate();
            path += b.speed();
            double h = b.velocity().angle();
            turn += Math.toDegrees(Math.abs(org.creatureexplorer.sim.Angles.wrap(h - heading)));
            heading = h;
        }
        return new double[] {path / 240, path, turn / 240};
    }

    @Test
    void circleWanderSeeksThePointItsAngleNamesOnACircleAheadAlongTheHeading() {
        Wander.Circle c = new Wander.Circle(12, 8, 0.5);
        Body b = new Body(new Vec2(10, 10), new Vec2(0, 2), 1);
        assertVec(10, 22, c.centreFor(b), 1e-12, "circle 12 px ahead along +y");
        assertVec(10, 30, c.pointFor(b), 1e-12, "angle 0 = straight ahead");
        Body atRest = new Body(new Vec2(10, 10), Vec2.ZERO, 1);
        assertVec(22, 10, c.centreFor(atRest), 1e-12, "at rest: +x");
    }
}
