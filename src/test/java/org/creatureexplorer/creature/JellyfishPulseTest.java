package org.creatureexplorer.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The jellyfish's pulse and one step of its bell, recomputed here from the documented rule:
 * the squeeze eases in over {@link Jellyfish#SQUEEZE_TIME} and out over the rest of the
 * {@link Jellyfish#PERIOD}; speed grows with the squeeze's growth times the thrust, drag keeps
 * exp(-drag dt) of it, the heading turns at most TURN_RATE dt, and near an edge the velocity is
 * pushed inward.
 */
class JellyfishPulseTest {
    private static final double EPS = 1e-12;
    private static final double DT = 1.0 / 60;

    @Test
    void theSqueezeEasesInThenSlowerOut() {
        assertEquals(0, Jellyfish.squeezeAt(0), EPS);
        assertEquals(0.5, Jellyfish.squeezeAt(Jellyfish.SQUEEZE_TIME / 2), EPS);
        assertEquals(1, Jellyfish.squeezeAt(Jellyfish.SQUEEZE_TIME), EPS);
        double release = Jellyfish.PERIOD - Jellyfish.SQUEEZE_TIME;
        assertEquals(0.5, Jellyfish.squeezeAt(Jellyfish.SQUEEZE_TIME + release / 2), EPS);
        assertEquals(0.5 * (1 - Math.cos(Math.PI * 0.1 / Jellyfish.SQUEEZE_TIME)), Jellyfish.squeezeAt(0.1), EPS);
        assertEquals(0.5 * (1 + Math.cos(Math.PI * 0.3 / release)), Jellyfish.squeezeAt(Jellyfish.SQUEEZE_TIME + 0.3), EPS);
        // Periodic, also before 0.
        assertEquals(Jellyfish.squeezeAt(0.1), Jellyfish.squeezeAt(0.1 + 3 * Jellyfish.PERIOD), 1e-9);
        assertEquals(Jellyfish.squeezeAt(0.5), Jellyfish.squeezeAt(0.5 - Jellyfish.PERIOD), 1e-9);
        assertEquals(0, Jellyfish.squeezeAt(Jellyfish.PERIOD), 1e-9);
    }

    @Test
    void phaseAndSqueezingFollowTheClock() {
        Jellyfish j = new Jellyfish(new Vec2(200, 150), 0, 0.3, 1);
        assertEquals(0.3 / Jellyfish.PERIOD, j.phase(), EPS);
        assertTrue(j.squeezing(), "0.3 s is inside the 0.36 s squeeze");
        assertEquals(Jellyfish.squeezeAt(0.3), j.squeeze(), EPS);
        for (int i = 0; i < 6; i++) j.step(new Vec2(400, 150), DT, 400, 300);
        assertEquals((0.3 + 6 * DT) / Jellyfish.PERIOD, j.phase(), 1e-9);
        assertFalse(j.squeezing(), "0.4 s is past the squeeze");
        assertEquals(Jellyfish.squeezeAt(0.3 + 6 * DT), j.squeeze(), 1e-9);
        // A clock past one period wraps: 1.5 s is 0.3 s into the second pulse.
        Jellyfish later = new Jellyfish(new Vec2(200, 150), 0, 1.5, 1);
        assertEquals(0.3 / Jellyfish.PERIOD, later.phase(), 1e-9);
        assertTrue(later.squeezing());
        Jellyfish atEnd = new Jellyfish(new Vec2(200, 150), 0, Jellyfish.SQUEEZE_TIME, 1);
        assertFalse(atEnd.squeezing(), "the squeeze ends at SQUEEZE_TIME");
    }

    @Test
    void theBellNarrowsAndLengthensAsItSqueezes() {
        Jellyfish rest = new Jellyfish(new Vec2(200, 150), 0, 0, 0.5);
        assertEquals(0.5 * Jellyfish.BELL, rest.bellWidth(), EPS);
        assertEquals(0.5 * Jellyfish.BELL * 0.8, rest.bellLength(), EPS);
        Jellyfish squeezed = new Jellyfish(new Vec2(200, 150), 0, Jellyfish.SQUEEZE_TIME, 1);
        assertEquals(Jellyfish.BELL * 0.7, squeezed.bellWidth(), EPS);
        assertEquals(Jellyfish.BELL, squeezed.bellLength(), EPS);
        assertEquals(0.5, rest.scale());
        assertEquals(Jellyfish.LINK * 0.5, rest.link(), EPS);
    }

    /** One step recomputed: squeeze growth, thrust along the heading, drag, turn, position. */
    @Test
    void oneStepIsThrustTimesGrowthThenDragThenMove() {
        double clock = 0.1, heading = 0.4;
        Vec2 goal = new Vec2(200, 400); // below: the heading turns toward +y, capped
        Jellyfish j = new Jellyfish(new Vec2(200, 150), heading, clock, 1);
        j.setThrust(200);
        j.setDrag(2);
        j.step(goal, DT, 400, 300);

        double grew = Jellyfish.squeezeAt(clock + DT) - Jellyfish.squeezeAt(clock);
        assertTrue(grew > 0);
        double turned = heading + Math.min(Jellyfish.TURN_RATE * DT, Math.atan2(250, 0) - heading);
        double keep = Math.exp(-2 * DT);
        double vx = Math.cos(turned) * 200 * grew * keep, vy = Math.sin(turned) * 200 * grew * keep;
        assertEquals(turned, j.heading(), EPS);
        assertEquals(vx, j.velocity().x(), EPS);
        assertEquals(vy, j.velocity().y(), EPS);
        assertEquals(Math.hypot(vx, vy), j.speed(), EPS);
        assertEquals(200 + vx * DT, j.x(), EPS);
        assertEquals(150 + vy * DT, j.y(), EPS);
        assertEquals(new Vec2(j.x(), j.y()), j.position());

        // Releasing adds no speed: the velocity only decays by the drag.
        Jellyfish releasing = new Jellyfish(new Vec2(200, 150), 0, 0.6, 1);
        releasing.step(new Vec2(400, 150), DT, 400, 300);
        assertEquals(0, releasing.speed(), EPS);
    }

    @Test
    void nearAnEdgeTheVelocityIsPushedInward() {
        Bell bell = new Bell(Bell.Beat.JELLYFISH, Jellyfish.BELL, new Vec2(200, 150), 0, 0);
        double m = Jellyfish.EDGE_MARGIN, push = Jellyfish.EDGE_PUSH;
        assertEquals(0, bell.edgePush(m, 400), EPS);
        assertEquals(0, bell.edgePush(400 - m, 400), EPS);
        assertEquals(push * 35 / m, bell.edgePush(10, 400), EPS);
        assertEquals(-push * 35 / m, bell.edgePush(390, 400), EPS);
        assertEquals(push * 2, bell.edgePush(-500, 400), EPS, "capped at twice the push outside");
        assertEquals(-push * 2, bell.edgePush(900, 400), EPS);

        // A resting bell 10 px from the left edge, releasing (no thrust): one step is the push alone.
        Jellyfish j = new Jellyfish(new Vec2(10, 150), 0, 0.6, 1);
        j.step(new Vec2(400, 150), DT, 400, 300);
        double vx = push * 35 / m * DT;
        assertEquals(vx, j.velocity().x(), EPS);
        assertEquals(0, j.velocity().y(), EPS);
        assertEquals(10 + vx * DT, j.x(), EPS);
    }

    @Test
    void theTentaclesHangStraightBackAtRest() {
        Jellyfish j = new Jellyfish(new Vec2(200, 150), 0, 0, 1);
        assertEquals(1, j.meanLinkStretch(), 1e-12);
        assertEquals(1, j.maxLinkStretch(), 1e-12);
        // Facing +x, the rim ends sit 0.35 half-lengths behind the centre, spread over 0.7 half-widths.
        double half = Jellyfish.BELL, length = Jellyfish.BELL * 0.8;
        for (int k = 0; k < Jellyfish.TENTACLES; k++) {
            double across = (k - 2) / 2.0 * 0.7 * half;
            assertEquals(200 - 0.35 * length, j.tentacleX(k, 0), 1e-9, "strand " + k);
            assertEquals(150 + across, j.tentacleY(k, 0), 1e-9, "strand " + k);
            assertEquals(200 - 0.35 * length - Jellyfish.LINK * Jellyfish.LINKS, j.tentacleX(k, Jellyfish.LINKS), 1e-9);
        }
        // Swimming, the links stretch a little but stay near their length.
        for (int i = 0; i < 240; i++) j.step(new Vec2(380, 280), DT, 400, 300);
        assertTrue(j.maxLinkStretch() >= j.meanLinkStretch());
        assertTrue(j.meanLinkStretch() > 0.95 && j.maxLinkStretch() < 1.3, j.meanLinkStretch() + " " + j.maxLinkStretch());
    }
}
