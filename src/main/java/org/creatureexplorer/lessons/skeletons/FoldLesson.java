package org.creatureexplorer.lessons.skeletons;

import org.creatureexplorer.lesson.GhostDraw;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Arc2D;
import java.util.List;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.ExplainDraw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.FoldWorld;

/** Lesson 1.3: the angle limit, and the fold it prevents (the koi's chain). */
public final class FoldLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<FoldWorld> create() {
        return Lesson.builder("fold", FoldWorld.class)
                .params(FoldWorld.PARAMS)
                .world(FoldWorld::new)
                .painter(FoldLesson::paint)
                // The koi swims along the edges: its body's width past the edge stays in view.
                .subject(w -> new java.awt.geom.Rectangle2D.Double(-16, -16, w.stageWidth() + 32, w.stageHeight() + 32))
                // The koi is small in its pond: the stage follows it, and the cross it chases (C shows the whole pond).
                .creature(FoldLesson::creature, 300, 190, true)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.VECTORS, false)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, false)
                .overlay(Overlay.LABELS, true)
                .overlay(Overlay.EXPLAIN, false)
                .action(new LessonAction(FoldWorld.FOLD_TEST, "Fold test",
                        "Drive the head at the set speed into the spot where its own sixth joint is"))
                .chart(ChartSpec.linear("Largest neighbour bend", "bend (rad)", "max_bend")
                        .withRange(0.0, 3.2)
                        .withGuide("limit", FoldLesson::limitGuide))
                .chart(ChartSpec.linear("Overlapping pairs (3 or more joints apart)", "pairs", "overlapping_pairs")
                        .withRange(0.0, null).counting()
                        .withEmptyHint("None at this limit. Set bend limit to 3.15 (none) and press Fold test."))
                .chart(ChartSpec.linear("Closest pair and head-to-tail", "distance (px)", "closest_pair", "head_tail")
                        .withRange(0.0, null))
                .scenario(FoldWorld.SCENARIO)
                .followsPointer()
                .pointerHint("Move the pointer over the stage: the koi swims toward it. Press Fold test to drive its head into its own body.")
                .build();
    }

    private static double limitGuide(World w) {
        double limit = ((FoldWorld) w).chain().maxBend();
        return AngleChain.unlimited(limit) ? Double.NaN : limit;
    }

    /** The chain's joints, each asked of it once per paint: joint(i) makes a new vector. */
    private static Vec2[] joints(AngleChain c) {
        Vec2[] joints = new Vec2[c.size()];
        for (int i = 0; i < joints.length; i++) joints[i] = c.joint(i);
        return joints;
    }

    static void paint(Graphics2D g, FoldWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        AngleChain c = w.chain();
        int n = c.size();
        Vec2[] joints = joints(c);
        boolean limited = !AngleChain.unlimited(c.maxBend());
        List<int[]> overlaps = w.overlappingPairs();

        if (s.on(Overlay.TRAILS)) {
            g.setStroke(s.stroke(3));
            Draw.trail(g, w.trail(), p.trail());
        }
        paintGhosts(g, s);
        // One batch serves every line, disc and circle of this paint: the transform and clip stay as they are.
        Draw.Batch batch = Draw.batch(g);
        paintBody(g, w, s, batch, joints, n, overlaps);
        if (s.on(Overlay.VECTORS) && limited) paintCones(g, w, s);
        paintTargets(g, w, s);
        if (s.on(Overlay.BONES)) paintBones(g, c, s, batch, joints, n);
        if (s.on(Overlay.VECTORS)) {
            g.setColor(p.vector());
            g.setStroke(s.stroke(3.5));
            Vec2 head = joints[0];
            Draw.arrow(g, head, head.plus(Vec2.polar(32, w.headingAngle())), s.px(16));
        }
        if (s.on(Overlay.EXPLAIN)) paintExplain(g, w, s);
        // Explain's line first: with Explain on, it is what the teacher points at (the stage shows the first readouts).
        if (s.on(Overlay.EXPLAIN)) explainReadouts(g, w, s);
        if (s.on(Overlay.LABELS)) paintLabels(g, w, s, overlaps.size());
    }

    /** Pinned runs behind the live body: the same fold test with their own bend limit. */
    private static void paintGhosts(Graphics2D g, StageStyle s) {
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof FoldWorld gw) {
                GhostDraw.discs(g, s, ghost.number(), gw.chain().size(), gw.chain()::joint, gw::radius);
            }
        }
    }

    /**
     * The body, the first n of joints: discs of the koi's radii, tail first so the head is on
     * top; with Circles their outlines, the overlapping ones and the lines between overlapping
     * pairs in the warning colour.
     */
    private static void paintBody(Graphics2D g, FoldWorld w, StageStyle s, Draw.Batch body, Vec2[] joints, int n, List<int[]> overlaps) {
        Palette p = s.palette();
        boolean[] overlapping = new boolean[n];
        for (int[] pair : overlaps) {
            overlapping[pair[0]] = true;
            overlapping[pair[1]] = true;
        }
        for (int i = n - 1; i >= 0; i--) {
            g.setColor(p.bodyEdge());
            body.disc(joints[i], w.radius(i) + s.px(1.5));
            g.setColor(p.body());
            body.disc(joints[i], w.radius(i));
        }
        if (s.on(Overlay.CIRCLES)) {
            g.setStroke(s.stroke(2));
            for (int i = 0; i < n; i++) {
                g.setColor(overlapping[i] ? p.warning() : p.circle());
                body.circle(joints[i], w.radius(i));
            }
            g.setColor(p.warning());
            g.setStroke(s.stroke(3));
            for (int[] pair : overlaps) body.line(joints[pair[0]], joints[pair[1]]);
        }
    }

    /** The bones between the first n joints, and those joints: a joint at the bend limit large, in the warning colour. */
    private static void paintBones(Graphics2D g, AngleChain c, StageStyle s, Draw.Batch shapes, Vec2[] joints, int n) {
        Palette p = s.palette();
        g.setColor(p.bone());
        g.setStroke(s.stroke(3));
        for (int i = 1; i < n; i++) shapes.line(joints[i - 1], joints[i]);
        for (int i = 0; i < n; i++) {
            if (c.atLimit(i)) {
                g.setColor(p.warning());
                shapes.disc(joints[i], s.px(9));
            } else {
                g.setColor(p.joint());
                shapes.disc(joints[i], s.px(i == 0 ? 6 : 4));
            }
        }
    }

    /**
     * The numbers of the Explain figure. Bones of length L, each turned at most the limit from
     * the last, curl at the tightest round a circle of radius R = L / (2 sin(limit / 2)) (each
     * bone a chord subtending the limit at the centre). A full turn needs 2 pi / limit bones; a
     * koi with fewer cannot close the circle, and while 2R exceeds the width of the body at its
     * widest, no two sides can touch. Without a limit R falls to L / 2: it folds onto itself.
     */
    record CurlCircle(double gap, double limit, boolean limited, double radius, double bonesForFullTurn, int bones,
                      double widestRadius, int joint, Vec2 centre) {
        static CurlCircle of(FoldWorld w) {
            AngleChain c = w.chain();
            int n = c.size();
            boolean limited = !AngleChain.unlimited(c.maxBend());
            double limit = limited ? c.maxBend() : Math.PI;
            double r = c.gap() / (2 * Math.sin(limit / 2));
            double widest = 0;
            for (int i = 0; i < n; i++) widest = Math.max(widest, w.radius(i));
            // Drawn at the most bent interior joint, on the inside of the turn.
            int j = 1;
            for (int i = 1; i < n - 1; i++) if (c.bendAt(i) > c.bendAt(j)) j = i;
            Vec2 centre = null;
            if (n >= 3) {
                Vec2 in = c.joint(j).minus(c.joint(j - 1)).directionOr(Vec2.UNIT_X);
                Vec2 out = c.joint(j + 1).minus(c.joint(j)).directionOr(in);
                // The inside of the turn: the side the next bone turns toward (cross product's sign).
                double turn = in.x() * out.y() - in.y() * out.x();
                Vec2 bisector = in.plus(out).directionOr(in);
                Vec2 normal = turn >= 0 ? bisector.perp() : bisector.perp().times(-1);
                // On the circle the joint is a vertex of the polygon of chords: the centre is R away along the normal.
                centre = c.joint(j).plus(normal.times(r));
            }
            return new CurlCircle(c.gap(), limit, limited, r, 2 * Math.PI / limit, n - 1, widest, j, centre);
        }

        /** True when the curled body's two sides stay apart: the circle's diameter is wider than the body. */
        boolean sidesApart() { return 2 * radius > 2 * widestRadius; }

        boolean canClose() { return bones >= bonesForFullTurn; }
    }

    /** The tightest curl the limit allows, drawn at the most bent joint, with its radius. */
    static void paintExplain(Graphics2D g, FoldWorld w, StageStyle s) {
        Palette p = s.palette();
        CurlCircle k = CurlCircle.of(w);
        if (k.centre() == null) return;
        Vec2 at = w.chain().joint(k.joint());
        g.setColor(p.accent());
        g.setStroke(s.dashed(3));
        Draw.circle(g, k.centre(), k.radius());
        g.setStroke(s.stroke(2));
        Draw.cross(g, k.centre(), s.px(12));
        ExplainDraw.arrow(g, s, k.centre(), at, p.accent());
        Draw.labelNear(g, Tr.f("R = %.1f px", k.radius()), k.centre().lerp(at, 0.5), 8, s, ExplainDraw.LABEL_PX, p.accent());
        // The circle is drawn at the most bent joint: its bend is labelled there, not in the readouts.
        Draw.labelNear(g, Tr.f("bend %.2f rad", w.chain().largestBend()), at, 10, s, ExplainDraw.LABEL_PX, p.accent());
    }

    /** The curl circle's derivation with the current numbers. */
    static void explainReadouts(Graphics2D g, FoldWorld w, StageStyle s) {
        CurlCircle k = CurlCircle.of(w);
        Color c = p(s).accent();
        String gap = ExplainDraw.num(k.gap(), 2);
        if (!k.limited()) {
            Draw.readout(g, 0, Tr.f("Explain: no limit: a bone may turn all the way back, R = %s / 2 = %.1f px: the body folds onto itself",
                    gap, k.radius()), s, p(s).warning());
            return;
        }
        String lim = ExplainDraw.num(k.limit(), 3);
        // One short line: the figure shows R (its formula is in the lesson text) and the largest bend;
        // 2R is twice the R it shows.
        Draw.readout(g, 0, k.sidesApart()
                ? Tr.f("Explain: 2\u03c0 / %s = %.1f bones a turn, koi %d; 2R > body %.1f px: sides cannot touch",
                        lim, k.bonesForFullTurn(), k.bones(), 2 * k.widestRadius())
                : Tr.f("Explain: 2\u03c0 / %s = %.1f bones a turn, koi %d; 2R < body %.1f px: sides can touch",
                        lim, k.bonesForFullTurn(), k.bones(), 2 * k.widestRadius()),
                s, k.sidesApart() ? c : p(s).warning());
    }

    private static Palette p(StageStyle s) { return s.palette(); }

    private static void paintTargets(Graphics2D g, FoldWorld w, StageStyle s) {
        Palette p = s.palette();
        AngleChain c = w.chain();
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            if (w.folding()) {
                g.setStroke(s.dashed(2.5));
                Draw.line(g, c.joint(0), w.foldSpot());
            } else {
                g.setStroke(s.dashed(2));
                Draw.line(g, c.joint(0), w.target());
                g.setStroke(s.stroke(3.5));
                Draw.cross(g, w.target(), s.px(18));
            }
            if (w.foldSpot() != null) {
                g.setStroke(s.stroke(3));
                Draw.circle(g, w.foldSpot(), s.px(11));
                Draw.cross(g, w.foldSpot(), s.px(10));
            }
            if (w.pointer() != null) {
                g.setStroke(s.stroke(2));
                Draw.circle(g, w.pointer(), s.px(10));
            }
        }
    }

    /** At each joint, the fan of directions the next bone may take: the bone ahead's direction, plus or minus the limit. */
    private static void paintCones(Graphics2D g, FoldWorld w, StageStyle s) {
        Palette p = s.palette();
        AngleChain c = w.chain();
        double limit = c.maxBend();
        double r = c.gap() * 1.5;
        for (int j = 0; j < c.size() - 1; j++) {
            double ahead = j == 0 ? w.headingAngle() + Math.PI : c.joint(j).minus(c.joint(j - 1)).angle();
            Color base = c.atLimit(j) ? p.warning() : p.vector();
            // Arc2D angles are degrees counter-clockwise with y up; the stage has y down, so negate.
            Arc2D.Double fan = new Arc2D.Double(c.joint(j).x() - r, c.joint(j).y() - r, 2 * r, 2 * r,
                    Math.toDegrees(-(ahead + limit)), Math.toDegrees(2 * limit), Arc2D.PIE);
            g.setColor(StyleCache.withAlpha(base, 90));
            g.fill(fan);
            g.setColor(base);
            g.setStroke(s.stroke(2));
            g.draw(fan);
        }
    }

    private static void paintLabels(Graphics2D g, FoldWorld w, StageStyle s, int overlaps) {
        Palette p = s.palette();
        AngleChain c = w.chain();
        int n = c.size();
        Vec2 head = c.joint(0);
        Draw.label(g, Tr.t("head"), head.plus(new Vec2(s.px(14), -s.px(14))), s, 18, p.text());
        Draw.label(g, Tr.t("tail"), c.joint(n - 1).plus(new Vec2(s.px(10), s.px(22))), s, 18, p.text());
        if (s.on(Overlay.TARGETS) && w.folding()) {
            Draw.label(g, Tr.t("6th joint's spot"), w.foldSpot().plus(new Vec2(-s.px(20), s.px(40))), s, 16, p.target(), 1, 0);
        }
        // Short lines, the question's first: the last fold test's result, then the pairs live, the
        // limit and the joints on it, the largest bend, the lap's share at the limit (the stage shows
        // the first ones; the rest go to the list beside the charts).
        FoldWorld.FoldResult fold = w.foldResult();
        if (fold != null) {
            String line = fold.running()
                    ? Tr.f("fold test: %d pairs so far, closest %.2f px", fold.mostPairs(), fold.closestPair())
                    : Tr.f("last fold test: %d pairs, closest %.2f px", fold.mostPairs(), fold.closestPair());
            Draw.readout(g, 0, line, s, fold.mostPairs() > 0 ? p.warning() : p.text());
        }
        String pairs = overlaps == 0 ? Tr.t("no overlapping pairs") : overlaps == 1 ? Tr.f("%d overlapping pair", overlaps) : Tr.f("%d overlapping pairs", overlaps);
        if (w.folding()) pairs += Tr.f("  \u00b7  %.1f s left", w.foldTimeLeft());
        // With Explain on, its line says whether the sides can touch: "no overlapping pairs" steps aside.
        if (!s.on(Overlay.EXPLAIN) || overlaps > 0 || w.folding()) Draw.readout(g, 1, pairs, s, overlaps > 0 ? p.warning() : p.text());
        String limit = AngleChain.unlimited(c.maxBend()) ? Tr.t("bend limit: none")
                : Tr.f("bend limit \u00b1%.2f rad (%.0f\u00b0)", c.maxBend(), Math.toDegrees(c.maxBend()));
        Draw.readout(g, 2, Tr.f("%s \u00b7 %d on it", limit, c.jointsAtLimit()), s, c.jointsAtLimit() > 0 ? p.warning() : p.text());
        // With Explain on, the figure labels the largest bend at its joint (it draws one once there are three joints).
        if (!s.on(Overlay.EXPLAIN) || n < 3) Draw.readout(g, 3, Tr.f("largest bend %.2f rad", c.largestBend()), s, p.text());
        // The lesson's key numbers, live from tick 0: the share of swimming ticks on the limit.
        if (w.swimTicks() > 0) {
            double share = 100.0 * w.lapTicksAtLimit() / w.lapTicksCounted();
            String line = w.lapTicksCounted() < FoldWorld.LAP_TICKS
                    ? Tr.f("on the limit %.1f%% of ticks so far", share)
                    : Tr.f("on the limit %.1f%% of the last lap", share);
            Draw.readout(g, 4, line, s, p.text());
        }
    }

    /** The koi's circles and the cross it swims to. */
    static org.creatureexplorer.lesson.CreatureBox creature(FoldWorld w) {
        org.creatureexplorer.lesson.CreatureBox box = new org.creatureexplorer.lesson.CreatureBox();
        var c = w.chain();
        for (int i = 0; i < c.size(); i++) box.add(c.joint(i), w.radius(i));
        return box;
    }
}
