package org.creatureexplorer.lessons.blends;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Arc2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Labels;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StaticLayer;
import org.creatureexplorer.lesson.VectorDraw;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.GrazeWorld.Rule;
import org.creatureexplorer.world.blends.GrazeWorld;
import org.creatureexplorer.i18n.QuickFormat;

/** Drawing shared by the grazing lessons: the field, the tuft, the predator, a walker with its alarm ring and forces. */
final class GrazeDraw {
    private GrazeDraw() {}

    /** Forces (px per tick per tick) are drawn this many times longer: the cap 0.3 reads as 18 px. */
    static final double F = 60;

    /** Each rule's colour: the same as its line on the charts (the charts' first, second and third series colours). */
    static Color colour(Rule r, Palette p) {
        return switch (r) {
            case SUM -> p.ruleSum();
            case SWITCH -> p.ruleSwitch();
            case FEAR -> p.ruleAlarm();
        };
    }

    /** The rule's short name on the stage and in the chart legends. */
    static String shortName(Rule r) {
        return switch (r) {
            case SUM -> Tr.t("sum");
            case SWITCH -> Tr.t("switch");
            case FEAR -> Tr.t("alarm");
        };
    }

    static String f1(double v) { return QuickFormat.fixed(v, 1); }

    static String f2(double v) { return QuickFormat.fixed(v, 2); }

    static String f3(double v) { return QuickFormat.fixed(v, 3); }

    static String cap(GrazeWorld w) {
        return w.gait().capped() ? Tr.f("max force %s", f2(w.gait().maxForce())) : Tr.t("NO CAP (max force = infinity)");
    }

    /** The field's ground: grid and border. */
    static void ground(Graphics2D g, StageStyle s) {
        Draw.grid(g, GrazeWorld.FIELD_W, GrazeWorld.FIELD_H, 16, s);
        g.setColor(s.palette().bone());
        g.setStroke(s.stroke(2.5));
        fieldEdge(g);
    }

    /**
     * The field's edge in the current colour and stroke, from the field's corner. It never moves:
     * drawn once into an image (per size, zoom and look) and copied after that, which costs a
     * fraction of stroking a rectangle this size every frame and gives the same pixels.
     */
    static void fieldEdge(Graphics2D g) {
        StaticLayer.draw(g, "blends field edge", GrazeWorld.FIELD_W, GrazeWorld.FIELD_H,
                layer -> layer.draw(new Rectangle2D.Double(0, 0, GrazeWorld.FIELD_W, GrazeWorld.FIELD_H)));
    }

    /** The tuft: blades of grass fanning up from its root, and (circles overlay) the braking radius. */
    static void tuft(Graphics2D g, StageStyle s) {
        Palette p = s.palette();
        Vec2 t = GrazeWorld.TUFT;
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.bodyEdge());
            g.setStroke(s.dashed(1.5));
            Draw.circle(g, t, GrazeWorld.BRAKE);
        }
        g.setStroke(s.stroke(3.5));
        g.setColor(p.bodyEdge());
        for (int k = -3; k <= 3; k++) {
            double a = -Math.PI / 2 + k * 0.28;
            Vec2 tip = t.plus(Vec2.polar(s.px(k % 2 == 0 ? 16 : 12), a));
            Path2D.Double blade = new Path2D.Double();
            blade.moveTo(t.x(), t.y() + s.px(3));
            Vec2 mid = t.lerp(tip, 0.5).plus(new Vec2(s.px(k) * 0.6, 0));
            blade.quadTo(mid.x(), mid.y(), tip.x(), tip.y());
            g.draw(blade);
        }
        g.setColor(p.body());
        g.setStroke(s.stroke(2));
        for (int k = -3; k <= 3; k += 2) {
            Vec2 tip = t.plus(Vec2.polar(s.px(10), -Math.PI / 2 + k * 0.28));
            Draw.line(g, t.plus(new Vec2(0, s.px(3))), tip);
        }
    }

    /** The startle radius around the predator (circles overlay), shaded while any walker is inside it. */
    static void startleDisc(Graphics2D g, Vec2 predator, double radius, boolean occupied, StageStyle s) {
        if (!s.on(Overlay.CIRCLES)) return;
        Palette p = s.palette();
        g.setColor(VectorDraw.alpha(p.target(), occupied ? 46 : 22));
        Draw.disc(g, predator, radius);
        g.setColor(p.target());
        g.setStroke(s.dashed(2.5));
        Draw.circle(g, predator, radius);
    }

    /** The predator: a red head with two ears, its walking direction as an arrow. */
    static void predator(Graphics2D g, Vec2 at, boolean walking, StageStyle s) {
        Palette p = s.palette();
        double r = s.px(11);
        Path2D.Double ears = new Path2D.Double();
        for (int side = -1; side <= 1; side += 2) {
            ears.moveTo(at.x() + side * r * 0.9, at.y() - r * 0.2);
            ears.lineTo(at.x() + side * r * 0.95, at.y() - r * 1.55);
            ears.lineTo(at.x() + side * r * 0.2, at.y() - r * 0.8);
            ears.closePath();
        }
        g.setColor(p.bone());
        g.setStroke(s.stroke(3));
        g.draw(ears);
        g.setColor(p.target());
        g.fill(ears);
        g.setColor(p.bone());
        Draw.disc(g, at, r + s.px(2));
        g.setColor(p.target());
        Draw.disc(g, at, r);
        g.setColor(p.textHalo());
        Draw.disc(g, at.plus(new Vec2(-r * 0.4, -r * 0.15)), s.px(2.5));
        Draw.disc(g, at.plus(new Vec2(r * 0.4, -r * 0.15)), s.px(2.5));
        if (walking) VectorDraw.arrow(g, at.plus(new Vec2(-r - s.px(2), 0)), GrazeWorld.WALK_VELOCITY, 10, p.target(), 3, s);
    }

    /**
     * Names the predator and its startle radius while it is on the field; once a walking
     * predator has left it, a note at the west edge says so (a label clamped to the edge would
     * point at the wrong place).
     */
    static void predatorLabels(Labels labels, Graphics2D g, Vec2 predator, double startle, StageStyle s) {
        Palette p = s.palette();
        if (predator.x() < 0) {
            Draw.label(g, Tr.t("\u2190 predator gone west"), new Vec2(s.px(6), Math.max(s.px(20), Math.min(GrazeWorld.FIELD_H - s.px(8), predator.y()))),
                    s, 15, p.target());
            return;
        }
        if (s.on(Overlay.CIRCLES)) {
            Vec2 below = predator.plus(new Vec2(0, startle));
            Vec2 above = predator.plus(new Vec2(0, -startle));
            labels.place(Tr.f("startle radius %s px", BlendsLesson.trim(startle)), 15, p.target(),
                    Labels.Spot.side(below, new Vec2(0, 1), s.px(4)), Labels.Spot.side(above, new Vec2(0, -1), s.px(4)),
                    Labels.Spot.side(predator.plus(new Vec2(-startle, 0)), new Vec2(-1, 0.3), s.px(4)));
        }
        labels.place(Tr.t("predator"), 16, p.target(), Labels.Spot.side(predator, new Vec2(1, 0.4), s.px(16)),
                Labels.Spot.side(predator, new Vec2(-1, 0.4), s.px(16)), Labels.Spot.side(predator, new Vec2(0, 1), s.px(18)),
                Labels.Spot.side(predator, new Vec2(0, -1), s.px(24)));
    }

    /** The alarm ring: a thin full ring, and over it an arc whose length is the fear (a full circle at 1). */
    static void alarmRing(Graphics2D g, Vec2 at, double fear, Color colour, double radiusPx, StageStyle s) {
        double r = s.px(radiusPx);
        g.setColor(VectorDraw.alpha(s.palette().ghost(), 150));
        g.setStroke(s.stroke(2));
        Draw.circle(g, at, r);
        if (fear <= 0.002) return;
        g.setColor(s.palette().bone());
        g.setStroke(s.stroke(7));
        g.draw(new Arc2D.Double(at.x() - r, at.y() - r, 2 * r, 2 * r, 90, -360 * Math.min(1, fear), Arc2D.OPEN));
        g.setColor(colour);
        g.setStroke(s.stroke(4.5));
        g.draw(new Arc2D.Double(at.x() - r, at.y() - r, 2 * r, 2 * r, 90, -360 * Math.min(1, fear), Arc2D.OPEN));
    }

    /** Tips of the three force arrows (feed, flight, combined), all from the walker, x{@link #F}. */
    static Vec2[] forces(Graphics2D g, GrazeWorld w, Color colour, StageStyle s) {
        Palette p = s.palette();
        GrazeWorld.Decision d = w.decision();
        Vec2 pos = w.body().position();
        Vec2 feed = VectorDraw.arrow(g, pos, d.feed().times(d.feedWeight()), F, p.bodyEdge(), 3, s);
        Vec2 flight = VectorDraw.arrow(g, pos, d.flight().force().times(d.flightWeight()), F, p.role(Palette.Role.FLIGHT), 3, s);
        Vec2 total = VectorDraw.arrow(g, pos, d.force(), F, colour, 5, s);
        return new Vec2[] {feed, flight, total};
    }

    /**
     * A walker: a disc {@code radiusPx} screen px across with an edge and a nose along its velocity.
     * The comparison draws its three walkers large, medium and small (sum, switch, alarm), so
     * walkers standing on one spot still all show, like rings of a target.
     */
    static void walker(Graphics2D g, GrazeWorld w, Color colour, double radiusPx, StageStyle s) {
        Vec2 p = w.body().position();
        Vec2 v = w.body().velocity();
        g.setColor(s.palette().bone());
        Draw.disc(g, p, s.px(radiusPx + 2));
        g.setColor(colour);
        Draw.disc(g, p, s.px(radiusPx));
        if (v.length() > 0.02) {
            Vec2 nose = v.directionOr(Vec2.UNIT_X);
            g.setColor(s.palette().bone());
            g.setStroke(s.stroke(3));
            Draw.line(g, p.plus(nose.times(s.px(radiusPx * 0.4))), p.plus(nose.times(s.px(radiusPx + 5))));
        }
    }

    /** Body radius (screen px) of the comparison's walker for a rule: sum large, switch medium, alarm small. */
    static double radius(Rule r) {
        return switch (r) {
            case SUM -> 13;
            case SWITCH -> 9;
            case FEAR -> 5;
        };
    }
}
