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

    /** The strip above the tanks (stage px) that holds their names. */
    static final double HEADER = 44;

    public static Lesson<LongFrameWorld> create() {
        return Lesson.builder("long-frame", LongFrameWorld.class)
                .params(LongFrameWorld.PARAMS)
                .world(LongFrameWorld::new)
                .painter(LongFrameLesson::paint)
                // Both jellyfish, so no label lands on a bell or a tentacle (the stage shows both tanks whole).
                .body(LongFrameLesson::creature)
                // A strip above the two tanks for their names, so no name sits in a tank over its jellyfish.
                .subject(w -> new java.awt.geom.Rectangle2D.Double(0, -HEADER, w.stageWidth(), w.stageHeight() + HEADER))
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
            Draw.label(g, Tr.t("straight through"), new Vec2(s.px(12), -s.px(10)), s, 18, p.text());
            Draw.label(g, Tr.t("clamped to 0.05 s"), new Vec2(LongFrameWorld.TANK_W + s.px(12), -s.px(10)), s, 18, p.text());
            // The frame each side was fed this tick, the lesson's number, in the readouts.
            Draw.readout(g, 0, Tr.f("straight through: this frame %.3f s", w.rawDt()), s, w.rawDt() > LongFrameWorld.CLAMP ? p.warning() : p.text());
            Draw.readout(g, 1, Tr.f("clamped: this frame %.3f s", w.clampedDt()), s, p.text());
            linksLabel(g, w.raw(), 0, s);
            linksLabel(g, w.clamped(), LongFrameWorld.TANK_W, s);
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

    /** At the tank's foot: every link at most this long. */
    private static void linksLabel(Graphics2D g, Jellyfish j, double x, StageStyle s) {
        Palette p = s.palette();
        double stretch = j.maxLinkStretch();
        Draw.label(g, Tr.f("links \u2264 %.2f \u00d7 11 px", stretch),
                new Vec2(x + s.px(12), LongFrameWorld.TANK_H - s.px(10)), s, 16, stretch > 1.2 ? p.warning() : p.text());
    }

    static org.creatureexplorer.lesson.CreatureBox creature(LongFrameWorld w) {
        org.creatureexplorer.lesson.CreatureBox box = new org.creatureexplorer.lesson.CreatureBox();
        JellyfishLesson.addJellyfish(box, w.raw(), 0);
        JellyfishLesson.addJellyfish(box, w.clamped(), LongFrameWorld.TANK_W);
        return box;
    }
}
