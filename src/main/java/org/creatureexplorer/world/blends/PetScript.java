package org.creatureexplorer.world.blends;

import java.util.List;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.Pace;
import org.creatureexplorer.sim.Vec2;

/**
 * The pet lesson's stand-in for a hand on the mouse: a point running a figure-eight that, in
 * every 12 s cycle, moves for 3.5 s, rests for 2 s (long enough for the pet to start
 * wandering), moves again, and at 8 s makes a fast flick (0.2 s at seven times its usual pace,
 * over 500 px/s everywhere on the curve) before going on. A pure function of time.
 */
public final class PetScript {
    public static final double CYCLE = 12;
    public static final double REST_START = 3.5;
    public static final double REST_END = 5.5;
    public static final double FLICK_START = 8.0;
    public static final double FLICK_END = 8.2;

    private final FigureEight curve;

    public PetScript(FigureEight curve) { this.curve = curve; }

    public FigureEight curve() { return curve; }

    /** The script's clock: the pace of each phase of the cycle. */
    public static final Pace PACE_OF_CYCLE = new Pace(CYCLE, List.of(0.0, REST_START, REST_END, FLICK_START, FLICK_END),
            List.of(1.0, 0.0, 1.0, 7.0, 1.0));

    /** How far along the curve (in seconds of its own period) the point is at time {@code t}. */
    public static double curveTime(double t) { return PACE_OF_CYCLE.pathTime(t); }

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
