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
import org.creatureexplorer.lessons.mannerisms.LabelMemo;

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
        LabelMemo<String> memo = SCRATCH.get().cap;
        double maxForce = w.gait().maxForce();
        if (memo.key(maxForce).same()) return memo.value(); // the gait changes only with a parameter
        return memo.remember(Double.isFinite(maxForce) ? Tr.f("max force %s", f2(maxForce)) : Tr.t("NO CAP (max force = infinity)"));
    }

    /**
     * What the grazing painters keep from frame to frame, per thread (the window's, render's and
     * bench's): the tuft's shapes, scratch shapes handed to the graphics (which keeps no
     * reference), and labels and label spots kept while the values they show stay put.
     */
    private static final class Scratch {
        final LabelMemo<String> cap = new LabelMemo<>();
        final LabelMemo<Tuft> tuft = new LabelMemo<>();
        final LabelMemo<Labels.Spot[]> tuftSpots = new LabelMemo<>();
        final LabelMemo<String> startleText = new LabelMemo<>();
        final LabelMemo<Labels.Spot[]> startleSpots = new LabelMemo<>();
        final LabelMemo<Labels.Spot[]> predatorSpots = new LabelMemo<>();
        final Path2D.Double ears = new Path2D.Double();
        final Arc2D.Double arc = new Arc2D.Double();
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /** The tuft at one zoom: its blades and the four short stalks between them (it never moves). */
    private record Tuft(Path2D.Double[] blades, Vec2 stalkRoot, Vec2[] stalkTips) {}

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
        Draw.Batch batch = Draw.batch(g);
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.bodyEdge());
            g.setStroke(s.dashed(1.5));
            batch.circle(t, GrazeWorld.BRAKE);
        }
        g.setStroke(s.stroke(3.5));
        g.setColor(p.bodyEdge());
        Tuft tuft = tuftShapes(s);
        for (Path2D.Double blade : tuft.blades()) g.draw(blade);
        g.setColor(p.body());
        g.setStroke(s.stroke(2));
        for (Vec2 tip : tuft.stalkTips()) batch.line(tuft.stalkRoot(), tip);
    }

    /** The tuft's shapes at this zoom, made once per zoom (the same points as making them every frame). */
    private static Tuft tuftShapes(StageStyle s) {
        LabelMemo<Tuft> memo = SCRATCH.get().tuft;
        if (memo.key(s.scale()).same()) return memo.value();
        Vec2 t = GrazeWorld.TUFT;
        Path2D.Double[] blades = new Path2D.Double[7];
        for (int k = -3; k <= 3; k++) {
            double a = -Math.PI / 2 + k * 0.28;
            Vec2 tip = t.plus(Vec2.polar(s.px(k % 2 == 0 ? 16 : 12), a));
            Path2D.Double blade = new Path2D.Double();
            blade.moveTo(t.x(), t.y() + s.px(3));
            Vec2 mid = t.lerp(tip, 0.5).plus(new Vec2(s.px(k) * 0.6, 0));
            blade.quadTo(mid.x(), mid.y(), tip.x(), tip.y());
            blades[k + 3] = blade;
        }
        Vec2[] tips = new Vec2[4];
        for (int k = -3; k <= 3; k += 2) tips[(k + 3) / 2] = t.plus(Vec2.polar(s.px(10), -Math.PI / 2 + k * 0.28));
        return memo.remember(new Tuft(blades, t.plus(new Vec2(0, s.px(3))), tips));
    }

    /** Where the tuft's name may go: above it, then up to the right and the left. */
    static Labels.Spot[] tuftSpots(StageStyle s) {
        LabelMemo<Labels.Spot[]> memo = SCRATCH.get().tuftSpots;
        if (memo.key(s.scale()).same()) return memo.value();
        return memo.remember(new Labels.Spot[] {Labels.Spot.side(GrazeWorld.TUFT, new Vec2(0, -1), s.px(20)),
            Labels.Spot.side(GrazeWorld.TUFT, new Vec2(1, -0.5), s.px(16)), Labels.Spot.side(GrazeWorld.TUFT, new Vec2(-1, -0.5), s.px(16))});
    }

    /** The startle radius around the predator (circles overlay), shaded while any walker is inside it. */
    static void startleDisc(Graphics2D g, Vec2 predator, double radius, boolean occupied, StageStyle s) {
        if (!s.on(Overlay.CIRCLES)) return;
        Palette p = s.palette();
        Draw.Batch batch = Draw.batch(g);
        g.setColor(VectorDraw.alpha(p.target(), occupied ? 46 : 22));
        batch.disc(predator, radius);
        g.setColor(p.target());
        g.setStroke(s.dashed(2.5));
        batch.circle(predator, radius);
    }

    /** The predator: a red head with two ears, its walking direction as an arrow. */
    static void predator(Graphics2D g, Vec2 at, boolean walking, StageStyle s) {
        Palette p = s.palette();
        double r = s.px(11);
        Path2D.Double ears = SCRATCH.get().ears;
        ears.reset();
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
        Draw.Batch discs = Draw.batch(g);
        g.setColor(p.bone());
        discs.disc(at, r + s.px(2));
        g.setColor(p.target());
        discs.disc(at, r);
        g.setColor(p.textHalo());
        discs.disc(new Vec2(at.x() + -r * 0.4, at.y() + -r * 0.15), s.px(2.5));
        discs.disc(new Vec2(at.x() + r * 0.4, at.y() + -r * 0.15), s.px(2.5));
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
        // The text and the spots are kept while the predator stands (parked) and the radius stays.
        Scratch scratch = SCRATCH.get();
        if (s.on(Overlay.CIRCLES)) {
            LabelMemo<String> text = scratch.startleText;
            if (!text.key(startle).same()) text.remember(Tr.f("startle radius %s px", BlendsLesson.trim(startle)));
            LabelMemo<Labels.Spot[]> spots = scratch.startleSpots;
            if (!spots.key(predator.x()).key(predator.y()).key(startle).key(s.scale()).same()) {
                Vec2 below = predator.plus(new Vec2(0, startle));
                Vec2 above = predator.plus(new Vec2(0, -startle));
                spots.remember(new Labels.Spot[] {Labels.Spot.side(below, new Vec2(0, 1), s.px(4)), Labels.Spot.side(above, new Vec2(0, -1), s.px(4)),
                    Labels.Spot.side(predator.plus(new Vec2(-startle, 0)), new Vec2(-1, 0.3), s.px(4))});
            }
            labels.place(text.value(), 15, p.target(), spots.value());
        }
        LabelMemo<Labels.Spot[]> spots = scratch.predatorSpots;
        if (!spots.key(predator.x()).key(predator.y()).key(s.scale()).same()) {
            spots.remember(new Labels.Spot[] {Labels.Spot.side(predator, new Vec2(1, 0.4), s.px(16)),
                Labels.Spot.side(predator, new Vec2(-1, 0.4), s.px(16)), Labels.Spot.side(predator, new Vec2(0, 1), s.px(18)),
                Labels.Spot.side(predator, new Vec2(0, -1), s.px(24))});
        }
        labels.place(Tr.t("predator"), 16, p.target(), spots.value());
    }

    /** The alarm ring: a thin full ring, and over it an arc whose length is the fear (a full circle at 1). */
    static void alarmRing(Graphics2D g, Vec2 at, double fear, Color colour, double radiusPx, StageStyle s) {
        double r = s.px(radiusPx);
        g.setColor(VectorDraw.alpha(s.palette().ghost(), 150));
        g.setStroke(s.stroke(2));
        Draw.circle(g, at, r);
        if (fear <= 0.002) return;
        Arc2D.Double arc = SCRATCH.get().arc;
        arc.setArc(at.x() - r, at.y() - r, 2 * r, 2 * r, 90, -360 * Math.min(1, fear), Arc2D.OPEN);
        g.setColor(s.palette().bone());
        g.setStroke(s.stroke(7));
        g.draw(arc);
        g.setColor(colour);
        g.setStroke(s.stroke(4.5));
        g.draw(arc);
    }

    /** Tips of the three force arrows (feed, flight, combined), all from the walker, x{@link #F}. */
    static Vec2[] forces(Graphics2D g, GrazeWorld w, Color colour, StageStyle s) {
        return forces(g, w, w.decision(), colour, s);
    }

    /** As {@link #forces(Graphics2D, GrazeWorld, Color, StageStyle)} with the walker's decision already worked out. */
    static Vec2[] forces(Graphics2D g, GrazeWorld w, GrazeWorld.Decision d, Color colour, StageStyle s) {
        Palette p = s.palette();
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
        Draw.Batch batch = Draw.batch(g);
        g.setColor(s.palette().bone());
        batch.disc(p, s.px(radiusPx + 2));
        g.setColor(colour);
        batch.disc(p, s.px(radiusPx));
        if (v.length() > 0.02) {
            Vec2 nose = v.directionOr(Vec2.UNIT_X);
            g.setColor(s.palette().bone());
            g.setStroke(s.stroke(3));
            batch.line(p.plus(nose.times(s.px(radiusPx * 0.4))), p.plus(nose.times(s.px(radiusPx + 5))));
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
