package org.creatureexplorer.lessons.workshop;

import org.creatureexplorer.world.workshop.WorkshopLive;
import org.creatureexplorer.world.workshop.WorkshopWorld;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * The workshop's follow view, sized from the design in force rather than fixed: a design can
 * be a 60-joint centipede or a one-disc fish. The size is the design's own (its spine's length,
 * its legs' and hanging parts' reach), never the pose of this tick, so the view does not breathe
 * as the body curls; the camera still grows it to hold a creature that spreads wider.
 */
final class WorkshopFollow {
    private WorkshopFollow() {}

    /**
     * The view's width per px of the design's size. 1.25 gives the library lizard the legs
     * lesson's 320 px (size 255) and the spider 285 px, the spider lesson's 290: the lessons'
     * own follow views, chosen by eye, so a workshop creature is framed as its lesson frames it.
     */
    static final double VIEW_PER_SIZE = 1.25;
    /** The narrowest view (stage px): a one-disc body still has room to move in sight. */
    static final double LEAST_WIDTH = 160;
    /** Height over width: the 16:10 of the workshop's first fixed view (360 x 225). */
    static final double SHAPE = 0.625;

    /** The follow view's width for the design in force, at most the stage's. */
    static double width(WorkshopLive live) {
        return Math.min(live.stageWidth(), Math.max(LEAST_WIDTH, VIEW_PER_SIZE * size(live.creature())));
    }

    /**
     * The design's size (stage px): a side walker's span of foot homes, with a step's lag at each
     * end; else the spine's length with its end discs, both legs' reach across it, and the
     * longest tentacle and strand hanging off it.
     */
    static double size(WorkshopWorld w) {
        CreatureDoc doc = w.doc();
        if (doc.sideLegs().isPresent()) {
            CreatureDoc.SideLegs legs = doc.sideLegs().get();
            double far = 0;
            for (int i = 0; i < legs.at().size(); i++) far = Math.max(far, Math.abs(legs.at().get(i).home()));
            return 2 * (far + legs.lagTrigger());
        }
        double widest = 0;
        for (int i = 0; i < w.joints(); i++) widest = Math.max(widest, w.radius(i));
        double size = (w.joints() - 1) * doc.spine().gap() + 2 * widest;
        if (doc.legs().isPresent()) size += 2 * (doc.legs().get().thigh() + doc.legs().get().shin());
        double hanging = 0;
        for (int k = 0; k < doc.tentacles().size(); k++) {
            CreatureDoc.Tentacle t = doc.tentacles().get(k);
            hanging = Math.max(hanging, t.rootRadius() + t.links() * t.gap());
        }
        for (int k = 0; k < doc.strands().size(); k++) {
            CreatureDoc.Strands s = doc.strands().get(k);
            hanging = Math.max(hanging, s.links() * s.link());
        }
        return size + hanging;
    }
}
