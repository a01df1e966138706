package org.creatureexplorer.lessons.skeletons;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.util.List;
import org.creatureexplorer.creature.Body;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.BodyDraw;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.BodiesWorld;

/** Lesson 1.4: bodies are circles on a chain (the snake and the koi, skinned from their joints). */
public final class BodiesLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<BodiesWorld> create() {
        return Lesson.builder("bodies", BodiesWorld.class)
                .creature(BodiesLesson::creature, 450, 280, false)
                .params(BodiesWorld.PARAMS)
                .world(BodiesWorld::new)
                .painter(BodiesLesson::paint)
                .overlay(Overlay.CIRCLES, false)
                .overlay(Overlay.BONES, false)
                .overlay(Overlay.VECTORS, false)
                .overlay(Overlay.TARGETS, false)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Koi skin: length of each side", "length (px)", "koi_left_side", "koi_right_side")
                        .withGuide("spine", w -> BodiesWorld.koiSpine()))
                .chart(ChartSpec.linear("Smallest step along the skin", "step (px)", "snake_min_step", "koi_min_step")
                        .withGuide("crumples below 0", w -> 0))
                .chart(ChartSpec.linear("Koi side fins", "opening (rad)", "fin_left", "fin_right")
                        .withRange(0.0, 1.5))
                .scenario(BodiesWorld.SCENARIO)
                .pointerHint("Turn the overlays on one by one: circles, bones, and Vectors for the outline points. Then change the width.")
                .build();
    }

    static void paint(Graphics2D g, BodiesWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        Mixed koi = mixed(p);
        if (w.showSnake()) paintCreature(g, w.snake(), s, p.body(), p.bodyEdge(), false, w.skin(), null);
        if (w.showKoi()) paintCreature(g, w.koi(), s, koi.fill(), koi.edge(), true, w.skin(), koi.fin());
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.stroke(3.5));
            if (w.showSnake()) Draw.cross(g, w.snakeTarget(), s.px(16));
            if (w.showKoi()) Draw.cross(g, w.koiTarget(), s.px(16));
        }
        if (s.on(Overlay.LABELS)) paintLabels(g, w, s);
    }

    /**
     * The koi's colours mixed from a palette, made once per palette rather than every paint; a
     * record swapped whole, so any painting thread sees a matching set.
     */
    private record Mixed(Palette palette, Color fill, Color edge, Color fin) {}

    private static volatile Mixed mixed;

    private static Mixed mixed(Palette p) {
        Mixed m = mixed;
        if (m == null || m.palette() != p) {
            Color edge = mix(p.handle(), p.bone(), 0.55);
            m = new Mixed(p, mix(p.handle(), p.background(), 0.35), edge, StyleCache.withAlpha(edge, 150));
            mixed = m;
        }
        return m;
    }

    private static void paintCreature(Graphics2D g, Body b, StageStyle s, Color fill, Color edge, boolean koi, boolean skin,
                                      Color fin) {
        Palette p = s.palette();
        int n = b.size();
        Draw.Batch shapes = Draw.batch(g); // BodyDraw.fin puts the transform back as it was
        if (skin) {
            if (koi) {
                BodyDraw.fin(g, KoiBody.tailFin(b), fin);
                BodyDraw.fin(g, KoiBody.sideFin(b, +1), fin);
                BodyDraw.fin(g, KoiBody.sideFin(b, -1), fin);
            }
            // The outline's smooth loop, built into this thread's reused path (BodySkin).
            Path2D.Double path = BodySkin.forThisThread().of(b);
            g.setColor(fill);
            g.fill(path);
            g.setColor(edge);
            g.setStroke(s.stroke(2.5));
            g.draw(path);
            g.setColor(p.bone());
            double eyeR = Math.max(s.px(3), 0.18 * b.radius(0));
            for (int side = -1; side <= 1; side += 2) shapes.disc(b.eye(side, koi ? 0.35 : 0.4, koi ? 0.62 : 0.55), eyeR);
        }
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.circle());
            g.setStroke(s.stroke(1.8));
            for (int i = 0; i < n; i++) shapes.circle(b.joint(i), b.radius(i));
        }
        if (s.on(Overlay.BONES)) {
            g.setColor(p.bone());
            g.setStroke(s.stroke(2.5));
            for (int i = 1; i < n; i++) shapes.line(b.joint(i - 1), b.joint(i));
            g.setColor(p.joint());
            for (int i = 0; i < n; i++) shapes.disc(b.joint(i), s.px(i == 0 ? 5 : 3.5));
        }
        if (s.on(Overlay.VECTORS)) {
            // The sideways push: from each joint, its radius along the local right (and left) direction.
            g.setColor(p.vector());
            g.setStroke(s.stroke(2));
            for (int i = 0; i < n; i++) {
                shapes.line(b.joint(i), b.sidePoint(i, +1));
                shapes.line(b.joint(i), b.sidePoint(i, -1));
            }
            g.setColor(p.trail());
            List<Body.OutlinePoint> outline = b.outline();
            for (Body.OutlinePoint o : outline) shapes.disc(o.position(), s.px(4));
            g.setColor(p.target());
            shapes.disc(outline.get(0).position(), s.px(6));
        }
    }

    private static void paintLabels(Graphics2D g, BodiesWorld w, StageStyle s) {
        Palette p = s.palette();
        if (w.showSnake()) Draw.label(g, Tr.t("snake"), w.snake().joint(0).plus(new Vec2(s.px(16), -s.px(16))), s, 18, p.text());
        if (w.showKoi()) Draw.label(g, Tr.t("koi"), w.koi().joint(0).plus(new Vec2(s.px(16), -s.px(16))), s, 18, p.text());
        // The lesson's key numbers first (does the inner skin fold back at this width?), then the bodies' circles.
        if (w.showSnake()) Draw.readout(g, 0, Tr.f("snake skin: folded on %d ticks", w.snakeFoldedTicks()), s, p.bodyEdge());
        if (w.showKoi()) Draw.readout(g, 1, Tr.f("koi skin: folded on %d ticks", w.koiFoldedTicks()), s, mixed(p).edge());
        if (w.showSnake()) Draw.readout(g, 2, Tr.f("snake skin: smallest step %.1f px", w.snakeWorstStep()), s, p.bodyEdge());
        if (w.showKoi()) Draw.readout(g, 3, Tr.f("koi skin: smallest step %.1f px", w.koiWorstStep()), s, mixed(p).edge());
        if (w.showSnake()) {
            Body b = w.snake();
            Draw.readout(g, 4, Tr.f("snake: %d circles, %.1f to %.1f px", b.size(), b.radius(0), b.radius(b.size() - 1)), s, p.bodyEdge());
        }
        if (w.showKoi()) {
            Body b = w.koi();
            double widest = 0;
            for (int i = 0; i < b.size(); i++) widest = Math.max(widest, b.radius(i));
            Draw.readout(g, 5, Tr.f("koi: %d circles, widest %.1f px", b.size(), widest), s, mixed(p).edge());
        }
        if (s.on(Overlay.VECTORS)) {
            int points = w.showKoi() ? w.koi().outline().size() : w.snake().outline().size();
            Draw.readout(g, 6, Tr.f("outline: %d points for the %s (red: the first)", points, w.showKoi() ? Tr.t("koi") : Tr.t("snake")), s, p.trail());
        }
    }

    private static Color mix(Color a, Color b, double t) {
        return new Color((int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
                (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
                (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
    }

    /** The bodies shown (snake, koi or both), each joint with its circle. */
    static org.creatureexplorer.lesson.CreatureBox creature(BodiesWorld w) {
        org.creatureexplorer.lesson.CreatureBox box = new org.creatureexplorer.lesson.CreatureBox();
        if (w.showSnake()) for (int i = 0; i < w.snake().size(); i++) box.add(w.snake().joint(i), w.snake().radius(i));
        if (w.showKoi()) for (int i = 0; i < w.koi().size(); i++) box.add(w.koi().joint(i), w.koi().radius(i));
        return box;
    }
}
