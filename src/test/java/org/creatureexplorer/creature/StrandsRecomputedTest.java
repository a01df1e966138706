package org.creatureexplorer.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link Strands} recomputed from its class comment: strand k of n hangs from
 * (x, y) - 0.35 halfLength along the heading + (k - (n-1)/2) / ((n-1)/2) x 0.7 halfWidth across
 * it; each free point keeps {@code keep} of its last motion and sinks sink dt^2, then each link
 * is restored to its length {@code passes} times, the rim end pinned (its link's whole
 * correction on the free end, the others split in half).
 */
class StrandsRecomputedTest {
    private static final double DT = 1.0 / 60;
    private static final Strands.Hang HANG = new Strands.Hang(5, 6, 7, 0.9, 400, 3);

    private static double across(int k, int n, double halfWidth) {
        return n == 1 ? 0 : (k - (n - 1) / 2.0) / ((n - 1) / 2.0) * 0.7 * halfWidth;
    }

    private static double anchorX(int k, int n, double x, double heading, double halfWidth, double halfLength) {
        return x - Math.cos(heading) * 0.35 * halfLength - Math.sin(heading) * across(k, n, halfWidth);
    }

    private static double anchorY(int k, int n, double y, double heading, double halfWidth, double halfLength) {
        return y - Math.sin(heading) * 0.35 * halfLength + Math.cos(heading) * across(k, n, halfWidth);
    }

    @Test
    void strandsStartStraightBackFromTheOutline() {
        double heading = 0.7;
        Strands s = new Strands(HANG, 200, 150, heading, 30, 40);
        assertEquals(HANG, s.hang());
        for (int k = 0; k < 5; k++) {
            double ax = anchorX(k, 5, 200, heading, 30, 40), ay = anchorY(k, 5, 150, heading, 30, 40);
            for (int i = 0; i <= 6; i++) {
                assertEquals(ax - Math.cos(heading) * 7 * i, s.pointX(k, i), 1e-9, "x of strand " + k + " point " + i);
                assertEquals(ay - Math.sin(heading) * 7 * i, s.pointY(k, i), 1e-9, "y of strand " + k + " point " + i);
            }
        }
        // The outer strands sit 0.7 of the half-width either side, the middle one on the axis.
        assertEquals(2 * 0.7 * 30, Math.hypot(s.pointX(4, 0) - s.pointX(0, 0), s.pointY(4, 0) - s.pointY(0, 0)), 1e-9);
        assertEquals(200 - Math.cos(heading) * 14, s.pointX(2, 0), 1e-9);
        assertEquals(1, s.maxLinkStretch(), 1e-12);
        assertEquals(1, s.meanLinkStretch(), 1e-12);
        assertEquals(30, s.linkStretchSum(), 1e-9);
    }

    @Test
    void aSingleStrandHangsFromTheAxis() {
        Strands s = new Strands(new Strands.Hang(1, 4, 5, 0.9, 100, 2), 100, 100, Math.PI / 2, 30, 40);
        assertEquals(100, s.pointX(0, 0), 1e-9);
        assertEquals(100 - 14, s.pointY(0, 0), 1e-9);
        assertEquals(100 - 14 - 20, s.pointY(0, 4), 1e-9);
    }

    /** Every point stepped here by the rule, the outline swimming and turning. */
    @Test
    void stepsSwingSinkAndRestoreTheLinks() {
        int n = 5, links = 6;
        double[][] px = new double[n][links + 1], py = new double[n][links + 1], ox = new double[n][links + 1], oy = new double[n][links + 1];
        double x = 200, y = 150, heading = 0.7;
        Strands s = new Strands(HANG, x, y, heading, 30, 40);
        for (int k = 0; k < n; k++) {
            for (int i = 0; i <= links; i++) {
                px[k][i] = ox[k][i] = s.pointX(k, i);
                py[k][i] = oy[k][i] = s.pointY(k, i);
            }
        }
        double fall = 400 * DT * DT;
        for (int tick = 1; tick <= 200; tick++) {
            x += 90 * DT * Math.cos(heading);
            y += 90 * DT * Math.sin(heading);
            heading += 0.9 * DT;
            double halfWidth = 30 * (1 - 0.3 * Math.sin(tick * 0.2));
            double halfLength = 40 * (0.8 + 0.2 * Math.sin(tick * 0.2));
            for (int k = 0; k < n; k++) {
                px[k][0] = ox[k][0] = anchorX(k, n, x, heading, halfWidth, halfLength);
                py[k][0] = oy[k][0] = anchorY(k, n, y, heading, halfWidth, halfLength);
                for (int i = 1; i <= links; i++) {
                    double mx = (px[k][i] - ox[k][i]) * 0.9, my = (py[k][i] - oy[k][i]) * 0.9;
                    ox[k][i] = px[k][i];
                    oy[k][i] = py[k][i];
                    px[k][i] += mx;
                    py[k][i] += my + fall;
                }
                for (int pass = 0; pass < 3; pass++) {
                    for (int i = 0; i < links; i++) {
                        double dx = px[k][i + 1] - px[k][i], dy = py[k][i + 1] - py[k][i];
                        double d = Math.hypot(dx, dy);
                        double f = (d - 7) / d;
                        double share = i == 0 ? 0 : 0.5;
                        px[k][i] += share * dx * f;
                        py[k][i] += share * dy * f;
                        px[k][i + 1] -= (1 - share) * dx * f;
                        py[k][i + 1] -= (1 - share) * dy * f;
                    }
                }
            }
            s.step(x, y, heading, halfWidth, halfLength, DT);
            for (int k = 0; k < n; k++) {
                for (int i = 0; i <= links; i++) {
                    assertEquals(px[k][i], s.pointX(k, i), 1e-9, "x of " + k + "/" + i + " at tick " + tick);
                    assertEquals(py[k][i], s.pointY(k, i), 1e-9, "y of " + k + "/" + i + " at tick " + tick);
                }
            }
        }
        double sum = 0, worst = 0;
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < links; i++) {
                double stretch = Math.hypot(px[k][i + 1] - px[k][i], py[k][i + 1] - py[k][i]) / 7;
                sum += stretch;
                worst = Math.max(worst, stretch);
            }
        }
        assertEquals(sum, s.linkStretchSum(), 1e-9);
        assertEquals(sum / 30, s.meanLinkStretch(), 1e-9);
        assertEquals(worst, s.maxLinkStretch(), 1e-9);
        assertTrue(worst > 1 + 1e-6, "the swim stretches some link: " + worst);
    }

    @Test
    void aCopyHangsOnAloneAndAlike() {
        Strands s = new Strands(HANG, 200, 150, 0.7, 30, 40);
        for (int t = 0; t < 30; t++) s.step(200 + t, 150, 0.7, 30, 40, DT);
        Strands copy = s.copy();
        double before = s.pointY(3, 6);
        for (int t = 0; t < 30; t++) copy.step(260 + t, 150, 0.7, 30, 40, DT);
        assertEquals(before, s.pointY(3, 6), 0, "the original stayed");
        for (int t = 0; t < 30; t++) s.step(260 + t, 150, 0.7, 30, 40, DT);
        for (int k = 0; k < 5; k++) {
            for (int i = 0; i <= 6; i++) {
                assertEquals(s.pointX(k, i), copy.pointX(k, i), 0);
                assertEquals(s.pointY(k, i), copy.pointY(k, i), 0);
            }
        }
    }
}
