package org.creatureexplorer.lessons.blends;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Labels;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StaticLayer;
import org.creatureexplorer.lesson.VectorDraw;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.BlendsWorld;
import org.creatureexplorer.world.blends.GrazeWorld.Rule;
import org.creatureexplorer.world.blends.GrazeWorld;
import org.creatureexplorer.i18n.QuickFormat;
import org.creatureexplorer.lessons.mannerisms.LabelMemo;

/** Lesson 4.1: feeding versus fleeing, three combination rules on one field, compared live. */
public final class BlendsLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<BlendsWorld> create() {
        return Lesson.builder("blends", BlendsWorld.class)
                .params(BlendsWorld.PARAMS)
                .world(BlendsWorld::new)
                .painter(BlendsLesson::paint)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.VECTORS, false)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Verdict: ticks inside", "ticks inside the radius",
                        "inside_sum", "inside_switch", "inside_alarm")
                        .withRoles(Palette.Role.RULE_SUM, Palette.Role.RULE_SWITCH, Palette.Role.RULE_ALARM).against("t", "tick").withRange(0.0, null)
                        .counting())
                .chart(ChartSpec.linear("Predator distance", "px (dashed: radius)", "predator_sum", "predator_switch", "predator_alarm")
                        .withRoles(Palette.Role.RULE_SUM, Palette.Role.RULE_SWITCH, Palette.Role.RULE_ALARM)
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("r", w -> ((BlendsWorld) w).startle()))
                .chart(ChartSpec.linear("Alarm level", "fear", "fear_sum", "fear_switch", "fear_alarm")
                        .withRoles(Palette.Role.RULE_SUM, Palette.Role.RULE_SWITCH, Palette.Role.RULE_ALARM)
                        .against("t", "tick").withRange(0.0, 1.05))
                .chart(ChartSpec.linear("Walker speed", "px/tick (dashed: max speed)", "speed_sum", "speed_switch", "speed_alarm")
                        .withRoles(Palette.Role.RULE_SUM, Palette.Role.RULE_SWITCH, Palette.Role.RULE_ALARM)
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("max speed", w -> 2.4))
                .chart(ChartSpec.linear("Distance from the tuft", "distance (px)", "tuft_sum", "tuft_switch", "tuft_alarm")
                        .withRoles(Palette.Role.RULE_SUM, Palette.Role.RULE_SWITCH, Palette.Role.RULE_ALARM)
                        .against("t", "tick").withRange(0.0, null))
                .scenario(GrazeWorld.SCENARIO)
                .pointerHint("Press Space, then park the predator. Same seed, same predator for all three: only the rule differs.")
                .description("A field with a grass tuft, a red predator with its dashed startle circle, and three grazing walkers "
                        + "labelled sum, switch and alarm, each with a ring that fills with its fear. Under the field, a table counts "
                        + "for each rule the ticks the predator has spent inside the startle radius.")
                .build();
    }

    static void paint(Graphics2D g, BlendsWorld w, StageStyle s) {
        Palette p = s.palette();
        List<GrazeWorld> walkers = w.walkers(); // a copy per call: taken once, handed to the tags and the verdict
        GrazeWorld first = walkers.get(0);
        double top = BlendsWorld.FIELD_TOP;

        if (s.on(Overlay.LABELS)) {
            Draw.readout(g, 0, first.predatorKind() == GrazeWorld.Predator.PARK ? Tr.t("predator PARKED in the way") : Tr.t("predator walking west"),
                    s, p.text());
            Draw.readout(g, 1, GrazeDraw.cap(first), s, first.gait().capped() ? p.text() : p.warning());
        }

        Draw.keepOut(g, s, new Rectangle2D.Double(0, top + GrazeWorld.FIELD_H, BlendsWorld.STAGE_W, BlendsWorld.VERDICT_H));
        AffineTransform old = g.getTransform();
        Shape oldClip = g.getClip();
        g.translate(0, top);
        g.clip(new Rectangle2D.Double(0, 0, GrazeWorld.FIELD_W, GrazeWorld.FIELD_H));
        GrazeDraw.ground(g, s);
        boolean occupied = false;
        for (GrazeWorld gw : walkers) occupied |= gw.inside();
        GrazeDraw.startleDisc(g, w.predator(), w.startle(), occupied, s);
        GrazeDraw.tuft(g, s);
        if (s.on(Overlay.TRAILS)) {
            for (GrazeWorld gw : walkers) VectorDraw.trail(g, gw.trailView(), GrazeDraw.colour(gw.rule(), p), 60, s);
        }
        GrazeDraw.predator(g, w.predator(), first.predatorKind() == GrazeWorld.Predator.WALK, s);
        if (s.on(Overlay.VECTORS)) {
            for (GrazeWorld gw : walkers) GrazeDraw.forces(g, gw, GrazeDraw.colour(gw.rule(), p), s);
        }
        for (GrazeWorld gw : walkers) {
            Color c = GrazeDraw.colour(gw.rule(), p);
            if (s.on(Overlay.CIRCLES)) GrazeDraw.alarmRing(g, gw.body().position(), gw.fear(), c, ringRadius(gw.rule()), s);
        }
        for (GrazeWorld gw : walkers) {
            GrazeDraw.walker(g, gw, GrazeDraw.colour(gw.rule(), p), GrazeDraw.radius(gw.rule()), s);
        }
        if (s.on(Overlay.LABELS)) tags(g, w, walkers, s);
        g.setTransform(old);
        g.setClip(oldClip);
        g.setColor(p.bone());
        g.setStroke(s.stroke(2.5));
        g.translate(0, top);
        GrazeDraw.fieldEdge(g);
        g.setTransform(old);

        verdict(g, w, walkers, new Rectangle2D.Double(0, top + GrazeWorld.FIELD_H, BlendsWorld.STAGE_W, BlendsWorld.VERDICT_H), s);
    }

    /** Alarm rings (screen px) nest like the walkers: sum outermost, alarm innermost, so rings on one spot all show. */
    static double ringRadius(Rule r) {
        return switch (r) {
            case SUM -> 24;
            case SWITCH -> 20;
            case FEAR -> 16;
        };
    }

    static String trim(double v) {
        return v == Math.rint(v) ? QuickFormat.fixed(v, 0) : QuickFormat.fixed(v, 1);
    }

    /** Each walker's name beside it; walkers still on one spot (nothing has told them apart yet) share one tag. */
    private static void tags(Graphics2D g, BlendsWorld w, List<GrazeWorld> walkers, StageStyle s) {
        Palette p = s.palette();
        Labels labels = new Labels(g, s, GrazeWorld.FIELD_W, GrazeWorld.FIELD_H);
        for (GrazeWorld gw : walkers) labels.reserve(gw.body().position(), 26);
        labels.reserve(w.predator(), 18).reserve(GrazeWorld.TUFT.plus(new Vec2(0, -s.px(6))), 14);
        GrazeDraw.predatorLabels(labels, g, w.predator(), w.startle(), s);
        labels.place(Tr.t("tuft"), 16, p.bodyEdge(), GrazeDraw.tuftSpots(s));
        Vec2 first = walkers.get(0).body().position();
        boolean together = true;
        for (GrazeWorld gw : walkers) together &= gw.body().position().distanceTo(first) < 1e-9;
        Memos memos = MEMOS.get();
        if (together) {
            labels.place(Tr.t("sum = switch = alarm (same path so far)"), 16, p.text(), around(memos.around[0], first, s));
            return;
        }
        for (int i = 0; i < walkers.size(); i++) {
            GrazeWorld gw = walkers.get(i);
            labels.place(GrazeDraw.shortName(gw.rule()), 18, GrazeDraw.colour(gw.rule(), p),
                    around(memos.around[Math.min(i, memos.around.length - 1)], gw.body().position(), s));
        }
    }

    /** The directions round a tag, {@code Vec2.polar(1, a)} and {@code a + PI / 8}, made once (the spots are made every frame). */
    private static final Vec2[] ROUND = new Vec2[8], ROUND_HALF = new Vec2[8];
    static {
        for (int k = 0; k < 8; k++) {
            double a = -Math.PI / 2 + k * Math.PI / 4;
            ROUND[k] = Vec2.polar(1, a);
            ROUND_HALF[k] = Vec2.polar(1, a + Math.PI / 8);
        }
    }

    /** The spots round a walker, kept while it stands still (a grazer at the tuft, every walker before the predator comes). */
    private static Labels.Spot[] around(LabelMemo<Labels.Spot[]> memo, Vec2 at, StageStyle s) {
        if (memo.key(at.x()).key(at.y()).key(s.scale()).same()) return memo.value();
        Labels.Spot[] spots = new Labels.Spot[24];
        for (int k = 0; k < 8; k++) {
            spots[k] = Labels.Spot.side(at, ROUND[k], s.px(22));
            spots[8 + k] = Labels.Spot.side(at, ROUND_HALF[k], s.px(34));
            spots[16 + k] = Labels.Spot.side(at, ROUND[k], s.px(52));
        }
        return memo.remember(spots);
    }

    /** What the painter keeps from frame to frame, per thread (the window's, render's and bench's). */
    private static final class Memos {
        @SuppressWarnings("unchecked")
        final LabelMemo<Labels.Spot[]>[] around = new LabelMemo[] {new LabelMemo<>(), new LabelMemo<>(), new LabelMemo<>()};
        final LabelMemo<String[]> head = new LabelMemo<>();
        @SuppressWarnings("unchecked")
        final LabelMemo<String[]>[] cells = new LabelMemo[] {new LabelMemo<>(), new LabelMemo<>(), new LabelMemo<>()};
        /** The verdict's bars, filled in and handed to the graphics (which keeps no reference). */
        final Rectangle2D.Double bar = new Rectangle2D.Double();
    }

    private static final ThreadLocal<Memos> MEMOS = ThreadLocal.withInitial(Memos::new);

    /**
     * The verdict under the field, a small table: for each rule, the ticks the predator has spent
     * inside the startle radius (a bar out of the ticks so far, the count, and which rule has the
     * fewest and the most), the closest approach and the top speed while inside. The font is 16
     * screen px, smaller only if the table would not fit the stage's width.
     */
    static void verdict(Graphics2D g, BlendsWorld w, List<GrazeWorld> walkers, Rectangle2D box, StageStyle s) {
        Palette p = s.palette();
        // The box never moves: its fill and its edge are each drawn once into an image and copied
        // after that (two layers, so each blends onto the stage exactly as drawing it does).
        AffineTransform stage = g.getTransform();
        g.translate(box.getX(), box.getY());
        g.setColor(VectorDraw.alpha(p.textHalo(), 235));
        StaticLayer.draw(g, "blends verdict fill", box.getWidth(), box.getHeight(),
                layer -> layer.fill(new Rectangle2D.Double(0, 0, box.getWidth(), box.getHeight())));
        g.setColor(p.grid());
        g.setStroke(s.stroke(1.5));
        StaticLayer.draw(g, "blends verdict edge", box.getWidth(), box.getHeight(),
                layer -> layer.draw(new Rectangle2D.Double(0, 0, box.getWidth(), box.getHeight())));
        g.setTransform(stage);
        if (!s.on(Overlay.LABELS)) return;
        long ticks = w.tick();
        Memos memos = MEMOS.get();
        if (!memos.head.same()) {
            memos.head.remember(new String[] {Tr.t("rule"), Tr.t("ticks with the predator inside"), Tr.t("closest"), Tr.t("top speed inside")});
        }
        String[] head = memos.head.value();
        String[][] cells = verdictCells(memos, walkers, ticks);
        double sizePx = 16;
        FontMetrics fm;
        double[] widths = new double[head.length];
        double pad, swatch, lineH, total;
        while (true) {
            g.setFont(s.font(sizePx, Font.BOLD));
            fm = g.getFontMetrics();
            pad = s.px(sizePx * 0.8);
            swatch = fm.getAscent() * 0.8;
            lineH = Math.min((box.getHeight() - s.px(4)) / 4, fm.getHeight() * 1.1);
            total = 0;
            for (int c = 0; c < head.length; c++) {
                widths[c] = fm.getStringBounds(head[c], g).getWidth();
                for (String[] r : cells) widths[c] = Math.max(widths[c], fm.getStringBounds(r[c], g).getWidth() + (c == 0 ? swatch * 1.4 : 0));
                total += widths[c] + pad;
            }
            if ((total <= box.getWidth() - s.px(10) && fm.getHeight() * 4 <= box.getHeight()) || sizePx <= 10) break;
            sizePx -= 0.5;
        }
        double x0 = box.getX() + s.px(6);
        double y = box.getY() + s.px(2) + fm.getAscent();
        g.setColor(p.ghost());
        double x = x0;
        for (int c = 0; c < head.length; c++) {
            g.drawString(head[c], (float) x, (float) y);
            x += widths[c] + pad;
        }
        Draw.Batch discs = Draw.batch(g);
        for (int i = 0; i < walkers.size(); i++) {
            y += lineH;
            verdictRow(g, discs, memos.bar, walkers.get(i), cells[i], ticks, x0, y, widths, pad, swatch, s);
        }
    }

    /**
     * One walker's cells: its rule, the inside count (marked fewest or most), the closest approach,
     * the top speed inside. Kept while those values stay put (they change on few ticks).
     */
    private static String[][] verdictCells(Memos memos, List<GrazeWorld> walkers, long ticks) {
        int fewest = Integer.MAX_VALUE, most = -1;
        for (GrazeWorld gw : walkers) {
            fewest = Math.min(fewest, gw.insideTicks());
            most = Math.max(most, gw.insideTicks());
        }
        String[][] cells = new String[walkers.size()][];
        for (int i = 0; i < walkers.size(); i++) {
            GrazeWorld gw = walkers.get(i);
            String mark = ticks == 0 || fewest == most ? "" : gw.insideTicks() == fewest ? Tr.t(" fewest") : gw.insideTicks() == most ? Tr.t(" most") : "";
            String[] row = null;
            LabelMemo<String[]> memo = i < memos.cells.length ? memos.cells[i] : null;
            if (memo != null && memo.key(gw.rule()).key(gw.insideTicks()).key(mark).key(gw.closest()).key(gw.topSpeedInside()).same()) {
                row = memo.value();
            }
            if (row == null) {
                row = new String[] {GrazeDraw.shortName(gw.rule()), gw.insideTicks() + mark,
                    GrazeDraw.f1(gw.closest()) + Tr.t(" px"), gw.insideTicks() == 0 ? "\u2013" : GrazeDraw.f2(gw.topSpeedInside()) + Tr.t(" px/tick")};
                if (memo != null) memo.remember(row);
            }
            cells[i] = row;
        }
        return cells;
    }

    /** One row of the verdict: the walker's swatch and rule, the count over its bar, the closest approach, the top speed. */
    private static void verdictRow(Graphics2D g, Draw.Batch discs, Rectangle2D.Double bar, GrazeWorld gw, String[] cells, long ticks,
                                   double x0, double y, double[] widths, double pad, double swatch, StageStyle s) {
        Palette p = s.palette();
        FontMetrics fm = g.getFontMetrics();
        Color c = GrazeDraw.colour(gw.rule(), p);
        double mid = y - fm.getAscent() * 0.38;
        double x = x0;
        double sr = swatch / 2 * GrazeDraw.radius(gw.rule()) / GrazeDraw.radius(Rule.SUM);
        Vec2 at = new Vec2(x + swatch / 2, mid);
        g.setColor(p.bone());
        discs.disc(at, sr + s.px(1));
        g.setColor(c);
        discs.disc(at, sr);
        g.setColor(p.text());
        g.drawString(cells[0], (float) (x + swatch * 1.4), (float) y);
        x += widths[0] + pad;
        // The count over a bar: the share of the ticks so far the predator was inside.
        double h = fm.getAscent() * 1.05;
        g.setColor(p.grid());
        bar.setRect(x, mid - h / 2, widths[1], h);
        g.fill(bar);
        double share = ticks == 0 ? 0 : (double) gw.insideTicks() / ticks;
        g.setColor(VectorDraw.alpha(c, 150));
        bar.setRect(x, mid - h / 2, widths[1] * share, h);
        g.fill(bar);
        g.setColor(p.text());
        g.drawString(cells[1], (float) (x + s.px(3)), (float) y);
        x += widths[1] + pad;
        g.drawString(cells[2], (float) x, (float) y);
        x += widths[2] + pad;
        g.drawString(cells[3], (float) x, (float) y);
    }
}
