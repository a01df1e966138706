package org.creatureexplorer.creature;

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
}
