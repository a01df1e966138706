package org.creatureexplorer.lessons.mannerisms;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.IdentityHashMap;

/**
 * Text widths measured before, by font metrics and by the String itself (identity): a painter
 * that keeps its label Strings while their values stay put ({@link LabelMemo}) measures each once,
 * not every frame ({@code getStringBounds} copies the text and makes a rectangle per call). The
 * width is {@code fm.getStringBounds(text, g).getWidth()}, exactly as measured the first time.
 * One cache per thread (painters also run on render's and bench's threads).
 */
public final class TextWidths {
    private TextWidths() {}

    /** Enough for every label a stage keeps across a few font sizes; beyond it, start over. */
    private static final int MAX_ENTRIES = 2048;

    private static final class Cache {
        final IdentityHashMap<FontMetrics, IdentityHashMap<String, Double>> byMetrics = new IdentityHashMap<>();
        int entries;
    }

    private static final ThreadLocal<Cache> CACHE = ThreadLocal.withInitial(Cache::new);

    public static double width(FontMetrics fm, Graphics2D g, String text) {
        Cache cache = CACHE.get();
        IdentityHashMap<String, Double> widths = cache.byMetrics.get(fm);
        Double w = widths == null ? null : widths.get(text);
        if (w != null) return w;
        if (cache.entries > MAX_ENTRIES) {
            cache.byMetrics.clear();
            cache.entries = 0;
            widths = null;
        }
        if (widths == null) {
            widths = new IdentityHashMap<>();
            cache.byMetrics.put(fm, widths);
        }
        w = fm.getStringBounds(text, g).getWidth();
        widths.put(text, w);
        cache.entries++;
        return w;
    }
}
