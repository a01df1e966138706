package org.creatureexplorer.lessons.skeletons;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Arc2D;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.sim.TwoBoneIk;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.KneeScenario;
import org.creatureexplorer.world.skeletons.KneeWorld;
import org.creatureexplorer.i18n.QuickFormat;

/** Lesson: the knee triangle (two-bone IK by the law of cosines), its reach and its guard. */
public final class KneeLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<KneeWorld> create() {
        return Lesson.builder("knee", KneeWorld.class)
                .params(KneeWorld.PARAMS)
                .world(KneeWorld::new)
                .painter(KneeLesson::paint)
                // The reach circle is what the lesson is about: the whole of it stays in view.
                .subject(w -> {
                    double r = w.reachMax() + 4;
                    java.awt.geom.Rectangle2D reach = new java.awt.geom.Rectangle2D.Double(w.hip().x() - r, w.hip().y() - r, 2 * r, 2 * r);
                    return reach.createUnion(new java.awt.geom.Rectangle2D.Double(0, 0, w.stageWidth(), w.stageHeight()));
                })
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("cos A against d", "cos A", "cos_a")
                        .against("distance", "hip-to-target distance d (px)")
                        .withGuide("cos A = 1", w -> 1)
                        .withVerticalGuide("|a - b|", w -> ((KneeWorld) w).reachMin())
                        .withVerticalGuide("a + b", w -> ((KneeWorld) w).reachMax()))
                .chart(ChartSpec.linear("Knee angle against d", "knee angle (deg)", "knee_angle")
                        .against("distance", "hip-to-target distance d (px)")
                        .withRange(0.0, 180.0)
                        .withVerticalGuide("|a - b|", w -> ((KneeWorld) w).reachMin())
                        .withVerticalGuide("a + b", w -> ((KneeWorld) w).reachMax()))
                .scenario(new KneeScenario())
                .pointerHint("Drag the foot target (red cross) or the hip. Pull the foot past the dashed reach circle; "
                        + "switch the guard off and do it again.")
                .build();
    }

    static void paint(Graphics2D g, KneeWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 10, s);
        TwoBoneIk.Solution sol = w.solution();
        Vec2 hip = w.hip();
        Vec2 target = w.target();
        Vec2 knee = sol.knee();
        Vec2 foot = sol.foot();
        double a = w.thigh();
        double b = w.shin();
        boolean solved = sol.solved();
        boolean outOfReach = sol.distance() > w.reachMax() || sol.distance() < w.reachMin();

        // Every line, disc and circle of the leg in one batch: the transform and clip stay as they are.
        Draw.Batch shapes = Draw.batch(g);
        paintReach(g, w, s, shapes);
        if (s.on(Overlay.TARGETS)) {
            // Side d of the triangle: hip to the foot target.
            g.setColor(outOfReach ? p.warning() : p.ghost());
            g.setStroke(s.dashed(2.5));
            shapes.line(hip, target);
        }
        // The leg itself: thick limbs; gone entirely when the knee is NaN.
        g.setColor(p.bodyEdge());
        g.setStroke(s.stroke(16));
        shapes.line(hip, knee);
        shapes.line(knee, foot);
        g.setColor(p.body());
        g.setStroke(s.stroke(11));
        shapes.line(hip, knee);
        shapes.line(knee, foot);
        if (s.on(Overlay.BONES)) {
            g.setColor(p.bone());
            g.setStroke(s.stroke(3));
            shapes.line(hip, knee);
            shapes.line(knee, foot);
            g.setColor(p.joint());
            shapes.disc(knee, s.px(6));
            shapes.disc(foot, s.px(5));
        }
        paintHipAngle(g, w, s);
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.stroke(3.5));
            Draw.cross(g, target, s.px(20));
        }
        // Handles: the hip as a ring.
        g.setColor(p.joint());
        shapes.disc(hip, s.px(13));
        g.setColor(p.handle());
        shapes.disc(hip, s.px(6));

        if (s.on(Overlay.LABELS)) labels(g, w, s, sol, outOfReach);
    }

    private static void paintHipAngle(Graphics2D g, KneeWorld w, StageStyle s) {
        Palette p = s.palette();
        TwoBoneIk.Solution sol = w.solution();
        Vec2 hip = w.hip();
        Vec2 target = w.target();
        Vec2 knee = sol.knee();
        double a = w.thigh();
        boolean solved = sol.solved();
        if (s.on(Overlay.LABELS) && solved && sol.hipAngle() > Math.toRadians(6)) {
            // The hip angle A between side d and the thigh.
            double r = Math.min(a * 0.45, s.px(46));
            double start = Math.toDegrees(target.minus(hip).directionOr(Vec2.UNIT_X).angle());
            double knee_ = Math.toDegrees(knee.minus(hip).angle());
            double extent = Math.toDegrees(org.creatureexplorer.sim.Angles.wrap(Math.toRadians(knee_ - start)));
            g.setColor(p.vector());
            g.setStroke(s.stroke(2.5));
            // Arc2D angles run counter-clockwise with y up; ours run clockwise with y down, hence the minus signs.
            g.draw(new Arc2D.Double(hip.x() - r, hip.y() - r, 2 * r, 2 * r, -start, -extent, Arc2D.OPEN));
            Vec2 mid = hip.plus(Vec2.polar(r + s.px(16), Math.toRadians(start + extent / 2)));
            Draw.label(g, "A", mid, s, 20, p.vector(), 0.5, 0.5);
        }
    }

    /** The reachable band between the two reach circles. */
    private static void paintReach(Graphics2D g, KneeWorld w, StageStyle s, Draw.Batch shapes) {
        Palette p = s.palette();
        TwoBoneIk.Solution sol = w.solution();
        Vec2 hip = w.hip();
        Vec2 foot = sol.foot();
        if (s.on(Overlay.CIRCLES)) {
            // The reachable band: the foot can be anywhere between these two circles.
            g.setColor(StyleCache.withAlpha(p.circle(), 22));
            shapes.disc(hip, w.reachMax());
            g.setColor(p.background());
            shapes.disc(hip, w.reachMin());
            g.setColor(p.circle());
            g.setStroke(s.dashed(2.5));
            shapes.circle(hip, w.reachMax());
            if (w.reachMin() > s.px(3)) shapes.circle(hip, w.reachMin());
        }
    }

    private static void labels(Graphics2D g, KneeWorld w, StageStyle s, TwoBoneIk.Solution sol, boolean outOfReach) {
        Palette p = s.palette();
        Vec2 hip = w.hip();
        Vec2 target = w.target();
        Vec2 knee = sol.knee();
        Vec2 foot = sol.foot();
        Vec2 kneeSide = target.minus(hip).directionOr(Vec2.UNIT_X).perp().times(w.bend());
        Vec2 out = target.minus(hip).directionOr(Vec2.UNIT_X);
        Draw.label(g, Tr.t("hip"), hip.minus(out.times(s.px(34))), s, 18, p.text(), 0.5, 0.5);
        if (sol.solved()) {
            Draw.label(g, QuickFormat.format("a = %.0f", w.thigh()),
                    hip.lerp(knee, 0.5).plus(outside(hip, knee, foot, kneeSide).times(s.px(24))), s, 18, p.joint(), 0.5, 0.5);
            Draw.label(g, QuickFormat.format("b = %.0f", w.shin()),
                    knee.lerp(foot, 0.5).plus(outside(knee, foot, hip, kneeSide).times(s.px(24))), s, 18, p.joint(), 0.5, 0.5);
            Draw.label(g, Tr.t("knee"), knee.plus(kneeSide.times(s.px(30))), s, 18, p.text(), 0.5, 0.5);
        }
        if (s.on(Overlay.TARGETS)) {
            Draw.label(g, QuickFormat.format("d = %.1f", sol.distance()),
                    hip.lerp(target, 0.5).plus(kneeSide.times(-s.px(22))), s, 18, outOfReach ? p.warning() : p.text(), 0.5, 0.5);
            if (sol.distance() > 14) Draw.label(g, Tr.t("foot target"), target.plus(out.times(s.px(22))).plus(new Vec2(0, s.px(22))), s, 16, p.target(),
                    out.x() >= 0 ? 0 : 1, 0.5);
        }

        // The readouts: the formula with today's numbers first.
        Color ink = p.text();
        Draw.readout(g, 0, QuickFormat.format("cos A = (a\u00b2 + d\u00b2 \u2212 b\u00b2) / (2ad) = %s", number(sol.cosA(), 4)), s, Math.abs(sol.cosA()) > 1 ? p.warning() : ink);
        if (sol.solved()) {
            Draw.readout(g, 1, Tr.f("A = acos(cos A) = %.1f\u00b0", Math.toDegrees(sol.hipAngle())), s, ink);
        } else {
            Draw.readout(g, 1, "A = acos(" + number(sol.cosA(), 3) + ") = NaN", s, p.warning());
            Draw.readout(g, 2, Tr.t("knee = (NaN, NaN): the leg is gone"), s, p.warning());
        }
        // What the guard did.
        String guard;
        Color guardInk = ink;
        if (!w.guard()) {
            guard = Tr.t("guard off: d as it is");
            if (outOfReach) guardInk = p.warning();
        } else if (sol.usedDistance() != sol.distance()) {
            guard = Tr.f("guard on: d %.2f \u2192 %.3f (%s)", sol.distance(), sol.usedDistance(),
                    sol.distance() > w.reachMax() ? Tr.t("a straight leg") : Tr.t("folded shut"));
            guardInk = p.accent();
        } else {
            guard = Tr.t("guard on: nothing to clamp");
        }
        Draw.readout(g, 3, guard, s, guardInk);
        if (sol.solved()) {
            Draw.readout(g, 4, Tr.f("knee angle %.1f\u00b0", Math.toDegrees(sol.kneeAngle(hip))), s, ink);
            Vec2 k = knee.minus(hip);
            Draw.readout(g, 5, Tr.f("knee \u2212 hip = (%.2f, %.2f)", k.x(), k.y()), s, ink);
        }
        Draw.readout(g, 6, Tr.f("bend %s", w.bend() > 0 ? "+1" : "\u22121"), s, ink);
    }

    /** Unit normal of edge from-to pointing away from the opposite corner (or to {@code fallback}'s side when flat). */
    private static Vec2 outside(Vec2 from, Vec2 to, Vec2 opposite, Vec2 fallback) {
        Vec2 n = to.minus(from).directionOr(Vec2.UNIT_X).perp();
        double side = n.dot(opposite.minus(from));
        if (Math.abs(side) < 1e-6) return n.dot(fallback) >= 0 ? n : n.times(-1);
        return side > 0 ? n.times(-1) : n;
    }

    private static String number(double v, int decimals) {
        if (Double.isNaN(v)) return "NaN";
        if (Double.isInfinite(v)) return v > 0 ? "\u221e" : "\u2212\u221e";
        return QuickFormat.fixed(v, decimals);
    }
}
