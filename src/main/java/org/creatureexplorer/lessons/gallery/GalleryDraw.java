package org.creatureexplorer.lessons.gallery;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.util.List;
import org.creatureexplorer.creature.Body;
import org.creatureexplorer.creature.Koi;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.lesson.BodyDraw;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.sim.Vec2;

/** Drawing shared by the gallery's water lessons: a koi's skin, fins and bones. */
final class GalleryDraw {
    private GalleryDraw() {}

    /** Koi orange: the palette's vector orange, softened toward the ground, so every look gets a koi that reads. */
    static Color koiFill(StageStyle s) { return mix(s.palette().vector(), s.palette().background(), 0.25); }

    static Color koiEdge(StageStyle s) { return mix(s.palette().vector(), s.palette().bone(), 0.45); }

    /** The koi: fins (the tail fin at its own spring angle), the smooth skin and two eyes. */
    static void koi(Graphics2D g, Koi koi, StageStyle s) {
        Body b = koi.body();
        Color edge = koiEdge(s);
        Color fin = new Color(edge.getRed(), edge.getGreen(), edge.getBlue(), 170);
        KoiBody.Fin straightTail = KoiBody.tailFin(b);
        double length = straightTail.length();
        Vec2 tail = koi.tail();
        BodyDraw.fin(g, new KoiBody.Fin(tail.plus(Vec2.polar(0.45 * length, koi.tailFinAngle())), koi.tailFinAngle(),
                length, straightTail.width()), fin);
        BodyDraw.fin(g, KoiBody.sideFin(b, +1), fin);
        BodyDraw.fin(g, KoiBody.sideFin(b, -1), fin);
        Path2D.Double skin = BodyDraw.smoothLoop(b.outline());
        g.setColor(koiFill(s));
        g.fill(skin);
        g.setColor(edge);
        g.setStroke(s.stroke(2));
        g.draw(skin);
        g.setColor(s.palette().bone());
        double eyeR = Math.max(s.px(2.5), 0.18 * b.radius(0));
        for (int side = -1; side <= 1; side += 2) Draw.disc(g, b.eye(side, 0.35, 0.62), eyeR);
    }

    /** Bones and joints; joints whose bend was clamped this tick as big warning dots. */
    static void bones(Graphics2D g, Koi koi, StageStyle s) {
        var c = koi.chain();
        g.setColor(s.palette().bone());
        g.setStroke(s.stroke(2.5));
        for (int i = 1; i < c.size(); i++) Draw.line(g, c.joint(i - 1), c.joint(i));
        for (int i = 0; i < c.size(); i++) {
            boolean limit = c.atLimit(i);
            g.setColor(limit ? s.palette().warning() : s.palette().joint());
            Draw.disc(g, c.joint(i), s.px(limit ? 7 : i == 0 ? 5 : 3.5));
        }
    }

    static Color mix(Color a, Color b, double t) {
        return new Color((int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
                (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
                (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
    }
}
