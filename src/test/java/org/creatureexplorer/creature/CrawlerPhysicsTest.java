package org.creatureexplorer.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The crawl recomputed here from {@link Crawler}'s documented rule: a sine wave sets each pair's
 * target gap, a damped spring per pair changes the two joints' speeds by equal and opposite
 * amounts, lopsided friction keeps exp(-forward dt) of a forward speed and exp(-back dt) of a
 * backward one, and the trail is laid 1 px at a time turning toward the target at a limited rate.
 */
class CrawlerPhysicsTest {
    private static final double DT = 1.0 / 60;
    private static final Crawler.Stride STRIDE = new Crawler.Stride(10, 14, 0.35, 0.6, 120, 6, 0.8, 0.02);
    private static final double BACK = 12;
    private static final double WAVE = 6;
    private static final Vec2 HEAD = new Vec2(300, 200);
    private static final Vec2 TANGENT = new Vec2(0.6, 0.8);

    private static Crawler crawler() { return new Crawler(STRIDE, BACK, WAVE, HEAD, TANGENT); }

    /** Points laid at the start: the body's length rounded up, plus the spare. */
    private static int laid(Crawler.Stride stride) {
        return (int) Math.ceil(stride.restGap() * (stride.joints() - 1) / Crawler.TRAIL_STEP) + Crawler.TRAIL_SPARE;
    }

    /**
     * The trail's last point: the first whole arc length at or past the head whose next half
     * pixel is clamped onto it (the head may have slid back since it laid the trail).
     */
    private static int trailEnd(Crawler c) {
        int k = (int) Math.floor(c.s(0));
        while (!c.pointAt(k + 0.5).equals(c.pointAt(k))) k++;
        return k;
    }

    private static void assertNear(Vec2 expected, Vec2 actual, double eps, String what) {
        assertEquals(expected.x(), actual.x(), eps, what + " x");
        assertEquals(expected.y(), actual.y(), eps, what + " y");
    }

    @Test
    void theBodyStartsStraightAtRestWithTheHeadOnTheGivenPoint() {
        Crawler c = crawler();
        int laid = laid(STRIDE);
        assertEquals(10, c.joints());
        assertEquals(STRIDE, c.stride());
        assertEquals(BACK, c.backFriction());
        for (int i = 0; i < c.joints(); i++) {
            assertEquals(laid - i * 14.0, c.s(i), 1e-12, "s of joint " + i);
            assertEquals(0, c.v(i), "at rest");
            assertNear(HEAD.minus(TANGENT.times(i * 14.0)), c.joint(i), 1e-9, "joint " + i);
        }
        for (int i = 0; i < c.joints() - 1; i++) assertEquals(14, c.gap(i), 1e-12);
        // The trail starts `laid` px behind the head, straight along the tangent.
        assertNear(HEAD.minus(TANGENT.times(laid)), c.pointAt(0), 1e-9, "the trail's first point");
        assertNear(HEAD.minus(TANGENT.times(laid - 7.25)), c.pointAt(7.25), 1e-9, "between points");
        assertNear(TANGENT, c.directionAt(50), 1e-9, "direction");
        assertEquals(0, c.centreTravel(), 1e-12);
        assertEquals(0, c.meanSpeed(DT), "no ticks yet");
        assertEquals(laid - 4.5 * 14, c.centre(), 1e-12);
    }

    @Test
    void theWaveSqueezesEachGapByItsPhase() {
        Crawler c = crawler();
        // Phase 0 at the start: pair 0 at its rest gap, pair i squeezed by its phase lag.
        assertEquals(14, c.targetGap(0), 1e-12);
        for (int i = 1; i < 9; i++) {
            double squeeze = 0.5 - 0.5 * Math.cos(0.6 * i);
            assertEquals(14 * (1 - 0.35 * squeeze), c.targetGap(i), 1e-12, "pair " + i);
        }
        c.step(HEAD.plus(TANGENT.times(500)), DT);
        c.step(HEAD.plus(TANGENT.times(500)), DT);
        c.setWaveSpeed(2);
        c.step(HEAD.plus(TANGENT.times(500)), DT);
        double phase = (2 * WAVE + 2) * DT;
        for (int i = 0; i < 9; i++) {
            double squeeze = 0.5 - 0.5 * Math.cos(phase + 0.6 * i);
            assertEquals(14 * (1 - 0.35 * squeeze), c.targetGap(i), 1e-12, "pair " + i + " after 3 ticks");
        }
    }

    /** The joints' distances and speeds, stepped here by the rule in the class comment. */
    @Test
    void jointsFollowTheSpringsAndTheLopsidedFriction() {
        Crawler c = crawler();
        int n = c.joints();
        double[] s = new double[n];
        double[] v = new double[n];
        for (int i = 0; i < n; i++) s[i] = c.s(i);
        double phase = 0;
        double back = BACK;
        Vec2 ahead = HEAD.plus(TANGENT.times(2000));
        for (int tick = 1; tick <= 240; tick++) {
            if (tick == 120) {
                back = 3;
                c.setBackFriction(3);
            }
            phase += WAVE * DT;
            double[] dv = new double[n];
            for (int i = 0; i < n - 1; i++) {
                double target = 14 * (1 - 0.35 * (0.5 - 0.5 * Math.cos(phase + 0.6 * i)));
                double f = 120 * ((s[i] - s[i + 1]) - target) + 6 * (v[i] - v[i + 1]);
                dv[i] -= f * DT;
                dv[i + 1] += f * DT;
            }
            for (int i = 0; i < n; i++) {
                v[i] += dv[i];
                v[i] *= Math.exp(-(v[i] > 0 ? 0.8 : back) * DT);
                s[i] += v[i] * DT;
            }
            c.step(ahead, DT);
            for (int i = 0; i < n; i++) {
                assertEquals(v[i], c.v(i), 1e-9, "speed of joint " + i + " at tick " + tick);
                assertEquals(s[i], c.s(i), 1e-9, "distance of joint " + i + " at tick " + tick);
            }
        }
        assertEquals(3, c.backFriction());
        double mean = 0;
        double meanV = 0;
        for (int i = 0; i < n; i++) {
            mean += s[i] / n;
            meanV += v[i] / n;
        }
        assertEquals(mean, c.centre(), 1e-9);
        assertEquals(meanV, c.centreSpeed(), 1e-9);
        assertEquals(mean - (laid(STRIDE) - 4.5 * 14), c.centreTravel(), 1e-9);
        assertTrue(c.centreTravel() > 5, "the lopsided friction makes it travel: " + c.centreTravel());
    }

    @Test
    void withoutFrictionTheSpringsCannotMoveTheCentre() {
        Crawler.Stride frictionless = new Crawler.Stride(10, 14, 0.35, 0.6, 120, 6, 0, 0.02);
        Crawler c = new Crawler(frictionless, 0, WAVE, HEAD, TANGENT);
        for (int tick = 0; tick < 300; tick++) c.step(HEAD, DT);
        assertEquals(0, c.centreSpeed(), 1e-9);
        assertEquals(0, c.centreTravel(), 1e-9);
        assertTrue(Math.abs(c.v(0)) > 1, "the joints themselves do move: " + c.v(0));
    }

    @Test
    void theMeanSpeedIsOverTheLastSecondOrTheTicksSoFar() {
        Crawler c = crawler();
        Vec2 ahead = HEAD.plus(TANGENT.times(2000));
        double start = c.centre();
        double[] centres = new double[200];
        for (int tick = 1; tick < centres.length; tick++) {
            c.step(ahead, DT);
            centres[tick] = c.centre();
            int window = Math.min(tick, Crawler.MEAN_WINDOW);
            double then = tick - window == 0 ? start : centres[tick - window];
            assertEquals((centres[tick] - then) / (window * DT), c.meanSpeed(DT), 1e-9, "tick " + tick);
        }
        assertTrue(c.meanSpeed(DT) > 0);
    }

    /** Each new trail point is 1 px on from the last, its heading turned toward the target by at most maxTurn. */
    @Test
    void theTrailTurnsTowardTheTargetAtTheLimitedRate() {
        Crawler c = crawler();
        int laid = laid(STRIDE);
        Vec2 target = HEAD.plus(TANGENT.perp().times(400)).plus(TANGENT.times(100));
        for (int tick = 0; tick < 400; tick++) c.step(target, DT);
        int last = trailEnd(c);
        assertTrue(last > laid + 100, "the head has gone on: " + c.s(0));
        assertTrue(last >= c.s(0) && last < c.s(0) + 10, "the trail reaches just past the head: " + last);
        assertNear(c.pointAt(last), c.pointAt(last + 50), 0, "clamped at the trail's end");
        double heading = TANGENT.angle();
        double maxTurn = 0.02;
        int turnedFully = 0;
        for (int k = laid; k < last; k++) {
            Vec2 p = c.pointAt(k);
            Vec2 q = c.pointAt(k + 1);
            assertEquals(1, p.distanceTo(q), 1e-9, "1 px steps at " + k);
            double want = Math.atan2(target.y() - p.y(), target.x() - p.x());
            double turn = Math.IEEEremainder(want - heading, 2 * Math.PI);
            heading += Math.max(-maxTurn, Math.min(maxTurn, turn));
            if (Math.abs(turn) > maxTurn) turnedFully++;
            assertEquals(heading, q.minus(p).angle(), 1e-9, "heading at " + k);
            // Between points the trail is the straight segment.
            assertNear(p.lerp(q, 0.3), c.pointAt(k + 0.3), 1e-9, "inside segment " + k);
        }
        assertTrue(turnedFully > 20, "the turn limit was reached: " + turnedFully);
        // The direction is the chord over 4 px, normalised.
        int mid = (laid + last) / 2;
        Vec2 chord = c.pointAt(mid + 2.5).minus(c.pointAt(mid - 1.5));
        assertNear(chord.times(1 / chord.length()), c.directionAt(mid + 0.5), 1e-9, "direction on the bend");
        // The joints live on the trail.
        for (int i = 0; i < c.joints(); i++) assertNear(c.pointAt(c.s(i)), c.joint(i), 1e-12, "joint " + i);
    }

    @Test
    void theTrailKeepsOnlyItsRingAndIsClampedAtTheTail() {
        // Capacity 1024 here: after the head has laid far more, the first point kept is 1023 back.
        Crawler c = new Crawler(new Crawler.Stride(4, 10, 0.5, 1.2, 300, 8, 0.2, 0.05), 30, 12, HEAD, TANGENT);
        Vec2 ahead = HEAD.plus(TANGENT.times(1e6));
        while (c.s(0) < 1500) c.step(ahead, DT);
        double straightStart = -laidOf(4, 10);
        int last = trailEnd(c);
        // Straight ahead: point k sits k px along the tangent from the trail's start.
        Vec2 origin = HEAD.plus(TANGENT.times(straightStart));
        assertNear(origin.plus(TANGENT.times(last - 500.5)), c.pointAt(last - 500.5), 1e-6, "inside the ring");
        int first = last + 1 - 1024;
        assertTrue(first > 0);
        Vec2 firstKept = origin.plus(TANGENT.times(first));
        assertNear(firstKept, c.pointAt(0), 1e-6, "clamped to the first point kept");
        assertNear(firstKept, c.pointAt(first - 30), 1e-6, "clamped to the first point kept");
        assertNear(origin.plus(TANGENT.times(first + 0.5)), c.pointAt(first + 0.5), 1e-6, "the ring's oldest segment");
    }

    @Test
    void aLongBodyGetsARingTwiceItsTrail() {
        // 80 joints 10 px apart: 830 points laid, so a ring of 1660, more than the 1024 default.
        Crawler c = new Crawler(new Crawler.Stride(80, 10, 0.3, 0.4, 200, 8, 0.2, 0.05), 30, 12, HEAD, TANGENT);
        int laid = laidOf(80, 10);
        Vec2 origin = HEAD.minus(TANGENT.times(laid));
        Vec2 ahead = HEAD.plus(TANGENT.times(1e6));
        while (c.s(0) < laid + 1300) c.step(ahead, DT);
        int last = trailEnd(c);
        int first = last + 1 - 2 * laid;
        assertTrue(first > 0, "the ring has wrapped");
        assertNear(origin.plus(TANGENT.times(first)), c.pointAt(0), 1e-6, "first point kept of a ring of 2 x laid");
        assertNear(origin.plus(TANGENT.times(first + 1)), c.pointAt(first + 1), 1e-6, "kept");
    }

    private static int laidOf(int joints, double gap) {
        return laid(new Crawler.Stride(joints, gap, 0, 0, 0, 0, 0, 0));
    }

    @Test
    void theDrawnTrailRunsFromBehindTheTailToTheHead() {
        Crawler c = crawler();
        List<Vec2> pts = c.trail(20, 5);
        // From s(9) - 20 to below s(0) every 5 px, then the head: (126 + 20) / 5 = 29.2, so 30 + 1.
        double from = c.s(9) - 20;
        int steps = (int) Math.ceil((c.s(0) - from) / 5);
        assertEquals(steps + 1, pts.size());
        assertNear(c.pointAt(from), pts.get(0), 1e-12, "behind the tail");
        assertNear(c.pointAt(from + 5), pts.get(1), 1e-12, "5 px on");
        assertNear(c.joint(0), pts.get(pts.size() - 1), 1e-12, "the head last");
    }

    @Test
    void aCopyGoesOnAloneAndAlike() {
        Crawler c = crawler();
        Vec2 side = HEAD.plus(new Vec2(-300, 100));
        for (int tick = 0; tick < 90; tick++) c.step(side, DT);
        Crawler copy = c.copy();
        for (int tick = 0; tick < 90; tick++) copy.step(side, DT);
        // The original did not move while the copy did.
        assertTrue(copy.s(0) > c.s(0) + 1);
        for (int tick = 0; tick < 90; tick++) c.step(side, DT);
        for (int i = 0; i < c.joints(); i++) {
            assertEquals(c.s(i), copy.s(i), 0, "joint " + i);
            assertEquals(c.v(i), copy.v(i), 0, "speed " + i);
            assertNear(c.joint(i), copy.joint(i), 0, "point " + i);
        }
        assertEquals(c.meanSpeed(DT), copy.meanSpeed(DT), 0);
        assertEquals(c.centreTravel(), copy.centreTravel(), 0);
        assertEquals(c.targetGap(3), copy.targetGap(3), 0);
    }
}
