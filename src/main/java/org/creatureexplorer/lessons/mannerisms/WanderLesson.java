package org.creatureexplorer.lessons.mannerisms;

import org.creatureexplorer.lesson.GhostDraw;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.VectorDraw;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Wander;
import org.creatureexplorer.world.steering.WanderPairWorld;
import org.creatureexplorer.world.steering.WanderWorld;
import org.creatureexplorer.i18n.Tr;

/** Lesson 3.5: wander with memory (circle wander) against wander without (jump wander). */
public final class WanderLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<WanderPairWorld> create() {
        return Lesson.builder("wander", WanderPairWorld.class)
                .params(WanderPairWorld.PARAMS)
                .world(WanderPairWorld::new)
                .painter(WanderLesson::paint)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Speed", "speed (px/tick)", "circle_speed", "jump_speed", "circle_mean_speed", "jump_mean_speed")
                        .against("t", "tick").withRange(0.0, 2.6))
                .chart(ChartSpec.linear("Distance travelled", "path (px)", "circle_path", "jump_path")
                        .against("t", "tick").withRange(0.0, null))
                .chart(ChartSpec.linear("Turn per tick", "turn (deg)", "circle_turn", "jump_turn", "circle_mean_turn", "jump_mean_turn")
                        .against("t", "tick").withRange(0.0, 60.0))
                .scenario(WanderWorld.SCENARIO)
                .pointerHint("Press Space. Both wanderers draw the same random numbers (same seed); only the rule differs.")
                .build();
    }

    static void paint(Graphics2D g, WanderPairWorld w, StageStyle s) {
        Palette p = s.palette();
        field(g, w.circle(), WanderPairWorld.CIRCLE_ORIGIN, p.circle(), Tr.t("circle wander (memory)"), s, WanderPairWorld::circle);
        field(g, w.jump(), WanderPairWorld.JUMP_ORIGIN, p.vector(), Tr.t("jump wander (no memory)"), s, WanderPairWorld::jump);
        if (s.on(Overlay.LABELS) && s.on(Overlay.VECTORS)) {
            Draw.label(g, Tr.t("velocities \u00d720"), new Vec2(WanderPairWorld.CIRCLE_ORIGIN.x() + WanderWorld.FIELD_W,
                    WanderPairWorld.CIRCLE_ORIGIN.y() + WanderWorld.FIELD_H + s.px(22)), s, 14, p.ghost(), 1, 0);
        }
    }

    private static void field(Graphics2D g, WanderWorld w, Vec2 origin, Color colour, String title, StageStyle s,
                              java.util.function.Function<WanderPairWorld, WanderWorld> sameField) {
        Palette p = s.palette();
        double fw = WanderWorld.FIELD_W, fh = WanderWorld.FIELD_H;
        if (s.on(Overlay.LABELS)) {
            Draw.label(g, title, origin.plus(new Vec2(0, -s.px(10))), s, 17, colour);
        }
        AffineTransform old = g.getTransform();
        Shape oldClip = g.getClip();
        g.translate(origin.x(), origin.y());
        g.clip(new Rectangle2D.Double(0, 0, fw, fh));
        Draw.grid(g, fw, fh, 16, s);
        Body b = w.body();
        Vec2 pos = b.position();
        // Pinned runs: the same field's walker with their own seed, look-ahead, radius or jitter.
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof WanderPairWorld pair) {
                WanderWorld gw = sameField.apply(pair);
                if (s.on(Overlay.TRAILS)) VectorDraw.trail(g, gw.trailView(), GhostDraw.line(s), fh / 2, s);
                GhostDraw.walker(g, s, ghost.number(), gw.body().position(), gw.body().velocity(), s.px(11));
            }
        }
        if (s.on(Overlay.TRAILS)) VectorDraw.trail(g, w.trailView(), colour, fh / 2, s);
        if (s.on(Overlay.CIRCLES) && w.wander() instanceof Wander.Circle c) {
            Vec2 centre = c.centreFor(b);
            Vec2 point = c.pointFor(b);
            Draw.Batch batch = Draw.batch(g); // the field's transform and clip are set: one clip lookup
            g.setColor(p.ghost());
            g.setStroke(s.stroke(2));
            batch.line(pos, centre);
            g.setColor(p.circle());
            g.setStroke(s.stroke(2.5));
            batch.circle(centre, c.radius());
            g.setColor(p.accent());
            g.setStroke(s.dashed(2));
            batch.line(pos, point);
            g.setColor(p.target());
            batch.disc(point, s.px(5));
        }
        if (s.on(Overlay.VECTORS)) {
            if (w.wander() instanceof Wander.Jump j && w.tick() > 0) {
                VectorDraw.arrow(g, pos, j.direction().times(w.gait().maxSpeed()), SteerDraw.V, VectorDraw.alpha(p.accent(), 200), 3, s);
            }
            VectorDraw.arrow(g, pos, b.velocity(), SteerDraw.V, p.joint(), 3.5, s);
        }
        VectorDraw.walker(g, pos, b.velocity(), colour, s);
        g.setTransform(old);
        g.setClip(oldClip);
        g.setColor(p.bone());
        g.setStroke(s.stroke(2));
        g.draw(new Rectangle2D.Double(origin.x(), origin.y(), fw, fh));
        if (s.on(Overlay.LABELS)) {
            Vec2 below = origin.plus(new Vec2(0, fh + s.px(22)));
            Draw.label(g, Tr.f("mean speed %.2f px/tick", w.meanSpeed()), below, s, 16, p.text());
            Draw.label(g, Tr.f("path %.0f px, turn %.1f\u00b0/tick", w.path(), w.meanTurnDegrees()),
                    below.plus(new Vec2(0, s.px(22))), s, 16, p.text());
        }
    }
}
