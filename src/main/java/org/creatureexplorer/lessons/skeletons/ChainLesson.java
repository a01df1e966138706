package org.creatureexplorer.lessons.skeletons;

import org.creatureexplorer.lesson.GhostDraw;
import java.awt.Graphics2D;
import org.creatureexplorer.creature.SnakeBody;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.sim.FollowChain;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.ChainWorld;

/** Lesson 1.2: a chain follows its head (the chain snake). */
public final class ChainLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<ChainWorld> create() {
        return Lesson.builder("chain", ChainWorld.class)
                .params(ChainWorld.PARAMS)
                .world(ChainWorld::new)
                .painter(ChainLesson::paint)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.CIRCLES, false)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.log("Largest gap error", "gap error (px)", 1e-16, 100, "max_gap_error"))
                .chart(ChartSpec.linear("Head-to-tail distance", "distance (px)", "head_tail"))
                .chart(ChartSpec.linear("Largest neighbour bend", "bend (rad)", "max_bend").withRange(0.0, null))
                .chart(ChartSpec.linear("Overlapping pairs (body crosses itself)", "pairs", "overlapping_pairs").withRange(0.0, null).counting())
                .scenario(ChainWorld.SCENARIO)
                .followsPointer()
                .description("A snake of 26 joints, 12 px apart, drawn as green circles with its bones on top. A red "
                        + "cross, the target, traces a figure-eight; the head chases it and every other joint follows the "
                        + "joint ahead at a fixed distance, so the body retraces the head's path.")
                .pointerHint("Move the pointer over the stage: the target eases toward it. Move it away and the figure-eight resumes.")
                .build();
    }

    static void paint(Graphics2D g, ChainWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        FollowChain c = w.chain();
        int n = c.size();
        Vec2[] joints = new Vec2[n]; // each joint asked of the chain once: joint(i) makes a new vector
        for (int i = 0; i < joints.length; i++) joints[i] = c.joint(i);

        if (s.on(Overlay.TRAILS)) {
            g.setStroke(s.stroke(3));
            Draw.trail(g, w.trail(), p.trail());
        }
        // Pinned runs behind the live snake: the same figure-eight with their own gap.
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof ChainWorld gw) {
                FollowChain gc = gw.chain();
                int gn = gc.size();
                GhostDraw.discs(g, s, ghost.number(), gn, gc::joint, i -> SnakeBody.radius(i, gn));
            }
        }
        // The body: filled circles, tail first so the head is on top.
        Draw.Batch shapes = Draw.batch(g);
        for (int i = n - 1; i >= 0; i--) {
            double r = SnakeBody.radius(i, n);
            g.setColor(p.bodyEdge());
            shapes.disc(joints[i], r + s.px(1.5));
        }
        g.setColor(p.body());
        for (int i = n - 1; i >= 0; i--) shapes.disc(joints[i], SnakeBody.radius(i, n));

        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.circle());
            g.setStroke(s.stroke(1.5));
            for (int i = 0; i < n; i++) shapes.circle(joints[i], SnakeBody.radius(i, n));
        }
        if (s.on(Overlay.BONES)) {
            g.setColor(p.bone());
            g.setStroke(s.stroke(3));
            for (int i = 1; i < n; i++) shapes.line(joints[i - 1], joints[i]);
            g.setColor(p.joint());
            for (int i = 0; i < n; i++) shapes.disc(joints[i], s.px(i == 0 ? 6 : 4));
        }
        // ...and over it, the pinned spines: a pinned chain that lies on the live one (the same
        // path, a few joints fewer) is seen where it lies, and where the two part.
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof ChainWorld gw) GhostDraw.overLive(g, s, ghost.number(), gw.chain().size(), gw.chain()::joint);
        }
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.dashed(2));
            Draw.line(g, joints[0], w.target());
            g.setStroke(s.stroke(3.5));
            Draw.cross(g, w.target(), s.px(18));
            if (w.pointer() != null) {
                g.setStroke(s.stroke(2));
                Draw.circle(g, w.pointer(), s.px(10));
            }
        }
        if (s.on(Overlay.LABELS)) paintLabels(g, w, s, joints);
    }

    /** The labels overlay: head, tail, target and gap named, the straight line head to tail, and the two readouts. */
    private static void paintLabels(Graphics2D g, ChainWorld w, StageStyle s, Vec2[] joints) {
        Palette p = s.palette();
        FollowChain c = w.chain();
        int n = c.size();
        Vec2 head = joints[0];
        Vec2 tail = joints[n - 1];
        g.setColor(p.ghost());
        g.setStroke(s.dashed(2));
        Draw.line(g, head, tail);
        Draw.label(g, Tr.t("head"), head.plus(new Vec2(s.px(14), -s.px(14))), s, 18, p.text());
        Draw.label(g, Tr.t("tail"), tail.plus(new Vec2(s.px(10), s.px(22))), s, 18, p.text());
        if (s.on(Overlay.TARGETS)) {
            Draw.label(g, Tr.t("target"), w.target().plus(new Vec2(s.px(14), s.px(24))), s, 16, p.target());
        }
        int m = n / 2;
        Vec2 mid = joints[m].lerp(joints[m + 1 < n ? m + 1 : m], 0.5);
        Draw.label(g, Tr.f("gap %.0f px", c.gap()), mid.plus(new Vec2(s.px(14), s.px(6))), s, 16, p.joint());
        Draw.readout(g, 0, Tr.f("largest gap error %.1e px", c.maxGapError()), s, p.text());
        Draw.readout(g, 1, Tr.f("head to tail %.0f px of %.0f px body", c.headTailDistance(), c.gap() * (n - 1)), s, p.text());
    }
}
