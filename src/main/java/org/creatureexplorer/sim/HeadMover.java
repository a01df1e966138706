package org.creatureexplorer.sim;

/**
 * Moves a head toward a target at {@code rate} times the remaining distance per second,
 * never faster than {@code speedCap} px/s, and never past the target.
 */
public final class HeadMover {
    private final double rate;
    private double speedCap;

    public HeadMover(double rate, double speedCap) {
        this.rate = rate;
        this.speedCap = speedCap;
    }

    public Vec2 step(Vec2 head, Vec2 target, double dt) {
        Vec2 toTarget = target.minus(head);
        double distance = toTarget.length();
        if (distance == 0) return head;
        double speed = Math.min(rate * distance, speedCap);
        double move = Math.min(speed * dt, distance);
        return head.plus(toTarget.times(move / distance));
    }

    public void setSpeedCap(double speedCap) { this.speedCap = speedCap; }

    public double speedCap() { return speedCap; }
}
