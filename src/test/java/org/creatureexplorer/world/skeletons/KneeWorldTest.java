package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class KneeWorldTest {

    private static double[] sample(KneeWorld w) {
        double[] s = new double[w.series().size()];
        w.sample(s);
        return s;
    }

    @Test
    void tickZeroIsTheWorkedExample() {
        KneeWorld w = new KneeWorld(ParamValues.defaults(KneeWorld.PARAMS));
        double[] s = sample(w);
        Columns c = Columns.of(w);
        assertEquals(30, c.get(s, "distance"), 1e-9);
        assertEquals(0.75, c.get(s, "cos_a"), 0.005);
        assertEquals(16.40, c.get(s, "knee_x") - w.hip().x(), 0.005);
        assertEquals(14.66, c.get(s, "knee_y") - w.hip().y(), 0.005);
    }

    @Test
    void draggingTheFootSolvesAtOnceWithoutATick() {
        KneeWorld w = new KneeWorld(ParamValues.defaults(KneeWorld.PARAMS));
        Vec2 hip = w.hip();
        w.apply(new Input.Drag(KneeWorld.FOOT, hip.plus(new Vec2(0, 35))));
        assertEquals(0, w.tick());
        double[] s = sample(w);
        assertEquals(35, s[0], 1e-9);
        assertEquals(w.target().x(), s[4], 1e-9);
        assertEquals(w.target().y(), s[5], 1e-9);
        // And it stays there while held, tick after tick.
        for (int t = 0; t < 30; t++) w.step();
        assertEquals(35, sample(w)[0], 1e-9);
        w.apply(new Input.Drag(KneeWorld.HIP, new Vec2(20, 20)));
        assertEquals(new Vec2(20, 20), w.hip());
        assertEquals(w.target().distanceTo(w.hip()), sample(w)[0], 1e-9);
    }

    @Test
    void theGuardSwitchShowsNaNOrAStraightLeg() {
        Playback p = new Playback(KneeWorld::new, ParamValues.defaults(KneeWorld.PARAMS), 600);
        KneeWorld w = (KneeWorld) p.world();
        p.apply(new Input.Drag(KneeWorld.FOOT, w.hip().plus(new Vec2(55, 0))));
        double[] guarded = sample(w);
        assertTrue(Double.isFinite(guarded[2]) && Double.isFinite(guarded[4]));
        assertEquals(180, guarded[6], 1.5, "a straight knee");
        p.apply(new Input.SetParam("guard", 0));
        double[] bare = sample(w);
        assertTrue(bare[1] > 1, "cos A past 1: " + bare[1]);
        for (int i = 2; i <= 7; i++) assertTrue(Double.isNaN(bare[i]), "column " + i + " should be NaN");
        // Step back and forth: the replay reproduces the NaN exactly as logged.
        p.steps(3);
        p.stepBack();
        assertTrue(Double.isNaN(sample((KneeWorld) p.world())[2]));
    }

    @Test
    void theHipAngleReadFromTheKneeMatchesTheFormulaAllAlongTheIdleSweep() {
        KneeWorld w = new KneeWorld(ParamValues.defaults(KneeWorld.PARAMS));
        boolean beyond = false;
        boolean inside = false;
        for (int t = 0; t < 600; t++) {
            w.step();
            double[] s = sample(w);
            if (s[0] > w.reachMax()) beyond = true;
            if (s[0] < w.reachMin()) inside = true;
            assertEquals(Math.toDegrees(Math.acos(s[1])), s[7], 1e-6);
            assertTrue(Double.isFinite(s[2]), "guarded: never NaN");
        }
        assertTrue(beyond && inside, "the idle sweep passes both ends of the reachable band");
    }

    @Test
    void bendSideAndBoneLengthsChangeLive() {
        KneeWorld w = new KneeWorld(ParamValues.defaults(KneeWorld.PARAMS));
        double below = sample(w)[3] - w.hip().y();
        w.apply(new Input.SetParam("bend", 1));
        assertEquals(-below, sample(w)[3] - w.hip().y(), 1e-9);
        w.apply(new Input.SetParam("thigh", 30));
        assertEquals(30, w.solution().knee().distanceTo(w.hip()), 1e-9);
    }

    private static List<String[]> run(String... args) {
        KneeScenario sc = new KneeScenario();
        ParamValues v = ParamValues.defaults(sc.params());
        for (String a : args) {
            String[] kv = a.split("=");
            v.parseAndSet(kv[0], kv[1]);
        }
        sc.validate(v);
        List<String[]> rows = new ArrayList<>();
        sc.run(v, rows::add);
        return rows;
    }

    @Test
    void theKneeScenarioPrintsOneRowOrAnInclusiveSweep() {
        List<String[]> one = run();
        assertEquals(1, one.size());
        assertEquals("30", one.get(0)[0]);
        assertEquals(0.74545, Double.parseDouble(one.get(0)[1]), 1e-5);
        assertEquals(16.4, Double.parseDouble(one.get(0)[2]), 1e-9);
        assertEquals(14.66, Double.parseDouble(one.get(0)[3]), 0.005);

        List<String[]> sweep = run("from=0", "to=50", "step=0.5", "guard=false");
        assertEquals(101, sweep.size());
        assertEquals("50", sweep.get(100)[0]);
        for (String[] row : sweep) {
            double d = Double.parseDouble(row[0]);
            boolean reachable = d >= 2 && d <= 42;
            assertEquals(!reachable, row[2].equals("NaN"), "d=" + d);
            assertEquals(!reachable, row[4].equals("NaN"), "d=" + d);
        }
        List<String[]> tenths = run("from=0", "to=1", "step=0.1");
        assertEquals(11, tenths.size());
        assertEquals("1", tenths.get(10)[0]);
    }

    @Test
    void theKneeScenarioRejectsWhatDoesNotFit() {
        assertThrows(IllegalArgumentException.class, () -> run("bend=0"));
        assertThrows(IllegalArgumentException.class, () -> run("from=3", "to=9"));
        assertThrows(IllegalArgumentException.class, () -> run("from=9", "to=3", "step=1"));
        assertThrows(IllegalArgumentException.class, () -> run("from=0", "to=10", "step=1", "distance=5"));
        assertThrows(IllegalArgumentException.class, () -> run("from=0", "to=100000", "step=0.01"));
    }
}
