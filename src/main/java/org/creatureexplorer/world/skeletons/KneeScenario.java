package org.creatureexplorer.world.skeletons;

import java.util.List;
import java.util.function.Consumer;
import org.creatureexplorer.model.Csv;
import org.creatureexplorer.model.Numbers;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.sim.Vec2;

/**
 * {@code measure knee}: the knee triangle with the hip at (0,0) and the foot target at
 * (distance, 0). Not one row per tick: one row for {@code --distance}, or one row per distance
 * of a sweep {@code --from} to {@code --to} (inclusive) by {@code --step}. Every row comes from
 * {@link KneeWorld#sample}, the same numbers the lesson's charts plot.
 */
public final class KneeScenario implements Scenario {
    public static final String NAME = "knee";
    /** A sweep may print at most this many rows. */
    public static final int MAX_ROWS = 1_000_000;

    static final ParamKey<Double> THIGH = ParamKey.number("thigh", "thigh a", "px", 0.1, 10_000, 22, 0.1, false);
    static final ParamKey<Double> SHIN = ParamKey.number("shin", "shin b", "px", 0.1, 10_000, 20, 0.1, false);
    static final ParamKey<Integer> BEND = ParamKey.integer("bend", "which side the knee folds to: +1 or -1", "", -1, 1, 1, false);
    static final ParamKey<Boolean> GUARD = ParamKey.bool("guard", "clamp d into [|a-b|+0.001, a+b-0.001] before acos", true, false);
    static final ParamKey<Double> DISTANCE = ParamKey.number("distance", "hip-to-target distance for one row", "px", 0, 100_000, 30, 0.1, false);
    static final ParamKey<Double> FROM = ParamKey.number("from", "first distance of a sweep", "px", 0, 100_000, 0, 0.1, false);
    static final ParamKey<Double> TO = ParamKey.number("to", "last distance of a sweep (inclusive)", "px", 0, 100_000, 0, 0.1, false);
    static final ParamKey<Double> STEP = ParamKey.number("step", "sweep step; 0 = no sweep, one row at --distance", "px", 0, 100_000, 0, 0.1, false);

    private static final List<ParamSpec> PARAMS = ParamKey.specs(THIGH, SHIN, BEND, GUARD, DISTANCE, FROM, TO, STEP);

    private static final List<String> COLUMNS = List.of("distance", "cos_a", "knee_x", "knee_y", "foot_x", "foot_y");

    @Override public String name() { return NAME; }

    @Override public String summary() {
        return "the knee triangle, hip at (0,0), foot target at (distance,0): one row, or a sweep --from --to --step";
    }

    @Override public List<ParamSpec> params() { return PARAMS; }

    @Override public List<String> columns() { return COLUMNS; }

    @Override public void validate(ParamValues v) {
        int bend = BEND.in(v);
        if (bend != 1 && bend != -1) throw new IllegalArgumentException("--bend=" + bend + " is not allowed; expected +1 or -1");
        boolean sweep = STEP.in(v) > 0;
        boolean rangeGiven = FROM.in(v) != 0 || TO.in(v) != 0;
        if (!sweep && rangeGiven) {
            throw new IllegalArgumentException("a sweep needs --step greater than 0 (with --from and --to)");
        }
        if (sweep) {
            if (!v.isDefault("distance")) {
                throw new IllegalArgumentException("give either --distance (one row) or --from, --to, --step (a sweep), not both");
            }
            if (TO.in(v) < FROM.in(v)) {
                throw new IllegalArgumentException("--to=" + Csv.number(TO.in(v)) + " is less than --from=" + Csv.number(FROM.in(v)));
            }
            if (rowCount(v) < 0) {
                throw new IllegalArgumentException("the sweep would print more than " + MAX_ROWS
                        + " rows (raise --step or narrow --from/--to)");
            }
        }
    }

    /** Rows of a sweep: from, from + step, ... up to and including to (within rounding); -1 above MAX_ROWS. */
    static long rowCount(ParamValues v) {
        return Numbers.sweepCount(FROM.in(v), TO.in(v), STEP.in(v), MAX_ROWS);
    }

    @Override public void run(ParamValues v, Consumer<String[]> rows) {
        validate(v);
        KneeWorld world = new KneeWorld(THIGH.in(v), SHIN.in(v), BEND.in(v), GUARD.in(v), Vec2.ZERO);
        double[] sample = new double[world.series().size()];
        if (!(STEP.in(v) > 0)) {
            rows.accept(row(world, DISTANCE.in(v), sample));
            return;
        }
        double from = FROM.in(v);
        double to = TO.in(v);
        double step = STEP.in(v);
        long n = rowCount(v);
        for (long i = 0; i < n; i++) {
            double d = from + i * step;
            if (i == n - 1 && Math.abs(d - to) < 1e-9 * Math.max(1, step)) d = to;
            rows.accept(row(world, d, sample));
        }
    }

    private static String[] row(KneeWorld world, double distance, double[] sample) {
        world.holdFootAt(new Vec2(distance, 0));
        world.sample(sample);
        String[] out = new String[COLUMNS.size()];
        for (int i = 0; i < out.length; i++) out[i] = Csv.number(sample[i]);
        return out;
    }
}
