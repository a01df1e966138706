package org.creatureexplorer.world.skeletons;

import java.util.List;
import java.util.function.Consumer;
import org.creatureexplorer.model.Csv;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.Vec2;

/**
 * {@code measure fabrik}: FABRIK convergence, one row per completed iteration (row 0 before
 * any). The chain starts hanging straight down (+y) from its root's anchor at (0,0); every
 * position is root-relative. Not one row per tick, so not a {@code WorldScenario}.
 */
public final class FabrikScenario implements Scenario {

    static final ParamKey<Integer> JOINTS = ParamKey.integer("joints", "joints", "", 2, 1000, 12, false);
    static final ParamKey<Double> GAP = ParamKey.number("gap", "gap between joints", "px", 0.001, 1e6, 10, 0.5, false);
    static final ParamKey<Double> TARGET_X = ParamKey.number("target-x", "target x, from the root", "px", -1e7, 1e7, 70, 1, false);
    static final ParamKey<Double> TARGET_Y = ParamKey.number("target-y", "target y, from the root (+y down)", "px", -1e7, 1e7, 40, 1, false);
    static final ParamKey<Integer> ITERATIONS = ParamKey.integer("iterations", "iterations to run after row 0", "", 0, 100_000, 16, false);

    public static final List<ParamSpec> PARAMS = ParamKey.specs(JOINTS, GAP, TARGET_X, TARGET_Y, ITERATIONS);

    static final List<String> COLUMNS = List.of("iteration", "tip_x", "tip_y", "tip_error", "max_gap_error", "root_error");

    @Override public String name() { return "fabrik"; }

    @Override public String summary() {
        return "FABRIK convergence: a chain hanging from (0,0) reaches for a target, one row per iteration";
    }

    @Override public List<ParamSpec> params() { return PARAMS; }

    @Override public List<String> columns() { return COLUMNS; }

    @Override public void run(ParamValues values, Consumer<String[]> rows) {
        Fabrik chain = new Fabrik(JOINTS.in(values), GAP.in(values), Vec2.ZERO, FabrikWorld.HANG);
        Vec2 target = new Vec2(TARGET_X.in(values), TARGET_Y.in(values));
        int iterations = ITERATIONS.in(values);
        rows.accept(row(0, chain, target));
        for (int k = 1; k <= iterations; k++) {
            chain.iterate(target);
            rows.accept(row(k, chain, target));
        }
    }

    private static String[] row(int k, Fabrik chain, Vec2 target) {
        Vec2 tip = chain.tip();
        return new String[] {
            Integer.toString(k), Csv.number(tip.x()), Csv.number(tip.y()), Csv.number(chain.tipError(target)),
            Csv.number(chain.maxGapError()), Csv.number(chain.rootError())};
    }
}
