package org.creatureexplorer.creature;

import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;

/**
 * The jellyfish's bell, pushed by its own pulse. It pulses every {@code period} s (squeeze over
 * {@code squeezeTime}, release over the rest); speed is added along the heading in proportion
 * to how much the squeeze grew this step (thrust px/s per full squeeze) and water drag
 * multiplies the velocity by exp(-drag dt). The heading turns toward the goal at
 * {@code turnRate}; near the stage edge the velocity is pushed back inward. {@link #step} takes
 * any dt: the fixed tick normally, one long frame in the long-frame lesson. Plain fields.
 */
public final class Bell {
    /** The pulse's numbers (s, px/s, 1/s, rad/s, px, px/s^2); {@link #JELLYFISH} is the gallery's. */
    public record Beat(double period, double squeezeTime, double thrust, double drag, double turnRate, double edgeMargin, double edgePush) {
        public static final Beat JELLYFISH = new Beat(Jellyfish.PERIOD, Jellyfish.SQUEEZE_TIME, Jellyfish.THRUST, Jellyfish.DRAG,
                Jellyfish.TURN_RATE, Jellyfish.EDGE_MARGIN, Jellyfish.EDGE_PUSH);
    }

    private final Beat beat;
    /** The bell's radius at rest, px. */
    private final double size;
    private double thrust;
    private double drag;
    private double x, y, vx, vy, heading;
    private double clock;
    private double squeeze;

    /** A bell of radius {@code size} at {@code at} facing {@code heading}, its pulse {@code clock} s along. */
    public Bell(Beat beat, double size, Vec2 at, double heading, double clock) {
        this.beat = beat;
        this.size = size;
        thrust = beat.thrust();
        drag = beat.drag();
        x = at.x();
        y = at.y();
        this.heading = heading;
        this.clock = clock;
        squeeze = squeezeAt(clock);
    }

    private Bell(Bell from) {
        beat = from.beat;
        size = from.size;
        thrust = from.thrust;
        drag = from.drag;
        x = from.x;
        y = from.y;
        vx = from.vx;
        vy = from.vy;
        heading = from.heading;
        clock = from.clock;
        squeeze = from.squeeze;
    }

    /** An independent bell in the same state (for a world's copy). */
    public Bell copy() { return new Bell(this); }

    /** The squeeze at pulse time {@code t}: 0 at rest, 1 fully squeezed (cosine ease in, slower cosine ease out). */
    public double squeezeAt(double t) {
        double period = beat.period(), squeezeTime = beat.squeezeTime();
        double tau = t - period * Math.floor(t / period);
        if (tau < squeezeTime) return 0.5 * (1 - Math.cos(Math.PI * tau / squeezeTime));
        return 0.5 * (1 + Math.cos(Math.PI * (tau - squeezeTime) / (period - squeezeTime)));
    }

    /** One step of {@code dt} seconds toward {@code goal}, inside a stage of {@code w} x {@code h}. */
    public void step(Vec2 goal, double dt, double w, double h) {
        clock += dt;
        double before = squeeze;
        squeeze = squeezeAt(clock);
        double goalAngle = Math.atan2(goal.y() - y, goal.x() - x);
        double turnRate = beat.turnRate();
        double turn = Math.max(-turnRate * dt, Math.min(turnRate * dt, Angles.wrap(goalAngle - heading)));
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
    }

    /** Inward acceleration near an edge, px/s^2: growing from 0 at the margin to the push at the edge (capped at twice that outside). */
    double edgePush(double p, double stageSize) {
        double margin = beat.edgeMargin(), push = beat.edgePush();
        if (p < margin) return push * Math.min(2, (margin - p) / margin);
        if (p > stageSize - margin) return -push * Math.min(2, (p - (stageSize - margin)) / margin);
        return 0;
    }

    /** Bell half-width across the heading: narrower while squeezed. */
    public double width() { return size * (1 - 0.3 * squeeze); }

    /** Bell half-length along the heading: longer while squeezed. */
    public double length() { return size * (0.8 + 0.2 * squeeze); }

    public void setThrust(double t) { thrust = t; }

    public void setDrag(double d) { drag = d; }

    public double x() { return x; }

    public double y() { return y; }

    public double speed() { return Math.sqrt(vx * vx + vy * vy); }

    public Vec2 velocity() { return new Vec2(vx, vy); }

    public double heading() { return heading; }

    public double squeeze() { return squeeze; }

    /** Where in its pulse the bell is, 0 to 1 (0 the start of a squeeze). */
    public double phase() { return (clock - beat.period() * Math.floor(clock / beat.period())) / beat.period(); }

    /** True while the bell is squeezing (the first squeeze time of each pulse). */
    public boolean squeezing() { return phase() * beat.period() < beat.squeezeTime(); }
}
