package org.creatureexplorer.i18n;

import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which font family can show the current language. English keeps Java's logical fonts
 * (SansSerif, Monospaced), so nothing changes for it. For Japanese the logical font is kept when
 * it can display a sample of the app's Japanese (on Linux it falls back through fontconfig, and
 * does once a CJK font is installed); otherwise the first installed CJK family that can
 * ({@link #CJK_SANS}), checked with {@link Font#canDisplayUpTo}. Debian's {@code fonts-noto-cjk}
 * provides Noto Sans CJK JP. With no such font at all the logical font is kept and
 * {@link #missing()} says so (the window then shows empty boxes: install the package).
 */
public final class Fonts {
    /** Japanese sans-serif families, most wanted first: Linux (Noto, IPA, Takao, VL), macOS, Windows. */
    public static final List<String> CJK_SANS = List.of(
            "Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Source Han Sans", "IPAexGothic", "IPAGothic",
            "IPAPGothic", "TakaoPGothic", "TakaoGothic", "VL PGothic", "VL Gothic", "Droid Sans Japanese",
            "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", "Meiryo UI", "Meiryo",
            "MS UI Gothic", "MS Gothic", "Noto Sans CJK SC", "Noto Sans CJK TC", "WenQuanYi Zen Hei");
    /** Japanese monospaced families, tried before the sans ones for code and the clock. */
    public static final List<String> CJK_MONO = List.of(
            "Noto Sans Mono CJK JP", "IPAGothic", "TakaoGothic", "VL Gothic", "MS Gothic", "Osaka-Mono");

    /**
     * What the Japanese UI must show: kana, kanji, the full-width marks and the symbols the
     * toolbar, labels and charts use next to them (arrows, ×, ≈, °, ½, ¼, the wave dash).
     */
    public static final String JA_SAMPLE = "再生一時停止コマ送り鯉の池8の字触手目標曲がりの限界、。「」（）・"
            + "12px/秒 0.15〜1.45 ×≈°½¼−→←▶◀";

    private static final Map<Tr.Language, String> SANS = new HashMap<>();
    private static final Map<Tr.Language, String> MONO = new HashMap<>();
    private static volatile Set<String> installed;

    private Fonts() {}

    /** The sans-serif family for the current language's text. */
    public static String sans() {
        Tr.Language l = Tr.language();
        synchronized (SANS) {
            return SANS.computeIfAbsent(l, x -> x == Tr.Language.EN ? Font.SANS_SERIF : pick(Font.SANS_SERIF, CJK_SANS, JA_SAMPLE));
        }
    }

    /** The monospaced family for the current language (the clock, code in the text). */
    public static String mono() {
        Tr.Language l = Tr.language();
        synchronized (MONO) {
            return MONO.computeIfAbsent(l, x -> {
                if (x == Tr.Language.EN) return Font.MONOSPACED;
                String m = pick(Font.MONOSPACED, CJK_MONO, JA_SAMPLE);
                return displays(m, JA_SAMPLE) ? m : sans();
            });
        }
    }

    /** True when the current language's sans family cannot show its sample (no CJK font installed). */
    public static boolean missing() {
        return Tr.language() != Tr.Language.EN && !displays(sans(), JA_SAMPLE);
    }

    /** The family of {@code preferred} if it shows {@code text}, else the first installed candidate that does. */
    static String pick(String preferred, List<String> candidates, String text) {
        if (displays(preferred, text)) return preferred;
        Set<String> have = installed();
        for (String family : candidates) {
            if (have.contains(family) && displays(family, text)) return family;
        }
        return preferred;
    }

    /** Whether {@code family} has a glyph for every character of {@code text}. */
    public static boolean displays(String family, String text) {
        return new Font(family, Font.PLAIN, 12).canDisplayUpTo(text) == -1;
    }

    /**
     * {@code font} when it can show {@code text}; else the same style and size in the current
     * language's family (or the first CJK family that can). For text that comes from elsewhere
     * (a lesson's label) drawn in a font someone else chose.
     */
    public static Font forText(Font font, String text) {
        if (text == null || font.canDisplayUpTo(text) == -1) return font;
        String family = sans();
        if (!displays(family, text)) family = pick(family, CJK_SANS, text);
        return new Font(family, font.getStyle(), 12).deriveFont(font.getStyle(), font.getSize2D());
    }

    private static Set<String> installed() {
        Set<String> have = installed;
        if (have == null) {
            have = new TreeSet<>(List.of(GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames(java.util.Locale.ROOT)));
            installed = have;
        }
        return have;
    }
}
