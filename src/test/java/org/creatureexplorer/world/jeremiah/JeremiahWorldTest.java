package org.creatureexplorer.world.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.jeremiah.Box;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.creature.jeremiah.Jeremiah;
import org.creatureexplorer.creature.jeremiah.WallLeg;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class JeremiahWorldTest {

    /**
     * Hours of running, measured not timed: 200,000 frames is 55 minutes at 60 frames/s. No NaN,
     * no drift out of the box, nothing that grows.
     */
    @Test
    void runsForAnHourWithoutNaNDriftOrGrowth() {
        JeremiahWorld w = new JeremiahWorld(ParamValues.defaults(JeremiahWorld.PARAMS));
        double[] s = new double[w.series().size()];
        Jeremiah j = w.creature();
        double maxStretch = 0;
        int bodyStretch = Columns.of(w).index("body_stretch");
        for (int t = 1; t <= 200_000; t++) {
            // Hold the button for a while every few minutes.
            if (t % 20_000 == 5_000) w.apply(new Input.PointerPressed(new Vec2(300, 300)));
            if (t % 20_000 == 8_000) w.apply(new Input.PointerReleased());
            w.step();
            w.sample(s);
            for (double v : s) assertTrue(Double.isFinite(v), "tick " + t + ": " + java.util.Arrays.toString(s));
            maxStretch = Math.max(maxStretch, s[bodyStretch]);
            if (t % 97 == 0) checkBounded(j, t);
        }
        assertEquals(200_000, w.tick());
        assertTrue(maxStretch < 3.2, "the body stays a body: " + maxStretch);
        assertTrue(w.trailSize() <= JeremiahWorld.TRAIL_LENGTH);
        assertTrue(Math.abs(j.head().angle()) <= Math.PI + 1e-12, "angle wrapped: " + j.head().angle());
        checkBounded(j, 200_000);
    }

    private static void checkBounded(Jeremiah j, int t) {
        Vec2 head = j.head().position();
        assertTrue(head.distanceTo(new Vec2(300, 300)) <= 300 + 1e-9, "tick " + t + " head " + head);
        for (int i = 0; i < j.body().size(); i++) {
            Vec2 p = j.body().point(i);
            assertTrue(p.isFinite() && p.x() > -50 && p.x() < 650 && p.y() > -50 && p.y() < 650, "tick " + t + " body " + p);
        }
        for (WallLeg l : j.legs()) {
            assertTrue(Box.onEdge(l.foot()), "tick " + t + " foot " + l.foot());
            assertTrue(l.knee().isFinite() && l.knee().distanceTo(l.hip()) < 1000, "tick " + t + " knee " + l.knee());
        }
        for (Feeler f : j.feelers()) {
            assertTrue(f.tip().isFinite() && f.tip().distanceTo(head) < 1000, "tick " + t + " feeler tip " + f.tip());
        }
        assertTrue(j.stepsPerSecond() <= Jeremiah.LEGS * Jeremiah.STEP_WINDOW);
    }

    @Test
    void sameSeedSameCreatureAnotherSeedAnother() {
        ParamValues p = ParamValues.defaults(JeremiahWorld.PARAMS);
        JeremiahWorld a = new JeremiahWorld(p), b = new JeremiahWorld(p);
        p.set("seed", 2);
        JeremiahWorld c = new JeremiahWorld(p);
        for (int t = 0; t < 3000; t++) { a.step(); b.step(); c.step(); }
        for (int k = 0; k < Jeremiah.LEGS; k++) assertEquals(a.creature().leg(k).foot(), b.creature().leg(k).foot());
        assertTrue(a.creature().head().position().distanceTo(c.creature().head().position()) > 1);
    }
}
