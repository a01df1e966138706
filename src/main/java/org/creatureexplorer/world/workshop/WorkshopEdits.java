package org.creatureexplorer.world.workshop;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Brain;
import org.creatureexplorer.world.workshop.doc.CreatureDoc.Spine;

/**
 * The workshop's edits of a creature: each returns a new document (they are records). They
 * check nothing themselves: the parts panel reads every edited document back through
 * {@code CreatureReader}, so an edit the file format refuses (a leg on a joint the shorter
 * spine lacks) is refused with the reader's own reason.
 */
public final class WorkshopEdits {
    private WorkshopEdits() {}

    public static CreatureDoc spine(CreatureDoc d, int joints, double gap, OptionalDouble bendLimit) {
        Spine s = d.spine();
        return with(d, new Spine(joints, gap, bendLimit, s.radii(), s.start()), d.brain(), d.legs(), d.fins(), d.tentacles(), d.feelers());
    }

    public static CreatureDoc brain(CreatureDoc d, Brain b) { return with(d, d.spine(), b, d.legs(), d.fins(), d.tentacles(), d.feelers()); }

    public static CreatureDoc legs(CreatureDoc d, Optional<CreatureDoc.Legs> legs) {
        return with(d, d.spine(), d.brain(), legs, d.fins(), d.tentacles(), d.feelers());
    }

    public static CreatureDoc fins(CreatureDoc d, Optional<CreatureDoc.Fins> fins) {
        return with(d, d.spine(), d.brain(), d.legs(), fins, d.tentacles(), d.feelers());
    }

    public static CreatureDoc tentacles(CreatureDoc d, List<CreatureDoc.Tentacle> t) {
        return with(d, d.spine(), d.brain(), d.legs(), d.fins(), List.copyOf(t), d.feelers());
    }

    public static CreatureDoc feelers(CreatureDoc d, List<CreatureDoc.Feeler> f) {
        return with(d, d.spine(), d.brain(), d.legs(), d.fins(), d.tentacles(), List.copyOf(f));
    }

    private static CreatureDoc with(CreatureDoc d, Spine s, Brain b, Optional<CreatureDoc.Legs> legs, Optional<CreatureDoc.Fins> fins,
                                    List<CreatureDoc.Tentacle> tentacles, List<CreatureDoc.Feeler> feelers) {
        return new CreatureDoc(d.schema(), d.name(), d.about(), d.seed(), d.stage(), s, b, legs, d.sideLegs(), fins, tentacles, d.strands(),
                feelers, d.skin());
    }

    /** The lizard's four legs (lesson 1.7), hung at joints 3 and 7 of the spine or as near as it has. */
    public static CreatureDoc.Legs lizardLegs(int joints) {
        int front = Math.min(3, joints - 1), hind = Math.min(7, joints - 1);
        return new CreatureDoc.Legs(22, 20, 6, 24, 38, 0.16, 6, 6, List.of(
                new CreatureDoc.Leg(front, -1, true, 0, 0), new CreatureDoc.Leg(front, 1, true, 1, 0),
                new CreatureDoc.Leg(hind, -1, false, 1, 0), new CreatureDoc.Leg(hind, 1, false, 0, 0)));
    }

    /** The koi's fins (lesson 5.2): side fins at joint 3 (or the middle of a short spine), the tail fin's spring 90, damping 13. */
    public static CreatureDoc.Fins koiFins(int joints) {
        return new CreatureDoc.Fins(Math.max(2, Math.min(3, joints - 3)), 0.55, 2.2, 90, 13);
    }

    /** One FABRIK tentacle of 11 links of 10 px at the head (lessons 1.6 and 5.6), 4 iterations a tick, reaching for the target. */
    public static CreatureDoc.Tentacle tentacle() { return new CreatureDoc.Tentacle(0, 11, 10, 4, 0, 0, 0, 1, 0, 0, 0, 0); }

    /** Two of Jeremiah's feelers at the head (lesson 2.4): 11 points, pull 0.1, drifting back and to each side. */
    public static List<CreatureDoc.Feeler> feelerPair() {
        return List.of(new CreatureDoc.Feeler(0, 11, 0.1, -1, -0.4), new CreatureDoc.Feeler(0, 11, 0.1, -1, 0.4));
    }

    /** The brains a creature can switch to, each with its lesson's numbers (in px and seconds). */
    public static final List<String> BRAINS = List.of("follow", "swim", "seek", "arrive", "wander", "flee");

    /** A brain of {@code kind} with its lesson's numbers: the chain's head (1.2), the koi (5.2), Part 3's steering at 2.4 px/tick. */
    public static Brain brainOf(String kind) {
        return switch (kind) {
            case "follow" -> new CreatureDoc.Follow(5, 240, 0, OptionalDouble.empty());
            case "swim" -> new CreatureDoc.Swim(3.2, 170, 90, 0.3, 3, 0.24, 2);
            case "seek" -> new CreatureDoc.Seek(144, 1080);
            case "arrive" -> new CreatureDoc.Arrive(144, 1080, 60);
            case "wander" -> new CreatureDoc.Wander(144, 1080, 12, 8, 0.5);
            case "flee" -> new CreatureDoc.Flee(144, 1080, 240);
            default -> throw new IllegalArgumentException("no brain " + kind + " to switch to; one of " + BRAINS);
        };
    }
}
