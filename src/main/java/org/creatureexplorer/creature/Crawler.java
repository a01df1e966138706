package org.creatureexplorer.creature;

import org.creatureexplorer.sim.Vec2;

/**
 * The caterpillar's crawl: joints that live on the trail the head leaves. Each joint knows only
 * its distance along the trail {@code s[i]} and its speed {@code v[i]} (px/s, positive forward).
 * Per tick: a sine wave running from tail to head sets each pair's target gap (the rest gap
 * shrunk by up to {@code squeeze}); a damped spring per pair pushes its two joints apart or
 * together by equal and opposite amounts (so the springs never change the sum of the speeds:
 * the centre cannot move on springs alone); then friction multiplies each speed by
 * exp(-forward dt) moving forward and exp(-back dt) sliding back. Only that lopsided friction
 * turns the wriggle into travel. Where the head goes beyond the trail's end, the trail is
 * extended toward the target 1 px at a time with a limited turn, so the body curves after the
 * head. All state is in plain arrays and fields.
 */
public final class Crawler {
    /**
     * The crawl's numbers: joints and rest gap (px), the wave's squeeze (share of the gap) and
     * phase step per joint (rad), each pair's spring (1/s^2) and damping (1/s) per unit mass,
     * friction moving forward (1/s) and the tightest turn of the trail (rad per px).
     */
    public record Stride(int joints, double restGap, double squeeze, double phasePerJoint, double spring, double damping,
                         double forwardFriction, double maxTurnPerPx) {}

    /** The trail is laid in 1 px steps. */
    public static final double TRAIL_STEP = 1;
    /** The mean speed is over the last second (60 ticks). */
    public static final int MEAN_WINDOW = 60;
    /** Trail points laid beyond the body's length at the start. */
    static final int TRAIL_SPARE = 40;

    private final Stride stride;
    private final int n;
    private final int capacity;
    private double backFriction;
    private double waveSpeed;
    /** The wave's phase, integrated so a live change of its speed does not jump it. */
    private double wavePhase;
    private final double[] s;
    private final double[] v;
    private final double[] force;
    /** Trail points at arc lengths k x TRAIL_STEP, k in [trailFirst, trailLast], in a ring. */
    private final double[] trailX;
    private final double[] trailY;
    private long trailFirst;
    private long trailLast;
    private double heading;
    private final double startCentre;
    private final double[] centreHistory;
    private long ticks;

    /**
     * A body lying straight, tail to head, along {@code tangent} (a unit vector) with the head on
     * {@code head}, at rest, its trail a little longer than itself.
     */
    public Crawler(Stride stride, double backFriction, double waveSpeed, Vec2 head, Vec2 tangent) {
        this.stride = stride;
        n = stride.joints();
        this.backFriction = backFriction;
        this.waveSpeed = waveSpeed;
        s = new double[n];
        v = new double[n];
        force = new double[n - 1];
        heading = tangent.angle();
        int laid = (int) Math.ceil(stride.restGap() * (n - 1) / TRAIL_STEP) + TRAIL_SPARE;
        // At least 1024 points (the caterpillar's ring), more when the body is longer.
        capacity = Math.max(1024, 2 * laid);
        trailX = new double[capacity];
        trailY = new double[capacity];
        trailFirst = 0;
        trailLast = laid;
        for (long k = 0; k <= laid; k++) {
            Vec2 at = head.minus(tangent.times((laid - k) * TRAIL_STEP));
            trailX[ring(k)] = at.x();
            trailY[ring(k)] = at.y();
        }
        for (int i = 0; i < n; i++) s[i] = laid * TRAIL_STEP - i * stride.restGap();
        startCentre = centre();
        centreHistory = new double[MEAN_WINDOW + 1];
        java.util.Arrays.fill(centreHistory, startCentre);
    }

    private Crawler(Crawler from) {
        stride = from.stride;
        n = from.n;
        capacity = from.capacity;
        backFriction = from.backFriction;
        waveSpeed = from.waveSpeed;
        wavePhase = from.wavePhase;
        s = from.s.clone();
        v = from.v.clone();
        force = from.force.clone();
        trailX = from.trailX.clone();
        trailY = from.trailY.clone();
        trailFirst = from.trailFirst;
        trailLast = from.trailLast;
        heading = from.heading;
        startCentre = from.startCentre;
        centreHistory = from.centreHistory.clone();
        ticks = from.ticks;
    }

    /** An independent crawler in the same state, its trail included (for a world's copy). */
    public Crawler copy() { return new Crawler(this); }

    /** One tick of {@code dt} s, the trail turning toward {@code target}. */
    public void step(Vec2 target, double dt) {
        ticks++;
        wavePhase += waveSpeed * dt;
        // Springs: equal and opposite changes of speed on the two joints of each pair.
        for (int i = 0; i < n - 1; i++) {
            double stretch = (s[i] - s[i + 1]) - targetGap(i);
            force[i] = stride.spring() * stretch + stride.damping() * (v[i] - v[i + 1]);
        }
        for (int i = 0; i < n - 1; i++) {
            v[i] -= force[i] * dt;
            v[i + 1] += force[i] * dt;
        }
        // Lopsided friction: the only thing that knows which way is forward.
        double forward = Math.exp(-stride.forwardFriction() * dt);
        double back = Math.exp(-backFriction * dt);
        for (int i = 0; i < n; i++) {
            v[i] *= v[i] > 0 ? forward : back;
            s[i] += v[i] * dt;
        }
        extendTrail(s[0], target);
        centreHistory[(int) (ticks % (MEAN_WINDOW + 1))] = centre();
    }

    /** The target gap of pair i (joints i and i+1) now: the rest gap shrunk by the wave. */
    public double targetGap(int i) {
        double squeeze = 0.5 - 0.5 * Math.cos(wavePhase + stride.phasePerJoint() * i);
        return stride.restGap() * (1 - stride.squeeze() * squeeze);
    }

    /** Lays trail in front of the head, 1 px at a time, turning toward the target at a limited rate. */
    private void extendTrail(double headS, Vec2 target) {
        while (trailLast * TRAIL_STEP < headS) {
            int last = ring(trailLast);
            double want = Math.atan2(target.y() - trailY[last], target.x() - trailX[last]);
            double turn = Math.IEEEremainder(want - heading, 2 * Math.PI);
            double max = stride.maxTurnPerPx() * TRAIL_STEP;
            heading += Math.max(-max, Math.min(max, turn));
            long next = trailLast + 1;
            trailX[ring(next)] = trailX[last] + TRAIL_STEP * Math.cos(heading);
            trailY[ring(next)] = trailY[last] + TRAIL_STEP * Math.sin(heading);
            trailLast = next;
            if (trailLast - trailFirst >= capacity) trailFirst = trailLast - capacity + 1;
        }
    }

    private int ring(long k) { return (int) Math.floorMod(k, (long) capacity); }

    /** The point on the trail at arc length {@code at} (clamped to the trail kept). */
    public Vec2 pointAt(double at) {
        double k = Math.max(trailFirst, Math.min(trailLast, at / TRAIL_STEP));
        long k0 = (long) Math.floor(k);
        if (k0 >= trailLast) return new Vec2(trailX[ring(trailLast)], trailY[ring(trailLast)]);
        double f = k - k0;
        int a = ring(k0);
        int b = ring(k0 + 1);
        return new Vec2(trailX[a] + (trailX[b] - trailX[a]) * f, trailY[a] + (trailY[b] - trailY[a]) * f);
    }

    /** The trail's forward direction at arc length {@code at}. */
    public Vec2 directionAt(double at) {
        return pointAt(at + 2 * TRAIL_STEP).minus(pointAt(at - 2 * TRAIL_STEP)).directionOr(Vec2.polar(1, heading));
    }

    /** The mean distance along the trail of the joints. */
    public double centre() {
        double sum = 0;
        for (double x : s) sum += x;
        return sum / n;
    }

    /** How far the centre has come along the trail since the start, px. */
    public double centreTravel() { return centre() - startCentre; }

    public double centreSpeed() {
        double sum = 0;
        for (double x : v) sum += x;
        return sum / n;
    }

    /** The centre's mean speed over the last second (or the ticks so far), px/s; 0 at the start. */
    public double meanSpeed(double dt) {
        long window = Math.min(ticks, MEAN_WINDOW);
        double then = centreHistory[(int) ((ticks - window) % (MEAN_WINDOW + 1))];
        return window == 0 ? 0 : (centre() - then) / (window * dt);
    }

    public int joints() { return n; }

    public Stride stride() { return stride; }

    /** Distance along the trail of joint i. */
    public double s(int i) { return s[i]; }

    /** Speed of joint i along the trail, px/s, positive forward. */
    public double v(int i) { return v[i]; }

    /** Gap of pair i (joints i and i+1) along the trail. */
    public double gap(int i) { return s[i] - s[i + 1]; }

    public Vec2 joint(int i) { return pointAt(s[i]); }

    public double backFriction() { return backFriction; }

    public void setBackFriction(double f) { backFriction = f; }

    public void setWaveSpeed(double w) { waveSpeed = w; }

    /** The trail behind the tail to the head, every {@code stride} px, tail first. */
    public java.util.List<Vec2> trail(double behindTail, double every) {
        java.util.ArrayList<Vec2> pts = new java.util.ArrayList<>();
        for (double at = s[n - 1] - behindTail; at < s[0]; at += every) pts.add(pointAt(at));
        pts.add(pointAt(s[0]));
        return pts;
    }
}
