package org.creatureexplorer.world.blends;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.GrazeWorld.Predator;
import org.creatureexplorer.world.blends.GrazeWorld.Rule;
import org.junit.jupiter.api.Test;

/** GrazeWorld's parameters, live changes, thresholds and per-run measures; BlendsWorld's three walkers. */
class GrazeStateTest {

    static GrazeWorld world(Rule r, Predator p) { return new GrazeWorld(r, p, 5, 0.3, 40, 0.94, 2); }

    static double[] sample(org.creatureexplorer.model.World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    @Test
    void namesAndParameterAccessors() {
        assertEquals("park", Predator.PARK.id());
        assertEquals(Rule.SWITCH, Rule.of(Rule.SWITCH.id()));
        assertThrows(IllegalArgumentException.class, () -> Rule.of("vote"));
        for (Rule r : Rule.values()) assertFalse(r.title().isBlank(), r.id());
        assertEquals(List.of("blend", "predator", "startle", "decay", "flight-weight", "max-force", "no-cap", "seed"),
                List.of(GrazeWorld.blendParam(), GrazeWorld.predatorParam(), GrazeWorld.startleParam(), GrazeWorld.decayParam(),
                        GrazeWorld.flightWeightParam(), GrazeWorld.maxForceParam(), GrazeWorld.noCapParam(),
                        GrazeWorld.lessonSeedParam()).stream().map(ParamSpec::name).toList());
        assertEquals(99, GrazeWorld.lessonSeedParam().max(), "the lessons' seed slider runs 0 to 99");
        assertTrue(GrazeWorld.maxForceParam().parse("inf") == Double.POSITIVE_INFINITY, "max force accepts inf");
        assertEquals(List.of("predator", "seed", "decay", "startle", "flight-weight", "no-cap"),
                BlendsWorld.PARAMS.stream().map(ParamSpec::name).toList());
    }

    @Test
    void aFiniteMaxForceIsUsedAndInfinityKeepsTheSliderUnderTheSwitch() {
        assertEquals(0.5, new GrazeWorld(Rule.FEAR, Predator.WALK, 5, 0.5, 40, 0.94, 2).gait().maxForce());
        GrazeWorld free = new GrazeWorld(Rule.FEAR, Predator.WALK, 5, Double.POSITIVE_INFINITY, 40, 0.94, 2);
        assertFalse(free.gait().capped());
        free.apply(new Input.SetParam("no-cap", 0));
        assertEquals(0.3, free.gait().maxForce(), "the reference cap waited under the switch");
        // From the lesson's parameters: no-cap on over a max force of 0.8.
        ParamValues p = new ParamValues(List.of(GrazeWorld.BLEND.spec(), GrazeWorld.PREDATOR.spec(), GrazeWorld.SEED.spec(),
                GrazeWorld.MAX_FORCE.spec(), GrazeWorld.STARTLE.spec(), GrazeWorld.DECAY.spec(), GrazeWorld.FLIGHT_WEIGHT.spec(),
                GrazeWorld.NO_CAP.spec()));
        p.set("no-cap", 1);
        p.set("max-force", 0.8);
        GrazeWorld w = new GrazeWorld(p);
        assertFalse(w.gait().capped());
        w.apply(new Input.SetParam("no-cap", 0));
        assertEquals(0.8, w.gait().maxForce());
        ParamValues inf = ParamValues.defaults(GrazeWorld.PARAMS);
        inf.parseAndSet("max-force", "inf");
        GrazeWorld g = new GrazeWorld(inf);
        assertFalse(g.gait().capped());
        g.apply(new Input.SetParam("no-cap", 0));
        assertEquals(0.3, g.gait().maxForce(), "max-force=inf leaves the reference value underneath");
        g.apply(new Input.SetParam("max-force", 0.6));
        assertEquals(0.6, g.gait().maxForce());
    }

    @Test
    void thePredatorIsInsideOnlyCloserThanTheStartleRadius() {
        double d0 = world(Rule.FEAR, Predator.PARK).predatorDistance();
        GrazeWorld onTheEdge = new GrazeWorld(Rule.FEAR, Predator.PARK, 5, 0.3, d0, 0.94, 2);
        assertFalse(onTheEdge.inside(), "at exactly the radius: outside");
        assertEquals(0, onTheEdge.fear());
        GrazeWorld justIn = new GrazeWorld(Rule.FEAR, Predator.PARK, 5, 0.3, Math.nextUp(d0), 0.94, 2);
        assertTrue(justIn.inside());
        assertEquals(1, justIn.fear());
        assertTrue(justIn.firstRow().inside());
        // The same in a live change of the radius.
        GrazeWorld w = world(Rule.FEAR, Predator.PARK);
        w.apply(new Input.SetParam("startle", d0));
        assertFalse(w.inside());
        assertEquals(0, w.fear());
        w.apply(new Input.SetParam("startle", Math.nextUp(d0)));
        assertTrue(w.inside());
        assertEquals(1, w.fear());
        assertEquals(Math.nextUp(d0), w.startle());
    }

    @Test
    void aTickEndingAtExactlyTheRadiusIsOutside() {
        GrazeWorld w = world(Rule.FEAR, Predator.WALK);
        for (int t = 0; t < 20; t++) w.step();
        // Look one tick ahead on a copy: the walker nears the predator, so the radius set to the
        // next distance leaves it outside now and the decision (FEAR: weights from fear alone) unchanged.
        GrazeWorld ahead = w.copy();
        ahead.step();
        double next = ahead.predatorDistance();
        assertTrue(next < w.predatorDistance() && next < 120);
        w.apply(new Input.SetParam("startle", next));
        assertFalse(w.inside());
        w.step();
        assertEquals(next, w.predatorDistance(), "the same tick as the copy's");
        assertFalse(w.inside(), "at exactly the radius: outside");
        assertEquals(0, w.insideTicks());
    }

    @Test
    void liveChangesRewriteTheCurrentRowAndAtTickZeroTheFirstRow() {
        GrazeWorld w = world(Rule.SUM, Predator.PARK);
        w.apply(new Input.SetParam("startle", 120));
        assertTrue(w.inside());
        assertEquals(w.decision(), w.rows().get(0).decision());
        assertEquals(w.rows().get(0), w.firstRow(), "at tick 0 the first row is the current one");
        assertEquals(2, w.firstRow().decision().flightWeight(), "inside: the sum hears flight at its weight");
        w.apply(new Input.SetParam("flight-weight", 3.5));
        assertEquals(3.5, w.flightWeight());
        assertEquals(3.5, w.decision().flightWeight());
        assertEquals(3.5, w.rows().get(0).decision().flightWeight());
        w.step();
        GrazeWorld.Row first = w.firstRow();
        w.apply(new Input.SetParam("flight-weight", 1));
        assertEquals(first, w.firstRow(), "after tick 0 the first row stays");
        assertEquals(1, w.rows().get(1).decision().flightWeight());
        w.apply(new Input.SetParam("decay", 0.5));
        assertEquals(0.5, w.decay());
        w.apply(new Input.SetParam("wind-x", 1)); // not graze's: ignored
        w.apply(new Input.Action("fold"));
        assertEquals(2, w.rows().size());
    }

    @Test
    void theRunsMeasuresAreTheTicksMaximaAndMinima() {
        for (Rule r : Rule.values()) {
            GrazeWorld w = world(r, Predator.WALK);
            double closest = w.predatorDistance(), top = 0;
            int inside = 0;
            List<Vec2> trail = new ArrayList<>(List.of(w.body().position()));
            for (int t = 0; t < 240; t++) {
                w.step();
                trail.add(w.body().position());
                closest = Math.min(closest, w.predatorDistance());
                if (w.predatorDistance() < 40) {
                    inside++;
                    top = Math.max(top, w.body().speed());
                }
                assertEquals(inside, w.insideTicks());
                assertEquals(closest, w.closest());
                assertEquals(top, w.topSpeedInside(), "tick " + t);
                double[] s = sample(w);
                assertEquals(inside, s[10]);
                assertEquals(closest, s[16]);
            }
            assertTrue(inside > 0 && top > 0, r + " met the predator");
            assertEquals(trail, w.trail());
            assertEquals(trail, w.trailView());
            assertEquals(w.rows(), w.rowsView());
            assertEquals(0, w.firstRow().tick());
            assertEquals(5, w.seed());
            assertEquals(GrazeWorld.WANDER_AHEAD, w.wander().ahead());
        }
    }

    @Test
    void feedingMeansTheAlarmFadedAndTheWalkerIsAtTheTuft() {
        GrazeWorld w = world(Rule.FEAR, Predator.WALK);
        assertFalse(w.feeding(), "it starts 120 px from the tuft");
        boolean alarmed = false, fed = false;
        for (int t = 0; t < 600; t++) {
            w.step();
            alarmed |= w.fear() == 1;
            boolean expected = w.fear() < 0.05 && w.tuftDistance() < GrazeWorld.BRAKE;
            assertEquals(expected, w.feeding(), "tick " + t);
            fed |= expected;
        }
        assertTrue(alarmed && fed, "the walker was startled and went back to grazing");
    }

    @Test
    void anAlarmOfExactlyPointZeroFiveIsNotYetFeeding() {
        // A startle radius of 4 px lets the walker graze beside the parked predator.
        GrazeWorld w = new GrazeWorld(Rule.FEAR, Predator.PARK, 5, 0.3, 4, 0.94, 2);
        for (int t = 0; t < 600; t++) w.step();
        assertTrue(w.feeding() && w.tuftDistance() < GrazeWorld.BRAKE);
        // Startle it (fear 1), shrink the radius again (fear stays 1), then one tick at decay 0.05: fear = 0.05 exactly.
        w.apply(new Input.SetParam("startle", 120));
        assertEquals(1, w.fear());
        w.apply(new Input.SetParam("startle", 4));
        w.apply(new Input.SetParam("decay", 0.05));
        w.step();
        assertFalse(w.inside());
        assertEquals(0.05, w.fear());
        assertTrue(w.tuftDistance() < GrazeWorld.BRAKE);
        assertFalse(w.feeding(), "fear must fall below 0.05");
        w.step();
        assertTrue(w.feeding());
    }

    @Test
    void theStageAndACopyOnItsOwn() {
        GrazeWorld w = world(Rule.SWITCH, Predator.WALK);
        assertEquals(FixedTickWorld.DT, w.dt());
        assertEquals(300, w.stageWidth());
        assertEquals(128, w.stageHeight());
        assertEquals(200, w.withStageHeight(200).stageHeight());
        for (int t = 0; t < 50; t++) w.step();
        GrazeWorld c = w.copy();
        assertArrayEquals(sample(w), sample(c));
        assertEquals(200, c.stageHeight());
        GrazeWorld same = world(Rule.SWITCH, Predator.WALK);
        for (int t = 0; t < 51; t++) same.step();
        w.step();
        assertEquals(50, c.tick(), "the copy did not move");
        c.step();
        assertArrayEquals(sample(same), sample(c));
        assertEquals(same.rows(), c.rows());
    }

    @Test
    void theThreeWalkersAreTheGrazeWorldsOfTheirRulesAndCopyTogether() {
        ParamValues p = ParamValues.defaults(BlendsWorld.PARAMS);
        p.set("predator", 1);
        p.set("seed", 8);
        BlendsWorld b = new BlendsWorld(p);
        assertEquals(FixedTickWorld.DT, b.dt());
        assertEquals(300, b.stageWidth());
        assertEquals(20 + 128 + 50, b.stageHeight());
        assertEquals(40, b.startle());
        assertEquals(GrazeWorld.SETUP.parkSpot(), b.predator());
        List<GrazeWorld> own = new ArrayList<>();
        for (Rule r : BlendsWorld.ORDER) own.add(new GrazeWorld(r, Predator.PARK, 8, 0.3, 40, 0.94, 2));
        for (int t = 0; t < 100; t++) {
            b.step();
            for (GrazeWorld g : own) g.step();
        }
        assertEquals(3, b.walkers().size());
        for (int i = 0; i < 3; i++) {
            assertEquals(BlendsWorld.ORDER.get(i), b.walkers().get(i).rule());
            assertEquals(own.get(i).body().position(), b.walker(BlendsWorld.ORDER.get(i)).body().position());
        }
        double[] s = sample(b);
        assertEquals(100, s[0]);
        assertEquals(own.get(2).fear(), s[3]);
        assertEquals(own.get(1).predatorDistance(), s[5]);
        assertEquals(own.get(0).topSpeedInside(), s[19]);
        BlendsWorld c = b.copy();
        assertArrayEquals(s, sample(c));
        b.step();
        assertEquals(100, c.tick(), "the copy did not move");
        c.step();
        assertArrayEquals(sample(b), sample(c));
    }
}
