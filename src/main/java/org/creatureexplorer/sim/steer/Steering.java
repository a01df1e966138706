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
        Vec2 raw = desired.minus(velocity);
        return new Steering(desired, raw, raw.limit(maxForce));
    }

    public double rawLength() { return raw.length(); }

    public double forceLength() { return force.length(); }

    /** True when the cut changed the raw steering this tick. */
    public boolean cut() { return force.length() < raw.length(); }
}
