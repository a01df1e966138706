package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.lesson.StageFrame.Placed;
import org.creatureexplorer.sim.Vec2;

/**
 * The key of a stage frame: a label with no free spot of its own gets a small numbered marker by
 * its point, and its text goes in a key box laid out once every label is placed, in the readout
 * column's free part or a free corner or edge of the picture, shrinking toward 12.5 px if it
 * must. What finds no room even so is reported clipped.
 */
final class StageKey {
    /** A label shown through the key: its marker's number, text, colour and size. */
    private record Keyed(String mark, String text, Color color, double sizePx, Vec2 anchor, double keepOutPx, Rectangle2D marker,
                         double markPx, int placedIndex) {
        Keyed withText(String other) { return new Keyed(mark, other, color, sizePx, anchor, keepOutPx, marker, markPx, placedIndex); }
    }

    /** Sizes the key tries, as a share of its labels' size, before giving up a spot (never below {@link #KEY_MIN_PX}). */
    private static final double[] KEY_SHRINK = {1, 0.9, 0.8, 0.7};
    /** The key's smallest text, px before the text scale: 20 px on a projector, as the readouts'. */
    private static final double KEY_MIN_PX = 12.5;
    private static final double KEY_PAD = 5;

    private final LabelPlacer placer;
    private final List<Placed> placed;
    private final TextFit text;
    private final OnTopTexts onTop;
    private final Rectangle2D subjectBox;
    /** Labels with no free spot of their own: a numbered marker by their point, their text in the key. */
    private final List<Keyed> keyed = new ArrayList<>();

    StageKey(LabelPlacer placer, TextFit text, OnTopTexts onTop, Rectangle2D subjectBox) {
        this.placer = placer;
        this.placed = placer.placed;
        this.text = text;
        this.onTop = onTop;
        this.subjectBox = subjectBox;
    }

    boolean isEmpty() { return keyed.isEmpty(); }

    /**
     * A label with no free spot of its own: a small numbered marker goes on a free side of its
     * point (with a leader when moved) and the text goes in the key, laid out by {@link #finish}
     * once every label of the frame is placed. Dropped (and reported clipped) only when not even
     * the marker finds room.
     */
    boolean keyed(Graphics2D t, String label, Vec2 a, double keepOutPx, double sizePx, Color color, Rectangle2D first) {
        String mark = Integer.toString(keyed.size() + 1);
        double markPx = Math.max(KEY_MIN_PX, sizePx * 0.85);
        Rectangle2D keep = keepOutPx > 0 ? new Rectangle2D.Double(a.x() - keepOutPx, a.y() - keepOutPx, 2 * keepOutPx, 2 * keepOutPx) : null;
        double[] size = markerSize(t, mark, markPx);
        Rectangle2D box = placer.search(a, Math.max(0, keepOutPx - 2), size[0], size[1], keep);
        if (box == null && placer.labelRoom != null) {
            // No room on the figure even for the number: by the figure, on the picture.
            Rectangle2D room = placer.labelRoom;
            placer.labelRoom = null;
            box = placer.search(a, Math.max(0, keepOutPx - 2), size[0], size[1], keep);
            placer.labelRoom = room;
        }
        if (box == null) {
            placed.add(new Placed("label", label, first != null ? first : new Rectangle2D.Double(a.x(), a.y(), 0, 0), true));
            return false;
        }
        // Drawn by finish, with its leader, once its line in the key has a place.
        placed.add(new Placed("marker", mark, box, false));
        keyed.add(new Keyed(mark, label, color, sizePx, a, keepOutPx, box, markPx, placed.size() - 1));
        return true;
    }

    /** A marker's box (width, height) for its number at {@code sizePx}: a rounded tag a little wider than tall. */
    private double[] markerSize(Graphics2D t, String mark, double sizePx) {
        t.setFont(text.font(sizePx));
        FontMetrics fm = t.getFontMetrics();
        double h = fm.getAscent() + fm.getDescent();
        return new double[] {Math.max(h, fm.getStringBounds(mark, t).getWidth() + h * 0.5), h};
    }

    /** A marker: the label's colour filled, its number in the background colour, so it reads as "see the key". */
    private void drawMarker(Graphics2D g, String mark, double sizePx, Color color, Palette palette, Rectangle2D box) {
        Graphics2D t = (Graphics2D) g.create();
        try {
            onTop.clipToComponent(t);
            double r = box.getHeight() * 0.6;
            t.setColor(color);
            t.fill(new java.awt.geom.RoundRectangle2D.Double(box.getX(), box.getY(), box.getWidth(), box.getHeight(), r, r));
            t.setFont(text.font(sizePx));
            FontMetrics fm = t.getFontMetrics();
            t.setColor(palette.textHalo());
            double w = fm.getStringBounds(mark, t).getWidth();
            t.drawString(mark, (float) (box.getCenterX() - w / 2), (float) (box.getY() + fm.getAscent()));
        } finally {
            t.dispose();
        }
    }

    /**
     * Lays the key out in {@code rooms} (the readout column's free part, then the picture) and
     * draws it, with the short forms of what it has no room for. Returns true when some label
     * found no place in the key itself (a readout column is preferred from then on).
     */
    boolean finish(Graphics2D g, Palette palette, List<Rectangle2D> rooms) {
        Graphics2D t = (Graphics2D) g.create();
        try {
            onTop.clipToComponent(t);
            List<Keyed> rest = key(g, t, palette, keyed, rooms);
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
                if (placer.free(k.marker(), null)) {
                    placed.set(k.placedIndex(), new Placed("marker", k.mark(), k.marker(), false));
                    markable.add(k);
                } else {
                    placed.add(new Placed("label", k.text(), k.marker(), true));
                }
            }
            for (Keyed k : key(g, t, palette, markable, rooms)) {
                placed.set(k.placedIndex(), new Placed("marker", k.mark(), k.marker(), true));
                placed.add(new Placed("label", k.text(), k.marker(), true));
            }
            return !rest.isEmpty();
        } finally {
            t.dispose();
        }
    }

    /** Puts {@code entries} in key boxes, as large as they fit, draws them and returns the entries left without a place. */
    private List<Keyed> key(Graphics2D g, Graphics2D t, Palette palette, List<Keyed> entries, List<Rectangle2D> rooms) {
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
            int n = fill(t, px, entries, rooms, b, l);
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
        t.setFont(text.font(k.sizePx()));
        FontMetrics fm = t.getFontMetrics();
        double pad = 3;
        double bw = fm.getStringBounds(brief, t).getWidth() + 2 * pad;
        double bh = fm.getAscent() + fm.getDescent() + pad;
        Vec2 a = k.anchor();
        double r = k.keepOutPx();
        Rectangle2D keep = r > 0 ? new Rectangle2D.Double(a.x() - r, a.y() - r, 2 * r, 2 * r) : null;
        Rectangle2D box = placer.search(a, r, bw, bh, keep);
        if (box == null) return false;
        onTop.leader(t, a, box, k.color());
        onTop.drawText(g, brief, k.sizePx(), k.color(), palette, box.getX() + pad, box.getY() + pad / 2 + fm.getAscent(), box);
        placed.add(new Placed("label", brief, box, false));
        return true;
    }

    /**
     * Lays the key out at {@code sizePx}: the first entries in the largest box that fits the
     * readout column's free part, the rest in the picture (off the subject where possible), one
     * box after another while entries remain and boxes fit. Returns how many entries found a place.
     */
    private int fill(Graphics2D t, double sizePx, List<Keyed> entries, List<Rectangle2D> rooms, List<Rectangle2D> boxes,
                     List<KeyLayout> layouts) {
        Rectangle2D picture = rooms.get(rooms.size() - 1);
        int from = 0;
        for (boolean offSubject : new boolean[] {true, false}) {
            for (Rectangle2D room : rooms) {
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

    /** The key laid out at one size: its rows (a marker's number on an entry's first row only) and its box size. */
    private record KeyLayout(double sizePx, double rowH, double markW, List<KeyRow> rows, double w, double h) {}

    private record KeyRow(Keyed entry, boolean first, String text) {}

    /**
     * The key at {@code sizePx}, each entry wrapped at spaces to fit {@code maxW} px, or null when a
     * single word is wider than that.
     */
    private KeyLayout keyLayout(Graphics2D t, double sizePx, double maxW, List<Keyed> entries) {
        t.setFont(text.font(sizePx));
        FontMetrics fm = t.getFontMetrics();
        double rowH = fm.getAscent() + fm.getDescent() + 2;
        double markPx = Math.max(KEY_MIN_PX, sizePx * 0.85);
        double markW = 0;
        for (Keyed k : entries) markW = Math.max(markW, markerSize(t, k.mark(), markPx)[0]);
        t.setFont(text.font(sizePx));
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
                    int cut = text.lastFittingSpace(rest, room, t.getFontRenderContext(), t.getFont(), true);
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

    /** The first free w x h box in the room (off the subject when asked) clear of the key's other boxes, or null. */
    private Rectangle2D keySpot(Rectangle2D room, double w, double h, boolean offSubject, List<Rectangle2D> others) {
        if (w > room.getWidth() - 4 || h > room.getHeight() - 4) return null;
        spots:
        for (Rectangle2D box : edgeSpots(room, w, h)) {
            if (offSubject && box.intersects(subjectBox)) continue;
            for (Rectangle2D o : others) if (box.intersects(o)) continue spots;
            if (placer.free(box, null, room)) return box;
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
                onTop.leader(t, k.anchor(), k.marker(), k.color());
                drawMarker(g, k.mark(), k.markPx(), k.color(), palette, k.marker());
                double[] m = markerSize(t, row.entry().mark(), markPx);
                drawMarker(g, row.entry().mark(), markPx, row.entry().color(), palette,
                        new Rectangle2D.Double(x, y + (key.rowH() - 2 - m[1]) / 2, m[0], m[1]));
            }
            t.setFont(text.font(key.sizePx()));
            FontMetrics fm = t.getFontMetrics();
            t.setColor(row.entry().color());
            t.drawString(row.text(), (float) tx, (float) (y + fm.getAscent()));
            double tw = fm.getStringBounds(row.text(), t).getWidth();
            String name = row.first() ? row.entry().mark() + " " + row.text() : row.text();
            placed.add(new Placed("key", name, new Rectangle2D.Double(x, y, tx + tw - x, key.rowH() - 2), false));
            y += key.rowH();
        }
    }
}
