package org.creatureexplorer.lessons.jeremiah;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.jeremiah.FeelerWorld;

/** Lesson 2.4: feelers and their equilibrium. */
public final class FeelerLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    /** Pull and push arrows are drawn this many times their length (they are about 1 px). */
    static final double ARROW_SCALE = 8;

    public static Lesson<FeelerWorld> create() {
        return Lesson.builder("feeler", FeelerWorld.class)
                .params(FeelerWorld.LESSON_PARAMS)
                .world(FeelerWorld::new)
                .painter(FeelerLesson::paint)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Gap / drift, per point", "gap / |drift|", "gap_over_drift_first", "gap_over_drift_mid",
                                "gap_over_drift_last", "mean_gap_over_drift")
                        .withRange(0.0, null)
                        .withGuide("predicted 1 / pull", w -> ((FeelerWorld) w).predictedRatio()))
                .chart(ChartSpec.linear("Lag behind the point ahead (head moving)", "lag (ticks)", "lag_first", "lag_mid", "lag_last")
                        .withRange(0.0, null)
                        .withEmptyHint("Set head speed above 0: a still head leaves nothing to lag behind.")
                        .withGuide("predicted 1 / pull", w -> ((FeelerWorld) w).predictedRatio()))
                .chart(ChartSpec.linear("Tip's distance from the head", "distance (px)", "tip_distance")
                        .withRange(0.0, null)
                        .withGuide("head still: points x |drift| / pull", w -> ((FeelerWorld) w).predictedTipDistance()))
                .scenario(FeelerWorld.SCENARIO)
                .pointerHint("Drag the head (while head speed is 0), or set a head speed: the feeler sweeps back behind it.")
                .build();
    }

    static void paint(Graphics2D g, FeelerWorld w, StageStyle s) {
        Palette p = s.palette();
        double cam = w.camera();
        double size = FeelerWorld.STAGE;
        JeremiahDraw.grid(g, size, size, 20, cam, s);
        AffineTransform saved = g.getTransform();
        g.translate(-cam, 0);
        Vec2 head = w.head();
        Feeler f = w.followed();

        if (w.all()) {
            JeremiahDraw.feelers(g, w.feelers().subList(1, w.feelers().size()), head, JeremiahDraw.alpha(JeremiahDraw.feeler(s), 150), 1.6f);
        }
        if (s.on(Overlay.TARGETS)) {
            // Each point's balance spot (drift / pull beyond the point ahead), and the whole feeler at rest.
            g.setColor(p.accent());
            g.setStroke(s.stroke(2));
            for (int i = 0; i < f.size(); i++) {
                Vec2 ahead = i == 0 ? head : f.point(i - 1);
                Draw.circle(g, f.equilibrium(ahead), s.px(6));
            }
            Vec2 restTip = head.plus(f.drift().times(f.size() / f.pull()));
            g.setStroke(s.dashed(2));
            g.setColor(JeremiahDraw.alpha(p.accent(), 170));
            Draw.line(g, head, restTip);
            g.setStroke(s.stroke(3.5));
            g.setColor(p.accent());
            Draw.cross(g, restTip, s.px(18));
            if (s.on(Overlay.LABELS) && f.drift().length() > 0 && w.headSpeed() == 0) {
                Draw.label(g, Tr.f("tip at rest: %d x %.1f px", f.size(), f.drift().length() / f.pull()),
                        restTip.plus(f.drift().directionOr(Vec2.UNIT_X).perp().times(s.px(30))), s, 16, p.accent(), 0.5, 0.4);
            }
        }
        Vec2[] pts = JeremiahDraw.feelerPoints(f, head);
        g.setColor(w.all() ? JeremiahDraw.highlight(s) : p.bone());
        g.setStroke(s.stroke(3.5));
        for (int i = 1; i < pts.length; i++) Draw.line(g, pts[i - 1], pts[i]);
        if (s.on(Overlay.BONES)) {
            g.setColor(p.joint());
            for (int i = 1; i < pts.length; i++) Draw.disc(g, pts[i], s.px(5));
        }
        paintArrows(g, w, s);
        JeremiahDraw.head(g, head, w.headSpeed() > 0 ? new Vec2(1, 0) : f.drift().times(-1), s);
        g.setTransform(saved);

        paintLabels(g, w, s);
    }

    private static void paintLabels(Graphics2D g, FeelerWorld w, StageStyle s) {
        Palette p = s.palette();
        double size = FeelerWorld.STAGE;
        Vec2 head = w.head();
        Feeler f = w.followed();
        if (s.on(Overlay.LABELS)) {
            double d = f.drift().length();
            JeremiahDraw.lines(g, s, s.px(12), s.px(26), p.text(),
                    Tr.f("drift d = (%.2f, %.2f) px/tick, |d| = %.2f", f.drift().x(), f.drift().y(), d),
                    Tr.f("balance: %.2f x gap = |d|  ->  gap = %.1f px", f.pull(), d / f.pull()));
            double tipDistance = f.tip().distanceTo(head);
            JeremiahDraw.lines(g, s, s.px(12), size - s.px(68), p.text(),
                    Tr.f("tip %.1f px from the head", tipDistance),
                    Tr.f("head %.1f px/tick", w.headSpeed()));
            if (s.on(Overlay.VECTORS)) {
                JeremiahDraw.linesRight(g, s, size - s.px(12), size - s.px(68), JeremiahDraw.pull(s), Tr.f("pull (x%.0f)", ARROW_SCALE));
                JeremiahDraw.linesRight(g, s, size - s.px(12), size - s.px(40), JeremiahDraw.push(s), Tr.f("push: drift (x%.0f)", ARROW_SCALE));
            }
            if (d == 0) {
                JeremiahDraw.lines(g, s, s.px(12), s.px(82), p.warning(), Tr.t("no drift: the pull alone folds the feeler onto the head"));
            }
        }
    }

    /** The arrows of the two rules: the pull toward the point ahead and the drift. */
    private static void paintArrows(Graphics2D g, FeelerWorld w, StageStyle s) {
        Vec2 head = w.head();
        Feeler f = w.followed();
        Vec2[] pts = JeremiahDraw.feelerPoints(f, head);
        if (s.on(Overlay.VECTORS)) {
            // At each point: the pull it feels now (0.1 x gap toward the point ahead) and the push (the drift),
            // drawn just to either side of the feeler so they do not hide it or each other.
            for (int i = 1; i < pts.length; i++) {
                Vec2 pt = pts[i];
                Vec2 side = pt.minus(pts[i - 1]).directionOr(f.drift().directionOr(Vec2.UNIT_X)).perp().times(s.px(7));
                Vec2 pull = pts[i - 1].minus(pt).times(f.pull() * ARROW_SCALE);
                Vec2 push = f.drift().times(ARROW_SCALE);
                g.setStroke(s.stroke(2.5));
                g.setColor(JeremiahDraw.pull(s));
                Draw.arrow(g, pt.minus(side), pt.minus(side).plus(pull), s.px(9));
                g.setColor(JeremiahDraw.push(s));
                Draw.arrow(g, pt.plus(side), pt.plus(side).plus(push), s.px(9));
            }
        }
    }
}
