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
        Vec2 pos = w.body().position();
        Vec2 v = w.body().velocity();
        Steering st = w.decision();
        double mass = w.body().mass();

        if (s.on(Overlay.TRAILS)) trail(g, w.trail(), p.trail(), 1e9, s);
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.dashed(2));
            Draw.line(g, pos, w.target());
            target(g, w.target(), p.target(), s);
        }
        Vec2 vTip = pos.plus(v.times(V));
        Vec2 dTip = pos.plus(st.desired().times(V));
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.circle());
            g.setStroke(s.dashed(2));
            Draw.circle(g, pos, w.gait().maxSpeed() * V);
            if (w.gait().capped()) {
                g.setColor(p.force());
                g.setStroke(s.stroke(2));
                Draw.circle(g, vTip, w.gait().maxForce() / mass * V);
            }
        }
        if (s.on(Overlay.VECTORS)) vectors(g, w, s, pos, vTip, dTip);
        walker(g, pos, v, p.body(), s);
        if (s.on(Overlay.LABELS)) labels(g, w, s, fieldW, fieldH, topPx, valuesOnArrows, vTip, dTip);
    }

    /** The desired, velocity, next-velocity and force arrows, and the raw steering between them. */
    private static void vectors(Graphics2D g, SteerWorld w, StageStyle s, Vec2 pos, Vec2 vTip, Vec2 dTip) {
        Palette p = s.palette();
        Vec2 v = w.body().velocity();
        Steering st = w.decision();
        Vec2 nextTip = pos.plus(v.plus(st.force().times(1 / w.body().mass())).times(V));
        // Raw steering: from the velocity's tip to the desired velocity's tip.
        g.setColor(p.role(Palette.Role.RAW_STEERING));
        g.setStroke(s.dashed(3));
        Draw.line(g, vTip, dTip);
        Draw.arrow(g, vTip, dTip, s.px(16));
        arrow(g, pos, st.desired(), V, p.desired(), 3.5, s);
        // The next velocity, dashed: this velocity plus force / mass.
        g.setColor(p.actual());
        g.setStroke(s.dashed(2.5));
        Draw.line(g, pos, nextTip);
        arrow(g, pos, v, V, p.actual(), 4, s);
        if (w.setup().velocityHandle()) {
            g.setColor(p.handle());
            Draw.disc(g, vTip, s.px(5));
        }
        arrow(g, vTip, st.force(), V, p.force(), 5, s);
    }

    private static void labels(Graphics2D g, SteerWorld w, StageStyle s, double fieldW, double fieldH, double topPx,
                               boolean valuesOnArrows, Vec2 vTip, Vec2 dTip) {
        Palette p = s.palette();
        Vec2 pos = w.body().position();
        Vec2 v = w.body().velocity();
        Steering st = w.decision();
        boolean flee = w.setup().behavior() == SteerWorld.Behavior.FLEE;
        Labels labels = new Labels(g, s, fieldW, fieldH)
                .reserve(pos, 14).reserve(vTip, 10).reserve(w.target(), 14);
        if (s.on(Overlay.TARGETS)) {
            Vec2 t = w.target();
            String name = flee ? Tr.f("threat %s", vec(t).replace(".00", "")) : Tr.f("target %s", vec(t).replace(".00", ""));
            labels.place(name, 16, p.target(), Spot.side(t, new Vec2(1, 0.3), s.px(16)), Spot.side(t, new Vec2(-1, 0.3), s.px(16)),
                    Spot.side(t, new Vec2(0, 1), s.px(16)), Spot.side(t, new Vec2(0, -1), s.px(16)));
        }
        if (s.on(Overlay.VECTORS)) {
            String force = w.gait().capped() && st.cut() ? Tr.f("force %s, cut to %s", vec(st.force()), num(w.gait().maxForce()))
                    : Tr.f("force %s, no cut", vec(st.force()));
            String[] texts = valuesOnArrows
                    ? new String[] {force, Tr.f("velocity %s", vec(v)), Tr.f("desired %s", vec(st.desired())), Tr.f("raw steering, length %s", num(st.rawLength()))}
                    : new String[] {Tr.t("force"), Tr.t("velocity"), Tr.t("desired"), Tr.t("raw steering")};
            labelArrows(labels, w, st, pos, vTip, dTip, texts, s);
            if (!valuesOnArrows) {
                Rectangle2D box = valuesBox(g, w, st, force, s, fieldW, fieldH, topPx);
                labels.reserve(box);
            }
        }
    }

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
    static Rectangle2D valuesBox(Graphics2D g, SteerWorld w, Steering st, String force, StageStyle s, double fieldW, double fieldH, double topPx) {
        Palette p = s.palette();
        Vec2 v = w.body().velocity();
        String[] lines = {Tr.f("velocity %s", vec(v)), Tr.f("desired %s", vec(st.desired())),
            Tr.f("raw steering %s, length %s", vec(st.raw()), num(st.rawLength())), force};
        java.awt.Color[] colours = {p.actual(), p.desired(), p.role(Palette.Role.RAW_STEERING), p.force()};
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
        // A position that is not a number scores NaN everywhere: keep the first corner, never null.
        if (best == null) best = new Rectangle2D.Double(corners[0].x(), corners[0].y(), bw, bh);
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
        String cap = w.gait().capped() ? Tr.f("max force %.2f", w.gait().maxForce()) : Tr.t("max force: no cap");
        Draw.readout(g, 0, Tr.f("vectors drawn \u00d7%.0f   max speed %.1f   %s   mass %.2f",
                V, w.gait().maxSpeed(), cap, w.body().mass()), s, s.palette().text());
    }

    /** The walker's tick table: one row per tick, tick 0 always first, the newest last and highlighted. */
    static void table(Graphics2D g, SteerWorld w, Rectangle2D box, StageStyle s) {
        String[] head = {Tr.t("tick"), Tr.t("position"), Tr.t("velocity"), Tr.t("desired"), Tr.t("raw steering"), Tr.t("|raw|"), Tr.t("force")};
        boolean[] alignRight = {true, false, false, false, false, true, false};
        List<String[]> rows = new ArrayList<>();
        for (SteerWorld.Row r : w.rows()) rows.add(cells(r));
        TickTable.draw(g, head, alignRight, cells(w.firstRow()), rows, w.rows().get(0).tick() == 0, null, box, s);
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
}
