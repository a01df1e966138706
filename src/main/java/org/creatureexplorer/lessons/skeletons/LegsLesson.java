package org.creatureexplorer.lessons.skeletons;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.util.List;
import org.creatureexplorer.creature.Lizard;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.sim.FollowChain;
import org.creatureexplorer.sim.TwoBoneIk;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.LizardWorld;

/** Lesson: legs that step (the lizard): planted feet, the step rule, diagonal pairs. */
public final class LegsLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<LizardWorld> create() {
        return Lesson.builder("legs", LizardWorld.class)
                .creature(LegsLesson::creature, 320, 200, true)
                .params(LizardWorld.PARAMS)
                .world(LizardWorld::new)
                .painter(LegsLesson::paint)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, false)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Steps per second (last 2 s)", "steps (1/s)", "steps_per_s").withRange(0.0, null))
                .chart(ChartSpec.linear("Stride: lift-off to landing", "stride (px)", "last_stride")
                        .withGuide("trigger + 19", w -> ((LizardWorld) w).lizard().stepTrigger() + Lizard.OVERSHOOT))
                .chart(ChartSpec.linear("Feet on the ground", "feet", "feet_down").withRange(0.0, 4.0))
                .chart(ChartSpec.linear("Time legs spend stretched beyond reach", "share (%)", "stretched_pct")
                        .withRange(0.0, null))
                .scenario(LizardWorld.SCENARIO)
                .followsPointer()
                .pointerHint("Move the pointer over the stage and the lizard walks after it. Try the step trigger at 38 and at 60.")
                .build();
    }

    static Color pairColor(Palette p, int pair) { return pair == 0 ? p.circle() : p.trail(); }

    static void paint(Graphics2D g, LizardWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        Lizard liz = w.lizard();
        FollowChain spine = liz.spine();

        // Every line, disc and circle of this paint in one batch: the transform and clip stay as they are.
        Draw.Batch shapes = Draw.batch(g);
        if (s.on(Overlay.TRAILS)) {
            List<Vec2> prints = w.footprints();
            for (int i = 0; i < prints.size(); i++) {
                int alpha = 40 + 140 * (i + 1) / prints.size();
                g.setColor(StyleCache.withAlpha(p.bodyEdge(), alpha));
                shapes.disc(prints.get(i), 4);
            }
        }
        if (s.on(Overlay.CIRCLES)) {
            g.setStroke(s.dashed(2));
            paintStepCircles(g, w, s, shapes);
        }
        paintHomes(g, w, s, shapes);
        paintLegs(g, w, s, shapes);
        // The body: thick round-capped strokes between spine joints, so the outline is smooth.
        int n = spine.size();
        Vec2[] joints = new Vec2[n]; // each joint asked of the chain once: joint(i) makes a new vector
        for (int i = 0; i < joints.length; i++) joints[i] = spine.joint(i);
        BasicStroke[] strokes = bodyStrokes(n, s.px(1.5));
        for (int pass = 0; pass < 2; pass++) {
            g.setColor(pass == 0 ? p.bodyEdge() : p.body());
            for (int i = n - 1; i >= 1; i--) {
                g.setStroke(strokes[pass * n + i]);
                shapes.line(joints[i], joints[i - 1]);
            }
        }
        Vec2 h = liz.heading(1);
        g.setColor(p.bone());
        shapes.disc(joints[0].plus(h.times(2)).plus(h.perp().times(3.5)), 1.6);
        shapes.disc(joints[0].plus(h.times(2)).plus(h.perp().times(-3.5)), 1.6);

        paintBones(g, w, s, shapes);
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.stroke(3));
            Draw.cross(g, w.target(), s.px(16));
            if (w.pointer() != null) {
                g.setStroke(s.stroke(2));
                Draw.circle(g, w.pointer(), s.px(10));
            }
        }
        if (s.on(Overlay.LABELS)) labels(g, w, s);
    }

    /**
     * The body's round strokes, edge pass then fill pass ({@code pass * n + i} for the segment from
     * joint i to i - 1), made once per spine length and zoom rather than looked up 30 times a paint
     * (so many widths that the style cache's quick slots missed and boxed a key each time). Swapped
     * whole, so any painting thread sees a matching set.
     */
    private record BodyStrokes(int n, double edge, BasicStroke[] strokes) {}

    private static volatile BodyStrokes bodyStrokes;

    private static BasicStroke[] bodyStrokes(int n, double edge) {
        BodyStrokes cached = bodyStrokes;
        if (cached != null && cached.n() == n && cached.edge() == edge) return cached.strokes();
        BasicStroke[] strokes = new BasicStroke[2 * n];
        for (int pass = 0; pass < 2; pass++) {
            for (int i = n - 1; i >= 1; i--) {
                double r = (Lizard.radius(i) + Lizard.radius(i - 1)) / 2 + (pass == 0 ? edge : 0);
                strokes[pass * n + i] = StyleCache.roundStroke((float) (2 * r));
            }
        }
        bodyStrokes = new BodyStrokes(n, edge, strokes);
        return strokes;
    }

    /** Legs under the body: thick limbs; a leg that cannot reach its foot turns red. */
    private static void paintLegs(Graphics2D g, LizardWorld w, StageStyle s, Draw.Batch shapes) {
        Palette p = s.palette();
        Lizard liz = w.lizard();
        for (int i = 0; i < liz.legCount(); i++) {
            Lizard.Leg leg = liz.leg(i);
            TwoBoneIk.Solution ik = leg.ik();
            Vec2 hip = liz.hip(leg);
            Vec2 knee = ik.knee(), foot = ik.foot();
            boolean stretched = hip.distanceTo(leg.foot()) > Lizard.THIGH + Lizard.SHIN;
            g.setColor(p.bodyEdge());
            g.setStroke(s.stroke(11));
            shapes.line(hip, knee);
            shapes.line(knee, foot);
            g.setColor(stretched ? p.warning() : p.body());
            g.setStroke(s.stroke(7));
            shapes.line(hip, knee);
            shapes.line(knee, foot);
            // The foot: a lifted foot is drawn larger, as if nearer the viewer.
            double r = leg.planted() ? 4.2 : 5.5;
            g.setColor(p.bodyEdge());
            shapes.disc(foot, r);
        }
    }

    private static void paintHomes(Graphics2D g, LizardWorld w, StageStyle s, Draw.Batch shapes) {
        Palette p = s.palette();
        Lizard liz = w.lizard();
        if (s.on(Overlay.TARGETS)) {
            g.setStroke(s.stroke(2.5));
            for (int i = 0; i < liz.legCount(); i++) {
                Lizard.Leg leg = liz.leg(i);
                g.setColor(pairColor(p, leg.pair()));
                Draw.cross(g, liz.home(leg), s.px(12));
                if (!leg.planted()) {
                    g.setStroke(s.dashed(2));
                    shapes.line(leg.stepFrom(), leg.stepTo());
                    g.setStroke(s.stroke(2.5));
                    shapes.circle(leg.stepTo(), s.px(8));
                }
            }
        }
    }

    private static void paintBones(Graphics2D g, LizardWorld w, StageStyle s, Draw.Batch shapes) {
        Palette p = s.palette();
        Lizard liz = w.lizard();
        FollowChain spine = liz.spine();
        int n = spine.size();
        if (s.on(Overlay.BONES)) {
            g.setColor(p.bone());
            g.setStroke(s.stroke(2.5));
            for (int i = 1; i < n; i++) shapes.line(spine.joint(i - 1), spine.joint(i));
            for (int i = 0; i < liz.legCount(); i++) {
                Lizard.Leg leg = liz.leg(i);
                shapes.line(liz.hip(leg), leg.ik().knee());
                shapes.line(leg.ik().knee(), leg.ik().foot());
            }
            g.setColor(p.joint());
            for (int i = 0; i < liz.legCount(); i++) {
                Lizard.Leg leg = liz.leg(i);
                shapes.disc(liz.hip(leg), s.px(5));
                shapes.disc(leg.ik().knee(), s.px(4.5));
            }
        }
    }

    /** Each leg's step circle around its home, in its pair's colour. */
    private static void paintStepCircles(Graphics2D g, LizardWorld w, StageStyle s, Draw.Batch shapes) {
        Palette p = s.palette();
        Lizard liz = w.lizard();
        for (int i = 0; i < liz.legCount(); i++) {
            Lizard.Leg leg = liz.leg(i);
            g.setColor(StyleCache.withAlpha(pairColor(p, leg.pair()), 170));
            shapes.circle(liz.home(leg), liz.stepTrigger());
        }
    }

    private static void labels(Graphics2D g, LizardWorld w, StageStyle s) {
        Palette p = s.palette();
        Lizard liz = w.lizard();
        // Planted feet get a pin in their pair's colour; a stepping foot gets none.
        Draw.Batch pins = Draw.batch(g);
        for (int i = 0; i < liz.legCount(); i++) {
            Lizard.Leg leg = liz.leg(i);
            if (!leg.planted()) continue;
            g.setColor(pairColor(p, leg.pair()));
            g.setStroke(s.stroke(3));
            pins.circle(leg.foot(), s.px(9));
            pins.disc(leg.foot(), s.px(3.5));
        }
        Lizard.Leg fr = liz.leg(Lizard.FRONT_RIGHT);
        Vec2 home = liz.home(fr);
        Vec2 out = liz.heading(fr.joint()).perp();
        if (s.on(Overlay.CIRCLES)) {
            Draw.label(g, Tr.f("trigger %.0f px", liz.stepTrigger()),
                    home.plus(out.times(liz.stepTrigger() + s.px(14))), s, 16, p.circle(), 0.5, 0.5);
        }
        if (s.on(Overlay.TARGETS)) {
            Draw.label(g, Tr.t("home"), home.plus(new Vec2(s.px(10), -s.px(10))), s, 16, p.circle());
        }
        for (int i = 0; i < liz.legCount(); i++) {
            Lizard.Leg leg = liz.leg(i);
            if (liz.hip(leg).distanceTo(leg.foot()) > Lizard.THIGH + Lizard.SHIN) {
                Draw.label(g, Tr.t("stretched"), leg.foot().plus(new Vec2(s.px(10), s.px(22))), s, 16, p.warning());
            }
        }
        Draw.readout(g, 0, Tr.f("stretched legs %d of 4", liz.stretchedLegs()), s, liz.stretchedLegs() > 0 ? p.warning() : p.text());
        Draw.readout(g, 1, Tr.f("stride %.0f px (mean %.1f)", liz.lastStride(), liz.meanStride()), s, p.text());
        Draw.readout(g, 2, Tr.f("feet down %d of 4 \u00b7 steps %d", liz.feetDown(), liz.stepsTotal()), s, p.text());
        Draw.readout(g, 3, Tr.t("pair A: front left + hind right"), s, pairColor(p, 0));
        Draw.readout(g, 4, Tr.t("pair B: front right + hind left"), s, pairColor(p, 1));
    }

    /** The lizard's spine, its feet and the cross it walks to. */
    static org.creatureexplorer.lesson.CreatureBox creature(LizardWorld w) {
        org.creatureexplorer.lesson.CreatureBox box = new org.creatureexplorer.lesson.CreatureBox();
        var liz = w.lizard();
        var spine = liz.spine();
        for (int i = 0; i < spine.size(); i++) box.add(spine.joint(i), 8);
        for (int i = 0; i < liz.legCount(); i++) box.add(liz.leg(i).foot(), 6);
        return box;
    }
}
