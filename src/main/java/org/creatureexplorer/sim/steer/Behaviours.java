package org.creatureexplorer.sim.steer;

import org.creatureexplorer.sim.Vec2;

/**
 * Seek, arrive and flee. Each one only chooses a desired velocity; {@link Steering#toward}
 * turns it into a force, so every behaviour composes with any other force by addition.
 * At the target itself (no direction) the desired velocity is zero, never NaN.
 */
public final class Behaviours {
    private Behaviours() {}

    /** Full speed straight at the target: unit(target - position) x maxSpeed. */
    public static Vec2 seekDesired(Vec2 position, Vec2 target, double maxSpeed) {
        return towardAt(target.x() - position.x(), target.y() - position.y(), maxSpeed);
    }

    /**
     * unit(dx, dy) x speed, or zero x speed when (dx, dy) has no direction: the same arithmetic
     * as {@code new Vec2(dx, dy).directionOr(Vec2.ZERO).times(speed)}, bit for bit, with one
     * vector made instead of three (every steering world runs it every tick).
     */
    private static Vec2 towardAt(double dx, double dy, double speed) {
        return towardAt(dx, dy, Vec2.norm(dx, dy), speed);
    }

    /** As above with the length of (dx, dy) already known. */
    private static Vec2 towardAt(double dx, double dy, double length, double speed) {
        if (length > 0 && Double.isFinite(length)) return new Vec2(dx / length * speed, dy / length * speed);
        return new Vec2(0.0 * speed, 0.0 * speed);
    }

    /** Full speed outside the braking radius, maxSpeed x r / R inside it (zero at the target). */
    public static Vec2 arriveDesired(Vec2 position, Vec2 target, double maxSpeed, double brakeRadius) {
        return arriveDesired(target.x() - position.x(), target.y() - position.y(), maxSpeed, brakeRadius);
    }

    /** As above from (dx, dy) = target - position. */
    private static Vec2 arriveDesired(double dx, double dy, double maxSpeed, double brakeRadius) {
        // The distance is the direction's length too (the squares of -d and d are the same bits): taken once.
        double r = Vec2.norm(dx, dy);
        double speed = r < brakeRadius ? maxSpeed * r / brakeRadius : maxSpeed;
        return towardAt(dx, dy, r, speed);
    }

    /** Seek reversed: full speed straight away from the threat. */
    public static Vec2 fleeDesired(Vec2 position, Vec2 threat, double maxSpeed) {
        return towardAt(position.x() - threat.x(), position.y() - threat.y(), maxSpeed);
    }

    /**
     * Flee only while the threat is closer than {@code panicRadius}; farther away the desired
     * velocity is zero, so the same steering arithmetic brakes the body to a stop.
     */
    public static Vec2 fleeDesired(Vec2 position, Vec2 threat, double maxSpeed, double panicRadius) {
        return position.distanceTo(threat) < panicRadius ? fleeDesired(position, threat, maxSpeed) : Vec2.ZERO;
    }

    // The body's position and velocity read as numbers (the same arithmetic as through
    // body.position() and body.velocity(), without the two vectors every tick).

    public static Steering seek(Body body, Vec2 target, Gait gait) {
        Vec2 desired = towardAt(target.x() - body.positionX(), target.y() - body.positionY(), gait.maxSpeed());
        return Steering.toward(desired, body.velocityX(), body.velocityY(), gait.maxForce());
    }

    public static Steering arrive(Body body, Vec2 target, Gait gait, double brakeRadius) {
        Vec2 desired = arriveDesired(target.x() - body.positionX(), target.y() - body.positionY(), gait.maxSpeed(), brakeRadius);
        return Steering.toward(desired, body.velocityX(), body.velocityY(), gait.maxForce());
    }

    public static Steering flee(Body body, Vec2 threat, Gait gait) {
        Vec2 desired = towardAt(body.positionX() - threat.x(), body.positionY() - threat.y(), gait.maxSpeed());
        return Steering.toward(desired, body.velocityX(), body.velocityY(), gait.maxForce());
    }

    public static Steering flee(Body body, Vec2 threat, Gait gait, double panicRadius) {
        double awayX = body.positionX() - threat.x(), awayY = body.positionY() - threat.y();
        // position.distanceTo(threat) is the norm of the same differences
        Vec2 desired = Vec2.norm(awayX, awayY) < panicRadius ? towardAt(awayX, awayY, gait.maxSpeed()) : Vec2.ZERO;
        return Steering.toward(desired, body.velocityX(), body.velocityY(), gait.maxForce());
    }

    // The lean kernel: each behaviour's force added straight to the body, on plain doubles with
    // no object made, for the worlds' tick (the walkers run it every tick). The arithmetic is
    // that of body.addForce(seek(body, target, gait).force()) and its siblings, operation for
    // operation, so the numbers are the same bit for bit (BehavioursLeanTest checks it).

    /** {@code body.addForce(seek(body, target, gait).force())} without the vectors. */
    public static void applySeek(Body body, double targetX, double targetY, Gait gait) {
        double dx = targetX - body.positionX(), dy = targetY - body.positionY();
        addToward(body, dx, dy, Vec2.norm(dx, dy), gait.maxSpeed(), gait.maxForce());
    }

    /** {@code body.addForce(arrive(body, target, gait, brakeRadius).force())} without the vectors. */
    public static void applyArrive(Body body, double targetX, double targetY, Gait gait, double brakeRadius) {
        double dx = targetX - body.positionX(), dy = targetY - body.positionY();
        double r = Vec2.norm(dx, dy);
        double speed = r < brakeRadius ? gait.maxSpeed() * r / brakeRadius : gait.maxSpeed();
        addToward(body, dx, dy, r, speed, gait.maxForce());
    }

    /** {@code body.addForce(flee(body, threat, gait, panicRadius).force())} without the vectors. */
    public static void applyFlee(Body body, double threatX, double threatY, Gait gait, double panicRadius) {
        double awayX = body.positionX() - threatX, awayY = body.positionY() - threatY;
        double r = Vec2.norm(awayX, awayY);
        // Outside the panic radius the desired velocity is Vec2.ZERO: a zero direction at any speed.
        if (r < panicRadius) addToward(body, awayX, awayY, r, gait.maxSpeed(), gait.maxForce());
        else addToward(body, 0, 0, 0, 0, gait.maxForce());
    }

    /** desired = towardAt(dx, dy, length, speed); the force = Steering.toward(desired, velocity, maxForce).force(). */
    private static void addToward(Body body, double dx, double dy, double length, double speed, double maxForce) {
        boolean direction = length > 0 && Double.isFinite(length);
        double desiredX = direction ? dx / length * speed : 0.0 * speed;
        double desiredY = direction ? dy / length * speed : 0.0 * speed;
        double rx = desiredX - body.velocityX(), ry = desiredY - body.velocityY();
        double rawLength = Vec2.norm(rx, ry);
        if (rawLength > maxForce) {
            double k = maxForce / rawLength;
            body.addForce(rx * k, ry * k);
        } else {
            body.addForce(rx, ry);
        }
    }

    /**
     * Where an arriving body comes to rest under a steady extra force (wind): downwind of the
     * target by |wind| / (maxSpeed / R), as long as that is inside R and |wind| is within the cap.
     */
    public static Vec2 restPointUnder(Vec2 wind, Vec2 target, Gait gait, double brakeRadius) {
        return target.plus(wind.times(brakeRadius / gait.maxSpeed()));
    }
}
