package org.creatureexplorer.lessons.gallery;

import org.creatureexplorer.lesson.GhostDraw;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Arc2D;
import org.creatureexplorer.creature.Body;
import org.creatureexplorer.creature.Koi;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.VectorDraw;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.gallery.KoiWorld;
import org.creatureexplorer.i18n.Tr;

/** Lesson 5.2: the gallery's koi, whole: bend limit, fins that open with the bend, a tail fin on a spring. */
public final class KoiLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<KoiWorld> create() {
        // The koi's skin is built into one path kept by this lesson's painter (see GalleryDraw.Skin).
        GalleryDraw.Skin skin = new GalleryDraw.Skin();
        return Lesson.builder("koi", KoiWorld.class)
                .creature(KoiLesson::creature, 320, 200, true)
                .params(KoiWorld.PARAMS)
                .world(KoiWorld::new)
                .painter((g, w, s) -> {
                    synchronized (skin) {
                        paint(g, w, s, skin);
                    }
                })
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.CIRCLES, false)
                .overlay(Overlay.VECTORS, false)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, false)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Largest bend; share at the limit", "rad / share", "max_bend", "limit_share")
                        .withRange(0.0, 1.0)
                        .withGuide("limit", w -> ((KoiWorld) w).koi().chain().maxBend()))
                .chart(ChartSpec.linear("Side fins against the bend", "fin (rad)", "fin_left", "fin_right")
                        .withRange(0.0, 1.5)
                        .against("bend_sum", "bend sum, joints 2-4 (rad)"))
                .chart(ChartSpec.linear("Tail and tail fin", "angle (rad)", "tail_angle", "tail_fin_angle")
                        .withRange(-3.2, 3.2))
                .chart(ChartSpec.linear("Tail fin delay", "ms", "tail_lag_ms")
                        .withRange(0.0, 500.0))
                .scenario(KoiWorld.SCENARIO)
                .followsPointer()
                .pointerHint("Move the pointer over the stage: the koi swims toward it. Soften the tail spring and watch the tail fin lag.")
                .description("A koi made of 14 circles on a chain swims after a target on a figure-eight; "
                        + "its side fins open with the bend of its body and its tail fin swings behind the tail on a spring.")
                .build();
    }

    static void paint(Graphics2D g, KoiWorld w, StageStyle s, GalleryDraw.Skin skin) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        Koi koi = w.koi();
        if (s.on(Overlay.TRAILS)) {
            g.setStroke(s.stroke(3));
            Draw.trail(g, w.tailTrail(), p.trail());
        }
        // Pinned runs behind the live koi: the same figure-eight with their own bend limit.
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof KoiWorld gw) {
                Koi gk = gw.koi();
                GhostDraw.discs(g, s, ghost.number(), Koi.JOINTS, gk.chain()::joint, gk::radius);
            }
        }
        GalleryDraw.koi(g, koi, s, skin);
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.circle());
            g.setStroke(s.stroke(1.8));
            for (int i = 0; i < Koi.JOINTS; i++) Draw.circle(g, koi.chain().joint(i), koi.radius(i));
        }
        if (s.on(Overlay.VECTORS)) paintCones(g, koi.chain(), s);
        if (s.on(Overlay.BONES)) GalleryDraw.bones(g, koi, s);
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.dashed(2));
            Draw.line(g, koi.chain().joint(0), w.target());
            g.setStroke(s.stroke(3.5));
            Draw.cross(g, w.target(), s.px(16));
            if (w.pointer() != null) {
                g.setStroke(s.stroke(2));
                Draw.circle(g, w.pointer(), s.px(10));
            }
        }
        if (s.on(Overlay.LABELS)) paintLabels(g, w, s);
    }

    /** At each joint, the fan the next bone may point into: the bone ahead's direction plus or minus the limit. */
    private static void paintCones(Graphics2D g, AngleChain c, StageStyle s) {
        Palette p = s.palette();
        if (AngleChain.unlimited(c.maxBend())) return;
        double r = c.gap() * 1.4;
        for (int j = 0; j < c.size() - 1; j++) {
            double ahead = j == 0 ? c.headingAngle() + Math.PI : c.joint(j).minus(c.joint(j - 1)).angle();
            Color base = c.atLimit(j) ? p.warning() : p.vector();
            // Arc2D angles are degrees counter-clockwise with y up; the stage has y down, so negate.
            Arc2D.Double fan = new Arc2D.Double(c.joint(j).x() - r, c.joint(j).y() - r, 2 * r, 2 * r,
                    Math.toDegrees(-(ahead + c.maxBend())), Math.toDegrees(2 * c.maxBend()), Arc2D.PIE);
            g.setColor(VectorDraw.alpha(base, 80));
            g.fill(fan);
            g.setColor(base);
            g.setStroke(s.stroke(1.5));
            g.draw(fan);
        }
    }

    /** Fin openings at the fin joint, the tail's direction against the fin's, and the two readouts. */
    private static void paintLabels(Graphics2D g, KoiWorld w, StageStyle s) {
        Palette p = s.palette();
        Koi koi = w.koi();
        Body b = koi.body();
        for (int side = -1; side <= 1; side += 2) {
            KoiBody.Fin f = KoiBody.sideFin(b, side);
            Vec2 root = b.sidePoint(KoiBody.finJoint(b.size()), side);
            Vec2 tip = root.plus(Vec2.polar(f.length() * 1.3, f.angle()));
            g.setColor(p.accent());
            g.setStroke(s.stroke(2.5));
            Draw.line(g, root, tip);
            Draw.label(g, side < 0 ? Tr.f("L %.2f", koi.finOpening(side)) : Tr.f("R %.2f", koi.finOpening(side)),
                    tip.plus(Vec2.polar(s.px(10), f.angle())), s, 15, p.accent(), 0.5, 0.5);
        }
        Vec2 tail = koi.tail();
        double reach = 36;
        g.setStroke(s.stroke(2.5));
        g.setColor(p.vector());
        Draw.line(g, tail, tail.plus(Vec2.polar(reach, koi.tailAngle())));
        g.setColor(p.trail());
        g.setStroke(s.dashed(2.5));
        Draw.line(g, tail, tail.plus(Vec2.polar(reach, koi.tailFinAngle())));
        double limit = koi.chain().maxBend();
        Draw.readout(g, 0, Tr.f("limit \u00b1%.2f rad \u00b7 on it %.0f%% of ticks",
                limit, 100 * w.limitShare()), s, koi.atLimit() ? p.warning() : p.text());
        double lag = w.tailLagMs();
        Draw.readout(g, 1, Double.isNaN(lag) ? Tr.t("tail fin delay: measuring (3 s of history)")
                : Tr.f("tail fin %.0f ms behind", lag), s, p.text());
    }

    /** The koi's circles and the cross it swims to. */
    static org.creatureexplorer.lesson.CreatureBox creature(KoiWorld w) {
        org.creatureexplorer.lesson.CreatureBox box = new org.creatureexplorer.lesson.CreatureBox();
        var c = w.koi().chain();
        for (int i = 0; i < c.size(); i++) box.add(c.joint(i), w.koi().radius(i) * 1.6);
        return box;
    }
}
