package org.creatureexplorer.creature.jeremiah;

import org.creatureexplorer.sim.Vec2;

/**
 * The 600 x 600 box Jeremiah lives in; its four edges are the walls the feet grip. A spot
 * on a wall is an edge and a coordinate along it: x on the top and bottom edges, y on the
 * left and right ones.
 */
public final class Box {
    public static final double SIZE = 600;
    public static final int TOP = 0, RIGHT = 1, BOTTOM = 2, LEFT = 3;
    public static final String[] EDGE_NAMES = {"top", "right", "bottom", "left"};

    private Box() {}

    /** A spot on a wall. */
    public record Spot(int edge, double along) {
        public Vec2 position() { return Box.position(edge, along); }
    }

    public static Vec2 position(int edge, double along) {
        return switch (edge) {
            case TOP -> new Vec2(along, 0);
            case RIGHT -> new Vec2(SIZE, along);
            case BOTTOM -> new Vec2(along, SIZE);
            default -> new Vec2(0, along);
        };
    }

    /** The coordinate along {@code edge} of the spot nearest to {@code p}, clamped to the edge. */
    public static double along(int edge, Vec2 p) {
        double a = edge == TOP || edge == BOTTOM ? p.x() : p.y();
        return clampAlong(a);
    }

    public static double clampAlong(double a) { return Math.max(0, Math.min(SIZE, a)); }

    /** Distance from {@code p} (inside the box) to an edge's line; negative beyond it. */
    public static double distanceTo(int edge, Vec2 p) {
        return switch (edge) {
            case TOP -> p.y();
            case RIGHT -> SIZE - p.x();
            case BOTTOM -> SIZE - p.y();
            default -> p.x();
        };
    }

    /** The point on the box nearest to {@code p}; on a tie the edge that comes first (top, right, bottom, left). */
    public static Spot closest(Vec2 p) {
        int best = TOP;
        for (int e = RIGHT; e <= LEFT; e++) if (distanceTo(e, p) < distanceTo(best, p)) best = e;
        return new Spot(best, along(best, p));
    }

    /** True when {@code p} lies exactly on an edge of the box. */
    public static boolean onEdge(Vec2 p) {
        boolean inside = p.x() >= 0 && p.x() <= SIZE && p.y() >= 0 && p.y() <= SIZE;
        return inside && (p.x() == 0 || p.x() == SIZE || p.y() == 0 || p.y() == SIZE);
    }
}
