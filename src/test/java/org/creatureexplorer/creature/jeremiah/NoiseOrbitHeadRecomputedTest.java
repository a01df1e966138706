package org.creatureexplorer.creature.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.creatureexplorer.sim.SmoothNoise;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * {@link NoiseOrbitHead} stepped here from its class comment with its own two noises (the second
 * seeded seed ^ 0x5DEECE66D, read 4 x as fast): the turn is TURN_MAX x the clamped
 * (n - 0.5) / 0.25 x (0.25 + 1.5 m), doubled while held; the distance eases by RADIUS_EASE
 * toward 300 px at n &lt;= 0.25 down to 50 (200 held) at n &gt;= 0.75.
 */
class NoiseOrbitHeadRecomputedTest {

    @Test
    void framesFollowTheTwoNoises() {
        long seed = 1234;
        SmoothNoise noise = new SmoothNoise(seed);
        SmoothNoise turnNoise = new SmoothNoise(seed ^ 0x5DEECE66DL);
        NoiseOrbitHead head = new NoiseOrbitHead(seed);
        double n0 = noise.at(0);
        double radius = 300 - 250 * Math.max(0, Math.min(1, (n0 - 0.25) / 0.5));
        double angle = -Math.PI / 2;
        assertEquals(radius, head.radius(), 1e-12);
        assertEquals(angle, head.angle(), 1e-12);
        assertEquals(n0, head.noise(), 1e-12);
        assertEquals(0.25 + 1.5 * turnNoise.at(0), head.turnScale(), 1e-12);
        assertEquals(new Vec2(300, 300 - radius).x(), head.position().x(), 1e-9);
        assertEquals(300 - radius, head.position().y(), 1e-9);
        assertEquals(0, head.frame());
        Vec2 position = head.position();
        for (int frame = 1; frame <= 3000; frame++) {
            boolean held = frame > 2000 && frame < 2600;
            double t = frame * 0.004;
            double n = noise.at(t);
            double scale = 0.25 + 1.5 * turnNoise.at(t * 4);
            double rate = 0.04 * Math.max(-1, Math.min(1, (n - 0.5) / 0.25)) * scale * (held ? 2 : 1);
            angle = Math.IEEEremainder(angle + rate, 2 * Math.PI);
            double near = held ? 200 : 50;
            radius += (300 - (300 - near) * Math.max(0, Math.min(1, (n - 0.25) / 0.5)) - radius) * 0.1;
            Vec2 previous = position;
            position = new Vec2(300 + radius * Math.cos(angle), 300 + radius * Math.sin(angle));
            head.step(held);
            assertEquals(frame, head.frame());
            assertEquals(n, head.noise(), 1e-12);
            assertEquals(scale, head.turnScale(), 1e-12, "scale at frame " + frame);
            assertEquals(rate, head.turnRate(), 1e-12, "rate at frame " + frame);
            assertEquals(angle, head.angle(), 1e-9, "angle at frame " + frame);
            assertEquals(radius, head.radius(), 1e-9, "radius at frame " + frame);
            assertEquals(position.x(), head.position().x(), 1e-7, "x at frame " + frame);
            assertEquals(position.y(), head.position().y(), 1e-7, "y at frame " + frame);
            assertEquals(position.x() - previous.x(), head.velocity().x(), 1e-7);
            assertEquals(position.distanceTo(previous), head.speed(), 1e-7);
        }
    }

    @Test
    void heldFromTheStartItStartsAtTheHeldDistance() {
        SmoothNoise noise = new SmoothNoise(9);
        NoiseOrbitHead head = new NoiseOrbitHead(9, true);
        double n0 = noise.at(0);
        assertEquals(300 - 100 * Math.max(0, Math.min(1, (n0 - 0.25) / 0.5)), head.radius(), 1e-12);
    }

    @Test
    void aCopyOrbitsOnAloneAndAlike() {
        NoiseOrbitHead head = new NoiseOrbitHead(5);
        for (int i = 0; i < 100; i++) head.step(false);
        NoiseOrbitHead copy = head.copy();
        Vec2 before = head.position();
        for (int i = 0; i < 50; i++) copy.step(true);
        assertEquals(before, head.position(), "the original stayed");
        NoiseOrbitHead again = head.copy();
        for (int i = 0; i < 50; i++) head.step(false);
        for (int i = 0; i < 50; i++) again.step(false);
        assertEquals(head.position(), again.position());
        assertEquals(head.frame(), again.frame());
        assertEquals(head.velocity(), again.velocity());
    }
}
