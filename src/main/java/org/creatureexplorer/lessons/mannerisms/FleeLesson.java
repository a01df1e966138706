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
import org.creatureexplorer.lesson.VectorDraw;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.steering.SteerWorld;
import org.creatureexplorer.i18n.Tr;

/** Lesson 3.3: flee, seek's arithmetic reversed. */
public final class FleeLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    static final double FIELD_W = 240;
    static final double FIELD_H = 150;

    /** The walker is passing the threat at (150, 60), moving up and to the right; the field's edges stop it. */
    static final SteerWorld.Setup SETUP = SteerWorld.REFERENCE
            .withBehavior(SteerWorld.Behavior.FLEE)
            .withStart(new Vec2(80, 110), new Vec2(1.8, -1.2))
            .withTarget(new Vec2(150, 60))
            .withField(FIELD_W, FIELD_H)
            .withStage(FIELD_W, FIELD_H)
            .withWalls(true);

    static final List<ParamSpec> PARAMS = List.of(
            SteerWorld.panicParam(), SteerWorld.maxSpeedParam(), SteerWorld.maxForceParam(), SteerWorld.massParam());

    public static Lesson<SteerWorld> create() {
        return Lesson.builder("flee", SteerWorld.class)
                .params(PARAMS)
                .world(p -> SteerWorld.create(p, SETUP))
                .painter(FleeLesson::paint)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.CIRCLES, false)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Distance from the threat", "distance (px)", "distance")
                        .against("t", "tick").withRange(0.0, null))
                .chart(ChartSpec.linear("Speed", "speed (px/tick)", "speed")
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("max speed", w -> ((SteerWorld) w).gait().maxSpeed()))
                .chart(ChartSpec.linear("Raw steering and the force after the cut", "length (px/tick)", "steer_len", "force_len")
                        .withRoles(Palette.Role.RAW_STEERING, Palette.Role.FORCE)
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("max force", w -> SeekLesson.finiteOrNaN(((SteerWorld) w).gait().maxForce())))
                .scenario(SteerWorld.SCENARIO)
                .pointerHint("Drag the threat (red cross) or the walker, paused or running. The field's edge stops the walker.")
                .build();
    }

    private static final ThreadLocal<LabelMemo<String>> PANIC = ThreadLocal.withInitial(LabelMemo::new);

    static void paint(Graphics2D g, SteerWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, FIELD_W, FIELD_H, 16, s);
        g.setColor(p.bone());
        g.setStroke(s.stroke(3));
        g.draw(new java.awt.geom.Rectangle2D.Double(0, 0, FIELD_W, FIELD_H));

        if (Double.isFinite(w.panic()) && s.on(Overlay.TARGETS)) {
            Draw.Batch batch = Draw.batch(g);
            g.setColor(VectorDraw.alpha(p.target(), 28));
            batch.disc(w.target(), w.panic());
            g.setColor(p.target());
            g.setStroke(s.dashed(2));
            batch.circle(w.target(), w.panic());
        }
        SteerDraw.scene(g, w, s, FIELD_W, FIELD_H, 60, false);
        if (s.on(Overlay.LABELS)) {
            LabelMemo<String> panic = PANIC.get(); // changes only with the parameter
            if (!panic.key(w.panic()).same()) {
                panic.remember(Double.isFinite(w.panic())
                        ? Tr.f("panic radius %.0f px (the red disc)", w.panic())
                        : Tr.t("flees at any distance"));
            }
            Draw.readout(g, 0, panic.value(), s, p.target());
            SteerDraw.legend(g, w, s);
        }
    }
}
