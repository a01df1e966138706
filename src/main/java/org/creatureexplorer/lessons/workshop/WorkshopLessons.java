package org.creatureexplorer.lessons.workshop;

import java.util.List;
import java.util.function.IntFunction;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.world.workshop.Challenge;
import org.creatureexplorer.world.workshop.CreatureLibrary;
import org.creatureexplorer.world.workshop.WorkshopDesigns;
import org.creatureexplorer.world.workshop.WorkshopLive;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.creatureexplorer.world.workshop.doc.CreatureReader;

/**
 * Part 6, the workshop: 6.1 builds a creature from the library's starting points, 6.2 judges a
 * design in a challenge's scene. Both take the design being edited as their {@link #DESIGN}
 * parameter (a number in {@link WorkshopDesigns}; 0 is the starting creature), so step back,
 * pins, clips and worksheets rebuild exactly the creature each run was made with.
 */
public final class WorkshopLessons {
    private WorkshopLessons() {}

    /** The edited design's number; no label: the parts panel sets it, not a slider. */
    public static final String DESIGN = WorkshopLive.DESIGN;
    public static final String CREATURE = "creature";
    public static final String CHALLENGE = "challenge";

    /** Live in the workshop: an edit applies from the tick it is made, the creature carried over where it stands. */
    static final ParamSpec DESIGN_SPEC = ParamSpec.integer(DESIGN, "", "", 0, WorkshopDesigns.MAX, 0, true);
    /** Not live in a challenge: an edit restarts the judged run, so a verdict judges one design. */
    static final ParamSpec JUDGED_DESIGN_SPEC = ParamSpec.integer(DESIGN, "", "", 0, WorkshopDesigns.MAX, 0, false);
    static final ParamSpec CREATURE_SPEC = ParamSpec.choice(CREATURE, "starting creature", CreatureLibrary.NAMES, "lizard", false);
    static final ParamSpec CHALLENGE_SPEC = ParamSpec.choice(CHALLENGE, "challenge", CreatureLibrary.CHALLENGES, "cross", false);

    /** The library creature a challenge starts from: one that fails it, so the student has something to fix. */
    static String startingCreature(Challenge c) {
        return switch (c) {
            case CROSS, TIGHT_CIRCLE, FLEE -> "snake";
            case SURE_FOOTED -> "lizard";
        };
    }

    /** The design in force: the edited one, else the starting creature. */
    public static CreatureDoc design(ParamValues v) { return designs(v).apply(v.getInt(DESIGN)); }

    /** The design each number names, for these values' starting creature: the edited one, else the starting creature. */
    public static IntFunction<CreatureDoc> designs(ParamValues v) {
        String start = start(v);
        return new Designs(start, library(start));
    }

    /**
     * The designs made from starting creature {@code start}, and that creature (read once, so
     * a design changed back to 0 while it plays is the creature the run started with). A
     * record of finals: the worlds made from it share it.
     */
    private record Designs(String start, CreatureDoc starting) implements IntFunction<CreatureDoc> {
        @Override public CreatureDoc apply(int number) { return WorkshopDesigns.get(number, start).orElse(starting); }
    }

    /** The library creature these values start from: the chosen one, or the challenge's. */
    public static String start(ParamValues v) {
        return v.has(CREATURE) ? v.getChoice(CREATURE) : startingCreature(Challenge.of(v.getChoice(CHALLENGE)));
    }

    /** A library creature; the app's own copy when a teacher's file of that name beside the app cannot be read. */
    static CreatureDoc library(String name) {
        try {
            return CreatureLibrary.open(name);
        } catch (CreatureFileError e) {
            try {
                return CreatureReader.resource(name + ".json");
            } catch (CreatureFileError inside) {
                throw new IllegalStateException("the app's library creature " + name + " cannot be read: " + inside.getMessage(), inside);
            }
        }
    }

    static Lesson.Builder<WorkshopLive> base(String id) {
        return Lesson.builder(id, WorkshopLive.class)
                .creature(WorkshopDraw::creature, WorkshopFollow::width, WorkshopFollow.SHAPE, true)
                .painter(WorkshopDraw::paint)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.CIRCLES, false)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.VECTORS, false)
                .overlay(Overlay.TRAILS, false)
                .overlay(Overlay.LABELS, true);
    }

    static final ChartSpec SPEED = ChartSpec.linear("Speed and distance to target", "px/s, px", "speed", "target_distance");
    static final ChartSpec GAP = ChartSpec.log("Largest gap error", "gap error (px, log)", 1e-16, 100, "max_gap_error");
    static final ChartSpec BEND = ChartSpec.linear("Largest bend", "bend (rad)", "max_bend").withRange(0.0, 3.2)
            .withGuide("bend limit", w -> ((WorkshopLive) w).doc().spine().bendLimit().orElse(Double.NaN));
    static final ChartSpec COUNTS = ChartSpec.linear("Feet planted, tips on target, overlapping pairs", "count", "feet_down",
            "tips_within_1px", "overlapping_pairs").counting();

    static List<ParamSpec> workshopParams() { return List.of(CREATURE_SPEC, DESIGN_SPEC); }

    static List<ParamSpec> challengeParams() { return List.of(CHALLENGE_SPEC, JUDGED_DESIGN_SPEC); }
}
