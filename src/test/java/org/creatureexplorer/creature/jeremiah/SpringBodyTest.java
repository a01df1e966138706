package org.creatureexplorer.creature.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class SpringBodyTest {

    /**
     * By hand: along a straight line every point moves v per frame once settled, so the gap
     * before the move is g + v and after it rest + 0.2 (g + v - rest). The fixed point
     * g = rest + 0.2 (g + v - rest) gives 0.8 g = 0.8 rest + 0.2 v: g = rest + v / 4 for every
     * segment; the body is (rest + v/4) / rest = 1 + v / 24 times its rest length (rest 6).
     */
    @Test
    void steadyStretchForAHeadAtConstantSpeedMatchesTheHandDerivation() {
        for (double v : new double[] {0, 1, 2.5, 6, 10, 20}) {
            SpringBody b = SpringBody.straight(Vec2.ZERO, new Vec2(-1, 0), 32, 6, 0.8);
            Vec2 head = Vec2.ZERO;
            for (int t = 0; t < 600; t++) {
                head = head.plus(new Vec2(v, 0));
                b.follow(head);
            }
            double handGap = 6 + v / 4;
            for (int i = 1; i < b.size(); i++) assertEquals(handGap, b.gap(i), 1e-9, "v " + v + " gap " + i);
            assertEquals(1 + v / 24, b.stretch(), 1e-9, "v " + v);
            assertEquals(handGap, SpringBody.steadyGap(6, 0.8, v), 1e-12);
            // And it stays there frame after frame: measured per tick.
            for (int t = 0; t < 5; t++) {
                head = head.plus(new Vec2(v, 0));
                b.follow(head);
                assertEquals(1 + v / 24, b.stretch(), 1e-9);
            }
        }
    }

    @Test
    void eachMoveLeavesRestPlusAFifthOfTheExcess() {
        java.util.SplittableRandom rng = new java.util.SplittableRandom(3);
        Vec2[] pts = new Vec2[10];
        for (int i = 0; i < pts.length; i++) pts[i] = new Vec2(rng.nextDouble(0, 100), rng.nextDouble(0, 100));
        SpringBody b = new SpringBody(pts, 6, 0.8);
        Vec2 head = new Vec2(50, 50);
        b.follow(head);
        for (int i = 1; i < pts.length; i++) {
            double before = pts[i].distanceTo(b.point(i - 1)); // the point ahead has already moved
            assertEquals(6 + 0.2 * (before - 6), b.gap(i), 1e-9, "gap " + i);
            // It moved straight along the line to the point ahead.
            Vec2 move = b.point(i).minus(pts[i]);
            Vec2 toAhead = b.point(i - 1).minus(pts[i]);
            assertEquals(0, move.cross(toAhead), 1e-6);
        }
    }

    @Test
    void positionSpringsNeverOvershootButVelocitySpringsDo() {
        SpringBody b = SpringBody.straight(Vec2.ZERO, new Vec2(-1, 0), 32, 6, 0.8);
        Vec2[] pts = new Vec2[33];
        for (int i = 0; i < pts.length; i++) pts[i] = new Vec2(-6 * i, 0);
        VelocitySpringBody vb = new VelocitySpringBody(pts, 6);
        Vec2 head = Vec2.ZERO;
        double previous = b.stretch();
        double vMin = 1, vMax = 1;
        for (int t = 0; t < 240; t++) {
            // Run at 10 px per frame for 2 s, then stop dead.
            if (t < 120) head = head.plus(new Vec2(10, 0));
            b.follow(head);
            vb.follow(head);
            double now = b.stretch();
            if (t < 120) assertTrue(now >= previous - 1e-12 && now <= 1 + 10.0 / 24 + 1e-9, "rises to its steady stretch: " + now);
            else assertTrue(now <= previous + 1e-12 && now >= 1 - 1e-12, "shrinks back to rest, never below: " + now);
            previous = now;
            vMin = Math.min(vMin, vb.stretch());
            vMax = Math.max(vMax, vb.stretch());
        }
        assertEquals(1, b.stretch(), 1e-9, "back at rest length");
        assertTrue(vMin < 0.9, "the velocity-spring body bounces below its rest length: " + vMin);
        assertTrue(vMax > 1.1, "and overshoots above it: " + vMax);
    }

    @Test
    void pointsOnTopOfEachOtherArePushedApartWithoutNaN() {
        Vec2[] pts = new Vec2[5];
        java.util.Arrays.fill(pts, new Vec2(10, 10));
        SpringBody b = new SpringBody(pts, 6, 0.8);
        for (int t = 0; t < 100; t++) b.follow(new Vec2(10, 10));
        for (int i = 0; i < b.size(); i++) assertTrue(b.point(i).isFinite());
        for (int i = 1; i < b.size(); i++) assertEquals(6, b.gap(i), 1e-6);
    }
}
