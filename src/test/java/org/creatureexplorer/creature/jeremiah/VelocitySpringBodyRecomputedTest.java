package org.creatureexplorer.creature.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * {@link VelocitySpringBody} recomputed from its class comment: the head walks its straight
 * path in {@link VelocitySpringBody#SUBSTEPS} substeps with the matching speed; each spring
 * pulls both ends with K (gap - rest) + C x the closing speed along it; every other point adds
 * its force to its velocity, loses DRAG of it, and moves by it (semi-implicit Euler, mass 1).
 */
class VelocitySpringBodyRecomputedTest {
    private static final double K = VelocitySpringBody.K;
    private static final double C = VelocitySpringBody.C;
    private static final int SUB = VelocitySpringBody.SUBSTEPS;
    private static final double DRAG = VelocitySpringBody.DRAG;

    @Test
    void framesFollowTheSpringsDampersAndDrag() {
        int n = 6;
        double rest = 20;
        Vec2[] start = new Vec2[n];
        for (int i = 0; i < n; i++) start[i] = new Vec2(300 - i * 22, 200 + i * 3);
        VelocitySpringBody body = new VelocitySpringBody(start, rest);
        assertEquals(n, body.size());
        double[] x = new double[n], y = new double[n], vx = new double[n], vy = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = start[i].x();
            y[i] = start[i].y();
            assertEquals(start[i], body.point(i));
        }
        for (int frame = 1; frame <= 150; frame++) {
            if (frame == 80) {
                rest = 14;
                body.setRest(rest);
            }
            Vec2 head = new Vec2(300 + 120 * Math.sin(frame * 0.07), 200 + 80 * Math.sin(frame * 0.11));
            double fromX = x[0], fromY = y[0];
            vx[0] = (head.x() - fromX) * (1.0 / SUB);
            vy[0] = (head.y() - fromY) * (1.0 / SUB);
            for (int s = 1; s <= SUB; s++) {
                double along = (double) s / SUB;
                x[0] = fromX + (head.x() - fromX) * along;
                y[0] = fromY + (head.y() - fromY) * along;
                double[] fx = new double[n], fy = new double[n];
                for (int i = 1; i < n; i++) {
                    double dx = x[i - 1] - x[i], dy = y[i - 1] - y[i];
                    double len = Vec2.norm(dx, dy);
                    double ux = dx / len, uy = dy / len;
                    double closing = (vx[i - 1] - vx[i]) * ux + (vy[i - 1] - vy[i]) * uy;
                    double m = K * (len - rest) + C * closing;
                    fx[i] += ux * m;
                    fy[i] += uy * m;
                    fx[i - 1] -= ux * m;
                    fy[i - 1] -= uy * m;
                }
                for (int i = 1; i < n; i++) {
                    vx[i] = (vx[i] + fx[i]) * (1 - DRAG);
                    vy[i] = (vy[i] + fy[i]) * (1 - DRAG);
                    x[i] += vx[i];
                    y[i] += vy[i];
                }
            }
            body.follow(head);
            for (int i = 0; i < n; i++) {
                // The springs amplify rounding a little over the frames: 1e-6 px still catches any wrong term.
                assertEquals(x[i], body.point(i).x(), 1e-6, "x of " + i + " at frame " + frame);
                assertEquals(y[i], body.point(i).y(), 1e-6, "y of " + i + " at frame " + frame);
            }
        }
        double length = 0;
        for (int i = 1; i < n; i++) {
            double gap = Math.hypot(x[i] - x[i - 1], y[i] - y[i - 1]);
            assertEquals(gap, body.gap(i), 1e-6);
            length += gap;
        }
        assertEquals(length, body.length(), 1e-6);
        assertEquals(length / (14 * 5), body.stretch(), 1e-9);
    }

    @Test
    void pointsOnTopOfEachOtherArePushedApartAlongX() {
        // Two points at the same spot, rest 10: the spring's direction falls back to +x, so the
        // tail is pushed toward -x by K x 10 in its first substep, damped by nothing yet.
        Vec2 p = new Vec2(100, 100);
        VelocitySpringBody body = new VelocitySpringBody(new Vec2[] {p, p}, 10);
        body.follow(p);
        Vec2 tail = body.point(1);
        assertEquals(100, tail.y(), 1e-12, "no sideways push");
        assertTrue(tail.x() < 100 - 4, "pushed back along -x: " + tail.x());
        assertTrue(Double.isFinite(tail.x()));
    }

    @Test
    void aCopyFollowsOnAloneAndAlike() {
        Vec2[] start = {new Vec2(0, 0), new Vec2(-20, 0), new Vec2(-40, 0)};
        VelocitySpringBody body = new VelocitySpringBody(start, 20);
        body.follow(new Vec2(30, 10));
        VelocitySpringBody copy = body.copy();
        Vec2 before = body.point(2);
        copy.follow(new Vec2(200, 200));
        assertEquals(before, body.point(2), "the original stayed");
        VelocitySpringBody again = body.copy();
        body.follow(new Vec2(60, 20));
        again.follow(new Vec2(60, 20));
        assertEquals(body.point(2), again.point(2), "the velocities were copied too");
    }
}
