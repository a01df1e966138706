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

    /** Positions, velocities and forces as numbers (x and y apart), so a frame allocates nothing. */
    private final double[] xs, ys, vxs, vys, fxs, fys;
    private double rest;

    public VelocitySpringBody(Vec2[] initial, double rest) {
        int n = initial.length;
        xs = new double[n];
        ys = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = initial[i].x();
            ys[i] = initial[i].y();
        }
        vxs = new double[n];
        vys = new double[n];
        fxs = new double[n];
        fys = new double[n];
        this.rest = rest;
    }

    private VelocitySpringBody(VelocitySpringBody from) {
        xs = from.xs.clone();
        ys = from.ys.clone();
        vxs = from.vxs.clone();
        vys = from.vys.clone();
        fxs = from.fxs.clone();
        fys = from.fys.clone();
        rest = from.rest;
    }

    /** An independent body in the same state (for a world's copy). */
    public VelocitySpringBody copy() { return new VelocitySpringBody(this); }

    /** Places the head, then one step of force -> velocity -> position for every other point. */
    public void follow(Vec2 head) {
        double fromX = xs[0], fromY = ys[0];
        vxs[0] = (head.x() - fromX) * (1.0 / SUBSTEPS);
        vys[0] = (head.y() - fromY) * (1.0 / SUBSTEPS);
        for (int s = 1; s <= SUBSTEPS; s++) {
            double t = (double) s / SUBSTEPS; // the head's path, as Vec2.lerp
            substep(fromX + (head.x() - fromX) * t, fromY + (head.y() - fromY) * t);
        }
    }

    private void substep(double headX, double headY) {
        xs[0] = headX;
        ys[0] = headY;
        java.util.Arrays.fill(fxs, 0);
        java.util.Arrays.fill(fys, 0);
        for (int i = 1; i < xs.length; i++) {
            double dx = xs[i - 1] - xs[i], dy = ys[i - 1] - ys[i];
            double len = Vec2.norm(dx, dy);
            double ux = 1, uy = 0; // no direction (points on top of each other): +x
            if (len > 0 && Double.isFinite(len)) {
                ux = dx / len;
                uy = dy / len;
            }
            double closing = (vxs[i - 1] - vxs[i]) * ux + (vys[i - 1] - vys[i]) * uy;
            double magnitude = K * (len - rest) + C * closing;
            double fx = ux * magnitude, fy = uy * magnitude;
            fxs[i] = fxs[i] + fx;
            fys[i] = fys[i] + fy;
            fxs[i - 1] = fxs[i - 1] - fx;
            fys[i - 1] = fys[i - 1] - fy;
        }
        for (int i = 1; i < xs.length; i++) {
            vxs[i] = (vxs[i] + fxs[i]) * (1 - DRAG);
            vys[i] = (vys[i] + fys[i]) * (1 - DRAG);
            xs[i] = xs[i] + vxs[i];
            ys[i] = ys[i] + vys[i];
        }
    }

    public int size() { return xs.length; }

    public Vec2 point(int i) { return new Vec2(xs[i], ys[i]); }

    public double gap(int i) { return Vec2.norm(xs[i] - xs[i - 1], ys[i] - ys[i - 1]); }

    public double length() {
        double sum = 0;
        for (int i = 1; i < xs.length; i++) sum += gap(i);
        return sum;
    }

    public double stretch() { return length() / (rest * (xs.length - 1)); }

    public void setRest(double rest) { this.rest = rest; }
}
