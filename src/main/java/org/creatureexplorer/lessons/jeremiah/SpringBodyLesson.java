package org.creatureexplorer.lessons.jeremiah;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import org.creatureexplorer.creature.jeremiah.NoiseOrbitHead;
import org.creatureexplorer.creature.jeremiah.SpringBody;
import org.creatureexplorer.creature.jeremiah.VelocitySpringBody;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.jeremiah.SpringBodyWorld;

/** Lesson 2.2: the body on position springs, with a velocity-spring body beside it. */
public final class SpringBodyLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<SpringBodyWorld> create() {
        return Lesson.builder("spring-body", SpringBodyWorld.class)
                .params(SpringBodyWorld.LESSON_PARAMS)
                .world(SpringBodyWorld::new)
                .painter(SpringBodyLesson::paint)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Body length / rest length", "stretch", "stretch", "velocity_stretch")
                        .withGuide("at rest", w -> 1))
                .chart(ChartSpec.linear("Stretch against head speed", "stretch", "stretch", "predicted_stretch")
                        .against("head_speed", "head speed (px/tick)"))
                .chart(ChartSpec.linear("Per-segment gap (position springs)", "gap (px)", "gap_first", "gap_mid", "gap_last")
                        .withGuide("rest", w -> ((SpringBodyWorld) w).body().rest())
                        .withGuide("steady at this speed", w -> ((SpringBodyWorld) w).predictedGap()))
                .scenario(SpringBodyWorld.SCENARIO)
                .pointerHint("Pick \"straight line\" as the head path and drag the head speed: the body settles at a longer length for every speed.")
                .build();
    }

    static void paint(Graphics2D g, SpringBodyWorld w, StageStyle s) {
        Palette p = s.palette();
        double cam = w.camera();
        JeremiahDraw.grid(g, 600, 600, 50, cam, s);
        if (w.orbit()) {
            JeremiahDraw.box(g, s);
            g.setColor(JeremiahDraw.alpha(p.circle(), 90));
            g.setStroke(s.dashed(2));
            Draw.circle(g, NoiseOrbitHead.CENTRE, NoiseOrbitHead.NEAR);
            Draw.circle(g, NoiseOrbitHead.CENTRE, NoiseOrbitHead.FAR);
        }
        AffineTransform saved = g.getTransform();
        g.translate(-cam, 0);
        SpringBody b = w.body();
        VelocitySpringBody vb = w.velocityBody();
        int n = b.size();

        if (w.compare()) {
            Vec2[] vpts = new Vec2[vb.size()];
            for (int i = 0; i < vpts.length; i++) vpts[i] = vb.point(i);
            JeremiahDraw.thickLine(g, vpts, w.orbit() ? 8f : JeremiahDraw.BODY_WIDTH,
                    JeremiahDraw.alpha(JeremiahDraw.velocityBody(s), w.orbit() ? 200 : 255), null, s);
            if (s.on(Overlay.BONES)) {
                g.setColor(JeremiahDraw.alpha(p.bone(), 200));
                for (int i = 1; i < vpts.length; i++) Draw.disc(g, vpts[i], Math.max(2, s.px(3)));
            }
        }
        JeremiahDraw.body(g, b, s);
        if (s.on(Overlay.BONES)) JeremiahDraw.bodyDots(g, b, s);
        Vec2 head = w.head();
        Vec2 facing = b.point(0).minus(b.point(1));
        JeremiahDraw.head(g, head, facing, s);
        if (!w.orbit() && w.compare()) JeremiahDraw.head(g, vb.point(0), facing, s);

        paintTargets(g, w, s);
        g.setTransform(saved);

        if (s.on(Overlay.LABELS)) {
            String speedLine = Tr.f("head %.1f px/tick", w.headSpeed());
            JeremiahDraw.lines(g, s, s.px(12), s.px(26), p.bodyEdge(),
                    Tr.f("position springs: %.0f px = %.2f x rest", b.length(), b.stretch()),
                    Tr.f("gap after = rest + %.2f (gap - rest)", 1 - b.take()));
            if (w.compare()) {
                JeremiahDraw.lines(g, s, s.px(12), s.px(26 + 56), JeremiahDraw.velocityBody(s),
                        Tr.f("velocity springs: %.2f x rest", vb.stretch()));
            }
            JeremiahDraw.linesRight(g, s, 600 - s.px(12), 600 - s.px(40), p.text(), speedLine);
            if (!w.orbit()) {
                JeremiahDraw.lines(g, s, s.px(12), 600 - s.px(68), p.target(),
                        Tr.f("steady gap = %.1f + %.1f x %.2f / %.2f = %.2f px",
                                b.rest(), w.headSpeed(), 1 - b.take(), b.take(), w.predictedGap()));
            }
        }
    }

    private static void paintTargets(Graphics2D g, SpringBodyWorld w, StageStyle s) {
        Palette p = s.palette();
        SpringBody b = w.body();
        int n = b.size();
        Vec2 head = w.head();
        if (!w.orbit() && s.on(Overlay.TARGETS)) {
            // The straight line: rest length, measured length and the predicted steady length, as rulers.
            double y = head.y() + s.px(40);
            double restEnd = head.x() - b.restLength();
            double steadyEnd = head.x() - b.springs() * w.predictedGap();
            double tail = b.point(n - 1).x();
            g.setStroke(s.stroke(2.5));
            g.setColor(p.circle());
            Draw.line(g, new Vec2(head.x(), y), new Vec2(restEnd, y));
            Draw.line(g, new Vec2(restEnd, y - s.px(8)), new Vec2(restEnd, y + s.px(8)));
            g.setColor(p.target());
            g.setStroke(s.dashed(2.5));
            Draw.line(g, new Vec2(steadyEnd, head.y() - s.px(26)), new Vec2(steadyEnd, y + s.px(26)));
            g.setStroke(s.stroke(3));
            Draw.cross(g, new Vec2(steadyEnd, head.y()), s.px(16));
            if (s.on(Overlay.LABELS)) {
                Draw.label(g, Tr.f("rest length %.0f px", b.restLength()),
                        new Vec2((head.x() + restEnd) / 2, y + s.px(24)), s, 16, p.circle(), 0.5, 0);
                Draw.label(g, Tr.f("predicted tail: %d x %.2f px", b.springs(), w.predictedGap()),
                        new Vec2(steadyEnd, head.y() - s.px(34)), s, 16, p.target(), 0.5, 0);
                Draw.label(g, Tr.t("tail"), new Vec2(tail, head.y() + s.px(4)).plus(new Vec2(-s.px(16), 0)), s, 16, p.text(), 1, 0.4);
            }
        }
    }
}
