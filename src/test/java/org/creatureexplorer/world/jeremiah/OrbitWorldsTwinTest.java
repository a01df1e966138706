package org.creatureexplorer.world.jeremiah;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import org.creatureexplorer.creature.jeremiah.Jeremiah;
import org.creatureexplorer.creature.jeremiah.NoiseOrbitHead;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.CopyChecks;
import org.junit.jupiter.api.Test;

/**
 * The whole Jeremiah and the head alone, each against a twin creature built here and stepped
 * with the mouse-held rule worked out here from the button and the parameter; the columns
 * read off the twin; the head trail; copy().
 */
class OrbitWorldsTwinTest {

    private static double[] jeremiahColumns(Jeremiah j) {
        Vec2 h = j.head().position();
        return new double[] {h.x(), h.y(), j.head().speed(), j.body().stretch(), j.stepsThisFrame(), j.feetPlanted(),
                j.stepsPerSecond(), j.head().noise()};
    }

    private static double[] headColumns(NoiseOrbitHead h) {
        return new double[] {h.noise(), h.position().distanceTo(new Vec2(300, 300)), h.turnRate(), h.speed(),
                h.position().x(), h.position().y(), h.turnScale()};
    }

    @Test void jeremiahIsItsTwinAndTheButtonOrTheParameterHoldsTheMouse() {
        ParamValues p = ParamValues.defaults(JeremiahWorld.LESSON_PARAMS);
        p.set("seed", 3);
        JeremiahWorld w = new JeremiahWorld(p);
        Jeremiah twin = new Jeremiah(3, false);
        assertFalse(w.held());
        double[] s = new double[w.series().size()];
        w.sample(s);
        assertArrayEquals(jeremiahColumns(twin), s, 0, "at the start");
        boolean pressed = false, param = false;
        int heldTicks = 0;
        for (int t = 1; t <= 900; t++) {
            if (t == 100) { w.apply(new Input.PointerPressed(new Vec2(300, 300))); pressed = true; }
            if (t == 250) { w.apply(new Input.PointerReleased()); pressed = false; }
            if (t == 400) { w.apply(new Input.SetParam("mouse-held", 1)); param = true; }
            if (t == 500) { w.apply(new Input.PointerPressed(new Vec2(10, 10))); pressed = true; }
            if (t == 600) { w.apply(new Input.SetParam("mouse-held", 0)); param = false; }
            if (t == 700) { w.apply(new Input.PointerReleased()); pressed = false; }
            if (t == 750) w.apply(new Input.SetParam("seed", 9));
            assertEquals(pressed || param, w.held(), "tick " + t);
            if (w.held()) heldTicks++;
            twin.step(pressed || param);
            w.step();
            w.sample(s);
            assertArrayEquals(jeremiahColumns(twin), s, 0, "tick " + t);
        }
        assertEquals(450, heldTicks, "held from 100 to 250 and from 400 to 700");
        assertEquals(900, w.tick());
    }

    @Test void jeremiahStartsHeldWhenTheParameterSaysSo() {
        ParamValues p = ParamValues.defaults(JeremiahWorld.LESSON_PARAMS);
        p.set("mouse-held", 1);
        JeremiahWorld w = new JeremiahWorld(p);
        assertTrue(w.held());
        Jeremiah twin = new Jeremiah(1, true);
        for (int t = 0; t < 300; t++) { twin.step(true); w.step(); }
        assertEquals(twin.head().position(), w.creature().head().position());
        JeremiahWorld scenario = new JeremiahWorld(ParamValues.defaults(JeremiahWorld.PARAMS));
        assertFalse(scenario.held(), "the scenario's parameters have no mouse-held: not held");
    }

    @Test void jeremiahsTrailIsItsLastTwoHundredHeadPositionsAndACopyGoesOnAlone() {
        JeremiahWorld w = new JeremiahWorld(ParamValues.defaults(JeremiahWorld.PARAMS));
        ArrayDeque<Vec2> heads = new ArrayDeque<>();
        heads.add(w.creature().head().position());
        for (int t = 1; t <= 260; t++) {
            w.step();
            heads.addLast(w.creature().head().position());
            if (heads.size() > 200) heads.removeFirst();
            assertEquals(new ArrayList<>(heads), w.trail(), "tick " + t);
            assertEquals(heads.size(), w.trailSize());
        }
        w.apply(new Input.PointerPressed(new Vec2(300, 300)));
        JeremiahWorld c = w.copy();
        assertTrue(c.held(), "the button is copied");
        double[] before = new double[w.series().size()], after = new double[before.length];
        w.sample(before);
        c.apply(new Input.PointerReleased());
        for (int t = 0; t < 200; t++) c.step();
        w.sample(after);
        assertArrayEquals(before, after, 0, "the copy's steps and inputs leave the original as it was");
        assertTrue(w.held());
        assertEquals(new ArrayList<>(heads), w.trail());
        JeremiahWorld d = w.copy();
        CopyChecks.stepAlike(w, d, 300);
        assertEquals(w.trail(), d.trail());
        for (int k = 0; k < Jeremiah.LEGS; k++) assertEquals(w.creature().leg(k).foot(), d.creature().leg(k).foot());
    }

    @Test void theHeadIsItsTwinAndTheButtonOrTheParameterHoldsTheMouse() {
        ParamValues p = ParamValues.defaults(HeadOrbitWorld.PARAMS);
        p.set("seed", 12);
        HeadOrbitWorld w = new HeadOrbitWorld(p);
        NoiseOrbitHead twin = new NoiseOrbitHead(12, false);
        double[] s = new double[w.series().size()];
        w.sample(s);
        assertArrayEquals(headColumns(twin), s, 0, "at the start");
        boolean pressed = false, param = false;
        ArrayDeque<Vec2> trail = new ArrayDeque<>();
        trail.add(twin.position());
        for (int t = 1; t <= 600; t++) {
            if (t == 50) { w.apply(new Input.PointerPressed(new Vec2(1, 1))); pressed = true; }
            if (t == 150) { w.apply(new Input.PointerReleased()); pressed = false; }
            if (t == 300) { w.apply(new Input.SetParam("mouse-held", 1)); param = true; }
            if (t == 450) { w.apply(new Input.SetParam("mouse-held", 0)); param = false; }
            if (t == 500) w.apply(new Input.SetParam("seed", 2));
            assertEquals(pressed || param, w.held(), "tick " + t);
            twin.step(pressed || param);
            w.step();
            w.sample(s);
            assertArrayEquals(headColumns(twin), s, 0, "tick " + t);
            trail.addLast(twin.position());
            if (trail.size() > 200) trail.removeFirst();
        }
        assertEquals(new ArrayList<>(trail), w.trail());
        HeadOrbitWorld c = w.copy();
        c.apply(new Input.PointerPressed(new Vec2(1, 1)));
        for (int t = 0; t < 100; t++) c.step();
        assertFalse(w.held(), "the copy's button is its own");
        assertEquals(twin.position(), w.head().position(), "the copy's steps leave the original as it was");
        HeadOrbitWorld d = w.copy();
        for (int t = 0; t < 200; t++) {
            twin.step(false);
            w.step();
            d.step();
            assertEquals(twin.position(), d.head().position(), "tick " + w.tick());
            assertEquals(w.head().position(), d.head().position());
        }
        assertEquals(w.trail(), d.trail());
        assertTrue(new HeadOrbitWorld(ParamValues.defaults(HeadOrbitWorld.PARAMS)).trail().size() == 1, "the start is the trail's first point");
    }
}
