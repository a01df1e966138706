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
 * it starts again empty.
 */
public final class StyleCache {
    static final int MAX_ENTRIES = 512;
    private static final Map<Long, Font> FONTS = new ConcurrentHashMap<>();
    private static final Map<Long, BasicStroke> STROKES = new ConcurrentHashMap<>();
    private static final Map<Long, Color> COLORS = new ConcurrentHashMap<>();
    private static final Map<Long, Color[]> RAMPS = new ConcurrentHashMap<>();

    private StyleCache() {}

    /**
     * The label font at {@code size} (BOLD, PLAIN...): SANS_SERIF, or for a language whose text
     * SANS_SERIF cannot show, the family {@link Fonts#sans} picked (one cache entry per language).
     */
    public static Font font(int style, float size) {
        return get(FONTS, ((long) Tr.language().ordinal() << 40) | ((long) style << 32) | (Float.floatToIntBits(size) & 0xFFFFFFFFL),
                () -> new Font(Fonts.sans(), style, 12).deriveFont(style, size));
    }

    /** A round-capped, round-joined line {@code width} wide. */
    public static BasicStroke roundStroke(float width) {
        return get(STROKES, Float.floatToIntBits(width), () -> new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    }

    /** A dashed line {@code width} wide: dashes 4 widths long, gaps 3. */
    public static BasicStroke dashedStroke(float width) {
        return get(STROKES, (1L << 32) | Float.floatToIntBits(width),
                () -> new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {4 * width, 3 * width}, 0f));
    }

    /** {@code color}'s red, green and blue with {@code alpha} (0-255). */
    public static Color withAlpha(Color color, int alpha) {
        return get(COLORS, ((long) (color.getRGB() & 0xFFFFFF) << 8) | (alpha & 0xFF),
                () -> new Color(color.getRed(), color.getGreen(), color.getBlue(), alpha));
    }

    /**
     * A trail's colours for {@code n} points: entry i has alpha {@code (int) (255 * i / n)}, from
     * transparent (oldest) to nearly {@code color} (newest), one Color per segment made once.
     */
    public static Color[] alphaRamp(Color color, int n) {
        return get(RAMPS, ((long) (color.getRGB() & 0xFFFFFF) << 32) | n, () -> {
            Color[] ramp = new Color[Math.max(n, 0)];
            for (int i = 0; i < n; i++) ramp[i] = new Color(color.getRed(), color.getGreen(), color.getBlue(), (int) (255 * (double) i / n));
            return ramp;
        });
    }

    private static <V> V get(Map<Long, V> map, long key, java.util.function.Supplier<V> make) {
        V v = map.get(key);
        if (v != null) return v;
        if (map.size() >= MAX_ENTRIES) map.clear();
        v = make.get();
        map.put(key, v);
        return v;
    }
}
