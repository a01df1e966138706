package org.creatureexplorer.creature;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.sim.Vec2;

/**
 * A body made of circles on a chain: joint positions and a radius for each. Nothing here is
 * drawn from a picture; the skin outline, the eyes and the fins are all placed from the
 * joints, their radii and their local directions.
 * <p>
 * The local direction at a joint points forward along the body: from the joint behind it
 * to the joint ahead of it (at the head, from joint 1 to joint 0; at the tail, from the tail
 * to the joint ahead). "Right" is that direction turned a quarter turn clockwise on screen.
 */
public final class Body {
    /** Points on each half-circle cap (head and tail) between the two sides. */
    public static final int CAP_STEPS = 4;

    /** Where an outline point comes from. */
    public enum Side { RIGHT, TAIL_CAP, LEFT, HEAD_CAP }

    /** One point of the outline: where it is, the joint it belongs to, and which part of the loop. */
    public record OutlinePoint(Vec2 position, int joint, Side side) {}

    private final Vec2[] joints;
    private final double[] radii;
    private final Vec2[] forward;

    /** @param joints at least 2 positions, head first; @param radii one per joint, px */
    public Body(Vec2[] joints, double[] radii) {
        if (joints.length < 2 || radii.length != joints.length) {
            throw new IllegalArgumentException("need at least 2 joints and one radius per joint");
        }
        this.joints = joints.clone();
        this.radii = radii.clone();
        forward = forwards(this.joints);
    }

    /** A body that keeps {@code joints} and {@code radii} themselves: the caller hands them over and never changes them. */
    private Body(Vec2[] joints, double[] radii, boolean adopted) {
        this.joints = joints;
        this.radii = radii;
        forward = forwards(joints);
    }

    /**
     * A body on these arrays without copying them (a world that builds its bodies every tick
     * makes fresh arrays for each): the caller must not change them afterwards.
     */
    public static Body adopt(Vec2[] joints, double[] radii) {
        if (joints.length < 2 || radii.length != joints.length) {
            throw new IllegalArgumentException("need at least 2 joints and one radius per joint");
        }
        return new Body(joints, radii, true);
    }

    /** ahead.minus(behind).directionOr(fallback) at each joint, on the coordinates: one vector per joint. */
    private static Vec2[] forwards(Vec2[] joints) {
        int n = joints.length;
        Vec2[] forward = new Vec2[n];
        Vec2 fallback = Vec2.UNIT_X;
        for (int i = 0; i < n; i++) {
            Vec2 ahead = joints[Math.max(0, i - 1)];
            Vec2 behind = joints[Math.min(n - 1, i + 1)];
            double dx = ahead.x() - behind.x(), dy = ahead.y() - behind.y();
            double len = Vec2.norm(dx, dy);
            forward[i] = len > 0 && Double.isFinite(len) ? new Vec2(dx / len, dy / len) : fallback;
            fallback = forward[i];
        }
        return forward;
    }

    public int size() { return joints.length; }

    public Vec2 joint(int i) { return joints[i]; }

    public double radius(int i) { return radii[i]; }

    /** Unit vector pointing forward along the body at joint i. */
    public Vec2 forward(int i) { return forward[i]; }

    /** Unit vector to the creature's right at joint i: forward turned a quarter turn clockwise on screen. */
    public Vec2 right(int i) { return forward[i].perp(); }

    /** Joint i pushed sideways by its radius: to the right when {@code side} is +1, to the left when -1. */
    public Vec2 sidePoint(int i, int side) { return new Vec2(sideX(i, side), sideY(i, side)); }

    // sidePoint's coordinates, joint + perp(forward) x (side x radius) in that order, for the
    // measures below that run every tick.
    private double sideX(int i, int side) { return joints[i].x() + -forward[i].y() * (side * radii[i]); }

    private double sideY(int i, int side) { return joints[i].y() + forward[i].x() * (side * radii[i]); }

    /**
     * The skin outline as one closed loop: down the right side from head to tail, round the
     * tail, up the left side, round the head; the last point leads back to the first.
     */
    public List<OutlinePoint> outline() {
        int n = joints.length;
        List<OutlinePoint> loop = new ArrayList<>(2 * n + 2 * (CAP_STEPS - 1));
        for (int i = 0; i < n; i++) loop.add(new OutlinePoint(sidePoint(i, +1), i, Side.RIGHT));
        cap(loop, n - 1, right(n - 1), Side.TAIL_CAP);
        for (int i = n - 1; i >= 0; i--) loop.add(new OutlinePoint(sidePoint(i, -1), i, Side.LEFT));
        cap(loop, 0, right(0).times(-1), Side.HEAD_CAP);
        return loop;
    }

    /** Half a circle round joint j from {@code start} (a unit vector), turning clockwise on screen. */
    private void cap(List<OutlinePoint> loop, int j, Vec2 start, Side side) {
        for (int k = 1; k < CAP_STEPS; k++) {
            Vec2 d = start.rotate(Math.PI * k / CAP_STEPS);
            loop.add(new OutlinePoint(joints[j].plus(d.times(radii[j])), j, side));
        }
    }

    /** Length of one side of the skin (+1 right, -1 left): the path through its side points, px. */
    public double sideLength(int side) {
        double total = 0;
        for (int i = 1; i < joints.length; i++) total += Vec2.norm(sideX(i, side) - sideX(i - 1, side), sideY(i, side) - sideY(i - 1, side));
        return total;
    }

    /**
     * The smallest forward step between neighbouring side points on either side, measured along
     * the spine: (side point i-1 - side point i) . (joint i-1 - joint i) / |joint i-1 - joint i|.
     * Below zero the skin on the inside of a bend runs backward: it has crumpled.
     */
    public double smallestSideStep() {
        double best = Double.POSITIVE_INFINITY;
        for (int i = 1; i < joints.length; i++) {
            // joints[i - 1].minus(joints[i]).directionOr(forward[i]), on the coordinates
            double dx = joints[i - 1].x() - joints[i].x(), dy = joints[i - 1].y() - joints[i].y();
            double len = Vec2.norm(dx, dy);
            boolean along = len > 0 && Double.isFinite(len);
            double boneX = along ? dx / len : forward[i].x();
            double boneY = along ? dy / len : forward[i].y();
            for (int side = -1; side <= 1; side += 2) {
                double stepX = sideX(i - 1, side) - sideX(i, side), stepY = sideY(i - 1, side) - sideY(i, side);
                best = Math.min(best, stepX * boneX + stepY * boneY);
            }
        }
        return best;
    }

    /**
     * An eye on the head: {@code along} x head radius forward of the head joint and
     * {@code across} x head radius to the given side (+1 right, -1 left).
     */
    public Vec2 eye(int side, double along, double across) {
        return joints[0].plus(forward[0].times(along * radii[0])).plus(right(0).times(side * across * radii[0]));
    }

    /** Signed bend at interior joint i, in (-pi, pi]: positive when the body turns clockwise going from head to tail. */
    public double signedBend(int i) {
        double ax = joints[i].x() - joints[i - 1].x(), ay = joints[i].y() - joints[i - 1].y();
        double bx = joints[i + 1].x() - joints[i].x(), by = joints[i + 1].y() - joints[i].y();
        if (Vec2.norm(ax, ay) == 0 || Vec2.norm(bx, by) == 0) return 0;
        return org.creatureexplorer.sim.Angles.wrap(Math.atan2(by, bx) - Math.atan2(ay, ax));
    }
}
