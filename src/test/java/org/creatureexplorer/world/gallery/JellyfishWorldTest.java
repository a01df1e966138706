package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.Jellyfish;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.ParamValues;
import org.junit.jupiter.api.Test;

class JellyfishWorldTest {
    private static final Columns COLUMNS = Columns.of(new JellyfishWorld(ParamValues.defaults(JellyfishWorld.PARAMS)));
    private static final double DT = 1.0 / 60;

    /** The beat, written here: 0.36 s up on a half cosine, 0.84 s down on a half cosine. */
    private static double squeeze(double t) {
        double tau = t % 1.2;
        return tau < 0.36 ? (1 - Math.cos(Math.PI * tau / 0.36)) / 2 : (1 + Math.cos(Math.PI * (tau - 0.36) / 0.84)) / 2;
    }

    @Test
    void speedRisesOnlyWhileTheSqueezeGrowsAndFallsByTheDragBetween() {
        JellyfishWorld w = new JellyfishWorld(ParamValues.defaults(JellyfishWorld.PARAMS));
        double[] s = Columns.sample(w);
        int rises = 0, drags = 0;
        for (int t = 1; t <= 1440; t++) {
            double speed = COLUMNS.get(s, "speed"), x = COLUMNS.get(s, "x"), y = COLUMNS.get(s, "y");
            double before = squeeze((t - 1) * DT);
            w.step();
            s = Columns.sample(w);
            double now = squeeze(t * DT);
            assertEquals(now, COLUMNS.get(s, "squeeze"), 1e-9, "tick " + t);
            double after = COLUMNS.get(s, "speed");
            boolean nearEdge = x < Jellyfish.EDGE_MARGIN || x > 480 - Jellyfish.EDGE_MARGIN
                    || y < Jellyfish.EDGE_MARGIN || y > 300 - Jellyfish.EDGE_MARGIN;
            if (now > before) {
                // Pushed: at most the full thrust of the growth, slowed by one tick of drag.
                assertTrue(after <= (speed + 160 * (now - before)) * Math.exp(-1.6 * DT) + (nearEdge ? 300 * 2 * DT : 0) + 1e-9);
                if (!nearEdge && after > speed) rises++;
            } else if (!nearEdge) {
                assertEquals(speed * Math.exp(-1.6 * DT), after, 1e-9, "drag alone at tick " + t);
                drags++;
            }
            if (!nearEdge && after > speed + 1e-12) assertTrue(now > before, "speed rose outside a squeeze at tick " + t);
        }
        assertTrue(rises > 100 && drags > 300, rises + " rises, " + drags + " ticks of drag alone");
    }

    @Test
    void theTentacleGapsStayWithinAFewPercentAt60Hz() {
        JellyfishWorld w = new JellyfishWorld(ParamValues.defaults(JellyfishWorld.PARAMS));
        double worst = 0;
        for (int t = 0; t < 1440; t++) {
            w.step();
            Jellyfish j = w.large();
            double longest = 0;
            for (int k = 0; k < Jellyfish.TENTACLES; k++) {
                for (int i = 0; i < Jellyfish.LINKS; i++) {
                    double gap = Math.hypot(j.tentacleX(k, i + 1) - j.tentacleX(k, i), j.tentacleY(k, i + 1) - j.tentacleY(k, i));
                    worst = Math.max(worst, Math.abs(gap / 11 - 1));
                    longest = Math.max(longest, gap / 11);
                }
            }
            assertEquals(longest, COLUMNS.get(Columns.sample(w), "max_link_stretch"), 1e-12);
        }
        assertTrue(worst < 0.10, "worst gap error " + worst);
    }
}
