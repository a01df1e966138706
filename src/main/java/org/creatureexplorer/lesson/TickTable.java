package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A tick table on the stage: a header, then rows (oldest first, the newest last and
 * highlighted). When they do not all fit, the first row (tick 0) is kept, then an ellipsis row,
 * then the newest rows that fit. The font is 16 screen px, smaller only if the table would not
 * fit the box's width.
 */
public final class TickTable {
    private TickTable() {}

    /**
     * A row's cells formatted once (a table shows its rows on every frame, most of them unchanged)
     * and again when the language changes: a cell with words ("IN", "out", " px") must follow
     * View > Language, not stay in the language the row was first shown in. Rows are held weakly.
     */
    public static final class Cells<R> {
        private record Formatted(org.creatureexplorer.i18n.Tr.Language language, String[] cells) {}

        private final java.util.Map<R, Formatted> cache = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());
        private final java.util.function.Function<R, String[]> format;

        public Cells(java.util.function.Function<R, String[]> format) { this.format = format; }

        public String[] of(R row) {
            var language = org.creatureexplorer.i18n.Tr.language();
            Formatted f = cache.get(row);
            if (f == null || f.language() != language) {
                f = new Formatted(language, format.apply(row));
                cache.put(row, f);
            }
            return f.cells();
        }
    }

    /**
     * Cell widths measured before, by the cell's own String (rows are formatted once, so the same
     * String comes back every frame), per font metrics (font and rendering context). A table
     * measured its 64 rows' cells twice a frame, each a char copy and a rectangle. Kept for a few
     * metrics at once: a table too wide for its box is laid out at several sizes every frame, and
     * with one metrics kept each size cleared the widths of the one before.
     */
    private static final class Widths {
        final java.util.IdentityHashMap<FontMetrics, java.util.IdentityHashMap<String, Double>> byMetrics = new java.util.IdentityHashMap<>();
    }

    /** Font metrics kept at once (table sizes 16 down to 10 px, in one or two looks); more clears them all. */
    private static final int METRICS_KEPT = 16;

    private static final ThreadLocal<Widths> WIDTHS = ThreadLocal.withInitial(Widths::new);

    private static double width(FontMetrics fm, Graphics2D g, String text) {
        Widths cache = WIDTHS.get();
        java.util.IdentityHashMap<String, Double> widths = cache.byMetrics.get(fm);
        if (widths == null || widths.size() > 4096) {
            if (widths == null && cache.byMetrics.size() >= METRICS_KEPT) cache.byMetrics.clear();
            widths = new java.util.IdentityHashMap<>();
            cache.byMetrics.put(fm, widths);
        }
        Double w = widths.get(text);
        if (w == null) {
            w = fm.getStringBounds(text, g).getWidth();
            widths.put(text, w);
        }
        return w;
    }

    /** The rows chosen to show at one font size, and the column widths they need. */
    private record Layout(FontMetrics fm, double lineH, double pad, double[] widths, List<String[]> shown,
                          List<Color> colours, boolean gap, double totalWidth) {}

    /**
     * Draws the table in {@code box}.
     *
     * @param rowsStartWithFirst true when {@code rows} begins with {@code first} (nothing dropped yet)
     * @param rowColours a text colour per row of {@code rows} (null entries, or a null list: the text colour)
     */
    public static void draw(Graphics2D g, String[] head, boolean[] alignRight, String[] first, List<String[]> rows,
                            boolean rowsStartWithFirst, List<Color> rowColours, Rectangle2D box, StageStyle s) {
        Draw.keepOut(g, s, box); // labels drawn after the table stay off it
        double sizePx = 16;
        Layout t = layout(g, head, first, rows, rowsStartWithFirst, rowColours, box, s, sizePx);
        while (t.totalWidth() > box.getWidth() - s.px(8) && sizePx > 10) {
            sizePx -= 1;
            t = layout(g, head, first, rows, rowsStartWithFirst, rowColours, box, s, sizePx);
        }
        paint(g, head, alignRight, t, box, s);
    }

    private static Layout layout(Graphics2D g, String[] head, String[] first, List<String[]> rows, boolean rowsStartWithFirst,
                                 List<Color> rowColours, Rectangle2D box, StageStyle s, double sizePx) {
        Font font = StyleCache.monoFont(Font.BOLD, (float) s.px(sizePx));
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        double lineH = fm.getHeight() * 1.1;
        int fit = Math.max(3, (int) ((box.getHeight() - s.px(6)) / lineH) - 1);
        // All rows if they fit; else the first row, an ellipsis row, and the newest rows.
        List<String[]> shown = new ArrayList<>();
        List<Color> colours = new ArrayList<>();
        boolean gap = !(rows.size() <= fit && rowsStartWithFirst);
        if (!gap) {
            shown.addAll(rows);
            for (int i = 0; i < rows.size(); i++) colours.add(rowColours == null ? null : rowColours.get(i));
        } else {
            shown.add(first);
            colours.add(null);
            int from = Math.max(0, rows.size() - (fit - 2));
            shown.addAll(rows.subList(from, rows.size()));
            for (int i = from; i < rows.size(); i++) colours.add(rowColours == null ? null : rowColours.get(i));
        }
        double pad = s.px(sizePx * 0.9);
        double[] widths = new double[head.length];
        double total = 0;
        for (int c = 0; c < head.length; c++) {
            widths[c] = width(fm, g, head[c]);
            for (String[] r : shown) widths[c] = Math.max(widths[c], width(fm, g, r[c]));
            total += widths[c] + pad;
        }
        return new Layout(fm, lineH, pad, widths, shown, colours, gap, total);
    }

    private static void paint(Graphics2D g, String[] head, boolean[] alignRight, Layout t, Rectangle2D box, StageStyle s) {
        FontMetrics fm = t.fm();
        g.setColor(VectorDraw.alpha(s.palette().textHalo(), 235));
        g.fill(box);
        g.setColor(s.palette().grid());
        g.setStroke(s.stroke(1.5));
        g.draw(box);
        double x0 = box.getX() + s.px(6);
        double y = box.getY() + fm.getAscent() + s.px(3);
        drawRow(g, head, t.widths(), alignRight, x0, y, t.pad(), s.palette().ghost());
        g.setColor(s.palette().grid());
        g.draw(new Line2D.Double(box.getX(), y + fm.getDescent(), box.getMaxX(), y + fm.getDescent()));
        y += t.lineH();
        String[] dots = new String[head.length];
        Arrays.fill(dots, "");
        dots[0] = "\u22ee";
        List<String[]> shown = t.shown();
        for (int i = 0; i < shown.size(); i++) {
            boolean newest = i == shown.size() - 1;
            if (newest) {
                g.setColor(VectorDraw.alpha(s.palette().handle(), 120));
                g.fill(new Rectangle2D.Double(box.getX() + s.px(2), y - fm.getAscent() - s.px(1), box.getWidth() - s.px(4), t.lineH()));
            }
            Color c = t.colours().get(i) == null ? s.palette().text() : t.colours().get(i);
            drawRow(g, shown.get(i), t.widths(), alignRight, x0, y, t.pad(), c);
            y += t.lineH();
            if (i == 0 && t.gap()) {
                drawRow(g, dots, t.widths(), alignRight, x0, y, t.pad(), s.palette().ghost());
                y += t.lineH();
            }
        }
    }

    private static void drawRow(Graphics2D g, String[] row, double[] widths, boolean[] right, double x0, double y, double pad, Color c) {
        g.setColor(c);
        FontMetrics fm = g.getFontMetrics();
        double x = x0;
        for (int i = 0; i < row.length; i++) {
            double w = width(fm, g, row[i]);
            double at = right[i] ? x + widths[i] - w : x;
            g.drawString(row[i], (float) at, (float) y);
            x += widths[i] + pad;
        }
    }
}
