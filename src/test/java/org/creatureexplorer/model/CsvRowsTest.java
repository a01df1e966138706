package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one row writer: column choice and order, time_s, words, and which ticks a run writes. */
class CsvRowsTest {

    /** A world whose series are known by hand: a = tick, b = tick / 4, c = -tick. */
    private static final class Counter implements World {
        private long tick;

        @Override public double dt() { return 0.25; }

        @Override public long tick() { return tick; }

        @Override public void step() { tick++; }

        @Override public List<SeriesSpec> series() {
            return List.of(new SeriesSpec("a", "a", ""), new SeriesSpec("b", "b", ""), new SeriesSpec("c", "c", ""));
        }

        @Override public void sample(double[] out) {
            out[0] = tick;
            out[1] = tick / 4.0;
            out[2] = -tick;
        }

        @Override public double stageWidth() { return 1; }

        @Override public double stageHeight() { return 1; }

        @Override public Counter copy() {
            Counter c = new Counter();
            c.tick = tick;
            return c;
        }
    }

    @Test
    void everySeriesWritesTickTimeAndEachSeriesInTheWorldsOrder() {
        Counter w = new Counter();
        w.step();
        w.step();
        CsvRows rows = CsvRows.everySeries();
        assertEquals(List.of("tick", "time_s", "a", "b", "c"), rows.header(w));
        assertArrayEquals(new String[] {"2", "0.5", "2", "0.5", "-2"}, rows.writerFor(w).row(w));
    }

    @Test
    void chosenColumnsKeepTheirOrderAndTheTickPartsDropTime() {
        Counter w = new Counter();
        w.step();
        CsvRows rows = CsvRows.of(List.of("c", "a")).withoutTime();
        assertEquals(List.of("tick", "c", "a"), rows.header(w));
        assertArrayEquals(new String[] {"1", "-1", "1"}, rows.writerFor(w).row(w));
    }

    @Test
    void aWordColumnIsWrittenFromItsSampledValue() {
        Counter w = new Counter();
        w.step();
        w.step();
        w.step();
        CsvRows rows = CsvRows.of(List.of("a", "b")).withWord("a", v -> v == 3 ? "THREE" : "OTHER");
        assertArrayEquals(new String[] {"3", "0.75", "THREE", "0.75"}, rows.writerFor(w).row(w));
    }

    @Test
    void fitsOnlyWhenTheWorldMeasuresEveryColumn() {
        assertTrue(CsvRows.of(List.of("b")).fits(new Counter()));
        assertFalse(CsvRows.of(List.of("b", "speed")).fits(new Counter()));
        assertTrue(CsvRows.everySeries().fits(new Counter()));
    }

    @Test
    void aRunWritesTickZeroEveryKthTickAndAlwaysTheLast() {
        List<String> ticks = new ArrayList<>();
        CsvRows.of(List.of("a")).run(new Counter(), 10, 4, row -> ticks.add(row[0]));
        assertEquals(List.of("0", "4", "8", "10"), ticks);
    }
}
