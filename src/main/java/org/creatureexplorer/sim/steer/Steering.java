package org.creatureexplorer.sim.steer;

import org.creatureexplorer.sim.Vec2;

/**
 * One behaviour's decision for one tick: the velocity it would like, the raw steering vector
 * (desired minus current velocity) and the force after the cut to the gait's maxForce.
 * {@link #toward} is the only place a behaviour becomes a force.
 */
public record Steering(Vec2 desired, Vec2 raw, Vec2 force) {

    public static final Steering NONE = new Steering(Vec2.ZERO, Vec2.ZERO, Vec2.ZERO);

    /** steering = desired - velocity, cut to length maxForce if longer (no cut if maxForce is infinite). */
    public static Steering toward(Vec2 desired, Vec2 velocity, double maxForce) {
        return toward(desired, velocity.x(), velocity.y(), maxForce);
    }

    /** The same with the velocity as numbers (a body's, read without a vector). */
    public static Steering toward(Vec2 desired, double velocityX, double velocityY, double maxForce) {
        double rx = desired.x() - velocityX, ry = desired.y() - velocityY;
        // raw.limit(maxForce) in doubles, always a new vector: the JIT can then keep the whole
        // decision in registers when the caller only reads the force (no object per tick).
        double len = Vec2.norm(rx, ry);
        double k = len > maxForce ? maxForce / len : Double.NaN;
        return new Steering(desired, new Vec2(rx, ry), len > maxForce ? new Vec2(rx * k, ry * k) : new Vec2(rx, ry));
    }

    public double rawLength() { return raw.length(); }

    public double forceLength() { return force.length(); }

    /** True when the cut changed the raw steering this tick. */
    public boolean cut() { return force.length() < raw.length(); }
}
