package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The charts' bound on the event thread (issue 28, point 10), on a fake clock: the window's
 * frames and the charts' refreshes played out in nanoseconds, no threads, no wall clock.
 */
class ChartBudgetTest {
    private static final long MS = 1_000_000L;
    private static final long FRAME = 16_667_000L;

    /** The charts' share of the event thread over {@code seconds} when each refresh costs {@code refreshMs} and the frames ask every frame. */
    private static double chartShare(ChartBudget budget, double refreshMs, double frameMs, int seconds) {
        long now = 0, charts = 0, end = seconds * 1000 * MS;
        long cost = (long) (refreshMs * MS), frame = (long) (frameMs * MS);
        while (now < end) {
            now += frame; // the stage's frame
            if (budget.allows(now)) {
                budget.spent(now, now + cost);
                charts += cost;
                now += cost;
            }
        }
        return charts / (double) now;
    }

    @Test
    void onALoadedMachineTheChartsTakeAtMostTheirShare() {
        // Load 20 on 2 cores: a refresh that costs 1 ms on an idle machine takes 12 ms of the
        // event thread's wall time, and a frame 40 ms. Asked at every frame, unbounded charts took a quarter.
        double share = chartShare(new ChartBudget(ChartBudget.DEFAULT_SHARE), 12, 40, 60);
        assertTrue(share <= ChartBudget.DEFAULT_SHARE + 1e-9, "charts' share " + share);
        assertTrue(share > 0.6 * ChartBudget.DEFAULT_SHARE, "the charts still refresh, about as often as the share allows (in whole frames): " + share);
        assertTrue(chartShare(new ChartBudget(1), 12, 40, 60) > 0.22, "without the bound they take more (the test can tell)");
    }

    @Test
    void theBoundHoldsForAnyCostAndShare() {
        for (double share : new double[] {0.05, 0.1, 0.2, 0.5}) {
            for (double cost : new double[] {0.3, 2, 9, 30, 120}) {
                if (cost * MS / share > ChartBudget.MAX_HOLD_NANOS) continue; // a piece that long is held only a second (below)
                double measured = chartShare(new ChartBudget(share), cost, 16.667, 30);
                assertTrue(measured <= share + 1e-9, "share " + share + ", refresh " + cost + " ms: " + measured);
            }
        }
    }

    @Test
    void onAnIdleMachineNoRefreshIsRefused() {
        // The window's own pace: a refresh every 80 ms (ExplorerPanel.CHART_PERIOD_MS) at 0.8 ms each.
        ChartBudget budget = new ChartBudget(ChartBudget.DEFAULT_SHARE);
        long now = 0;
        for (int i = 0; i < 1000; i++) {
            now += 80 * MS;
            assertTrue(budget.allows(now), "refresh " + i);
            budget.spent(now, now + 800_000);
        }
    }

    @Test
    void thePiecesOfOneRefreshAddUp() {
        ChartBudget budget = new ChartBudget(0.25);
        budget.spent(0, 2 * MS); // rows handed to the painter
        budget.spent(5 * MS, 7 * MS); // its images shown, while the first piece's hold (8 ms) lasts
        assertFalse(budget.allows(15 * MS), "4 ms of charts hold the next refresh until 16 ms");
        assertTrue(budget.allows(16 * MS));
        budget.spent(100 * MS, 101 * MS); // an old hold is not carried: 1 ms from 100 ms holds until 104
        assertFalse(budget.allows(103 * MS));
        assertTrue(budget.allows(104 * MS));
    }

    @Test
    void oneLongPieceHoldsTheChartsAtMostASecond() {
        ChartBudget budget = new ChartBudget(0.2);
        budget.spent(0, 600 * MS); // every chart laid out at once: 3 s by the share
        assertFalse(budget.allows(599 * MS + ChartBudget.MAX_HOLD_NANOS));
        assertTrue(budget.allows(600 * MS + ChartBudget.MAX_HOLD_NANOS));
    }

    @Test
    void theWindowsBoundAndItsProperty() {
        String old = System.getProperty(ChartBudget.SHARE_PROPERTY);
        try {
            System.clearProperty(ChartBudget.SHARE_PROPERTY);
            assertEquals(ChartBudget.DEFAULT_SHARE, ChartBudget.forWindow().share());
            System.setProperty(ChartBudget.SHARE_PROPERTY, "1");
            assertEquals(1, ChartBudget.forWindow().share());
            for (String bad : new String[] {"0", "-1", "NaN", "lots", "7"}) {
                System.setProperty(ChartBudget.SHARE_PROPERTY, bad);
                assertEquals(ChartBudget.DEFAULT_SHARE, ChartBudget.forWindow().share(), bad);
            }
        } finally {
            if (old == null) System.clearProperty(ChartBudget.SHARE_PROPERTY); else System.setProperty(ChartBudget.SHARE_PROPERTY, old);
        }
        assertThrows(IllegalArgumentException.class, () -> new ChartBudget(0));
        long before = ChartBudget.spentTotalNanos();
        new ChartBudget(1).spent(10, 30);
        assertEquals(before + 20, ChartBudget.spentTotalNanos(), "the bench's total counts unbounded work too");
    }
}
