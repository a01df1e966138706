package org.creatureexplorer.world.blends;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.PetWorld.Mood;
import org.junit.jupiter.api.Test;

/** PetWorld's measures, pointer and driven target, copies; the script's phases; {@code measure pet}. */
class PetWorldStateTest {
    static final double DT = 1.0 / 60;

    static double[] sample(PetWorld w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    @Test
    void theSampleReadsThePetAndItsMoodBands() {
        PetWorld w = new PetWorld(3);
        int sinceChange = 0;
        for (int t = 0; t < 12 * 60; t++) {
            Mood before = w.mood();
            w.step();
            sinceChange = w.mood() == before ? sinceChange + 1 : 0;
            assertEquals(sinceChange * DT, w.moodSeconds(), 1e-9, "seconds since the mood last changed, tick " + t);
            if (w.mood() != Mood.WANDER && w.body().speed() > 1e-6) {
                assertEquals(w.body().velocity().angle(), w.heading(), 1e-12, "following or dashing, it heads where it goes");
            }
            double[] s = sample(w);
            Mood m = w.mood();
            assertEquals(m.ordinal(), s[0]);
            assertEquals(w.body().speed() / DT, s[1], 1e-9, "px per tick x 60 = px/s");
            assertEquals(w.petSpeed(), s[1], 1e-12);
            assertEquals(w.targetSpeed(), s[2], 1e-12);
            assertEquals(w.body().position().distanceTo(w.target()), s[3], 1e-12);
            assertEquals(m == Mood.WANDER ? 0 : Double.NaN, s[4], "tick " + t);
            assertEquals(m == Mood.FOLLOW ? 1 : Double.NaN, s[5], "tick " + t);
            assertEquals(m == Mood.STARTLED ? 2 : Double.NaN, s[6], "tick " + t);
            assertEquals(w.body().position().x(), s[7]);
            assertEquals(w.body().position().y(), s[8]);
            assertEquals(w.target().x(), s[9]);
            assertEquals(w.target().y(), s[10]);
            assertEquals(w.desired().length(), s[11], 1e-12);
            assertEquals(w.body().velocity().length() / DT, w.velocity().length(), 1e-9);
            assertEquals(w.script().at(w.tick() * DT), w.target(), "no pointer: the script leads");
            assertEquals(w.target(), w.followedTarget());
            assertEquals(w.body().position(), w.leadPoint());
            if (m == Mood.STARTLED) assertTrue(w.dashSecondsLeft() > 0 && w.dashSecondsLeft() <= 1.1 + 1e-9);
            else assertEquals(0, w.dashSecondsLeft());
        }
        assertEquals(3, w.seed());
    }

    @Test
    void theTrailsKeepThePositionsAndTheMoods() {
        PetWorld w = new PetWorld(2);
        List<Vec2> positions = new ArrayList<>(List.of(w.body().position()));
        List<Mood> moods = new ArrayList<>(List.of(w.mood()));
        for (int t = 0; t < 100; t++) {
            w.step();
            positions.add(w.body().position());
            moods.add(w.mood());
        }
        assertEquals(positions, w.trail());
        assertEquals(positions, w.trailView());
        assertEquals(moods, w.trailMoods());
        assertEquals(moods, w.trailMoodsView());
    }

    @Test
    void aPointerIsClampedToTheStageAndItsArrivalIsNotAMovement() {
        PetWorld w = new PetWorld(1);
        for (int t = 0; t < 30; t++) w.step();
        assertNull(w.pointer());
        w.apply(new Input.PointerAt(new Vec2(-50, 900)));
        assertEquals(new Vec2(0, PetWorld.STAGE_H), w.pointer());
        w.step();
        assertEquals(new Vec2(0, PetWorld.STAGE_H), w.target());
        assertEquals(0, w.targetSpeed(), "the jump to the pointer is not a movement");
        w.apply(new Input.PointerAt(new Vec2(10, 290)));
        w.step();
        assertEquals(Math.hypot(10, 10) / DT, w.targetSpeed(), 1e-6, "then the pointer's moves are");
        w.apply(new Input.PointerLeft());
        assertNull(w.pointer());
        w.step();
        assertEquals(w.script().at(w.tick() * DT), w.target());
        assertEquals(0, w.targetSpeed(), "the jump back to the script is not a movement either");
        w.apply(new Input.PointerLeft()); // already gone: nothing to forget
        w.step();
        assertTrue(w.targetSpeed() > 0, "the script moves");
    }

    @Test
    void aDrivenTargetReplacesScriptAndPointer() {
        PetWorld w = new PetWorld(1);
        w.apply(new Input.PointerAt(new Vec2(100, 100)));
        for (int t = 0; t < 10; t++) w.step();
        w.driveTarget(new Vec2(300, 200));
        w.step();
        assertEquals(new Vec2(300, 200), w.target());
        assertEquals(0, w.targetSpeed(), "a new source's jump is not a movement");
        w.driveTarget(new Vec2(301, 200));
        w.step();
        assertEquals(1 / DT, w.targetSpeed(), 1e-6, "the driven target's own moves count");
        w.apply(new Input.PointerAt(new Vec2(5, 5)));
        w.step();
        assertEquals(new Vec2(301, 200), w.target(), "the driver wins over the pointer");
    }

    @Test
    void aCopyRunsOnItsOwnAndTheSameSeedGivesTheSameRun() {
        PetWorld a = new PetWorld(4);
        PetWorld b = new PetWorld(ParamValues.defaults(PetWorld.PARAMS));
        assertEquals(1, b.seed(), "the scenario's default seed");
        PetWorld a2 = new PetWorld(4);
        for (int t = 0; t < 400; t++) { a.step(); a2.step(); }
        assertArrayEquals(sample(a), sample(a2));
        assertEquals(a.heading(), a2.heading());
        PetWorld c = a.copy();
        assertArrayEquals(sample(a), sample(c));
        a.step();
        assertEquals(400, c.tick());
        c.step();
        a2.step();
        assertArrayEquals(sample(a2), sample(c));
        assertEquals(a2.trail(), c.trail());
        assertEquals(a2.moodSeconds(), c.moodSeconds());
        assertEquals(a2.stillSeconds(), c.stillSeconds());
        assertEquals("seed", PetWorld.seedParam().name());
        assertEquals(1_000_000, PetWorld.seedParam().max());
    }

    @Test
    void stillSecondsCountWhileTheTargetRests() {
        PetWorld w = new PetWorld(1);
        w.apply(new Input.PointerAt(new Vec2(240, 150)));
        w.step();
        for (int t = 1; t <= 20; t++) {
            w.step();
            assertEquals(t * DT + DT, w.stillSeconds(), 1e-9, "the pointer has not moved since its arrival");
        }
    }

    @Test
    void theScriptFlicksAndRestsOnHalfOpenIntervalsEachCycle() {
        for (int cycle = 0; cycle < 3; cycle++) {
            double c = cycle * PetScript.CYCLE;
            assertTrue(PetScript.flicking(c + 8.0), "the flick starts at 8 s");
            assertFalse(PetScript.flicking(c + 8.2), "and is over at 8.2 s");
            assertFalse(PetScript.flicking(c + 7.99));
            assertTrue(PetScript.flicking(c + 8.19));
            assertTrue(PetScript.resting(c + 3.5), "the rest starts at 3.5 s");
            assertFalse(PetScript.resting(c + 5.5), "and is over at 5.5 s");
            assertFalse(PetScript.resting(c + 3.49));
            assertTrue(PetScript.resting(c + 5.49));
        }
        PetScript s = new PetScript(PetWorld.PATH);
        assertEquals(PetWorld.PATH, s.curve());
        assertEquals(s.at(4.0), s.at(5.0), "resting: the point stands");
    }

    @Test
    void measurePetRunsItsDurationOrItsTicks() {
        PetScenario sc = new PetScenario();
        assertEquals("pet", sc.name());
        assertTrue(sc.summary().contains("pet"));
        assertEquals(PetScenario.COLUMNS, sc.columns());
        assertTrue(sc.rows().isPresent());
        ParamValues v = ParamValues.defaults(sc.params());
        v.set("duration", 0.5);
        List<String[]> rows = new ArrayList<>();
        sc.run(v, rows::add);
        assertEquals(31, rows.size(), "tick 0 and 30 ticks of 1/60 s");
        assertEquals("30", rows.get(30)[0]);
        v.set("ticks", 7);
        rows.clear();
        sc.run(v, rows::add);
        assertEquals(8, rows.size(), "--ticks overrides the duration");
        assertEquals(Mood.FOLLOW.name(), rows.get(0)[2], "the mood is written as a word");
        // The longest runs the parameters allow pass the 10,000,000-tick limit check.
        v.set("ticks", 0);
        v.set("duration", 100_000);
        sc.validate(v); // 6,000,000 ticks
        v.set("ticks", 10_000_000);
        sc.validate(v); // exactly the limit
        assertThrows(IllegalArgumentException.class, () -> v.set("ticks", 10_000_001), "over the limit: refused by the range");
    }
}
