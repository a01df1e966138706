package org.creatureexplorer.world.workshop;

import java.util.Locale;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * Design problems the app judges by measuring a run. The judge owns the scene: every challenge
 * puts the creature on its own 720 x 360 stage, starts it where it says and moves the target
 * itself (a fixed goal, a circling point, a threat), so no number in the file can make the task
 * easier; the file only chooses the creature. A verdict is a pass or a fail with the figures it
 * was decided on.
 */
public enum Challenge {
    /** Cross the stage in under 5 s without any pair folding. */
    CROSS("cross", "start facing away, reach the far side (x >= 660 px) in under 5 s with no overlapping pair of joints"),
    /** Walk 20 s of a figure-eight without a planted foot sliding. */
    SURE_FOOTED("sure-footed", "walk a figure-eight for 20 s: at least one foot always down, no planted foot out of its leg's reach (slide <= 0.01 px), 800 px walked"),
    /** Turn a 50 px circle without exceeding the bend limit. */
    TIGHT_CIRCLE("tight-circle", "follow a point circling 50 px round in 3 s, for 15 s: a bend limit of at most 0.5 rad never exceeded, "
            + "mean distance to the point under 40 px after the first 5 s"),
    /** Flee a threat and keep at least 80 px away for 30 s. */
    FLEE("flee", "a threat sweeps a figure-eight over the whole stage (680 x 340 px, 12 s a lap) for 30 s: the head always at least 80 px from it");

    public static final double STAGE_W = 720;
    public static final double STAGE_H = 360;

    private final String id;
    private final String summary;

    Challenge(String id, String summary) {
        this.id = id;
        this.summary = summary;
    }

    public String id() { return id; }

    public String summary() { return summary; }

    public static Challenge of(String id) {
        for (Challenge c : values()) if (c.id.equals(id)) return c;
        throw new IllegalArgumentException("unknown challenge " + id + "; one of " + ids());
    }

    public static String ids() {
        StringBuilder sb = new StringBuilder();
        for (Challenge c : values()) sb.append(sb.length() == 0 ? "" : ", ").append(c.id);
        return sb.toString();
    }

    /** A judged run: passed or not, and the measured figures in one line. */
    public record Verdict(Challenge challenge, boolean passed, String figures) {
        @Override public String toString() { return "challenge " + challenge.id + ": " + (passed ? "PASS" : "FAIL") + "  " + figures; }
    }

    /** Runs the creature in this challenge's scene and judges it. */
    public Verdict judge(CreatureDoc creature) {
        return switch (this) {
            case CROSS -> cross(creature);
            case SURE_FOOTED -> sureFooted(creature);
            case TIGHT_CIRCLE -> tightCircle(creature);
            case FLEE -> flee(creature);
        };
    }

    /** The creature on the judge's stage, starting on {@code path} (its start and direction). */
    static WorkshopWorld world(CreatureDoc c, CreatureDoc.Path path) {
        return new WorkshopWorld(c.inScene(STAGE_W, STAGE_H, path));
    }

    static int ticks(double seconds) { return (int) Math.round(seconds / FixedTickWorld.DT); }

    private static Verdict cross(CreatureDoc c) {
        // Starts at the left (x = 138) heading down and left, its body curving up and right behind it:
        // a head that turns straight for the goal crosses its own body unless the spine limits the bend.
        WorkshopWorld w = world(c, new CreatureDoc.Path(360, 180, 240, 120, 8, 5.5));
        Vec2 goal = new Vec2(700, 180);
        int worstPairs = w.overlappingPairs();
        double reached = Double.NaN;
        for (int t = 1; t <= ticks(5) && Double.isNaN(reached); t++) {
            w.driveTarget(goal);
            w.step();
            worstPairs = Math.max(worstPairs, w.overlappingPairs());
            if (w.leadPoint().x() >= 660) reached = w.timeSeconds();
        }
        boolean passed = !Double.isNaN(reached) && worstPairs == 0;
        return new Verdict(CROSS, passed, Double.isNaN(reached)
                ? f("head at x = %.1f px after 5 s (needs 660); most overlapping pairs %d (needs 0)", w.leadPoint().x(), worstPairs)
                : f("reached x = 660 px in %.2f s (needs < 5); most overlapping pairs %d (needs 0)", reached, worstPairs));
    }

    private static Verdict sureFooted(CreatureDoc c) {
        if (c.legs().isEmpty()) return new Verdict(SURE_FOOTED, false, "the creature has no legs");
        WorkshopWorld w = world(c, new CreatureDoc.Path(360, 180, 250, 120, 16, 0));
        int fewestDown = w.walker().feetDown();
        double worstSlip = w.footSlip();
        double walked = 0;
        for (int t = 1; t <= ticks(20); t++) {
            Vec2 before = w.leadPoint();
            w.step();
            walked += before.distanceTo(w.leadPoint());
            fewestDown = Math.min(fewestDown, w.walker().feetDown());
            worstSlip = Math.max(worstSlip, w.footSlip());
        }
        boolean passed = fewestDown >= 1 && worstSlip <= 0.01 && walked >= 800;
        return new Verdict(SURE_FOOTED, passed, f("fewest feet down %d (needs >= 1); worst slide %.3f px (needs <= 0.01); walked %.0f px (needs >= 800)",
                fewestDown, worstSlip, walked));
    }

    private static Verdict tightCircle(CreatureDoc c) {
        if (c.spine().bendLimit().isEmpty() || c.spine().bendLimit().getAsDouble() > 0.5) {
            return new Verdict(TIGHT_CIRCLE, false, "the spine needs a bend limit of at most 0.5 rad (a swimmer's stiff body)");
        }
        double limit = c.spine().bendLimit().getAsDouble();
        Vec2 centre = new Vec2(360, 180);
        double radius = 50, period = 3;
        WorkshopWorld w = world(c, new CreatureDoc.Path(360, 180, radius, 0, period, 0));
        double worstBend = 0, distanceSum = 0;
        int counted = 0;
        for (int t = 1; t <= ticks(15); t++) {
            double a = 2 * Math.PI * (t * FixedTickWorld.DT) / period;
            w.driveTarget(centre.plus(Vec2.polar(radius, a)));
            w.step();
            worstBend = Math.max(worstBend, w.spineLargestBend());
            if (w.timeSeconds() > 5) {
                distanceSum += w.leadPoint().distanceTo(w.target());
                counted++;
            }
        }
        double mean = distanceSum / counted;
        boolean passed = worstBend <= limit + 1e-9 && mean < 40;
        return new Verdict(TIGHT_CIRCLE, passed, f("largest bend %.3f rad (limit %.3f); mean distance to the point %.1f px (needs < 40)",
                worstBend, limit, mean));
    }

    private static Verdict flee(CreatureDoc c) {
        // The creature starts at (180, 180) heading right; the threat starts at the stage centre and sweeps
        // close to every corner, so a creature that only runs for the walls is caught there.
        WorkshopWorld w = world(c, new CreatureDoc.Path(180, 180, 40, 0, 8, 0));
        CreatureDoc.Path threat = new CreatureDoc.Path(360, 180, 340, 170, 12, 0);
        double closest = w.leadPoint().distanceTo(threat.eight().at(0));
        for (int t = 1; t <= ticks(30); t++) {
            Vec2 at = threat.eight().at(t * FixedTickWorld.DT);
            w.driveTarget(at);
            w.step();
            closest = Math.min(closest, w.leadPoint().distanceTo(at));
        }
        return new Verdict(FLEE, closest >= 80, f("closest %.1f px to the threat over 30 s (needs >= 80)", closest));
    }

    private static String f(String format, Object... args) { return String.format(Locale.ROOT, format, args); }
}
