package org.creatureexplorer.world.steering;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.junit.jupiter.api.Test;

class SteerWorldTest {

    static int col(World w, String name) {
        for (int i = 0; i < w.series().size(); i++) if (w.series().get(i).column().equals(name)) return i;
        throw new AssertionError(name);
    }

    static double[] sample(World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    @Test
    void rowTsForceIsWhatTickTPlusOneApplies() {
        ParamValues p = ParamValues.defaults(SteerWorld.PARAMS);
        p.set("behavior", 1); // arrive
        p.set("mass", 2);
        p.set("wind-x", 0.05);
        p.set("wind-y", -0.02);
        SteerWorld w = new SteerWorld(p);
        for (int t = 0; t < 120; t++) {
            double[] row = sample(w);
            w.step();
            double[] next = sample(w);
            double vx = row[col(w, "vx")] + (row[col(w, "force_x")] + 0.05) / 2;
            double vy = row[col(w, "vy")] + (row[col(w, "force_y")] - 0.02) / 2;
            assertEquals(vx, next[col(w, "vx")], 1e-12, "tick " + t);
            assertEquals(vy, next[col(w, "vy")], 1e-12, "tick " + t);
            assertEquals(row[col(w, "x")] + vx, next[col(w, "x")], 1e-12);
            assertEquals(Math.hypot(row[col(w, "steer_x")], row[col(w, "steer_y")]), row[col(w, "steer_len")], 1e-12);
            assertEquals(Math.hypot(next[col(w, "x")] - 96, next[col(w, "y")] - 64), next[col(w, "distance")], 1e-12);
        }
    }

    @Test
    void seekAndArriveWalkersMatchTheSteerScenarioAndArriveGetsTheSpeedItAskedFor() {
        ParamValues lesson = ParamValues.defaults(SeekArriveWorld.PARAMS);
        SeekArriveWorld pair = new SeekArriveWorld(lesson);
        ParamValues scenario = ParamValues.defaults(SteerWorld.PARAMS);
        scenario.set("behavior", 1);
        SteerWorld arrive = new SteerWorld(scenario);
        for (int t = 0; t < 300; t++) {
            pair.step();
            arrive.step();
            double[] s = sample(pair);
            assertEquals(arrive.body().position().distanceTo(arrive.target()), s[col(pair, "arrive_distance")], 1e-12);
            if (s[col(pair, "arrive_distance")] < 21) {
                assertEquals(s[col(pair, "arrive_asked_speed")], s[col(pair, "arrive_actual_speed")], 1e-12, "tick " + t);
            }
        }
    }

    @Test
    void noCapSwitchesBackToTheSlidersCapAndMaxForceInfWorks() {
        Lesson<?> cap = LessonCatalog.byId("cap").orElseThrow();
        Playback pb = new Playback(cap.factory(), cap.defaultParams(), 100);
        SteerWorld w = (SteerWorld) pb.world();
        assertTrue(!w.gait().capped(), "the lesson opens without a cap");
        pb.apply(new Input.SetParam("no-cap", 0));
        assertEquals(0.3, ((SteerWorld) pb.world()).gait().maxForce(), 1e-12);
        pb.reset();
        assertEquals(0.3, ((SteerWorld) pb.world()).gait().maxForce(), 1e-12, "reset keeps the values in force");

        ParamValues p = ParamValues.defaults(SteerWorld.PARAMS);
        p.parseAndSet("max-force", "inf");
        SteerWorld free = new SteerWorld(p);
        free.step();
        double[] row = sample(free);
        assertEquals(2.4, row[col(free, "speed")], 1e-12, "uncapped: full speed after one tick");
        assertEquals(0, row[col(free, "steer_len")], 1e-12);
    }

    @Test
    void draggingRewritesTheCurrentRowAndStepBackReplaysTheTableExactly() {
        Lesson<?> seek = LessonCatalog.byId("seek").orElseThrow();
        Playback pb = new Playback(seek.factory(), seek.defaultParams(), 100);
        SteerWorld w0 = (SteerWorld) pb.world();
        assertEquals(4.0, w0.firstRow().steering().rawLength(), 1e-12, "tick 0 is the worked example");
        pb.steps(3);
        pb.apply(new Input.Drag(SteerWorld.WALKER, new Vec2(60, 60)));
        SteerWorld w = (SteerWorld) pb.world();
        SteerWorld.Row last = w.rows().get(w.rows().size() - 1);
        assertEquals(new Vec2(60, 60), last.position());
        assertEquals(3, last.tick());
        pb.apply(new Input.Drag(SteerWorld.VELOCITY, new Vec2(60, 60).plus(new Vec2(1, -0.5).times(SteerWorld.VECTOR_SCALE))));
        assertEquals(1, ((SteerWorld) pb.world()).body().velocity().x(), 1e-12);
        pb.steps(5);
        List<SteerWorld.Row> rows = ((SteerWorld) pb.world()).rows();
        pb.stepBack();
        pb.step();
        List<SteerWorld.Row> again = ((SteerWorld) pb.world()).rows();
        assertEquals(rows, again, "replay rebuilds the same table");
    }

    @Test
    void theComposeLessonSettlesOnItsPredictedRestPointWhateverTheWind() {
        Lesson<?> compose = LessonCatalog.byId("compose").orElseThrow();
        ParamValues p = compose.defaultParams();
        p.set("wind-strength", 0);
        p.set("wind-dir", 90);
        Playback pb = new Playback(compose.factory(), p, 100);
        pb.apply(new Input.SetParam("wind-strength", 0.25));
        pb.steps(2000);
        SteerWorld w = (SteerWorld) pb.world();
        assertEquals(0, w.wind().x(), 1e-12, "the direction set at strength 0 is kept");
        assertEquals(0.25, w.wind().y(), 1e-12);
        assertEquals(96, w.body().position().x(), 1e-6);
        assertEquals(64 + 0.25 * 24 / 2.4, w.body().position().y(), 1e-6);
        assertEquals(w.predictedOffset(), sample(w)[col(w, "offset")], 1e-6);
    }

    @Test
    void wanderWrapsOnItsFieldAndTheLessonsWanderersAreTheScenarios() {
        ParamValues p = ParamValues.defaults(WanderWorld.PARAMS);
        WanderWorld circle = new WanderWorld(p);
        p.set("kind", 1);
        WanderWorld jump = new WanderWorld(p);
        WanderPairWorld pair = new WanderPairWorld(ParamValues.defaults(WanderPairWorld.PARAMS));
        for (int t = 0; t < 2000; t++) {
            circle.step();
            jump.step();
            pair.step();
            Vec2 c = circle.body().position();
            assertTrue(c.x() >= 0 && c.x() < 192 && c.y() >= 0 && c.y() < 128, "inside the field: " + c);
        }
        assertEquals(circle.body().position(), pair.circle().body().position());
        assertEquals(jump.body().position(), pair.jump().body().position());
        assertTrue(circle.path() > 2000 * 2, "it kept going round the wrapped field: " + circle.path());
    }
}
