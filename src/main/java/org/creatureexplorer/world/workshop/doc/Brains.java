package org.creatureexplorer.world.workshop.doc;

import java.util.List;
import java.util.OptionalDouble;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Brain;

/** The brain of a creature file: its {@code kind}, then that kind's numbers. */
final class Brains {
    private Brains() {}

    static final List<String> KINDS = List.of("follow", "swim", "seek", "arrive", "wander", "flee", "blend", "pulse", "crawl", "moods");

    static Brain brain(Fields f) throws CreatureFileError {
        String kind = f.choice("kind", KINDS, null);
        f.keys(keysOf(kind));
        Brain b = switch (kind) {
            case "follow" -> new CreatureDoc.Follow(f.number("rate", 0.1, 50, "1/s"), f.number("speed-cap", 20, 600, "px/s"),
                    f.number("stand-off", 0, 500, "px", 0),
                    f.has("face-ease") ? OptionalDouble.of(f.number("face-ease", 0.1, 50, "1/s")) : OptionalDouble.empty());
            case "pulse" -> pulse(f);
            case "crawl" -> new CreatureDoc.Crawl(f.number("wave", 0, 30, "rad/s"), f.number("phase-per-joint", -3.15, 3.15, "rad"),
                    f.number("squeeze", 0, 0.9, "of the gap"), f.number("spring", 1, 1000, "1/s^2"), f.number("damping", 0, 60, "1/s"),
                    f.number("forward-friction", 0, 40, "1/s"), f.number("back-friction", 0, 40, "1/s"), f.number("turn-radius", 1, 1000, "px"));
            case "moods" -> moods(f);
            case "swim" -> new CreatureDoc.Swim(f.number("turn-rate", 0.1, 20, "rad/s"), f.number("cruise", 10, 600, "px/s"),
                    f.number("slow-radius", 1, 500, "px"), f.number("min-share", 0, 1, ""), f.number("speed-ease", 0.1, 50, "1/s"),
                    f.number("wiggle", 0, 0.6, "rad"), f.number("wiggle-hz", 0, 10, "Hz"));
            case "seek" -> new CreatureDoc.Seek(maxSpeed(f), maxForce(f));
            case "arrive" -> new CreatureDoc.Arrive(maxSpeed(f), maxForce(f), f.number("brake-radius", 1, 400, "px"));
            case "wander" -> new CreatureDoc.Wander(maxSpeed(f), maxForce(f), f.number("ahead", 0, 200, "px"),
                    f.number("radius", 0, 200, "px"), f.number("jitter", 0, 3.15, "rad"));
            case "flee" -> new CreatureDoc.Flee(maxSpeed(f), maxForce(f), f.number("panic-radius", 1, 1000, "px"));
            default -> new CreatureDoc.Blend(f.choice("rule", List.of("sum", "switch", "alarm"), null), maxSpeed(f), maxForce(f),
                    f.number("ahead", 0, 200, "px"), f.number("radius", 0, 200, "px"), f.number("jitter", 0, 3.15, "rad"),
                    f.number("startle", 4, 300, "px"), f.number("decay", 0, 1, "per tick"), f.number("flight-weight", 0, 10, "", 1));
        };
        f.done();
        return b;
    }

    /** Every key a brain of {@code kind} has, "kind" first. */
    static String[] keysOf(String kind) {
        return switch (kind) {
            case "follow" -> new String[] {"kind", "rate", "speed-cap", "stand-off", "face-ease"};
            case "swim" -> new String[] {"kind", "turn-rate", "cruise", "slow-radius", "min-share", "speed-ease", "wiggle", "wiggle-hz"};
            case "seek" -> new String[] {"kind", "max-speed", "max-force"};
            case "arrive" -> new String[] {"kind", "max-speed", "max-force", "brake-radius"};
            case "wander" -> new String[] {"kind", "max-speed", "max-force", "ahead", "radius", "jitter"};
            case "flee" -> new String[] {"kind", "max-speed", "max-force", "panic-radius"};
            case "pulse" -> new String[] {"kind", "period", "squeeze-time", "thrust", "drag", "turn-rate", "edge-margin", "edge-push"};
            case "crawl" -> new String[] {"kind", "wave", "phase-per-joint", "squeeze", "spring", "damping", "forward-friction", "back-friction",
                "turn-radius"};
            case "moods" -> new String[] {"kind", "rest-speed", "rest-time", "wander-speed", "follow-speed", "stop-radius", "slow-radius",
                "startle-speed", "startle-range", "dash-speed", "dash-time", "max-accel", "wander-turn", "noise-rate", "edge-margin", "edge-turn"};
            default -> new String[] {"kind", "rule", "max-speed", "max-force", "ahead", "radius", "jitter", "startle", "decay", "flight-weight"};
        };
    }

    private static Brain pulse(Fields f) throws CreatureFileError {
        double period = f.number("period", 0.1, 10, "s");
        Json.Node squeeze = f.required("squeeze-time", "the part of each pulse spent squeezing, s");
        double squeezeTime = f.number("squeeze-time", 0.01, 10, "s");
        if (squeezeTime >= period) throw f.error(squeeze.line(), "brain \"squeeze-time\" must be shorter than the \"period\" (the bell must also let go)");
        return new CreatureDoc.Pulse(period, squeezeTime, f.number("thrust", 0, 400, "px/s"), f.number("drag", 0, 6, "1/s"),
                f.number("turn-rate", 0, 20, "rad/s"), f.number("edge-margin", 0, 500, "px"), f.number("edge-push", 0, 5000, "px/s^2"));
    }

    private static Brain moods(Fields f) throws CreatureFileError {
        double restSpeed = f.number("rest-speed", 0, 600, "px/s"), restTime = f.number("rest-time", 0, 60, "s");
        double wanderSpeed = f.number("wander-speed", 0, 600, "px/s"), followSpeed = f.number("follow-speed", 6, 600, "px/s");
        double stop = f.number("stop-radius", 0, 500, "px");
        Json.Node slowNode = f.required("slow-radius", "where arrive starts braking, px");
        double slow = f.number("slow-radius", 1, 1000, "px");
        if (slow <= stop) throw f.error(slowNode.line(), "brain \"slow-radius\" must be larger than \"stop-radius\" (braking needs room)");
        return new CreatureDoc.Moods(restSpeed, restTime, wanderSpeed, followSpeed, stop, slow, f.number("startle-speed", 0, 5000, "px/s"),
                f.number("startle-range", 0, 1000, "px"), f.number("dash-speed", 0, 1000, "px/s"), f.number("dash-time", 0, 60, "s"),
                f.number("max-accel", 1, 100_000, "px/s^2"), f.number("wander-turn", 0, 20, "rad/s"), f.number("noise-rate", 0, 20, "per s"),
                f.number("edge-margin", 0, 500, "px"), f.number("edge-turn", 0, 50, "rad/s"));
    }

    private static double maxSpeed(Fields f) throws CreatureFileError { return f.number("max-speed", 6, 600, "px/s"); }

    private static double maxForce(Fields f) throws CreatureFileError { return f.number("max-force", 0.1, 5000, "px/s^2"); }
}
