package org.creatureexplorer.creature.jeremiah;

import org.creatureexplorer.sim.SmoothNoise;
import org.creatureexplorer.sim.Vec2;

/**
 * Jeremiah's head: it orbits the centre of the 600 x 600 box, steered by one smooth noise
 * value n in [0, 1] that advances slowly with the frame count.
 * <ul>
 * <li>distance from the centre: high n pulls the head in toward 50 px, low n pushes it out
 *     toward 300 px (200 to 300 px while the mouse is held);</li>
 * <li>turning: n above 0.5 turns clockwise (on screen), below 0.5 counter-clockwise, faster
 *     the further n is from 0.5, so the head stops and reverses each time n crosses 0.5;
 *     a second noise value running 4 x as fast scales the turning up and down;
 *     the mouse held doubles it.</li>
 * </ul>
 * Units: px and frames (one tick is one frame at 60 frames/s). Angles grow clockwise on
 * screen because y points down.
 */
public final class NoiseOrbitHead {
    public static final double BOX = 600;
    public static final Vec2 CENTRE = new Vec2(BOX / 2, BOX / 2);
    public static final double NEAR = 50;
    public static final double FAR = 300;
    public static final double HELD_NEAR = 200;
    /** How far the noise advances per frame (one lattice step every 250 frames). */
    public static final double NOISE_PER_FRAME = 0.004;
    /** The turning-speed noise runs this many times as fast. */
    public static final double TURN_NOISE_SPEEDUP = 4;
    /** Turning speed when n is 0.25 or more from 0.5 and the second noise is 0.5, in rad per frame. */
    public static final double TURN_MAX = 0.04;
    /** n this far from 0.5 gives the full turning speed and the extreme distance. */
    public static final double NOISE_SPAN = 0.25;
    /** Fraction of the way to its goal distance the head moves each frame (no jump when the mouse goes down). */
    public static final double RADIUS_EASE = 0.1;
    /** How many bits the noise seeds of the two values are apart. */
    private static final long TURN_SEED_SALT = 0x5DEECE66DL;

    private final SmoothNoise noise;
    private final SmoothNoise turnNoise;
    private long frame;
    private double angle;
    private double radius;
    private double n;
    private double turnScale;
    private double turnRate;
    private Vec2 position;
    private Vec2 previous;

    public NoiseOrbitHead(long seed) { this(seed, false); }

    /** @param held whether the mouse-held rule applies from the start (sets the starting distance) */
    public NoiseOrbitHead(long seed, boolean held) {
        noise = new SmoothNoise(seed);
        turnNoise = new SmoothNoise(seed ^ TURN_SEED_SALT);
        n = noise.at(0);
        turnScale = turnScale(turnNoise.at(0));
        radius = goalRadius(n, held);
        angle = -Math.PI / 2; // straight above the centre
        position = CENTRE.plus(Vec2.polar(radius, angle));
        previous = position;
    }

    private NoiseOrbitHead(NoiseOrbitHead from) {
        noise = from.noise; // pure functions of their seeds: shared
        turnNoise = from.turnNoise;
        frame = from.frame;
        angle = from.angle;
        radius = from.radius;
        n = from.n;
        turnScale = from.turnScale;
        turnRate = from.turnRate;
        position = from.position;
        previous = from.previous;
    }

    /** An independent head in the same state (for a world's copy). */
    public NoiseOrbitHead copy() { return new NoiseOrbitHead(this); }

    /** Goal distance from the centre for a noise value: 300 px at n &lt;= 0.25 down to 50 px at n &gt;= 0.75. */
    public static double goalRadius(double n, boolean held) {
        double inward = clamp01((n - (0.5 - NOISE_SPAN)) / (2 * NOISE_SPAN));
        double near = held ? HELD_NEAR : NEAR;
        return FAR - (FAR - near) * inward;
    }

    /** Signed turning speed in rad per frame (positive = clockwise on screen). */
    public static double turnRate(double n, double turnScale, boolean held) {
        double signed = Math.max(-1, Math.min(1, (n - 0.5) / NOISE_SPAN));
        return TURN_MAX * signed * turnScale * (held ? 2 : 1);
    }

    /** The second noise value m in [0, 1] scales the turning by 0.25 to 1.75 (1 on average). */
    public static double turnScale(double m) { return 0.25 + 1.5 * m; }

    private static double clamp01(double v) { return Math.max(0, Math.min(1, v)); }

    /** Advances one frame. */
    public void step(boolean held) {
        frame++;
        double t = frame * NOISE_PER_FRAME;
        n = noise.at(t);
        turnScale = turnScale(turnNoise.at(t * TURN_NOISE_SPEEDUP));
        turnRate = turnRate(n, turnScale, held);
        angle = Math.IEEEremainder(angle + turnRate, 2 * Math.PI);
        radius += (goalRadius(n, held) - radius) * RADIUS_EASE;
        previous = position;
        position = CENTRE.plus(Vec2.polar(radius, angle));
    }

    public Vec2 position() { return position; }

    /** Distance moved in the last frame, px per frame. */
    public double speed() { return position.distanceTo(previous); }

    /** The last frame's movement. */
    public Vec2 velocity() { return position.minus(previous); }

    public double noise() { return n; }

    /** The turning-speed factor from the second noise value (0.25 to 1.75). */
    public double turnScale() { return turnScale; }

    /** Signed turning speed this frame, rad per frame, positive clockwise on screen. */
    public double turnRate() { return turnRate; }

    public double radius() { return radius; }

    public double angle() { return angle; }

    public long frame() { return frame; }
}
