package org.creatureexplorer.lessons.gallery;

import org.creatureexplorer.lesson.GhostDraw;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.gallery.CaterpillarWorld;
import org.creatureexplorer.i18n.Tr;

/** Lesson 5.7: the caterpillar, a wave and lopsided friction. */
public final class CaterpillarLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<CaterpillarWorld> create() {
        return Lesson.builder("caterpillar", CaterpillarWorld.class)
                .creature(CaterpillarLesson::creature, 320, 200, true)
                .params(CaterpillarWorld.PARAMS)
                .world(CaterpillarWorld::new)
                .painter(CaterpillarLesson::paint)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Centre speed and its 1 s mean", "speed (px/s)",
                        "centre_speed", "mean_speed"))
                .chart(ChartSpec.linear("Joint speeds: head, middle, tail", "speed (px/s)", "head_speed", "middle_speed", "tail_speed"))
                .chart(ChartSpec.linear("Gaps: shortest and longest", "gap (px)", "shortest_gap", "longest_gap").withRange(0.0, 20.0)
                        .withGuide("rest gap 13 px", w -> CaterpillarWorld.REST_GAP))
                .scenario(CaterpillarWorld.SCENARIO)
                .followsPointer()
                .description("A caterpillar of fourteen round segments crawls along the path its head lays down, toward a red "
                        + "cross on a slow figure-eight. A squeeze runs from tail to head; arrows on each segment show its "
                        + "speed, green forward, red sliding back; a strip at the bottom shows every segment's speed.")
                .pointerHint("Move the pointer over the stage: the head steers toward it. Try back friction 1.2 (equal both ways).")
                .build();
    }

    static void paint(Graphics2D g, CaterpillarWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        int n = CaterpillarWorld.JOINTS;
        if (s.on(Overlay.TRAILS)) {
            g.setStroke(s.stroke(3));
            Draw.trail(g, w.trail(120, 4), p.trail());
        }
        // Pinned runs behind the live caterpillar: their own friction, so they crawl ahead or lag.
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof CaterpillarWorld gw) {
                GhostDraw.discs(g, s, ghost.number(), n, gw::joint, CaterpillarLesson::radius);
            }
        }
        // Legs: a short stub each side, then the body, tail first so the head is on top.
        // Each joint is looked up on the trail once (a few vectors each) and every shape goes in one batch.
        Vec2[] joints = JOINTS.get();
        for (int i = 0; i < n; i++) joints[i] = w.joint(i);
        Draw.Batch shapes = Draw.batch(g);
        g.setColor(p.bodyEdge());
        g.setStroke(s.stroke(2.5));
        for (int i = 1; i < n; i++) {
            Vec2 at = joints[i];
            Vec2 side = w.directionAt(w.s(i)).perp().times(radius(i) + 3);
            shapes.line(at.minus(side), at.plus(side));
        }
        for (int i = n - 1; i >= 0; i--) {
            g.setColor(p.bodyEdge());
            shapes.disc(joints[i], radius(i) + s.px(1.5));
            g.setColor(p.body());
            shapes.disc(joints[i], radius(i));
        }
        if (s.on(Overlay.BONES)) paintWave(g, w, s, p, shapes, joints);
        if (s.on(Overlay.VECTORS)) paintSpeeds(g, w, s, p);
        // Eyes on the head, looking along the trail.
        Vec2 head = joints[0];
        Vec2 ahead = w.directionAt(w.s(0));
        g.setColor(p.bone());
        shapes.disc(head.plus(ahead.times(4)).plus(ahead.perp().times(4)), 2);
        shapes.disc(head.plus(ahead.times(4)).minus(ahead.perp().times(4)), 2);
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.stroke(3.5));
            Draw.cross(g, w.target(), s.px(18));
            if (w.pointer() != null) {
                g.setStroke(s.stroke(2));
                Draw.circle(g, w.pointer(), s.px(10));
            }
        }
        if (s.on(Overlay.LABELS)) paintLabels(g, w, s, p);
    }

    static double radius(int i) { return i == 0 ? 8 : 7; }

    /** The joints of this paint, one array per painting thread (the event thread, render's, bench's). */
    /** The strip's cells, filled one after another: one rectangle per painting thread, set for each. */
    private static final ThreadLocal<Rectangle2D.Double> BOX = ThreadLocal.withInitial(Rectangle2D.Double::new);
    private static final ThreadLocal<Vec2[]> JOINTS = ThreadLocal.withInitial(() -> new Vec2[CaterpillarWorld.JOINTS]);

    /** The bones between segments, thick where the wave squeezes the pair now (its target gap). */
    private static void paintWave(Graphics2D g, CaterpillarWorld w, StageStyle s, Palette p, Draw.Batch shapes, Vec2[] joints) {
        for (int i = 0; i < CaterpillarWorld.JOINTS - 1; i++) {
            double squeeze = 1 - w.targetGap(i) / CaterpillarWorld.REST_GAP; // 0 .. 0.5
            g.setColor(p.bone());
            g.setStroke(s.stroke(2 + 14 * squeeze));
            shapes.line(joints[i], joints[i + 1]);
        }
        g.setColor(p.joint());
        for (int i = 0; i < CaterpillarWorld.JOINTS; i++) shapes.disc(joints[i], s.px(3.5));
    }

    /** Each joint's speed along the trail: an arrow, green forward, red back (and a word on the head's). */
    private static void paintSpeeds(Graphics2D g, CaterpillarWorld w, StageStyle s, Palette p) {
        g.setStroke(s.stroke(2.5));
        for (int i = 0; i < CaterpillarWorld.JOINTS; i++) {
            double v = w.v(i);
            if (Math.abs(v) < 3) continue;
            Vec2 at = w.joint(i);
            Vec2 dir = w.directionAt(w.s(i));
            g.setColor(v > 0 ? p.accent() : p.warning());
            // 0.25 s of travel, so an arrow reads as "where it will be in a quarter second".
            Draw.arrow(g, at, at.plus(dir.times(v * 0.25)), s.px(10));
        }
    }

    private static void paintLabels(Graphics2D g, CaterpillarWorld w, StageStyle s, Palette p) {
        double[] row = new double[9];
        w.sample(row);
        Draw.readout(g, 0, Tr.f("crawl %.0f px/s (mean of 1 s)", row[2]), s, p.text());
        Draw.readout(g, 1, Tr.f("friction 1.2/s forward, %.1f/s back", w.backFriction()), s, p.text());
        Draw.readout(g, 2, Tr.f("centre now %.0f px/s", row[1]), s, p.text());
        Draw.label(g, Tr.t("head"), w.joint(0).plus(new Vec2(s.px(14), -s.px(14))), s, 16, p.text());
        if (s.on(Overlay.VECTORS)) {
            Draw.readout(g, 3, Tr.t("green: forward, red: sliding back"), s, p.text());
        }
        paintStrip(g, w, s, p);
    }

    /** A strip of fourteen cells at the bottom, head on the left: each cell's colour is its joint's speed. */
    private static void paintStrip(Graphics2D g, CaterpillarWorld w, StageStyle s, Palette p) {
        int n = CaterpillarWorld.JOINTS;
        double cell = s.px(16);
        // At the corner of what the stage shows (following the caterpillar, that is not the field's corner).
        Rectangle2D shown = s.visible() != null ? s.visible().createIntersection(new Rectangle2D.Double(0, 0, w.stageWidth(), w.stageHeight()))
                : new Rectangle2D.Double(0, 0, w.stageWidth(), w.stageHeight());
        double x0 = shown.getMaxX() - n * cell - s.px(12);
        double y0 = shown.getMaxY() - cell - s.px(10);
        Rectangle2D.Double box = BOX.get();
        for (int i = 0; i < n; i++) {
            double v = w.v(i);
            double t = Math.min(1, Math.abs(v) / 150);
            Color c = v >= 0 ? p.accent() : p.warning();
            g.setColor(StyleCache.withAlpha(c, (int) Math.round(40 + 215 * t)));
            box.setRect(x0 + i * cell, y0, cell - s.px(1), cell);
            g.fill(box);
        }
        g.setColor(p.text());
        g.setStroke(s.stroke(1));
        box.setRect(x0, y0, n * cell - s.px(1), cell);
        g.draw(box);
        Draw.label(g, Tr.t("speeds, head to tail"), new Vec2(x0, y0 - s.px(6)), s, 14, p.text());
    }

    /** The caterpillar's joints and the cross it crawls to. */
    static org.creatureexplorer.lesson.CreatureBox creature(CaterpillarWorld w) {
        org.creatureexplorer.lesson.CreatureBox box = new org.creatureexplorer.lesson.CreatureBox();
        for (int i = 0; i < CaterpillarWorld.JOINTS; i++) box.add(w.joint(i), 9);
        return box;
    }
}
