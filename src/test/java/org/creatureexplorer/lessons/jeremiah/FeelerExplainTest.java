package org.creatureexplorer.lessons.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.world.jeremiah.FeelerWorld;
import org.junit.jupiter.api.Test;

/** The Explain figure of lesson 2.4 draws the balance the feeler really settles at. */
class FeelerExplainTest {
    private static FeelerWorld settled(double pull, double dx, double dy) {
        ParamValues p = ParamValues.defaults(FeelerWorld.LESSON_PARAMS);
        p.set("pull", pull);
        p.set("drift-x", dx);
        p.set("drift-y", dy);
        FeelerWorld w = new FeelerWorld(p);
        for (int t = 0; t < 900; t++) w.step();
        return w;
    }

    @Test
    void theDrawnBalanceGapIsDriftOverPullAndTheFeelerRestsThere() {
        double[][] cases = {{0.1, 1, 0}, {0.1, 0.6, -0.8}, {0.25, 0.5, 0.5}};
        for (double[] c : cases) {
            FeelerWorld w = settled(c[0], c[1], c[2]);
            FeelerLesson.FeelerBalance b = FeelerLesson.FeelerBalance.of(w);
            double d = Math.hypot(c[1], c[2]);
            double expected = d / c[0]; // pull x D = d, worked by hand: 10 d at pull 0.1
            assertEquals(d, b.drift(), 1e-12);
            assertEquals(expected, b.balanceGap(), 1e-9, "balance gap for " + java.util.Arrays.toString(c));
            assertEquals(11 * expected, b.tipAtRest(), 1e-9, "11 points: tip at 11 D");
            // The figure's live numbers are the model's: at rest the gap and the pull are the balance.
            assertEquals(expected, b.gapNow(), 1e-6, "gap now " + java.util.Arrays.toString(c));
            assertEquals(d, b.pullNow(), 1e-6, "pull now equals the drift at rest");
            assertEquals(11 * expected, b.tipNow(), 1e-5);
        }
        assertEquals(10, FeelerLesson.FeelerBalance.of(settled(0.1, 1, 0)).balanceGap(), 1e-9);
    }

    @Test
    void theFigurePaintsSomethingOnlyWhenExplainIsOn() {
        FeelerWorld w = settled(0.1, 1, 0);
        double size = FeelerWorld.STAGE;
        // The figure takes the lower part of the stage when the drift is along +x; the feeler lies above it.
        int changed = ExplainPaint.pixelsChangedByExplain((g, s) -> FeelerLesson.paint(g, w, s), EnumSet.of(Overlay.BONES, Overlay.LABELS),
                size, size, new java.awt.geom.Rectangle2D.Double(0, size * 0.6, size, size * 0.4));
        assertTrue(changed > 3000, "the Explain figure changed " + changed + " pixels");
    }
}
