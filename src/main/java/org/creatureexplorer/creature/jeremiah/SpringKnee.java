package org.creatureexplorer.creature.jeremiah;

import org.creatureexplorer.sim.Vec2;

/**
 * The knee between two springs, one to the hip and one to the foot. Each frame, for each
 * spring: too long by e, the knee moves e/2 toward that spring's far end; too short, e/2 away.
 * The two moves are worked out from the same knee position and added. The knee settles where
 * both springs are at rest, on the intersection of the two rest circles on the side of the
 * hip-foot line it is already on; when the circles do not meet it settles on the line, halfway
 * across the gap between them, both springs stretched equally.
 */
public final class SpringKnee {
    private SpringKnee() {}

    /** One frame's moves of the knee: from the hip spring, from the foot spring. */
    public record Moves(Vec2 fromHip, Vec2 fromFoot) {
        public Vec2 total() { return fromHip.plus(fromFoot); }
    }

    /** The move one spring asks of the knee: (length - rest) / 2 toward the spring's far end. */
    public static Vec2 pull(Vec2 knee, Vec2 end, double rest, Vec2 fallback) {
        return pull(knee, end.x(), end.y(), rest, fallback.x(), fallback.y());
    }

    /** end.minus(knee).directionOr(fallback).times((length - rest) / 2) on the coordinates: one vector, the move. */
    private static Vec2 pull(Vec2 knee, double endX, double endY, double rest, double fallbackX, double fallbackY) {
        double dx = endX - knee.x(), dy = endY - knee.y();
        double length = Vec2.norm(dx, dy);
        boolean hasDirection = length > 0 && Double.isFinite(length);
        double ux = hasDirection ? dx / length : fallbackX, uy = hasDirection ? dy / length : fallbackY;
        double move = (length - rest) / 2;
        return new Vec2(ux * move, uy * move);
    }

    public static Moves moves(Vec2 knee, Vec2 hip, Vec2 foot, double hipRest, double footRest) {
        // A knee sitting exactly on an end has no direction to that end: use the hip-foot line
        // (foot.minus(hip).directionOr(UNIT_X), and its times(-1) toward the hip, on the coordinates).
        double ax = foot.x() - hip.x(), ay = foot.y() - hip.y();
        double len = Vec2.norm(ax, ay);
        boolean hasDirection = len > 0 && Double.isFinite(len);
        double ux = hasDirection ? ax / len : 1, uy = hasDirection ? ay / len : 0;
        return new Moves(pull(knee, hip.x(), hip.y(), hipRest, ux * -1, uy * -1), pull(knee, foot.x(), foot.y(), footRest, ux, uy));
    }

    public static Vec2 step(Vec2 knee, Vec2 hip, Vec2 foot, double hipRest, double footRest) {
        return knee.plus(moves(knee, hip, foot, hipRest, footRest).total());
    }

    /** Signed distance of the knee from the hip-foot line: positive on the +perp side (clockwise of hip to foot, on screen). */
    public static double side(Vec2 knee, Vec2 hip, Vec2 foot) {
        // knee.minus(hip).dot(along.perp()), along = foot.minus(hip).directionOr(UNIT_X): on the coordinates
        double ax = foot.x() - hip.x(), ay = foot.y() - hip.y();
        double len = Vec2.norm(ax, ay);
        boolean hasDirection = len > 0 && Double.isFinite(len);
        double ux = hasDirection ? ax / len : 1, uy = hasDirection ? ay / len : 0;
        return (knee.x() - hip.x()) * -uy + (knee.y() - hip.y()) * ux;
    }

    /**
     * Where the knee settles: the intersection of the circles (radius hipRest around the hip,
     * footRest around the foot) on the given side, or, when they do not meet, the point on the
     * line halfway across the gap between them (hip + (d + hipRest - footRest) / 2 along the line).
     * A side of 0 (the knee exactly on the line) stays on the line at that same point, where the
     * two springs are stretched, or squashed, equally. Null when one circle lies inside the other (the foot closer than |hipRest - footRest|).
     */
    public static Vec2 restingPlace(Vec2 hip, Vec2 foot, double hipRest, double footRest, double side) {
        Vec2 along = foot.minus(hip).directionOr(Vec2.UNIT_X);
        double d = foot.distanceTo(hip);
        double x = (d * d + hipRest * hipRest - footRest * footRest) / (2 * d);
        if (d > hipRest + footRest || side == 0) return hip.plus(along.times((d + hipRest - footRest) / 2));
        if (d < Math.abs(hipRest - footRest) || d == 0) return null;
        double h = Math.sqrt(Math.max(0, hipRest * hipRest - x * x));
        return hip.plus(along.times(x)).plus(along.perp().times(Math.signum(side) * h));
    }
}
