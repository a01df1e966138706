package org.creatureexplorer.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * {@link Lizard}'s step bookkeeping checked against what the legs show each tick: a step that
 * begins lifts a planted foot lying more than the trigger from home, while the other pair is
 * down, and aims it at home + overshoot along the heading; the counts, the last and mean
 * stride, the feet down and the stretched legs follow from that.
 */
class LizardStepAccountingTest {
    private static final double DT = 1.0 / 60;

    private static Vec2[] straightSpine() {
        Vec2[] pts = new Vec2[Lizard.JOINTS];
        for (int i = 0; i < pts.length; i++) pts[i] = new Vec2(400 - i * Lizard.GAP, 300);
        return pts;
    }

    @Test
    void stepsAreCountedMeasuredAndAimedByTheRule() {
        Lizard liz = new Lizard(straightSpine(), 28);
        assertEquals(28, liz.stepTrigger());
        assertEquals(0, liz.lastStride());
        assertEquals(0, liz.meanStride());
        assertEquals(4, liz.feetDown());
        boolean[] wasPlanted = new boolean[4];
        int total = 0;
        double strideSum = 0;
        int strideCount = 0;
        int both = 0;
        for (int tick = 1; tick <= 900; tick++) {
            if (tick == 450) {
                liz.setStepTrigger(18);
                strideSum = 0;
                strideCount = 0;
            }
            double trigger = tick >= 450 ? 18 : 28;
            Vec2[] footBefore = new Vec2[4];
            for (int i = 0; i < 4; i++) {
                wasPlanted[i] = liz.leg(i).planted();
                footBefore[i] = liz.leg(i).foot();
            }
            double a = tick * 0.012;
            liz.step(new Vec2(400 + 220 * Math.cos(a), 300 + 160 * Math.sin(a)), DT);
            int began = 0;
            boolean lastMatches = false;
            for (int i = 0; i < 4; i++) {
                Lizard.Leg leg = liz.leg(i);
                if (leg.planted()) {
                    assertNull(leg.stepFrom());
                    assertNull(leg.stepTo());
                    continue;
                }
                if (!wasPlanted[i]) continue;
                began++;
                assertEquals(footBefore[i], leg.stepFrom(), "a step lifts the foot from where it stood");
                Vec2 to = liz.home(leg).plus(liz.heading(leg.joint()).times(Lizard.OVERSHOOT));
                assertEquals(to.x(), leg.stepTo().x(), 1e-9, "aimed past home, leg " + i);
                assertEquals(to.y(), leg.stepTo().y(), 1e-9, "aimed past home, leg " + i);
                assertTrue(footBefore[i].distanceTo(liz.home(leg)) > trigger, "only a foot beyond the trigger lifts");
                double stride = leg.stepFrom().distanceTo(leg.stepTo());
                strideSum += stride;
                strideCount++;
                if (Math.abs(stride - liz.lastStride()) < 1e-9) lastMatches = true;
            }
            total += began;
            assertEquals(began, liz.stepsThisTick(), "steps begun at tick " + tick);
            assertEquals(total, liz.stepsTotal());
            if (began > 0) assertTrue(lastMatches, "the last stride is one begun this tick");
            assertEquals(strideCount == 0 ? 0 : strideSum / strideCount, liz.meanStride(), 1e-9);
            int down = 0;
            int stretched = 0;
            boolean[] pairUp = new boolean[2];
            for (int i = 0; i < 4; i++) {
                Lizard.Leg leg = liz.leg(i);
                if (leg.planted()) down++;
                else pairUp[leg.pair()] = true;
                if (liz.hip(leg).distanceTo(leg.foot()) > Lizard.THIGH + Lizard.SHIN) stretched++;
            }
            assertEquals(down, liz.feetDown());
            assertEquals(stretched, liz.stretchedLegs());
            assertFalse(pairUp[0] && pairUp[1], "never both pairs in the air, tick " + tick);
            if (began == 2) both++;
        }
        assertTrue(total > 30, "it walked: " + total);
        assertTrue(both > 0, "a pair lifts together");
    }

    @Test
    void legsKnowTheirSidePairAndKneeFold() {
        Lizard liz = new Lizard(straightSpine(), 28);
        assertEquals(4, liz.legCount());
        assertEquals(Lizard.Plan.LIZARD, liz.plan());
        for (int i = 0; i < 4; i++) {
            Lizard.Leg leg = liz.leg(i);
            int side = i == Lizard.FRONT_LEFT || i == Lizard.HIND_LEFT ? -1 : 1;
            boolean front = i == Lizard.FRONT_LEFT || i == Lizard.FRONT_RIGHT;
            assertEquals(side, leg.side(), "leg " + i);
            assertEquals(front, leg.front());
            assertEquals(side * (front ? 1 : -1), leg.bend(), "front elbows fold back, hind knees forward");
            assertEquals(front ? Lizard.SHOULDER : Lizard.PELVIS, leg.joint());
        }
        // Diagonal pairs: front left with hind right.
        assertEquals(liz.leg(Lizard.FRONT_LEFT).pair(), liz.leg(Lizard.HIND_RIGHT).pair());
        assertEquals(liz.leg(Lizard.FRONT_RIGHT).pair(), liz.leg(Lizard.HIND_LEFT).pair());
        assertTrue(liz.leg(Lizard.FRONT_LEFT).pair() != liz.leg(Lizard.FRONT_RIGHT).pair());
    }

    @Test
    void theGuardSwitchSolvesTheLegsAgainAtOnce() {
        Lizard liz = new Lizard(straightSpine(), 28);
        assertTrue(liz.guard());
        // Drag the head far ahead in one tick: the feet are left out of reach.
        liz.step(new Vec2(700, 300), DT);
        assertTrue(liz.stretchedLegs() > 0);
        int stretchedLeg = -1;
        for (int i = 0; i < 4; i++) if (liz.hip(liz.leg(i)).distanceTo(liz.leg(i).foot()) > Lizard.THIGH + Lizard.SHIN) stretchedLeg = i;
        assertTrue(liz.leg(stretchedLeg).ik().solved(), "guarded: an out-of-reach foot still gets a knee");
        liz.setGuard(false);
        assertFalse(liz.guard());
        assertFalse(liz.leg(stretchedLeg).ik().solved(), "unguarded, solved again at once: NaN");
        liz.setGuard(true);
        assertTrue(liz.leg(stretchedLeg).ik().solved());
    }
}
