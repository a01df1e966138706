package org.creatureexplorer.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * {@link KoiBody}'s profile and fins worked out by hand: the radii read the 14-value profile at
 * the same share of the body, the side fins hang at joint round(3 (n-1) / 13) opened by
 * rest +/- gain x the bend summed over joints 2 to 4, and the tail fin hangs from the last joint
 * sized from the widest radius.
 */
class KoiBodyFinsTest {
    private static final double EPS = 1e-12;

    @Test
    void theProfileIsReadAtTheSameShareOfAnyBody() {
        for (int i = 0; i < 14; i++) assertEquals(KoiBody.PROFILE[i], KoiBody.radius(i, 14), EPS, "joint " + i);
        assertEquals(10.5, KoiBody.radius(0, 1), EPS, "a one-joint body is all head");
        // 27 joints: two per reference joint, the odd ones halfway between.
        assertEquals((10.5 + 12.0) / 2, KoiBody.radius(1, 27), EPS);
        assertEquals(12.5, KoiBody.radius(4, 27), EPS);
        assertEquals((3.4 + 3.0) / 2, KoiBody.radius(25, 27), EPS);
        assertEquals(3.0, KoiBody.radius(26, 27), EPS, "the tail end is the last value");
        // 5 joints: every 3.25 reference joints.
        assertEquals(12.3 + (11.6 - 12.3) * 0.25, KoiBody.radius(1, 5), EPS);
        assertEquals(14, KoiBody.REFERENCE_JOINTS);
    }

    @Test
    void theSideFinsHangAtTheSameShareOfAnyBody() {
        assertEquals(3, KoiBody.finJoint(14));
        assertEquals(6, KoiBody.finJoint(27));
        assertEquals(4, KoiBody.finJoint(20), "round(57 / 13 = 4.38)");
        assertEquals(5, KoiBody.finJoint(22), "round(63 / 13 = 4.85)");
        assertEquals(1, KoiBody.finJoint(3), "at least joint 1");
        assertEquals(1, KoiBody.finJoint(2), "at least joint 1, even past n - 2");
    }

    /** A chain turning by bends[i] at joint i (positive clockwise on screen), gap 10, heading +x at the head. */
    private static Body bent(double[] bends, double[] radii) {
        int n = bends.length;
        Vec2[] pts = new Vec2[n];
        pts[0] = new Vec2(200, 200);
        // Head first: each bone from joint i-1 to i; the bend at joint i turns bone i+1 from bone i.
        double a = Math.PI;
        for (int i = 1; i < n; i++) {
            if (i >= 2) a += bends[i - 1];
            pts[i] = pts[i - 1].plus(Vec2.polar(10, a));
        }
        return new Body(pts, radii);
    }

    private static double[] radii(int n) {
        double[] r = new double[n];
        for (int i = 0; i < n; i++) r[i] = KoiBody.radius(i, n);
        return r;
    }

    @Test
    void theFinsOpenByTheBendAtJointsTwoToFour() {
        double[] bends = {0, 0.01, 0.02, 0.04, 0.08, 0.16, 0, 0};
        Body body = bent(bends, radii(8));
        for (int i = 1; i < 7; i++) assertEquals(bends[i], body.signedBend(i), 1e-9, "bend at " + i);
        double sum = 0.02 + 0.04 + 0.08;
        assertEquals(0.55 + 2.2 * sum, KoiBody.finOpening(body, 1), 1e-9);
        assertEquals(0.55 - 2.2 * sum, KoiBody.finOpening(body, -1), 1e-9);
        // Five joints: 3 is the last interior joint, so only 2 and 3 count; four joints, only 2.
        Body five = bent(new double[] {0, 0.01, 0.02, 0.04, 0}, radii(5));
        assertEquals(0.55 + 2.2 * 0.06, KoiBody.finOpening(five, 1), 1e-9);
        Body four = bent(new double[] {0, 0.01, 0.02, 0}, radii(4));
        assertEquals(0.55 + 2.2 * 0.02, KoiBody.finOpening(four, 1), 1e-9);
        // Clamped both ways, with the koi's numbers and the workshop's.
        assertEquals(KoiBody.FIN_MAX, KoiBody.finOpening(1, 1), EPS);
        assertEquals(KoiBody.FIN_MIN, KoiBody.finOpening(1, -1), EPS);
        assertEquals(0.4 - 3 * 0.05, KoiBody.finOpening(0.05, -1, 0.4, 3), EPS);
        assertEquals(0.4 + 3 * 0.05, KoiBody.finOpening(0.05, 1, 0.4, 3), EPS);
    }

    @Test
    void theSideFinIsPinnedAtTheEdgeAndOpenedFromTheBack() {
        double[] bends = new double[14];
        for (int i = 1; i < 13; i++) bends[i] = 0.05 * Math.sin(i);
        Body body = bent(bends, radii(14));
        for (int side : new int[] {1, -1}) {
            KoiBody.Fin fin = KoiBody.sideFin(body, side);
            double open = KoiBody.finOpening(body, side);
            Vec2 back = body.forward(3).times(-1);
            Vec2 axis = back.times(Math.cos(open)).plus(body.right(3).times(side * Math.sin(open)));
            double length = 1.7 * 12.3;
            assertEquals(length, fin.length(), 1e-9);
            assertEquals(0.5 * length, fin.width(), 1e-9);
            assertEquals(axis.angle(), fin.angle(), 1e-9);
            Vec2 centre = body.sidePoint(3, side).plus(axis.times(0.45 * length));
            assertEquals(centre.x(), fin.centre().x(), 1e-9, "side " + side);
            assertEquals(centre.y(), fin.centre().y(), 1e-9, "side " + side);
        }
    }

    @Test
    void theTailFinHangsFromTheLastJointSizedByTheWidest() {
        double[] bends = {0, 0.1, -0.2, 0.3, 0};
        double[] r = {4, 9, 6, 7, 2};
        Body body = bent(bends, r);
        KoiBody.Fin fin = KoiBody.tailFin(body);
        Vec2 back = body.forward(4).times(-1);
        assertEquals(18, fin.length(), EPS, "twice the widest, 9");
        assertEquals(0.55 * 18, fin.width(), EPS);
        assertEquals(back.angle(), fin.angle(), 1e-12);
        Vec2 centre = body.joint(4).plus(back.times(0.45 * 18));
        assertEquals(centre.x(), fin.centre().x(), 1e-9);
        assertEquals(centre.y(), fin.centre().y(), 1e-9);
        // The widest at the head and at the tail count too.
        assertEquals(22, KoiBody.tailFin(bent(bends, new double[] {11, 9, 6, 7, 2})).length(), EPS);
        assertEquals(24, KoiBody.tailFin(bent(bends, new double[] {4, 9, 6, 7, 12})).length(), EPS);
    }
}
