package org.creatureexplorer.lessons.jeremiah;

import java.awt.Graphics2D;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.creature.jeremiah.Jeremiah;
import org.creatureexplorer.creature.jeremiah.NoiseOrbitHead;
import org.creatureexplorer.creature.jeremiah.SpringKnee;
import org.creatureexplorer.creature.jeremiah.WallLeg;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.jeremiah.JeremiahWorld;

/** Lesson 2.5: Jeremiah, whole. */
public final class JeremiahLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    /** The leg and the feeler the overlays pick out. */
    static final int SHOWN_LEG = 7;
    static final int SHOWN_FEELER = 0;

    public static Lesson<JeremiahWorld> create() {
        return Lesson.builder("jeremiah", JeremiahWorld.class)
                .params(JeremiahWorld.LESSON_PARAMS)
                .world(JeremiahWorld::new)
                .painter(JeremiahLesson::paint)
                .overlay(Overlay.BONES, false)
                .overlay(Overlay.CIRCLES, false)
                .overlay(Overlay.TARGETS, false)
                .overlay(Overlay.VECTORS, false)
                .overlay(Overlay.TRAILS, false)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Head speed", "speed (px/tick)", "head_speed").withRange(0.0, null))
                .chart(ChartSpec.linear("Body length / rest length", "stretch", "body_stretch")
                        .withGuide("at rest", w -> 1))
                .chart(ChartSpec.linear("Steps per second (16 legs)", "steps/s", "steps_per_s").withRange(0.0, null))
                .scenario(JeremiahWorld.SCENARIO)
                .wantsPointerPress()
                .pointerHint("Hold the mouse button down on the stage: turning x 2, the head keeps 200 to 300 px out. Turn on the overlays to see each part's machinery.")
                .build();
    }

    static void paint(Graphics2D g, JeremiahWorld w, StageStyle s) {
        Palette p = s.palette();
        Jeremiah j = w.creature();
        NoiseOrbitHead h = j.head();
        Vec2 head = h.position();
        JeremiahDraw.grid(g, 600, 600, 50, 0, s);
        WallLeg shown = j.leg(SHOWN_LEG);

        paintCircles(g, w, s);
        if (s.on(Overlay.TARGETS)) {
            g.setStroke(s.dashed(1.5));
            g.setColor(JeremiahDraw.alpha(p.ghost(), 160));
            for (WallLeg l : j.legs()) Draw.line(g, l.hip(), l.closest().position());
            g.setColor(p.ghost());
            for (WallLeg l : j.legs()) Draw.disc(g, l.closest().position(), s.px(4));
            SpringKneeLesson.wallMarks(g, shown, s);
            Feeler f = j.feelers().get(SHOWN_FEELER);
            Vec2 restTip = head.plus(f.drift().times(f.size() / f.pull()));
            g.setColor(p.accent());
            g.setStroke(s.stroke(3));
            Draw.cross(g, restTip, s.px(14));
        }
        if (s.on(Overlay.TRAILS)) {
            g.setStroke(s.stroke(3.5));
            Draw.trail(g, w.trail(), p.trail());
        }
        JeremiahDraw.box(g, s);
        JeremiahDraw.legs(g, j.legs(), s);
        JeremiahDraw.body(g, j.body(), s);
        if (s.on(Overlay.BONES)) {
            JeremiahDraw.bodyDots(g, j.body(), s);
            g.setColor(p.accent());
            for (WallLeg l : j.legs()) Draw.disc(g, l.hip(), s.px(4));
        }
        JeremiahDraw.feelers(g, j.feelers(), head, JeremiahDraw.feeler(s), 1.3f);
        if (s.on(Overlay.TARGETS) || s.on(Overlay.VECTORS)) {
            Feeler f = j.feelers().get(SHOWN_FEELER);
            g.setColor(JeremiahDraw.highlight(s));
            g.setStroke(s.stroke(2.5));
            Vec2[] pts = JeremiahDraw.feelerPoints(f, head);
            for (int i = 1; i < pts.length; i++) Draw.line(g, pts[i - 1], pts[i]);
        }
        JeremiahDraw.head(g, head, h.velocity(), s);
        paintVectors(g, w, s);
        JeremiahDraw.stepFlashes(g, j.legs(), s);

        if (s.on(Overlay.LABELS)) {
            JeremiahDraw.linesAwayFrom(g, s, head, p.text(),
                    Tr.f("head %.1f px/tick", h.speed()),
                    Tr.f("body %.2f x rest", j.body().stretch()),
                    Tr.f("%d steps/s", j.stepsPerSecond()));
            if (w.held()) Draw.label(g, Tr.t("MOUSE HELD"), new Vec2(600 - s.px(14), head.y() > 300 ? s.px(30) : 600 - s.px(20)), s, 18, p.target(), 1, 0);
        }
    }

    private static void paintCircles(Graphics2D g, JeremiahWorld w, StageStyle s) {
        Palette p = s.palette();
        Jeremiah j = w.creature();
        WallLeg shown = j.leg(SHOWN_LEG);
        if (s.on(Overlay.CIRCLES)) {
            g.setStroke(s.dashed(2));
            g.setColor(JeremiahDraw.alpha(p.circle(), 150));
            Draw.circle(g, NoiseOrbitHead.CENTRE, NoiseOrbitHead.NEAR);
            Draw.circle(g, NoiseOrbitHead.CENTRE, NoiseOrbitHead.FAR);
            if (w.held()) {
                g.setColor(p.target());
                Draw.circle(g, NoiseOrbitHead.CENTRE, NoiseOrbitHead.HELD_NEAR);
            }
            g.setStroke(s.dashed(2.5));
            g.setColor(JeremiahDraw.hipSpring(s));
            Draw.circle(g, shown.hip(), shown.hipRest());
            g.setColor(JeremiahDraw.footSpring(s));
            Draw.circle(g, shown.foot(), shown.footRest());
        }
    }

    private static void paintVectors(Graphics2D g, JeremiahWorld w, StageStyle s) {
        Palette p = s.palette();
        Jeremiah j = w.creature();
        NoiseOrbitHead h = j.head();
        Vec2 head = h.position();
        WallLeg shown = j.leg(SHOWN_LEG);
        if (s.on(Overlay.VECTORS)) {
            Vec2 v = h.velocity();
            if (v.length() > 1e-6) {
                g.setColor(p.vector());
                g.setStroke(s.stroke(3.5));
                Draw.arrow(g, head, head.plus(v.times(6)), s.px(16));
            }
            SpringKnee.Moves m = shown.lastMoves();
            Vec2 from = shown.knee().minus(m.total());
            g.setStroke(s.stroke(3));
            if (m.fromHip().length() > 0.5) { g.setColor(JeremiahDraw.hipSpring(s)); Draw.arrow(g, from, from.plus(m.fromHip()), s.px(12)); }
            if (m.fromFoot().length() > 0.5) { g.setColor(JeremiahDraw.footSpring(s)); Draw.arrow(g, from, from.plus(m.fromFoot()), s.px(12)); }
            Feeler f = j.feelers().get(SHOWN_FEELER);
            g.setColor(JeremiahDraw.push(s));
            g.setStroke(s.stroke(2.5));
            Draw.arrow(g, f.tip(), f.tip().plus(f.drift().times(FeelerLesson.ARROW_SCALE)), s.px(10));
        }
    }
}
