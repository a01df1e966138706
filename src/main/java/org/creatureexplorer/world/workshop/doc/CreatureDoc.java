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
                          Optional<Legs> legs, Optional<SideLegs> sideLegs, Optional<Fins> fins, List<Tentacle> tentacles,
                          List<Strands> strands, List<Feeler> feelers, Skin skin) {

    /** The one schema version this build reads. */
    public static final int SCHEMA = 1;

    /**
     * The same creature in another scene (a challenge's): its stage and path replace the file's,
     * and a start the file placed by hand becomes a start straight behind the path's first point.
     * A side view keeps its ground unless the scene brings one.
     */
    public CreatureDoc inScene(double width, double height, Path path) {
        Stage scene = new Stage(width, height, path, stage.ground());
        Spine sp = spine.start().kind() == StartKind.AT ? new Spine(spine.joints(), spine.gap(), spine.bendLimit(), spine.radii(), Start.STRAIGHT) : spine;
        return new CreatureDoc(schema, name, about, seed, scene, sp, brain, legs, sideLegs, fins, tentacles, strands, feelers, skin);
    }

    /**
     * The stage in stage pixels and the path the target runs while no pointer is over it. With a
     * ground the stage is seen from the side: feet stand on the ground line, and the head
     * follows the target's x only.
     */
    public record Stage(double width, double height, Path path, Optional<Ground> ground) {}

    /**
     * The lessons' figure-eight: centre, half sizes, one lap in {@code period} s, starting
     * {@code phase} s along; with a pace, run faster, slower or not at all in parts of a cycle.
     */
    public record Path(double centreX, double centreY, double halfWidth, double halfHeight, double period, double phase, Optional<Pace> pace) {
        public Path(double centreX, double centreY, double halfWidth, double halfHeight, double period, double phase) {
            this(centreX, centreY, halfWidth, halfHeight, period, phase, Optional.empty());
        }

        public FigureEight eight() { return new FigureEight(new Vec2(centreX, centreY), halfWidth, halfHeight, period); }
    }

    /**
     * The pet's script: every {@code cycle} s the target moves along its path at {@code paces[i]}
     * times its own speed from {@code starts[i]} s into the cycle (0 rests, 7 is a flick).
     */
    public record Pace(double cycle, List<Double> starts, List<Double> paces) {}

    /** The ground of a side view: screen y {@code level} plus a sum of sine bumps. */
    public record Ground(double level, List<Bump> bumps) {}

    /** One bump: {@code height} x sin(x / {@code length} + {@code phase}), px. */
    public record Bump(double height, double length, double phase) {}

    /** How the spine's start is chosen. */
    public enum StartKind { ALONG_PATH, STRAIGHT, AT }

    /**
     * How the spine lies at tick 0: laid back along the path as if it had been following it;
     * straight behind the head on the path's first point, facing along the path; or with the
     * head at ({@code x}, {@code y}) facing {@code heading} (rad), straight behind it.
     */
    public record Start(StartKind kind, double x, double y, double heading) {
        public static final Start ALONG_PATH = new Start(StartKind.ALONG_PATH, 0, 0, 0);
        public static final Start STRAIGHT = new Start(StartKind.STRAIGHT, 0, 0, 0);
    }

    /**
     * The chain from head to tail: {@code joints} joints {@code gap} px apart; with a bend limit
     * (rad) the angle-limited chain, without one the plain follow-the-leader chain; one joint is a
     * point body. Radii: one per joint, or a profile sampled along the body; "snake" is the chain
     * snake's own parabola.
     */
    public record Spine(int joints, double gap, OptionalDouble bendLimit, Radii radii, Start start) {}

    /** Body circles: a named shape ("snake") or a profile head to tail. */
    public record Radii(String shape, List<Double> profile) {}

    /** What moves the head. Each brain is a lesson's rule with its numbers. */
    public sealed interface Brain permits Follow, Swim, Seek, Arrive, Wander, Flee, Blend, Pulse, Crawl, Moods {
        /** The key in the file: "follow", "swim", ... */
        String kind();
    }

    /**
     * Follow the pointer (or path) at {@code rate} x the remaining distance per second, at most
     * {@code speedCap} px/s, to a point {@code standOff} px short of it (0: onto it). The head
     * faces where it moves, or with {@code faceEase} (1/s) eases its facing toward the target.
     */
    public record Follow(double rate, double speedCap, double standOff, OptionalDouble faceEase) implements Brain {
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

    /**
     * The jellyfish's bell: a pulse every {@code period} s (squeezing over {@code squeezeTime}),
     * each squeeze adding {@code thrust} px/s along the heading, water drag (1/s), the heading
     * turned toward the target at most {@code turnRate}, pushed back inside the stage within
     * {@code edgeMargin} px at up to {@code edgePush} px/s^2. The head's radius is the bell's.
     */
    public record Pulse(double period, double squeezeTime, double thrust, double drag, double turnRate, double edgeMargin,
                        double edgePush) implements Brain {
        @Override public String kind() { return "pulse"; }
    }

    /**
     * The caterpillar's crawl: the joints live on the trail the head lays toward the target
     * (turning at most on a {@code turnRadius} px circle); a wave ({@code wave} rad/s,
     * {@code phasePerJoint} rad apart) shrinks each gap by up to {@code squeeze} of the spine's
     * gap, damped springs ({@code spring} 1/s^2, {@code damping} 1/s) pull the gaps to it, and
     * friction (1/s) that is weaker forward than back turns the wriggle into travel.
     */
    public record Crawl(double wave, double phasePerJoint, double squeeze, double spring, double damping, double forwardFriction,
                        double backFriction, double turnRadius) implements Brain {
        @Override public String kind() { return "crawl"; }
    }

    /**
     * The pet's moods over steering: WANDER when the target has been slower than
     * {@code restSpeed} for {@code restTime} s, FOLLOW (arrive, {@code followSpeed} px/s, braking
     * from {@code slowRadius} to a stop at {@code stopRadius}) while it moves, STARTLED (dash away
     * at {@code dashSpeed} for {@code dashTime} s) when it moves faster than {@code startleSpeed}
     * within {@code startleRange}. Speeds px/s, the steering cut to {@code maxAccel} px/s^2; the
     * wandering heading turns by noise ({@code wanderTurn} rad/s, {@code noiseRate} steps a
     * second) and toward the centre within {@code edgeMargin} px of an edge ({@code edgeTurn} rad/s).
     */
    public record Moods(double restSpeed, double restTime, double wanderSpeed, double followSpeed, double stopRadius, double slowRadius,
                        double startleSpeed, double startleRange, double dashSpeed, double dashTime, double maxAccel, double wanderTurn,
                        double noiseRate, double edgeMargin, double edgeTurn) implements Brain {
        @Override public String kind() { return "moods"; }
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
     * Legs of a side view (the spider's): two sets taking strict turns. When a foot of the set
     * whose turn it is lags more than {@code lagTrigger} px behind its home, the whole set lifts
     * for {@code stepSeconds}, {@code lift} px high, and lands {@code lead} times the body's
     * travel during the step ahead of home. The body eases ({@code heightRate} 1/s) to
     * {@code bodyHeight} px above the planted feet. Each leg's bones share
     * {@code reachSpare} x the reach a foot needs at the trigger ({@code reachDrop} px below the
     * hip): {@code thighShare} for the thigh, {@code shinShare} for the shin.
     */
    public record SideLegs(double lagTrigger, double stepSeconds, double lift, double lead, double bodyHeight, double heightRate,
                           double reachSpare, double reachDrop, double thighShare, double shinShare, List<SideLeg> at) {}

    /** One side-view leg: its home spot and hip, px along the body from its centre, and its set (0 or 1). */
    public record SideLeg(double home, double hip, int set) {}

    /**
     * FABRIK tentacles rooted on a spine joint: {@code links} links of {@code gap} px, reaching
     * for a point {@code fanRadius} px from the target at {@code angle} rad from the head's
     * heading, swayed up to {@code sway} px by smooth noise; {@code iterations} a tick,
     * warm-started. {@code count} of them make a fan: the k-th at (k - (count - 1) / 2) x
     * {@code spread} further round, its root {@code rootRadius} px from the joint at
     * {@code rootAngle} + (k - (count - 1) / 2) x {@code rootSpread} from the heading.
     */
    public record Tentacle(int joint, int links, double gap, int iterations, double fanRadius, double angle, double sway,
                           int count, double spread, double rootRadius, double rootAngle, double rootSpread) {}

    /**
     * Verlet strands (the jellyfish's tentacles) hanging across the back of a joint's outline:
     * {@code count} strands of {@code links} links of {@code link} px, each point keeping
     * {@code keep} of its last motion and sinking {@code sink} px/s^2, the links restored
     * {@code passes} times a tick.
     */
    public record Strands(int joint, int count, int links, double link, double keep, double sink, int passes) {}

    /** A feeler (Jeremiah's): {@code points} points pulled {@code pull} of the way to the one ahead, plus a drift (px per tick). */
    public record Feeler(int joint, int points, double pull, double driftX, double driftY) {}

    /** Colours as #rrggbb. */
    public record Skin(String fill, String outline) {
        public static final Skin DEFAULT = new Skin("#6a9f58", "#2f4a28");
    }
}
