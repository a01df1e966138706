package org.creatureexplorer.lessons.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.world.jeremiah.SpringBodyWorld;
import org.junit.jupiter.api.Test;

/** The Explain figure of lesson 2.2 draws the fixed point the body really settles at. */
class SpringBodyExplainTest {
    private static SpringBodyWorld straight(double speed, double take, double rest) {
        ParamValues p = ParamValues.defaults(SpringBodyWorld.LESSON_PARAMS);
        p.parseAndSet("head-path", SpringBodyWorld.STRAIGHT);
        p.set("head-speed", speed);
        p.set("take", take);
        p.set("rest", rest);
        return new SpringBodyWorld(p);
    }

    @Test
    void theDrawnSteadyGapIsRestPlusAQuarterOfTheHeadSpeedAndTheBodySettlesThere() {
        for (double v : new double[] {2, 10, 17.5}) {
            SpringBodyWorld w = straight(v, 0.8, 6);
            for (int t = 0; t < 600; t++) w.step();
            SpringBodyLesson.SpringFixedPoint f = SpringBodyLesson.SpringFixedPoint.of(w);
            double expected = 6 + v / 4; // worked by hand: 0.8 (g + v - 6) = v
            assertEquals(v, f.speed(), 1e-9, "the figure's v is the head's move per tick");
            assertEquals(expected, f.steadyGap(), 1e-9, "drawn fixed point at v = " + v);
            assertEquals(expected + v, f.stretchedGap(), 1e-9);
            // At the fixed point the pull moves the point behind exactly as far as the head moved.
            assertEquals(v, f.pullMove(), 1e-9, "the pull keeps pace at v = " + v);
            // And the body is there: the first and middle gaps the figure quotes are the model's, settled.
            assertEquals(expected, f.firstGap(), 1e-6, "first gap at v = " + v);
            assertEquals(expected, f.middleGap(), 1e-6, "middle gap at v = " + v);
            assertEquals(1 + v / 24, f.steadyStretch(), 1e-9);
        }
    }

    @Test
    void anotherTakeMovesTheFixedPoint() {
        // take 0.5: 0.5 (g + v - rest) = v gives g = rest + v.
        SpringBodyWorld w = straight(4, 0.5, 8);
        for (int t = 0; t < 600; t++) w.step();
        SpringBodyLesson.SpringFixedPoint f = SpringBodyLesson.SpringFixedPoint.of(w);
        assertEquals(12, f.steadyGap(), 1e-9);
        assertEquals(12, f.middleGap(), 1e-6);
    }

    @Test
    void theFigurePaintsSomethingOnlyWhenExplainIsOn() {
        SpringBodyWorld w = straight(10, 0.8, 6);
        for (int t = 0; t < 300; t++) w.step();
        int changed = ExplainPaint.pixelsChangedByExplain((g, s) -> SpringBodyLesson.paint(g, w, s),
                java.util.EnumSet.of(org.creatureexplorer.lesson.Overlay.BONES, org.creatureexplorer.lesson.Overlay.LABELS),
                600, 600, new java.awt.geom.Rectangle2D.Double(0, 320, 600, 280)); // below the body: the figure alone
        assertTrue(changed > 5000, "the Explain figure changed " + changed + " pixels");
    }
}
