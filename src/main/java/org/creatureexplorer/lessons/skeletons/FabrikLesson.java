package org.creatureexplorer.lessons.skeletons;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.util.Locale;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.FabrikScenario;
import org.creatureexplorer.world.skeletons.FabrikWorld;
import org.creatureexplorer.i18n.QuickFormat;

/** Lesson 1.x: FABRIK, the chain run from both ends. */
public final class FabrikLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<FabrikWorld> create() {
        return Lesson.builder("fabrik", FabrikWorld.class)
                .params(FabrikWorld.PARAMS)
                .world(FabrikWorld::new)
                .painter(FabrikLesson::paint)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.log("Tip error vs iterations done", "tip error (px, log)", 1e-10, 1e3, "tip_error_forward")
                        .against("iteration", "iteration"))
                .chart(ChartSpec.log("Largest gap error, after every pass", "gap error (px, log)", 1e-16, 100, "max_gap_error")
                        .against("iteration", "iteration"))
                .action(new LessonAction(FabrikWorld.RESET_CHAIN, "Reset chain",
                        "Hang the chain straight down again and solve from there"))
                .scenario(new FabrikScenario())
                .pointerHint("Drag the target. Stepwise: the Right arrow does one half-pass; Space runs them until the tip settles.")
                .build();
    }

    /** "6.04", "0.0012" as "1.2e-03", "0" : readable from 100 px down to rounding noise. */
    static String px(double v) {
        if (v == 0) return "0";
        if (Math.abs(v) >= 0.01) return QuickFormat.fixed(v, 2);
        return String.format(Locale.ROOT, "%.1e", v);
    }

    static void paint(Graphics2D g, FabrikWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 20, s);
        AffineTransform stage = g.getTransform();
        g.translate(FabrikWorld.ORIGIN.x(), FabrikWorld.ORIGIN.y());
        paintChain(g, w, s, p);
        g.setTransform(stage);
        if (s.on(Overlay.LABELS)) paintStatus(g, w, s, p);
    }

    private static void paintChain(Graphics2D g, FabrikWorld w, StageStyle s, Palette p) {
        // Every line, disc and circle of the chain in one batch: the transform and clip stay as they are.
        Draw.Batch shapes = Draw.batch(g);
        reachAndMount(g, w.chain(), s, p, s.on(Overlay.LABELS), shapes);
        skeleton(g, w, s, p, shapes);
        targetAndLabels(g, w, s, p, shapes);
    }

    /** The reach circle, and the mount the root is pinned to. */
    private static void reachAndMount(Graphics2D g, Fabrik c, StageStyle s, Palette p, boolean labels, Draw.Batch shapes) {
        Vec2 anchor = c.anchor();
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.circle());
            g.setStroke(s.dashed(2));
            shapes.circle(anchor, c.length());
            if (labels) {
                Vec2 at = anchor.plus(Vec2.polar(c.length(), Math.toRadians(150)));
                Draw.label(g, Tr.f("reach %.0f px", c.length()), at.plus(new Vec2(-s.px(8), s.px(8))),
                        s, 16, p.circle(), 1, 0.5);
            }
        }

        // The mount the root is pinned to: a hatched bar just above the anchor.
        double bar = s.px(44);
        double barY = -s.px(14);
        g.setColor(p.bone());
        g.setStroke(s.stroke(3));
        shapes.line(new Vec2(-bar / 2, barY), new Vec2(bar / 2, barY));
        g.setStroke(s.stroke(2));
        for (double x = -bar / 2 + s.px(4); x <= bar / 2; x += s.px(9)) {
            shapes.line(new Vec2(x, barY), new Vec2(x - s.px(7), barY - s.px(9)));
        }
        shapes.line(new Vec2(0, barY), anchor);
    }

    /** The joints before the last pass, the flesh, the bones, the anchor ring and each joint's move. */
    private static void skeleton(Graphics2D g, FabrikWorld w, StageStyle s, Palette p, Draw.Batch shapes) {
        Fabrik c = w.chain();
        int n = c.size();
        Vec2 anchor = c.anchor();
        // Where the joints were before the last pass (or the last tick), and how each moved.
        boolean moved = maxShift(w) > 0;
        if (s.on(Overlay.VECTORS) && moved) {
            g.setColor(withAlpha(p.ghost(), 150));
            g.setStroke(s.stroke(2));
            for (int i = 1; i < n; i++) shapes.line(w.before(i - 1), w.before(i));
            for (int i = 0; i < n; i++) shapes.circle(w.before(i), s.px(4));
        }

        // Flesh under the skeleton, so the chain reads as a tentacle from the back of the room.
        g.setColor(withAlpha(p.body(), 150));
        g.setStroke(s.stroke(12));
        for (int i = 1; i < n; i++) shapes.line(c.joint(i - 1), c.joint(i));

        if (s.on(Overlay.BONES)) {
            g.setColor(p.bone());
            g.setStroke(s.stroke(3));
            for (int i = 1; i < n; i++) shapes.line(c.joint(i - 1), c.joint(i));
            g.setColor(p.joint());
            for (int i = 1; i < n - 1; i++) shapes.disc(c.joint(i), s.px(4.5));
            shapes.disc(c.tip(), s.px(6));
        }
        // The anchor: a dark ring the root joint sits in when it is home.
        g.setColor(p.bone());
        g.setStroke(s.stroke(3));
        shapes.circle(anchor, s.px(10));
        g.setColor(p.joint());
        shapes.disc(c.root(), s.px(6));

        if (s.on(Overlay.VECTORS)) {
            g.setColor(p.vector());
            g.setStroke(s.stroke(2.5));
            for (int i = 0; i < n; i++) {
                if (w.before(i).distanceTo(c.joint(i)) > s.px(3)) Draw.arrow(g, w.before(i), c.joint(i), s.px(12));
            }
        }
    }

    /** The target (the handle), the root's error and the labels. */
    private static void targetAndLabels(Graphics2D g, FabrikWorld w, StageStyle s, Palette p, Draw.Batch shapes) {
        Fabrik c = w.chain();
        Vec2 anchor = c.anchor();
        Vec2 target = w.target();
        boolean labels = s.on(Overlay.LABELS);
        double tipError = c.tipError(target);
        double rootError = c.rootError();
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            if (tipError > s.px(2)) {
                g.setStroke(s.dashed(2));
                shapes.line(c.tip(), target);
            }
            // The target is the handle: a yellow disc under the cross says "drag me".
            Color ring = p.handle();
            g.setColor(withAlpha(ring, 190));
            shapes.disc(target, s.px(12));
            g.setColor(p.target());
            g.setStroke(s.stroke(3.5));
            Draw.cross(g, target, s.px(18));
            if (w.dragging()) {
                g.setStroke(s.stroke(2));
                shapes.circle(target, s.px(14));
            }
        }
        if (rootError > s.px(2)) {
            g.setColor(p.warning());
            g.setStroke(s.dashed(2));
            shapes.line(c.root(), anchor);
        }

        if (labels) {
            Draw.label(g, Tr.t("root (pinned)"), anchor.plus(new Vec2(s.px(30), -s.px(12))), s, 16, p.text());
            if (rootError > s.px(2)) {
                Draw.label(g, Tr.f("root off by %s px", px(rootError)), c.root().lerp(anchor, 0.5).plus(new Vec2(s.px(14), s.px(6))),
                        s, 16, p.warning());
            }
            if (s.on(Overlay.TARGETS)) {
                double outOfReach = w.outOfReach();
                boolean nearTop = FabrikWorld.ORIGIN.y() + target.y() < s.px(70);
                labelBeside(g, Tr.t("target"), target, nearTop ? s.px(28) : -s.px(14), s, p.target());
                if (outOfReach > 0) {
                    labelBeside(g, Tr.f("out of reach by %s px", px(outOfReach)), target, nearTop ? s.px(50) : -s.px(36), s, p.warning());
                }
            }
            String tipText = tipError > 0.005 ? Tr.f("tip: error %s px", px(tipError)) : Tr.t("tip on target");
            labelBeside(g, tipText, c.tip(), s.px(22), s, p.text());
        }
    }

    /**
     * A label beside a point (root-relative), on its right unless that would run off the
     * stage's right edge, then on its left; {@code dy} stage px below the point.
     */
    private static void labelBeside(Graphics2D g, String text, Vec2 point, double dy, StageStyle s, Color color) {
        boolean left = FabrikWorld.ORIGIN.x() + point.x() > FabrikWorld.STAGE_W - s.px(190);
        Vec2 at = point.plus(new Vec2(left ? -s.px(14) : s.px(14), dy));
        Draw.label(g, text, at, s, 16, color, left ? 1 : 0, 0);
    }

    private static void paintStatus(Graphics2D g, FabrikWorld w, StageStyle s, Palette p) {
        Fabrik c = w.chain();
        String line1;
        String line2 = null;
        if (w.warmStart()) {
            line1 = w.iterationsPerTick() == 1 ? Tr.f("warm start: %d iteration per tick from last tick's shape", w.iterationsPerTick())
                    : Tr.f("warm start: %d iterations per tick from last tick's shape", w.iterationsPerTick());
        } else if (c.lastPass() == null) {
            line1 = Tr.t("chain hanging straight down");
            line2 = Tr.f("next: %s  (Right arrow)", Tr.t(c.nextPass().label()));
        } else if (!w.solving()) {
            line1 = w.solveIterations() == 1 ? Tr.f("settled after %d iteration", w.solveIterations()) : Tr.f("settled after %d iterations", w.solveIterations());
            line2 = Tr.t("(the last iteration moved the tip < 1e-9 px)");
        } else {
            int iteration = w.solveIterations() + (c.lastPass() == Fabrik.Pass.BACKWARD ? 1 : 0);
            line1 = Tr.f("iteration %d, %s", iteration, Tr.t(c.lastPass().label()));
            line2 = Tr.f("next: %s", Tr.t(c.nextPass().label()));
        }
        // The question's number first: how far the tip still is from the target.
        Draw.readout(g, 0, Tr.f("tip error %s px", px(c.tipError(w.target()))), s, p.text());
        Draw.readout(g, 1, line1, s, p.text());
        if (line2 != null) Draw.readout(g, 2, line2, s, p.ghost().darker());
        Draw.readout(g, 3, Tr.f("largest gap error %s px", px(c.maxGapError())), s, p.circle());
        Draw.readout(g, 4, Tr.f("root error %s px", px(c.rootError())), s, p.text());
    }

    private static double maxShift(FabrikWorld w) {
        double worst = 0;
        for (int i = 0; i < w.chain().size(); i++) worst = Math.max(worst, w.before(i).distanceTo(w.chain().joint(i)));
        return worst;
    }

    /** The colour at that alpha, made once (StyleCache) rather than every paint. */
    private static Color withAlpha(Color c, int alpha) {
        return StyleCache.withAlpha(c, alpha);
    }
}
