package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.model.CopyCheck;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The FABRIK lesson's controls: the target handle (drag, release, other handles ignored), the
 * warm start's target recomputed from its closed form, the "before" joints the correction arrows
 * start from, and every control that must start a new stepwise solve.
 */
class FabrikWorldControlsTest {

    private static FabrikWorld world(String mode) {
        ParamValues p = ParamValues.defaults(FabrikWorld.PARAMS);
        p.parseAndSet("mode", mode);
        return new FabrikWorld(p);
    }

    private static FabrikWorld settled() {
        FabrikWorld w = world(FabrikWorld.STEPWISE);
        while (w.solving()) w.step();
        return w;
    }

    /** Before any pass: the arrows start on the chain itself, no root error yet, the handle on the start target. */
    @Test
    void atTickZeroTheBeforeJointsAreTheChain() {
        FabrikWorld w = world(FabrikWorld.STEPWISE);
        for (int i = 0; i < w.chain().size(); i++) assertEquals(w.chain().joint(i), w.before(i));
        assertTrue(Double.isNaN(w.rootErrorBackward()));
        assertEquals(w.chain().tip().distanceTo(FabrikWorld.START_TARGET), w.tipErrorForward(), 0.0);
        assertEquals(List.of(new Handle(FabrikWorld.TARGET, "target", FabrikWorld.ORIGIN.plus(FabrikWorld.START_TARGET))), w.handles());
        assertFalse(w.warmStart());
        assertFalse(w.dragging());
    }

    /** Every tick that moves the chain first records where its joints were. */
    @Test
    void beforeHoldsTheJointsAtTheStartOfTheLastTick() {
        for (String mode : List.of(FabrikWorld.STEPWISE, FabrikWorld.WARM_START)) {
            FabrikWorld w = world(mode);
            for (int t = 0; t < 12; t++) {
                Vec2[] was = new Vec2[w.chain().size()];
                for (int i = 0; i < was.length; i++) was[i] = w.chain().joint(i);
                w.step();
                for (int i = 0; i < was.length; i++) assertEquals(was[i], w.before(i), mode + " tick " + (t + 1) + " joint " + i);
            }
            assertTrue(w.rootErrorBackward() > 0, mode + ": the backward pass leaves the root off its anchor");
        }
    }

    /**
     * The warm start's target leaves the start target for the path with weight 1 - e^(-3 t):
     * w += (1 - w)(1 - e^(-3 dt)) each tick from 0 is that closed form.
     */
    @Test
    void theWarmStartTargetBlendsOntoThePathByItsClosedForm() {
        FabrikWorld w = world(FabrikWorld.WARM_START);
        assertTrue(w.warmStart());
        for (int t = 1; t <= 240; t++) {
            w.step();
            double weight = 1 - Math.exp(-FabrikWorld.PATH_EASE * t * w.dt());
            Vec2 expected = FabrikWorld.START_TARGET.lerp(FabrikWorld.PATH.at(t * w.dt()), weight);
            assertEquals(0, w.target().distanceTo(expected), 1e-9, "tick " + t);
        }
    }

    /** Dragged, the target is the handle; released, it blends back to the path from where it was let go. */
    @Test
    void aDragHoldsTheTargetAndAReleaseBlendsFromThere() {
        FabrikWorld w = world(FabrikWorld.WARM_START);
        for (int t = 0; t < 30; t++) w.step();
        Vec2 held = new Vec2(-40, 70);
        w.apply(new Input.Drag(FabrikWorld.TARGET, FabrikWorld.ORIGIN.plus(held)));
        assertTrue(w.dragging());
        for (int t = 0; t < 20; t++) {
            w.step();
            assertEquals(held, w.target());
        }
        w.apply(new Input.Drag("elsewhere", FabrikWorld.ORIGIN));
        w.apply(new Input.Release("elsewhere"));
        assertTrue(w.dragging(), "another handle's drag and release leave the target alone");
        w.step();
        assertEquals(held, w.target());
        long released = w.tick();
        w.apply(new Input.Release(FabrikWorld.TARGET));
        assertFalse(w.dragging());
        for (int k = 1; k <= 60; k++) {
            w.step();
            double weight = 1 - Math.exp(-FabrikWorld.PATH_EASE * k * w.dt());
            Vec2 expected = held.lerp(FabrikWorld.PATH.at((released + k) * w.dt()), weight);
            assertEquals(0, w.target().distanceTo(expected), 1e-9, "tick " + k + " after the release");
        }
    }

    /** A settled stepwise solve starts again on a mode choice, a new gap and "reset chain", each from iteration 0. */
    @Test
    void everyControlThatChangesTheChainStartsANewSolve() {
        FabrikWorld w = settled();
        w.apply(new Input.SetParam("mode", 0));
        assertTrue(w.solving(), "choosing stepwise again");
        assertEquals(0, w.solveIterations());

        w = settled();
        w.apply(new Input.SetParam("gap", 7));
        assertTrue(w.solving(), "a new gap");
        assertEquals(0, w.solveIterations());

        w = settled();
        w.apply(new Input.Action(FabrikWorld.RESET_CHAIN));
        assertTrue(w.solving(), "reset chain");
        assertEquals(0, w.solveIterations());
        for (int i = 0; i < w.chain().size(); i++) {
            assertEquals(new Vec2(0, 10 * i), w.before(i), "the arrows start from the reset chain");
        }
        assertEquals(w.chain().tip().distanceTo(w.target()), w.tipErrorForward(), 0.0);

        w = settled();
        w.apply(new Input.Drag("elsewhere", FabrikWorld.ORIGIN));
        assertFalse(w.solving(), "another handle does not reopen the solve");
        w.apply(new Input.SetParam("iterations-per-tick", 5));
        assertEquals(5, w.iterationsPerTick());
        assertFalse(w.solving(), "iterations per tick only matter to the warm start");
    }

    /** A copy mid-solve is deep and goes on as the original. */
    @Test
    void aCopyGoesOnAsTheOriginal() {
        FabrikWorld w = world(FabrikWorld.STEPWISE);
        for (int t = 0; t < 7; t++) w.step();
        FabrikWorld twin = w.copy();
        assertEquals(List.of(), CopyCheck.problems(w, twin));
        for (int t = 0; t < 60; t++) {
            w.step();
            twin.step();
            assertEquals(w.chain().tip(), twin.chain().tip());
            assertEquals(w.solving(), twin.solving());
            assertEquals(w.solveIterations(), twin.solveIterations());
        }
    }
}
