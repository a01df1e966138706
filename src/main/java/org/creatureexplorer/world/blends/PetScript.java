package org.creatureexplorer.world.blends;

import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.Vec2;

/**
 * The pet lesson's stand-in for a hand on the mouse: a point running a figure-eight that, in
 * every 12 s cycle, moves for 3.5 s, rests for 2 s (long enough for the pet to start
 * wandering), moves again, and at 8 s makes a fast flick (0.2 s at seven times its usual pace,
 * over 500 px/s everywhere on the curve) before going on. A pure function of time.
 */
public final class PetScript {
    public static final double CYCLE = 12;
    /** Start of each phase within a cycle, and the pace along the curve during it (0 = resting). */
    static final double[] STARTS = {0, 3.5, 5.5, 8.0, 8.2};
    static final double[] PACE = {1, 0, 1, 7, 1};
    public static final double REST_START = 3.5;
    public static final double REST_END = 5.5;
    public static final double FLICK_START = 8.0;
    public static final double FLICK_END = 8.2;

    private final FigureEight curve;

    public PetScript(FigureEight curve) { this.curve = curve; }

    public FigureEight curve() { return curve; }

    /** How far along the curve (in seconds of its own period) the point is at time {@code t}. */
    public static double curveTime(double t) {
        double perCycle = progress(CYCLE);
        double cycles = Math.floor(t / CYCLE);
        return cycles * perCycle + progress(t - cycles * CYCLE);
    }

    /** Curve time covered from the start of a cycle to {@code u} seconds into it. */
    private static double progress(double u) {
        double total = 0;
        for (int i = 0; i < STARTS.length; i++) {
            double end = i + 1 < STARTS.length ? STARTS[i + 1] : CYCLE;
            if (u <= STARTS[i]) break;
            total += PACE[i] * (Math.min(u, end) - STARTS[i]);
        }
        return total;
    }

    public Vec2 at(double t) { return curve.at(curveTime(t)); }

    /** True during the fast flick. */
    public static boolean flicking(double t) {
        double u = t - CYCLE * Math.floor(t / CYCLE);
        return u >= FLICK_START && u < FLICK_END;
    }

    /** True while the point rests. */
    public static boolean resting(double t) {
        double u = t - CYCLE * Math.floor(t / CYCLE);
        return u >= REST_START && u < REST_END;
    }
}
