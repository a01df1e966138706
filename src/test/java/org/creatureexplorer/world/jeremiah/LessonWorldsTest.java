package org.creatureexplorer.world.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.jeremiah.SpringKnee;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/** The lesson-only views and inputs of the Part 2 worlds. */
class LessonWorldsTest {

    @Test
    void theKneeFollowsADraggedFootAndOutOfReachPullsTheLegStraight() {
        SpringKneeWorld w = new SpringKneeWorld(ParamValues.defaults(SpringKneeWorld.LESSON_PARAMS));
        for (int t = 0; t < 60; t++) w.step();
        w.apply(new Input.Drag(SpringKneeWorld.FOOT, SpringKneeWorld.ORIGIN.plus(new Vec2(0, 180))));
        for (int t = 0; t < 200; t++) w.step();
        assertEquals(0, w.hipError(), 1e-6);
        assertEquals(0, w.footError(), 1e-6);
        w.apply(new Input.Action(SpringKneeWorld.OUT_OF_REACH));
        assertEquals(120 + 100 + 80, w.hip().distanceTo(w.foot()), 1e-9);
        for (int t = 0; t < 200; t++) w.step();
        assertEquals(40, w.hipError(), 1e-6);
        assertEquals(40, w.footError(), 1e-6);
        assertEquals(0, w.knee().distanceTo(w.restingPlace()), 1e-6);
    }

    @Test
    void bendItAgainPutsTheKneeBackOnItsSide() {
        SpringKneeWorld w = new SpringKneeWorld(ParamValues.defaults(SpringKneeWorld.LESSON_PARAMS));
        for (int t = 0; t < 60; t++) w.step();
        w.apply(new Input.Action(SpringKneeWorld.BEND_AGAIN));
        assertEquals(40, SpringKnee.side(w.knee(), w.hip(), w.foot()), 1e-9);
        assertTrue(Math.abs(w.hipError()) > 10, "unsettled again");
    }

    @Test
    void theWholeBodyViewFollowsOneLegWithTheParametersRests() {
        ParamValues p = ParamValues.defaults(SpringKneeWorld.LESSON_PARAMS);
        p.set("view", 1);
        SpringKneeWorld w = new SpringKneeWorld(p);
        assertEquals(0, w.handles().size());
        double[] s = new double[w.series().size()];
        int maxSteps = 0;
        for (int t = 0; t < 1200; t++) {
            w.step();
            w.sample(s);
            maxSteps = Math.max(maxSteps, (int) Columns.of(w).get(s, "steps_per_s"));
        }
        assertEquals(120, w.followedLeg().hipRest());
        assertTrue(maxSteps > 5, "steps per second measured: " + maxSteps);
    }

    @Test
    void theFeelerLagIsTenTicksBehindARunningHeadAndUndefinedForAStillOne() {
        ParamValues p = ParamValues.defaults(FeelerWorld.LESSON_PARAMS);
        FeelerWorld still = new FeelerWorld(p);
        double[] s = new double[still.series().size()];
        for (int t = 0; t < 2000; t++) still.step();
        still.sample(s);
        assertTrue(Double.isNaN(Columns.of(still).get(s, "lag_first")), "no lag for a still head");
        assertEquals(10, Columns.of(still).get(s, "mean_gap_over_drift"), 1e-9);
        p.set("head-speed", 2.5);
        p.set("drift-y", 0.5);
        FeelerWorld running = new FeelerWorld(p);
        for (int t = 0; t < 3000; t++) running.step();
        running.sample(s);
        for (int c = 9; c <= 11; c++) assertEquals(10, s[c], 1e-6, "lag column " + c);
        assertTrue(running.camera() > 0, "the view scrolls with the head");
    }

    @Test
    void theFeelerHeadCanBeDraggedWhileStill() {
        ParamValues p = ParamValues.defaults(FeelerWorld.LESSON_PARAMS);
        p.set("view", 1);
        FeelerWorld w = new FeelerWorld(p);
        assertEquals(50, w.feelers().size());
        w.apply(new Input.Drag(FeelerWorld.HEAD, new Vec2(100, 250)));
        w.step();
        assertEquals(new Vec2(100, 250), w.head());
        w.apply(new Input.Release(FeelerWorld.HEAD));
        for (int t = 0; t < 3000; t++) w.step();
        assertEquals(110, w.followed().tip().distanceTo(w.head()), 1e-8);
    }

    @Test
    void theOrbitBodyAndTheStraightBodyBothRun() {
        ParamValues p = ParamValues.defaults(SpringBodyWorld.LESSON_PARAMS);
        SpringBodyWorld orbit = new SpringBodyWorld(p);
        double[] s = new double[orbit.series().size()];
        double max = 0;
        int stretch = Columns.of(orbit).index("stretch");
        for (int t = 0; t < 20_000; t++) {
            orbit.step();
            orbit.sample(s);
            for (double v : s) assertTrue(Double.isFinite(v));
            max = Math.max(max, s[stretch]);
        }
        assertTrue(max > 1.5 && max < 2, "fast on the orbit, almost twice the rest length: " + max);
        p.set("head-path", 1);
        p.set("head-speed", 10);
        SpringBodyWorld straight = new SpringBodyWorld(p);
        for (int t = 0; t < 400; t++) straight.step();
        straight.sample(s);
        assertEquals(1 + 10.0 / 24, Columns.of(straight).get(s, "stretch"), 1e-9);
        assertEquals(Columns.of(straight).get(s, "stretch"), Columns.of(straight).get(s, "predicted_stretch"), 1e-9, "the prediction matches on the straight line");
    }
}
