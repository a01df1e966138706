package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A clip's charts are read on a slide: their smallest text is at least 14 px at the default width, and grows with the clip. */
class ClipChartTextTest {
    @Test
    void theSmallestChartTextIsFourteenPixelsAtTheDefaultWidth() {
        for (Look window : new Look[] {Look.DEFAULT, Look.DEFAULT.withProjector(true), Look.DEFAULT.withZoom(0.75)}) {
            Look clip = ClipRecorder.chartLookFor(window, ClipRecorder.DEFAULT_WIDTH);
            double tick = ChartStyler.TICK_PX * clip.textScale();
            assertTrue(tick >= 14, "tick labels " + tick + " px at " + ClipRecorder.DEFAULT_WIDTH + " px, from " + window);
            Look wide = ClipRecorder.chartLookFor(window, 1920);
            assertTrue(wide.textScale() > clip.textScale() || wide.textScale() >= Look.MAX_ZOOM, "a wider clip has larger chart text");
        }
    }
}
