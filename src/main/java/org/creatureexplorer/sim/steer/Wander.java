package org.creatureexplorer.sim.steer;

import java.util.random.RandomGenerator;
import org.creatureexplorer.sim.Vec2;

/**
 * Random motion for an idle walker. Two kinds: {@link Circle}, randomness that remembers
 * (an angle on a circle ahead of the body, nudged a little each tick), and {@link Jump}, a
 * fresh random direction every tick (no memory). Both end in {@link Steering#toward}.
 */
public sealed interface Wander permits Wander.Circle, Wander.Jump {

    /** Draws this tick's random numbers and decides the steering from the body's state. */
    Steering steer(Body body, Gait gait, RandomGenerator random);

    /** An independent wanderer in the same state (for a world's copy, or to look one tick ahead). */
    Wander copy();

    /** The body's heading: its direction of motion, or +x at rest. */
    static Vec2 heading(Body body) { return body.velocity().directionOr(Vec2.UNIT_X); }

    /**
     * Circle wander: a circle {@code radius} px across, {@code ahead} px in front of the body;
     * an angle on it, measured from the heading, nudged each tick by a uniform amount in
     * [-jitter, +jitter]; the body seeks the point the angle names.
     */
    final class Circle implements Wander {
        private double ahead;
        private double radius;
        private double jitter;
        private double angle;

        public Circle(double ahead, double radius, double jitter) {
            this.ahead = ahead;
            this.radius = radius;
            this.jitter = jitter;
        }

        @Override public Steering steer(Body body, Gait gait, RandomGenerator random) {
            nudge(random.nextDouble());
            return Behaviours.seek(body, pointFor(body), gait);
        }

        /** The angle's turn for one tick, from a uniform number in [0, 1): what {@link #steer} does before it seeks. */
        public void nudge(double uniform) { angle += (2 * uniform - 1) * jitter; }

        /** An independent wanderer in the same state (settings and angle), to look one tick ahead. */
        @Override public Circle copy() {
            Circle c = new Circle(ahead, radius, jitter);
            c.angle = angle;
            return c;
        }

        /** Centre of the wander circle for the body as it is now. */
        public Vec2 centreFor(Body body) { return body.position().plus(heading(body).times(ahead)); }

        /** The point on the circle the current angle names, for the body as it is now. */
        public Vec2 pointFor(Body body) {
            // centreFor(body).plus(Vec2.polar(radius, heading(body).angle() + angle)), the same
            // operations on the coordinates: the point is the only vector made (every tick, twice).
            double vx = body.velocityX(), vy = body.velocityY();
            double speed = Vec2.norm(vx, vy);
            boolean moving = speed > 0 && Double.isFinite(speed);
            double hx = moving ? vx / speed : 1, hy = moving ? vy / speed : 0;
            double centreX = body.positionX() + hx * ahead, centreY = body.positionY() + hy * ahead;
            double onCircle = Math.atan2(hy, hx) + angle;
            return new Vec2(centreX + radius * Math.cos(onCircle), centreY + radius * Math.sin(onCircle));
        }

        /** Angle on the circle, from the heading, in radians (not wrapped). */
        public double angle() { return angle; }

        public double ahead() { return ahead; }

        public double radius() { return radius; }

        public double jitter() { return jitter; }

        public void setAhead(double v) { ahead = v; }

        public void setRadius(double v) { radius = v; }

        public void setJitter(double v) { jitter = v; }
    }

    /** Jump wander: every tick a fresh uniformly random direction, asked for at full speed. */
    final class Jump implements Wander {
        private Vec2 direction = Vec2.UNIT_X;

        @Override public Steering steer(Body body, Gait gait, RandomGenerator random) {
            direction = Vec2.polar(1, 2 * Math.PI * random.nextDouble());
            return Steering.toward(direction.times(gait.maxSpeed()), body.velocity(), gait.maxForce());
        }

        @Override public Jump copy() {
            Jump j = new Jump();
            j.direction = direction;
            return j;
        }

        /** The direction drawn on the last tick (+x before the first). */
        public Vec2 direction() { return direction; }
    }
}
