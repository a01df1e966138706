package org.creatureexplorer.sim.steer;

import org.creatureexplorer.sim.Vec2;

/**
 * A point body that is pushed, never placed: position, velocity, mass and a force
 * accumulator. Each tick the forces are summed, then velocity += force / mass, then
 * position += the new velocity, then the accumulator is cleared. Units are px and ticks:
 * velocity in px per tick, force in px per tick per tick per unit mass.
 */
public final class Body {
    private Vec2 position;
    private Vec2 velocity;
    private double mass;
    private Vec2 force = Vec2.ZERO;

    public Body(Vec2 position, Vec2 velocity, double mass) {
        this.position = position;
        this.velocity = velocity;
        setMass(mass);
    }

    public Body copy() {
        Body b = new Body(position, velocity, mass);
        b.force = force;
        return b;
    }

    /** Adds a force to this tick's sum. Behaviours, wind and drag all arrive here. */
    public void addForce(Vec2 f) { force = force.plus(f); }

    /** One tick: velocity += force / mass, then position += velocity, then the sum is cleared. */
    public void integrate() {
        velocity = velocity.plus(force.times(1 / mass));
        position = position.plus(velocity);
        force = Vec2.ZERO;
    }

    public Vec2 position() { return position; }

    public Vec2 velocity() { return velocity; }

    public double mass() { return mass; }

    /** The forces added so far this tick. */
    public Vec2 force() { return force; }

    public double speed() { return velocity.length(); }

    /** Moves the body without a force (a drag by hand, a wrap at the field's edge). */
    public void setPosition(Vec2 p) { position = p; }

    public void setVelocity(Vec2 v) { velocity = v; }

    public void setMass(double m) {
        if (!(m > 0) || !Double.isFinite(m)) throw new IllegalArgumentException("mass must be positive and finite: " + m);
        mass = m;
    }

    /**
     * Keeps the centre at least {@code margin} inside a width x height field: a fence, a
     * constraint rather than a force. Position is clamped and the velocity component that
     * points out through a wall is dropped.
     */
    public void fence(double width, double height, double margin) {
        Vec2 p = position();
        Vec2 v = velocity();
        double x = p.x(), y = p.y(), vx = v.x(), vy = v.y();
        if (x < margin) { x = margin; vx = Math.max(vx, 0); }
        if (x > width - margin) { x = width - margin; vx = Math.min(vx, 0); }
        if (y < margin) { y = margin; vy = Math.max(vy, 0); }
        if (y > height - margin) { y = height - margin; vy = Math.min(vy, 0); }
        if (x != p.x() || y != p.y()) {
            setPosition(new Vec2(x, y));
            setVelocity(new Vec2(vx, vy));
        }
    }
}
