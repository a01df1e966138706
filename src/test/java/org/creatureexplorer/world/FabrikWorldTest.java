package org.creatureexplorer.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.catalog.Scenarios;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.FabrikWorld;
import org.junit.jupiter.api.Test;

class FabrikWorldTest {
    // Columns of FabrikWorld.sample.
    static final int ITERATION = 0, TIP_ERROR = 5, ROOT_ERROR = 6, GAP_ERROR = 7, TIP_FORWARD = 8, ROOT_BACKWARD = 9;

    private static FabrikWorld world(String mode, int perTick) {
        ParamValues p = ParamValues.defaults(FabrikWorld.PARAMS);
        p.parseAndSet("mode", mode);
        p.set("iterations-per-tick", perTick);
        return new FabrikWorld(p);
    }

    private static double[] sample(FabrikWorld w) {
        double[] s = new double[w.series().size()];
        w.sample(s);
        return s;
    }

    @Test
    void stepwiseDoesOneHalfPassPerTickAndHandsTheErrorFromEndToEnd() {
        FabrikWorld w = world(FabrikWorld.STEPWISE, 1);
        double[] s = sample(w);
        assertEquals(0, s[ITERATION]);
        assertEquals(Math.hypot(70, 70), s[TIP_ERROR], 1e-12, "tick 0: hanging straight down from (0,0)");
        for (int t = 1; t <= 30; t++) {
            w.step();
            s = sample(w);
            assertEquals(t / 2.0, s[ITERATION], 0.0);
            assertTrue(s[GAP_ERROR] < 1e-12, "gaps exact after every pass: " + s[GAP_ERROR]);
            if (t % 2 == 1) {
                assertEquals(0, s[TIP_ERROR], 0.0, "backward pass: tip on the target");
                assertEquals(s[ROOT_ERROR], s[ROOT_BACKWARD], 0.0);
                assertTrue(s[ROOT_ERROR] > 0);
            } else {
                assertEquals(0, s[ROOT_ERROR], 0.0, "forward pass: root on its anchor");
                assertEquals(s[TIP_ERROR], s[TIP_FORWARD], 0.0);
            }
            if (t == 2) assertEquals(6.0, s[TIP_FORWARD], 0.1, "about 6 px after one iteration");
        }
        assertTrue(s[TIP_FORWARD] < 0.01, "below 0.01 px within 15 iterations: " + s[TIP_FORWARD]);
    }

    @Test
    void aStepwiseSolveSettlesThenWaitsUntilTheTargetMoves() {
        FabrikWorld w = world(FabrikWorld.STEPWISE, 1);
        int ticks = 0;
        while (w.solving() && ticks < 1000) { w.step(); ticks++; }
        assertFalse(w.solving());
        assertTrue(w.solveIterations() > 30 && w.solveIterations() < 60, "settled after " + w.solveIterations());
        double[] settled = sample(w);
        assertTrue(settled[TIP_ERROR] < 1e-8, "tip error when settled " + settled[TIP_ERROR]);
        for (int t = 0; t < 50; t++) w.step();
        assertArrayEquals(settled, sample(w), "nothing moves once settled");

        // Dragging the target starts a new solve from the current shape.
        w.apply(new Input.Drag(FabrikWorld.TARGET, FabrikWorld.ORIGIN.plus(new Vec2(-60, 50))));
        w.apply(new Input.Release(FabrikWorld.TARGET));
        assertTrue(w.solving());
        while (w.solving()) w.step();
        assertTrue(sample(w)[TIP_ERROR] < 1e-8);
        assertTrue(sample(w)[ITERATION] > settled[ITERATION], "the iteration axis only grows");
    }

    @Test
    void anOutOfReachTargetSettlesShortByDistanceMinusLengthWithoutNaN() {
        FabrikWorld w = world(FabrikWorld.STEPWISE, 1);
        Vec2 far = new Vec2(170, 140); // root-relative, 220 px away, near the stage's corner
        w.apply(new Input.Drag(FabrikWorld.TARGET, FabrikWorld.ORIGIN.plus(far)));
        for (int t = 0; t < 400; t++) {
            w.step();
            for (double v : sample(w)) assertFalse(Double.isNaN(v), "NaN at tick " + t);
        }
        assertFalse(w.solving());
        assertEquals(far.length() - 110, sample(w)[TIP_FORWARD], 1e-9);
        assertEquals(far.length() - 110, w.outOfReach(), 1e-9);
    }

    @Test
    void warmStartRunsWholeIterationsPerTickAndKeepsUpWithTheMovingTarget() {
        double[] worst = new double[2];
        int[] perTick = {1, 4};
        for (int m = 0; m < 2; m++) {
            FabrikWorld w = world(FabrikWorld.WARM_START, perTick[m]);
            for (int t = 1; t <= 1200; t++) {
                w.step();
                double[] s = sample(w);
                assertEquals((double) t * perTick[m], s[ITERATION], 0.0);
                assertEquals(0, s[ROOT_ERROR], 0.0, "a tick ends on a forward pass");
                assertTrue(s[GAP_ERROR] < 1e-12);
                if (t > 300) worst[m] = Math.max(worst[m], s[TIP_ERROR]); // after the target has blended onto its path
            }
            // The path really moves: the target covers tens of px per second.
            assertTrue(w.target().distanceTo(FabrikWorld.PATH.at(w.timeSeconds())) < 1e-6);
        }
        assertTrue(worst[0] > 0.5 && worst[0] < 3.5, "1 iteration per tick trails by " + worst[0]);
        assertTrue(worst[1] < 1.0 && worst[1] < worst[0] / 2, "4 iterations per tick trail by " + worst[1]);
    }

    @Test
    void switchingModesAndResettingTheChainKeepItWhole() {
        FabrikWorld w = world(FabrikWorld.STEPWISE, 1);
        w.step(); // a backward pass: the iteration is half done
        w.apply(new Input.SetParam("mode", 1));
        w.step();
        double[] s = sample(w);
        assertEquals(2, s[ITERATION], 0.0, "the half iteration is finished, then one whole one");
        w.apply(new Input.Action(FabrikWorld.RESET_CHAIN));
        for (int i = 0; i < w.chain().size(); i++) assertEquals(new Vec2(0, 10 * i), w.chain().joint(i));
        w.apply(new Input.SetParam("mode", 0));
        w.step(); // backward
        w.apply(new Input.Action(FabrikWorld.RESET_CHAIN));
        assertEquals(3, sample(w)[ITERATION], 0.0, "the abandoned half iteration is rounded up");
        w.step();
        w.step();
        assertEquals(4, sample(w)[ITERATION], 0.0, "and the iterations after it are whole again");
        w.apply(new Input.SetParam("mode", 0));
        w.apply(new Input.SetParam("gap", 8));
        while (w.solving()) w.step();
        assertTrue(w.chain().maxGapError() < 1e-12);
        assertEquals(8, w.chain().joint(1).distanceTo(w.chain().joint(0)), 1e-12);
    }

    @Test
    void stepBackReplaysDragsAndButtonsExactly() {
        Playback p = new Playback(FabrikWorld::new, ParamValues.defaults(FabrikWorld.PARAMS), 600);
        p.steps(5);
        p.apply(new Input.Drag(FabrikWorld.TARGET, new Vec2(90, 190)));
        p.apply(new Input.Release(FabrikWorld.TARGET));
        p.steps(7);
        p.apply(new Input.Action(FabrikWorld.RESET_CHAIN));
        p.apply(new Input.SetParam("mode", 1));
        p.steps(20);
        double[] before = new double[p.world().series().size()];
        p.world().sample(before);
        p.stepBack();
        p.step();
        double[] after = new double[before.length];
        p.world().sample(after);
        assertArrayEquals(before, after);
    }

    @Test
    void theScenarioPrintsOneRowPerIterationWithTheDocumentedColumns() {
        Scenario s = Scenarios.byName("fabrik").orElseThrow();
        assertEquals(List.of("iteration", "tip_x", "tip_y", "tip_error", "max_gap_error", "root_error"), s.columns());
        assertEquals(List.of("joints", "gap", "target-x", "target-y", "iterations"),
                s.params().stream().map(org.creatureexplorer.model.ParamSpec::name).toList());
        List<String[]> rows = new ArrayList<>();
        s.run(ParamValues.defaults(s.params()), rows::add);
        assertEquals(17, rows.size(), "row 0 plus 16 iterations");
        assertEquals("0", rows.get(0)[0]);
        assertEquals(0, Double.parseDouble(rows.get(0)[1]), 1e-12);
        assertEquals(110, Double.parseDouble(rows.get(0)[2]), 1e-12);
        assertEquals(6.0, Double.parseDouble(rows.get(1)[3]), 0.1);
        assertTrue(Double.parseDouble(rows.get(16)[3]) < 0.01);
        for (String[] r : rows) {
            assertEquals(6, r.length);
            assertTrue(Double.parseDouble(r[4]) < 1e-12, "gap error " + r[4]);
            assertEquals(0, Double.parseDouble(r[5]), 0.0, "root exact after every forward pass");
        }
    }
}
