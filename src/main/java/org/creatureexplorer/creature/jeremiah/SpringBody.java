package org.creatureexplorer.creature.jeremiah;

import org.creatureexplorer.sim.Vec2;

/**
 * A chain of points on position springs: point 0 is the head (placed from outside), then the
 * segments, the last point is the tail. Each frame, from the head back, every point moves
 * toward the one ahead by {@code take} x (gap - rest): with take 0.8 the gap after the move is
 * rest + 0.2 x (gap - rest). A gap shorter than rest is pushed back out the same way.
 * Hooke's law moving the point itself: no velocity, no momentum, so no overshoot.
 */
public final class SpringBody {
    /** Point coordinates as numbers, so a frame allocates nothing. */
    private final double[] xs;
    private final double[] ys;
    private double rest;
    private double take;

    /** @param initial head first, tail last (copied) */
    public SpringBody(Vec2[] initial, double rest, double take) {
        if (initial.length < 2) throw new IllegalArgumentException("a body needs a head and a tail");
        xs = new double[initial.length];
        ys = new double[initial.length];
        for (int i = 0; i < initial.length; i++) {
            xs[i] = initial[i].x();
            ys[i] = initial[i].y();
        }
        this.rest = rest;
        this.take = take;
    }

    private SpringBody(SpringBody from) {
        xs = from.xs.clone();
        ys = from.ys.clone();
        rest = from.rest;
        take = from.take;
    }

    /** An independent body in the same state (for a world's copy). */
    public SpringBody copy() { return new SpringBody(this); }

    /** A straight body: head at {@code head}, every other point {@code rest} further along {@code back}. */
    public static SpringBody straight(Vec2 head, Vec2 back, int springs, double rest, double take) {
        Vec2 dir = back.directionOr(new Vec2(-1, 0));
        Vec2[] pts = new Vec2[springs + 1];
        for (int i = 0; i <= springs; i++) pts[i] = head.plus(dir.times(rest * i));
        return new SpringBody(pts, rest, take);
    }

    /** Places the head and moves every other point, head to tail, in one ordered pass. */
    public void follow(Vec2 head) {
        xs[0] = head.x();
        ys[0] = head.y();
        for (int i = 1; i < xs.length; i++) pull(i);
    }

    /** Moves point i toward (or away from) point i - 1 by take x (gap - rest). */
    private void pull(int i) {
        double dx = xs[i - 1] - xs[i], dy = ys[i - 1] - ys[i];
        double gap = Vec2.norm(dx, dy);
        double ux, uy;
        if (gap > 0 && Double.isFinite(gap)) {
            ux = dx / gap;
            uy = dy / gap;
        } else {
            // Two points on top of each other have no direction: take the body's forward
            // direction there, so the point is pushed out behind the one ahead.
            Vec2 fallback = i >= 2 ? new Vec2(xs[i - 2] - xs[i - 1], ys[i - 2] - ys[i - 1]).directionOr(Vec2.UNIT_X) : Vec2.UNIT_X;
            ux = fallback.x();
            uy = fallback.y();
        }
        double move = take * (gap - rest);
        xs[i] = xs[i] + ux * move;
        ys[i] = ys[i] + uy * move;
    }

    public int size() { return xs.length; }

    /** Number of springs: points - 1. */
    public int springs() { return xs.length - 1; }

    public Vec2 point(int i) { return new Vec2(xs[i], ys[i]); }

    /** Distance between point i - 1 and point i (i from 1). */
    public double gap(int i) { return Vec2.norm(xs[i] - xs[i - 1], ys[i] - ys[i - 1]); }

    /** Sum of the gaps: the body's length along itself. */
    public double length() {
        double sum = 0;
        for (int i = 1; i < xs.length; i++) sum += gap(i);
        return sum;
    }

    public double restLength() { return rest * springs(); }

    public double stretch() { return length() / restLength(); }

    public double rest() { return rest; }

    public double take() { return take; }

    public void setRest(double rest) { this.rest = rest; }

    public void setTake(double take) { this.take = take; }

    /**
     * The steady gap when the head runs in a straight line at {@code speed} px per frame: the
     * fixed point of g = rest + (1 - take)(g + speed - rest), that is rest + speed (1 - take) / take.
     */
    public static double steadyGap(double rest, double take, double speed) {
        return rest + speed * (1 - take) / take;
    }
}
