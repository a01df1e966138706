package org.creatureexplorer.world.workshop.doc;

/**
 * The rules between parts, checked once every part has read well on its own: parts that
 * cannot work together are refused at the line of the part that does not fit.
 */
final class Combinations {
    private Combinations() {}

    static void check(CreatureDoc doc, Fields top) throws CreatureFileError {
        if (doc.legs().isPresent() && doc.spine().bendLimit().isPresent()) {
            throw top.error(line(top, "legs"), "legs walk on the lizard's plain spine: remove the spine's \"bend-limit\" or the legs");
        }
        sideView(doc, top);
        if (doc.brain() instanceof CreatureDoc.Crawl) {
            int at = line(top, "brain");
            if (doc.spine().joints() < 2) throw top.error(at, "a crawl moves a body along its trail: the spine needs at least 2 joints");
            if (doc.spine().bendLimit().isPresent()) throw top.error(line(top, "spine"), "a crawling spine lies on its trail: remove the spine's \"bend-limit\"");
            if (doc.legs().isPresent() || doc.sideLegs().isPresent()) throw top.error(at, "a crawl has no legs: remove the legs or choose another brain");
        }
    }

    /** A side view: the ground and the side-view legs come together, on a point body that follows. */
    private static void sideView(CreatureDoc doc, Fields top) throws CreatureFileError {
        boolean ground = doc.stage().ground().isPresent();
        if (doc.sideLegs().isEmpty()) {
            if (ground) throw top.error(line(top, "stage"), "the stage has a \"ground\" but nothing stands on it: add \"side-legs\" or remove the ground");
            return;
        }
        int at = line(top, "side-legs");
        if (!ground) throw top.error(at, "side-legs stand on a ground: give the stage a \"ground\" (the side view)");
        if (doc.legs().isPresent()) throw top.error(at, "a creature has legs seen from above or side-legs seen from the side, not both");
        if (doc.spine().joints() != 1) throw top.error(at, "side-legs carry a point body: give the spine 1 joint");
        if (!(doc.brain() instanceof CreatureDoc.Follow)) {
            throw top.error(at, "side-legs walk after the target along the ground: the brain must be \"follow\"");
        }
    }

    private static int line(Fields top, String key) {
        Json.Node n = top.node(key);
        return n == null ? top.line() : n.line();
    }
}
