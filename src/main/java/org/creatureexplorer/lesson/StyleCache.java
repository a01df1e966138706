package org.creatureexplorer.lesson;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.creatureexplorer.i18n.Fonts;
import org.creatureexplorer.i18n.Tr;

/**
 * Fonts, strokes and colours the painters ask for on every frame, made once per size and look
 * instead of once per paint. All of them are immutable, so one copy serves every stage and
 * thread. Each map is bounded: past {@link #MAX_ENTRIES} (a window dragged through many sizes)
 * it starts again empty. A lookup that hits allocates nothing (no boxed key, no lambda).
 */
public final class StyleCache {
    static final int MAX_ENTRIES = 512;
    private static final LongCache<Font> FONTS = new LongCache<>();
    private static final LongCache<BasicStroke> STROKES = new LongCache<>();
    /** Per colour (its red, green and blue), that colour at each alpha 0 to 255. */
    private static final LongCache<Color[]> ALPHAS = new LongCache<>();
    private static final LongCache<Color[]> RAMPS = new LongCache<>();

    private StyleCache() {}

    /**
     * The label font at {@code size} (BOLD, PLAIN...): SANS_SERIF, or for a language whose text
     * SANS_SERIF cannot show, the family {@link Fonts#sans} picked (one cache entry per language).
     */
    public static Font font(int style, float size) {
        long key = ((long) Tr.language().ordinal() << 40) | ((long) style << 32) | (Float.floatToIntBits(size) & 0xFFFFFFFFL);
        Font f = FONTS.get(key);
        return f != null ? f : FONTS.put(key, new Font(Fonts.sans(), style, 12).deriveFont(style, size));
    }

    /** The monospaced table font at {@code size}, {@link Fonts#mono} for the current language (one entry per language). */
    public static Font monoFont(int style, float size) {
        long key = (1L << 48) | ((long) Tr.language().ordinal() << 40) | ((long) style << 32) | (Float.floatToIntBits(size) & 0xFFFFFFFFL);
        Font f = FONTS.get(key);
        return f != null ? f : FONTS.put(key, new Font(Fonts.mono(), style, 12).deriveFont(style, size));
    }

    /** A round-capped, round-joined line {@code width} wide. */
    public static BasicStroke roundStroke(float width) {
        long key = Float.floatToIntBits(width) & 0xFFFFFFFFL;
        BasicStroke s = STROKES.get(key);
        return s != null ? s : STROKES.put(key, new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    }

    /** A dashed line {@code width} wide: dashes 4 widths long, gaps 3. */
    public static BasicStroke dashedStroke(float width) {
        long key = (1L << 32) | (Float.floatToIntBits(width) & 0xFFFFFFFFL);
        BasicStroke s = STROKES.get(key);
        return s != null ? s
                : STROKES.put(key, new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {4 * width, 3 * width}, 0f));
    }

    /** {@code color}'s red, green and blue with {@code alpha} (0-255). */
    public static Color withAlpha(Color color, int alpha) {
        if (alpha < 0 || alpha > 255) return new Color(color.getRed(), color.getGreen(), color.getBlue(), alpha); // throws, as it always did
        return alphas(color)[alpha];
    }

    /** The colour at every alpha, made together the first time the colour is asked for (a trail uses up to 256 of them). */
    private static Color[] alphas(Color color) {
        long key = color.getRGB() & 0xFFFFFFL;
        Color[] all = ALPHAS.get(key);
        if (all != null) return all;
        all = new Color[256];
        for (int a = 0; a < 256; a++) all[a] = new Color(color.getRed(), color.getGreen(), color.getBlue(), a);
        return ALPHAS.put(key, all);
    }

    /**
     * A trail's colours for {@code n} points: entry i has alpha {@code (int) (255 * i / n)}, from
     * transparent (oldest) to nearly {@code color} (newest), one Color per segment made once.
     */
    public static Color[] alphaRamp(Color color, int n) {
        long key = ((long) (color.getRGB() & 0xFFFFFF) << 32) | (n & 0xFFFFFFFFL);
        Color[] ramp = RAMPS.get(key);
        if (ramp != null) return ramp;
        ramp = new Color[Math.max(n, 0)];
        Color[] all = alphas(color);
        for (int i = 0; i < n; i++) ramp[i] = all[(int) (255 * (double) i / n)];
        return RAMPS.put(key, ramp);
    }

    /**
     * A bounded map from long keys to values made once, with a direct-mapped front so a hit boxes
     * no key. Front slots are read without a lock: an entry is immutable (final fields), so a
     * thread sees either a whole entry or an older one, and a miss falls back to the map.
     */
    private static final class LongCache<V> {
        private record Entry<V>(long key, V value) {}

        private final Object[] front = new Object[64];
        private final Map<Long, V> all = new ConcurrentHashMap<>();

        private int slot(long key) {
            long h = key * 0x9E3779B97F4A7C15L;
            return (int) (h >>> 58); // top 6 bits: 64 slots
        }

        @SuppressWarnings("unchecked")
        V get(long key) {
            int i = slot(key);
            Entry<V> e = (Entry<V>) front[i];
            if (e != null && e.key() == key) return e.value();
            V v = all.get(key);
            if (v != null) front[i] = new Entry<>(key, v);
            return v;
        }

        /** Keeps {@code v} for {@code key} (or the value another thread kept first) and returns it. */
        V put(long key, V v) {
            if (all.size() >= MAX_ENTRIES) all.clear();
            V kept = all.putIfAbsent(key, v);
            V value = kept != null ? kept : v;
            front[slot(key)] = new Entry<>(key, value);
            return value;
        }
    }
}
