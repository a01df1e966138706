package org.creatureexplorer.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * {@link Bell}'s pulse and motion recomputed here from its documented rule, with a beat of its
 * own (numbers unlike the gallery's, so a swapped field shows): the squeeze eases in over the
 * squeeze time and out over the rest of the period; speed grows along the heading by thrust
 * times the squeeze's growth, drag keeps exp(-drag dt) of it, the heading turns at most
 * turnRate dt, and within the margin of an edge the velocity is pushed inward, in proportion
 * to the depth (capped at twice the push).
 */
class BellPulseTest {
    private static final double EPS = 1e-12;
    private static final double DT = 1.0 / 60;
    /** Period 2 s, squeeze 0.5 s, thrust 90 px/s, drag 1.5/s, turn 0.8 rad/s, margin 40 px, push 300 px/s^2. */
    private static final Bell.Beat BEAT = new Bell.Beat(2, 0.5, 90, 1.5, 0.8, 40, 300);

    @Test
    void theSqueezeEasesInThenSlowerOut() {
        Bell b = new Bell(BEAT, 20, Vec2.ZERO, 0, 0);
        assertEquals(0, b.squeezeAt(0), EPS);
        assertEquals(0.5 * (1 - Math.cos(Math.PI * 0.2 / 0.5)), b.squeezeAt(0.2), EPS);
        assertEquals(1, b.squeezeAt(0.5), EPS);
        assertEquals(0.5 * (1 + Math.cos(Math.PI * 0.7 / 1.5)), b.squeezeAt(1.2), EPS);
        assertEquals(0.5, b.squeezeAt(0.5 + 0.75), EPS);
        assertEquals(b.squeezeAt(0.3), b.squeezeAt(0.3 + 3 * 2), 1e-9, "periodic");
        assertEquals(b.squeezeAt(1.3), b.squeezeAt(1.3 - 2), 1e-9, "also before 0");
    }

    @Test
    void shapePhaseAndSqueezingFollowTheClock() {
        Bell b = new Bell(BEAT, 20, Vec2.ZERO, 0, 0.3);
        double sq = b.squeezeAt(0.3);
        assertEquals(sq, b.squeeze(), EPS, "the squeeze of the starting clock");
        assertEquals(20 * (1 - 0.3 * sq), b.width(), EPS);
        assertEquals(20 * (0.8 + 0.2 * sq), b.length(), EPS);
        assertEquals(0.3 / 2, b.phase(), EPS);
        assertTrue(b.squeezing());
        Bell late = new Bell(BEAT, 20, Vec2.ZERO, 0, 2 * 3 + 1.1);
        assertEquals(1.1 / 2, late.phase(), 1e-9);
        assertFalse(late.squeezing(), "1.1 s is in the release");
        Bell before = new Bell(BEAT, 20, Vec2.ZERO, 0, -0.5);
        assertEquals(1.5 / 2, before.phase(), 1e-9);
        assertFalse(before.squeezing());
        Bell justIn = new Bell(BEAT, 20, Vec2.ZERO, 0, 0.49);
        assertTrue(justIn.squeezing());
        Bell justOut = new Bell(BEAT, 20, Vec2.ZERO, 0, 0.51);
        assertFalse(justOut.squeezing());
    }

    @Test
    void theEdgePushGrowsWithDepthAndIsCapped() {
        Bell b = new Bell(BEAT, 20, Vec2.ZERO, 0, 0);
        assertEquals(0, b.edgePush(200, 400), EPS, "the middle");
        assertEquals(0, b.edgePush(40, 400), EPS, "on the margin");
        assertEquals(0, b.edgePush(360, 400), EPS, "on the far margin");
        assertEquals(300 * 10 / 40.0, b.edgePush(30, 400), EPS);
        assertEquals(300, b.edgePush(0, 400), EPS, "the edge");
        assertEquals(600, b.edgePush(-100, 400), EPS, "capped at twice outside");
        assertEquals(-300 * 15 / 40.0, b.edgePush(375, 400), EPS);
        assertEquals(-300, b.edgePush(400, 400), EPS);
        assertEquals(-600, b.edgePush(900, 400), EPS);
    }

    /** The state stepped here by the rule in the class comment, near two edges, thrust and drag changed midway. */
    @Test
    void stepsFollowThrustDragTurnAndTheEdges() {
        double w = 500;
        double h = 300;
        Vec2 start = new Vec2(60, 270);
        Bell b = new Bell(BEAT, 20, start, 2.5, 0.1);
        double x = start.x(), y = start.y(), vx = 0, vy = 0, heading = 2.5, clock = 0.1;
        double thrust = 90, drag = 1.5;
        double squeeze = b.squeezeAt(clock);
        Vec2 goal = new Vec2(-200, 400);
        double travelled = 0;
        for (int tick = 1; tick <= 600; tick++) {
            if (tick == 300) {
                thrust = 150;
                drag = 0.7;
                b.setThrust(thrust);
                b.setDrag(drag);
                goal = new Vec2(450, 20);
            }
            clock += DT;
            double before = squeeze;
            squeeze = b.squeezeAt(clock);
            double want = Math.atan2(goal.y() - y, goal.x() - x);
            double turn = Math.max(-0.8 * DT, Math.min(0.8 * DT, Angles.wrap(want - heading)));
            heading = Angles.wrap(heading + turn);
            double grew = Math.max(0, squeeze - before);
            vx = (vx + Math.cos(heading) * thrust * grew) * Math.exp(-drag * DT) + push(x, w) * DT;
            vy = (vy + Math.sin(heading) * thrust * grew) * Math.exp(-drag * DT) + push(y, h) * DT;
            x += vx * DT;
            y += vy * DT;
            travelled += Math.hypot(vx, vy) * DT;
            b.step(goal, DT, w, h);
            assertEquals(heading, b.heading(), 1e-9, "heading at tick " + tick);
            assertEquals(x, b.x(), 1e-9, "x at tick " + tick);
            assertEquals(y, b.y(), 1e-9, "y at tick " + tick);
            assertEquals(vx, b.velocity().x(), 1e-9, "vx at tick " + tick);
            assertEquals(vy, b.velocity().y(), 1e-9, "vy at tick " + tick);
            assertEquals(Math.hypot(vx, vy), b.speed(), 1e-9);
            assertEquals(squeeze, b.squeeze(), EPS);
        }
        assertTrue(travelled > 100, "it swam: " + travelled);
    }

    /** The inward push written out: margin 40, push 300, at most twice. */
    private static double push(double p, double size) {
        if (p < 40) return 300 * Math.min(2, (40 - p) / 40);
        if (p > size - 40) return -300 * Math.min(2, (p - (size - 40)) / 40);
        return 0;
    }

    @Test
    void theHeadingTurnsAtMostTheTurnRate() {
        Bell b = new Bell(BEAT, 20, new Vec2(200, 150), 0, 0);
        // The goal straight behind: each tick turns the full 0.8 dt.
        b.step(new Vec2(-1000, 149), DT, 400, 300);
        assertEquals(-0.8 * DT, b.heading(), EPS, "turns the shorter way, capped");
        Bell near = new Bell(BEAT, 20, new Vec2(200, 150), 0, 0);
        near.step(new Vec2(1000, 150 + 800 * 0.005), DT, 400, 300);
        assertEquals(Math.atan2(800 * 0.005, 800), near.heading(), 1e-9, "a small turn is taken whole");
    }

    @Test
    void aCopyGoesOnAloneAndAlike() {
        Bell b = new Bell(BEAT, 20, new Vec2(100, 100), 1, 0.2);
        Vec2 goal = new Vec2(300, 50);
        for (int i = 0; i < 50; i++) b.step(goal, DT, 400, 300);
        Bell stronger = b.copy();
        stronger.setThrust(200);
        Bell again = b.copy();
        // 90 ticks from a clock of 1.03 s take in the next squeeze (2 s to 2.5 s).
        for (int i = 0; i < 90; i++) b.step(goal, DT, 400, 300);
        for (int i = 0; i < 90; i++) again.step(goal, DT, 400, 300);
        for (int i = 0; i < 90; i++) stronger.step(goal, DT, 400, 300);
        assertEquals(b.x(), again.x(), 0);
        assertEquals(b.y(), again.y(), 0);
        assertEquals(b.heading(), again.heading(), 0);
        assertEquals(b.squeeze(), again.squeeze(), 0);
        assertEquals(b.phase(), again.phase(), 0);
        assertEquals(b.speed(), again.speed(), 0);
        assertTrue(stronger.speed() > b.speed() + 1, "the copy with more thrust went its own way, the original not with it");
    }
}
