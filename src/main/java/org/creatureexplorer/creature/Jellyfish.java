package org.creatureexplorer.creature;

import org.creatureexplorer.sim.Vec2;

/**
 * The gallery's jellyfish: a {@link Bell} and its {@link Strands}, with these numbers. The bell pulses every {@link #PERIOD} s (squeeze over
 * {@link #SQUEEZE_TIME}, release over the rest); speed is added along the heading in proportion
 * to how much the squeeze grew this step (thrust px/s per full squeeze) and water drag multiplies
 * the velocity by exp(-drag dt). The heading turns toward the goal at {@link #TURN_RATE}; near
 * the stage edge the velocity is pushed back inward. Five tentacles of ten links hang from the
 * rim: verlet points keeping {@link #KEEP} of their last motion, sinking by {@link #SINK} x dt^2,
 * their gaps restored {@link #PASSES} times per step.
 * <p>
 * {@link #step} takes any dt: the fixed tick normally, one long frame in the long-frame lesson.
 * The state is plain fields and arrays; nothing is allocated per step.
 */
public final class Jellyfish {
    public static final double PERIOD = 1.2;
    public static final double SQUEEZE_TIME = 0.36;
    public static final double THRUST = 160;
    public static final double DRAG = 1.6;
    /** Fastest turn of the heading, rad/s. */
    public static final double TURN_RATE = 1.5;
    /** Within this distance of an edge the velocity is pushed inward, px, at up to EDGE_PUSH px/s^2. */
    public static final double EDGE_MARGIN = 45;
    public static final double EDGE_PUSH = 300;
    public static final int TENTACLES = 5;
    public static final int LINKS = 10;
    public static final double LINK = 11;
    public static final double KEEP = 0.92;
    /** The sinking term, px/s^2: multiplied by dt^2 it is the extra fall of every tentacle point per step. */
    public static final double SINK = 30;
    public static final int PASSES = 3;
    /** Bell radius of the large jellyfish, px. */
    public static final double BELL = 26;

    private final double scale;
    private final Bell bell;
    private final Strands strands;

    /** A jellyfish at {@code at} facing {@code heading}, its pulse {@code clock} s along; size 1 is the large one. */
    public Jellyfish(Vec2 at, double heading, double clock, double scale) {
        this.scale = scale;
        bell = new Bell(Bell.Beat.JELLYFISH, BELL * scale, at, heading, clock);
        Strands.Hang h = Strands.Hang.JELLYFISH;
        // Tentacles hang straight back from the rim, at rest.
        strands = new Strands(new Strands.Hang(h.count(), h.links(), LINK * scale, h.keep(), h.sink(), h.passes()),
                bell.x(), bell.y(), heading, bell.width(), bell.length());
    }

    private Jellyfish(Jellyfish from) {
        scale = from.scale;
        bell = from.bell.copy();
        strands = from.strands.copy();
    }

    /** An independent jellyfish in the same state (for a world's copy). */
    public Jellyfish copy() { return new Jellyfish(this); }

    /** The squeeze at pulse time {@code t}: 0 at rest, 1 fully squeezed (cosine ease in, slower cosine ease out). */
    public static double squeezeAt(double t) { return STANDARD.squeezeAt(t); }

    /** A bell with the gallery's beat, for the pulse's shape alone. */
    private static final Bell STANDARD = new Bell(Bell.Beat.JELLYFISH, BELL, Vec2.ZERO, 0, 0);

    /** One step of {@code dt} seconds toward {@code goal}, inside a stage of {@code w} x {@code h}. */
    public void step(Vec2 goal, double dt, double w, double h) {
        bell.step(goal, dt, w, h);
        strands.step(bell.x(), bell.y(), bell.heading(), bell.width(), bell.length(), dt);
    }

    /** Bell half-width across the heading: narrower while squeezed. */
    public double bellWidth() { return bell.width(); }

    /** Bell half-length along the heading: longer while squeezed. */
    public double bellLength() { return bell.length(); }

    /** Longest link over its rest length, all tentacles. */
    public double maxLinkStretch() { return strands.maxLinkStretch(); }

    /** Mean link length over its rest length, all tentacles. */
    public double meanLinkStretch() { return strands.meanLinkStretch(); }

    public void setThrust(double t) { bell.setThrust(t); }

    public void setDrag(double d) { bell.setDrag(d); }

    public double x() { return bell.x(); }

    public double y() { return bell.y(); }

    public Vec2 position() { return new Vec2(bell.x(), bell.y()); }

    public double speed() { return bell.speed(); }

    public Vec2 velocity() { return bell.velocity(); }

    public double heading() { return bell.heading(); }

    public double squeeze() { return bell.squeeze(); }

    /** Where in its pulse the bell is, 0 to 1 (0 the start of a squeeze). */
    public double phase() { return bell.phase(); }

    /** True while the bell is squeezing (the first {@link #SQUEEZE_TIME} of each pulse). */
    public boolean squeezing() { return bell.squeezing(); }

    public double scale() { return scale; }

    public double link() { return strands.hang().link(); }

    public double tentacleX(int k, int i) { return strands.pointX(k, i); }

    public double tentacleY(int k, int i) { return strands.pointY(k, i); }
}
