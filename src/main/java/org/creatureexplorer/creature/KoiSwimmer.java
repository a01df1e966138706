package org.creatureexplorer.creature;

import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;

/**
 * How the koi's head swims toward a target: its heading turns toward the target at most
 * {@link #TURN_RATE}; its speed eases toward {@link #CRUISE} (less inside {@link #SLOW_RADIUS}
 * of the target, never below {@link #MIN_SHARE} of cruise); a small sinusoidal wiggle is added
 * to the direction of travel. Deterministic: the wiggle runs on the swimmer's own clock.
 */
public final class KoiSwimmer {
    /** Fastest turn of the heading, rad/s. */
    public static final double TURN_RATE = 3.2;
    /** Cruising speed, px/s. */
    public static final double CRUISE = 170;
    /** Inside this distance of the target the koi slows in proportion, px. */
    public static final double SLOW_RADIUS = 90;
    /** Never slower than this share of cruise. */
    public static final double MIN_SHARE = 0.3;
    /** How quickly the speed eases toward its goal, per second. */
    public static final double SPEED_EASE = 3;
    /** Amplitude of the swimming wiggle added to the direction of travel, rad. */
    public static final double WIGGLE = 0.24;
    /** Wiggle frequency, Hz. */
    public static final double WIGGLE_HZ = 2;
    /** How quickly the wiggle comes back after the head was driven, per second. */
    public static final double WIGGLE_EASE = 4;

    /**
     * The swim's numbers: turn rate (rad/s), cruise (px/s), slow radius (px), slowest share of
     * cruise, speed ease (1/s), wiggle frequency (Hz). {@link #KOI} is the koi's.
     */
    public record Stroke(double turnRate, double cruise, double slowRadius, double minShare, double speedEase, double wiggleHz) {
        public static final Stroke KOI = new Stroke(TURN_RATE, CRUISE, SLOW_RADIUS, MIN_SHARE, SPEED_EASE, WIGGLE_HZ);
    }

    private final Stroke stroke;
    private Vec2 head;
    private double heading;
    private double speed;
    private double clock;
    /** Share of the wiggle in use: 0 while driven, easing back to 1 once swimming again. */
    private double wiggleWeight = 1;
    /** Wiggle amplitude in use, rad ({@link #WIGGLE} unless a lesson changes it). */
    private double wiggle = WIGGLE;

    public KoiSwimmer(Vec2 head, double heading, double speed) { this(Stroke.KOI, head, heading, speed); }

    /** A swimmer with its own numbers (the workshop's swimmers). */
    public KoiSwimmer(Stroke stroke, Vec2 head, double heading, double speed) {
        this.stroke = stroke;
        this.head = head;
        this.heading = heading;
        this.speed = speed;
    }

    private KoiSwimmer(KoiSwimmer from) {
        stroke = from.stroke;
        head = from.head;
        heading = from.heading;
        speed = from.speed;
        clock = from.clock;
        wiggleWeight = from.wiggleWeight;
        wiggle = from.wiggle;
    }

    /** An independent swimmer in the same state (for a world's copy). */
    public KoiSwimmer copy() { return new KoiSwimmer(this); }

    /** One tick of swimming toward {@code target}; returns the new head position. */
    public Vec2 swim(Vec2 target, double dt) {
        clock += dt;
        wiggleWeight += (1 - wiggleWeight) * (1 - Math.exp(-WIGGLE_EASE * dt));
        // toTarget and the step (Vec2.polar) as numbers, the same operations: one new vector, the head
        double toX = target.x() - head.x(), toY = target.y() - head.y();
        double distance = Vec2.norm(toX, toY);
        if (distance > 0) heading = turnToward(heading, Math.atan2(toY, toX), stroke.turnRate() * dt);
        double goal = stroke.cruise() * Math.max(stroke.minShare(), Math.min(1, distance / stroke.slowRadius()));
        speed += (goal - speed) * (1 - Math.exp(-stroke.speedEase() * dt));
        double step = speed * dt, travel = travelAngle();
        head = new Vec2(head.x() + step * Math.cos(travel), head.y() + step * Math.sin(travel));
        return head;
    }

    /**
     * Before being driven: the direction of travel, wiggle included, becomes the heading and
     * the wiggle stops, so the heading does not jump. Swimming brings the wiggle back gently.
     */
    public void startDrive() {
        heading = Angles.wrap(travelAngle());
        wiggleWeight = 0;
    }

    /**
     * One tick of being driven: the head is moved by {@code step} (the fold test), while the
     * heading still turns toward the direction of that push at most {@link #TURN_RATE}.
     * A zero step leaves the heading where it is.
     */
    public Vec2 drive(Vec2 step, double dt, double towardAngle) {
        clock += dt;
        heading = turnToward(heading, towardAngle, stroke.turnRate() * dt);
        head = head.plus(step);
        return head;
    }

    /** The heading turned toward {@code goal} by at most {@code maxTurn}, wrapped into (-pi, pi]. */
    public static double turnToward(double heading, double goal, double maxTurn) {
        double d = Angles.wrap(goal - heading);
        return Angles.wrap(heading + Math.max(-maxTurn, Math.min(maxTurn, d)));
    }

    /** Direction of travel: the heading plus the wiggle, radians. */
    public double travelAngle() { return heading + wiggleWeight * wiggle * Math.sin(2 * Math.PI * stroke.wiggleHz() * clock); }

    /** Sets the wiggle's amplitude, rad (0 swims straight at the target). */
    public void setWiggle(double amplitude) { wiggle = amplitude; }

    public Vec2 head() { return head; }

    public double heading() { return heading; }

    public double speed() { return speed; }
}
