package org.creatureexplorer.world.blends;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.world.blends.GrazeWorld.Predator;
import org.creatureexplorer.world.blends.GrazeWorld.Rule;
import org.junit.jupiter.api.Test;

/** The comparison lesson's three walkers are exactly the graze scenario's three runs. */
class BlendsWorldTest {

    static int col(BlendsWorld w, String name) {
        for (int i = 0; i < w.series().size(); i++) if (w.series().get(i).column().equals(name)) return i;
        throw new AssertionError(name);
    }

    @Test
    void eachWalkerIsTheGrazeScenariosRunForItsRule() {
        for (String predator : new String[] {"walk", "park"}) {
            ParamValues p = ParamValues.defaults(BlendsWorld.PARAMS);
            p.parseAndSet("predator", predator);
            p.set("seed", 11);
            BlendsWorld w = new BlendsWorld(p);
            String[] names = {"sum", "switch", "alarm"};
            Rule[] rules = {Rule.SUM, Rule.SWITCH, Rule.FEAR};
            GrazeWorld[] alone = new GrazeWorld[3];
            for (int i = 0; i < 3; i++) {
                ParamValues g = ParamValues.defaults(GrazeWorld.PARAMS);
                g.parseAndSet("blend", rules[i].id());
                g.parseAndSet("predator", predator);
                g.set("seed", 11);
                alone[i] = new GrazeWorld(g);
            }
            double[] s = new double[w.series().size()];
            for (int t = 0; t <= 240; t++) {
                w.sample(s);
                assertEquals(t, s[col(w, "t")]);
                for (int i = 0; i < 3; i++) {
                    GrazeWorld a = alone[i];
                    assertEquals(a.fear(), s[col(w, "fear_" + names[i])], predator + " tick " + t);
                    assertEquals(a.predatorDistance(), s[col(w, "predator_" + names[i])]);
                    assertEquals(a.body().speed(), s[col(w, "speed_" + names[i])]);
                    assertEquals(a.tuftDistance(), s[col(w, "tuft_" + names[i])]);
                    assertEquals(a.insideTicks(), s[col(w, "inside_" + names[i])]);
                    assertEquals(a.closest(), s[col(w, "closest_" + names[i])]);
                    a.step();
                }
                w.step();
            }
        }
    }

    @Test
    void parametersReachAllThreeAndTheNoCapToggleRemovesEveryCap() {
        Lesson<?> lesson = LessonCatalog.byId("blends").orElseThrow();
        Playback pb = new Playback(lesson.factory(), lesson.defaultParams(), 100);
        pb.steps(10);
        pb.apply(new Input.SetParam("decay", 0.8));
        pb.apply(new Input.SetParam("no-cap", 1));
        BlendsWorld w = (BlendsWorld) pb.world();
        for (GrazeWorld g : w.walkers()) {
            assertEquals(0.8, g.decay());
            assertEquals(Double.POSITIVE_INFINITY, g.gait().maxForce());
            assertEquals(Predator.WALK, g.predatorKind());
        }
        pb.steps(50);
        double[] before = new double[w.series().size()];
        pb.world().sample(before);
        pb.stepBack();
        pb.steps(1);
        double[] again = new double[w.series().size()];
        pb.world().sample(again);
        assertEquals(java.util.Arrays.toString(before), java.util.Arrays.toString(again), "step back and forward replays exactly");
    }
}
