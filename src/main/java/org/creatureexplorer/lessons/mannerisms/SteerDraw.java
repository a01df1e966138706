package org.creatureexplorer.lessons.mannerisms;

import static org.creatureexplorer.lesson.VectorDraw.alpha;
import static org.creatureexplorer.lesson.VectorDraw.arrow;
import static org.creatureexplorer.lesson.VectorDraw.num;
import static org.creatureexplorer.lesson.VectorDraw.target;
import static org.creatureexplorer.lesson.VectorDraw.trail;
import static org.creatureexplorer.lesson.VectorDraw.vec;
import static org.creatureexplorer.lesson.VectorDraw.walker;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Labels.Spot;
import org.creatureexplorer.lesson.Labels;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.TickTable;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Gait;
import org.creatureexplorer.sim.steer.Steering;
import org.creatureexplorer.world.steering.SteerWorld;
import org.creatureexplorer.i18n.Tr;

/**
 * Drawing for one steering walker (SeekArrive, Flee, Cap, Compose): the worked-example scene, its
 * value box, legend and tick table. The pieces other lessons share (walkers, arrows, labels that
 * keep apart, the table) are in the contract's view package: VectorDraw, Labels, TickTable.
 */
public final class SteerDraw {
    private SteerDraw() {}

    /** Velocities (px per tick) are drawn this many times longer, so 2.4 px/tick reads as 48 px. */
    public static final double V = SteerWorld.VECTOR_SCALE;

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
        // Each of these makes a new object per call (the decision is worked out afresh): asked once.
        Vec2 pos = w.body().position();
        Vec2 v = w.body().velocity();
        Steering st = w.decision();
        Gait gait = w.gait();
        double mass = w.body().mass();

        if (s.on(Overlay.TRAILS)) trail(g, w.trailView(), p.trail(), 1e9, s);
        // One clip lookup for the scene's lines and circles (its transform and clip stay put).
        Draw.Batch batch = Draw.batch(g);
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.dashed(2));
            batch.line(pos, w.target());
            target(g, w.target(), p.target(), s);
        }
        Vec2 vTip = pos.plus(v.times(V));
        Vec2 dTip = pos.plus(st.desired().times(V));
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.circle());
            g.setStroke(s.dashed(2));
            batch.circle(pos, gait.maxSpeed() * V);
            if (gait.capped()) {
                g.setColor(p.force());
                g.setStroke(s.stroke(2));
                batch.circle(vTip, gait.maxForce() / mass * V);
            }
        }
        if (s.on(Overlay.VECTORS)) vectors(g, batch, w, s, pos, v, st, mass, vTip, dTip);
        walker(g, pos, v, p.body(), s);
        if (s.on(Overlay.LABELS)) labels(g, w, s, fieldW, fieldH, topPx, valuesOnArrows, pos, v, st, gait, vTip, dTip);
    }

    /** The desired, velocity, next-velocity and force arrows, and the raw steering between them. */
    private static void vectors(Graphics2D g, Draw.Batch batch, SteerWorld w, StageStyle s, Vec2 pos, Vec2 v, Steering st, double mass,
                                Vec2 vTip, Vec2 dTip) {
        Palette p = s.palette();
        Vec2 nextTip = pos.plus(v.plus(st.force().times(1 / mass)).times(V));
        // Raw steering: from the velocity's tip to the desired velocity's tip.
        g.setColor(p.role(Palette.Role.RAW_STEERING));
        g.setStroke(s.dashed(3));
        batch.line(vTip, dTip);
        Draw.arrow(g, vTip, dTip, s.px(16));
        arrow(g, pos, st.desired(), V, p.desired(), 3.5, s);
        // The next velocity, dashed: this velocity plus force / mass.
        g.setColor(p.actual());
        g.setStroke(s.dashed(2.5));
        batch.line(pos, nextTip);
        arrow(g, pos, v, V, p.actual(), 4, s);
        if (w.setup().velocityHandle()) {
            g.setColor(p.handle());
            batch.disc(vTip, s.px(5));
        }
        arrow(g, vTip, st.force(), V, p.force(), 5, s);
    }

    private static void labels(Graphics2D g, SteerWorld w, StageStyle s, double fieldW, double fieldH, double topPx,
                               boolean valuesOnArrows, Vec2 pos, Vec2 v, Steering st, Gait gait, Vec2 vTip, Vec2 dTip) {
        Palette p = s.palette();
        Memos m = MEMOS.get();
        boolean flee = w.setup().behavior() == SteerWorld.Behavior.FLEE;
        Vec2 t = w.target();
        Labels labels = new Labels(g, s, fieldW, fieldH)
                .reserve(pos, 14).reserve(vTip, 10).reserve(t, 14);
        // Texts and spots are kept while the values they show stay put (the target mostly does).
        if (s.on(Overlay.TARGETS)) {
            if (!m.target.key(flee).key(t.x()).key(t.y()).same()) {
                m.target.remember(flee ? Tr.f("threat %s", vec(t).replace(".00", "")) : Tr.f("target %s", vec(t).replace(".00", "")));
            }
            if (!m.targetSpots.key(t.x()).key(t.y()).key(s.scale()).same()) {
                m.targetSpots.remember(new Spot[] {Spot.side(t, new Vec2(1, 0.3), s.px(16)), Spot.side(t, new Vec2(-1, 0.3), s.px(16)),
                    Spot.side(t, new Vec2(0, 1), s.px(16)), Spot.side(t, new Vec2(0, -1), s.px(16))});
            }
            labels.place(m.target.value(), 16, p.target(), m.targetSpots.value());
        }
        if (s.on(Overlay.VECTORS)) {
            String force = forceText(m, st, gait);
            String[] texts;
            if (valuesOnArrows) {
                String velocity = velocityText(m, v), desired = desiredText(m, st);
                if (!m.rawOnArrow.key(st.rawLength()).same()) m.rawOnArrow.remember(Tr.f("raw steering, length %s", num(st.rawLength())));
                String raw = m.rawOnArrow.value();
                if (!m.texts.key(force).key(velocity).key(desired).key(raw).same()) m.texts.remember(new String[] {force, velocity, desired, raw});
            } else if (!m.texts.same()) {
                m.texts.remember(new String[] {Tr.t("force"), Tr.t("velocity"), Tr.t("desired"), Tr.t("raw steering")});
            }
            texts = m.texts.value();
            labelArrows(labels, w, st, pos, vTip, dTip, texts, s);
            if (!valuesOnArrows) {
                Rectangle2D box = valuesBox(g, w, pos, v, st, force, s, fieldW, fieldH, topPx);
                labels.reserve(box);
            }
        }
    }

    /** The force's label: its value, and the cut it took if any. */
    private static String forceText(Memos m, Steering st, Gait gait) {
        boolean cut = gait.capped() && st.cut();
        Vec2 f = st.force();
        if (m.force.key(cut).key(f.x()).key(f.y()).key(cut ? gait.maxForce() : 0).same()) return m.force.value();
        return m.force.remember(cut ? Tr.f("force %s, cut to %s", vec(f), num(gait.maxForce())) : Tr.f("force %s, no cut", vec(f)));
    }

    private static String velocityText(Memos m, Vec2 v) {
        if (m.velocity.key(v.x()).key(v.y()).same()) return m.velocity.value();
        return m.velocity.remember(Tr.f("velocity %s", vec(v)));
    }

    private static String desiredText(Memos m, Steering st) {
        Vec2 d = st.desired();
        if (m.desired.key(d.x()).key(d.y()).same()) return m.desired.value();
        return m.desired.remember(Tr.f("desired %s", vec(d)));
    }

    /**
     * What the painters keep from frame to frame, per thread (the window's, render's and
     * bench's): label texts and spots kept while the values they show stay put, and the table's
     * rows.
     */
    private static final class Memos {
        final LabelMemo<String> target = new LabelMemo<>();
        final LabelMemo<Spot[]> targetSpots = new LabelMemo<>();
        final LabelMemo<String> force = new LabelMemo<>();
        final LabelMemo<String> velocity = new LabelMemo<>();
        final LabelMemo<String> desired = new LabelMemo<>();
        final LabelMemo<String> rawOnArrow = new LabelMemo<>();
        final LabelMemo<String> rawInBox = new LabelMemo<>();
        final LabelMemo<String[]> texts = new LabelMemo<>();
        final LabelMemo<String[]> boxLines = new LabelMemo<>();
        final LabelMemo<String[]> head = new LabelMemo<>();
        /** The table's rows, refilled each frame (the table keeps no reference to the list). */
        final List<String[]> rows = new ArrayList<>();
    }

    private static final ThreadLocal<Memos> MEMOS = ThreadLocal.withInitial(Memos::new);

    private static void labelArrows(Labels labels, SteerWorld w, Steering st, Vec2 pos, Vec2 vTip, Vec2 dTip, String[] texts, StageStyle s) {
        Palette p = s.palette();
        Vec2 fTip = vTip.plus(st.force().times(V));
        if (st.rawLength() < 0.005) {
            // Velocity already equals desired: one label says so, instead of two zero arrows.
            labels.place(Tr.t("velocity = desired: no steering"), 17, p.actual(),
                    labels.aroundArrow(pos, vTip.distanceTo(pos) < 1e-6 ? pos.plus(new Vec2(1e-3, 0)) : vTip));
            return;
        }
        labels.place(texts[0], 17, p.force(), labels.aroundArrow(vTip, fTip.distanceTo(vTip) < 1e-6 ? vTip.plus(new Vec2(0, 1e-3)) : fTip));
        labels.place(texts[1], 17, p.actual(), labels.aroundArrow(pos, vTip.distanceTo(pos) < 1e-6 ? pos.plus(new Vec2(0, 1e-3)) : vTip));
        labels.place(texts[2], 17, p.desired(), labels.aroundArrow(pos, dTip.distanceTo(pos) < 1e-6 ? pos.plus(new Vec2(1e-3, 0)) : dTip));
        labels.place(texts[3], 17, p.role(Palette.Role.RAW_STEERING), labels.aroundArrow(vTip, dTip));
    }

    /** The four vectors' numbers, one line each in its arrow's colour, in the emptiest corner. */
    static Rectangle2D valuesBox(Graphics2D g, SteerWorld w, Vec2 pos, Vec2 v, Steering st, String force, StageStyle s,
                                 double fieldW, double fieldH, double topPx) {
        Palette p = s.palette();
        Memos m = MEMOS.get();
        String velocity = velocityText(m, v), desired = desiredText(m, st);
        Vec2 raw = st.raw();
        if (!m.rawInBox.key(raw.x()).key(raw.y()).key(st.rawLength()).same()) {
            m.rawInBox.remember(Tr.f("raw steering %s, length %s", vec(raw), num(st.rawLength())));
        }
        if (!m.boxLines.key(velocity).key(desired).key(m.rawInBox.value()).key(force).same()) {
            m.boxLines.remember(new String[] {velocity, desired, m.rawInBox.value(), force});
        }
        String[] lines = m.boxLines.value();
        g.setFont(s.font(16, Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        double width = 0;
        for (String l : lines) width = Math.max(width, fm.getStringBounds(l, g).getWidth());
        double lineH = fm.getHeight() * 1.05;
        double pad = s.px(8);
        double bw = width + 2 * pad, bh = lines.length * lineH + pad;
        double top = s.px(topPx) + s.px(4);
        // The four corners, in this order: top left, top right, bottom left, bottom right.
        double left = s.px(6), right = fieldW - bw - s.px(6), bottom = fieldH - bh - s.px(6);
        Vec2 t = w.target();
        int best = -1;
        double bestScore = -1;
        for (int c = 0; c < 4; c++) {
            double x = c % 2 == 0 ? left : right, y = c < 2 ? top : bottom;
            double score = Math.min(distance(x, y, bw, bh, pos), distance(x, y, bw, bh, t));
            if (score > bestScore) { bestScore = score; best = c; }
        }
        // A position that is not a number scores NaN everywhere: keep the first corner.
        if (best < 0) best = 0;
        Rectangle2D box = new Rectangle2D.Double(best % 2 == 0 ? left : right, best < 2 ? top : bottom, bw, bh);
        g.setColor(alpha(p.textHalo(), 225));
        g.fill(box);
        g.setColor(p.grid());
        g.setStroke(s.stroke(1.5));
        g.draw(box);
        double y = box.getY() + pad / 2 + fm.getAscent();
        for (int i = 0; i < lines.length; i++) {
            g.setColor(i == 0 ? p.actual() : i == 1 ? p.desired() : i == 2 ? p.role(Palette.Role.RAW_STEERING) : p.force());
            g.drawString(lines[i], (float) (box.getX() + pad), (float) y);
            y += lineH;
        }
        return box;
    }

    /** Distance from a point to the box (x, y, w, h): 0 inside, as the box's min and max x and y give it. */
    private static double distance(double x, double y, double w, double h, Vec2 p) {
        double dx = Math.max(Math.max(x - p.x(), 0), p.x() - (x + w));
        double dy = Math.max(Math.max(y - p.y(), 0), p.y() - (y + h));
        return Math.hypot(dx, dy);
    }

    /** The readouts of the gait in force: the force cap first (what Part 3 is about), then speed and mass, then the arrows' scale. */
    static void legend(Graphics2D g, SteerWorld w, StageStyle s) {
        Gait gait = w.gait();
        java.awt.Color ink = s.palette().text();
        Draw.readout(g, 0, gait.capped() ? Tr.f("max force %.2f", gait.maxForce()) : Tr.t("max force: no cap"), s, ink);
        Draw.readout(g, 1, Tr.f("max speed %.1f \u00b7 mass %.2f", gait.maxSpeed(), w.body().mass()), s, ink);
        Draw.readout(g, 2, Tr.f("vectors drawn \u00d7%.0f", V), s, ink);
    }

    /** The walker's tick table: one row per tick, tick 0 always first, the newest last and highlighted. */
    static void table(Graphics2D g, SteerWorld w, Rectangle2D box, StageStyle s) {
        Memos m = MEMOS.get();
        if (!m.head.same()) {
            m.head.remember(new String[] {Tr.t("tick"), Tr.t("position"), Tr.t("velocity"), Tr.t("desired"), Tr.t("raw steering"), Tr.t("|raw|"), Tr.t("force")});
        }
        List<SteerWorld.Row> shown = w.rowsView();
        List<String[]> rows = m.rows;
        rows.clear();
        for (int i = 0; i < shown.size(); i++) rows.add(cells(shown.get(i)));
        TickTable.draw(g, m.head.value(), ALIGN_RIGHT, cells(w.firstRow()), rows, shown.get(0).tick() == 0, null, box, s);
        rows.clear(); // no rows held past the frame
    }

    private static final boolean[] ALIGN_RIGHT = {true, false, false, false, false, true, false};

    /**
     * A row's cells, formatted once: the table shows up to 64 rows on every frame, most of them
     * unchanged. Looked up by the row itself (identity: a record's hash walks all its vectors),
     * one map per thread; rows no longer shown go when it fills up.
     */
    private static final ThreadLocal<java.util.IdentityHashMap<SteerWorld.Row, String[]>> CELLS =
            ThreadLocal.withInitial(java.util.IdentityHashMap::new);

    private static String[] cells(SteerWorld.Row r) {
        java.util.IdentityHashMap<SteerWorld.Row, String[]> cells = CELLS.get();
        String[] c = cells.get(r);
        if (c == null) {
            if (cells.size() >= 1024) cells.clear();
            c = formatCells(r);
            cells.put(r, c);
        }
        return c;
    }

    private static String[] formatCells(SteerWorld.Row r) {
        return new String[] {Long.toString(r.tick()), vec(r.position()), vec(r.velocity()), vec(r.steering().desired()),
            vec(r.steering().raw()), num(r.steering().rawLength()),
            vec(r.steering().force())};
    }
}
