package org.creatureexplorer.world.workshop;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.World;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * The workshop lessons' world: a creature file's {@link WorkshopWorld}, free on its own stage
 * (the pointer is its target) or in a challenge's scene, judged tick by tick by the same
 * {@link Challenge.Run} that {@code measure workshop --check} steps to its end. Its series are
 * the same for every creature (the window's charts are built once per lesson): what the parts
 * measure, read from the creature's own {@link WorkshopWorld#sample}, 0 where it has no such
 * part (no legs: no feet planted), and under a challenge its deciding figure and the verdict so far.
 */
public final class WorkshopLive implements World {
    /** The creature's columns the workshop charts, in this order. */
    static final List<String> PART_COLUMNS = List.of("speed", "target_distance", "max_gap_error", "max_bend", "overlapping_pairs",
            "feet_down", "tips_within_1px");
    /** The lesson parameter that names the design in force (a number in {@link WorkshopDesigns}). */
    public static final String DESIGN = "design";

    private CreatureDoc doc;
    private WorkshopWorld world;
    /** The design each number of the lesson's {@code design} parameter names; null: the design never changes while it plays. */
    private final IntFunction<CreatureDoc> designs;
    private final Challenge.Run run;
    private final List<SeriesSpec> series;
    /** Where each of {@link #PART_COLUMNS} sits in the creature's own row, -1 where it has none. */
    private int[] from;
    private double[] row;

    /** The creature on its own stage. */
    public WorkshopLive(CreatureDoc doc) { this(doc, null, null); }

    /**
     * The creature on its own stage, its design changed while it plays by a live {@code design}
     * parameter: {@code designs} gives the design of each number.
     */
    public WorkshopLive(CreatureDoc doc, IntFunction<CreatureDoc> designs) { this(doc, null, designs); }

    /** The creature in {@code challenge}'s scene, judged as it goes; null: on its own stage. */
    public WorkshopLive(CreatureDoc doc, Challenge challenge) { this(doc, challenge, null); }

    private WorkshopLive(CreatureDoc doc, Challenge challenge, IntFunction<CreatureDoc> designs) {
        this.doc = doc;
        this.designs = designs;
        run = challenge == null ? null : challenge.start(doc);
        world = run == null ? new WorkshopWorld(doc) : run.world();
        readColumns();
        List<SeriesSpec> series = new ArrayList<>();
        series.add(new SeriesSpec("speed", "speed", "px/s"));
        series.add(new SeriesSpec("target_distance", "distance to target", "px"));
        series.add(new SeriesSpec("max_gap_error", "largest gap error", "px"));
        series.add(new SeriesSpec("max_bend", "largest bend", "rad"));
        series.add(new SeriesSpec("overlapping_pairs", "overlapping pairs", ""));
        series.add(new SeriesSpec("feet_down", "feet planted", ""));
        series.add(new SeriesSpec("tips_within_1px", "tips on target", ""));
        series.add(new SeriesSpec("challenge_figure", "the challenge's figure", ""));
        series.add(new SeriesSpec("passing", "passing so far (1 yes)", ""));
        this.series = List.copyOf(series);
    }

    /** Where each of {@link #PART_COLUMNS} sits in the creature's own row (its parts choose its columns). */
    private void readColumns() {
        List<SeriesSpec> own = world.series();
        from = new int[PART_COLUMNS.size()];
        for (int i = 0; i < from.length; i++) {
            from[i] = -1;
            for (int k = 0; k < own.size(); k++) if (own.get(k).column().equals(PART_COLUMNS.get(i))) from[i] = k;
        }
        row = new double[own.size()];
    }

    /** A copy of {@code from}: its creature, or its judged run with the creature in it. */
    private WorkshopLive(WorkshopLive from) {
        doc = from.doc;
        designs = from.designs;
        run = from.run == null ? null : from.run.copy();
        world = run == null ? from.world.copy() : run.world();
        series = from.series;
        this.from = from.from.clone();
        row = new double[from.row.length];
    }

    @Override public WorkshopLive copy() { return new WorkshopLive(this); }

    public CreatureDoc doc() { return doc; }

    /** The creature being shown. */
    public WorkshopWorld creature() { return world; }

    /** The judged run, or null on the creature's own stage. */
    public Challenge.Run run() { return run; }

    @Override public double dt() { return world.dt(); }

    @Override public long tick() { return world.tick(); }

    @Override public void step() {
        if (run != null) run.step(); else world.step();
    }

    @Override public List<SeriesSpec> series() { return series; }

    @Override public void sample(double[] out) {
        world.sample(row);
        for (int i = 0; i < from.length; i++) out[i] = from[i] < 0 ? 0 : row[from[i]];
        out[from.length] = run == null ? 0 : run.figure();
        out[from.length + 1] = run != null && run.passing() ? 1 : 0;
    }

    @Override public double stageWidth() { return world.stageWidth(); }

    @Override public double stageHeight() { return world.stageHeight(); }

    /**
     * On its own stage the pointer leads the creature, and a new design applies from this tick
     * on (the creature carried over, see {@link WorkshopWorld#withDesign}); in a challenge the
     * judge moves the target, and a new design restarts the judged run (the lesson's
     * {@code design} is not live there: a verdict judges one design).
     */
    @Override public void apply(Input input) {
        if (run != null) return;
        if (designs != null && input instanceof Input.SetParam set && set.name().equals(DESIGN)) {
            CreatureDoc next = designs.apply((int) Math.round(set.value()));
            if (next.equals(doc)) return;
            doc = next;
            world = world.withDesign(next);
            readColumns();
            return;
        }
        world.apply(input);
    }
}
