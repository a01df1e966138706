package org.creatureexplorer.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class BodyTest {

    /** A wiggly random chain: joints gap apart, each bone turned up to +-0.6 rad from the last. */
    private static Vec2[] wiggly(int n, double gap, long seed) {
        Random random = new Random(seed);
        Vec2[] pts = new Vec2[n];
        pts[0] = new Vec2(240, 150);
        double a = random.nextDouble() * 2 * Math.PI;
        for (int i = 1; i < n; i++) {
            a += (random.nextDouble() - 0.5) * 1.2;
            pts[i] = pts[i - 1].plus(Vec2.polar(gap, a));
        }
        return pts;
    }

    private static double[] koiRadii(int n) {
        double[] r = new double[n];
        for (int i = 0; i < n; i++) r[i] = KoiBody.radius(i, n);
        return r;
    }

    @Test
    void everyOutlinePointIsExactlyItsRadiusFromItsJointAndTheSidePointsAreSquareToTheLocalDirection() {
        for (long seed = 1; seed <= 20; seed++) {
            Vec2[] pts = wiggly(14, 13, seed);
            double[] r = koiRadii(14);
            Body body = new Body(pts, r);
            for (Body.OutlinePoint o : body.outline()) {
                assertEquals(r[o.joint()], o.position().distanceTo(pts[o.joint()]), 1e-9, o.toString());
                if (o.side() == Body.Side.RIGHT || o.side() == Body.Side.LEFT) {
                    // Local direction recomputed here: from the joint behind to the joint ahead.
                    int i = o.joint();
                    Vec2 ahead = pts[Math.max(0, i - 1)];
                    Vec2 behind = pts[Math.min(pts.length - 1, i + 1)];
                    Vec2 dir = ahead.minus(behind);
                    dir = dir.times(1 / dir.length());
                    Vec2 offset = o.position().minus(pts[i]);
                    assertEquals(0, offset.dot(dir), 1e-9, "square to the local direction at joint " + i);
                    // Right is clockwise of forward on screen (y down): cross(forward, offset) > 0.
                    double sign = o.side() == Body.Side.RIGHT ? 1 : -1;
                    assertEquals(sign * r[i], dir.cross(offset), 1e-9, "which side at joint " + i);
                }
            }
        }
    }

    @Test
    void theOutlineIsOneClosedLoopDownOneSideRoundTheTailUpTheOtherRoundTheHead() {
        int n = 14;
        Body body = new Body(wiggly(n, 13, 4), koiRadii(n));
        List<Body.OutlinePoint> loop = body.outline();
        int cap = Body.CAP_STEPS - 1;
        assertEquals(2 * n + 2 * cap, loop.size());
        for (int i = 0; i < n; i++) {
            assertEquals(Body.Side.RIGHT, loop.get(i).side());
            assertEquals(i, loop.get(i).joint());
            assertEquals(Body.Side.LEFT, loop.get(n + cap + i).side());
            assertEquals(n - 1 - i, loop.get(n + cap + i).joint());
        }
        for (int k = 0; k < cap; k++) {
            assertEquals(Body.Side.TAIL_CAP, loop.get(n + k).side());
            assertEquals(n - 1, loop.get(n + k).joint());
            assertEquals(Body.Side.HEAD_CAP, loop.get(2 * n + cap + k).side());
            assertEquals(0, loop.get(2 * n + cap + k).joint());
        }
        // Closed: every step, including the one from the last point back to the first, is short.
        for (int k = 0; k < loop.size(); k++) {
            double step = loop.get(k).position().distanceTo(loop.get((k + 1) % loop.size()).position());
            assertTrue(step < 13 + 2 * 12.5, "step " + k + " is " + step);
        }
        // Round the tail: the middle cap point lies straight behind the tail joint.
        Vec2 tail = body.joint(n - 1);
        Vec2 back = body.forward(n - 1).times(-body.radius(n - 1));
        assertEquals(0, loop.get(n + cap / 2).position().distanceTo(tail.plus(back)), 1e-9);
        // Round the head: the middle cap point lies straight ahead of the head joint.
        Vec2 front = body.joint(0).plus(body.forward(0).times(body.radius(0)));
        assertEquals(0, loop.get(2 * n + cap + cap / 2).position().distanceTo(front), 1e-9);
    }

    @Test
    void aStraightBodyOfEqualCirclesEnclosesARectangleWithTwoHalfPolygonEnds() {
        int n = 8;
        double gap = 10;
        double r = 4;
        Vec2[] pts = new Vec2[n];
        for (int i = 0; i < n; i++) pts[i] = new Vec2(100 - gap * i, 50);
        double[] radii = new double[n];
        java.util.Arrays.fill(radii, r);
        List<Body.OutlinePoint> loop = new Body(pts, radii).outline();
        double area = 0; // shoelace
        for (int k = 0; k < loop.size(); k++) {
            Vec2 a = loop.get(k).position();
            Vec2 b = loop.get((k + 1) % loop.size()).position();
            area += a.x() * b.y() - b.x() * a.y();
        }
        area = Math.abs(area) / 2;
        // Each end: CAP_STEPS triangles of a regular polygon inscribed in a half circle.
        int m = Body.CAP_STEPS;
        double halfPolygon = m * 0.5 * r * r * Math.sin(Math.PI / m);
        assertEquals((n - 1) * gap * 2 * r + 2 * halfPolygon, area, 1e-9);
    }

    @Test
    void turningLeftStretchesTheRightSideAndOpensTheRightFin() {
        // Swimming up the screen (forward = -y) while curving to its left: seen from the head, each
        // bone toward the tail turns a little further round to the right (clockwise on screen).
        int n = 14;
        Vec2[] pts = new Vec2[n];
        pts[0] = new Vec2(200, 100);
        double a = -Math.PI / 2 + Math.PI; // first bone points down, away from the heading (up-left turn)
        for (int i = 1; i < n; i++) {
            pts[i] = pts[i - 1].plus(Vec2.polar(13, a));
            a += 0.15; // clockwise going tailward
        }
        Body body = new Body(pts, koiRadii(n));
        // Forward at the head is counter-clockwise of forward at the tail: a left turn.
        assertTrue(body.forward(n - 1).cross(body.forward(0)) < 0, "the body curves to its left");
        assertTrue(body.sideLength(+1) > 13 * (n - 1), "outside (right) longer than the spine");
        assertTrue(body.sideLength(-1) < 13 * (n - 1), "inside (left) shorter than the spine");
        double expectedRight = Math.min(KoiBody.FIN_MAX, KoiBody.FIN_REST + KoiBody.FIN_GAIN * 3 * 0.15);
        double expectedLeft = Math.max(KoiBody.FIN_MIN, KoiBody.FIN_REST - KoiBody.FIN_GAIN * 3 * 0.15);
        assertEquals(expectedRight, KoiBody.finOpening(body, +1), 1e-9);
        assertEquals(expectedLeft, KoiBody.finOpening(body, -1), 1e-9);
        assertTrue(KoiBody.finOpening(body, +1) > KoiBody.finOpening(body, -1));
    }

    @Test
    void sideLengthsAndTheSmallestStepMatchADirectSum() {
        Vec2[] pts = wiggly(26, 12, 8);
        double[] r = new double[26];
        for (int i = 0; i < 26; i++) r[i] = SnakeBody.radius(i, 26);
        Body body = new Body(pts, r);
        for (int side = -1; side <= 1; side += 2) {
            double total = 0;
            for (int i = 1; i < 26; i++) total += body.sidePoint(i, side).distanceTo(body.sidePoint(i - 1, side));
            assertEquals(total, body.sideLength(side), 1e-9);
        }
        double smallest = Double.MAX_VALUE;
        for (int i = 1; i < 26; i++) {
            Vec2 bone = pts[i - 1].minus(pts[i]);
            bone = bone.times(1 / bone.length());
            for (int side = -1; side <= 1; side += 2) {
                smallest = Math.min(smallest, body.sidePoint(i - 1, side).minus(body.sidePoint(i, side)).dot(bone));
            }
        }
        assertEquals(smallest, body.smallestSideStep(), 1e-9);
    }

    @Test
    void aTightBendUnderFatCirclesCrumplesTheInsideSkin() {
        // A bend of 0.6 rad per joint with 12 px gaps: radius 10 keeps the inside moving forward, radius 30 does not.
        Vec2[] pts = new Vec2[10];
        pts[0] = Vec2.ZERO;
        double a = Math.PI;
        for (int i = 1; i < 10; i++) {
            pts[i] = pts[i - 1].plus(Vec2.polar(12, a));
            a += 0.6;
        }
        double[] thin = new double[10];
        double[] fat = new double[10];
        java.util.Arrays.fill(thin, 10);
        java.util.Arrays.fill(fat, 30);
        assertTrue(new Body(pts, thin).smallestSideStep() > 0);
        assertTrue(new Body(pts, fat).smallestSideStep() < 0);
    }

    @Test
    void eyesSitOnTheHeadForwardAndToEachSide() {
        Vec2[] pts = {new Vec2(50, 50), new Vec2(50, 60), new Vec2(50, 70)}; // facing up the screen
        Body body = new Body(pts, new double[] {10, 8, 4});
        assertEquals(new Vec2(56, 46).x(), body.eye(+1, 0.4, 0.6).x(), 1e-12);
        assertEquals(46, body.eye(+1, 0.4, 0.6).y(), 1e-12);
        assertEquals(44, body.eye(-1, 0.4, 0.6).x(), 1e-12, "the left eye is on the screen's left when facing up");
    }

    @Test
    void koiRadiiMatchTheReferenceProfile() {
        assertEquals(10.5, KoiBody.radius(0, 14), 1e-12);
        assertEquals(12.5, KoiBody.radius(2, 14), 1e-12);
        assertEquals(3.0, KoiBody.radius(13, 14), 1e-12);
        double widest = 0;
        for (int i = 0; i < 14; i++) widest = Math.max(widest, KoiBody.radius(i, 14));
        assertEquals(12.5, widest, 1e-12);
        // A longer koi samples the same profile: same head and tail, the middle between neighbours.
        assertEquals(10.5, KoiBody.radius(0, 27), 1e-12);
        assertEquals(3.0, KoiBody.radius(26, 27), 1e-12);
        assertEquals((12.0 + 12.5) / 2, KoiBody.radius(3, 27), 1e-12);
    }

    @Test
    void rejectsMismatchedRadii() {
        assertThrows(IllegalArgumentException.class, () -> new Body(new Vec2[] {Vec2.ZERO, Vec2.UNIT_X}, new double[] {1}));
    }
}
