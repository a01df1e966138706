package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import org.creatureexplorer.sim.Vec2;

/**
 * One painted frame of a stage, in the stage component's own pixels: where the readouts go (a
 * band at the top, or a column at the left of a wide stage, reserved so the picture is never
 * drawn under them), where the lesson's subject is fitted (the rest, with a margin), and the
 * label placer every {@link Draw#label} and {@link Labels} call goes through.
 *
 * <p>The placer puts each label at the first free spot: the painter's own spot, then spots on
 * every side of the point it annotates, nearer ones first, further out ring by ring (a thin
 * leader line joins a label moved away from its point). A spot is free when its box lies inside
 * the picture area and overlaps no placed label, readout or badge and no kept-out point. Labels
 * are placed in the order the painter draws them, so the priority is that order: a painter
 * draws the labels that matter most first, and a label with no free spot left is dropped (and
 * reported clipped) rather than drawn over another. Every drawn box is recorded, so the
 * {@code layout} command reports exactly what was drawn.
 */
public final class StageFrame {
    /**
     * One drawn box, in component px: kind {@code label}, {@code readout}, {@code badge},
     * {@code marker}, {@code key}, {@code key-box}, or {@code figure} (an Explain panel whose labels stay on it).
     */
    public record Placed(String kind, String text, Rectangle2D box, boolean clipped) {}

    /** Readout line size (screen px before the text scale) and line spacing. */
    static final double READOUT_PX = 18;
    /**
     * Smaller readout sizes tried when the readouts would leave the picture less than half the
     * size it has without them (a short stage in projection): 12.5 is 20 px on a projector.
     */
    private static final double[] READOUT_SIZES = {18, 16, 14, 12.5};
    private static final double READOUT_LINE = 27;
    private static final double PAD = 8;
    /** The gap between the subject and the picture's edge or the readouts, screen px. */
    public static final double MARGIN = 12;

    /**
     * What the readouts needed in the last frame: the full width of each at the 18 px size and
     * its text, in drawing order. The stage sizes its band from it, as a frame cannot know its
     * readouts before the painter drew them; the rows are counted by wrapping the texts exactly
     * as {@link #readout} does, so the band or column (and the badge's row after it) is reserved
     * to the row. {@code keyRoom} is set once a frame had labels its key found no room for: from
     * then on a readout column (whose free lower part holds the key) is preferred to a band that
     * shows the subject a little larger.
     */
    public record Needs(List<Double> widths, List<String> texts, boolean keyRoom) {
        public static final Needs NONE = new Needs(List.of(), List.of(), false);

        double widest() {
            // As widths.stream().mapToDouble(...).max().orElse(0), without the stream each frame.
            if (widths.isEmpty()) return 0;
            double max = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < widths.size(); i++) max = Math.max(max, widths.get(i));
            return max;
        }
    }

    private final AffineTransform screen;
    private final Shape screenClip;
    private final double width;
    private final double height;
    private final double textScale;
    private final Rectangle2D band;
    private final Rectangle2D picture;
    private final AffineTransform stageToComponent;
    private final Rectangle2D subjectBox;
    private final boolean column;
    private final List<Placed> placed = new ArrayList<>();
    private final List<Rectangle2D> keptOut = new ArrayList<>();
    private final Rectangle2D badgeBox;
    private final String badge;
    private final int rowsReserved;
    /** Which readouts (bit i: the i-th drawn) go on the stage; the rest are {@link #listed}. */
    private final long shownReadouts;
    private int readoutsDrawn;
    private final List<Listed> listed = new ArrayList<>();
    private final double readoutPx;
    private final double lineH;
    private final int badgeLine;
    private int readoutLines;
    private final List<Double> readoutWidths = new ArrayList<>();
    private final List<String> readoutTexts = new ArrayList<>();
    /** Whether a column is preferred for the key's sake: reserved so, or some label found no room in this frame's key. */
    private boolean keyRoom;
    /** Labels with no free spot of their own: a numbered marker by their point, their text in the key. */
    private final List<Keyed> keyed = new ArrayList<>();
    /** Texts and leaders placed while the painter runs, drawn over its picture by {@link #finish}. */
    private List<OnTopDraw> drawLater;
    private int drawsLater;
    private boolean finishing;
    /** While a label is placed on a figure ({@link #labelIn}), the figure's box: the label stays on it. */
    private Rectangle2D labelRoom;

    /** A label shown through the key: its marker's number, text, colour and size. */
    private record Keyed(String mark, String text, Color color, double sizePx, Vec2 anchor, double keepOutPx, Rectangle2D marker,
                         double markPx, int placedIndex) {
        Keyed withText(String other) { return new Keyed(mark, other, color, sizePx, anchor, keepOutPx, marker, markPx, placedIndex); }
    }

    /** Sizes the key tries, as a share of its labels' size, before giving up a spot (never below {@link #KEY_MIN_PX}). */
    private static final double[] KEY_SHRINK = {1, 0.9, 0.8, 0.7};
    /** The key's smallest text, px before the text scale: 20 px on a projector, as the readouts'. */
    private static final double KEY_MIN_PX = 12.5;

    /**
     * Lays a frame out: the readouts from {@code needs} in a band at the top or a column at the
     * left, whichever shows the subject larger, and the subject (stage px) fitted into the rest.
     * {@code g} is the component's graphics before any stage transform.
     */
    public StageFrame(Graphics2D g, double width, double height, double textScale, Rectangle2D subject,
                      Needs needs, String badge) {
        this.screen = g.getTransform();
        this.screenClip = g.getClip();
        this.width = width;
        this.height = height;
        this.textScale = textScale;
        this.badge = badge;
        this.keyRoom = needs.keyRoom();
        nextFrame(measured);
        double pad = PAD;
        double bare = scaleFor(subject, new Rectangle2D.Double(0, 0, width, height));
        Plan plan = null;
        for (double size : READOUT_SIZES) {
            plan = plan(g, size, subject, needs, badge);
            if (plan.scale() >= 0.5 * bare) break;
        }
        readoutPx = plan.sizePx();
        lineH = READOUT_LINE * textScale * readoutPx / READOUT_PX;
        column = plan.column();
        shownReadouts = plan.shown();
        rowsReserved = plan.rows();
        band = plan.band();
        picture = plan.picture();
        stageToComponent = fit(subject, picture);
        subjectBox = transformedBounds(stageToComponent, subject);
        badgeLine = plan.badgeLine();
        if (badge != null) {
            double badgeW = textWidth(g, badge, readoutPx) + 2 * pad;
            // In a column the badge takes the row after the reckoned readouts; a readout that
            // wraps onto more rows than reckoned steps over it (see readout).
            badgeBox = column
                    ? new Rectangle2D.Double(pad, pad / 2 + badgeLine * lineH, badgeW, lineH)
                    : new Rectangle2D.Double(width - pad - badgeW, pad / 2 + badgeLine * lineH, badgeW, lineH);
        } else {
            badgeBox = null;
        }
    }

    /**
     * {@code t.createTransformedShape(r).getBounds2D()} without the path: the rectangle's four
     * corners transformed as its path iterator does, and their bounds as the path takes them.
     */
    private static Rectangle2D transformedBounds(AffineTransform t, Rectangle2D r) {
        double x = r.getX(), y = r.getY();
        double[] c = {x, y, x + r.getWidth(), y, x + r.getWidth(), y + r.getHeight(), x, y + r.getHeight()};
        t.transform(c, 0, c, 0, 4);
        double x1 = c[0], y1 = c[1], x2 = c[0], y2 = c[1];
        for (int i = 2; i < 8; i += 2) {
            x1 = Math.min(x1, c[i]);
            x2 = Math.max(x2, c[i]);
            y1 = Math.min(y1, c[i + 1]);
            y2 = Math.max(y2, c[i + 1]);
        }
        return new Rectangle2D.Double(x1, y1, x2 - x1, y2 - y1);
    }

    /** One way to lay out the readouts: their size, band or column, how many are shown, rows, and the picture left. */
    private record Plan(double sizePx, boolean column, long shown, int rows, int badgeLine, Rectangle2D band, Rectangle2D picture,
                        double scale) {}

    /** The shares of the stage's width a readout column tries. */
    private static final double[] COLUMN_SHARES = {0.25, 0.3, 0.35};
    /**
     * The stage shows only the few readouts a lesson's question needs (the first ones a painter
     * draws); the rest go to the readout list beside the charts ({@link #listed}). A band holds at
     * most this many rows, a column this many, and the shown readouts cover at most
     * {@link #READOUT_AREA} of the stage, so the picture stays the stage's business.
     */
    static final int BAND_ROWS = 3;
    static final int COLUMN_ROWS = 5;
    static final double READOUT_AREA = 0.12;

    /**
     * Which of {@code texts} the stage shows, as bits (readout i is bit i): in drawing order, each
     * that still fits {@code maxRows} rows of {@code room} px and the area budget; a text is shown
     * whole or not at all, and one that does not fit leaves the room to shorter ones after it.
     */
    private long shownFor(Graphics2D g, double sizePx, List<String> texts, List<Double> widths, double k, double room, int maxRows, double lineH) {
        double budget = READOUT_AREA * width * height;
        int rows = 0;
        double area = 0;
        long shown = 0;
        Font font = font(sizePx);
        FontRenderContext frc = g.getFontRenderContext();
        for (int i = 0; i < Math.min(64, texts.size()); i++) {
            int r = rows(frc, font, texts.get(i), room);
            double a = r * lineH * Math.min(room, widths.get(i) * k + 2 * PAD);
            if (rows + r > maxRows || area + a > budget) continue;
            rows += r;
            area += a;
            shown |= 1L << i;
        }
        return shown;
    }

    /** The texts whose bits are set. */
    private static List<String> picked(List<String> texts, long mask) {
        List<String> out = new ArrayList<>(Long.bitCount(mask));
        for (int i = 0; i < Math.min(64, texts.size()); i++) if ((mask >>> i & 1) != 0) out.add(texts.get(i));
        return out;
    }

    private Plan plan(Graphics2D g, double sizePx, Rectangle2D subject, Needs reserved, String badge) {
        double k = sizePx / READOUT_PX;
        List<String> all = reserved.texts();
        double lineH = READOUT_LINE * textScale * k;
        double pad = PAD;
        double badgeW = badge == null ? 0 : textWidth(g, badge, sizePx) + 2 * pad;
        // The band: the badge shares the last readout's row when both fit on it.
        long bandMask = shownFor(g, sizePx, all, reserved.widths(), k, width - 2 * pad, BAND_ROWS, lineH);
        List<String> texts = picked(all, bandMask);
        int n = texts.size();
        int bandRows = rows(g, sizePx, texts, width - 2 * pad);
        int last = 63 - Long.numberOfLeadingZeros(bandMask);
        boolean badgeBeside = badge != null && n > 0 && bandRows == n
                && reserved.widths().get(last) * k + 3 * pad + badgeW <= width;
        int bandLines = bandRows + (badge != null && !badgeBeside ? 1 : 0);
        double bandH = bandLines == 0 ? 0 : bandLines * lineH + pad;
        Rectangle2D bandPicture = new Rectangle2D.Double(0, bandH, width, Math.max(1, height - bandH));
        Plan best = new Plan(sizePx, false, bandMask, bandRows, badge == null ? -1 : badgeBeside ? n - 1 : bandLines - 1,
                new Rectangle2D.Double(0, 0, width, bandH), bandPicture,
                bandH >= height ? 0 : scaleFor(subject, bandPicture));
        if (all.isEmpty()) return best;
        for (double share : COLUMN_SHARES) {
            double w0 = Math.min(width, share * width);
            long mask = shownFor(g, sizePx, all, reserved.widths(), k, w0 - 2 * pad, COLUMN_ROWS, lineH);
            if (mask == 0) continue;
            List<String> colTexts = picked(all, mask);
            // A column is never narrower than the longest word of a readout: nothing in it is shortened.
            double longestWord = longestPiece(g, sizePx, colTexts);
            double widest = 0;
            for (int i = 0; i < Math.min(64, all.size()); i++) if ((mask >>> i & 1) != 0) widest = Math.max(widest, reserved.widths().get(i) * k);
            double w = Math.min(width, Math.max(Math.max(badgeW, longestWord + 2 * pad + 1), Math.min(w0, widest + 2 * pad + 1)));
            int rows = rows(g, sizePx, colTexts, w - 2 * pad);
            int lines = rows + (badge != null ? 1 : 0);
            if (lines * lineH + pad > height) continue;
            // The picture's rectangle is made only for a column that wins: more readouts shown wins, then the larger picture.
            double sc = scaleFor(subject, width - w, height);
            boolean band = !best.column();
            int shown = Long.bitCount(mask);
            int bestShown = Long.bitCount(best.shown());
            boolean more = shown > bestShown;
            if ((more && sc >= best.scale() * 0.8) || (shown == bestShown && (sc > best.scale() * 1.05
                    || (reserved.keyRoom() && band && sc >= best.scale() * 0.8)))) {
                Rectangle2D pic = new Rectangle2D.Double(w, 0, width - w, height);
                best = new Plan(sizePx, true, mask, rows, badge == null ? -1 : lines - 1, new Rectangle2D.Double(0, 0, w, height), pic, sc);
            }
        }
        return best;
    }

    /** The rows one text takes at {@code font} wrapped to {@code room} px. */
    private int rows(FontRenderContext frc, Font font, String text, double room) {
        int rows = 0;
        String rest = text;
        while (!rest.isEmpty()) {
            rest = cut(frc, font, rest, room).rest();
            rows++;
        }
        return rows;
    }

    /** The rows {@code texts} take at {@code sizePx} wrapped to {@code room} px, as {@link #readout} wraps them. */
    private int rows(Graphics2D g, double sizePx, List<String> texts, double room) {
        if (texts.isEmpty()) return 0;
        // Measured in g's context, as a copy of g with the readout font measured them.
        Font font = font(sizePx);
        FontRenderContext frc = g.getFontRenderContext();
        int rows = 0;
        for (int i = 0; i < texts.size(); i++) rows += rows(frc, font, texts.get(i), room);
        return rows;
    }

    /** The widest piece of the texts no line may split (a word; in Japanese a run its line rules keep whole), at {@code sizePx}. */
    private double longestPiece(Graphics2D g, double sizePx, List<String> texts) {
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

    /** One row of a readout: the text shown on it, what is left for the next rows, and whether it was shortened. */
    private record Cut(String shown, String rest, boolean clipped) {}

    /** How many rooms a text keeps its rows for: the band, the four column widths and the badge's row. */
    private static final int ROOMS_KEPT = 6;

    /**
     * The next row of {@code rest} at {@code font}: as much as fits {@code room}, broken at a
     * space. Kept with the text per room: the same text wraps the same way in the same room.
     */
    private Cut cut(FontRenderContext frc, Font font, String rest, double room) {
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

    /** {@code fit(subject, area).getScaleX()}: the fitted scale, without the transform. */
    private static double scaleFor(Rectangle2D subject, Rectangle2D area) {
        return scaleFor(subject, area.getWidth(), area.getHeight());
    }

    /** The fitted scale for an area {@code areaW} x {@code areaH}. */
    private static double scaleFor(Rectangle2D subject, double areaW, double areaH) {
        double m = MARGIN;
        double aw = Math.max(1, areaW - 2 * m);
        double ah = Math.max(1, areaH - 2 * m);
        double sw = Math.max(1e-6, subject.getWidth());
        double sh = Math.max(1e-6, subject.getHeight());
        return Math.max(1e-6, Math.min(aw / sw, ah / sh));
    }

    /**
     * True when this frame's readouts fit the band it reserved from {@code reserved}: the same
     * readouts, about as wide, in no more rows. Otherwise the stage lays the frame out again.
     */
    public boolean holds(Needs reserved) {
        if (reserved.widths().size() != readoutWidths.size() || readoutLines > rowsReserved) return false;
        if (keyRoom && !reserved.keyRoom()) return false;
        for (int i = 0; i < readoutWidths.size(); i++) {
            if (Math.abs(readoutWidths.get(i) - reserved.widths().get(i)) > 40) return false;
        }
        return true;
    }

    /** The text's width at {@code sizePx} in g's context; g is left with that font, as the measuring left it before. */
    private double textWidth(Graphics2D g, String text, double sizePx) {
        Font font = font(sizePx);
        g.setFont(font);
        FontRenderContext frc = g.getFontRenderContext();
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

    private final Measured measured = MEASURED.get();

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

    /** The hints a font render context is made from (with the transform). */
    private static final RenderingHints.Key[] CONTEXT_HINTS = {
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.KEY_ANTIALIASING, RenderingHints.KEY_FRACTIONALMETRICS};

    /**
     * The graphics the readouts and labels measure with: as a copy of {@code g} set to the
     * component's transform, the font render context its text was measured in before. One copy per
     * frame, its hints kept equal to g's, instead of a copy per label and readout.
     */
    private Graphics2D measuring(Graphics2D g) {
        if (measuringG == null) {
            measuringG = (Graphics2D) g.create();
            measuringG.setTransform(screen);
            return measuringG;
        }
        for (RenderingHints.Key key : CONTEXT_HINTS) {
            Object value = g.getRenderingHint(key);
            if (value != null && value != measuringG.getRenderingHint(key)) measuringG.setRenderingHint(key, value);
        }
        return measuringG;
    }

    private Graphics2D measuringG;

    private Font font(double sizePx) {
        return StyleCache.font(Font.BOLD, (float) (sizePx * textScale));
    }

    /** Maps the subject into the area with a margin, aspect kept, centred. */
    private static AffineTransform fit(Rectangle2D subject, Rectangle2D area) {
        double m = MARGIN;
        double aw = Math.max(1, area.getWidth() - 2 * m);
        double ah = Math.max(1, area.getHeight() - 2 * m);
        double sw = Math.max(1e-6, subject.getWidth());
        double sh = Math.max(1e-6, subject.getHeight());
        double s = Math.max(1e-6, Math.min(aw / sw, ah / sh));
        // On whole pixels: a camera following a creature moves the picture every frame, and
        // whole-pixel moves let the cached layers (the grid, the pond's floor) be copied as they are.
        double ox = Math.rint(area.getCenterX() - s * subject.getCenterX());
        double oy = Math.rint(area.getCenterY() - s * subject.getCenterY());
        AffineTransform t = AffineTransform.getTranslateInstance(ox, oy);
        t.scale(s, s);
        return t;
    }

    /** Stage px to the component's px. */
    public AffineTransform stageToComponent() { return new AffineTransform(stageToComponent); }

    /** The area the picture is drawn in (the component less the readouts), component px. */
    public Rectangle2D picture() { return (Rectangle2D) picture.clone(); }

    /** The picture's area in stage px: the part of the world this frame shows. */
    public Rectangle2D visibleStage() {
        try {
            return stageToComponent.createInverse().createTransformedShape(picture).getBounds2D();
        } catch (java.awt.geom.NoninvertibleTransformException e) {
            return (Rectangle2D) subjectBox.clone();
        }
    }

    /** The lesson's subject as shown, component px. */
    public Rectangle2D subject() { return (Rectangle2D) subjectBox.clone(); }

    public Rectangle2D band() { return (Rectangle2D) band.clone(); }

    /** The creature's discs on the picture this frame (component px): the body no label may cover. */
    private final List<Rectangle2D> body = new ArrayList<>();

    public List<Rectangle2D> body() { return List.copyOf(body); }

    /** A readout the stage had no room for this frame: the readout list beside the charts shows it. */
    public record Listed(String text, Color color) {}

    /** The readouts of this frame that went to the list, in drawing order. */
    public List<Listed> listed() { return List.copyOf(listed); }

    /** Everything drawn as text this frame. */
    public List<Placed> placed() { return List.copyOf(placed); }

    /** What the readouts of this frame need; the stage repaints when it differs from what it reserved. */
    public Needs needs() { return new Needs(List.copyOf(readoutWidths), List.copyOf(readoutTexts), keyRoom); }

    /**
     * From the painter's current user space to the component's px: the stage transform and
     * whatever the painter added (a field translated below a header, a zoomed inset).
     */
    private AffineTransform userToComponent(Graphics2D g) {
        // The inverse of the screen transform is worked out once per frame, and the product goes
        // in one transform the frame reuses (each caller is done with it before the next call).
        if (screenInverse == null) {
            try {
                screenInverse = screen.createInverse();
            } catch (java.awt.geom.NoninvertibleTransformException e) {
                return stageToComponent();
            }
        }
        userToComponent.setTransform(screenInverse);
        userToComponent.concatenate(g.getTransform());
        return userToComponent;
    }

    private AffineTransform screenInverse;
    private final AffineTransform userToComponent = new AffineTransform();
    /** The point {@link #mapInPlace} maps, as doubles. */
    private final double[] point = new double[2];

    private Vec2 map(AffineTransform m, Vec2 p) {
        mapInPlace(m, p.x(), p.y());
        return new Vec2(point[0], point[1]);
    }

    /** {@code m.transform((x, y))} into {@link #point}: the same arithmetic as m.transform(Point2D, null) without the points. */
    private void mapInPlace(AffineTransform m, double x, double y) {
        point[0] = x;
        point[1] = y;
        m.transform(point, 0, point, 0, 1);
    }

    /** Keeps labels off a point of the painter's space (a walker, a head), {@code radiusPx} screen px round it. */
    public void keepOut(Graphics2D g, Vec2 stagePoint, double radiusPx) {
        if (!stagePoint.isFinite()) return;
        mapInPlace(userToComponent(g), stagePoint.x(), stagePoint.y());
        double r = radiusPx;
        keptOut.add(new Rectangle2D.Double(point[0] - r, point[1] - r, 2 * r, 2 * r));
    }

    /**
     * Keeps labels off the creature's body: each of its discs (stage px), as the stage shows them.
     * Called by the stage before the painter runs, so no label of the frame lands on the creature.
     */
    public void keepOutBody(CreatureBox creature) {
        double s = stageToComponent.getScaleX();
        for (int i = 0; i < creature.discs(); i++) {
            mapInPlace(stageToComponent, creature.discX(i), creature.discY(i));
            double r = Math.max(2, creature.discRadius(i) * s);
            Rectangle2D box = new Rectangle2D.Double(point[0] - r, point[1] - r, 2 * r, 2 * r);
            keptOut.add(box);
            if (box.intersects(picture)) body.add(box);
        }
    }

    /** Keeps labels off a rectangle of the painter's space (a table, a panel). */
    public void keepOut(Graphics2D g, Rectangle2D stageRect) {
        keptOut.add(pathBounds(userToComponent(g), stageRect));
    }

    /**
     * {@code m.createTransformedShape(r).getBounds2D()} without the path: the rectangle's path
     * (its four corners and the first again, each transformed) and its bounds taken as the
     * path takes them, last point first.
     */
    private static Rectangle2D pathBounds(AffineTransform m, Rectangle2D r) {
        double x = r.getX(), y = r.getY(), w = r.getWidth(), h = r.getHeight();
        if (w < 0 || h < 0) return new Rectangle2D.Double(0, 0, 0, 0); // an empty path
        double[] c = PATH_POINTS.get();
        c[0] = x;
        c[1] = y;
        c[2] = x + w;
        c[3] = y;
        c[4] = x + w;
        c[5] = y + h;
        c[6] = x;
        c[7] = y + h;
        c[8] = x;
        c[9] = y;
        for (int i = 0; i < 10; i += 2) m.transform(c, i, c, i, 1);
        int i = 10;
        double y1 = c[--i], y2 = y1;
        double x1 = c[--i], x2 = x1;
        while (i > 0) {
            double py = c[--i];
            double px = c[--i];
            if (px < x1) x1 = px;
            if (py < y1) y1 = py;
            if (px > x2) x2 = px;
            if (py > y2) y2 = py;
        }
        return new Rectangle2D.Double(x1, y1, x2 - x1, y2 - y1);
    }

    private static final ThreadLocal<double[]> PATH_POINTS = ThreadLocal.withInitial(() -> new double[10]);

    /** Draws the badge in its reserved box (call once, before the painter). */
    public void drawBadge(Graphics2D g, Palette palette) {
        if (badge == null) return;
        drawText(g, badge, readoutPx, palette.accent(), palette, badgeBox.getX() + PAD, baseline(badgeBox, g, readoutPx), badgeBox);
        placed.add(new Placed("badge", badge, badgeBox, false));
    }

    private double baseline(Rectangle2D box, Graphics2D g, double sizePx) {
        g.setFont(font(sizePx));
        FontMetrics fm = g.getFontMetrics();
        return box.getY() + (box.getHeight() - fm.getAscent() - fm.getDescent()) / 2 + fm.getAscent();
    }

    /**
     * A readout in the reserved band. Readouts take rows in the order they are drawn (line 0 is
     * the first); one too wide for the band wraps onto the next row at a space, and only a single
     * word wider than the band is shortened with "…".
     */
    public void readout(Graphics2D g, int line, String text, Color color, Palette palette) {
        Graphics2D t = measuring(g);
        Font font = font(readoutPx);
        t.setFont(font);
        FontRenderContext frc = t.getFontRenderContext();
        double x = band.getX() + PAD;
        readoutWidths.add(width(frc, font, facts(frc, font, text)) * READOUT_PX / readoutPx);
        readoutTexts.add(text);
        int index = readoutsDrawn++;
        if (index >= 64 || (shownReadouts >>> index & 1) == 0) {
            listed.add(new Listed(text, color));
            return;
        }
        String rest = text;
        while (!rest.isEmpty()) {
            int row = readoutLines++;
            // A readout wrapped onto more column rows than reckoned never runs under the badge.
            if (column && badge != null && row == badgeLine) row = readoutLines++;
            double room = (column ? band.getWidth() : width) - 2 * PAD;
            if (!column && row == badgeLine) room = badgeBox.getX() - PAD - x;
            Cut next = cut(frc, font, rest, room);
            String shown = next.shown();
            boolean clipped = next.clipped();
            rest = next.rest();
            double w = width(frc, font, facts(frc, font, shown));
            Rectangle2D box = new Rectangle2D.Double(x - 3, PAD / 2 + row * lineH, w + 6, lineH);
            drawText(g, shown, readoutPx, color, palette, x, baseline(box, t, readoutPx), box);
            placed.add(new Placed("readout", shown, box, clipped));
        }
    }

    /** Where to break {@code text} so the first part fits {@code room}: the last such space, or 0. */
    private int lastFittingSpace(String text, double room, FontRenderContext frc, Font font, boolean keepBrackets) {
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

    /**
     * Places a label. {@code preferredAt} and the alignment give the painter's own spot (stage px);
     * {@code anchor} is the point it annotates and {@code keepOutPx} how far (screen px) the label
     * must stay from it. Returns false when it was dropped.
     */
    public boolean label(Graphics2D g, String text, Vec2 preferredAt, double alignX, double alignY, Vec2 anchor,
                         double keepOutPx, double sizePx, Color color, Palette palette) {
        return place(g, text, 1, preferredAt, alignX, alignY, null, null, null, null, anchor, keepOutPx, sizePx, color, palette);
    }

    /**
     * Records a figure drawn on the stage (an Explain panel, in the painter's space), reported
     * as kind {@code figure} so a layout can check that its labels stay on it.
     */
    public void figure(Graphics2D g, Rectangle2D stageBox) {
        placed.add(new Placed("figure", "figure", pathBounds(userToComponent(g), stageBox), false));
    }

    /**
     * As {@link #label}, for a label that belongs to a figure drawn on the stage (an Explain
     * panel): it goes on a free spot inside {@code room} (the painter's space, clipped to the
     * picture), else its number goes there (or by the figure) and its text to the key.
     */
    public boolean labelIn(Graphics2D g, Rectangle2D room, String text, Vec2 preferredAt, double alignX, double alignY, Vec2 anchor,
                           double keepOutPx, double sizePx, Color color, Palette palette) {
        labelRoom = pathBounds(userToComponent(g), room).createIntersection(picture);
        try {
            return label(g, text, preferredAt, alignX, alignY, anchor, keepOutPx, sizePx, color, palette);
        } finally {
            labelRoom = null;
        }
    }

    /** As {@link #label}, with several painter's spots tried in order before the placer's own. */
    public boolean label(Graphics2D g, String text, Vec2[] spots, double[] alignX, double[] alignY, Vec2 anchor,
                         double keepOutPx, double sizePx, Color color, Palette palette) {
        return place(g, text, spots.length, null, 0, 0, spots, alignX, alignY, null, anchor, keepOutPx, sizePx, color, palette);
    }

    /** As {@link #label(Graphics2D, String, Vec2[], double[], double[], Vec2, double, double, Color, Palette)}, the spots a painter gave {@link Labels}. */
    boolean label(Graphics2D g, String text, Labels.Spot[] spots, Vec2 anchor, double keepOutPx, double sizePx, Color color, Palette palette) {
        return place(g, text, spots.length, null, 0, 0, null, null, null, spots, anchor, keepOutPx, sizePx, color, palette);
    }

    /** As {@link #label(Graphics2D, String, Labels.Spot[], Vec2, double, double, Color, Palette)} round an arrow's tip, each spot worked out as it is tried. */
    boolean label(Graphics2D g, String text, Labels.ArrowSpots spots, double keepOutPx, double sizePx, Color color, Palette palette) {
        arrowSpots = spots;
        try {
            return place(g, text, Labels.ArrowSpots.COUNT, null, 0, 0, null, null, null, null, spots.tip(), keepOutPx, sizePx, color, palette);
        } finally {
            arrowSpots = null;
        }
    }

    /** While a label is placed round an arrow, its spots (the fourth way {@link #place} takes spots). */
    private Labels.ArrowSpots arrowSpots;
    private final double[] arrowSpot = new double[4];

    /**
     * Places a label at the first free of {@code count} painter's spots, else the placer's own.
     * The spots come one of three ways, so no caller makes arrays for them: a single spot
     * ({@code onlyAt} and its alignment), arrays, or {@link Labels.Spot}s.
     */
    private boolean place(Graphics2D g, String text, int count, Vec2 onlyAt, double onlyAlignX, double onlyAlignY,
                          Vec2[] spotsAt, double[] alignX, double[] alignY, Labels.Spot[] spots, Vec2 anchor,
                          double keepOutPx, double sizePx, Color color, Palette palette) {
        if (anchor == null || !anchor.isFinite()) return false;
        AffineTransform toComponent = userToComponent(g);
        Graphics2D t = measuring(g);
        Font font = font(sizePx);
        t.setFont(font);
        FontMetrics fm = t.getFontMetrics();
        FontRenderContext frc = t.getFontRenderContext();
        double w = width(frc, font, facts(frc, font, text));
        double asc = fm.getAscent();
        double desc = fm.getDescent();
        double pad = 3;
        double bw = w + 2 * pad;
        double bh = asc + desc + pad;
        Vec2 a = map(toComponent, anchor);
        // The kept-out square is only looked at while this label is placed: one reused rectangle.
        Rectangle2D keep = null;
        if (keepOutPx > 0) {
            keepBox.setRect(a.x() - keepOutPx, a.y() - keepOutPx, 2 * keepOutPx, 2 * keepOutPx);
            keep = keepBox;
        }
        // Spots are tried in one reused box; only the first (reported if the label is dropped) and the chosen one are kept.
        Rectangle2D first = null;
        Rectangle2D chosen = null;
        for (int i = 0; i < count && chosen == null; i++) {
            double ax, ay;
            if (arrowSpots != null) {
                arrowSpots.spot(i, arrowSpot);
                if (!Double.isFinite(arrowSpot[0]) || !Double.isFinite(arrowSpot[1])) continue;
                ax = arrowSpot[2];
                ay = arrowSpot[3];
                mapInPlace(toComponent, arrowSpot[0], arrowSpot[1]);
            } else if (spots != null) {
                Labels.Spot spot = spots[i];
                if (!Double.isFinite(spot.x()) || !Double.isFinite(spot.y())) continue;
                ax = spot.alignX();
                ay = spot.alignY();
                mapInPlace(toComponent, spot.x(), spot.y());
            } else {
                Vec2 at = spotsAt != null ? spotsAt[i] : onlyAt;
                if (at == null || !at.isFinite()) continue;
                ax = spotsAt != null ? alignX[i] : onlyAlignX;
                ay = spotsAt != null ? alignY[i] : onlyAlignY;
                mapInPlace(toComponent, at.x(), at.y());
            }
            Rectangle2D box = first == null ? new Rectangle2D.Double() : tried;
            box.setRect(point[0] - ax * w - pad, point[1] + ay * asc - asc - pad / 2, bw, bh);
            if (first == null) first = box;
            if (free(box, keep)) chosen = box == tried ? (Rectangle2D) tried.clone() : box;
        }
        boolean moved = false;
        if (chosen == null) {
            chosen = search(a, keepOutPx, bw, bh, keep);
            moved = chosen != null;
        }
        if (chosen == null) return keyed(g, t, text, a, keepOutPx, sizePx, color, palette, first);
        // The leader's graphics is made from g as from a copy of it: the transform and clip are set anew.
        if (moved) leader(g, a, chosen, color);
        double x = chosen.getX() + pad;
        double y = chosen.getY() + pad / 2 + asc;
        drawText(g, text, sizePx, color, palette, x, y, chosen);
        placed.add(new Placed("label", text, chosen, false));
        return true;
    }

    private final Rectangle2D.Double keepBox = new Rectangle2D.Double();

    /** The box each spot is tried in (see {@link #place}, {@link #search}). */
    private final Rectangle2D.Double tried = new Rectangle2D.Double();

    /**
     * A label with no free spot of its own: a small numbered marker goes on a free side of its
     * point (with a leader when moved) and the text goes in the key, laid out by {@link #finish}
     * once every label of the frame is placed. Dropped (and reported clipped) only when not even
     * the marker finds room.
     */
    private boolean keyed(Graphics2D g, Graphics2D t, String text, Vec2 a, double keepOutPx, double sizePx, Color color,
                          Palette palette, Rectangle2D first) {
        String mark = Integer.toString(keyed.size() + 1);
        double markPx = Math.max(KEY_MIN_PX, sizePx * 0.85);
        Rectangle2D keep = keepOutPx > 0 ? new Rectangle2D.Double(a.x() - keepOutPx, a.y() - keepOutPx, 2 * keepOutPx, 2 * keepOutPx) : null;
        double[] size = markerSize(t, mark, markPx);
        Rectangle2D box = search(a, Math.max(0, keepOutPx - 2), size[0], size[1], keep);
        if (box == null && labelRoom != null) {
            // No room on the figure even for the number: by the figure, on the picture.
            Rectangle2D room = labelRoom;
            labelRoom = null;
            box = search(a, Math.max(0, keepOutPx - 2), size[0], size[1], keep);
            labelRoom = room;
        }
        if (box == null) {
            placed.add(new Placed("label", text, first != null ? first : new Rectangle2D.Double(a.x(), a.y(), 0, 0), true));
            return false;
        }
        // Drawn by finish, with its leader, once its line in the key has a place.
        placed.add(new Placed("marker", mark, box, false));
        keyed.add(new Keyed(mark, text, color, sizePx, a, keepOutPx, box, markPx, placed.size() - 1));
        return true;
    }

    /** A marker's box (width, height) for its number at {@code sizePx}: a rounded tag a little wider than tall. */
    private double[] markerSize(Graphics2D t, String mark, double sizePx) {
        t.setFont(font(sizePx));
        FontMetrics fm = t.getFontMetrics();
        double h = fm.getAscent() + fm.getDescent();
        return new double[] {Math.max(h, fm.getStringBounds(mark, t).getWidth() + h * 0.5), h};
    }

    /** A marker: the label's colour filled, its number in the background colour, so it reads as "see the key". */
    private void drawMarker(Graphics2D g, String mark, double sizePx, Color color, Palette palette, Rectangle2D box) {
        Graphics2D t = (Graphics2D) g.create();
        try {
            clipToComponent(t);
            double r = box.getHeight() * 0.6;
            t.setColor(color);
            t.fill(new java.awt.geom.RoundRectangle2D.Double(box.getX(), box.getY(), box.getWidth(), box.getHeight(), r, r));
            t.setFont(font(sizePx));
            FontMetrics fm = t.getFontMetrics();
            t.setColor(palette.textHalo());
            double w = fm.getStringBounds(mark, t).getWidth();
            t.drawString(mark, (float) (box.getCenterX() - w / 2), (float) (box.getY() + fm.getAscent()));
        } finally {
            t.dispose();
        }
    }

    /**
     * Ends the frame: every text placed so far, over the picture, then the key of the labels that found no spot of their own (call after the
     * painter). It goes in a free part of the readout column, else in a free corner or along an
     * edge of the picture (off the subject when it can), shrinking toward 12.5 px if it must; a
     * key with no room anywhere leaves its labels dropped and reported clipped.
     */
    public void finish(Graphics2D g, Palette palette) {
        finishing = true;
        for (int i = 0; i < drawsLater; i++) {
            OnTopDraw d = drawLater.get(i);
            if (d.leader) drawLeader(d.ax, d.ay, d.nx, d.ny, d.color);
            else drawTextNow(d.text, d.sizePx, d.color, d.palette, d.x, d.y, d.box);
            d.forget();
        }
        if (drawLater != null) SPARE_DRAWS.get().giveBack(drawLater);
        drawLater = null;
        drawsLater = 0;
        if (keyed.isEmpty()) {
            disposeOnTop();
            return;
        }
        Graphics2D t = (Graphics2D) g.create();
        try {
            clipToComponent(t);
            List<Keyed> rest = key(g, t, palette, keyed);
            if (!rest.isEmpty()) keyRoom = true;
            // Left over: the label's short form ("force" for "force (0.23, -0.19), cut to 0.30")
            // by its point, else that short form in the key, else dropped.
            List<Keyed> shortInKey = new ArrayList<>();
            for (Keyed k : rest) {
                placed.set(k.placedIndex(), new Placed("marker", k.mark(), k.marker(), true));
                String brief = shortForm(k.text());
                if (brief == null) {
                    placed.add(new Placed("label", k.text(), k.marker(), true));
                } else if (!shortLabel(g, t, k, brief, palette)) {
                    shortInKey.add(k.withText(brief));
                }
            }
            List<Keyed> markable = new ArrayList<>();
            for (Keyed k : shortInKey) {
                if (free(k.marker(), null)) {
                    placed.set(k.placedIndex(), new Placed("marker", k.mark(), k.marker(), false));
                    markable.add(k);
                } else {
                    placed.add(new Placed("label", k.text(), k.marker(), true));
                }
            }
            for (Keyed k : key(g, t, palette, markable)) {
                placed.set(k.placedIndex(), new Placed("marker", k.mark(), k.marker(), true));
                placed.add(new Placed("label", k.text(), k.marker(), true));
            }
        } finally {
            t.dispose();
            disposeOnTop();
        }
    }

    /** Puts {@code entries} in key boxes, as large as they fit, draws them and returns the entries left without a place. */
    private List<Keyed> key(Graphics2D g, Graphics2D t, Palette palette, List<Keyed> entries) {
        if (entries.isEmpty()) return entries;
        double smallest = entries.stream().mapToDouble(Keyed::sizePx).min().orElse(KEY_MIN_PX);
        double tried = Double.NaN;
        List<Rectangle2D> boxes = new ArrayList<>();
        List<KeyLayout> layouts = new ArrayList<>();
        int done = 0;
        for (double share : KEY_SHRINK) {
            double px = Math.max(KEY_MIN_PX, smallest * share);
            if (px == tried) continue;
            tried = px;
            List<Rectangle2D> b = new ArrayList<>();
            List<KeyLayout> l = new ArrayList<>();
            int n = fill(t, px, entries, b, l);
            if (n > done || boxes.isEmpty()) {
                done = n;
                boxes = b;
                layouts = l;
            }
            if (done == entries.size()) break;
        }
        for (int i = 0; i < boxes.size(); i++) drawKey(g, t, layouts.get(i), palette, boxes.get(i));
        for (Rectangle2D box : boxes) placed.add(new Placed("key-box", "key", box, false));
        return entries.subList(done, entries.size());
    }

    /**
     * A label's short form: its name before the first "(", "," or ":" ("raw steering" for "raw
     * steering, length 1.50"), or null when it has none. The numbers it leaves out are on the
     * stage's readouts or tables, or in the charts.
     */
    static String shortForm(String text) {
        int cut = text.length();
        for (char c : new char[] {'(', ',', ':'}) {
            int i = text.indexOf(c);
            if (i > 0) cut = Math.min(cut, i);
        }
        String brief = text.substring(0, cut).strip();
        return cut < text.length() && !brief.isEmpty() ? brief : null;
    }

    /** The short form as a label on a free side of its point, with a leader when moved; false when there is no room. */
    private boolean shortLabel(Graphics2D g, Graphics2D t, Keyed k, String brief, Palette palette) {
        t.setFont(font(k.sizePx()));
        FontMetrics fm = t.getFontMetrics();
        double pad = 3;
        double bw = fm.getStringBounds(brief, t).getWidth() + 2 * pad;
        double bh = fm.getAscent() + fm.getDescent() + pad;
        Vec2 a = k.anchor();
        double r = k.keepOutPx();
        Rectangle2D keep = r > 0 ? new Rectangle2D.Double(a.x() - r, a.y() - r, 2 * r, 2 * r) : null;
        Rectangle2D box = search(a, r, bw, bh, keep);
        if (box == null) return false;
        leader(t, a, box, k.color());
        drawText(g, brief, k.sizePx(), k.color(), palette, box.getX() + pad, box.getY() + pad / 2 + fm.getAscent(), box);
        placed.add(new Placed("label", brief, box, false));
        return true;
    }

    /**
     * Lays the key out at {@code sizePx}: the first entries in the largest box that fits the
     * readout column's free part, the rest in the picture (off the subject where possible), one
     * box after another while entries remain and boxes fit. Returns how many entries found a place.
     */
    private int fill(Graphics2D t, double sizePx, List<Keyed> entries, List<Rectangle2D> boxes, List<KeyLayout> layouts) {
        int from = 0;
        for (boolean offSubject : new boolean[] {true, false}) {
            for (Rectangle2D room : keyRooms()) {
                if (offSubject && room != picture) continue;
                boolean progress = true;
                while (progress && from < entries.size()) {
                    progress = false;
                    for (int to = entries.size(); to > from; to--) {
                        KeyLayout key = keyLayout(t, sizePx, room.getWidth() - 8, entries.subList(from, to));
                        if (key == null) continue;
                        Rectangle2D at = keySpot(room, key.w(), key.h(), offSubject, boxes);
                        if (at == null) continue;
                        boxes.add(at);
                        layouts.add(key);
                        from = to;
                        progress = true;
                        break;
                    }
                }
            }
        }
        return from;
    }

    private static final double KEY_PAD = 5;

    /** The key laid out at one size: its rows (a marker's number on an entry's first row only) and its box size. */
    private record KeyLayout(double sizePx, double rowH, double markW, List<KeyRow> rows, double w, double h) {}

    private record KeyRow(Keyed entry, boolean first, String text) {}

    /**
     * The key at {@code sizePx}, each entry wrapped at spaces to fit {@code maxW} px, or null when a
     * single word is wider than that.
     */
    private KeyLayout keyLayout(Graphics2D t, double sizePx, double maxW, List<Keyed> entries) {
        t.setFont(font(sizePx));
        FontMetrics fm = t.getFontMetrics();
        double rowH = fm.getAscent() + fm.getDescent() + 2;
        double markPx = Math.max(KEY_MIN_PX, sizePx * 0.85);
        double markW = 0;
        for (Keyed k : entries) markW = Math.max(markW, markerSize(t, k.mark(), markPx)[0]);
        t.setFont(font(sizePx));
        double room = maxW - 2 * KEY_PAD - markW - KEY_PAD;
        if (room <= 0) return null;
        List<KeyRow> rows = new ArrayList<>();
        double widest = 0;
        for (Keyed k : entries) {
            String rest = k.text();
            boolean first = true;
            while (!rest.isEmpty()) {
                String line = rest;
                if (fm.getStringBounds(rest, t).getWidth() > room) {
                    int cut = lastFittingSpace(rest, room, t.getFontRenderContext(), t.getFont(), true);
                    if (cut <= 0) return null;
                    line = rest.substring(0, cut).stripTrailing();
                }
                rest = rest.substring(line.length()).strip();
                widest = Math.max(widest, fm.getStringBounds(line, t).getWidth());
                rows.add(new KeyRow(k, first, line));
                first = false;
            }
        }
        return new KeyLayout(sizePx, rowH, markW, rows, 2 * KEY_PAD + markW + KEY_PAD + widest, rows.size() * rowH + 2 * KEY_PAD - 2);
    }

    /** Where a key may go: the free part of the readout column below its rows, then the picture. */
    private List<Rectangle2D> keyRooms() {
        List<Rectangle2D> rooms = new ArrayList<>();
        if (column) {
            int lines = Math.max(readoutLines, rowsReserved) + (badge != null ? 1 : 0);
            double top = PAD / 2 + lines * lineH + PAD;
            if (top < height - 20) rooms.add(new Rectangle2D.Double(0, top, band.getWidth(), height - top));
        }
        rooms.add(picture);
        return rooms;
    }

    /** The first free w x h box in the room (off the subject when asked) clear of the key's other boxes, or null. */
    private Rectangle2D keySpot(Rectangle2D room, double w, double h, boolean offSubject, List<Rectangle2D> others) {
        if (w > room.getWidth() - 4 || h > room.getHeight() - 4) return null;
        spots:
        for (Rectangle2D box : edgeSpots(room, w, h)) {
            if (offSubject && box.intersects(subjectBox)) continue;
            for (Rectangle2D o : others) if (box.intersects(o)) continue spots;
            if (free(box, null, room)) return box;
        }
        return null;
    }

    /** Boxes of w x h inside the room: its corners first, then along each edge, then rows across it. */
    private static List<Rectangle2D> edgeSpots(Rectangle2D room, double w, double h) {
        double in = 4;
        double x0 = room.getMinX() + in;
        double x1 = room.getMaxX() - in - w;
        double y0 = room.getMinY() + in;
        double y1 = room.getMaxY() - in - h;
        List<Rectangle2D> out = new ArrayList<>();
        double[][] corners = {{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}};
        for (double[] c : corners) out.add(new Rectangle2D.Double(c[0], c[1], w, h));
        double step = 16;
        for (double x = x0 + step; x < x1; x += step) {
            out.add(new Rectangle2D.Double(x, y0, w, h));
            out.add(new Rectangle2D.Double(x, y1, w, h));
        }
        for (double y = y0 + step; y < y1; y += step) {
            out.add(new Rectangle2D.Double(x0, y, w, h));
            out.add(new Rectangle2D.Double(x1, y, w, h));
        }
        for (double y = y0 + step; y < y1; y += step) {
            for (double x = x0 + step; x < x1; x += step) out.add(new Rectangle2D.Double(x, y, w, h));
        }
        return out;
    }

    /** The key at {@code at}: a halo box, then per row the marker (on an entry's first row) and the text in the label's colour. */
    private void drawKey(Graphics2D g, Graphics2D t, KeyLayout key, Palette palette, Rectangle2D at) {
        Color halo = palette.textHalo();
        t.setColor(new Color(halo.getRed(), halo.getGreen(), halo.getBlue(), 235));
        t.fill(at);
        t.setColor(palette.grid());
        t.setStroke(new java.awt.BasicStroke(1f));
        t.draw(at);
        double markPx = Math.max(KEY_MIN_PX, key.sizePx() * 0.85);
        double markW = key.markW();
        double x = at.getX() + KEY_PAD;
        double tx = x + markW + KEY_PAD;
        double y = at.getY() + KEY_PAD;
        for (KeyRow row : key.rows()) {
            if (row.first()) {
                Keyed k = row.entry();
                leader(t, k.anchor(), k.marker(), k.color());
                drawMarker(g, k.mark(), k.markPx(), k.color(), palette, k.marker());
                double[] m = markerSize(t, row.entry().mark(), markPx);
                drawMarker(g, row.entry().mark(), markPx, row.entry().color(), palette,
                        new Rectangle2D.Double(x, y + (key.rowH() - 2 - m[1]) / 2, m[0], m[1]));
            }
            t.setFont(font(key.sizePx()));
            FontMetrics fm = t.getFontMetrics();
            t.setColor(row.entry().color());
            t.drawString(row.text(), (float) tx, (float) (y + fm.getAscent()));
            double tw = fm.getStringBounds(row.text(), t).getWidth();
            String name = row.first() ? row.entry().mark() + " " + row.text() : row.text();
            placed.add(new Placed("key", name, new Rectangle2D.Double(x, y, tx + tw - x, key.rowH() - 2), false));
            y += key.rowH();
        }
    }

    /** Spots on every side of the anchor, nearest ring first. */
    private Rectangle2D search(Vec2 a, double keepOutPx, double bw, double bh, Rectangle2D keep) {
        double step = bh * 0.8;
        double[] rings = {0.35, 1, 2, 3.5, 5.5, 8, 12, 17, 24};
        for (double ring : rings) {
            double d = keepOutPx + 4 + ring * step;
            int n = ring < 2 ? 8 : 16;
            for (int k = 0; k < n; k++) {
                double ang = -Math.PI / 2 + k * 2 * Math.PI / n; // above first: labels read best there
                double ux = Math.cos(ang);
                double uy = Math.sin(ang);
                // The box sits on that side of the point: its nearest corner or edge at distance d.
                double cx = a.x() + ux * (d + bw / 2 * Math.abs(ux));
                double cy = a.y() + uy * (d + bh / 2 * Math.abs(uy));
                tried.setRect(cx - bw / 2, cy - bh / 2, bw, bh);
                if (free(tried, keep)) return (Rectangle2D) tried.clone();
            }
        }
        return null;
    }

    private boolean free(Rectangle2D box, Rectangle2D keep) {
        return free(box, keep, labelRoom != null ? labelRoom : picture);
    }

    /** True when the box lies inside {@code room} and overlaps no placed text, kept-out area or {@code keep}. */
    private boolean free(Rectangle2D box, Rectangle2D keep, Rectangle2D room) {
        double inset = 2;
        if (box.getMinX() < room.getMinX() + inset || box.getMaxX() > room.getMaxX() - inset
                || box.getMinY() < room.getMinY() + inset || box.getMaxY() > room.getMaxY() - inset) return false;
        if (keep != null && box.intersects(keep)) return false;
        for (int i = 0; i < placed.size(); i++) {
            Placed p = placed.get(i);
            if (!p.clipped() && !p.kind().equals("figure") && box.intersects(p.box())) return false;
        }
        for (int i = 0; i < keptOut.size(); i++) if (box.intersects(keptOut.get(i))) return false;
        return true;
    }

    private static final java.awt.BasicStroke LEADER_STROKE = new java.awt.BasicStroke(1.2f);

    /** A thin line from the annotated point to the nearest point of a label moved away from it. */
    private void leader(Graphics2D t, Vec2 a, Rectangle2D box, Color color) {
        double nx = Math.max(box.getMinX(), Math.min(a.x(), box.getMaxX()));
        double ny = Math.max(box.getMinY(), Math.min(a.y(), box.getMaxY()));
        if (Math.hypot(nx - a.x(), ny - a.y()) < 6) return;
        onTopGraphics(t);
        if (finishing) {
            drawLeader(a.x(), a.y(), nx, ny, color);
            return;
        }
        OnTopDraw d = later();
        d.leader = true;
        d.ax = a.x();
        d.ay = a.y();
        d.nx = nx;
        d.ny = ny;
        d.color = color;
    }

    private void drawLeader(double ax, double ay, double nx, double ny, Color color) {
        Graphics2D l = onTopG;
        l.setColor(StyleCache.withAlpha(color, 170));
        l.setStroke(LEADER_STROKE);
        leaderLine.setLine(ax, ay, nx, ny);
        l.draw(leaderLine);
    }

    private final Line2D.Double leaderLine = new Line2D.Double();

    /**
     * Texts and leaders are drawn when the painter is done ({@link #finish}), over everything it
     * drew: a cell, grid or body painted after a label would otherwise cover it. Each is noted in
     * an {@link OnTopDraw} from the thread's spares, in order (a lambda per text before).
     */
    private OnTopDraw later() {
        if (drawLater == null) drawLater = SPARE_DRAWS.get().take();
        if (drawsLater == drawLater.size()) drawLater.add(new OnTopDraw());
        return drawLater.get(drawsLater++);
    }

    /** A text on its halo box, or a leader line (from (ax, ay) to (nx, ny)), to be drawn by {@link #finish}. */
    private static final class OnTopDraw {
        boolean leader;
        String text;
        double sizePx;
        Color color;
        Palette palette;
        double x, y;
        Rectangle2D box;
        double ax, ay, nx, ny;

        void forget() {
            text = null;
            color = null;
            palette = null;
            box = null;
        }
    }

    /**
     * The notes of the frames painted on this thread, handed from frame to frame: a frame takes
     * them at its first text and gives them back when finished (a frame laid out while another is
     * painted on the same thread finds none spare and makes its own).
     */
    private static final class SpareDraws {
        private List<OnTopDraw> spare = new ArrayList<>();

        List<OnTopDraw> take() {
            List<OnTopDraw> l = spare != null ? spare : new ArrayList<>();
            spare = null;
            return l;
        }

        void giveBack(List<OnTopDraw> l) {
            if (spare == null) spare = l;
        }
    }

    private static final ThreadLocal<SpareDraws> SPARE_DRAWS = ThreadLocal.withInitial(SpareDraws::new);

    /**
     * The graphics every text and leader over the picture is drawn with: made from the first
     * caller's graphics and clipped to the component, then shared (each colour, stroke and font
     * is set per draw), since a graphics per text set its font and glyph caches up again each
     * time. Disposed when the frame is finished.
     */
    private Graphics2D onTopGraphics(Graphics2D g) {
        if (onTopG == null) {
            onTopG = (Graphics2D) g.create();
            clipToComponent(onTopG);
        }
        return onTopG;
    }

    private Graphics2D onTopG;

    private void disposeOnTop() {
        if (onTopG != null) onTopG.dispose();
        onTopG = null;
        if (measuringG != null) measuringG.dispose();
        measuringG = null;
    }

    private void clipToComponent(Graphics2D t) {
        t.setTransform(screen);
        t.setClip(screenClip);
        t.clip(new Rectangle2D.Double(0, 0, width, height));
    }

    /** Text on a halo box, both in component px. */
    private void drawText(Graphics2D g, String text, double sizePx, Color color, Palette palette, double x, double y, Rectangle2D box) {
        onTopGraphics(g);
        if (finishing) {
            drawTextNow(text, sizePx, color, palette, x, y, box);
            return;
        }
        OnTopDraw d = later();
        d.leader = false;
        d.text = text;
        d.sizePx = sizePx;
        d.color = color;
        d.palette = palette;
        d.x = x;
        d.y = y;
        d.box = box;
    }

    private void drawTextNow(String text, double sizePx, Color color, Palette palette, double x, double y, Rectangle2D box) {
        Graphics2D t = onTopG;
        Color halo = palette.textHalo();
        t.setColor(StyleCache.withAlpha(halo, 215));
        t.fill(box);
        t.setFont(font(sizePx));
        t.setColor(color);
        t.drawString(text, (float) x, (float) y);
    }
}
