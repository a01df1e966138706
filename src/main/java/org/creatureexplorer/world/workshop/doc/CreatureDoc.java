package org.creatureexplorer.world.workshop.doc;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.Vec2;

/**
 * A creature file, read and checked: immutable records, every number inside its range, every
 * joint a part hangs from inside the spine. Nothing here can be half-valid: the reader
 * ({@link CreatureReader}) builds a document or refuses the whole file. Units are the
 * lessons' seconds units: px, px/s, px/s^2, rad, s.
 */
public record CreatureDoc(int schema, String name, String about, long seed, Stage stage, Spine spine, Brain brain,
                          Optional<Legs> legs, Optional<Fins> fins, List<Tentacle> tentacles, List<Feeler> feelers, Skin skin) {

    /** The one schema version this build reads. */
    public static final int SCHEMA = 1;

    /** The stage in stage pixels and the path the target runs while no pointer is over it. */
    public record Stage(double width, double height, Path path) {}

    /** The lessons' figure-eight: centre, half sizes, one lap in {@code period} s, starting {@code phase} s along. */
    public record Path(double centreX, double centreY, double halfWidth, double halfHeight, double period, double phase) {
        public FigureEight eight() { return new FigureEight(new Vec2(centreX, centreY), halfWidth, halfHeight, period); }
    }

    /** How the spine lies at tick 0: laid back along the path as if it had been following it, or straight behind the head. */
    public enum Start { ALONG_PATH, STRAIGHT }

    /**
     * The chain from head to tail: {@code joints} joints {@code gap} px apart; with a bend limit
     * (rad) the angle-limited chain, without one the plain follow-the-leader chain. Radii: one
     * per joint, or a profile sampled along the body; "snake" is the chain snake's own parabola.
     */
    public record Spine(int joints, double gap, OptionalDouble bendLimit, Radii radii, Start start) {}

    /** Body circles: a named shape ("snake") or a profile head to tail. */
    public record Radii(String shape, List<Double> profile) {}

    /** What moves the head. Each brain is a lesson's rule with its numbers. */
    public sealed interface Brain permits Follow, Swim, Seek, Arrive, Wander, Flee, Blend {
        /** The key in the file: "follow", "swim", ... */
        String kind();
    }

    /** Follow the pointer (or path) at {@code rate} x the remaining distance per second, at most {@code speedCap} px/s. */
    public record Follow(double rate, double speedCap) implements Brain {
        @Override public String kind() { return "follow"; }
    }

    /** The koi's swim: turn at most {@code turnRate}, ease toward cruise (slower near the target), wiggle. */
    public record Swim(double turnRate, double cruise, double slowRadius, double minShare, double speedEase, double wiggle,
                       double wiggleHz) implements Brain {
        @Override public String kind() { return "swim"; }
    }

    /** Steering (Part 3): a point body pushed by a force of at most {@code maxForce} px/s^2, never faster than {@code maxSpeed}. */
    public record Seek(double maxSpeed, double maxForce) implements Brain {
        @Override public String kind() { return "seek"; }
    }

    public record Arrive(double maxSpeed, double maxForce, double brakeRadius) implements Brain {
        @Override public String kind() { return "arrive"; }
    }

    /** Circle wander: a circle {@code radius} px across, {@code ahead} px in front, its angle nudged up to {@code jitter} rad a tick. */
    public record Wander(double maxSpeed, double maxForce, double ahead, double radius, double jitter) implements Brain {
        @Override public String kind() { return "wander"; }
    }

    /** Flee the target (the threat) while it is closer than {@code panicRadius}. */
    public record Flee(double maxSpeed, double maxForce, double panicRadius) implements Brain {
        @Override public String kind() { return "flee"; }
    }

    /**
     * Part 4's blends of wandering (feed) and fleeing the target (flight): "sum", "switch" or
     * "alarm", with the startle radius, the alarm's decay per tick and the sum's flight weight.
     */
    public record Blend(String rule, double maxSpeed, double maxForce, double ahead, double radius, double jitter,
                        double startle, double decay, double flightWeight) implements Brain {
        @Override public String kind() { return "blend"; }
    }

    /** Legs by the lizard's step rule, their shared numbers and where each hangs. */
    public record Legs(double thigh, double shin, double homeAhead, double homeSide, double stepTrigger, double stepSeconds,
                       double lift, double overshoot, List<Leg> at) {}

    /**
     * One leg: its spine joint, side (+1 right, -1 left), knee folding back (elbows) or forward
     * (knees), gait set (0 or 1: a foot steps only while the other set is all down), and how far
     * ahead of its home the foot stands at tick 0.
     */
    public record Leg(int joint, int side, boolean kneeBack, int set, double startAhead) {}

    /** The koi's fins: side fins at {@code joint} opened by the bend around it; a tail fin on an angular spring. */
    public record Fins(int joint, double rest, double gain, double tailStiffness, double tailDamping) {}

    /**
     * A FABRIK tentacle rooted at a spine joint: {@code links} links of {@code gap} px, reaching
     * for a point {@code fanRadius} px from the target at {@code angle} rad from the head's
     * heading, swayed up to {@code sway} px by smooth noise; {@code iterations} a tick, warm-started.
     */
    public record Tentacle(int joint, int links, double gap, int iterations, double fanRadius, double angle, double sway) {}

    /** A feeler (Jeremiah's): {@code points} points pulled {@code pull} of the way to the one ahead, plus a drift (px per tick). */
    public record Feeler(int joint, int points, double pull, double driftX, double driftY) {}

    /** Colours as #rrggbb. */
    public record Skin(String fill, String outline) {
        public static final Skin DEFAULT = new Skin("#6a9f58", "#2f4a28");
    }
}
