package org.creatureexplorer.creature;

import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;

/**
 * The gallery's jellyfish. The bell pulses every {@link #PERIOD} s (squeeze over
 * {@link #SQUEEZE_TIME}, release over the rest); speed is added along the heading in proportion
 * to how much the squeeze grew this step (thrust px/s per full squeeze) and water drag multiplies
 * the velocity by exp(-drag dt). The heading turns toward the goal at {@link #TURN_RATE}; near
 * the stage edge the velocity is pushed back inward. Five tentacles of ten links hang from the
 * rim: verlet points keeping {@link #KEEP} of their last motion, sinking by {@link #SINK} x dt^2,
 * their gaps restored {@link #PASSES} times per step.
 * <p>
 * {@link #step} takes any dt: the fixed tick normally, one long frame in the long-frame lesson.
 * The state is plain fields and arrays; nothing is allocated per step.
 */
public final class Jellyfish {
    public static final double PERIOD = 1.2;
    public static final double SQUEEZE_TIME = 0.36;
    public static final double THRUST = 160;
    public static final double DRAG = 1.6;
    /** Fastest turn of the heading, rad/s. */
    public static final double TURN_RATE = 1.5;
    /** Within this distance of an edge the velocity is pushed inward, px, at up to EDGE_PUSH px/s^2. */
    public static final double EDGE_MARGIN = 45;
    public static final double EDGE_PUSH = 300;
    public static final int TENTACLES = 5;
    public static final int LINKS = 10;
    public static final double LINK = 11;
    public static final double KEEP = 0.92;
    /** The sinking term, px/s^2: multiplied by dt^2 it is the extra fall of every tentacle point per step. */
    public static final double SINK = 30;
    public static final int PASSES = 3;
    /** Bell radius of the large jellyfish, px. */
    public static final double BELL = 26;

    private final double scale;
    private final double link;
    private double thrust = THRUST;
    private double drag = DRAG;
    private double x, y, vx, vy, heading;
    private double clock;
    private double squeeze;
    private final double[][] px = new double[TENTACLES][LINKS + 1];
    private final double[][] py = new double[TENTACLES][LINKS + 1];
    private final double[][] oldX = new double[TENTACLES][LINKS + 1];
    private final double[][] oldY = new double[TENTACLES][LINKS + 1];

    /** A jellyfish at {@code at} facing {@code heading}, its pulse {@code clock} s along; size 1 is the large one. */
    public Jellyfish(Vec2 at, double heading, double clock, double scale) {
        this.scale = scale;
        this.link = LINK * scale;
        x = at.x();
        y = at.y();
        this.heading = heading;
        this.clock = clock;
        squeeze = squeezeAt(clock);
        // Tentacles hang straight back from the rim, at rest.
        for (int k = 0; k < TENTACLES; k++) {
            double ax = anchorX(k), ay = anchorY(k);
            for (int i = 0; i <= LINKS; i++) {
                px[k][i] = oldX[k][i] = ax - Math.cos(heading) * link * i;
                py[k][i] = oldY[k][i] = ay - Math.sin(heading) * link * i;
            }
        }
    }

    /** The squeeze at pulse time {@code t}: 0 at rest, 1 fully squeezed (cosine ease in, slower cosine ease out). */
    public static double squeezeAt(double t) {
        double tau = t - PERIOD * Math.floor(t / PERIOD);
        if (tau < SQUEEZE_TIME) return 0.5 * (1 - Math.cos(Math.PI * tau / SQUEEZE_TIME));
        return 0.5 * (1 + Math.cos(Math.PI * (tau - SQUEEZE_TIME) / (PERIOD - SQUEEZE_TIME)));
    }

    /** One step of {@code dt} seconds toward {@code goal}, inside a stage of {@code w} x {@code h}. */
    public void step(Vec2 goal, double dt, double w, double h) {
        clock += dt;
        double before = squeeze;
        squeeze = squeezeAt(clock);
        double goalAngle = Math.atan2(goal.y() - y, goal.x() - x);
        double turn = Math.max(-TURN_RATE * dt, Math.min(TURN_RATE * dt, Angles.wrap(goalAngle - heading)));
        heading = Angles.wrap(heading + turn);
        double grew = Math.max(0, squeeze - before);
        vx += Math.cos(heading) * thrust * grew;
        vy += Math.sin(heading) * thrust * grew;
        double keep = Math.exp(-drag * dt);
        vx *= keep;
        vy *= keep;
        vx += edgePush(x, w) * dt;
        vy += edgePush(y, h) * dt;
        x += vx * dt;
        y += vy * dt;
        stepTentacles(dt);
    }

    /** Inward acceleration near an edge, px/s^2: growing from 0 at the margin to EDGE_PUSH at the edge (capped at twice that outside). */
    static double edgePush(double p, double size) {
        if (p < EDGE_MARGIN) return EDGE_PUSH * Math.min(2, (EDGE_MARGIN - p) / EDGE_MARGIN);
        if (p > size - EDGE_MARGIN) return -EDGE_PUSH * Math.min(2, (p - (size - EDGE_MARGIN)) / EDGE_MARGIN);
        return 0;
    }

    private void stepTentacles(double dt) {
        double fall = SINK * dt * dt;
        for (int k = 0; k < TENTACLES; k++) {
            double[] tx = px[k], ty = py[k], ox = oldX[k], oy = oldY[k];
            tx[0] = ox[0] = anchorX(k);
            ty[0] = oy[0] = anchorY(k);
            for (int i = 1; i <= LINKS; i++) {
                double mx = (tx[i] - ox[i]) * KEEP, my = (ty[i] - oy[i]) * KEEP;
                ox[i] = tx[i];
                oy[i] = ty[i];
                tx[i] += mx;
                ty[i] += my + fall;
            }
            for (int pass = 0; pass < PASSES; pass++) {
                for (int i = 0; i < LINKS; i++) {
                    double dx = tx[i + 1] - tx[i], dy = ty[i + 1] - ty[i];
                    double d = Math.sqrt(dx * dx + dy * dy);
                    if (d == 0) continue;
                    double f = (d - link) / d;
                    if (i == 0) { // the rim end is pinned: the whole correction goes to the free end
                        tx[1] -= dx * f;
                        ty[1] -= dy * f;
                    } else {
                        tx[i] += 0.5 * dx * f;
                        ty[i] += 0.5 * dy * f;
                        tx[i + 1] -= 0.5 * dx * f;
                        ty[i + 1] -= 0.5 * dy * f;
                    }
                }
            }
        }
    }

    /** Bell half-width across the heading: narrower while squeezed. */
    public double bellWidth() { return BELL * scale * (1 - 0.3 * squeeze); }

    /** Bell half-length along the heading: longer while squeezed. */
    public double bellLength() { return BELL * scale * (0.8 + 0.2 * squeeze); }

    /** Where tentacle {@code k} hangs: on the rim at the back of the bell, spread across its width. */
    private double anchorX(int k) {
        double across = (k - (TENTACLES - 1) / 2.0) / ((TENTACLES - 1) / 2.0) * 0.7 * bellWidth();
        return x - Math.cos(heading) * 0.35 * bellLength() - Math.sin(heading) * across;
    }

    private double anchorY(int k) {
        double across = (k - (TENTACLES - 1) / 2.0) / ((TENTACLES - 1) / 2.0) * 0.7 * bellWidth();
        return y - Math.sin(heading) * 0.35 * bellLength() + Math.cos(heading) * across;
    }

    /** Longest link over its rest length, all tentacles. */
    public double maxLinkStretch() {
        double worst = 0;
        for (int k = 0; k < TENTACLES; k++) for (int i = 0; i < LINKS; i++) worst = Math.max(worst, linkLength(k, i) / link);
        return worst;
    }

    /** Mean link length over its rest length, all tentacles. */
    public double meanLinkStretch() {
        double sum = 0;
        for (int k = 0; k < TENTACLES; k++) for (int i = 0; i < LINKS; i++) sum += linkLength(k, i) / link;
        return sum / (TENTACLES * LINKS);
    }

    private double linkLength(int k, int i) {
        return Math.sqrt(Math.pow(px[k][i + 1] - px[k][i], 2) + Math.pow(py[k][i + 1] - py[k][i], 2));
    }

    public void setThrust(double t) { thrust = t; }

    public void setDrag(double d) { drag = d; }

    public double x() { return x; }

    public double y() { return y; }

    public Vec2 position() { return new Vec2(x, y); }

    public double speed() { return Math.sqrt(vx * vx + vy * vy); }

    public Vec2 velocity() { return new Vec2(vx, vy); }

    public double heading() { return heading; }

    public double squeeze() { return squeeze; }

    /** Where in its pulse the bell is, 0 to 1 (0 the start of a squeeze). */
    public double phase() { return (clock - PERIOD * Math.floor(clock / PERIOD)) / PERIOD; }

    /** True while the bell is squeezing (the first {@link #SQUEEZE_TIME} of each pulse). */
    public boolean squeezing() { return phase() * PERIOD < SQUEEZE_TIME; }

    public double scale() { return scale; }

    public double link() { return link; }

    public double tentacleX(int k, int i) { return px[k][i]; }

    public double tentacleY(int k, int i) { return py[k][i]; }
}
