package org.creatureexplorer.creature;

import org.creatureexplorer.sim.Vec2;

/**
 * The koi's body radii: a rounded head, shoulders a little wider just behind it, then a long
 * taper to a narrow tail root where the tail fin hangs. Reference (14 joints, gap 13 px):
 * head 10.5 px, widest 12.5 px at joint 2, tail 3 px. Other joint counts sample the same
 * profile along the body, so a longer koi keeps the same shape.
 */
public final class KoiBody {
    private KoiBody() {}

    /** The reference profile, head first, in px: one value per joint of the 14-joint koi. */
    static final double[] PROFILE = {10.5, 12.0, 12.5, 12.3, 11.6, 10.6, 9.5, 8.3, 7.1, 6.0, 5.0, 4.1, 3.4, 3.0};

    public static final int REFERENCE_JOINTS = PROFILE.length;

    /** Radius of joint {@code i} of {@code n}, in px: the profile read at the same share of the body length. */
    public static double radius(int i, int n) {
        double u = n <= 1 ? 0 : (double) i / (n - 1) * (PROFILE.length - 1);
        int k = Math.min((int) Math.floor(u), PROFILE.length - 2);
        double f = u - k;
        return PROFILE[k] + (PROFILE[k + 1] - PROFILE[k]) * f;
    }

    /** A fin: an ellipse centred at {@code centre}, its long axis along {@code angle} (radians), sizes in px. */
    public record Fin(Vec2 centre, double angle, double length, double width) {}

    /** Resting opening of the side fins, measured from the body's backward direction, rad. */
    public static final double FIN_REST = 0.55;
    /** How much the summed bend at joints 2-4 opens the outside fin (and closes the inside one). */
    public static final double FIN_GAIN = 2.2;
    public static final double FIN_MIN = 0.15;
    public static final double FIN_MAX = 1.45;

    /** The joint the side fins hang from (joint 3 of the 14-joint koi). */
    public static int finJoint(int n) { return Math.max(1, Math.min(n - 2, (int) Math.round(3.0 * (n - 1) / 13))); }

    /**
     * Opening of the side fin on {@code side} (+1 right, -1 left), rad: rest +/- gain x the
     * summed signed bend at joints 2 to 4, clamped. A body turning right (clockwise, seen
     * from above) has a negative sum, so its left fin, on the outside of the turn, opens wider.
     */
    public static double finOpening(Body body, int side) {
        double sum = 0;
        for (int i = 2; i <= 4 && i < body.size() - 1; i++) sum += body.signedBend(i);
        return finOpening(sum, side);
    }

    /** Opening of the side fin on {@code side} for a summed signed bend at joints 2 to 4, rad. */
    public static double finOpening(double bendSum, int side) { return finOpening(bendSum, side, FIN_REST, FIN_GAIN); }

    /** The same rule with another resting opening and gain (the workshop's fins), clamped to the same range. */
    public static double finOpening(double bendSum, int side, double rest, double gain) {
        return Math.max(FIN_MIN, Math.min(FIN_MAX, rest + side * gain * bendSum));
    }

    /** The side fin on {@code side}: pinned at the body's edge at {@link #finJoint}, opened by {@link #finOpening}. */
    public static Fin sideFin(Body body, int side) {
        int j = finJoint(body.size());
        double open = finOpening(body, side);
        Vec2 back = body.forward(j).times(-1);
        Vec2 out = body.right(j).times(side);
        Vec2 axis = back.times(Math.cos(open)).plus(out.times(Math.sin(open)));
        double length = 1.7 * body.radius(j);
        Vec2 centre = body.sidePoint(j, side).plus(axis.times(0.45 * length));
        return new Fin(centre, axis.angle(), length, 0.5 * length);
    }

    /** The tail fin: hung from the last joint along the tail's own direction, sized from the widest radius. */
    public static Fin tailFin(Body body) {
        int t = body.size() - 1;
        double widest = 0;
        for (int i = 0; i < body.size(); i++) widest = Math.max(widest, body.radius(i));
        Vec2 back = body.forward(t).times(-1);
        double length = 2.0 * widest;
        return new Fin(body.joint(t).plus(back.times(0.45 * length)), back.angle(), length, 0.55 * length);
    }
}
