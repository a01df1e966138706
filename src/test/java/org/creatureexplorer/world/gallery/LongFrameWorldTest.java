package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.junit.jupiter.api.Test;

class LongFrameWorldTest {
    private static final Columns COLUMNS = Columns.of(new LongFrameWorld(ParamValues.defaults(LongFrameWorld.PARAMS)));

    private static double worstAfter(LongFrameWorld w, String column, int ticks) {
        double worst = 0;
        for (int t = 0; t < ticks; t++) {
            w.step();
            worst = Math.max(worst, COLUMNS.get(Columns.sample(w), column));
        }
        return worst;
    }

    @Test
    void aLongFrameTearsTheTentaclesAndTheClampedOneHolds() {
        LongFrameWorld w = new LongFrameWorld(ParamValues.defaults(LongFrameWorld.PARAMS));
        double before = worstAfter(w, "raw_stretch", 120);
        assertTrue(before < 1.1, "normal ticks keep the links within 10%: " + before);
        w.step(); // tick 121: the long frame
        double[] s = Columns.sample(w);
        assertEquals(2.4, COLUMNS.get(s, "raw_dt"), 0);
        assertEquals(0.05, COLUMNS.get(s, "clamped_dt"), 0);
        assertTrue(COLUMNS.get(s, "raw_stretch") > 3, "torn: " + COLUMNS.get(s, "raw_stretch"));
        assertTrue(COLUMNS.get(s, "clamped_stretch") < 1.1, "held: " + COLUMNS.get(s, "clamped_stretch"));
        double rawAfter = worstAfter(new LongFrameWorld(ParamValues.defaults(LongFrameWorld.PARAMS)), "raw_stretch", 181);
        double clampedAfter = worstAfter(new LongFrameWorld(ParamValues.defaults(LongFrameWorld.PARAMS)), "clamped_stretch", 181);
        assertTrue(rawAfter > 5 && clampedAfter < 1.1, rawAfter + " against " + clampedAfter);
    }

    @Test
    void theSinkTermGrowsWithDtSquaredAndAShortFrameDoesNoHarm() {
        // One frame of 0.05 s is inside the clamp: both sides take the same step, links within 10%.
        ParamValues p = ParamValues.defaults(LongFrameWorld.PARAMS);
        p.set("dt", 0.05);
        LongFrameWorld w = new LongFrameWorld(p);
        for (int t = 0; t < 181; t++) {
            w.step();
            double[] s = Columns.sample(w);
            assertEquals(COLUMNS.get(s, "raw_dt"), COLUMNS.get(s, "clamped_dt"), 0);
            assertEquals(COLUMNS.get(s, "raw_stretch"), COLUMNS.get(s, "clamped_stretch"), 0);
            assertTrue(COLUMNS.get(s, "raw_stretch") < 1.1);
        }
        // The button feeds another long frame at the next tick.
        LongFrameWorld b = new LongFrameWorld(ParamValues.defaults(LongFrameWorld.PARAMS));
        for (int t = 0; t < 30; t++) b.step();
        b.apply(new Input.Action(LongFrameWorld.LONG_FRAME));
        b.step();
        assertEquals(2.4, COLUMNS.get(Columns.sample(b), "raw_dt"), 0);
        b.step();
        assertEquals(1.0 / 60, COLUMNS.get(Columns.sample(b), "raw_dt"), 0);
    }
}
