package org.creatureexplorer.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Stroke;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.XYSeries;

/** The texts a {@link ChartView} draws round XChart's plot: wrapped lines, the legend's rows and the empty chart's hint. */
final class ChartText {
    private ChartText() {}

    /** A text wrapped to a width: its lines, the widest line (at most the room), and whether a word was wider. */
    record Wrapped(List<String> lines, int width, boolean clipped) {}

    /** Word-wraps {@code text} to {@code room} px; clipped when a single word is wider than that. */
    static Wrapped wrap(String text, FontMetrics fm, int room) {
        if (org.creatureexplorer.i18n.LineBreaks.hasCjk(text)) {
            // Japanese has no spaces to break at: break where its line rules allow, never inside a number with its unit.
            List<String> cjk = org.creatureexplorer.i18n.LineBreaks.wrap(text, fm::stringWidth, room);
            int wide = 0;
            for (String l : cjk) wide = Math.max(wide, fm.stringWidth(l));
            return new Wrapped(cjk, Math.min(wide, room), wide > room);
        }
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        boolean clipped = false;
        int widest = 0;
        for (String word : text.trim().split("\\s+")) {
            if (word.isEmpty()) continue;
            if (fm.stringWidth(word) > room) clipped = true;
            String tried = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && fm.stringWidth(tried) > room) {
                lines.add(line.toString());
                widest = Math.max(widest, fm.stringWidth(line.toString()));
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(tried);
            }
        }
        if (line.length() > 0 || lines.isEmpty()) {
            lines.add(line.toString());
            widest = Math.max(widest, fm.stringWidth(line.toString()));
        }
        return new Wrapped(lines, Math.min(widest, room), clipped);
    }

    /** The legend's rows: the series on each, its width, and a wrapped label for an entry wider than the chart (else null). */
    record Legend(List<List<XYSeries>> rows, List<Integer> widths, List<Wrapped> labels, boolean clipped) {
        /** The legend of {@code shown} in {@code inner} px: none for a single series. */
        static Legend of(List<XYSeries> shown, FontMetrics lm, int inner, int sample, int gap, int between) {
            // Legend rows, each entry kept whole; a row starts when the next entry does not fit. An entry
            // wider than the chart has a row of its own, its words wrapped onto more lines.
            List<List<XYSeries>> rows = new ArrayList<>();
            List<Integer> rowWidths = new ArrayList<>();
            List<Wrapped> rowLabels = new ArrayList<>();
            boolean legendClipped = false;
            if (shown.size() > 1) {
                List<XYSeries> row = new ArrayList<>();
                int rowW = 0;
                for (XYSeries s : shown) {
                    int w = sample + gap + lm.stringWidth(s.getLabel());
                    if (w > inner) {
                        if (!row.isEmpty()) {
                            rows.add(row);
                            rowWidths.add(rowW);
                            rowLabels.add(null);
                            row = new ArrayList<>();
                        }
                        Wrapped label = wrap(s.getLabel(), lm, Math.max(1, inner - sample - gap));
                        if (label.clipped) legendClipped = true;
                        rows.add(List.of(s));
                        rowWidths.add(sample + gap + label.width);
                        rowLabels.add(label);
                        rowW = 0;
                        continue;
                    }
                    int next = row.isEmpty() ? w : rowW + between + w;
                    if (!row.isEmpty() && next > inner) {
                        rows.add(row);
                        rowWidths.add(rowW);
                        rowLabels.add(null);
                        row = new ArrayList<>();
                        next = w;
                    }
                    row.add(s);
                    rowW = next;
                }
                if (!row.isEmpty()) {
                    rows.add(row);
                    rowWidths.add(rowW);
                    rowLabels.add(null);
                }
            }
            return new Legend(rows, rowWidths, rowLabels, legendClipped);
        }

        /** Draws the rows from {@code left}, {@code y} in g's font: each series' line sample and its label. Returns the y under them. */
        int draw(Graphics2D g, int left, int y, int rowH, FontMetrics lm, int sample, int gap, int between, Color text) {
            for (int ri = 0; ri < rows.size(); ri++) {
                List<XYSeries> r = rows.get(ri);
                Wrapped wrapped = labels.get(ri);
                int x = left;
                for (XYSeries s : r) {
                    Stroke old = g.getStroke();
                    g.setColor(s.getLineColor() != null ? s.getLineColor() : text);
                    g.setStroke(s.getLineStyle() != null ? s.getLineStyle() : new BasicStroke(2f));
                    double mid = y + rowH / 2.0;
                    g.draw(new Line2D.Double(x + 1, mid, x + sample - 1, mid));
                    g.setStroke(old);
                    g.setColor(text);
                    List<String> lines = wrapped == null ? List.of(s.getLabel()) : wrapped.lines;
                    for (int li = 0; li < lines.size(); li++) g.drawString(lines.get(li), x + sample + gap, y + li * rowH + lm.getAscent());
                    x += sample + gap + lm.stringWidth(s.getLabel()) + between;
                }
                y += rowH * (wrapped == null ? 1 : wrapped.lines.size());
            }
            return y;
        }
    }

    /** The hint drawn on an empty chart: its box and whether it was cut. */
    record Hint(Rectangle2D box, boolean clipped) {}

    /** Draws {@code hint} in a rounded box in the middle of the plot, wrapped to its width, in italics. */
    static Hint drawHint(Graphics2D g, String hint, Font hf, Rectangle2D plot, int pad, Theme.ChartColors colors) {
        FontMetrics hm = g.getFontMetrics(hf);
        int room = (int) Math.max(1, plot.getWidth() - 2 * pad);
        Wrapped lines = wrap(hint, hm, room);
        boolean clipped = lines.clipped || lines.lines.size() * hm.getHeight() > plot.getHeight();
        double bw = lines.width + 2 * pad;
        double bh = lines.lines.size() * hm.getHeight() + pad;
        double bx = plot.getCenterX() - bw / 2;
        double by = plot.getCenterY() - bh / 2;
        Color bg = colors.plot();
        g.setColor(new Color(bg.getRed(), bg.getGreen(), bg.getBlue(), 225));
        g.fill(new RoundRectangle2D.Double(bx, by, bw, bh, pad, pad));
        g.setColor(colors.text());
        g.setFont(hf.deriveFont(Font.ITALIC));
        double ly = by + pad / 2.0 + hm.getAscent();
        for (String line : lines.lines) {
            g.drawString(line, (float) (plot.getCenterX() - hm.stringWidth(line) / 2.0), (float) ly);
            ly += hm.getHeight();
        }
        return new Hint(new Rectangle2D.Double(bx, by, bw, bh), clipped);
    }
}
