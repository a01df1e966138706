package org.creatureexplorer.sim.steer;

import org.creatureexplorer.sim.Vec2;

/**
 * A point body that is pushed, never placed: position, velocity, mass and a force
 * accumulator. Each tick the forces are summed, then velocity += force / mass, then
 * position += the new velocity, then the accumulator is cleared. Units are px and ticks:
 * velocity in px per tick, force in px per tick per tick per unit mass.
 */
public final class Body {
    // Kept as plain doubles, not Vec2s: integrate() runs every tick for every walker and so
    // allocates nothing; the accessors make a vector when asked. The arithmetic is the same as
    // on vectors, component by component, in the same order.
    private double px, py;
    private double vx, vy;
    private double mass;
    private double fx, fy;

    public Body(Vec2 position, Vec2 velocity, double mass) {
        setPosition(position);
        setVelocity(velocity);
        setMass(mass);
    }

    public Body copy() {
        Body b = new Body(position(), velocity(), mass);
        b.fx = fx;
        b.fy = fy;
        return b;
    }

    /** Adds a force to this tick's sum. Behaviours, wind and drag all arrive here. */
    public void addForce(Vec2 f) { addForce(f.x(), f.y()); }

    /** The same with the force as numbers (the behaviours' lean kernel). */
    public void addForce(double forceX, double forceY) {
        fx = fx + forceX;
        fy = fy + forceY;
    }

    /** One tick: velocity += force / mass, then position += velocity, then the sum is cleared. */
    public void integrate() {
        double perMass = 1 / mass;
        vx = vx + fx * perMass;
        vy = vy + fy * perMass;
        px = px + vx;
        py = py + vy;
        fx = 0;
        fy = 0;
    }

    public Vec2 position() { return new Vec2(px, py); }

    public Vec2 velocity() { return new Vec2(vx, vy); }

    // The coordinates without a vector, for the per-tick arithmetic of the behaviours.
    public double positionX() { return px; }

    public double positionY() { return py; }

    public double velocityX() { return vx; }

    public double velocityY() { return vy; }

    public double mass() { return mass; }

    /** The forces added so far this tick. */
    public Vec2 force() { return new Vec2(fx, fy); }

    public double speed() { return Vec2.norm(vx, vy); }

    /** Moves the body without a force (a drag by hand, a wrap at the field's edge). */
    public void setPosition(Vec2 p) {
        px = p.x();
        py = p.y();
    }

    public void setVelocity(Vec2 v) {
        vx = v.x();
        vy = v.y();
    }

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
        double x = px, y = py, nvx = vx, nvy = vy;
        if (x < margin) { x = margin; nvx = Math.max(nvx, 0); }
        if (x > width - margin) { x = width - margin; nvx = Math.min(nvx, 0); }
        if (y < margin) { y = margin; nvy = Math.max(nvy, 0); }
        if (y > height - margin) { y = height - margin; nvy = Math.min(nvy, 0); }
        if (x != px || y != py) {
            px = x;
            py = y;
            vx = nvx;
            vy = nvy;
        }
    }
}
