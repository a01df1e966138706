package org.creatureexplorer.lessons.jeremiah;

import java.awt.Color;
import org.creatureexplorer.lesson.GhostDraw;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import org.creatureexplorer.creature.jeremiah.NoiseOrbitHead;
import org.creatureexplorer.creature.jeremiah.SpringBody;
import org.creatureexplorer.creature.jeremiah.VelocitySpringBody;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.ExplainDraw;
import org.creatureexplorer.lesson.VectorDraw;
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
                .overlay(Overlay.EXPLAIN, false)
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

        paintGhosts(g, s);
        if (w.compare()) paintVelocityBody(g, vb, w.orbit(), s);
        JeremiahDraw.body(g, b, s);
        if (s.on(Overlay.BONES)) JeremiahDraw.bodyDots(g, b, s);
        Vec2 head = w.head();
        Vec2 facing = b.point(0).minus(b.point(1));
        JeremiahDraw.head(g, head, facing, s);
        if (!w.orbit() && w.compare()) JeremiahDraw.head(g, vb.point(0), facing, s);

        // The figure first, so its labels are placed before the others and the rest stay off it.
        AffineTransform world = g.getTransform();
        g.setTransform(saved);
        if (s.on(Overlay.EXPLAIN)) paintExplain(g, w, s);
        g.setTransform(world);
        paintTargets(g, w, s);
        g.setTransform(saved);

        // With Explain on, its figure shows the rule and the head's move, and its readout the
        // balance: the rule, speed and steady-gap lines step aside so the column stays short.
        boolean explained = s.on(Overlay.EXPLAIN);
        // Explain's line first: with Explain on, it is what the teacher points at (the stage shows the first readouts).
        if (explained) explainReadouts(g, w, s);
        if (s.on(Overlay.LABELS)) paintLabels(g, w, explained, s);
    }

    /** Pinned runs: their position-spring body (their own take) behind the live one. */
    private static void paintGhosts(Graphics2D g, StageStyle s) {
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof SpringBodyWorld gw) {
                SpringBody gb = gw.body();
                GhostDraw.discs(g, s, ghost.number(), gb.size(), gb::point, i -> JeremiahDraw.BODY_WIDTH / 2);
            }
        }
    }

    /** The velocity-spring body beside the live one (thinner, translucent on the orbit), with its points under Bones. */
    private static void paintVelocityBody(Graphics2D g, VelocitySpringBody vb, boolean orbit, StageStyle s) {
        Vec2[] vpts = new Vec2[vb.size()];
        for (int i = 0; i < vpts.length; i++) vpts[i] = vb.point(i);
        JeremiahDraw.thickLine(g, vpts, orbit ? 8f : JeremiahDraw.BODY_WIDTH,
                JeremiahDraw.alpha(JeremiahDraw.velocityBody(s), orbit ? 200 : 255), null, s);
        if (s.on(Overlay.BONES)) {
            g.setColor(JeremiahDraw.alpha(s.palette().bone(), 200));
            Draw.Batch shapes = Draw.batch(g);
            for (int i = 1; i < vpts.length; i++) shapes.disc(vpts[i], Math.max(2, s.px(3)));
        }
    }

    /**
     * The stage's texts: the body's stretch and the steady gap that predicts it first; the rule,
     * the other body and the head's speed after. With Explain on (explained) the rule, speed and
     * steady-gap lines step aside: Explain's readout shows the balance.
     */
    private static void paintLabels(Graphics2D g, SpringBodyWorld w, boolean explained, StageStyle s) {
        Palette p = s.palette();
        SpringBody b = w.body();
        JeremiahDraw.lines(g, s, s.px(12), s.px(26), p.bodyEdge(), Tr.f("body %.2f x rest (%.0f px)", b.stretch(), b.length()));
        if (!explained) {
            JeremiahDraw.lines(g, s, s.px(12), 600 - s.px(68), p.target(),
                    Tr.f("steady gap %.2f px: body %.2f x rest", w.predictedGap(), w.predictedGap() / b.rest()));
            JeremiahDraw.lines(g, s, s.px(12), s.px(54), p.bodyEdge(), Tr.f("gap after = rest + %.2f (gap - rest)", 1 - b.take()));
        }
        if (w.compare()) {
            JeremiahDraw.lines(g, s, s.px(12), s.px(26 + 56), JeremiahDraw.velocityBody(s),
                    Tr.f("velocity springs: %.2f x rest", w.velocityBody().stretch()));
        }
        if (!explained) JeremiahDraw.linesRight(g, s, 600 - s.px(12), 600 - s.px(40), p.text(), Tr.f("head %.1f px/tick", w.headSpeed()));
    }

    /**
     * The numbers of the Explain figure: one spring over one tick at the current head speed v.
     * The head moves v, so the gap g grows to g + v; the point behind then moves
     * take x (g + v - rest). The gap is steady when that move equals v (the point keeps pace):
     * g = rest + v (1 - take) / take, rest + v/4 at take 0.8.
     */
    record SpringFixedPoint(double rest, double take, double speed, double steadyGap, double stretchedGap,
                            double pullMove, double firstGap, double middleGap) {
        static SpringFixedPoint of(SpringBodyWorld w) {
            SpringBody b = w.body();
            double v = w.headSpeed();
            double g = SpringBody.steadyGap(b.rest(), b.take(), v);
            double stretched = g + v;
            return new SpringFixedPoint(b.rest(), b.take(), v, g, stretched, b.take() * (stretched - b.rest()),
                    b.gap(1), b.gap(Math.max(1, b.springs() / 2)));
        }

        /** The steady body length over its rest length: steadyGap / rest (1 + v/24 at rest 6, take 0.8). */
        double steadyStretch() { return steadyGap / rest; }
    }

    /**
     * One spring magnified, over one tick at the steady gap: top row, the head's move of v
     * stretches the gap to g + v; bottom row, the point behind moves take x (g + v - rest), the
     * same v, and the gap is g again. The balance is written with the numbers in the readouts.
     */
    static void paintExplain(Graphics2D g, SpringBodyWorld w, StageStyle s) {
        Palette p = s.palette();
        SpringFixedPoint f = SpringFixedPoint.of(w);
        // On the orbit: the half of the box with less of the body in it (on the straight line: below its rulers).
        double height = w.orbit() ? 240 : 285;
        double top = !w.orbit() ? 305 : bodyIn(w, 15, height) <= bodyIn(w, 345, height) ? 15 : 345;
        java.awt.geom.Rectangle2D box = new java.awt.geom.Rectangle2D.Double(15, top, 570, height);
        ExplainDraw.panel(g, s, box);
        double left = box.getX() + 40;
        double span = Math.max(Math.max(f.stretchedGap(), f.rest()), 1e-9);
        double k = (box.getWidth() - 80) / span; // stage px per model px: the magnification
        double y1 = box.getY() + height * 0.36;
        double y2 = box.getY() + height * 0.74;
        Vec2 behind = new Vec2(left, y1);
        Vec2 aheadBefore = new Vec2(left + f.steadyGap() * k, y1);
        Vec2 aheadAfter = new Vec2(left + f.stretchedGap() * k, y1);
        Vec2 behindAfter = new Vec2(left + f.pullMove() * k, y2);
        Vec2 aheadBelow = new Vec2(aheadAfter.x(), y2);
        double dot = s.px(7);
        // Top row: the gap g, then the head's move v.
        g.setColor(p.ghost());
        g.setStroke(s.stroke(2.5));
        Draw.line(g, behind, aheadAfter);
        g.setColor(VectorDraw.alpha(p.bodyEdge(), 110));
        Draw.disc(g, aheadBefore, dot);
        g.setColor(p.bodyEdge());
        Draw.disc(g, behind, dot);
        Draw.disc(g, aheadAfter, dot);
        ExplainDraw.arrow(g, s, aheadBefore, aheadAfter, p.target());
        ExplainDraw.dimension(g, s, behind.plus(new Vec2(0, 22)), aheadAfter.plus(new Vec2(0, 22)), p.text());
        // Bottom row: the point behind moves take x (g + v - rest); the gap left is g.
        g.setColor(p.ghost());
        g.setStroke(s.dashed(1.5));
        Draw.line(g, behind, new Vec2(left, y2));
        Draw.line(g, aheadAfter, aheadBelow);
        g.setColor(VectorDraw.alpha(p.bodyEdge(), 110));
        Draw.disc(g, new Vec2(left, y2), dot);
        g.setColor(p.bodyEdge());
        Draw.disc(g, behindAfter, dot);
        Draw.disc(g, aheadBelow, dot);
        ExplainDraw.arrow(g, s, new Vec2(left, y2), behindAfter, p.vector());
        ExplainDraw.dimension(g, s, behindAfter.plus(new Vec2(0, 22)), aheadBelow.plus(new Vec2(0, 22)), p.text());

        ExplainDraw.labelAt(g, s, box, Tr.f("head moves v = %.1f", f.speed()), aheadBefore.lerp(aheadAfter, 0.5), false, p.target());
        ExplainDraw.labelAt(g, s, box, Tr.f("g + v = %.2f px", f.stretchedGap()), behind.lerp(aheadAfter, 0.5).plus(new Vec2(0, 26)), true, p.text());
        ExplainDraw.labelAt(g, s, box, Tr.f("%s \u00d7 (g + v \u2212 %s) = %.2f", ExplainDraw.num(f.take(), 2), ExplainDraw.num(f.rest(), 2), f.pullMove()),
                new Vec2(left, y2).lerp(behindAfter, 0.5), false, p.vector());
        ExplainDraw.labelAt(g, s, box, Tr.f("g = %.2f px", f.steadyGap()), behindAfter.lerp(aheadBelow, 0.5).plus(new Vec2(0, 26)), true, p.text());
        Draw.keepOut(g, s, box);
    }

    /** How much of the body lies in the box's rows from {@code top}, {@code height} tall: its points, the head counting for ten. */
    private static int bodyIn(SpringBodyWorld w, double top, double height) {
        SpringBody b = w.body();
        int in = 0;
        for (int i = 0; i < b.size(); i++) {
            double y = b.point(i).y();
            if (y >= top && y <= top + height) in += i == 0 ? 10 : 1;
        }
        return in;

    }

    /** The balance of the Explain figure, written with the current numbers (after the lesson's own readouts). */
    static void explainReadouts(Graphics2D g, SpringBodyWorld w, StageStyle s) {
        SpringFixedPoint f = SpringFixedPoint.of(w);
        Color c = s.palette().target();
        String rest = ExplainDraw.num(f.rest(), 2);
        String take = ExplainDraw.num(f.take(), 2);
        // One readout, in place of the steady-gap line: on a small stage every readout row is taken from the picture.
        Draw.readout(g, 0, Tr.f("Explain: steady when %s \u00d7 (g + v \u2212 %s) = v, so g = %s + %.1f \u00d7 %s / %s = %.2f px, body %.2f x rest",
                take, rest, rest, f.speed(), ExplainDraw.num(1 - f.take(), 2), take, f.steadyGap(), f.steadyStretch()), s, c);
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
