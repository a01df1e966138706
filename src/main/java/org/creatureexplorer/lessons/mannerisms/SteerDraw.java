package org.creatureexplorer.lessons.mannerisms;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Steering;
import org.creatureexplorer.world.steering.SteerWorld;

/** Drawing shared by the steering lessons (Mannerisms and Blends): walkers, scaled vector arrows, labels that keep apart, the tick table. */
public final class SteerDraw {
    private SteerDraw() {}

    /** Velocities (px per tick) are drawn this many times longer, so 2.4 px/tick reads as 48 px. */
    public static final double V = SteerWorld.VECTOR_SCALE;

    public static String vec(Vec2 v) { return String.format(Locale.ROOT, "(%.2f, %.2f)", v.x(), v.y()); }

    public static String num(double v) { return String.format(Locale.ROOT, "%.2f", v); }

    public static Color alpha(Color c, int a) { return new Color(c.getRed(), c.getGreen(), c.getBlue(), a); }

    /** The walker: a disc with an edge and a short nose along its velocity. */
    public static void walker(Graphics2D g, Vec2 p, Vec2 v, Color fill, StageStyle s) {
        g.setColor(s.palette().bone());
        Draw.disc(g, p, s.px(11));
        g.setColor(fill);
        Draw.disc(g, p, s.px(9));
        Vec2 nose = v.length() > 0.02 ? v.directionOr(Vec2.ZERO) : Vec2.ZERO;
        if (nose.length() > 0) {
            g.setColor(s.palette().bone());
            g.setStroke(s.stroke(3));
            Draw.line(g, p.plus(nose.times(s.px(4))), p.plus(nose.times(s.px(15))));
        }
    }

    /** A ring marker (a second walker drawn over the first stays visible). */
    public static void ring(Graphics2D g, Vec2 p, Color c, StageStyle s) {
        g.setColor(s.palette().bone());
        g.setStroke(s.stroke(6));
        Draw.circle(g, p, s.px(13));
        g.setColor(c);
        g.setStroke(s.stroke(3.5));
        Draw.circle(g, p, s.px(13));
    }

    /** An arrow from {@code from} along {@code v} drawn {@code scale} times longer. */
    public static Vec2 arrow(Graphics2D g, Vec2 from, Vec2 v, double scale, Color c, double widthPx, StageStyle s) {
        Vec2 to = from.plus(v.times(scale));
        g.setColor(c);
        g.setStroke(s.stroke(widthPx));
        Draw.arrow(g, from, to, s.px(8 + 2.5 * widthPx));
        return to;
    }

    public static void target(Graphics2D g, Vec2 t, Color c, StageStyle s) {
        g.setColor(s.palette().textHalo());
        g.setStroke(s.stroke(7));
        Draw.cross(g, t, s.px(22));
        g.setColor(c);
        g.setStroke(s.stroke(4));
        Draw.cross(g, t, s.px(22));
    }

    /** A polyline trail in one colour, fading, broken where consecutive points jump (a wrap). */
    public static void trail(Graphics2D g, List<Vec2> pts, Color c, double breakAt, StageStyle s) {
        g.setStroke(s.stroke(2.5));
        int n = pts.size();
        for (int i = 1; i < n; i++) {
            Vec2 a = pts.get(i - 1), b = pts.get(i);
            if (a.distanceTo(b) > breakAt) continue;
            g.setColor(alpha(c, 40 + (int) (200.0 * i / n)));
            Draw.line(g, a, b);
        }
    }

    /**
     * One steering walker as in the worked example: trail, target (or threat), the max-speed
     * circle and the reach of one tick's force, the velocity, desired, raw steering and force
     * arrows (all x{@link #V}), the walker, and labels that keep off each other and off the top
     * {@code topPx} screen px (a legend line).
     */
    static void scene(Graphics2D g, SteerWorld w, StageStyle s, double fieldW, double fieldH, double topPx) {
        scene(g, w, s, fieldW, fieldH, topPx, true);
    }

    /**
     * @param valuesOnArrows true: each arrow's label carries its numbers; false: short names on the
     *     arrows and the numbers in a box in the corner farthest from the walker and target
     */
    static void scene(Graphics2D g, SteerWorld w, StageStyle s, double fieldW, double fieldH, double topPx, boolean valuesOnArrows) {
        Palette p = s.palette();
        Vec2 pos = w.body().position();
        Vec2 v = w.body().velocity();
        Steering st = w.decision();
        double mass = w.body().mass();
        boolean flee = w.setup().behavior() == SteerWorld.Behavior.FLEE;

        if (s.on(Overlay.TRAILS)) trail(g, w.trail(), p.trail(), 1e9, s);
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.dashed(2));
            Draw.line(g, pos, w.target());
            target(g, w.target(), p.target(), s);
        }
        Vec2 vTip = pos.plus(v.times(V));
        Vec2 dTip = pos.plus(st.desired().times(V));
        Vec2 nextTip = pos.plus(v.plus(st.force().times(1 / mass)).times(V));
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.circle());
            g.setStroke(s.dashed(2));
            Draw.circle(g, pos, w.gait().maxSpeed() * V);
            if (w.gait().capped()) {
                g.setColor(p.vector());
                g.setStroke(s.stroke(2));
                Draw.circle(g, vTip, w.gait().maxForce() / mass * V);
            }
        }
        if (s.on(Overlay.VECTORS)) {
            // Raw steering: from the velocity's tip to the desired velocity's tip.
            g.setColor(p.ghost());
            g.setStroke(s.dashed(3));
            Draw.line(g, vTip, dTip);
            Draw.arrow(g, vTip, dTip, s.px(16));
            arrow(g, pos, st.desired(), V, p.accent(), 3.5, s);
            // The next velocity, dashed: this velocity plus force / mass.
            g.setColor(p.joint());
            g.setStroke(s.dashed(2.5));
            Draw.line(g, pos, nextTip);
            arrow(g, pos, v, V, p.joint(), 4, s);
            if (w.setup().velocityHandle()) {
                g.setColor(p.handle());
                Draw.disc(g, vTip, s.px(5));
            }
            arrow(g, vTip, st.force(), V, p.vector(), 5, s);
        }
        walker(g, pos, v, p.body(), s);

        if (s.on(Overlay.LABELS)) {
            Labels labels = new Labels(g, s, fieldW, fieldH)
                    .reserve(new Rectangle2D.Double(0, 0, fieldW, s.px(topPx)))
                    .reserve(pos, 14).reserve(vTip, 10).reserve(w.target(), 14);
            if (s.on(Overlay.TARGETS)) {
                Vec2 t = w.target();
                String name = (flee ? "threat " : "target ") + vec(t).replace(".00", "");
                labels.place(name, 16, p.target(), Spot.side(t, new Vec2(1, 0.3), s.px(16)), Spot.side(t, new Vec2(-1, 0.3), s.px(16)),
                        Spot.side(t, new Vec2(0, 1), s.px(16)), Spot.side(t, new Vec2(0, -1), s.px(16)));
            }
            if (s.on(Overlay.VECTORS)) {
                String force = w.gait().capped() && st.cut() ? "force " + vec(st.force()) + ", cut to " + num(w.gait().maxForce())
                        : "force " + vec(st.force()) + ", no cut";
                String[] texts = valuesOnArrows
                        ? new String[] {force, "velocity " + vec(v), "desired " + vec(st.desired()), "raw steering, length " + num(st.rawLength())}
                        : new String[] {"force", "velocity", "desired", "raw steering"};
                labelArrows(labels, w, st, pos, vTip, dTip, texts, s);
                if (!valuesOnArrows) {
                    Rectangle2D box = valuesBox(g, w, st, force, s, fieldW, fieldH, topPx);
                    labels.reserve(box);
                }
            }
        }
    }

    private static void labelArrows(Labels labels, SteerWorld w, Steering st, Vec2 pos, Vec2 vTip, Vec2 dTip, String[] texts, StageStyle s) {
        Palette p = s.palette();
        Vec2 fTip = vTip.plus(st.force().times(V));
        if (st.rawLength() < 0.005) {
            // Velocity already equals desired: one label says so, instead of two zero arrows.
            labels.place("velocity = desired: no steering", 17, p.joint(),
                    labels.aroundArrow(pos, vTip.distanceTo(pos) < 1e-6 ? pos.plus(new Vec2(1e-3, 0)) : vTip));
            return;
        }
        labels.place(texts[0], 17, p.vector(), labels.aroundArrow(vTip, fTip.distanceTo(vTip) < 1e-6 ? vTip.plus(new Vec2(0, 1e-3)) : fTip));
        labels.place(texts[1], 17, p.joint(), labels.aroundArrow(pos, vTip.distanceTo(pos) < 1e-6 ? pos.plus(new Vec2(0, 1e-3)) : vTip));
        labels.place(texts[2], 17, p.accent(), labels.aroundArrow(pos, dTip.distanceTo(pos) < 1e-6 ? pos.plus(new Vec2(1e-3, 0)) : dTip));
        labels.place(texts[3], 17, p.ghost(), labels.aroundArrow(vTip, dTip));
    }

    /** The four vectors' numbers, one line each in its arrow's colour, in the emptiest corner. */
    static Rectangle2D valuesBox(Graphics2D g, SteerWorld w, Steering st, String force, StageStyle s, double fieldW, double fieldH, double topPx) {
        Palette p = s.palette();
        Vec2 v = w.body().velocity();
        String[] lines = {"velocity " + vec(v), "desired " + vec(st.desired()),
            "raw steering " + vec(st.raw()) + ", length " + num(st.rawLength()), force};
        java.awt.Color[] colours = {p.joint(), p.accent(), p.ghost(), p.vector()};
        g.setFont(s.font(16, Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        double width = 0;
        for (String l : lines) width = Math.max(width, fm.getStringBounds(l, g).getWidth());
        double lineH = fm.getHeight() * 1.05;
        double pad = s.px(8);
        double bw = width + 2 * pad, bh = lines.length * lineH + pad;
        double top = s.px(topPx) + s.px(4);
        Vec2[] corners = {new Vec2(s.px(6), top), new Vec2(fieldW - bw - s.px(6), top),
            new Vec2(s.px(6), fieldH - bh - s.px(6)), new Vec2(fieldW - bw - s.px(6), fieldH - bh - s.px(6))};
        Rectangle2D best = null;
        double bestScore = -1;
        for (Vec2 c : corners) {
            Rectangle2D r = new Rectangle2D.Double(c.x(), c.y(), bw, bh);
            double score = Math.min(distance(r, w.body().position()), distance(r, w.target()));
            if (score > bestScore) { bestScore = score; best = r; }
        }
        g.setColor(alpha(p.textHalo(), 225));
        g.fill(best);
        g.setColor(p.grid());
        g.setStroke(s.stroke(1.5));
        g.draw(best);
        double y = best.getY() + pad / 2 + fm.getAscent();
        for (int i = 0; i < lines.length; i++) {
            g.setColor(colours[i]);
            g.drawString(lines[i], (float) (best.getX() + pad), (float) y);
            y += lineH;
        }
        return best;
    }

    private static double distance(Rectangle2D r, Vec2 p) {
        double dx = Math.max(Math.max(r.getMinX() - p.x(), 0), p.x() - r.getMaxX());
        double dy = Math.max(Math.max(r.getMinY() - p.y(), 0), p.y() - r.getMaxY());
        return Math.hypot(dx, dy);
    }

    /** The line at the stage's top: vector scale and the gait in force. */
    static void legend(Graphics2D g, SteerWorld w, StageStyle s) {
        String cap = w.gait().capped() ? String.format(Locale.ROOT, "max force %.2f", w.gait().maxForce()) : "max force: no cap";
        Draw.label(g, String.format(Locale.ROOT, "vectors drawn \u00d7%.0f   max speed %.1f   %s   mass %.2f",
                V, w.gait().maxSpeed(), cap, w.body().mass()), new Vec2(s.px(10), s.px(24)), s, 16, s.palette().text());
    }

    /** Where a label may go: a point and the alignment that puts the text on a given side of it. */
    public record Spot(Vec2 at, double alignX, double alignY) {
        /** The label sits {@code dist} stage units from {@code p} in direction {@code dir}, on that side. */
        public static Spot side(Vec2 p, Vec2 dir, double dist) {
            Vec2 d = dir.directionOr(Vec2.UNIT_X);
            double ax = d.x() > 0.35 ? 0 : d.x() < -0.35 ? 1 : 0.5;
            double ay = d.y() > 0.35 ? 1 : d.y() < -0.35 ? 0 : 0.5;
            return new Spot(p.plus(d.times(dist)), ax, ay);
        }
    }

    /**
     * Places labels one after another, each at the first of its candidate spots that overlaps
     * nothing placed before (nor the reserved areas) and stays on the stage; failing that, at the
     * spot with the least overlap.
     */
    public static final class Labels {
        private final Graphics2D g;
        private final StageStyle s;
        private final Rectangle2D bounds;
        private final List<Rectangle2D> taken = new ArrayList<>();
        /** Reserved points (walkers, targets) a label must not cover: overlap there costs more. */
        private final List<Rectangle2D> hard = new ArrayList<>();

        public Labels(Graphics2D g, StageStyle s, double width, double height) {
            this.g = g;
            this.s = s;
            this.bounds = new Rectangle2D.Double(0, 0, width, height);
        }

        public Labels reserve(Rectangle2D r) { taken.add(r); return this; }

        /** Keeps labels off a point (a walker, a target), {@code radiusPx} screen px around it. */
        public Labels reserve(Vec2 p, double radiusPx) {
            double r = s.px(radiusPx);
            hard.add(new Rectangle2D.Double(p.x() - r, p.y() - r, 2 * r, 2 * r));
            return this;
        }

        /** The label's box at a spot, from its measured size (width, ascent, descent). */
        Rectangle2D box(double[] size, Spot spot) {
            double x = spot.at().x() - spot.alignX() * size[0];
            double y = spot.at().y() + spot.alignY() * size[1];
            double pad = s.px(3);
            return new Rectangle2D.Double(x - pad, y - size[1] - pad / 2, size[0] + 2 * pad, size[1] + size[2] + pad);
        }

        private double[] measure(String text, double sizePx) {
            g.setFont(s.font(sizePx, Font.BOLD));
            FontMetrics fm = g.getFontMetrics();
            return new double[] {fm.getStringBounds(text, g).getWidth(), fm.getAscent(), fm.getDescent()};
        }

        public void place(String text, double sizePx, Color c, Spot... spots) {
            Spot best = spots[0];
            double bestCost = Double.MAX_VALUE;
            Rectangle2D bestBox = null;
            double[] size = measure(text, sizePx);
            for (Spot spot : spots) {
                Rectangle2D b = box(size, spot);
                double cost = 0;
                for (Rectangle2D t : taken) {
                    Rectangle2D i = b.createIntersection(t);
                    if (i.getWidth() > 0 && i.getHeight() > 0) cost += i.getWidth() * i.getHeight();
                }
                for (Rectangle2D t : hard) {
                    Rectangle2D i = b.createIntersection(t);
                    if (i.getWidth() > 0 && i.getHeight() > 0) cost += 10 * i.getWidth() * i.getHeight();
                }
                Rectangle2D in = b.createIntersection(bounds);
                double inside = Math.max(0, in.getWidth()) * Math.max(0, in.getHeight());
                cost += 4 * (b.getWidth() * b.getHeight() - inside);
                if (cost < bestCost - 1e-9) {
                    bestCost = cost;
                    best = spot;
                    bestBox = b;
                }
                if (cost == 0) break;
            }
            taken.add(bestBox);
            Draw.label(g, text, best.at(), s, sizePx, c, best.alignX(), best.alignY());
        }

        /** Candidate spots around an arrow from {@code a} to {@code b}: past the tip, beside it, behind it. */
        public Spot[] aroundArrow(Vec2 a, Vec2 b) {
            Vec2 u = b.minus(a).directionOr(Vec2.UNIT_X);
            Vec2 n = u.perp();
            Vec2 mid = a.lerp(b, 0.5);
            double d = s.px(12);
            List<Spot> spots = new ArrayList<>(List.of(Spot.side(b, u, d), Spot.side(mid, n, d), Spot.side(mid, n.times(-1), d),
                Spot.side(b, n, d), Spot.side(b, n.times(-1), d), Spot.side(b, u.plus(n), d), Spot.side(b, u.minus(n), d),
                Spot.side(a.lerp(b, 0.25), n, d), Spot.side(a.lerp(b, 0.25), n.times(-1), d)));
            // Then anywhere round the tip, near and farther out (a crowded corner).
            for (double far : new double[] {d, 3 * d, 6 * d}) {
                for (int k = 0; k < 8; k++) spots.add(Spot.side(b, Vec2.polar(1, k * Math.PI / 4), far));
            }
            return spots.toArray(new Spot[0]);
        }
    }

    /** The walker's tick table: one row per tick, tick 0 always first, the newest last and highlighted. */
    static void table(Graphics2D g, SteerWorld w, Rectangle2D box, StageStyle s) {
        String[] head = {"tick", "position", "velocity", "desired", "raw steering", "|raw|", "force"};
        boolean[] alignRight = {true, false, false, false, false, true, false};
        List<String[]> rows = new ArrayList<>();
        for (SteerWorld.Row r : w.rows()) rows.add(cells(r));
        table(g, head, alignRight, cells(w.firstRow()), rows, w.rows().get(0).tick() == 0, null, box, s);
    }

    /**
     * A tick table on the stage: a header, then {@code rows} (oldest first, the newest last and
     * highlighted). When they do not all fit, the first row ({@code first}, tick 0) is kept, then
     * an ellipsis row, then the newest rows that fit. The font is 16 screen px, smaller only if
     * the table would not fit the box's width.
     *
     * @param rowsStartWithFirst true when {@code rows} begins with {@code first} (nothing dropped yet)
     * @param rowColours a text colour per row of {@code rows} (null entries, or a null list: the text colour)
     */
    public static void table(Graphics2D g, String[] head, boolean[] alignRight, String[] first, List<String[]> rows,
                             boolean rowsStartWithFirst, List<Color> rowColours, Rectangle2D box, StageStyle s) {
        double sizePx = 16;
        double[] widths = new double[head.length];
        double pad;
        FontMetrics fm;
        double lineH;
        List<String[]> shown;
        List<Color> colours;
        boolean gap;
        while (true) {
            Font font = new Font(Font.MONOSPACED, Font.BOLD, 12).deriveFont((float) s.px(sizePx));
            g.setFont(font);
            fm = g.getFontMetrics();
            lineH = fm.getHeight() * 1.1;
            int fit = Math.max(3, (int) ((box.getHeight() - s.px(6)) / lineH) - 1);
            // All rows if they fit; else the first row, an ellipsis row, and the newest rows.
            shown = new ArrayList<>();
            colours = new ArrayList<>();
            gap = !(rows.size() <= fit && rowsStartWithFirst);
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
            pad = s.px(sizePx * 0.9);
            double total = 0;
            for (int c = 0; c < head.length; c++) {
                widths[c] = fm.getStringBounds(head[c], g).getWidth();
                for (String[] r : shown) widths[c] = Math.max(widths[c], fm.getStringBounds(r[c], g).getWidth());
                total += widths[c] + pad;
            }
            if (total <= box.getWidth() - s.px(8) || sizePx <= 10) break;
            sizePx -= 1;
        }

        g.setColor(alpha(s.palette().textHalo(), 235));
        g.fill(box);
        g.setColor(s.palette().grid());
        g.setStroke(s.stroke(1.5));
        g.draw(box);
        double x0 = box.getX() + s.px(6);
        double y = box.getY() + fm.getAscent() + s.px(3);
        drawRow(g, head, widths, alignRight, x0, y, pad, s.palette().ghost());
        g.setColor(s.palette().grid());
        g.draw(new java.awt.geom.Line2D.Double(box.getX(), y + fm.getDescent(), box.getMaxX(), y + fm.getDescent()));
        y += lineH;
        String[] dots = new String[head.length];
        java.util.Arrays.fill(dots, "");
        dots[0] = "\u22ee";
        for (int i = 0; i < shown.size(); i++) {
            boolean newest = i == shown.size() - 1;
            if (newest) {
                g.setColor(alpha(s.palette().handle(), 120));
                g.fill(new Rectangle2D.Double(box.getX() + s.px(2), y - fm.getAscent() - s.px(1), box.getWidth() - s.px(4), lineH));
            }
            Color c = colours.get(i) == null ? s.palette().text() : colours.get(i);
            drawRow(g, shown.get(i), widths, alignRight, x0, y, pad, c);
            y += lineH;
            if (i == 0 && gap) {
                drawRow(g, dots, widths, alignRight, x0, y, pad, s.palette().ghost());
                y += lineH;
            }
        }
    }

    /** A row's cells, formatted once: the table shows up to 64 rows on every frame, most of them unchanged. */
    private static final java.util.Map<SteerWorld.Row, String[]> CELLS = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    private static String[] cells(SteerWorld.Row r) {
        return CELLS.computeIfAbsent(r, SteerDraw::formatCells);
    }

    private static String[] formatCells(SteerWorld.Row r) {
        return new String[] {Long.toString(r.tick()), vec(r.position()), vec(r.velocity()), vec(r.steering().desired()),
            vec(r.steering().raw()), num(r.steering().rawLength()),
            vec(r.steering().force())};
    }

    private static void drawRow(Graphics2D g, String[] row, double[] widths, boolean[] right, double x0, double y, double pad, Color c) {
        g.setColor(c);
        FontMetrics fm = g.getFontMetrics();
        double x = x0;
        for (int i = 0; i < row.length; i++) {
            double w = fm.getStringBounds(row[i], g).getWidth();
            double at = right[i] ? x + widths[i] - w : x;
            g.drawString(row[i], (float) at, (float) y);
            x += widths[i] + pad;
        }
    }
}
