package org.creatureexplorer.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/**
 * The two rings of the model, History (the charts' window) and Trail (footprints, tick tables),
 * checked against a plain list of everything added: after any number of adds the ring holds the
 * list's last {@code capacity} entries, oldest first, also when the oldest sits at the array's end.
 */
class RingBuffersTest {

    /** A world whose two series are the tick and ten times the tick, so every row can be recomputed. */
    private static final class CountingWorld extends FixedTickWorld {
        CountingWorld() { super(320, 200); }

        private CountingWorld(CountingWorld from) { super(from); }

        @Override public CountingWorld copy() { return new CountingWorld(this); }

        @Override public void step() { tick++; }

        @Override public List<SeriesSpec> series() {
            return List.of(new SeriesSpec("t", "tick", ""), new SeriesSpec("ten", "ten ticks", ""));
        }

        @Override public void sample(double[] out) {
            out[0] = tick;
            out[1] = 10 * tick;
        }
    }

    private static History recorded(CountingWorld world, int capacity, int rows) {
        History h = new History(world.series(), capacity);
        for (int i = 0; i < rows; i++) {
            h.record(world);
            world.step();
        }
        return h;
    }

    @Test
    void aHistoryKeepsTheLastRowsOldestFirstAcrossTheWrap() {
        CountingWorld world = new CountingWorld();
        History h = recorded(world, 5, 13); // rows for ticks 0..12; kept: 8..12, the oldest at slot 3
        assertEquals(5, h.size());
        assertEquals(5, h.capacity());
        assertArrayEquals(new double[] {8, 9, 10, 11, 12}, h.column(0));
        assertArrayEquals(new double[] {80, 90, 100, 110, 120}, h.column(1));
        assertArrayEquals(new double[] {8 / 60.0, 9 / 60.0, 10 / 60.0, 11 / 60.0, 12 / 60.0}, h.times(), 1e-15);
        assertEquals(120, h.latest(1));
        assertEquals(13, h.recorded());
        assertEquals(13, h.version());
        assertEquals(0, h.epoch());
        assertEquals(320, world.stageWidth());
        assertEquals(200, world.stageHeight());
    }

    @Test
    void copyRangeReadsAcrossTheWrapWithoutANewArray() {
        History h = recorded(new CountingWorld(), 5, 13); // kept: ticks 8..12
        double[] dst = new double[7];
        // Rows 1..4 (ticks 9..12) into dst[2..5]: the first two from the array's end, the rest from its start.
        h.copyColumn(1, 1, 4, dst, 2);
        assertArrayEquals(new double[] {0, 0, 90, 100, 110, 120, 0}, dst);
        double[] times = new double[3];
        h.copyTimes(0, 3, times, 0);
        assertArrayEquals(new double[] {8 / 60.0, 9 / 60.0, 10 / 60.0}, times, 1e-15);
        // Before the wrap, a range is one piece.
        History young = recorded(new CountingWorld(), 5, 3);
        double[] all = new double[3];
        young.copyColumn(0, 0, 3, all, 0);
        assertArrayEquals(new double[] {0, 1, 2}, all);
        young.copyColumn(0, 0, 0, all, 3);
        assertThrows(IndexOutOfBoundsException.class, () -> young.copyColumn(0, 1, 3, all, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> young.copyColumn(0, -1, 1, all, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> young.copyColumn(0, 0, -1, all, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> young.copyTimes(3, 1, all, 0));
    }

    @Test
    void clearAndCopyFromReplaceTheRowsAsOneChange() {
        CountingWorld world = new CountingWorld();
        History h = recorded(world, 4, 6);
        long version = h.version();
        h.clear();
        assertEquals(0, h.size());
        assertTrue(Double.isNaN(h.latest(0)));
        assertEquals(version + 1, h.version());
        assertEquals(1, h.epoch());
        assertEquals(6, h.recorded(), "recorded counts appends only");

        History source = recorded(new CountingWorld(), 4, 7); // ticks 3..6
        h.copyFrom(source);
        assertEquals(version + 2, h.version());
        assertEquals(2, h.epoch());
        assertArrayEquals(new double[] {3, 4, 5, 6}, h.column(0));
        h.record(world); // world is at tick 6: the row pushes out tick 3
        assertArrayEquals(new double[] {4, 5, 6, 6}, h.column(0));
        assertArrayEquals(new double[] {3, 4, 5, 6}, source.column(0), "the source is untouched");

        assertThrows(IllegalArgumentException.class, () -> h.copyFrom(new History(world.series(), 5)));
        assertThrows(IllegalArgumentException.class, () -> h.copyFrom(new History(List.of(new SeriesSpec("t", "t", "")), 4)));
        new History(world.series(), 2);
        assertThrows(IllegalArgumentException.class, () -> new History(world.series(), 1));
    }

    @Test
    void aTrailIsTheLastEntriesOfAListOldestFirst() {
        Trail<Integer> trail = new Trail<>(4);
        List<Integer> all = new ArrayList<>();
        assertTrue(trail.isEmpty());
        assertThrows(NoSuchElementException.class, trail::first);
        assertThrows(NoSuchElementException.class, trail::last);
        assertThrows(NoSuchElementException.class, () -> trail.replaceLast(1));
        for (int i = 0; i < 11; i++) {
            Integer dropped = trail.add(i);
            all.add(i);
            assertEquals(i < 4 ? null : Integer.valueOf(i - 4), dropped, "add " + i + " pushes out the oldest");
            List<Integer> expected = all.subList(Math.max(0, all.size() - 4), all.size());
            assertEquals(expected, trail.toList());
            assertEquals(expected, trail.view());
            assertEquals(expected.size(), trail.size());
            assertEquals(expected.size(), trail.view().size());
            assertEquals(expected.get(0), trail.first());
            assertEquals(i, trail.last());
        }
        assertEquals(4, trail.capacity());
        assertTrue(!trail.isEmpty());
        assertThrows(IndexOutOfBoundsException.class, () -> trail.get(4));
        assertThrows(IndexOutOfBoundsException.class, () -> trail.get(-1));
        // The newest is at index 2 of the array now (start 3): replacing it leaves the others.
        trail.replaceLast(99);
        assertEquals(List.of(7, 8, 9, 99), trail.toList());
        Iterator<Integer> it = trail.iterator();
        List<Integer> iterated = new ArrayList<>();
        while (it.hasNext()) iterated.add(it.next());
        assertEquals(List.of(7, 8, 9, 99), iterated);
        assertThrows(NoSuchElementException.class, it::next);

        trail.clear();
        assertEquals(0, trail.size());
        assertTrue(trail.isEmpty());
        assertNull(trail.add(5));
        assertEquals(List.of(5), trail.toList());
        assertThrows(IllegalArgumentException.class, () -> new Trail<>(0));
        new Trail<>(1);
    }
}
