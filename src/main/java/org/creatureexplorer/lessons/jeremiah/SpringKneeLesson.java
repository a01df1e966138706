package org.creatureexplorer.lessons.jeremiah;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.util.List;
import org.creatureexplorer.creature.jeremiah.Box;
import org.creatureexplorer.creature.jeremiah.Jeremiah;
import org.creatureexplorer.creature.jeremiah.SpringKnee;
import org.creatureexplorer.creature.jeremiah.WallLeg;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.jeremiah.SpringKneeWorld;

/** Lesson 2.3: legs that grip the walls, the knee on two springs. */
public final class SpringKneeLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }


    public static Lesson<SpringKneeWorld> create() {
        return Lesson.builder("spring-knee", SpringKneeWorld.class)
                .params(SpringKneeWorld.LESSON_PARAMS)
                .world(SpringKneeWorld::new)
                .painter(SpringKneeLesson::paint)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .action(new LessonAction(SpringKneeWorld.BEND_AGAIN, "Bend it again",
                        "Put the knee back 40 px off the hip-foot line, on the side it is on, and watch it settle"))
                .action(new LessonAction(SpringKneeWorld.OUT_OF_REACH, "Out of reach",
                        "Move the foot 80 px beyond the two rest lengths added"))
                .chart(ChartSpec.linear("Spring errors (length - rest)", "error (px)", "hip_spring_error", "foot_spring_error")
                        .withGuide("0", w -> 0))
                .chart(ChartSpec.linear("Steps per second, 16 legs (whole body view)", "steps/s", "steps_per_s").withRange(0.0, null)
                        .withEmptyHint("Set view to whole body and press Play: the 16 legs step there."))
                .scenario(SpringKneeWorld.SCENARIO)
                .pointerHint("Drag the hip or the foot. \"Bend it again\" replays the settling; view \"whole body\" shows all 16 legs on the walls.")
                .build();
    }

    static void paint(Graphics2D g, SpringKneeWorld w, StageStyle s) {
        if (w.wholeBody()) paintBody(g, w, s); else paintLeg(g, w, s);
    }

    /** The single leg: rest circles, the knee's frame-by-frame path, this frame's two moves. */
    static void paintLeg(Graphics2D g, SpringKneeWorld w, StageStyle s) {
        Palette p = s.palette();
        JeremiahDraw.grid(g, 600, 600, 50, 0, s);
        Vec2 hip = w.hip(), foot = w.foot(), knee = w.knee();
        if (s.on(Overlay.CIRCLES)) restCircles(g, w, s, true);
        Vec2 rest = w.restingPlace();
        if (s.on(Overlay.TARGETS) && rest != null) {
            g.setColor(p.accent());
            g.setStroke(s.stroke(3.5));
            Draw.cross(g, rest, s.px(20));
            if (s.on(Overlay.LABELS)) Draw.label(g, Tr.t("settles here"), rest.plus(new Vec2(s.px(18), -s.px(14))), s, 16, p.accent());
        }
        // The leg's lines and discs in one batch (the transform and clip stay as they are).
        Draw.Batch shapes = Draw.batch(g);
        g.setColor(JeremiahDraw.leg(s));
        g.setStroke(s.stroke(5));
        shapes.line(hip, knee);
        shapes.line(knee, foot);
        List<Vec2> path = w.kneePath();
        if (s.on(Overlay.TRAILS)) {
            g.setColor(p.trail());
            for (Vec2 k : path) shapes.disc(k, s.px(4));
        }
        paintKneeMoves(g, w, s);
        g.setColor(p.joint());
        shapes.disc(hip, s.px(13));
        g.setColor(p.handle());
        shapes.disc(hip, s.px(6));
        g.setColor(p.target());
        shapes.disc(foot, s.px(11));
        g.setColor(p.bone());
        shapes.disc(knee, s.px(7));

        if (s.on(Overlay.LABELS)) {
            Vec2 out = foot.minus(hip).directionOr(Vec2.UNIT_X);
            Draw.label(g, Tr.t("hip"), hip.minus(out.times(s.px(28))), s, 20, p.text(), 0.5, 0.4);
            Draw.label(g, Tr.t("foot"), foot.plus(out.times(s.px(34))), s, 20, p.text(), 0.5, 0.4);
            Vec2 kneeOut = knee.minus(hip.lerp(foot, 0.5)).directionOr(out.perp());
            Draw.label(g, Tr.t("knee"), knee.plus(kneeOut.times(s.px(28))), s, 20, p.text(), 0.5, 0.4);
            double d = hip.distanceTo(foot);
            boolean reach = d <= w.hipRest() + w.footRest();
            // Where the knee settles (the lesson's key number, measured from the hip) first, then each spring's error.
            Vec2 settle = rest == null ? null : rest.minus(hip);
            String reachLine = reach
                    ? (settle == null ? Tr.t("the circles meet") : Tr.f("circles meet: knee at (%.1f, %.1f)", settle.x(), settle.y()))
                    : (settle == null ? Tr.t("out of reach") : Tr.f("out of reach: knee at (%.1f, %.1f)", settle.x(), settle.y()));
            JeremiahDraw.lines(g, s, s.px(12), 600 - s.px(40), reach ? p.text() : p.warning(), reachLine);
            JeremiahDraw.lines(g, s, s.px(12), s.px(26), JeremiahDraw.hipSpring(s),
                    Tr.f("hip spring error %s px", JeremiahDraw.signed(w.hipError(), 2)));
            JeremiahDraw.lines(g, s, s.px(12), s.px(54), JeremiahDraw.footSpring(s),
                    Tr.f("foot spring error %s px", JeremiahDraw.signed(w.footError(), 2)));
            JeremiahDraw.lines(g, s, s.px(12), s.px(82), p.text(), Tr.f("hip to foot %.0f px (reach %.0f)", d, w.hipRest() + w.footRest()));
            if (s.on(Overlay.VECTORS)) {
                JeremiahDraw.linesRight(g, s, 600 - s.px(12), s.px(110), p.text(), Tr.t("arrows: the knee's move"));
                JeremiahDraw.linesRight(g, s, 600 - s.px(12), s.px(138), JeremiahDraw.hipSpring(s), Tr.t("from the hip spring"));
                JeremiahDraw.linesRight(g, s, 600 - s.px(12), s.px(166), JeremiahDraw.footSpring(s), Tr.t("from the foot spring"));
            }
        }
    }

    private static void paintKneeMoves(Graphics2D g, SpringKneeWorld w, StageStyle s) {
        Palette p = s.palette();
        List<Vec2> path = w.kneePath();
        if (s.on(Overlay.VECTORS) && path.size() >= 2) {
            g.setColor(p.ghost());
            g.setStroke(s.stroke(2.5));
            for (int i = 1; i < path.size(); i++) {
                if (path.get(i).distanceTo(path.get(i - 1)) > s.px(3)) Draw.arrow(g, path.get(i - 1), path.get(i), s.px(12));
            }
            // This frame's two moves, each from where the knee was.
            Vec2 from = path.get(path.size() - 2);
            SpringKnee.Moves m = w.moves();
            g.setStroke(s.stroke(3));
            if (m.fromHip().length() > s.px(3)) { g.setColor(JeremiahDraw.hipSpring(s)); Draw.arrow(g, from, from.plus(m.fromHip()), s.px(14)); }
            if (m.fromFoot().length() > s.px(3)) { g.setColor(JeremiahDraw.footSpring(s)); Draw.arrow(g, from, from.plus(m.fromFoot()), s.px(14)); }
        }
    }

    static void restCircles(Graphics2D g, SpringKneeWorld w, StageStyle s, boolean labels) {
        g.setStroke(s.dashed(2.5));
        g.setColor(JeremiahDraw.hipSpring(s));
        Draw.circle(g, w.hip(), w.hipRest());
        g.setColor(JeremiahDraw.footSpring(s));
        Draw.circle(g, w.foot(), w.footRest());
        if (labels && s.on(Overlay.LABELS)) {
            Draw.label(g, Tr.f("rest %.0f px", w.hipRest()),
                    w.hip().plus(new Vec2(0, -w.hipRest() - s.px(8))), s, 16, JeremiahDraw.hipSpring(s), 0.5, 0);
            Draw.label(g, Tr.f("rest %.0f px", w.footRest()),
                    w.foot().plus(new Vec2(0, -w.footRest() - s.px(8))), s, 16, JeremiahDraw.footSpring(s), 0.5, 0);
        }
    }

    /** All 16 legs on the moving body; one followed leg in colour with its circles and wall marks. */
    static void paintBody(Graphics2D g, SpringKneeWorld w, StageStyle s) {
        Palette p = s.palette();
        Jeremiah j = w.creature();
        JeremiahDraw.grid(g, 600, 600, 50, 0, s);
        WallLeg followed = w.followedLeg();
        // The legs' marks and the followed leg in one batch (the transform and clip stay as they are).
        Draw.Batch shapes = Draw.batch(g);
        if (s.on(Overlay.TARGETS)) {
            g.setStroke(s.dashed(1.5));
            g.setColor(JeremiahDraw.alpha(p.ghost(), 160));
            for (WallLeg l : j.legs()) shapes.line(l.hip(), l.closest().position());
            g.setColor(p.ghost());
            for (WallLeg l : j.legs()) shapes.disc(l.closest().position(), s.px(4));
            wallMarks(g, followed, s);
        }
        JeremiahDraw.box(g, s);
        if (s.on(Overlay.CIRCLES)) restCircles(g, w, s, false);
        JeremiahDraw.legs(g, j.legs(), s);
        JeremiahDraw.body(g, j.body(), s);
        JeremiahDraw.head(g, j.head().position(), j.head().velocity(), s);
        // The followed leg on top of everything, so it reads even under the body.
        g.setColor(JeremiahDraw.highlight(s));
        g.setStroke(StyleCache.roundStroke(4.5f));
        shapes.line(followed.hip(), followed.knee());
        shapes.line(followed.knee(), followed.foot());
        shapes.disc(followed.foot(), 6.5);
        shapes.disc(followed.hip(), 5);
        if (s.on(Overlay.VECTORS)) {
            SpringKnee.Moves m = followed.lastMoves();
            Vec2 from = followed.knee().minus(m.total());
            g.setStroke(s.stroke(3));
            if (m.fromHip().length() > 0.5) { g.setColor(JeremiahDraw.hipSpring(s)); Draw.arrow(g, from, from.plus(m.fromHip()), s.px(12)); }
            if (m.fromFoot().length() > 0.5) { g.setColor(JeremiahDraw.footSpring(s)); Draw.arrow(g, from, from.plus(m.fromFoot()), s.px(12)); }
        }
        JeremiahDraw.stepFlashes(g, j.legs(), s);
        if (s.on(Overlay.LABELS)) {
            String why = followed.steppedThisFrame() ? Tr.t("red foot just stepped")
                    : Tr.f("red foot: %.0f px along the %s wall (steps past 400)",
                    Math.abs(followed.footSpot().along() - followed.closest().along()), Tr.t(Box.EDGE_NAMES[followed.footSpot().edge()]));
            JeremiahDraw.linesAwayFrom(g, s, j.head().position(), p.text(),
                    Tr.f("steps in the last second: %d", j.stepsPerSecond()),
                    Tr.f("red leg: hip spring %s px, foot spring %s px",
                            JeremiahDraw.signed(followed.hipError(), 1), JeremiahDraw.signed(followed.footError(), 1)),
                    why);
        }
    }

    /** On the followed leg's wall: the closest point, the landing range (200 px either side) and the 400 px step limits. */
    static void wallMarks(Graphics2D g, WallLeg l, StageStyle s) {
        Palette p = s.palette();
        Box.Spot c = l.closest();
        double lo = Box.clampAlong(c.along() - WallLeg.LANDING_RANGE);
        double hi = Box.clampAlong(c.along() + WallLeg.LANDING_RANGE);
        Vec2 inward = CENTRE.minus(Box.position(c.edge(), c.along())).directionOr(Vec2.UNIT_X);
        Vec2 shift = inward.times(s.px(9));
        g.setColor(JeremiahDraw.alpha(p.accent(), 150));
        g.setStroke(new BasicStroke((float) s.px(10), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
        Draw.line(g, Box.position(c.edge(), lo).plus(shift), Box.position(c.edge(), hi).plus(shift));
        g.setStroke(s.stroke(3.5));
        for (double a : new double[] {c.along() - WallLeg.STEP_DISTANCE, c.along() + WallLeg.STEP_DISTANCE}) {
            if (a < 0 || a > Box.SIZE) continue;
            Vec2 at = Box.position(c.edge(), a);
            g.setColor(p.trail());
            Draw.line(g, at, at.plus(inward.times(s.px(26))));
            if (s.on(Overlay.LABELS)) {
                Vec2 labelAt = at.plus(inward.times(s.px(c.edge() == Box.TOP || c.edge() == Box.BOTTOM ? 44 : 32)));
                Draw.label(g, Tr.t("400 px"), labelAt, s, 16, p.trail(), alignOnWall(c.edge(), labelAt), 0.4);
            }
        }
        g.setColor(JeremiahDraw.highlight(s));
        g.setStroke(s.stroke(2));
        Draw.line(g, l.hip(), c.position());
        Draw.disc(g, c.position(), s.px(6));
        if (s.on(Overlay.LABELS)) {
            // Beside the band, inside the box, aligned so the text never runs off the stage.
            Vec2 end = Box.position(c.edge(), hi < Box.SIZE - 60 ? hi : lo);
            Vec2 labelAt = end.plus(inward.times(s.px(c.edge() == Box.TOP || c.edge() == Box.BOTTOM ? 40 : 22)));
            Draw.label(g, Tr.t("lands within 200 px"), labelAt, s, 16, p.accent(), alignOnWall(c.edge(), labelAt), 0.4);
        }
    }

    /** Horizontal alignment for a label by a wall: away from the left and right walls, and from the corners. */
    static double alignOnWall(int edge, Vec2 at) {
        if (edge == Box.LEFT) return 0;
        if (edge == Box.RIGHT) return 1;
        return at.x() < Box.SIZE / 3 ? 0 : at.x() > 2 * Box.SIZE / 3 ? 1 : 0.5;
    }

    private static final Vec2 CENTRE = new Vec2(Box.SIZE / 2, Box.SIZE / 2);
}
