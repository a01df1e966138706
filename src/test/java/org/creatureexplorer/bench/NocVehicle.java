package org.creatureexplorer.bench;

/**
 * A peer for the benchmark, not used by the app: the Vehicle of Daniel Shiffman's The Nature of
 * Code (chapter 5, autonomous agents), seek and arrive, written in plain Java from the book's
 * algorithm: desired = normalize(target - position) x maxSpeed (arrive: x maxSpeed x d / r
 * inside radius r), steer = limit(desired - velocity, maxForce), acceleration += steer;
 * update: velocity += acceleration, limit(maxSpeed), position += velocity, acceleration = 0.
 * Written on plain doubles: the lean form of the book's PVector code, which is the point of a peer.
 */
final class NocVehicle {
    double px, py, vx, vy, ax, ay;
    final double maxSpeed, maxForce;

    NocVehicle(double x, double y, double maxSpeed, double maxForce) {
        px = x;
        py = y;
        this.maxSpeed = maxSpeed;
        this.maxForce = maxForce;
    }

    void seek(double tx, double ty) {
        double dx = tx - px, dy = ty - py;
        double m = Math.sqrt(dx * dx + dy * dy);
        if (m != 0) { dx /= m; dy /= m; }
        steer(dx * maxSpeed, dy * maxSpeed);
    }

    void arrive(double tx, double ty, double radius) {
        double dx = tx - px, dy = ty - py;
        double d = Math.sqrt(dx * dx + dy * dy);
        double speed = d < radius ? maxSpeed * d / radius : maxSpeed;
        if (d != 0) { dx /= d; dy /= d; }
        steer(dx * speed, dy * speed);
    }

    private void steer(double desiredX, double desiredY) {
        double sx = desiredX - vx, sy = desiredY - vy;
        double m = Math.sqrt(sx * sx + sy * sy);
        if (m > maxForce) { sx = sx / m * maxForce; sy = sy / m * maxForce; }
        ax += sx;
        ay += sy;
    }

    void update() {
        vx += ax;
        vy += ay;
        double m = Math.sqrt(vx * vx + vy * vy);
        if (m > maxSpeed) { vx = vx / m * maxSpeed; vy = vy / m * maxSpeed; }
        px += vx;
        py += vy;
        ax = 0;
        ay = 0;
    }
}
