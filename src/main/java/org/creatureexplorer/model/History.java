package org.creatureexplorer.model;

import java.util.List;

/**
 * The last {@code capacity} samples of a world, one row per tick: time plus every series.
 * A fixed ring, so a class that leaves the app running all day holds the same memory.
 */
public final class History {
    private final int capacity;
    private final double[] time;
    private final double[][] columns;
    private final double[] scratch;
    private int start;
    private int size;
    private long version;
    /** Rows recorded since this history was made; with {@link #epoch} it says which rows are new. */
    private long recorded;
    /** Bumped when the rows are replaced rather than appended to (clear, copyFrom). */
    private long epoch;

    public History(List<SeriesSpec> series, int capacity) {
        if (capacity < 2) throw new IllegalArgumentException("capacity must be at least 2");
        this.capacity = capacity;
        time = new double[capacity];
        columns = new double[series.size()][capacity];
        scratch = new double[series.size()];
    }

    /** A copy holding the same rows, for the same series and capacity, that changes on its own. */
    public History copy() { return new History(this); }

    private History(History from) {
        capacity = from.capacity;
        time = from.time.clone();
        columns = new double[from.columns.length][];
        for (int c = 0; c < columns.length; c++) columns[c] = from.columns[c].clone();
        scratch = new double[from.scratch.length];
        start = from.start;
        size = from.size;
        version = from.version;
        recorded = from.recorded;
        epoch = from.epoch;
    }

    public void clear() {
        start = 0;
        size = 0;
        version++;
        epoch++;
    }

    /** Samples the world as it is now. */
    public void record(World world) {
        world.sample(scratch);
        int slot = (start + size) % capacity;
        if (size == capacity) start = (start + 1) % capacity; else size++;
        time[slot] = world.timeSeconds();
        for (int c = 0; c < columns.length; c++) columns[c][slot] = scratch[c];
        version++;
        recorded++;
    }

    /**
     * Makes this history hold exactly what {@code source} holds (a checkpoint's copy, taken for
     * the same series and capacity), as one change: how {@link Playback} restores the charts'
     * window when it steps back from a checkpoint instead of replaying from tick 0.
     */
    public void copyFrom(History source) {
        if (source.capacity != capacity || source.columns.length != columns.length) {
            throw new IllegalArgumentException("a history of " + source.columns.length + " series x " + source.capacity
                    + " ticks cannot fill one of " + columns.length + " x " + capacity);
        }
        System.arraycopy(source.time, 0, time, 0, capacity);
        for (int c = 0; c < columns.length; c++) System.arraycopy(source.columns[c], 0, columns[c], 0, capacity);
        start = source.start;
        size = source.size;
        version++;
        epoch++;
    }

    public int size() { return size; }

    public int capacity() { return capacity; }

    /** Bumped on every change; the chart timer redraws only when it moved. */
    public long version() { return version; }

    /**
     * Rows appended since the history was made. Within one {@link #epoch}, a reader that saw
     * {@code recorded()} = r before finds {@code recorded() - r} new rows at the end (fewer than
     * {@link #size} of them still held when that is less than the size).
     */
    public long recorded() { return recorded; }

    /** Changes when the rows were replaced, not appended to (cleared, or copied from a checkpoint). */
    public long epoch() { return epoch; }

    /** Copies {@code length} times from row {@code from} (0 = oldest) into {@code dst} at {@code at}: no new array. */
    public void copyTimes(int from, int length, double[] dst, int at) { copyRange(time, from, length, dst, at); }

    /** Copies {@code length} values of a column from row {@code from} (0 = oldest) into {@code dst} at {@code at}. */
    public void copyColumn(int index, int from, int length, double[] dst, int at) { copyRange(columns[index], from, length, dst, at); }

    private void copyRange(double[] ring, int from, int length, double[] dst, int at) {
        if (from < 0 || length < 0 || from + length > size) {
            throw new IndexOutOfBoundsException("rows " + from + " to " + (from + length) + " of " + size);
        }
        int first = (start + from) % capacity;
        int firstPart = Math.min(length, capacity - first);
        System.arraycopy(ring, first, dst, at, firstPart);
        System.arraycopy(ring, 0, dst, at + firstPart, length - firstPart);
    }

    /** Oldest-first copy of the times, in seconds. */
    public double[] times() { return copy(time); }

    /** Oldest-first copy of one column. */
    public double[] column(int index) { return copy(columns[index]); }

    /** The newest value of a column, or NaN when empty. */
    public double latest(int index) { return size == 0 ? Double.NaN : columns[index][(start + size - 1) % capacity]; }

    private double[] copy(double[] ring) {
        double[] out = new double[size];
        int firstPart = Math.min(size, capacity - start);
        System.arraycopy(ring, start, out, 0, firstPart);
        System.arraycopy(ring, 0, out, firstPart, size - firstPart);
        return out;
    }
}
