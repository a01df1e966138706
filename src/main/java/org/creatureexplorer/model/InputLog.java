package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.creatureexplorer.sim.Vec2;

/**
 * The inputs of a run against their ticks, oldest first, stored compactly: parallel primitive
 * arrays (tick, kind, name, two numbers), about 29 bytes an entry and no object per entry, so
 * an hour of pointer moves costs megabytes, not tens of them. Handle, parameter and button
 * names go into a small table (a lesson has a handful). Entries only ever arrive at the end
 * ({@link Playback} drops the future before it logs), so finding a tick is a binary search.
 * Not thread-safe: {@link #copy()} hands another thread its own.
 */
final class InputLog {
    private static final byte POINTER_AT = 0, POINTER_LEFT = 1, DRAG = 2, RELEASE = 3,
            POINTER_PRESSED = 4, POINTER_RELEASED = 5, SET_PARAM = 6, ACTION = 7;
    private static final int FIRST_CAPACITY = 64;

    private long[] ticks = new long[FIRST_CAPACITY];
    private byte[] kinds = new byte[FIRST_CAPACITY];
    private int[] nameIds = new int[FIRST_CAPACITY];
    private double[] xs = new double[FIRST_CAPACITY];
    private double[] ys = new double[FIRST_CAPACITY];
    private int size;
    private final List<String> names;
    private final Map<String, Integer> nameIndex;

    InputLog() {
        names = new ArrayList<>();
        nameIndex = new HashMap<>();
    }

    private InputLog(InputLog from) {
        size = from.size;
        int capacity = Math.max(1, size);
        ticks = Arrays.copyOf(from.ticks, capacity);
        kinds = Arrays.copyOf(from.kinds, capacity);
        nameIds = Arrays.copyOf(from.nameIds, capacity);
        xs = Arrays.copyOf(from.xs, capacity);
        ys = Arrays.copyOf(from.ys, capacity);
        names = new ArrayList<>(from.names);
        nameIndex = new HashMap<>(from.nameIndex);
    }

    /** An independent copy (for a replay on another thread). */
    InputLog copy() { return new InputLog(this); }

    int size() { return size; }

    /** Entries the arrays can hold before they grow (what the log costs in memory). */
    int capacity() { return ticks.length; }

    /**
     * Logs {@code input} at {@code tick} (not before the last entry's tick). When the last entry
     * is at the same tick and {@code replacesLastOfItsKind} says this input makes it irrelevant
     * (a pointer move after a pointer move, a drag after a drag of the same handle), the last
     * entry is overwritten instead.
     */
    void add(long tick, Input input, boolean replacesLastOfItsKind) {
        if (size > 0 && tick < ticks[size - 1]) throw new IllegalArgumentException("tick " + tick + " before the log's end " + ticks[size - 1]);
        byte kind = kindOf(input);
        int name = nameOf(input);
        if (replacesLastOfItsKind && size > 0 && ticks[size - 1] == tick && kinds[size - 1] == kind && nameIds[size - 1] == name) {
            setNumbers(size - 1, input);
            return;
        }
        if (size == ticks.length) grow();
        ticks[size] = tick;
        kinds[size] = kind;
        nameIds[size] = name;
        setNumbers(size, input);
        size++;
    }

    /** Forgets every entry after {@code tick}. */
    void dropAfter(long tick) { size = firstAfter(tick); }

    /** Forgets every entry before {@code tick}, and gives back the memory they held. */
    void dropBefore(long tick) {
        int from = firstAtOrAfter(tick);
        if (from == 0) return;
        int left = size - from;
        System.arraycopy(ticks, from, ticks, 0, left);
        System.arraycopy(kinds, from, kinds, 0, left);
        System.arraycopy(nameIds, from, nameIds, 0, left);
        System.arraycopy(xs, from, xs, 0, left);
        System.arraycopy(ys, from, ys, 0, left);
        size = left;
        // Shrink when the arrays are mostly empty, so a burst long ago does not keep its memory.
        if (ticks.length > FIRST_CAPACITY && size < ticks.length / 4) resize(Math.max(FIRST_CAPACITY, size * 2));
    }

    void clear() {
        size = 0;
        if (ticks.length > FIRST_CAPACITY) resize(FIRST_CAPACITY);
    }

    /** Hands the inputs logged at {@code tick} to {@code action}, in the order they arrived. */
    void forEachAt(long tick, Consumer<Input> action) {
        for (int i = firstAtOrAfter(tick); i < size && ticks[i] == tick; i++) action.accept(entry(i));
    }

    /** The entry at index {@code i} (for tests and diagnostics). */
    Input entry(int i) {
        String name = nameIds[i] < 0 ? null : names.get(nameIds[i]);
        return switch (kinds[i]) {
            case POINTER_AT -> new Input.PointerAt(new Vec2(xs[i], ys[i]));
            case POINTER_LEFT -> new Input.PointerLeft();
            case DRAG -> new Input.Drag(name, new Vec2(xs[i], ys[i]));
            case RELEASE -> new Input.Release(name);
            case POINTER_PRESSED -> new Input.PointerPressed(new Vec2(xs[i], ys[i]));
            case POINTER_RELEASED -> new Input.PointerReleased();
            case SET_PARAM -> new Input.SetParam(name, xs[i]);
            case ACTION -> new Input.Action(name);
            default -> throw new IllegalStateException("unknown input kind " + kinds[i]);
        };
    }

    long tickAt(int i) { return ticks[i]; }

    private int firstAtOrAfter(long tick) {
        int lo = 0, hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ticks[mid] < tick) lo = mid + 1; else hi = mid;
        }
        return lo;
    }

    private int firstAfter(long tick) {
        return tick == Long.MAX_VALUE ? size : firstAtOrAfter(tick + 1);
    }

    private void grow() { resize(ticks.length * 2); }

    private void resize(int capacity) {
        ticks = Arrays.copyOf(ticks, capacity);
        kinds = Arrays.copyOf(kinds, capacity);
        nameIds = Arrays.copyOf(nameIds, capacity);
        xs = Arrays.copyOf(xs, capacity);
        ys = Arrays.copyOf(ys, capacity);
    }

    private void setNumbers(int i, Input input) {
        double x = 0, y = 0;
        if (input instanceof Input.PointerAt p) { x = p.position().x(); y = p.position().y(); }
        else if (input instanceof Input.Drag d) { x = d.position().x(); y = d.position().y(); }
        else if (input instanceof Input.PointerPressed p) { x = p.position().x(); y = p.position().y(); }
        else if (input instanceof Input.SetParam s) x = s.value();
        xs[i] = x;
        ys[i] = y;
    }

    private static byte kindOf(Input input) {
        if (input instanceof Input.PointerAt) return POINTER_AT;
        if (input instanceof Input.PointerLeft) return POINTER_LEFT;
        if (input instanceof Input.Drag) return DRAG;
        if (input instanceof Input.Release) return RELEASE;
        if (input instanceof Input.PointerPressed) return POINTER_PRESSED;
        if (input instanceof Input.PointerReleased) return POINTER_RELEASED;
        if (input instanceof Input.SetParam) return SET_PARAM;
        if (input instanceof Input.Action) return ACTION;
        throw new IllegalArgumentException("unknown input " + input);
    }

    private int nameOf(Input input) {
        String name;
        if (input instanceof Input.Drag d) name = d.handleId();
        else if (input instanceof Input.Release r) name = r.handleId();
        else if (input instanceof Input.SetParam s) name = s.name();
        else if (input instanceof Input.Action a) name = a.name();
        else return -1;
        return nameIndex.computeIfAbsent(name, n -> {
            names.add(n);
            return names.size() - 1;
        });
    }
}
