package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.creature.Lizard;
import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The walkers' worlds, their figures recounted from the walkers every tick: the spider's target
 * (the pointer eased in at 4/s and clamped to the stage's walkable span, the dash, a driven x),
 * its facing and footprints; the lizard's speed, step rate, stretched share and footprints, its
 * live trigger and guard; the bodies' width and view choices.
 */
class WalkersControlsTest {
    private static final double DT = 1.0 / 60;

    /** The spider's target x: the idle swing blended toward the clamped pointer with weight 1 - e^(-4 t) since the pointer came. */
    @Test
    void theSpidersTargetEasesToTheClampedPointer() {
        SpiderWorld w = new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS));
        for (int t = 0; t < 60; t++) w.step();
        w.apply(new Input.PointerAt(new Vec2(10, 100))); // left of the walkable span: clamped to 60
        for (int k = 1; k <= 120; k++) {
            w.step();
            double idle = SpiderWorld.idleTarget(w.timeSeconds());
            double weight = 1 - Math.exp(-SpiderWorld.TARGET_EASE * k * DT);
            assertEquals(idle + (SpiderWorld.TARGET_MIN - idle) * weight, w.targetX(), 1e-9, "tick " + k + " after the pointer came");
        }
        assertEquals(-1, w.facing(), "it walked left to the pointer");
        assertEquals(new Vec2(w.targetX(), SpiderWorld.ground(w.targetX())), w.followedTarget());
        assertEquals(w.spider().body(), w.leadPoint());
        w.apply(new Input.Action(SpiderWorld.DASH));
        for (int k = 0; k < 200; k++) w.step();
        assertEquals(SpiderWorld.TARGET_MAX, w.targetX(), 1e-6, "the dash: a jump to the far right, held");
        assertEquals(1, w.facing(), "it walked right after the dash");
        w.apply(new Input.PointerLeft());
        w.driveTarget(new Vec2(123, 0));
        w.step();
        assertEquals(123, w.targetX(), 0.0, "a driven target is that x");
    }

    /** Every footprint is a foot where it landed: a foot that was up before the tick and is planted after it. */
    @Test
    void theSpidersFootprintsAreWhereFeetLanded() {
        SpiderWorld w = new SpiderWorld(ParamValues.defaults(SpiderWorld.PARAMS));
        List<Vec2> landed = new ArrayList<>();
        for (int t = 0; t < 400; t++) {
            Spider s = w.spider();
            boolean[] down = new boolean[Spider.LEGS];
            for (int i = 0; i < Spider.LEGS; i++) down[i] = s.planted(i);
            w.step();
            for (int i = 0; i < Spider.LEGS; i++) if (!down[i] && s.planted(i)) landed.add(s.foot(i));
        }
        assertTrue(landed.size() > SpiderWorld.FOOTPRINTS, "enough steps to fill the trail: " + landed.size());
        assertEquals(landed.subList(landed.size() - SpiderWorld.FOOTPRINTS, landed.size()), w.footprints());
    }

    /**
     * The lizard's speed is its head's step over dt; the step rate the steps of the last 120 ticks
     * per second; the stretched share the stretched leg-ticks since the trigger was set over all
     * leg-ticks (in %); the footprints the feet that just planted.
     */
    @Test
    void theLizardsFiguresAreRecountedFromItsLegs() {
        LizardWorld w = new LizardWorld(ParamValues.defaults(LizardWorld.PARAMS));
        ArrayDeque<Integer> window = new ArrayDeque<>();
        List<Vec2> landed = new ArrayList<>();
        long stretched = 0, ticks = 0;
        for (int t = 1; t <= 600; t++) {
            if (t == 200) {
                w.apply(new Input.SetParam("step-trigger", 25));
                stretched = 0;
                ticks = 0;
                assertEquals(25, w.lizard().stepTrigger());
            }
            Lizard liz = w.lizard();
            Vec2 head = w.leadPoint();
            boolean[] planted = new boolean[liz.legCount()];
            for (int i = 0; i < planted.length; i++) planted[i] = liz.leg(i).planted();
            w.step();
            for (int i = 0; i < planted.length; i++) if (!planted[i] && liz.leg(i).planted()) landed.add(liz.leg(i).foot());
            window.addLast(liz.stepsThisTick());
            if (window.size() > 120) window.removeFirst();
            stretched += liz.stretchedLegs();
            ticks++;
            double[] s = sample(w);
            assertEquals(w.leadPoint().distanceTo(head) / DT, s[7], 1e-9, "speed at tick " + t);
            assertEquals(window.stream().mapToInt(Integer::intValue).sum() / (window.size() * DT), s[4], 1e-9, "step rate at tick " + t);
            assertEquals(100.0 * stretched / (ticks * liz.legCount()), s[6], 1e-9, "stretched share at tick " + t);
        }
        assertEquals(landed.subList(landed.size() - LizardWorld.FOOTPRINTS, landed.size()), w.footprints());
        assertEquals(w.target(), w.followedTarget());
        Vec2 p = new Vec2(80, 90);
        w.apply(new Input.PointerAt(p));
        assertEquals(p, w.pointer());
        w.apply(new Input.PointerLeft());
        assertEquals(null, w.pointer());
        w.driveTarget(new Vec2(300, 100));
        w.step();
        assertEquals(new Vec2(300, 100), w.target());
    }

    @Test
    void theLizardsGuardIsTheParameters() {
        ParamValues off = ParamValues.defaults(LizardWorld.PARAMS);
        off.set("guard", 0);
        assertFalse(new LizardWorld(off).lizard().guard());
        LizardWorld on = new LizardWorld(ParamValues.defaults(LizardWorld.PARAMS));
        assertTrue(on.lizard().guard());
        on.apply(new Input.SetParam("guard", 0));
        assertFalse(on.lizard().guard());
    }

    /** A new width restarts the fold tally from the bodies as they are; the view choices are kept with the world. */
    @Test
    void theBodiesWidthAndViewChoices() {
        BodiesWorld w = new BodiesWorld(ParamValues.defaults(BodiesWorld.PARAMS));
        for (int t = 0; t < 300; t++) w.step();
        w.apply(new Input.SetParam("width", 3));
        assertEquals(3, w.width());
        assertEquals(w.snake().smallestSideStep(), w.snakeWorstStep(), 0.0, "the tally restarts from the bodies now");
        assertEquals(w.koi().smallestSideStep(), w.koiWorstStep(), 0.0);
        assertEquals(w.snakeWorstStep() < 0 ? 1 : 0, w.snakeFoldedTicks());
        assertEquals(w.koiWorstStep() < 0 ? 1 : 0, w.koiFoldedTicks());
        double snakeWorst = w.snakeWorstStep(), koiWorst = w.koiWorstStep();
        int snakeFolded = w.snakeFoldedTicks(), koiFolded = w.koiFoldedTicks();
        for (int t = 0; t < 200; t++) {
            w.step();
            double s = w.snake().smallestSideStep(), k = w.koi().smallestSideStep();
            snakeWorst = Math.min(snakeWorst, s);
            koiWorst = Math.min(koiWorst, k);
            if (s < 0) snakeFolded++;
            if (k < 0) koiFolded++;
        }
        assertEquals(snakeWorst, w.snakeWorstStep(), 0.0);
        assertEquals(koiWorst, w.koiWorstStep(), 0.0);
        assertEquals(snakeFolded, w.snakeFoldedTicks());
        assertEquals(koiFolded, w.koiFoldedTicks());
        assertTrue(w.skin());
        w.apply(new Input.SetParam("skin", 0));
        assertFalse(w.skin());
        w.apply(new Input.SetParam("show", 1));
        assertTrue(w.showSnake() && !w.showKoi(), "snake only");
        w.apply(new Input.SetParam("show", 2));
        assertTrue(!w.showSnake() && w.showKoi(), "koi only");
        w.apply(new Input.SetParam("show", 0));
        assertTrue(w.showSnake() && w.showKoi(), "both");
        // Each head chases its own target across the stage: never more than the stage's width behind it.
        assertTrue(w.snake().joint(0).distanceTo(w.snakeTarget()) < w.stageWidth(), "snake target " + w.snakeTarget());
        assertTrue(w.koi().joint(0).distanceTo(w.koiTarget()) < w.stageWidth(), "koi target " + w.koiTarget());
        assertEquals((BodiesWorld.KOI_JOINTS - 1) * BodiesWorld.KOI_GAP, BodiesWorld.koiSpine(), 0.0);
    }

    private static double[] sample(LizardWorld w) {
        double[] s = new double[w.series().size()];
        w.sample(s);
        return s;
    }
}
