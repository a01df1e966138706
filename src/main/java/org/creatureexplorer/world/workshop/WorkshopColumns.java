package org.creatureexplorer.world.workshop;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;
import org.creatureexplorer.creature.Lizard;
import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.model.CsvRows;
import org.creatureexplorer.model.SeriesSpec;

/**
 * The workshop's measured series, chosen from the parts a creature has, each with the function
 * that reads it. Names are the lessons' columns, so a library creature's CSV and its lesson's
 * scenario compare column by column. A column may be written as a word (the pet's mood).
 */
final class WorkshopColumns {
    /** A column and how to read it from the world (passed in, not captured: a world's copy reads its own parts). */
    record Column(SeriesSpec spec, ToDoubleFunction<WorkshopWorld> value) {}

    private final List<Column> columns = new ArrayList<>();
    private final Map<String, DoubleFunction<String>> words = new LinkedHashMap<>();

    void add(String column, String label, String unit, ToDoubleFunction<WorkshopWorld> value) { columns.add(new Column(new SeriesSpec(column, label, unit), value)); }

    void word(String column, DoubleFunction<String> word) { words.put(column, word); }

    List<Column> columns() { return List.copyOf(columns); }

    /** Every series as CSV, words where a column has them. */
    CsvRows rows() {
        CsvRows rows = CsvRows.everySeries();
        for (Map.Entry<String, DoubleFunction<String>> e : words.entrySet()) rows = rows.withWord(e.getKey(), e.getValue());
        return rows;
    }

    /** The columns of {@code w}: always the head, target and spine; then what its brain and parts measure. */
    static WorkshopColumns of(WorkshopWorld w, HeadBrain brain) {
        WorkshopColumns c = new WorkshopColumns();
        c.add("head_x", "head x", "px", x -> x.jointX(0));
        c.add("head_y", "head y", "px", x -> x.jointY(0));
        c.add("target_x", "target x", "px", x -> x.target().x());
        c.add("target_y", "target y", "px", x -> x.target().y());
        c.add("speed", "speed", "px/s", x -> x.brain().speed());
        c.add("heading", "heading", "rad", x -> x.brain().heading());
        c.add("target_distance", "distance to target", "px", x -> x.joint(0).distanceTo(x.target()));
        c.add("max_gap_error", "largest gap error (spine and tentacles)", "px", WorkshopWorld::maxGapError);
        c.add("head_tail", "head-to-tail distance", "px", WorkshopWorld::headTailDistance);
        c.add("max_bend", "largest bend", "rad", WorkshopWorld::spineLargestBend);
        c.add("overlapping_pairs", "overlapping pairs (3+ joints apart)", "", WorkshopWorld::overlappingPairs);
        if (w.doc().spine().bendLimit().isPresent()) c.add("at_limit", "a joint on the limit", "", x -> x.jointsAtLimit() > 0 ? 1 : 0);
        brain.addColumns(c);
        if (w.doc().fins().isPresent()) {
            c.add("fin_left", "left fin", "rad", x -> x.finOpening(-1));
            c.add("fin_right", "right fin", "rad", x -> x.finOpening(+1));
            c.add("tail_angle", "tail direction", "rad", WorkshopWorld::tailAngle);
            c.add("tail_fin_angle", "tail fin", "rad", WorkshopWorld::tailFinAngle);
        }
        Lizard walker = w.walker();
        if (walker != null) {
            c.add("steps_total", "steps so far", "", x -> x.walker().stepsTotal());
            c.add("feet_down", "feet planted", "", x -> x.walker().feetDown());
            c.add("stretched_legs", "legs stretched beyond reach", "", x -> x.walker().stretchedLegs());
            c.add("mean_stride", "mean stride", "px", x -> x.walker().meanStride());
            c.add("foot_slip", "largest slide of a planted foot", "px", WorkshopWorld::footSlip);
        }
        Spider side = w.sideWalker();
        if (side != null) {
            c.add("feet_down", "feet on the ground", "", x -> x.sideWalker().feetDown());
            c.add("moving_set", "set in the air (0 none, 1 set A, 2 set B)", "", x -> x.sideWalker().movingSet() + 1);
            c.add("set_swaps", "steps taken (turns handed over)", "", x -> x.sideWalker().setSwaps());
            c.add("turn_lag", "worst lag, set whose turn it is", "px", x -> x.sideWalker().worstLag(x.sideWalker().turn()));
            c.add("clearance", "body height above the planted feet", "px", x -> x.sideWalker().clearance());
        }
        if (w.tentacleCount() > 0) {
            c.add("tips_within_1px", "tips within 1 px of their points", "", WorkshopWorld::tipsOnTarget);
            c.add("mean_tip_error", "mean tip error", "px", WorkshopWorld::meanTipError);
            c.add("max_tip_error", "worst tip error", "px", WorkshopWorld::maxTipError);
        }
        if (w.strandsCount() > 0) {
            c.add("max_link_stretch", "longest strand link / its rest length", "", WorkshopWorld::maxLinkStretch);
            c.add("mean_link_stretch", "mean strand link / its rest length", "", WorkshopWorld::meanLinkStretch);
        }
        return c;
    }
}
