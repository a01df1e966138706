package org.creatureexplorer.lessons.mannerisms;

import org.creatureexplorer.i18n.Tr;

/**
 * A label's text (or a row of cells) kept by the values it shows: a painter formats it again
 * only when one of them, or the language, changed since the last frame, and otherwise gets the
 * very same object back. Most labels of a stage show values that stay put for many frames (the
 * gait, the panic radius, a verdict), and formatting one makes a builder and a String per frame;
 * text-width caches keyed on the String's identity hit too.
 *
 * <pre>
 * LabelMemo&lt;String&gt; m = ...;                 // one per label, per thread
 * if (!m.key(speed).key(mass).same()) m.remember(Tr.f("speed %.1f, mass %.2f", speed, mass));
 * String text = m.value();
 * </pre>
 *
 * Keys are compared exactly (doubles by their bits, so 0.0 and -0.0, which print differently,
 * differ; objects by identity). Not thread-safe: painters also run on render's and bench's
 * threads, so keep memos in a ThreadLocal (or in state one thread owns).
 */
public final class LabelMemo<T> {
    private static final int MAX_KEYS = 12;

    private final long[] keys = new long[MAX_KEYS];
    private final long[] lastKeys = new long[MAX_KEYS];
    private final Object[] refs = new Object[MAX_KEYS];
    private final Object[] lastRefs = new Object[MAX_KEYS];
    private int nKeys, nRefs;
    private int lastNKeys = -1, lastNRefs = -1;
    private T value;

    /** A number the text shows. */
    public LabelMemo<T> key(double v) {
        keys[nKeys++] = Double.doubleToRawLongBits(v);
        return this;
    }

    /** A whole number the text shows (a tick, a count, a flag as 0 or 1). */
    public LabelMemo<T> key(long v) {
        keys[nKeys++] = v;
        return this;
    }

    public LabelMemo<T> key(boolean v) { return key(v ? 1L : 0L); }

    /** An object the text shows, compared by identity (an enum, a String from {@link Tr#t}). */
    public LabelMemo<T> key(Object o) {
        refs[nRefs++] = o;
        return this;
    }

    /**
     * True when the keys given since the last call, and the language, are those of the value
     * remembered last; then {@link #value} is it. Either way these keys become the last ones.
     */
    public boolean same() {
        key(Tr.language());
        boolean same = value != null && nKeys == lastNKeys && nRefs == lastNRefs;
        for (int i = 0; same && i < nKeys; i++) same = keys[i] == lastKeys[i];
        for (int i = 0; same && i < nRefs; i++) same = refs[i] == lastRefs[i];
        System.arraycopy(keys, 0, lastKeys, 0, nKeys);
        System.arraycopy(refs, 0, lastRefs, 0, nRefs);
        lastNKeys = nKeys;
        lastNRefs = nRefs;
        nKeys = 0;
        nRefs = 0;
        if (!same) value = null; // never handed out for keys it was not made for
        return same;
    }

    /** Keeps {@code v} for the keys given to the last {@link #same()}; returns it. */
    public T remember(T v) {
        value = v;
        return v;
    }

    public T value() { return value; }
}
