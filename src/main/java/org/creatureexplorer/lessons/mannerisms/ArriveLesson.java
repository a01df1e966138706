package org.creatureexplorer.lessons.mannerisms;

import org.creatureexplorer.lesson.GhostDraw;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.Locale;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
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
            VectorDraw.trail(g, seek.trail(), p.circle(), 1e9, s);
            VectorDraw.trail(g, arrive.trail(), p.vector(), 1e9, s);
        }
        // Pinned runs: their arrive walker (and its braking circle) behind the live ones.
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof SeekArriveWorld gw) {
                SteerWorld ga = gw.arrive();
                if (s.on(Overlay.TRAILS)) VectorDraw.trail(g, ga.trail(), GhostDraw.line(s), 1e9, s);
                if (s.on(Overlay.CIRCLES)) {
                    g.setColor(GhostDraw.line(s));
                    g.setStroke(GhostDraw.outline(s, ghost.number(), 2));
                    Draw.circle(g, ga.target(), ga.brake());
                }
                GhostDraw.walker(g, s, ghost.number(), ga.body().position(), ga.body().velocity(), s.px(13));
            }
        }
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.accent());
            g.setStroke(s.dashed(3));
            Draw.circle(g, t, brake);
            g.setColor(p.trail());
            g.setStroke(s.dashed(3));
            Draw.circle(g, t, stop);
        }
        if (s.on(Overlay.TARGETS)) VectorDraw.target(g, t, p.target(), s);
        if (s.on(Overlay.VECTORS)) {
            VectorDraw.arrow(g, seek.body().position(), seek.body().velocity(), SteerDraw.V, p.circle(), 3.5, s);
            VectorDraw.arrow(g, arrive.body().position(), arrive.body().velocity(), SteerDraw.V, p.vector(), 3.5, s);
        }
        VectorDraw.walker(g, seek.body().position(), seek.body().velocity(), p.circle(), s);
        VectorDraw.ring(g, arrive.body().position(), p.vector(), s);

        if (s.on(Overlay.LABELS)) {
            Labels labels = new Labels(g, s, w.stageWidth(), w.stageHeight())
                    .reserve(seek.body().position(), 16).reserve(arrive.body().position(), 16).reserve(t, 14);
            Vec2 down = new Vec2(0, 1);
            if (s.on(Overlay.CIRCLES)) {
                labels.place(String.format(Locale.ROOT, "braking radius R = %.0f px", brake), 16, p.accent(),
                        Labels.Spot.side(t.plus(new Vec2(0, brake)), down, s.px(6)),
                        Labels.Spot.side(t.minus(new Vec2(0, brake)), down.times(-1), s.px(6)),
                        Labels.Spot.side(t.plus(new Vec2(brake, 0)), Vec2.UNIT_X, s.px(6)));
                labels.place(String.format(Locale.ROOT, "stopping distance %.1f px", stop), 16, p.trail(),
                        Labels.Spot.side(t.plus(new Vec2(stop, 0)), Vec2.UNIT_X, s.px(8)),
                        Labels.Spot.side(t.plus(new Vec2(0, stop)), down, s.px(8)),
                        Labels.Spot.side(t.minus(new Vec2(stop, 0)), Vec2.UNIT_X.times(-1), s.px(8)),
                        Labels.Spot.side(t.minus(new Vec2(0, stop)), down.times(-1), s.px(8)));
            }
            Vec2 sp = seek.body().position();
            Vec2 ap = arrive.body().position();
            labels.place("seek", 18, p.circle(), Labels.Spot.side(sp, new Vec2(-1, 1), s.px(16)),
                    Labels.Spot.side(sp, new Vec2(-1, -1), s.px(16)), Labels.Spot.side(sp, new Vec2(1, 1), s.px(16)));
            labels.place("arrive", 18, p.vector(), Labels.Spot.side(ap, new Vec2(1, 1), s.px(18)),
                    Labels.Spot.side(ap, new Vec2(1, -1), s.px(18)), Labels.Spot.side(ap, new Vec2(-1, 1), s.px(18)),
                    Labels.Spot.side(ap, new Vec2(-1, -1), s.px(18)));
            Draw.readout(g, 0, String.format(Locale.ROOT, "seek:   %.2f px from the target, speed %.2f px/tick",
                    sp.distanceTo(t), seek.body().speed()), s, p.circle());
            Draw.readout(g, 1, String.format(Locale.ROOT, "arrive: %s px from the target, speed %.2f px/tick",
                    small(ap.distanceTo(t)), arrive.body().speed()), s, p.vector());
            Draw.readout(g, 2, "velocities drawn \u00d720", s, p.ghost());
        }
    }

    /** Two decimals, or scientific notation once it is too small to show that way. */
    static String small(double v) {
        return v >= 0.005 || v == 0 ? String.format(Locale.ROOT, "%.2f", v) : String.format(Locale.ROOT, "%.1e", v);
    }
}
