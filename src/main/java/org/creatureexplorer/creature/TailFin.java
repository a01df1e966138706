package org.creatureexplorer.creature;

import org.creatureexplorer.sim.Angles;

/**
 * A fin hung on a damped angular spring: its direction chases a goal direction (the koi's last
 * segment) instead of being glued to it, so it trails the body's swing. Semi-implicit Euler on
 * the angle: spin += (stiffness x error - damping x spin) dt, then angle += spin dt.
 */
public final class TailFin {
    /** The fin's absolute direction (rad) and how fast it turns (rad/s). */
    private double angle;
    private double spin;

    public TailFin(double angle) { this.angle = angle; }

    /** An independent fin in the same state (for a world's copy). */
    public TailFin copy() {
        TailFin c = new TailFin(angle);
        c.spin = spin;
        return c;
    }

    /** One tick toward {@code goal} (rad), stiffness in 1/s^2, damping in 1/s. */
    public void chase(double goal, double stiffness, double damping, double dt) {
        double error = Angles.wrap(goal - angle);
        spin += (stiffness * error - damping * spin) * dt;
        angle = Angles.wrap(angle + spin * dt);
    }

    /** The fin's direction, rad in (-pi, pi]. */
    public double angle() { return angle; }
}
