package org.creatureexplorer.lessons.mannerisms;

import java.awt.Graphics2D;
import java.util.List;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.steering.SteerWorld;

/** Lesson 3.4: the cap is what makes it a force (no cap: an assignment, or a vibration). */
public final class CapLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    static final double FIELD_W = 240;
    static final double FIELD_H = 150;

    /** Seek: the worked example. */
    static final SteerWorld.Setup SEEK = SteerWorld.REFERENCE
            .withStart(new Vec2(40, 100), new Vec2(-0.48, 1.76))
            .withTarget(new Vec2(136, 28))
            .withField(FIELD_W, FIELD_H)
            .withStage(FIELD_W, FIELD_H);

    /** Flee: the same walker running at full speed straight at the threat; the edges stop it. */
    static final SteerWorld.Setup FLEE = SEEK.withBehavior(SteerWorld.Behavior.FLEE)
            .withStart(new Vec2(40, 100), new Vec2(1.92, -1.44))
            .withWalls(true);

    static final List<ParamSpec> PARAMS = List.of(
            ParamSpec.choice("behavior", "behaviour", List.of("seek", "flee"), "seek", false),
            ParamSpec.bool("no-cap", "no force cap (max force = infinity)", true, true),
            SteerWorld.maxForceParam(),
            SteerWorld.massParam());

    static SteerWorld world(ParamValues p) {
        return SteerWorld.create(p, SteerWorld.BEHAVIOR.in(p).equals("flee") ? FLEE : SEEK);
    }

    public static Lesson<SteerWorld> create() {
        return Lesson.builder("cap", SteerWorld.class)
                .params(PARAMS)
                .world(CapLesson::world)
                .painter(CapLesson::paint)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("|Steering| (raw, before any cut)", "length (px/tick)", "steer_len")
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("max force", w -> SeekLesson.finiteOrNaN(((SteerWorld) w).gait().maxForce())))
                .chart(ChartSpec.linear("Speed", "speed (px/tick)", "speed")
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("max speed", w -> ((SteerWorld) w).gait().maxSpeed()))
                .chart(ChartSpec.linear("Velocity and desired velocity, x part", "x part (px/tick)", "vx", "desired_x")
                        .withRoles(Palette.Role.ACTUAL, Palette.Role.DESIRED)
                        .withUnderlay("vx")
                        .against("t", "tick"))
                .scenario(SteerWorld.SCENARIO)
                .pointerHint("Step with the Right arrow. Untick \"no force cap\" to compare; set mass to 0.5 for the flip.")
                .build();
    }

    static void paint(Graphics2D g, SteerWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, FIELD_W, FIELD_H, 16, s);
        if (w.setup().walls()) {
            g.setColor(p.bone());
            g.setStroke(s.stroke(3));
            g.draw(new java.awt.geom.Rectangle2D.Double(0, 0, FIELD_W, FIELD_H));
        }
        SteerDraw.scene(g, w, s, FIELD_W, FIELD_H, 34, false);
        if (s.on(Overlay.LABELS)) SteerDraw.legend(g, w, s);
    }
}
