package org.creatureexplorer.lessons.gallery;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import org.creatureexplorer.creature.Jellyfish;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.gallery.JellyfishWorld;
import org.creatureexplorer.i18n.Tr;

/** Lesson 5.3: the jellyfish: a pulse that pushes, drag that slows, tentacles on verlet links. */
public final class JellyfishLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<JellyfishWorld> create() {
        return Lesson.builder("jellyfish", JellyfishWorld.class)
                .creature(JellyfishLesson::creature, 370, 300, false)
                .params(JellyfishWorld.PARAMS)
                .world(JellyfishWorld::new)
                .painter(JellyfishLesson::paint)
                .overlay(Overlay.BONES, false)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Speed (the squeezes in the second colour)", "speed (px/s)", "speed", "speed_squeezing")
                        .withRange(0.0, null))
                .chart(ChartSpec.linear("Squeeze", "squeeze (0 rest, 1 full)", "squeeze").withRange(0.0, 1.0))
                .chart(ChartSpec.linear("Tentacle stretch: longest link over 11 px", "stretch", "max_link_stretch")
                        .withRange(0.95, 1.1))
                .scenario(JellyfishWorld.SCENARIO)
                .followsPointer()
                .pointerHint("Move the pointer over the stage: the large jellyfish turns toward it. The small one keeps to the figure-eight, 3.4 s behind.")
                .description("Two jellyfish, a large and a small one, pulse their bells and glide along a figure-eight, "
                        + "five tentacles trailing from each bell.")
                .build();
    }

    static void paint(Graphics2D g, JellyfishWorld w, StageStyle s) {
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        jellyfish(g, w.small(), s, s.on(Overlay.BONES));
        jellyfish(g, w.large(), s, s.on(Overlay.BONES));
        Palette p = s.palette();
        Jellyfish j = w.large();
        if (s.on(Overlay.VECTORS)) {
            g.setColor(p.vector());
            g.setStroke(s.stroke(3));
            Draw.arrow(g, j.position(), j.position().plus(j.velocity().times(0.4)), s.px(12));
        }
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.stroke(3));
            Draw.cross(g, w.target(), s.px(14));
            if (w.pointer() != null) Draw.circle(g, w.pointer(), s.px(10));
        }
        if (s.on(Overlay.LABELS)) {
            Draw.readout(g, 0, Tr.f("%s \u00b7 squeeze %.2f \u00b7 %.0f px/s",
                    j.squeezing() ? Tr.t("squeezing") : Tr.t("releasing"), j.squeeze(), j.speed()), s, j.squeezing() ? p.accent() : p.text());
            Draw.readout(g, 1, Tr.f("longest tentacle link %.3f \u00d7 11 px", j.maxLinkStretch()), s, p.text());
        }
    }

    /** The bell (narrower and longer while squeezed) and its tentacles; {@code links} marks the verlet points. */
    static void jellyfish(Graphics2D g, Jellyfish j, StageStyle s, boolean links) {
        Palette p = s.palette();
        Color body = GalleryDraw.mixed(p.trail(), p.background(), 0.45);
        g.setStroke(s.stroke(2));
        g.setColor(GalleryDraw.mixed(p.trail(), p.background(), 0.2));
        // One path for the tentacles in turn (each still stroked on its own) and then the bell.
        Path2D.Double line = new Path2D.Double(Path2D.WIND_NON_ZERO, Jellyfish.LINKS + 2);
        for (int k = 0; k < Jellyfish.TENTACLES; k++) {
            line.reset();
            line.moveTo(j.tentacleX(k, 0), j.tentacleY(k, 0));
            for (int i = 1; i <= Jellyfish.LINKS; i++) line.lineTo(j.tentacleX(k, i), j.tentacleY(k, i));
            g.draw(line);
        }
        if (links) {
            for (int k = 0; k < Jellyfish.TENTACLES; k++) {
                for (int i = 0; i <= Jellyfish.LINKS; i++) {
                    g.setColor(i == 0 ? p.joint() : p.bone());
                    Draw.disc(g, new Vec2(j.tentacleX(k, i), j.tentacleY(k, i)), s.px(i == 0 ? 3.5 : 2.5));
                }
            }
        }
        AffineTransform saved = g.getTransform();
        g.translate(j.x(), j.y());
        g.rotate(j.heading());
        double len = j.bellLength(), wid = j.bellWidth();
        // A dome: round at the front (the heading), cut straight across the rim at the back.
        Path2D.Double bell = line;
        bell.reset();
        bell.moveTo(-0.35 * len, -wid);
        bell.curveTo(0.5 * len, -wid * 1.05, 1.05 * len, -wid * 0.55, 1.05 * len, 0);
        bell.curveTo(1.05 * len, wid * 0.55, 0.5 * len, wid * 1.05, -0.35 * len, wid);
        bell.quadTo(-0.2 * len, 0, -0.35 * len, -wid);
        g.setColor(StyleCache.withAlpha(body, 220));
        g.fill(bell);
        g.setColor(GalleryDraw.mixed(p.trail(), p.bone(), 0.3));
        g.setStroke(s.stroke(2));
        g.draw(bell);
        g.setTransform(saved);
    }

    /** Both jellyfish: bells and tentacles. */
    static org.creatureexplorer.lesson.CreatureBox creature(JellyfishWorld w) {
        org.creatureexplorer.lesson.CreatureBox box = new org.creatureexplorer.lesson.CreatureBox();
        addJellyfish(box, w.large(), 0);
        addJellyfish(box, w.small(), 0);
        return box;
    }

    /** A jellyfish's bell and tentacles into {@code box}, {@code dx} stage px to the right (the long frame's second tank). */
    static void addJellyfish(org.creatureexplorer.lesson.CreatureBox box, org.creatureexplorer.creature.Jellyfish j, double dx) {
        box.add(j.position().plus(new org.creatureexplorer.sim.Vec2(dx, 0)), j.bellWidth());
        for (int k = 0; k < org.creatureexplorer.creature.Jellyfish.TENTACLES; k++) {
            for (int i = 0; i <= org.creatureexplorer.creature.Jellyfish.LINKS; i += 2) {
                box.add(new org.creatureexplorer.sim.Vec2(j.tentacleX(k, i) + dx, j.tentacleY(k, i)), 3);
            }
        }
    }
}
