package org.creatureexplorer.creature.jeremiah;

import org.creatureexplorer.sim.Vec2;

/**
 * The contrast to {@link SpringBody}: the same chain on ordinary springs that push and pull
 * through velocity. Each spring pulls both of its ends with force K x (gap - rest) plus a
 * damper C x (how fast the gap is changing); every point (mass 1) adds its force to its
 * velocity and its velocity to its position (semi-implicit Euler, in 10 substeps per frame). The head
 * is placed from outside. Momentum carries each point past its rest position: it overshoots
 * and bounces.
 */
public final class VelocitySpringBody {
    /** Spring stiffness per substep squared (force per px of stretch, mass 1). */
    public static final double K = 0.5;
    /** Damping along each spring, per substep: a fraction of the ends' closing speed. */
    public static final double C = 0.1;
    /**
     * Substeps per frame. A velocity spring passes a tug on by about one segment per step;
     * with 10 small steps per frame the tug outruns the head, as it must for a fair contrast.
     */
    public static final int SUBSTEPS = 10;
    /** A little drag on every point, per substep (2% of its velocity per frame), as if moving through air. */
    public static final double DRAG = 0.002;

    private final Vec2[] points;
    private final Vec2[] velocities;
    private final Vec2[] forces;
    private double rest;

    public VelocitySpringBody(Vec2[] initial, double rest) {
        points = initial.clone();
        velocities = new Vec2[points.length];
        forces = new Vec2[points.length];
        java.util.Arrays.fill(velocities, Vec2.ZERO);
        this.rest = rest;
    }

    /** Places the head, then one step of force -> velocity -> position for every other point. */
    public void follow(Vec2 head) {
        Vec2 from = points[0];
        velocities[0] = head.minus(from).times(1.0 / SUBSTEPS);
        for (int s = 1; s <= SUBSTEPS; s++) substep(from.lerp(head, (double) s / SUBSTEPS));
    }

    private void substep(Vec2 head) {
        points[0] = head;
        java.util.Arrays.fill(forces, Vec2.ZERO);
        for (int i = 1; i < points.length; i++) {
            Vec2 d = points[i - 1].minus(points[i]);
            Vec2 dir = d.directionOr(Vec2.UNIT_X);
            double closing = velocities[i - 1].minus(velocities[i]).dot(dir);
            Vec2 f = dir.times(K * (d.length() - rest) + C * closing);
            forces[i] = forces[i].plus(f);
            forces[i - 1] = forces[i - 1].minus(f);
        }
        for (int i = 1; i < points.length; i++) {
            velocities[i] = velocities[i].plus(forces[i]).times(1 - DRAG);
            points[i] = points[i].plus(velocities[i]);
        }
    }

    public int size() { return points.length; }

    public Vec2 point(int i) { return points[i]; }

    public double gap(int i) { return points[i].distanceTo(points[i - 1]); }

    public double length() {
        double sum = 0;
        for (int i = 1; i < points.length; i++) sum += gap(i);
        return sum;
    }

    public double stretch() { return length() / (rest * (points.length - 1)); }

    public void setRest(double rest) { this.rest = rest; }
}
