package org.creatureexplorer.lessons.gallery;

import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import org.creatureexplorer.creature.Jellyfish;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.gallery.LongFrameWorld;
import org.creatureexplorer.i18n.Tr;

/** Lesson 5.4: where creatures break: one long frame, fed straight through (left) or clamped (right). */
public final class LongFrameLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<LongFrameWorld> create() {
        return Lesson.builder("long-frame", LongFrameWorld.class)
                .params(LongFrameWorld.PARAMS)
                .world(LongFrameWorld::new)
                .painter(LongFrameLesson::paint)
                .overlay(Overlay.BONES, false)
                .overlay(Overlay.LABELS, true)
                .action(new LessonAction(LongFrameWorld.LONG_FRAME, "Long frame",
                        "Feed the next frame with the chosen length: straight through on the left, clamped to 0.05 s on the right"))
                .chart(ChartSpec.log("Longest link over 11 px, both sides", "stretch", 0.9, 100,
                        "raw_stretch", "clamped_stretch"))
                .chart(ChartSpec.log("Time step each side used", "dt (s)", 0.01, 10, "raw_dt", "clamped_dt"))
                .scenario(LongFrameWorld.SCENARIO)
                .pointerHint("At 2 s one long frame arrives, as after a hidden window. Press Long frame for another; change its length with the slider.")
                .description("Two identical jellyfish side by side. At 2 s one long frame arrives: the left one takes it whole "
                        + "and its tentacles tear; the right one takes it clamped to 0.05 s and stays whole.")
                .build();
    }

    static void paint(Graphics2D g, LongFrameWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        tank(g, w.raw(), 0, s);
        tank(g, w.clamped(), LongFrameWorld.TANK_W, s);
        g.setColor(p.bone());
        g.setStroke(s.stroke(3));
        g.draw(new Line2D.Double(LongFrameWorld.TANK_W, 0, LongFrameWorld.TANK_W, w.stageHeight()));
        if (s.on(Overlay.LABELS)) {
            double line = 27 * s.textScale();
            label(g, Tr.t("straight through"), Tr.f("this frame %.3f s", w.rawDt()), w.raw(), 0, s, line);
            label(g, Tr.t("clamped to 0.05 s"), Tr.f("this frame %.3f s", w.clampedDt()), w.clamped(),
                    LongFrameWorld.TANK_W, s, line);
        }
    }

    private static void tank(Graphics2D g, Jellyfish j, double offset, StageStyle s) {
        AffineTransform saved = g.getTransform();
        java.awt.Shape clip = g.getClip();
        g.clip(new java.awt.geom.Rectangle2D.Double(offset, 0, LongFrameWorld.TANK_W, LongFrameWorld.TANK_H));
        g.translate(offset, 0);
        JellyfishLesson.jellyfish(g, j, s, s.on(Overlay.BONES));
        g.setTransform(saved);
        g.setClip(clip);
    }

    private static void label(Graphics2D g, String title, String dt, Jellyfish j, double x, StageStyle s, double line) {
        Palette p = s.palette();
        double stretch = j.maxLinkStretch();
        double top = s.px(8 + 20 * s.textScale());
        Draw.label(g, title, new Vec2(x + s.px(12), top), s, 18, p.text());
        Draw.label(g, dt, new Vec2(x + s.px(12), top + s.px(line)), s, 18, p.text());
        // At the tank's foot, clear of the two lines above and of the bell near the top.
        // Every link at most this long: short enough for half a small stage.
        Draw.label(g, Tr.f("links \u2264 %.2f \u00d7 11 px", stretch),
                new Vec2(x + s.px(12), LongFrameWorld.TANK_H - s.px(10)), s, 16, stretch > 1.2 ? p.warning() : p.text());
    }
}
