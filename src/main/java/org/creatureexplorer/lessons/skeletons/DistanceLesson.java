package org.creatureexplorer.lessons.skeletons;

import java.awt.Color;
import java.awt.Graphics2D;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.DistanceWorld;

/** Lesson 1.1: one rule, the distance constraint. */
public final class DistanceLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<DistanceWorld> create() {
        return Lesson.builder("distance", DistanceWorld.class)
                .params(DistanceWorld.PARAMS)
                .world(DistanceWorld::new)
                .painter(DistanceLesson::paint)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.TRAILS, false)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Distance from the anchor", "distance (px)", "distance_before", "distance_after")
                        .withRoles(Palette.Role.BEFORE, Palette.Role.AFTER)
                        .withGuide("L", w -> ((DistanceWorld) w).length()))
                .chart(ChartSpec.linear("Correction this tick", "correction (px)", "correction"))
                .scenario(DistanceWorld.SCENARIO)
                .description("A point P joined to an anchor A by a link of fixed length. The anchor glides along a slow "
                        + "figure-eight; each tick P is moved straight toward or away from A until it is exactly L away. "
                        + "A dashed circle of radius L surrounds A; a grey ring marks where P was before the fix and an "
                        + "orange arrow shows the correction.")
                .pointerHint("Drag A (the anchor) or P (the point). Let go and the anchor drifts back to its path.")
                .build();
    }

    /**
     * True between a drag and the next tick: P (or A) has moved and the fix has not run, so
     * |P - A| is not L yet. The stage says so instead of calling the distance "after the fix".
     */
    static boolean fixPending(DistanceWorld w) {
        return Math.abs(w.point().distanceTo(w.anchor()) - w.length()) > 1e-6;
    }

    static void paint(Graphics2D g, DistanceWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        Vec2 a = w.anchor();
        Vec2 pt = w.point();
        Vec2 before = w.before();
        boolean pending = fixPending(w);

        if (s.on(Overlay.TRAILS)) {
            g.setStroke(s.stroke(3));
            Draw.trail(g, w.trail(), p.trail());
        }
        if (s.on(Overlay.CIRCLES)) {
            // The circle of radius L: where the fix puts P, so it wears the "after" colour.
            g.setColor(p.after());
            g.setStroke(s.dashed(2.5));
            Draw.circle(g, a, w.length());
            // The radius itself, drawn away from the link, is what "L" names.
            g.setStroke(s.stroke(2));
            Draw.line(g, a, a.plus(radiusDirection(w).times(w.length())));
        }
        if (s.on(Overlay.BONES)) {
            g.setColor(p.bone());
            // A link stretched or squashed by a drag is not L long: drawn dashed until the fix runs.
            g.setStroke(pending ? s.dashed(3) : s.stroke(5));
            Draw.line(g, a, pt);
        }
        double correction = before.distanceTo(pt);
        if (s.on(Overlay.VECTORS) && correction > 0.05) {
            g.setColor(p.before());
            g.setStroke(s.stroke(2.5));
            Draw.circle(g, before, s.px(10));
            g.setColor(p.after());
            g.setStroke(s.stroke(3.5));
            Draw.arrow(g, before, pt, s.px(16));
        }
        // Handles: the anchor as a ring, the point as a filled disc.
        g.setColor(p.joint());
        Draw.disc(g, a, s.px(13));
        g.setColor(p.handle());
        Draw.disc(g, a, s.px(6));
        g.setColor(w.pointHeld() ? p.ghost() : p.target());
        Draw.disc(g, pt, s.px(11));

        labels(g, w, s);
    }

    /** The radius L is drawn at right angles to the link, on the upper side, so it never lies on it. */
    private static Vec2 radiusDirection(DistanceWorld w) {
        Vec2 side = w.point().minus(w.anchor()).directionOr(Vec2.UNIT_X).perp();
        return side.y() > 0 ? side.times(-1) : side;
    }

    /** The names A and P, the radius L, the fix and the two readouts. */
    private static void labels(Graphics2D g, DistanceWorld w, StageStyle s) {
        Palette p = s.palette();
        Vec2 a = w.anchor();
        Vec2 pt = w.point();
        Vec2 before = w.before();
        double correction = before.distanceTo(pt);
        boolean pending = fixPending(w);
        if (s.on(Overlay.LABELS)) {
            Color ink = p.text();
            Draw.keepOut(g, s, a, 14);
            Draw.keepOut(g, s, pt, 12);
            // Names sit on the far side of each end, away from the link.
            Vec2 out = pt.minus(a).directionOr(new Vec2(-1, 0));
            Draw.label(g, "A", a.minus(out.times(s.px(26 * s.textScale()))), s, 22, ink, 0.5, 0.4);
            Draw.label(g, "P", pt.plus(out.times(s.px(26 * s.textScale()))), s, 22, ink, 0.5, 0.4);
            if (s.on(Overlay.CIRCLES)) {
                Vec2 end = a.plus(radiusDirection(w).times(w.length()));
                Draw.labelNear(g, Tr.f("L = %.0f px", w.length()), a.lerp(end, 0.5), 6, s, 18, p.after());
            }
            if (s.on(Overlay.VECTORS) && correction > 0.05) {
                Draw.labelNear(g, Tr.f("fix %.1f px", correction), before.lerp(pt, 0.5), 10, s, 16, p.after());
            }
            if (pending) {
                Draw.readout(g, 0, Tr.f("|P - A| now: %.2f px, not L: the fix has not run yet", pt.distanceTo(a)), s, p.before());
                Draw.readout(g, 1, Tr.t("|P - A| after the fix: the next tick (step or play)"), s, p.after());
            } else if (w.tick() == 0) {
                // No fix has run yet: the stage leaves the prediction to the first tick instead of answering it.
                Draw.readout(g, 0, Tr.t("|P - A| before the fix: the first tick (step or play)"), s, p.before());
                Draw.readout(g, 1, Tr.t("|P - A| after the fix: the first tick (step or play)"), s, p.after());
            } else {
                Draw.readout(g, 0, Tr.f("|P - A| before the fix: %.2f px", before.distanceTo(a)), s, p.before());
                Draw.readout(g, 1, Tr.f("|P - A| after the fix:  %.2f px", pt.distanceTo(a)), s, p.after());
            }
        }
    }
}
