package org.creatureexplorer.lessons.gallery;

import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.util.Locale;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.gallery.OctopusWorld;
import org.creatureexplorer.i18n.QuickFormat;
import org.creatureexplorer.i18n.Tr;

/** Lesson 5.6: the octopus, seven FABRIK tentacles warm-started every tick. */
public final class OctopusLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<OctopusWorld> create() {
        return Lesson.builder("octopus", OctopusWorld.class)
                .creature(OctopusLesson::creature, 280, 175, true)
                .params(OctopusWorld.PARAMS)
                .world(OctopusWorld::new)
                .painter(new Flesh()::paint)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.CIRCLES, false)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, false)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Tips within 1 px of their points", "tips (of 7)", "tips_within_1px").withRange(0.0, 7.0))
                .chart(ChartSpec.log("Tip error: worst and mean", "tip error (px, log)", 1e-6, 1e3, "max_tip_error", "mean_tip_error")
                        .withGuide("1 px", w -> OctopusWorld.ON_POINT))
                .chart(ChartSpec.log("Largest gap error after any pass", "gap error (px, log)", 1e-16, 100, "max_gap_error"))
                .scenario(OctopusWorld.SCENARIO)
                .followsPointer()
                .description("An octopus: a round body with seven tentacles of twelve joints. Each tentacle reaches for its "
                        + "own small cross, the crosses spread in a fan around a red target that traces a figure-eight, "
                        + "each swaying on its own.")
                .pointerHint("Move the pointer over the stage: the octopus reaches for it. Try 1 iteration per tick, then 16.")
                .build();
    }

    /**
     * The tentacles' outlines built into one path and arrays kept from frame to frame (the
     * paint is the lesson's, under this lock): before, four arrays, a path and some forty
     * vectors per tentacle per frame.
     */
    static final class Flesh {
        private final Path2D.Double outline = new Path2D.Double(Path2D.WIND_NON_ZERO, 2 * OctopusWorld.JOINTS + 4);
        private final double[] lx = new double[OctopusWorld.JOINTS], ly = new double[OctopusWorld.JOINTS];
        private final double[] rx = new double[OctopusWorld.JOINTS], ry = new double[OctopusWorld.JOINTS];

        synchronized void paint(Graphics2D g, OctopusWorld w, StageStyle s) { OctopusLesson.paint(g, w, s, this); }

        /**
         * A tentacle's flesh: 9 px wide at the root tapering to a quarter of that at the tip, as a
         * closed outline (down one side, round the tip, back up the other); null if a joint is not
         * finite. The arithmetic of the Vec2 version it replaced, step for step, so the same doubles.
         */
        Path2D.Double outline(Fabrik f) {
            int n = f.size();
            double tipUx = 0, tipUy = 0; // the unit direction of the last bone, reused for the rounded tip
            for (int j = 0; j < n; j++) {
                double x = f.jointX(j), y = f.jointY(j);
                if (!Double.isFinite(x) || !Double.isFinite(y)) return null;
                // The direction along the tentacle here: the bone after the joint, the last bone at the tip.
                double ax = j < n - 1 ? f.jointX(j + 1) - x : x - f.jointX(j - 1);
                double ay = j < n - 1 ? f.jointY(j + 1) - y : y - f.jointY(j - 1);
                double len = Vec2.norm(ax, ay);
                if (len > 0 && Double.isFinite(len)) {
                    ax = ax / len;
                    ay = ay / len;
                } else {
                    ax = Vec2.UNIT_X.x();
                    ay = Vec2.UNIT_X.y();
                }
                tipUx = ax;
                tipUy = ay;
                double half = 4.5 * (1 - 0.75 * j / (n - 1.0));
                double sx = -ay * half, sy = ax * half;
                lx[j] = x + sx;
                ly[j] = y + sy;
                rx[j] = x - sx;
                ry[j] = y - sy;
            }
            outline.reset();
            outline.moveTo(lx[0], ly[0]);
            for (int j = 1; j < n; j++) outline.lineTo(lx[j], ly[j]);
            double tipX = f.jointX(n - 1), tipY = f.jointY(n - 1);
            // The loop's last pass worked out the last bone's direction (tip minus the joint before it).
            double bx = tipUx * (4.5 * 0.25);
            double by = tipUy * (4.5 * 0.25);
            outline.quadTo(tipX + 2 * bx, tipY + 2 * by, rx[n - 1], ry[n - 1]);
            for (int j = n - 2; j >= 0; j--) outline.lineTo(rx[j], ry[j]);
            outline.closePath();
            return outline;
        }
    }

    static void paint(Graphics2D g, OctopusWorld w, StageStyle s, Flesh tentacles) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.circle());
            g.setStroke(s.dashed(1.5));
            Draw.Batch rings = Draw.batch(g);
            for (int k = 0; k < OctopusWorld.TENTACLES; k++) rings.circle(w.tentacle(k).anchor(), OctopusWorld.REACH);
        }
        if (s.on(Overlay.TRAILS)) paintPasses(g, w, s, p);
        // Tentacles: flesh tapering to the tip, then the body on top of their roots. Each is one
        // outline (its 1 px edge and a fill), not a stroke per bone: 2 shapes a tentacle instead of 22.
        g.setStroke(s.stroke(2));
        for (int k = 0; k < OctopusWorld.TENTACLES; k++) {
            Path2D.Double flesh = tentacles.outline(w.tentacle(k));
            if (flesh == null) continue;
            // The edge, then the flesh over it. (A fill in the edge colour first, as before, is covered
            // by these two except on a few hundred edge pixels, by one grey level: a fill a tentacle saved.)
            g.setColor(p.bodyEdge());
            g.draw(flesh);
            g.setColor(p.body());
            g.fill(flesh);
        }
        // The body, eyes and bones in one batch (some 150 shapes with bones on): the transform and clip stay as they are.
        Draw.Batch shapes = Draw.batch(g);
        g.setColor(p.bodyEdge());
        shapes.disc(w.body(), OctopusWorld.BODY_RADIUS + s.px(2));
        g.setColor(p.body());
        shapes.disc(w.body(), OctopusWorld.BODY_RADIUS);
        Vec2 ahead = Vec2.polar(1, w.facing());
        g.setColor(p.bone());
        shapes.disc(w.body().plus(ahead.times(8)).plus(ahead.perp().times(7)), 3);
        shapes.disc(w.body().plus(ahead.times(8)).minus(ahead.perp().times(7)), 3);
        if (s.on(Overlay.BONES)) {
            g.setStroke(s.stroke(2));
            for (int k = 0; k < OctopusWorld.TENTACLES; k++) {
                Fabrik f = w.tentacle(k);
                Vec2[] joints = new Vec2[f.size()]; // each joint asked of the chain once: joint(i) makes a new vector
                for (int i = 0; i < joints.length; i++) joints[i] = f.joint(i);
                g.setColor(p.bone());
                for (int j = 1; j < f.size(); j++) shapes.line(joints[j - 1], joints[j]);
                g.setColor(p.joint());
                for (int j = 0; j < f.size(); j++) shapes.disc(joints[j], s.px(2.5));
            }
        }
        if (s.on(Overlay.TARGETS)) paintFan(g, w, s, p);
        if (s.on(Overlay.LABELS)) paintLabels(g, w, s, p);
    }

    /** The fan of tip points: a small cross each, green when its tip is within 1 px, with a line from a tip that missed. */
    private static void paintFan(Graphics2D g, OctopusWorld w, StageStyle s, Palette p) {
        Draw.Batch misses = Draw.batch(g);
        for (int k = 0; k < OctopusWorld.TENTACLES; k++) {
            Vec2 goal = w.goal(k);
            boolean on = w.tipError(k) <= OctopusWorld.ON_POINT;
            g.setColor(on ? p.accent() : p.warning());
            g.setStroke(s.stroke(2.5));
            Draw.cross(g, goal, s.px(10));
            if (!on) {
                g.setStroke(s.dashed(1.5));
                misses.line(w.tentacle(k).tip(), goal);
            }
        }
        g.setColor(p.target());
        g.setStroke(s.stroke(3.5));
        Draw.cross(g, w.target(), s.px(18));
        if (w.pointer() != null) {
            g.setStroke(s.stroke(2));
            Draw.circle(g, w.pointer(), s.px(10));
        }
    }

    /** The shown (middle) tentacle after each half-pass of this tick, faint to strong: backward passes dashed. */
    private static void paintPasses(Graphics2D g, OctopusWorld w, StageStyle s, Palette p) {
        int n = w.passCount();
        Draw.Batch lines = Draw.batch(g);
        for (int pass = 0; pass < n; pass++) {
            int alpha = 60 + (int) Math.round(150.0 * pass / Math.max(1, n - 1));
            g.setColor(StyleCache.withAlpha(p.trail(), alpha));
            g.setStroke(pass % 2 == 1 ? s.dashed(2) : s.stroke(2));
            for (int j = 1; j < OctopusWorld.JOINTS; j++) lines.line(w.passJoint(pass, j - 1), w.passJoint(pass, j));
        }
    }

    private static void paintLabels(Graphics2D g, OctopusWorld w, StageStyle s, Palette p) {
        double[] row = new double[w.series().size()];
        w.sample(row);
        Draw.readout(g, 0, Tr.f("tips on their points %.0f of 7", row[0]), s, p.text());
        Draw.readout(g, 1, Tr.f("worst miss %s px", px(row[2])), s, p.text());
        Draw.readout(g, 2, w.iterations() == 1 ? Tr.f("%d iteration a tick, warm start", w.iterations())
                : Tr.f("%d iterations a tick, warm start", w.iterations()), s, p.text());
        if (row[4] > 0) Draw.readout(g, 3, Tr.f("out of reach: %.0f (laid straight)", row[4]), s, p.warning());
        if (s.on(Overlay.TRAILS)) {
            Draw.label(g, Tr.t("passes of the middle tentacle"), w.tentacle(OctopusWorld.SHOWN).tip().plus(new Vec2(s.px(12), s.px(26))), s, 14, p.trail());
        }
    }

    static String px(double v) {
        if (Math.abs(v) >= 0.01) return QuickFormat.format("%.2f", v); // String.format's text, without a Formatter each paint
        return String.format(Locale.ROOT, "%.1e", v);
    }

    /** The body and every tentacle joint: what a following camera keeps in view. */
    static org.creatureexplorer.lesson.CreatureBox creature(OctopusWorld w) {
        org.creatureexplorer.lesson.CreatureBox box = new org.creatureexplorer.lesson.CreatureBox();
        box.add(w.body(), OctopusWorld.BODY_RADIUS);
        for (int k = 0; k < OctopusWorld.TENTACLES; k++) {
            var t = w.tentacle(k);
            for (int i = 0; i < t.size(); i += 2) box.add(t.joint(i), 5);
        }
        return box;
    }
}
