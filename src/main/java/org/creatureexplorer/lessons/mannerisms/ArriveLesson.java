package org.creatureexplorer.lessons.mannerisms;

import java.awt.Color;
import org.creatureexplorer.lesson.GhostDraw;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Locale;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.ExplainDraw;
import org.creatureexplorer.lesson.Labels;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.VectorDraw;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.steering.SeekArriveWorld;
import org.creatureexplorer.world.steering.SteerWorld;
import org.creatureexplorer.i18n.QuickFormat;

/** Lesson 3.2: seek never arrives; arrive does (and the stopping distance). */
public final class ArriveLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<SeekArriveWorld> create() {
        return Lesson.builder("arrive", SeekArriveWorld.class)
                .params(SeekArriveWorld.PARAMS)
                .world(SeekArriveWorld::new)
                .painter(ArriveLesson::paint)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .overlay(Overlay.EXPLAIN, false)
                .chart(ChartSpec.linear("Distance to the target", "distance (px)", "seek_distance", "arrive_distance")
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("braking radius R", w -> ((SeekArriveWorld) w).arrive().brake())
                        .withGuide("stopping distance", w -> ((SeekArriveWorld) w).arrive().stoppingDistance()))
                .chart(ChartSpec.linear("Speed", "speed (px/tick)", "seek_speed", "arrive_speed")
                        .against("t", "tick").withRange(0.0, null))
                .chart(ChartSpec.linear("Arrive: the speed it asked for, the speed it got", "speed (px/tick)",
                        "arrive_asked_speed", "arrive_actual_speed").against("t", "tick").withRange(0.0, null))
                .scenario(SteerWorld.SCENARIO)
                .pointerHint("Press Space. Drag the target (the red cross) at any time; both walkers follow it.")
                .build();
    }

    static void paint(Graphics2D g, SeekArriveWorld w, StageStyle s) {
        Palette p = s.palette();
        SteerWorld seek = w.seek();
        SteerWorld arrive = w.arrive();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 16, s);
        Vec2 t = arrive.target();
        double brake = arrive.brake();
        double stop = arrive.stoppingDistance();
        if (s.on(Overlay.TRAILS)) {
            VectorDraw.trail(g, seek.trailView(), p.circle(), 1e9, s);
            VectorDraw.trail(g, arrive.trailView(), p.vector(), 1e9, s);
        }
        paintGhosts(g, s);
        if (s.on(Overlay.CIRCLES)) {
            Draw.Batch circles = Draw.batch(g);
            g.setColor(p.accent());
            g.setStroke(s.dashed(3));
            circles.circle(t, brake);
            g.setColor(p.trail());
            g.setStroke(s.dashed(3));
            circles.circle(t, stop);
        }
        if (s.on(Overlay.TARGETS)) VectorDraw.target(g, t, p.target(), s);
        // The figure before the labels: its labels are placed first and the others stay off it.
        if (s.on(Overlay.EXPLAIN)) paintExplain(g, w, s);
        if (s.on(Overlay.VECTORS)) {
            VectorDraw.arrow(g, seek.body().position(), seek.body().velocity(), SteerDraw.V, p.circle(), 3.5, s);
            VectorDraw.arrow(g, arrive.body().position(), arrive.body().velocity(), SteerDraw.V, p.vector(), 3.5, s);
        }
        VectorDraw.walker(g, seek.body().position(), seek.body().velocity(), p.circle(), s);
        VectorDraw.ring(g, arrive.body().position(), p.vector(), s);

        // Explain's line first: with Explain on, it is what the teacher points at (the stage shows the first readouts).
        if (s.on(Overlay.EXPLAIN)) explainReadouts(g, w, s);
        if (s.on(Overlay.LABELS)) {
            Vec2 sp = seek.body().position();
            Vec2 ap = arrive.body().position();
            Labels labels = new Labels(g, s, w.stageWidth(), w.stageHeight()).reserve(sp, 16).reserve(ap, 16).reserve(t, 14);
            if (s.on(Overlay.CIRCLES)) placeCircleLabels(labels, t, brake, stop, s);
            placeWalkerLabels(labels, sp, ap, s);
            paintReadouts(g, seek, arrive, sp, ap, t, s);
        }
    }

    /** Pinned runs: their arrive walker (and its braking circle) behind the live ones. */
    private static void paintGhosts(Graphics2D g, StageStyle s) {
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof SeekArriveWorld gw) {
                SteerWorld ga = gw.arrive();
                if (s.on(Overlay.TRAILS)) VectorDraw.trail(g, ga.trailView(), GhostDraw.line(s), 1e9, s);
                if (s.on(Overlay.CIRCLES)) {
                    g.setColor(GhostDraw.line(s));
                    g.setStroke(GhostDraw.outline(s, ghost.number(), 2));
                    Draw.circle(g, ga.target(), ga.brake());
                }
                GhostDraw.walker(g, s, ghost.number(), ga.body().position(), ga.body().velocity(), s.px(13));
            }
        }
    }

    /**
     * The braking radius's and the stopping distance's labels, each beside its circle round the
     * target t. The texts and spots are kept while the target and the radii stay put.
     */
    private static void placeCircleLabels(Labels labels, Vec2 t, double brake, double stop, StageStyle s) {
        Palette p = s.palette();
        Vec2 down = new Vec2(0, 1);
        Memos m = MEMOS.get();
        if (!m.brake.key(brake).same()) m.brake.remember(Tr.f("braking radius R = %.0f px", brake));
        if (!m.stop.key(stop).same()) m.stop.remember(Tr.f("stopping distance %.1f px", stop));
        if (!m.brakeSpots.key(t.x()).key(t.y()).key(brake).key(s.scale()).same()) {
            m.brakeSpots.remember(new Labels.Spot[] {Labels.Spot.side(t.plus(new Vec2(0, brake)), down, s.px(6)),
                Labels.Spot.side(t.minus(new Vec2(0, brake)), down.times(-1), s.px(6)),
                Labels.Spot.side(t.plus(new Vec2(brake, 0)), Vec2.UNIT_X, s.px(6))});
        }
        if (!m.stopSpots.key(t.x()).key(t.y()).key(stop).key(s.scale()).same()) {
            m.stopSpots.remember(new Labels.Spot[] {Labels.Spot.side(t.plus(new Vec2(stop, 0)), Vec2.UNIT_X, s.px(8)),
                Labels.Spot.side(t.plus(new Vec2(0, stop)), down, s.px(8)),
                Labels.Spot.side(t.minus(new Vec2(stop, 0)), Vec2.UNIT_X.times(-1), s.px(8)),
                Labels.Spot.side(t.minus(new Vec2(0, stop)), down.times(-1), s.px(8))});
        }
        labels.place(m.brake.value(), 16, p.accent(), m.brakeSpots.value());
        labels.place(m.stop.value(), 16, p.trail(), m.stopSpots.value());
    }

    /** "seek" and "arrive" beside their walkers, at sp and ap. */
    private static void placeWalkerLabels(Labels labels, Vec2 sp, Vec2 ap, StageStyle s) {
        Palette p = s.palette();
        labels.place(Tr.t("seek"), 18, p.circle(), Labels.Spot.side(sp, new Vec2(-1, 1), s.px(16)),
                Labels.Spot.side(sp, new Vec2(-1, -1), s.px(16)), Labels.Spot.side(sp, new Vec2(1, 1), s.px(16)));
        labels.place(Tr.t("arrive"), 18, p.vector(), Labels.Spot.side(ap, new Vec2(1, 1), s.px(18)),
                Labels.Spot.side(ap, new Vec2(1, -1), s.px(18)), Labels.Spot.side(ap, new Vec2(-1, 1), s.px(18)),
                Labels.Spot.side(ap, new Vec2(-1, -1), s.px(18)));
    }

    /**
     * Each walker's distance to go (from sp and ap to the target t) and speed, in the readouts. They are kept while their numbers
     * stay put: the arrive walker stands still once it has arrived, and its tiny distance takes
     * String.format's scientific notation.
     */
    private static void paintReadouts(Graphics2D g, SteerWorld seek, SteerWorld arrive, Vec2 sp, Vec2 ap, Vec2 t, StageStyle s) {
        Palette p = s.palette();
        Memos m = MEMOS.get();
        boolean explain = s.on(Overlay.EXPLAIN);
        double seekDistance = sp.distanceTo(t), seekSpeed = seek.body().speed();
        if (!m.seekLine.key(explain).key(seekDistance).key(seekSpeed).same()) {
            // Short forms with Explain, so the column keeps room for Explain's line.
            m.seekLine.remember(Tr.f("seek: %.2f px to go, %.2f px/tick", seekDistance, seekSpeed));
        }
        double arriveDistance = ap.distanceTo(t), arriveSpeed = arrive.body().speed();
        if (!m.arriveLine.key(explain).key(arriveDistance).key(arriveSpeed).same()) {
            m.arriveLine.remember(Tr.f("arrive: %s px to go, %.2f px/tick", small(arriveDistance), arriveSpeed));
        }
        Draw.readout(g, 0, m.seekLine.value(), s, p.circle());
        Draw.readout(g, 1, m.arriveLine.value(), s, p.vector());
        Draw.readout(g, 2, Tr.t("velocities drawn \u00d720"), s, p.ghost());
    }

    /** What the painter keeps from frame to frame, per thread (the window's, render's and bench's). */
    private static final class Memos {
        final LabelMemo<String> brake = new LabelMemo<>();
        final LabelMemo<String> stop = new LabelMemo<>();
        final LabelMemo<Labels.Spot[]> brakeSpots = new LabelMemo<>();
        final LabelMemo<Labels.Spot[]> stopSpots = new LabelMemo<>();
        final LabelMemo<String> seekLine = new LabelMemo<>();
        final LabelMemo<String> arriveLine = new LabelMemo<>();
    }

    private static final ThreadLocal<Memos> MEMOS = ThreadLocal.withInitial(Memos::new);

    /**
     * The numbers of the Explain figure: braking from top speed v at the largest deceleration
     * a = maxForce / mass takes v / a ticks and covers the triangle under the speed, v^2 / (2a)
     * (2.4^2 / 0.6 = 9.6 px at the defaults). Arrive starts braking at R; R below that is too late.
     */
    record StoppingDistance(double maxSpeed, double maxForce, double mass, double deceleration, double ticksToStop,
                            double distance, double brake) {
        static StoppingDistance of(SeekArriveWorld w) {
            SteerWorld a = w.arrive();
            double v = a.gait().maxSpeed();
            double f = a.gait().maxForce();
            double m = a.body().mass();
            double dec = f / m;
            return new StoppingDistance(v, f, m, dec, v / dec, a.stoppingDistance(), a.brake());
        }

        boolean brakesInTime() { return brake >= distance; }
    }

    /**
     * The board drawing: the speed falling from v to 0 at the largest deceleration, a triangle
     * whose area is the stopping distance, and that distance and R as rulers from the target
     * toward where the walkers start.
     */
    static void paintExplain(Graphics2D g, SeekArriveWorld w, StageStyle s) {
        Palette p = s.palette();
        StoppingDistance d = StoppingDistance.of(w);
        Vec2 t = w.arrive().target();
        Vec2 u = w.arrive().setupUsed().start().minus(t).directionOr(new Vec2(-1, 0));
        Vec2 side = u.perp().times(u.perp().y() > 0 ? 1 : -1).times(s.px(26)); // below the path
        Color stopColour = p.trail();
        if (Double.isFinite(d.distance())) {
            ExplainDraw.dimension(g, s, t.plus(side), t.plus(side).plus(u.times(d.brake())), p.accent());
            ExplainDraw.dimension(g, s, t.plus(side.times(2)), t.plus(side.times(2)).plus(u.times(d.distance())), stopColour);
        }
        if (!Double.isFinite(d.ticksToStop()) || d.ticksToStop() <= 0) return; // no cap: it stops in one tick
        // The speed-time triangle in the top-right corner.
        Rectangle2D box = new Rectangle2D.Double(124, 4, 64, 58);
        ExplainDraw.panel(g, s, box);
        Vec2 origin = new Vec2(box.getX() + 8, box.getMaxY() - 8);
        double wT = box.getWidth() - 16;
        double hV = box.getHeight() - 16;
        Path2D.Double tri = new Path2D.Double();
        tri.moveTo(origin.x(), origin.y());
        tri.lineTo(origin.x(), origin.y() - hV);
        tri.lineTo(origin.x() + wT, origin.y());
        tri.closePath();
        g.setColor(VectorDraw.alpha(stopColour, 70));
        g.fill(tri);
        g.setColor(stopColour);
        g.setStroke(s.stroke(3));
        Draw.line(g, new Vec2(origin.x(), origin.y() - hV), new Vec2(origin.x() + wT, origin.y()));
        g.setColor(p.text());
        g.setStroke(s.stroke(1.5));
        Draw.arrow(g, origin, new Vec2(origin.x() + wT + 4, origin.y()), s.px(8));
        Draw.arrow(g, origin, new Vec2(origin.x(), origin.y() - hV - 4), s.px(8));

        Draw.label(g, Tr.f("area %.1f px", d.distance()), new Vec2(origin.x() + wT * 0.3, origin.y() - hV * 0.25), s,
                ExplainDraw.LABEL_PX, stopColour, 0.5, 0.5);
        Draw.label(g, Tr.f("%s px/tick", ExplainDraw.num(d.maxSpeed(), 2)), new Vec2(origin.x() + s.px(6), origin.y() - hV), s,
                ExplainDraw.LABEL_PX, p.text(), 0, 0.8);
        Draw.label(g, Tr.f("%s ticks", ExplainDraw.num(d.ticksToStop(), 1)), new Vec2(origin.x() + wT, origin.y() - s.px(6)), s,
                ExplainDraw.LABEL_PX, p.text(), 1, 0);
        Draw.keepOut(g, s, box);
        if (Double.isFinite(d.distance())) {
            Draw.labelNear(g, Tr.f("R %s", ExplainDraw.num(d.brake(), 1)), t.plus(side).plus(u.times(d.brake())), 6, s,
                    ExplainDraw.LABEL_PX, p.accent());
            Draw.labelNear(g, Tr.f("stop %.1f", d.distance()), t.plus(side.times(2)).plus(u.times(d.distance())), 6, s,
                    ExplainDraw.LABEL_PX, stopColour);
        }
    }

    /** The derivation with the current numbers, in the readouts. */
    static void explainReadouts(Graphics2D g, SeekArriveWorld w, StageStyle s) {
        StoppingDistance d = StoppingDistance.of(w);
        Color c = s.palette().trail();
        if (!Double.isFinite(d.ticksToStop()) || d.ticksToStop() <= 0) {
            Draw.readout(g, 0, Tr.t("Explain: no force cap: the walker can stop in one tick, so it needs no distance to stop"), s, c);
            return;
        }
        String v = ExplainDraw.num(d.maxSpeed(), 2);
        String a = ExplainDraw.num(d.deceleration(), 3);
        String ticks = ExplainDraw.num(d.ticksToStop(), 2);
        // One line: the figure shows v, the ticks, the area and R, so only the steps between them are here.
        Draw.readout(g, 0, d.brakesInTime()
                ? Tr.f("Explain: a = %s / %s = %s px/tick\u00b2, %s / %s = %s ticks; area \u00bd \u00d7 %s \u00d7 %s = %.1f px \u2264 R %s: brakes in time",
                        ExplainDraw.num(d.maxForce(), 3), ExplainDraw.num(d.mass(), 2), a, v, a, ticks, ticks, v, d.distance(), ExplainDraw.num(d.brake(), 1))
                : Tr.f("Explain: a = %s / %s = %s px/tick\u00b2, %s / %s = %s ticks; area \u00bd \u00d7 %s \u00d7 %s = %.1f px > R %s: brakes too late, overshoots",
                        ExplainDraw.num(d.maxForce(), 3), ExplainDraw.num(d.mass(), 2), a, v, a, ticks, ticks, v, d.distance(), ExplainDraw.num(d.brake(), 1)),
                s, d.brakesInTime() ? c : s.palette().warning());
    }

    /** Two decimals, or scientific notation once it is too small to show that way. */
    static String small(double v) {
        return v >= 0.005 || v == 0 ? QuickFormat.fixed(v, 2) : String.format(Locale.ROOT, "%.1e", v);
    }
}
