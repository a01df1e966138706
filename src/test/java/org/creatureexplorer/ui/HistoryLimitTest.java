package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.model.Playback;
import org.junit.jupiter.api.Test;

/**
 * Issue 13: in a run longer than the kept history, a step back at the earliest kept tick is
 * refused in plain words on the status line, and the tick stays where it is.
 */
class HistoryLimitTest {

    @Test
    void aStepBackPastTheKeptHistoryIsRefusedWithANote() throws Exception {
        ExplorerPanel p = ClassroomTest.panel("distance");
        long base = WindowTest.onEdtHeadless(() -> {
            p.current().advance(Playback.KEPT_TICKS + Playback.REBASE_EVERY + Playback.CHECKPOINT_EVERY);
            Playback playback = p.current().playback();
            playback.replayTo(0);
            return playback.tick();
        });
        assertTrue(base > 0, "the run was rebased, so step back stops above tick 0: " + base);
        WindowTest.onEdtHeadless(() -> { p.requestStepBack(); return null; });
        assertEquals(base, (long) WindowTest.onEdtHeadless(() -> p.current().playback().tick()), "the step back did not move");
        assertTrue(p.statusText().contains("history kept: last 20 min"), p.statusText());
        // One tick later, step back works again and says nothing about the limit.
        WindowTest.onEdtHeadless(() -> { p.status("", false); p.step(); p.requestStepBack(); return null; });
        assertEquals(base, (long) WindowTest.onEdtHeadless(() -> p.current().playback().tick()));
        assertEquals("", p.statusText());
    }
}
