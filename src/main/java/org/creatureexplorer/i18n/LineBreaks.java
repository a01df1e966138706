package org.creatureexplorer.i18n;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a line may break, in English and in Japanese. English breaks only at spaces, as
 * before. Japanese has no spaces between words: a line may break between most characters (the
 * JDK's Japanese line rules, which keep 。、」 off the start of a line), but never inside a number
 * with its unit ({@code 12px}, {@code 1 秒}, {@code 20px/秒}, {@code 0.35 rad}) nor inside a range
 * ({@code 0.15〜1.45}), which the JDK's rules would split at the space, the slash or the wave dash.
 */
public final class LineBreaks {
    /** Units written after a number, longest first so {@code px/秒} wins over {@code px}. */
    private static final String UNITS = "px/秒|px/ステップ|px/tick|px/s|ステップ|フレーム|ラジアン|rad/ステップ|rad/s|rad|歩/秒|px|ms|Hz|秒|°|%|×|倍|歩|回|匹|本|組|マス|個|s";
    /** A number, maybe in scientific notation ({@code 3.6e-15}, as the gap errors read). */
    private static final String NUMBER = "[-−+]?\\d+(?:[.,]\\d+)*(?:e[-+]?\\d+)?";
    /** A number (or a range of two) with the unit that follows it, maybe after one space. */
    public static final Pattern GLUED = Pattern.compile(
            "[×≈~]?" + NUMBER + "(?:\\s?[〜~–-]\\s?" + NUMBER + ")?(?:[ \u00a0]?(?:" + UNITS + ")(?![A-Za-z]))?");

    private LineBreaks() {}

    /** True when {@code text} has kana or kanji (or other CJK): it then breaks between characters. */
    public static boolean hasCjk(String text) {
        for (int i = 0; i < text.length(); i++) {
            Character.UnicodeScript s = Character.UnicodeScript.of(text.charAt(i));
            if (s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA || s == Character.UnicodeScript.KATAKANA) {
                return true;
            }
            char c = text.charAt(i);
            if (c >= '\u3000' && c <= '\u303f' || c >= '\uff00' && c <= '\uffef') return true;
        }
        return false;
    }

    /**
     * The text cut into the pieces a line may not split, in order; joined they give the text
     * back. In English each piece is a word with the spaces after it.
     */
    public static List<String> pieces(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int end : breaks(text)) {
            out.add(text.substring(start, end));
            start = end;
        }
        if (start < text.length()) out.add(text.substring(start));
        return out;
    }

    /** The offsets (after 0, up to and including the length) where a line may end. */
    public static List<Integer> breaks(String text) {
        List<Integer> out = new ArrayList<>();
        if (text.isEmpty()) return out;
        if (!hasCjk(text)) {
            for (int i = 1; i < text.length(); i++) {
                if (Character.isWhitespace(text.charAt(i - 1)) && !Character.isWhitespace(text.charAt(i))) out.add(i);
            }
            out.add(text.length());
            return out;
        }
        boolean[] glued = new boolean[text.length() + 1];
        Matcher m = GLUED.matcher(text);
        while (m.find()) {
            for (int i = m.start() + 1; i < m.end(); i++) glued[i] = true;
        }
        BreakIterator it = BreakIterator.getLineInstance(Locale.JAPANESE);
        it.setText(text);
        for (int b = it.next(); b != BreakIterator.DONE; b = it.next()) {
            if (b == text.length() || !glued[b]) out.add(b);
        }
        return out;
    }

    /**
     * {@code text} wrapped greedily to {@code room} (as {@code width} measures it): each line
     * as long as fits, broken only where {@link #breaks} allows, spaces at a break dropped. A
     * piece wider than {@code room} gets a line of its own (the caller shortens or reports it).
     */
    public static List<String> wrap(String text, ToDoubleFunction<String> width, double room) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String piece : pieces(text.strip())) {
            String tried = line + piece;
            if (line.length() > 0 && width.applyAsDouble(tried.stripTrailing()) > room) {
                lines.add(line.toString().stripTrailing());
                line = new StringBuilder(piece);
            } else {
                line.append(piece);
            }
        }
        if (line.length() > 0 || lines.isEmpty()) lines.add(line.toString().stripTrailing());
        return lines;
    }

    /** The longest start of {@code text} that fits {@code room} and ends where a line may break: its length, or 0. */
    public static int lastFit(String text, ToDoubleFunction<String> width, double room) {
        int best = 0;
        for (int b : breaks(text)) {
            if (width.applyAsDouble(text.substring(0, b).stripTrailing()) <= room) best = b;
            else break;
        }
        return best;
    }

    /**
     * {@code text} with the space inside each number-with-unit ({@code 1 秒}) made a no-break
     * space, for Swing's plain-text wrapping (a JTextArea), which breaks at any space. English
     * text comes back as it was.
     */
    public static String noBreakSpaces(String text) {
        if (text == null || !hasCjk(text)) return text;
        Matcher m = GLUED.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) m.appendReplacement(out, Matcher.quoteReplacement(m.group().replace(' ', '\u00a0')));
        m.appendTail(out);
        return out.toString();
    }

    /**
     * For Swing's HTML view: in text that has Japanese, each number with its unit (or range) is
     * wrapped in a {@code white-space: nowrap} span with a no-break space, so the pane never
     * breaks inside it. {@code html} is HTML; only the text between tags is touched. English
     * text comes back as it was.
     */
    public static String keepNumbersWhole(String html) {
        if (!hasCjk(html)) return html;
        StringBuilder out = new StringBuilder(html.length() + 64);
        int i = 0;
        while (i < html.length()) {
            int lt = html.indexOf('<', i);
            int end = lt < 0 ? html.length() : lt;
            String textRun = html.substring(i, end);
            Matcher m = GLUED.matcher(textRun);
            int at = 0;
            while (m.find()) {
                String token = m.group();
                if (!token.matches(".*\\d.*[^\\d.,].*|.*[〜~].*") || token.length() < 2) continue;
                out.append(textRun, at, m.start()).append("<span style=\"white-space: nowrap\">")
                        .append(token.replace(' ', '\u00a0')).append("</span>");
                at = m.end();
            }
            out.append(textRun, at, textRun.length());
            if (lt < 0) break;
            int gt = html.indexOf('>', lt);
            if (gt < 0) {
                out.append(html, lt, html.length());
                break;
            }
            out.append(html, lt, gt + 1);
            i = gt + 1;
        }
        return out.toString();
    }
}
