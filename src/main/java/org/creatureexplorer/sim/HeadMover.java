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

    /** An independent mover with the same rate and speed cap (for a world's copy). */
    public HeadMover copy() { return new HeadMover(rate, speedCap); }

    public Vec2 step(Vec2 head, Vec2 target, double dt) {
        Vec2 toTarget = target.minus(head);
        double distance = toTarget.length();
        if (distance == 0) return head;
        double speed = Math.min(rate * distance, speedCap);
        double move = Math.min(speed * dt, distance);
        return head.plus(toTarget.times(move / distance));
    }

    /**
     * A step toward the point {@code standOff} px short of the target on the line from the head
     * (the octopus keeps its arms' length away); inside the stand-off the head stays put.
     */
    public Vec2 stepShortOf(Vec2 head, Vec2 target, double standOff, double dt) {
        Vec2 toTarget = target.minus(head);
        double dist = toTarget.length();
        Vec2 aim = dist > standOff ? target.minus(toTarget.times(standOff / dist)) : head;
        return step(head, aim, dt);
    }

    /**
     * How far to move this tick along a line (the side-view spider's ground) when the target is
     * {@code gap} px away along it (negative: behind): the same rule, in one dimension. Never negative.
     */
    public double moveAlong(double gap, double dt) {
        return Math.min(Math.min(rate * Math.abs(gap), speedCap) * dt, Math.abs(gap));
    }

    /**
     * A facing eased toward the direction {@code toTarget} at {@code ease} per second (the
     * shorter way round); unchanged when the target is on the head.
     */
    public static double faceToward(double facing, Vec2 toTarget, double ease, double dt) {
        if (!(toTarget.length() > 1e-9)) return facing;
        double turn = Math.IEEEremainder(toTarget.angle() - facing, 2 * Math.PI);
        return facing + turn * (1 - Math.exp(-ease * dt));
    }

    public void setSpeedCap(double speedCap) { this.speedCap = speedCap; }

    public double speedCap() { return speedCap; }
}
