package org.creatureexplorer.lesson;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;

/**
 * How a stage frame measures and wraps its texts (readouts, labels, the key): each text's width,
 * its widest unbreakable piece, the rows it wraps to in a room, and a word shortened with "…"
 * when not even it fits. What was measured is kept per thread from frame to frame (see
 * {@link Measured}), so a text that stays the same is measured once.
 */
final class TextFit {
    private final double textScale;
    private final Measured measured = MEASURED.get();

    /** A fitter for one frame, whose texts are {@code textScale} times their nominal size. */
    TextFit(double textScale) {
        this.textScale = textScale;
        nextFrame(measured);
    }

    /** The bold font of a frame's texts at {@code sizePx} before the text scale. */
    Font font(double sizePx) {
        return StyleCache.font(Font.BOLD, (float) (sizePx * textScale));
    }

    /** One row of a readout: the text shown on it, what is left for the next rows, and whether it was shortened. */
    record Cut(String shown, String rest, boolean clipped) {}

    /** The rows one text takes at {@code font} wrapped to {@code room} px. */
    int rows(FontRenderContext frc, Font font, String text, double room) {
        int rows = 0;
        String rest = text;
        while (!rest.isEmpty()) {
            rest = cut(frc, font, rest, room).rest();
            rows++;
        }
        return rows;
    }

    /** The rows {@code texts} take at {@code sizePx} wrapped to {@code room} px, as {@link StageFrame#readout} wraps them. */
    int rows(Graphics2D g, double sizePx, List<String> texts, double room) {
        if (texts.isEmpty()) return 0;
        // Measured in g's context, as a copy of g with the readout font measured them.
        Font font = font(sizePx);
        FontRenderContext frc = g.getFontRenderContext();
        int rows = 0;
        for (int i = 0; i < texts.size(); i++) rows += rows(frc, font, texts.get(i), room);
        return rows;
    }

    /** The widest piece of the texts no line may split (a word; in Japanese a run its line rules keep whole), at {@code sizePx}. */
    double longestPiece(Graphics2D g, double sizePx, List<String> texts) {
        Font font = font(sizePx);
        FontRenderContext frc = g.getFontRenderContext();
        double widest = 0;
        boolean measuredAny = false;
        for (int i = 0; i < texts.size(); i++) {
            String text = texts.get(i);
            Facts f = facts(frc, font, text);
            if (Double.isNaN(f.longestPiece)) f.longestPiece = longestPieceOf(frc, font, text);
            widest = Math.max(widest, f.longestPiece);
            measuredAny |= !text.isEmpty();
        }
        // Each piece was measured by setting g's font: g is left with that font, as before.
        if (measuredAny) g.setFont(font);
        return widest;
    }

    /**
     * The widest of {@code LineBreaks.pieces(text)}, each stripped: in English the words (a piece
     * ends after the spaces that follow a word), measured in place without the pieces' strings.
     */
    private double longestPieceOf(FontRenderContext frc, Font font, String text) {
        double widest = 0;
        if (org.creatureexplorer.i18n.LineBreaks.hasCjk(text)) {
            for (String piece : org.creatureexplorer.i18n.LineBreaks.pieces(text)) {
                String stripped = piece.strip();
                widest = Math.max(widest, measure(frc, font, stripped, 0, stripped.length()));
            }
            return widest;
        }
        int n = text.length();
        int start = 0;
        for (int end = 1; end <= n; end++) {
            boolean breakHere = end == n || Character.isWhitespace(text.charAt(end - 1)) && !Character.isWhitespace(text.charAt(end));
            if (!breakHere) continue;
            int from = start;
            int to = end;
            while (from < to && Character.isWhitespace(text.charAt(from))) from++;
            while (to > from && Character.isWhitespace(text.charAt(to - 1))) to--;
            widest = Math.max(widest, measure(frc, font, text, from, to));
            start = end;
        }
        return widest;
    }

    /** How many rooms a text keeps its rows for: the band, the four column widths and the badge's row. */
    private static final int ROOMS_KEPT = 6;

    /**
     * The next row of {@code rest} at {@code font}: as much as fits {@code room}, broken at a
     * space. Kept with the text per room: the same text wraps the same way in the same room.
     */
    Cut cut(FontRenderContext frc, Font font, String rest, double room) {
        Facts f = facts(frc, font, rest);
        for (int i = 0; i < f.cutCount; i++) if (f.rooms[i] == room) return f.cuts[i];
        Cut cut = cutNow(frc, font, f, room);
        if (f.rooms == null) {
            f.rooms = new double[ROOMS_KEPT];
            f.cuts = new Cut[ROOMS_KEPT];
        }
        int slot = f.cutCount < ROOMS_KEPT ? f.cutCount++ : f.nextSlot++ % ROOMS_KEPT;
        f.rooms[slot] = room;
        f.cuts[slot] = cut;
        return cut;
    }

    private Cut cutNow(FontRenderContext frc, Font font, Facts f, double room) {
        String rest = f.text;
        if (width(frc, font, f) <= room) {
            if (f.whole == null) f.whole = new Cut(rest, "", false);
            return f.whole;
        }
        int at = lastFittingSpace(rest, room, frc, font, false);
        if (at <= 0) return new Cut(shorten(rest, room, frc, font), "", true);
        String shown = rest.substring(0, at).stripTrailing();
        return new Cut(shown, rest.substring(shown.length()).strip(), false);
    }

    /** The text's width at {@code sizePx} in g's context; g is left with that font, as the measuring left it before. */
    double textWidth(Graphics2D g, String text, double sizePx) {
        Font font = font(sizePx);
        g.setFont(font);
        FontRenderContext frc = g.getFontRenderContext();
        return width(frc, font, text);
    }

    /** The text's width at {@code font} in {@code frc}, measured once while it stays in use. */
    double width(FontRenderContext frc, Font font, String text) {
        return width(frc, font, facts(frc, font, text));
    }

    /**
     * What a stage measured of its texts before, per thread (render and bench paint on other
     * threads than the window's), for one font render context (another clears it): by font, each
     * text's width, its widest unbreakable piece and its first row in each room tried. A stage
     * lays its readouts out at five widths and measures every readout and label again on every
     * paint, mostly the same texts as the frame before (labels, and readouts while their numbers
     * hold); each measurement copied the text's chars and made a rectangle, each row a record and
     * substrings. Texts no frame used for a few frames are dropped.
     */
    private static final class Measured {
        FontRenderContext frc;
        final HashMap<Font, HashMap<String, Facts>> byFont = new HashMap<>();
        /** Counts the frames laid out on this thread: a text is dropped some frames after its last use. */
        int frame;
        int count;
        int sweepAt = SWEEP_AT_LEAST;
        char[] chars = new char[128];
    }

    /** One text at one font: what was measured of it (NaN or null until asked). */
    private static final class Facts {
        final String text;
        double width = Double.NaN;
        double longestPiece = Double.NaN;
        Cut whole;
        double[] rooms;
        Cut[] cuts;
        int cutCount;
        int nextSlot;
        int usedIn;

        Facts(String text) { this.text = text; }
    }

    private static final int SWEEP_AT_LEAST = 512;
    /** Frames a text stays unused before it may be dropped (a paint lays its frame out up to three times). */
    private static final int KEEP_FRAMES = 8;
    private static final ThreadLocal<Measured> MEASURED = ThreadLocal.withInitial(Measured::new);

    private static void nextFrame(Measured m) {
        m.frame++;
        if (m.count <= m.sweepAt) return;
        int keepFrom = m.frame - KEEP_FRAMES;
        int left = 0;
        for (Iterator<HashMap<String, Facts>> fonts = m.byFont.values().iterator(); fonts.hasNext(); ) {
            HashMap<String, Facts> texts = fonts.next();
            texts.values().removeIf(f -> f.usedIn < keepFrom);
            if (texts.isEmpty()) fonts.remove();
            left += texts.size();
        }
        m.count = left;
        m.sweepAt = Math.max(SWEEP_AT_LEAST, 2 * left);
    }

    private Facts facts(FontRenderContext frc, Font font, String text) {
        Measured m = measured;
        if (frc != m.frc) {
            if (m.frc == null || !m.frc.equals(frc)) {
                m.byFont.clear();
                m.count = 0;
            }
            m.frc = frc;
        }
        HashMap<String, Facts> texts = m.byFont.get(font);
        if (texts == null) {
            texts = new HashMap<>();
            m.byFont.put(font, texts);
        }
        Facts f = texts.get(text);
        if (f == null) {
            f = new Facts(text);
            texts.put(text, f);
            m.count++;
        }
        f.usedIn = m.frame;
        return f;
    }

    private double width(FontRenderContext frc, Font font, Facts f) {
        if (Double.isNaN(f.width)) f.width = measure(frc, font, f.text, 0, f.text.length());
        return f.width;
    }

    /**
     * {@code fm.getStringBounds(text.substring(from, to), g).getWidth()} for a graphics g with that
     * font and context: the same chars measured the same way (the String form copies them to an
     * array too), from a reused array.
     */
    private double measure(FontRenderContext frc, Font font, String text, int from, int to) {
        int n = to - from;
        char[] chars = measured.chars;
        if (chars.length < n) {
            chars = new char[Math.max(n, 2 * chars.length)];
            measured.chars = chars;
        }
        text.getChars(from, to, chars, 0);
        return font.getStringBounds(chars, 0, n, frc).getWidth();
    }

    /** Where to break {@code text} so the first part fits {@code room}: the last such space, or 0. */
    int lastFittingSpace(String text, double room, FontRenderContext frc, Font font, boolean keepBrackets) {
        if (org.creatureexplorer.i18n.LineBreaks.hasCjk(text)) {
            // Japanese: where its line rules allow a break, never inside a number with its unit.
            int fit = org.creatureexplorer.i18n.LineBreaks.lastFit(text, s -> measure(frc, font, s, 0, s.length()), room);
            return fit >= text.length() ? 0 : fit;
        }
        // In the key a space inside brackets, as in a coordinate pair "(1.84, -1.55)", is a break
        // only when no space outside them lets the line fit.
        int best = 0;
        int bestOutside = 0;
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '(' || ch == '[') depth++;
            else if ((ch == ')' || ch == ']') && depth > 0) depth--;
            else if (ch == ' ' && i > 0) {
                if (prefixWidth(frc, font, text, i) > room) break;
                best = i;
                if (depth == 0) bestOutside = i;
            }
        }
        return keepBrackets && bestOutside > 0 ? bestOutside : best;
    }

    /**
     * The width of {@code text.substring(0, end).stripTrailing()}, measured in place (see
     * {@link #measure}), without a substring and its copy for every space of every readout.
     */
    private double prefixWidth(FontRenderContext frc, Font font, String text, int end) {
        while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) end--;
        return measure(frc, font, text, 0, end);
    }

    private String shorten(String text, double room, FontRenderContext frc, Font font) {
        for (int n = text.length() - 1; n > 0; n--) {
            String s = text.substring(0, n) + "\u2026";
            if (measure(frc, font, s, 0, s.length()) <= room) return s;
        }
        return "";
    }
}
