package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The last {@code capacity} things added, oldest first: a ring buffer for trails, footprints and
 * tick tables. Adding to a full trail drops its oldest entry.
 */
public final class Trail<T> implements Iterable<T> {
    private final Object[] items;
    private int start;
    private int size;

    public Trail(int capacity) {
        if (capacity < 1) throw new IllegalArgumentException("a trail holds at least one entry: " + capacity);
        items = new Object[capacity];
    }

    private Trail(Trail<T> from) {
        items = from.items.clone();
        start = from.start;
        size = from.size;
    }

    /**
     * An independent trail with the same entries (for a world's copy). The entries themselves
     * are shared: a trail holds values (points, rows of numbers), never something that changes.
     */
    public Trail<T> copy() { return new Trail<>(this); }

    /** Adds {@code item} as the newest entry; returns the oldest one it pushed out, or null. */
    @SuppressWarnings("unchecked")
    public T add(T item) {
        T dropped = null;
        if (size == items.length) {
            dropped = (T) items[start];
            items[start] = item;
            start = (start + 1) % items.length;
        } else {
            items[(start + size) % items.length] = item;
            size++;
        }
        return dropped;
    }

    /** Puts {@code item} in place of the newest entry (a row redone between ticks). */
    public void replaceLast(T item) {
        if (size == 0) throw new NoSuchElementException("empty trail");
        items[(start + size - 1) % items.length] = item;
    }

    public int size() { return size; }

    public boolean isEmpty() { return size == 0; }

    public int capacity() { return items.length; }

    /** The entry {@code i} places after the oldest (0 is the oldest). */
    @SuppressWarnings("unchecked")
    public T get(int i) {
        if (i < 0 || i >= size) throw new IndexOutOfBoundsException(i + " of " + size);
        return (T) items[(start + i) % items.length];
    }

    public T first() {
        if (size == 0) throw new NoSuchElementException("empty trail");
        return get(0);
    }

    public T last() {
        if (size == 0) throw new NoSuchElementException("empty trail");
        return get(size - 1);
    }

    public void clear() {
        java.util.Arrays.fill(items, null);
        start = 0;
        size = 0;
    }

    /**
     * The entries oldest first, read through to the buffer (no copy): what a painter hands to a
     * drawing helper every frame. It sees later adds, so use it at once; take {@link #toList()}
     * to keep the entries. (Not kept in a field: a world's copy would have to make it again over its own trail.)
     */
    public List<T> view() {
        return new java.util.AbstractList<>() {
            @Override public T get(int i) { return Trail.this.get(i); }

            @Override public int size() { return size; }
        };
    }

    /** A copy, oldest first. */
    public List<T> toList() {
        List<T> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) out.add(get(i));
        return out;
    }

    @Override public Iterator<T> iterator() {
        return new Iterator<>() {
            private int i;

            @Override public boolean hasNext() { return i < size; }

            @Override public T next() {
                if (i >= size) throw new NoSuchElementException();
                return get(i++);
            }
        };
    }
}
