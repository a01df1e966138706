package org.creatureexplorer.lesson;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * The readouts' share of a stage frame: which readouts the stage shows, at what size, in a band
 * at the top or a column at the left (whichever shows the subject larger), and the picture area
 * left for the subject, fitted into it with a margin.
 */
final class ReadoutBudget {
    /** Readout line size (screen px before the text scale) and line spacing. */
    static final double READOUT_PX = 18;
    /**
     * Smaller readout sizes tried when the readouts would leave the picture less than half the
     * size it has without them (a short stage in projection): 12.5 is 20 px on a projector.
     */
    private static final double[] READOUT_SIZES = {18, 16, 14, 12.5};
    static final double READOUT_LINE = 27;
    static final double PAD = 8;

    /** The shares of the stage's width a readout column tries. */
    private static final double[] COLUMN_SHARES = {0.25, 0.3, 0.35};
    /**
     * The stage shows only the few readouts a lesson's question needs (the first ones a painter
     * draws); the rest go to the readout list beside the charts ({@link StageFrame#listed}). A band
     * holds at most this many rows, a column this many, and the shown readouts cover at most
     * {@link #READOUT_AREA} of the stage, so the picture stays the stage's business.
     */
    static final int BAND_ROWS = 3;
    static final int COLUMN_ROWS = 5;
    static final double READOUT_AREA = 0.12;

    /** One way to lay out the readouts: their size, band or column, how many are shown, rows, and the picture left. */
    record Plan(double sizePx, boolean column, long shown, int rows, int badgeLine, Rectangle2D band, Rectangle2D picture,
                double scale) {}

    private final TextFit text;
    private final double width;
    private final double height;
    private final double textScale;

    ReadoutBudget(TextFit text, double width, double height, double textScale) {
        this.text = text;
        this.width = width;
        this.height = height;
        this.textScale = textScale;
    }

    /** The plan at the largest readout size that leaves the subject at least half its bare size (else the smallest). */
    Plan choose(Graphics2D g, Rectangle2D subject, StageFrame.Needs needs, String badge) {
        double bare = scaleFor(subject, new Rectangle2D.Double(0, 0, width, height));
        Plan plan = null;
        for (double size : READOUT_SIZES) {
            plan = plan(g, size, subject, needs, badge);
            if (plan.scale() >= 0.5 * bare) break;
        }
        return plan;
    }

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
        Font font = text.font(sizePx);
        FontRenderContext frc = g.getFontRenderContext();
        for (int i = 0; i < Math.min(64, texts.size()); i++) {
            int r = text.rows(frc, font, texts.get(i), room);
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

    private Plan plan(Graphics2D g, double sizePx, Rectangle2D subject, StageFrame.Needs reserved, String badge) {
        double k = sizePx / READOUT_PX;
        List<String> all = reserved.texts();
        double lineH = READOUT_LINE * textScale * k;
        double pad = PAD;
        double badgeW = badge == null ? 0 : text.textWidth(g, badge, sizePx) + 2 * pad;
        // The band: the badge shares the last readout's row when both fit on it.
        long bandMask = shownFor(g, sizePx, all, reserved.widths(), k, width - 2 * pad, BAND_ROWS, lineH);
        List<String> texts = picked(all, bandMask);
        int n = texts.size();
        int bandRows = text.rows(g, sizePx, texts, width - 2 * pad);
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
            double longestWord = text.longestPiece(g, sizePx, colTexts);
            double widest = 0;
            for (int i = 0; i < Math.min(64, all.size()); i++) if ((mask >>> i & 1) != 0) widest = Math.max(widest, reserved.widths().get(i) * k);
            double w = Math.min(width, Math.max(Math.max(badgeW, longestWord + 2 * pad + 1), Math.min(w0, widest + 2 * pad + 1)));
            int rows = text.rows(g, sizePx, colTexts, w - 2 * pad);
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

    /** {@code fit(subject, area).getScaleX()}: the fitted scale, without the transform. */
    private static double scaleFor(Rectangle2D subject, Rectangle2D area) {
        return scaleFor(subject, area.getWidth(), area.getHeight());
    }

    /** The fitted scale for an area {@code areaW} x {@code areaH}. */
    private static double scaleFor(Rectangle2D subject, double areaW, double areaH) {
        double m = StageFrame.MARGIN;
        double aw = Math.max(1, areaW - 2 * m);
        double ah = Math.max(1, areaH - 2 * m);
        double sw = Math.max(1e-6, subject.getWidth());
        double sh = Math.max(1e-6, subject.getHeight());
        return Math.max(1e-6, Math.min(aw / sw, ah / sh));
    }

    /** Maps the subject into the area with a margin, aspect kept, centred. */
    static AffineTransform fit(Rectangle2D subject, Rectangle2D area) {
        double m = StageFrame.MARGIN;
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
}
