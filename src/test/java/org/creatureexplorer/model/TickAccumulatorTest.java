package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TickAccumulatorTest {
    private static final double DT = 1.0 / 60;

    @Test
    void aLongFrameIsClampedNeverFedWhole() {
        TickAccumulator acc = new TickAccumulator(DT, 0.1);
        // The window was hidden for 3 s: only 0.1 s of simulated time is caught up.
        assertEquals(6, acc.ticksFor(3.0, 1));
        assertEquals(0, acc.ticksFor(0, 1));
    }

    @Test
    void fractionsCarryOverSoTheAverageRateIsExact() {
        TickAccumulator acc = new TickAccumulator(DT, 0.1);
        int total = 0;
        for (int i = 0; i < 1000; i++) total += acc.ticksFor(0.007, 1); // 7 s of 7 ms frames
        assertEquals(420, total, 1);
    }

    @Test
    void speedScalesSimulatedTime() {
        TickAccumulator acc = new TickAccumulator(DT, 0.1);
        int total = 0;
        for (int i = 0; i < 600; i++) total += acc.ticksFor(DT, 0.25);
        assertEquals(150, total, 1);
    }

    @Test
    void nonsenseTimesAddNothing() {
        TickAccumulator acc = new TickAccumulator(DT, 0.1);
        assertEquals(0, acc.ticksFor(Double.NaN, 1));
        assertEquals(0, acc.ticksFor(-5, 1));
        assertEquals(0, acc.ticksFor(Double.POSITIVE_INFINITY, 1));
    }
}
