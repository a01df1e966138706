package org.creatureexplorer.lessons.mannerisms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lessons.jeremiah.ExplainPaint;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.world.steering.SeekArriveWorld;
import org.junit.jupiter.api.Test;

/** The Explain figure of lesson 3.2: the stopping distance it draws is the braking triangle's area. */
class ArriveExplainTest {
    private static SeekArriveWorld world(double brake, double mass) {
        ParamValues p = ParamValues.defaults(SeekArriveWorld.PARAMS);
        p.set("brake", brake);
        p.set("mass", mass);
        return new SeekArriveWorld(p);
    }

    @Test
    void theDrawnStoppingDistanceIsTheAreaUnderTheSpeedAtFullBraking() {
        ArriveLesson.StoppingDistance d = ArriveLesson.StoppingDistance.of(world(24, 1));
        // Worked by hand: 2.4 px/tick shed at 0.3 px/tick^2 takes 8 ticks; the triangle is 1/2 x 8 x 2.4.
        assertEquals(8, d.ticksToStop(), 1e-9);
        assertEquals(9.6, d.distance(), 1e-9);
        assertEquals(0.5 * d.ticksToStop() * d.maxSpeed(), d.distance(), 1e-9);
        assertTrue(d.brakesInTime());
        // Mass 2 halves the deceleration: 16 ticks, 19.2 px.
        ArriveLesson.StoppingDistance heavy = ArriveLesson.StoppingDistance.of(world(24, 2));
        assertEquals(16, heavy.ticksToStop(), 1e-9);
        assertEquals(19.2, heavy.distance(), 1e-9);
        assertFalse(ArriveLesson.StoppingDistance.of(world(6, 1)).brakesInTime(), "R 6 is below 9.6");
    }

    @Test
    void theTriangleIsWhatATickByTickStopCovers() {
        // Step a stop by hand: speed falls 0.3 a tick from 2.4; the smooth-motion area differs from the
        // stepped sum by half a tick's travel (v/2), as Gait says.
        double v = 2.4, covered = 0;
        while (v > 1e-12) {
            v = Math.max(0, v - 0.3);
            covered += v;
        }
        ArriveLesson.StoppingDistance d = ArriveLesson.StoppingDistance.of(world(24, 1));
        assertEquals(d.distance() - d.maxSpeed() / 2, covered, 1e-9);
    }

    @Test
    void theFigurePaintsSomethingOnlyWhenExplainIsOn() {
        SeekArriveWorld w = world(24, 1);
        for (int t = 0; t < 240; t++) w.step();
        // Below the text lines (painted without a stage frame, readouts are drawn at the top left):
        // the rulers and the lower half of the speed-time triangle.
        int changed = ExplainPaint.pixelsChangedByExplain((g, s) -> ArriveLesson.paint(g, w, s), EnumSet.of(Overlay.CIRCLES),
                w.stageWidth(), w.stageHeight(), new java.awt.geom.Rectangle2D.Double(0, 45, w.stageWidth(), w.stageHeight() - 45));
        assertTrue(changed > 2000, "the Explain figure changed " + changed + " pixels");
    }
}
