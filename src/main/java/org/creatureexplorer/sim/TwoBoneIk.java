package org.creatureexplorer.sim;

/**
 * The knee triangle: two bones (thigh {@code a}, shin {@code b}) from a hip toward a foot
 * target at distance {@code d}, solved by the law of cosines.
 * <pre>  cos A = (a^2 + d^2 - b^2) / (2 a d)  </pre>
 * The knee sits {@code a} from the hip, in the hip-to-target direction rotated by
 * {@code bend * acos(cos A)} ({@link Vec2#rotate}: positive turns clockwise on screen, since y
 * points down). The drawn foot is {@code b} from the knee toward the target.
 *
 * <p>Out of reach ({@code d > a + b} or {@code d < |a - b|}) cos A leaves [-1, 1] and acos
 * returns NaN; without the guard the knee and the foot become NaN (the leg vanishes). The
 * guard clamps d into [|a - b| + 0.001, a + b - 0.001] first, which lays the leg straight.
 */
public final class TwoBoneIk {
    private TwoBoneIk() {}

    /** How far inside the reachable band the guard clamps d, in px. */
    public static final double GUARD_MARGIN = 0.001;

    /**
     * One solve.
     *
     * @param distance hip-to-target distance d, as measured (before any guard)
     * @param usedDistance the d that went into the formula (clamped when guarded)
     * @param cosA the value handed to acos (outside [-1, 1] only when unguarded and out of reach)
     * @param hipAngle acos(cosA), NaN out of reach when unguarded
     * @param knee the knee, NaN when unguarded and out of reach
     * @param foot the drawn foot, b from the knee toward the target
     */
    public record Solution(double distance, double usedDistance, double cosA, double hipAngle, Vec2 knee, Vec2 foot) {

        /** True when the triangle could be solved: knee and foot are finite. */
        public boolean solved() { return knee.isFinite() && foot.isFinite(); }

        /** Inside angle at the knee between thigh and shin, in radians (pi = straight leg); NaN when unsolved. */
        public double kneeAngle(Vec2 hip) {
            if (!solved()) return Double.NaN;
            return Angles.bendBetween(hip.minus(knee), foot.minus(knee));
        }
    }

    /**
     * @param bend +1 or -1: which side the knee folds to
     * @param guard clamp d into the reachable band first
     * @param fallbackDirection used when the target sits exactly on the hip (unit vector)
     */
    public static Solution solve(Vec2 hip, Vec2 target, double thigh, double shin, int bend, boolean guard,
                                 Vec2 fallbackDirection) {
        return solve(hip.x(), hip.y(), target, thigh, shin, bend, guard, fallbackDirection.x(), fallbackDirection.y());
    }

    /**
     * The same solve with the hip and the fallback direction as numbers. Worked on the
     * coordinates, the vector steps of the formula written out in the same order (the legs of
     * every walker solve each tick): only the knee, the foot and the solution are made.
     */
    public static Solution solve(double hipX, double hipY, Vec2 target, double thigh, double shin, int bend, boolean guard,
                                 double fallbackX, double fallbackY) {
        if (bend != 1 && bend != -1) throw new IllegalArgumentException("bend must be +1 or -1, got " + bend);
        if (!(thigh > 0) || !(shin > 0)) throw new IllegalArgumentException("bone lengths must be positive");
        double toX = target.x() - hipX, toY = target.y() - hipY;
        double d = Vec2.norm(toX, toY);
        // direction = toTarget.directionOr(fallback)
        boolean aimed = d > 0 && Double.isFinite(d);
        double dirX = aimed ? toX / d : fallbackX, dirY = aimed ? toY / d : fallbackY;
        double used = guard ? clampToReach(d, thigh, shin) : d;
        double cosA = cosHipAngle(thigh, shin, used);
        double angle = Math.acos(cosA); // NaN outside [-1, 1]: the point of the unguarded case
        // knee = hip.plus(direction.rotate(bend * angle).times(thigh))
        double turn = bend * angle;
        double c = Math.cos(turn), s = Math.sin(turn);
        double kneeX = hipX + (dirX * c - dirY * s) * thigh, kneeY = hipY + (dirX * s + dirY * c) * thigh;
        Vec2 knee = new Vec2(kneeX, kneeY);
        Vec2 foot;
        if (!knee.isFinite()) {
            foot = new Vec2(Double.NaN, Double.NaN);
        } else {
            // foot = knee.plus(target.minus(knee).directionOr(direction).times(shin))
            double restX = target.x() - kneeX, restY = target.y() - kneeY;
            double rest = Vec2.norm(restX, restY);
            boolean onward = rest > 0 && Double.isFinite(rest);
            double ux = onward ? restX / rest : dirX, uy = onward ? restY / rest : dirY;
            foot = new Vec2(kneeX + ux * shin, kneeY + uy * shin);
        }
        return new Solution(d, used, cosA, angle, knee, foot);
    }

    /** The law of cosines for the angle at the hip. */
    public static double cosHipAngle(double thigh, double shin, double d) {
        return (thigh * thigh + d * d - shin * shin) / (2 * thigh * d);
    }

    /** d clamped into [|a - b| + 0.001, a + b - 0.001]. */
    public static double clampToReach(double d, double thigh, double shin) {
        double lo = Math.abs(thigh - shin) + GUARD_MARGIN;
        double hi = thigh + shin - GUARD_MARGIN;
        return Math.max(lo, Math.min(hi, d));
    }
}
