package org.creatureexplorer.lessons.jeremiah;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.Locale;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.ExplainDraw;
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
                .overlay(Overlay.EXPLAIN, false)
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
        // The figure first: its labels are placed before the others, which then stay off it.
        if (s.on(Overlay.EXPLAIN)) paintExplain(g, w, s);
        AffineTransform saved = g.getTransform();
        g.translate(-cam, 0);
        Vec2 head = w.head();
        Feeler f = w.followed();
        // The feeler's lines, discs and circles in one batch, made under the camera's shift.
        Draw.Batch shapes = Draw.batch(g);

        if (w.all()) {
            JeremiahDraw.feelers(g, w.feelers().subList(1, w.feelers().size()), head, JeremiahDraw.alpha(JeremiahDraw.feeler(s), 150), 1.6f);
        }
        if (s.on(Overlay.TARGETS)) {
            // Each point's balance spot (drift / pull beyond the point ahead), and the whole feeler at rest.
            g.setColor(p.accent());
            g.setStroke(s.stroke(2));
            for (int i = 0; i < f.size(); i++) {
                Vec2 ahead = i == 0 ? head : f.point(i - 1);
                shapes.circle(f.equilibrium(ahead), s.px(6));
            }
            Vec2 restTip = head.plus(f.drift().times(f.size() / f.pull()));
            g.setStroke(s.dashed(2));
            g.setColor(JeremiahDraw.alpha(p.accent(), 170));
            shapes.line(head, restTip);
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
        for (int i = 1; i < pts.length; i++) shapes.line(pts[i - 1], pts[i]);
        if (s.on(Overlay.BONES)) {
            g.setColor(p.joint());
            for (int i = 1; i < pts.length; i++) shapes.disc(pts[i], s.px(5));
        }
        paintArrows(g, w, s);
        JeremiahDraw.head(g, head, w.headSpeed() > 0 ? new Vec2(1, 0) : f.drift().times(-1), s);
        g.setTransform(saved);

        // Explain's line first: with Explain on, it is what the teacher points at (the stage shows the first readouts).
        if (s.on(Overlay.EXPLAIN)) explainReadouts(g, w, s);
        paintLabels(g, w, s);
    }

    /**
     * The numbers of the Explain figure: the middle point of the followed feeler and the point
     * ahead of it. Each tick the pull takes back pull x D of the gap D and the drift adds d, so
     * the gap rests where pull x D = d: D = d / pull (10 d at pull 0.1), the tip at
     * points x D from the head.
     */
    record FeelerBalance(double pull, double drift, int point, double gapNow, double pullNow, double balanceGap,
                         double tipAtRest, double tipNow) {
        static FeelerBalance of(FeelerWorld w) {
            Feeler f = w.followed();
            int i = f.size() / 2;
            double gap = f.gap(i, w.head());
            double d = f.drift().length();
            return new FeelerBalance(f.pull(), d, i, gap, f.pull() * gap, d / f.pull(), f.size() * d / f.pull(),
                    f.tip().distanceTo(w.head()));
        }
    }

    /**
     * One gap magnified: the point ahead, the point, the gap D between them, and at the point
     * the two moves of a tick, the pull (pull x D, back toward the point ahead) and the drift d
     * (away), drawn to one scale: they are equal when the gap is D = d / pull.
     */
    static void paintExplain(Graphics2D g, FeelerWorld w, StageStyle s) {
        Palette p = s.palette();
        FeelerBalance b = FeelerBalance.of(w);
        double size = FeelerWorld.STAGE;
        // The half away from the feeler: the drift points into one half, the figure takes the other.
        Vec2 d = w.followed().drift();
        boolean top = d.y() > 0.2;
        Rectangle2D box = new Rectangle2D.Double(8, top ? 8 : size * 0.56, size - 16, size * 0.44 - 8);
        ExplainDraw.panel(g, s, box);
        double left = box.getX() + 24;
        double right = box.getMaxX() - 24;
        double y = box.getY() + box.getHeight() * 0.42;
        double span = Math.max(b.gapNow(), 1e-9);
        double k = (right - left) * 0.62 / span; // stage px per model px
        Vec2 ahead = new Vec2(left, y);
        Vec2 point = new Vec2(left + b.gapNow() * k, y);
        // The moves of a tick, drawn to one scale (the larger a third of the drawn gap).
        double moves = Math.max(b.pullNow(), b.drift());
        double arrowK = moves > 0 ? (point.x() - ahead.x()) * 0.33 / moves : 0;
        double dot = s.px(7);
        g.setColor(p.bone());
        g.setStroke(s.stroke(3));
        Draw.line(g, ahead, point);
        g.setColor(p.joint());
        Draw.disc(g, ahead, dot);
        Draw.disc(g, point, dot);
        Vec2 lift = new Vec2(0, -s.px(14));
        ExplainDraw.arrow(g, s, point.plus(lift), point.plus(lift).plus(new Vec2(-b.pullNow() * arrowK, 0)), JeremiahDraw.pull(s));
        ExplainDraw.arrow(g, s, point.minus(lift), point.minus(lift).plus(new Vec2(b.drift() * arrowK, 0)), JeremiahDraw.push(s));
        ExplainDraw.dimension(g, s, ahead.plus(new Vec2(0, 34)), point.plus(new Vec2(0, 34)), p.text());

        ExplainDraw.labelAt(g, s, box, Tr.f("gap D = %.2f px", b.gapNow()), ahead.lerp(point, 0.5).plus(new Vec2(0, 38)), true, p.text());
        ExplainDraw.label(g, s, box, Tr.f("pull %s \u00d7 D = %.2f", ExplainDraw.num(b.pull(), 2), b.pullNow()),
                point.plus(lift).plus(new Vec2(-b.pullNow() * arrowK - s.px(8), 0)), 1, 0.1, JeremiahDraw.pull(s));
        ExplainDraw.label(g, s, box, Tr.f("drift d = %.2f", b.drift()), point.minus(lift).plus(new Vec2(b.drift() * arrowK + s.px(8), 0)),
                0, 0.8, JeremiahDraw.push(s));
        ExplainDraw.label(g, s, box, Tr.f("point %d", b.point() + 1), point.plus(new Vec2(0, -s.px(34))), 0.5, 0, p.text());
        Draw.keepOut(g, s, box);
    }

    /** The balance with the current numbers, in the readouts. */
    static void explainReadouts(Graphics2D g, FeelerWorld w, StageStyle s) {
        FeelerBalance b = FeelerBalance.of(w);
        Color c = s.palette().target();
        String pull = ExplainDraw.num(b.pull(), 2);
        // One line: the lesson's own readouts already state the balance in words; the figure shows D now.
        // The figure shows d and the pull's move: the line keeps the balance and what follows from it.
        Draw.readout(g, 0, Tr.f("Explain: rests when %s \u00d7 D = d \u2192 D = %s d = %.2f px; tip %d \u00d7 D = %.1f px",
                pull, ExplainDraw.num(1 / b.pull(), 2), b.balanceGap(), w.followed().size(), b.tipAtRest()), s, c);
    }

    private static void paintLabels(Graphics2D g, FeelerWorld w, StageStyle s) {
        Palette p = s.palette();
        double size = FeelerWorld.STAGE;
        Vec2 head = w.head();
        Feeler f = w.followed();
        if (s.on(Overlay.LABELS)) {
            double d = f.drift().length();
            double tipDistance = f.tip().distanceTo(head);
            // The balance first (every gap settles where the pull equals the drift), then the tip, then the drift itself.
            if (!s.on(Overlay.EXPLAIN)) {
                JeremiahDraw.lines(g, s, s.px(12), s.px(26), p.text(), Tr.f("gap %.1f px = |d| / %.2f", d / f.pull(), f.pull()));
            }
            JeremiahDraw.lines(g, s, s.px(12), size - s.px(68), p.text(), Tr.f("tip %.1f px from the head", tipDistance));
            JeremiahDraw.lines(g, s, s.px(12), s.px(54), p.text(),
                    Tr.f("drift d = (%.2f, %.2f) px/tick", f.drift().x(), f.drift().y()),
                    Tr.f("head %.1f px/tick", w.headSpeed()));
            if (s.on(Overlay.VECTORS) && s.on(Overlay.EXPLAIN)) {
                // The figure's arrows, labelled, say which colour is the pull and which the drift: one line keeps the scale.
                JeremiahDraw.linesRight(g, s, size - s.px(12), size - s.px(40), p.text(), Tr.f("arrows drawn x%.0f", ARROW_SCALE));
            } else if (s.on(Overlay.VECTORS)) {
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
