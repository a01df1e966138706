package org.creatureexplorer.lessons.jeremiah;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import org.creatureexplorer.creature.jeremiah.NoiseOrbitHead;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.jeremiah.HeadOrbitWorld;
import org.creatureexplorer.i18n.QuickFormat;

/** Lesson 2.1: Jeremiah's head on its noise orbit. */
public final class HeadOrbitLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<HeadOrbitWorld> create() {
        return Lesson.builder("head-orbit", HeadOrbitWorld.class)
                .params(HeadOrbitWorld.PARAMS)
                .world(HeadOrbitWorld::new)
                .painter(HeadOrbitLesson::paint)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Noise value n", "n", "noise").withRange(0.0, 1.0)
                        .withGuide("0.5: turning stops", w -> 0.5))
                .chart(ChartSpec.linear("Distance from the centre", "distance (px)", "radius").withRange(0.0, 320.0)
                        .withGuide("50 px", w -> NoiseOrbitHead.NEAR).withGuide("300 px", w -> NoiseOrbitHead.FAR))
                .chart(ChartSpec.linear("Turning speed (+ clockwise)", "turn (rad/tick)", "turn_rate")
                        .withGuide("0", w -> 0))
                .chart(ChartSpec.linear("Head speed", "speed (px/tick)", "head_speed").withRange(0.0, null))
                .scenario(HeadOrbitWorld.SCENARIO)
                .wantsPointerPress()
                .pointerHint("Hold the mouse button down on the stage: the mouse-held rule (turning x 2, distance 200 to 300 px). Let go to return.")
                .build();
    }

    static void paint(Graphics2D g, HeadOrbitWorld w, StageStyle s) {
        Palette p = s.palette();
        NoiseOrbitHead h = w.head();
        JeremiahDraw.grid(g, 600, 600, 50, 0, s);
        JeremiahDraw.box(g, s);
        Vec2 c = NoiseOrbitHead.CENTRE;
        Vec2 head = h.position();

        paintCircles(g, w, s);
        if (s.on(Overlay.TRAILS)) {
            g.setStroke(s.stroke(3.5));
            Draw.trail(g, w.trail(), p.trail());
        }
        if (s.on(Overlay.VECTORS)) {
            g.setColor(p.ghost());
            g.setStroke(s.dashed(2));
            Draw.line(g, c, head);
            Vec2 v = h.velocity();
            if (v.length() > 1e-6) {
                g.setColor(p.vector());
                g.setStroke(s.stroke(3.5));
                Draw.arrow(g, head, head.plus(v.times(6)), s.px(16));
                if (s.on(Overlay.LABELS)) {
                    Draw.label(g, Tr.f("%.1f px/tick (arrow x6)", h.speed()),
                            head.plus(v.times(6)).plus(new Vec2(s.px(8), s.px(-10))), s, 16, p.vector());
                }
            }
        }
        JeremiahDraw.head(g, head, h.velocity(), s);

        if (s.on(Overlay.LABELS)) {
            double rate = h.turnRate();
            String dir = Math.abs(rate) < 1e-4 ? Tr.t("stopped") : rate > 0 ? Tr.t("clockwise") : Tr.t("counter-clockwise");
            double held = w.held() ? 2 : 1;
            double rimMax = NoiseOrbitHead.FAR * NoiseOrbitHead.TURN_MAX * held * NoiseOrbitHead.turnScale(1);
            double distance = h.position().distanceTo(c);
            // The lesson's key number first: speed = distance x turning, now and at its largest (the rim).
            if (w.held()) Draw.readout(g, 0, Tr.t("MOUSE HELD: turning x2, 200-300 px"), s, p.target());
            Draw.readout(g, 1, Tr.f("speed %.0f \u00d7 %.4f = %.1f px/tick", distance, Math.abs(rate), distance * Math.abs(rate)), s, p.vector());
            JeremiahDraw.lines(g, s, s.px(12), s.px(26), p.text(),
                    Tr.f("distance %.0f px", distance),
                    Tr.f("turning %+.4f rad/tick", rate),
                    QuickFormat.format("n = %.3f", h.noise()),
                    dir);
            Draw.readout(g, 6, Tr.f("at most %.0f px/tick at the rim", rimMax), s, p.vector());
            gauge(g, w, s);
        }
    }

    private static void paintCircles(Graphics2D g, HeadOrbitWorld w, StageStyle s) {
        Palette p = s.palette();
        Vec2 c = NoiseOrbitHead.CENTRE;
        if (s.on(Overlay.CIRCLES)) {
            g.setStroke(s.dashed(2.5));
            g.setColor(p.circle());
            Draw.Batch rings = Draw.batch(g);
            rings.circle(c, NoiseOrbitHead.NEAR);
            rings.circle(c, NoiseOrbitHead.FAR);
            if (w.held()) {
                g.setColor(p.target());
                rings.circle(c, NoiseOrbitHead.HELD_NEAR);
            }
            g.setColor(p.ghost());
            g.setStroke(s.stroke(2));
            Draw.cross(g, c, s.px(14));
            if (s.on(Overlay.LABELS)) {
                Draw.label(g, Tr.t("50 px"), c.plus(new Vec2(0, -NoiseOrbitHead.NEAR - s.px(8))), s, 16, p.circle(), 0.5, 0);
                Draw.label(g, Tr.t("300 px"), c.plus(Vec2.polar(NoiseOrbitHead.FAR - s.px(10), -Math.PI / 4)), s, 16, p.circle(), 1, 0.5);
                if (w.held()) {
                    Draw.label(g, Tr.t("200 px (held)"), c.plus(new Vec2(0, NoiseOrbitHead.HELD_NEAR + s.px(22))), s, 16, p.target(), 0.5, 0);
                }
            }
        }
    }

    /** A horizontal gauge of n in the top-right corner: where it is against 0.5 and the two extremes. */
    static void gauge(Graphics2D g, HeadOrbitWorld w, StageStyle s) {
        Palette p = s.palette();
        double x0 = 600 - s.px(230), x1 = 600 - s.px(14), y = s.px(44), hgt = s.px(14);
        g.setColor(JeremiahDraw.alpha(p.circle(), 40));
        g.fill(new Rectangle2D.Double(x0, y - hgt / 2, x1 - x0, hgt));
        g.setColor(p.circle());
        g.setStroke(new BasicStroke((float) s.px(1.5)));
        g.draw(new Rectangle2D.Double(x0, y - hgt / 2, x1 - x0, hgt));
        double mid = (x0 + x1) / 2;
        g.setColor(p.bone());
        g.setStroke(s.stroke(2.5));
        g.draw(new Line2D.Double(mid, y - hgt, mid, y + hgt));
        double nx = x0 + (x1 - x0) * w.head().noise();
        g.setColor(p.target());
        g.fill(new Rectangle2D.Double(Math.min(mid, nx), y - hgt / 2 + s.px(2), Math.abs(nx - mid), hgt - s.px(4)));
        Draw.disc(g, new Vec2(nx, y), s.px(7));
        Color ink = p.text();
        Draw.label(g, "0", new Vec2(x0, y - s.px(12)), s, 14, ink, 0.5, 0);
        Draw.label(g, "0.5", new Vec2(mid, y - s.px(14)), s, 14, ink, 0.5, 0);
        Draw.label(g, "1", new Vec2(x1, y - s.px(12)), s, 14, ink, 0.5, 0);
        Draw.label(g, Tr.t("far, CCW"), new Vec2(x0, y + s.px(28)), s, 14, ink);
        Draw.label(g, Tr.t("near, CW"), new Vec2(x1, y + s.px(28)), s, 14, ink, 1, 0);
    }
}
