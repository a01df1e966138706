package org.creatureexplorer.lesson;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
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

    /**
     * A pinned run's outline {@code width} wide: pin 2 dashed (dashes 4 widths, gaps 2.5), any
     * other number but 1 dotted (round dots 2.2 widths apart). Pin 1 is {@link #roundStroke}.
     */
    public static BasicStroke ghostStroke(int number, float width) {
        if (number == 1) return roundStroke(width);
        long key = ((number == 2 ? 2L : 3L) << 32) | (Float.floatToIntBits(width) & 0xFFFFFFFFL);
        BasicStroke s = STROKES.get(key);
        if (s != null) return s;
        return STROKES.put(key, number == 2
                ? new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {4 * width, 2.5f * width}, 0f)
                : new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {0.1f, 2.2f * width}, 0f));
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
     * A bounded map from long keys to values made once that boxes no key: an open-addressing
     * table (linear probing) read without a lock. Entries are immutable (final fields), so a
     * reader sees a whole entry or none; a reader that misses one another thread is adding
     * makes its value and {@link #put} hands back the one kept first. Clearing swaps in a new
     * table, so a reader still holding the old one finds only right answers. The table has
     * twice {@link #MAX_ENTRIES} slots, so a probe always ends at an empty one. (It replaced a
     * 64-slot front over a ConcurrentHashMap: painters' many colours pushed each other out of
     * the front, and every fall-back boxed its key.)
     */
    private static final class LongCache<V> {
        private record Entry<V>(long key, V value) {}

        private static final int SLOTS = Integer.highestOneBit(2 * MAX_ENTRIES - 1) << 1;
        private volatile Object[] table = new Object[SLOTS];
        /** Entries in {@link #table}; guarded by this. */
        private int size;

        private static int slot(long key) {
            long h = key * 0x9E3779B97F4A7C15L;
            return (int) (h >>> (64 - Integer.numberOfTrailingZeros(SLOTS)));
        }

        @SuppressWarnings("unchecked")
        V get(long key) {
            Object[] t = table;
            for (int i = slot(key); ; i = (i + 1) & (SLOTS - 1)) {
                Entry<V> e = (Entry<V>) t[i];
                if (e == null) return null;
                if (e.key() == key) return e.value();
            }
        }

        /** Keeps {@code v} for {@code key} (or the value another thread kept first) and returns it. */
        synchronized V put(long key, V v) {
            V kept = get(key);
            if (kept != null) return kept;
            if (size >= MAX_ENTRIES) {
                table = new Object[SLOTS];
                size = 0;
            }
            Object[] t = table;
            int i = slot(key);
            while (t[i] != null) i = (i + 1) & (SLOTS - 1);
            t[i] = new Entry<>(key, v);
            size++;
            return v;
        }
    }
}
