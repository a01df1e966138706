package org.creatureexplorer.lessons.mannerisms;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.steering.SteerWorld;

/** Lesson 3.1: one seek, by hand (the brief's worked example, tick by tick). */
public final class SeekLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    static final double FIELD_W = 240;
    static final double FIELD_H = 140;
    static final double STAGE_H = 206;

    /** The worked example: walker at (40, 100) moving (-0.48, 1.76), target (136, 28). */
    static final SteerWorld.Setup SETUP = SteerWorld.REFERENCE
            .withStart(new Vec2(40, 100), new Vec2(-0.48, 1.76))
            .withTarget(new Vec2(136, 28))
            .withField(FIELD_W, FIELD_H)
            .withStage(FIELD_W, STAGE_H)
            .withVelocityHandle(true);

    static final List<ParamSpec> PARAMS = List.of(
            SteerWorld.maxSpeedParam(), SteerWorld.maxForceParam(), SteerWorld.noCapParam(), SteerWorld.massParam());

    public static Lesson<SteerWorld> create() {
        return Lesson.builder("seek", SteerWorld.class)
                .params(PARAMS)
                .world(p -> SteerWorld.create(p, SETUP))
                .painter(SeekLesson::paint)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Raw steering and the force after the cut", "length (px/tick)", "steer_len", "force_len")
                        .withRoles(Palette.Role.RAW_STEERING, Palette.Role.FORCE)
                        .against("t", "tick")
                        .withGuide("max force", w -> finiteOrNaN(((SteerWorld) w).gait().maxForce())))
                .chart(ChartSpec.linear("Angle from velocity to desired", "angle (deg)", "miss_deg")
                        .against("t", "tick").withRange(0.0, null))
                .chart(ChartSpec.linear("Speed", "speed (px/tick)", "speed")
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("max speed", w -> ((SteerWorld) w).gait().maxSpeed()))
                .scenario(SteerWorld.SCENARIO)
                .pointerHint("Step with the Right arrow. While paused, drag the walker, the tip of its velocity (v) or the target.")
                .build();
    }

    static double finiteOrNaN(double v) { return Double.isFinite(v) ? v : Double.NaN; }

    static void paint(Graphics2D g, SteerWorld w, StageStyle s) {
        Palette p = s.palette();
        Rectangle2D table = tableBox(s);
        Draw.grid(g, FIELD_W, FIELD_H, 16, s);
        if (s.on(Overlay.LABELS)) Draw.keepOut(g, s, table);
        SteerDraw.scene(g, w, s, FIELD_W, FIELD_H, 34);
        if (s.on(Overlay.LABELS)) {
            SteerDraw.legend(g, w, s);
            SteerDraw.table(g, w, table, s);
        }
    }

    /**
     * The tick table's box under the field: as wide as the stage shows (a wide stage shows more
     * than the field's 240 px, and the table's seven columns need it to keep their 16 px text).
     */
    static Rectangle2D tableBox(StageStyle s) {
        Rectangle2D shown = s.visible();
        if (shown == null || shown.getWidth() <= FIELD_W) return new Rectangle2D.Double(0, FIELD_H, FIELD_W, STAGE_H - FIELD_H);
        double x = Math.max(shown.getMinX(), FIELD_W / 2 - shown.getWidth() / 2);
        return new Rectangle2D.Double(x + s.px(6), FIELD_H, shown.getWidth() - s.px(12), STAGE_H - FIELD_H);
    }
}
