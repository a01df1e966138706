package org.creatureexplorer.world.workshop.doc;

import java.util.List;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Brain;

/** The brain of a creature file: its {@code kind}, then that kind's numbers. */
final class Brains {
    private Brains() {}

    static final List<String> KINDS = List.of("follow", "swim", "seek", "arrive", "wander", "flee", "blend");

    static Brain brain(Fields f) throws CreatureFileError {
        String kind = f.choice("kind", KINDS, null);
        f.keys(keysOf(kind));
        Brain b = switch (kind) {
            case "follow" -> new CreatureDoc.Follow(f.number("rate", 0.1, 50, "1/s"), f.number("speed-cap", 20, 600, "px/s"));
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
            case "follow" -> new String[] {"kind", "rate", "speed-cap"};
            case "swim" -> new String[] {"kind", "turn-rate", "cruise", "slow-radius", "min-share", "speed-ease", "wiggle", "wiggle-hz"};
            case "seek" -> new String[] {"kind", "max-speed", "max-force"};
            case "arrive" -> new String[] {"kind", "max-speed", "max-force", "brake-radius"};
            case "wander" -> new String[] {"kind", "max-speed", "max-force", "ahead", "radius", "jitter"};
            case "flee" -> new String[] {"kind", "max-speed", "max-force", "panic-radius"};
            default -> new String[] {"kind", "rule", "max-speed", "max-force", "ahead", "radius", "jitter", "startle", "decay", "flight-weight"};
        };
    }

    private static double maxSpeed(Fields f) throws CreatureFileError { return f.number("max-speed", 6, 600, "px/s"); }

    private static double maxForce(Fields f) throws CreatureFileError { return f.number("max-force", 0.1, 5000, "px/s^2"); }
}
