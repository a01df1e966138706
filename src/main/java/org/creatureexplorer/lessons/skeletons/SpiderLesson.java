package org.creatureexplorer.lessons.skeletons;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.util.List;
import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StaticLayer;
import org.creatureexplorer.lesson.StyleCache;
import org.creatureexplorer.sim.TwoBoneIk;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.SpiderWorld;

/** Lesson: the spider on bumpy ground, two sets of four legs taking strict turns. */
public final class SpiderLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<SpiderWorld> create() {
        return Lesson.builder("spider", SpiderWorld.class)
                .creature(SpiderLesson::creature, 290, 180, true)
                .params(SpiderWorld.PARAMS)
                .world(SpiderWorld::new)
                .painter(SpiderLesson::paint)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, false)
                .overlay(Overlay.LABELS, true)
                .action(new LessonAction(SpiderWorld.DASH, "Dash right",
                        "The pointer as if swept in one jump to the right end of the walk and held there: the same dash every time"))
                .chart(ChartSpec.linear("Feet on the ground", "feet", "feet_down").withRange(0.0, 8.0))
                .chart(ChartSpec.linear("Set in the air", "set", "moving_set").withCategories("none", "A", "B"))
                .chart(ChartSpec.linear("Worst lag of the set whose turn it is", "lag (px)", "turn_lag").withRange(0.0, null)
                        .withGuide("30 px trigger", w -> Spider.LAG_TRIGGER))
                .scenario(SpiderWorld.SCENARIO)
                .followsPointer()
                .pointerHint("Move the pointer left or right over the stage and the spider walks there.")
                .build();
    }

    /** The filled band under the surface, down to the stage's bottom edge. */
    static Path2D.Double groundPath(double width, double height) {
        Path2D.Double ground = new Path2D.Double();
        ground.moveTo(0, height);
        for (double x = 0; x <= width; x += 2) ground.lineTo(x, SpiderWorld.ground(x));
        ground.lineTo(width, height);
        ground.closePath();
        return ground;
    }

    /** The bumpy surface line, a point every 2 px. */
    static Path2D.Double surfacePath(double width) {
        Path2D.Double surface = new Path2D.Double();
        surface.moveTo(0, SpiderWorld.ground(0));
        for (double x = 2; x <= width; x += 2) surface.lineTo(x, SpiderWorld.ground(x));
        return surface;
    }

    /**
     * The two mixed colours of a palette (the ground, the far legs), made once per palette rather
     * than every paint; a record swapped whole, so any painting thread sees a matching pair.
     */
    private record Mixed(Palette palette, Color ground, Color farLeg) {}

    private static volatile Mixed mixed;

    private static Mixed mixed(Palette p) {
        Mixed m = mixed;
        if (m == null || m.palette() != p) {
            m = new Mixed(p, mix(p.background(), p.bodyEdge(), 0.22), mix(p.bone(), p.background(), 0.35));
            mixed = m;
        }
        return m;
    }

    static Color groundColor(Palette p) { return mixed(p).ground(); }

    /** The body's three ellipses, filled one after another: one per painting thread, refilled for each. */
    private static final ThreadLocal<Ellipse2D.Double> ELLIPSE = ThreadLocal.withInitial(Ellipse2D.Double::new);

    static Color setColor(Palette p, int set) { return set == 0 ? p.circle() : p.trail(); }

    static void paint(Graphics2D g, SpiderWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        Spider sp = w.spider();

        // The ground: a filled band under the bumpy surface line. Neither moves (SpiderWorld.ground
        // is fixed), so each is drawn once into an image (per size, zoom and look) and copied after
        // that, instead of two 500-point paths built every paint.
        // Ground and spider take their colours from the palette, so they read on every theme.
        double width = w.stageWidth(), height = w.stageHeight();
        g.setColor(groundColor(p));
        StaticLayer.draw(g, "spider ground", width, height, layer -> layer.fill(groundPath(width, height)));
        g.setColor(p.bodyEdge());
        g.setStroke(s.stroke(2.5));
        StaticLayer.draw(g, "spider surface", width, height, layer -> layer.draw(surfacePath(width)));

        paintTrails(g, w, s);
        int turn = sp.turn();
        if (s.on(Overlay.CIRCLES)) {
            // The trigger: 30 px around each home spot of the set whose turn it is.
            g.setColor(StyleCache.withAlpha(setColor(p, turn), 150));
            g.setStroke(s.dashed(2));
            Draw.Batch rings = Draw.batch(g);
            for (int i = 0; i < Spider.LEGS; i++) if (Spider.setOf(i) == turn) rings.circle(sp.home(i), Spider.LAG_TRIGGER);
        }
        paintTargets(g, w, s);
        // Legs: set B behind (drawn first), set A in front.
        Draw.Batch legs = Draw.batch(g);
        Color farLeg = mixed(p).farLeg();
        for (int pass = 1; pass >= 0; pass--) {
            for (int i = 0; i < Spider.LEGS; i++) {
                if (Spider.setOf(i) != pass) continue;
                TwoBoneIk.Solution ik = sp.ik(i);
                Vec2 hip = sp.hip(i);
                Color edge = pass == 1 ? farLeg : p.bone();
                g.setColor(edge);
                g.setStroke(s.stroke(9));
                legs.line(hip, ik.knee());
                g.setStroke(s.stroke(7));
                legs.line(ik.knee(), ik.foot());
            }
        }
        paintBody(g, w, p);
        paintBones(g, w, s);
        if (s.on(Overlay.LABELS)) labels(g, w, s);
    }

    /** The body: abdomen behind, head in front, facing the way it walks. */
    private static void paintBody(Graphics2D g, SpiderWorld w, Palette p) {
        Spider sp = w.spider();
        Vec2 b = sp.body();
        int f = w.facing();
        g.setColor(p.bone());
        Ellipse2D.Double part = ELLIPSE.get();
        part.setFrame(b.x() - f * 30 - 20, b.y() - 16, 40, 28);
        g.fill(part);
        part.setFrame(b.x() - 13, b.y() - 9, 26, 17);
        g.fill(part);
        part.setFrame(b.x() + f * 14 - 8, b.y() - 7, 16, 13);
        g.fill(part);
        g.setColor(p.background());
        Draw.Batch eyes = Draw.batch(g);
        eyes.disc(new Vec2(b.x() + f * 19, b.y() - 3), 2);
        eyes.disc(new Vec2(b.x() + f * 15, b.y() - 4), 1.6);
    }

    private static void paintBones(Graphics2D g, SpiderWorld w, StageStyle s) {
        Palette p = s.palette();
        Spider sp = w.spider();
        if (s.on(Overlay.BONES)) {
            g.setStroke(s.stroke(2));
            Draw.Batch bones = Draw.batch(g);
            for (int i = 0; i < Spider.LEGS; i++) {
                TwoBoneIk.Solution ik = sp.ik(i);
                g.setColor(p.background());
                bones.line(sp.hip(i), ik.knee());
                bones.line(ik.knee(), ik.foot());
                g.setColor(setColor(p, Spider.setOf(i)));
                bones.disc(ik.knee(), s.px(4.5));
                bones.disc(sp.hip(i), s.px(4));
            }
        }
    }

    private static void paintTargets(Graphics2D g, SpiderWorld w, StageStyle s) {
        Palette p = s.palette();
        Spider sp = w.spider();
        if (s.on(Overlay.TARGETS)) {
            g.setStroke(s.stroke(2.5));
            Draw.Batch marks = Draw.batch(g);
            for (int i = 0; i < Spider.LEGS; i++) {
                g.setColor(setColor(p, Spider.setOf(i)));
                Vec2 h = sp.home(i);
                marks.line(h.plus(new Vec2(0, -s.px(8))), h.plus(new Vec2(0, s.px(8))));
            }
            g.setColor(p.target());
            g.setStroke(s.stroke(3));
            double tx = w.targetX();
            Draw.cross(g, new Vec2(tx, SpiderWorld.ground(tx) - 75), s.px(16));
        }
    }

    private static void paintTrails(Graphics2D g, SpiderWorld w, StageStyle s) {
        Palette p = s.palette();
        if (s.on(Overlay.TRAILS)) {
            List<Vec2> prints = w.footprints();
            Draw.Batch dots = Draw.batch(g);
            for (int i = 0; i < prints.size(); i++) {
                int alpha = 40 + 150 * (i + 1) / prints.size();
                g.setColor(StyleCache.withAlpha(p.bodyEdge(), alpha));
                dots.disc(prints.get(i), 2.5);
            }
        }
    }

    private static void labels(Graphics2D g, SpiderWorld w, StageStyle s) {
        Palette p = s.palette();
        Spider sp = w.spider();
        Draw.Batch feet = Draw.batch(g);
        for (int i = 0; i < Spider.LEGS; i++) {
            if (!sp.planted(i)) continue;
            g.setColor(setColor(p, Spider.setOf(i)));
            g.setStroke(s.stroke(3));
            feet.circle(sp.foot(i), s.px(8));
            feet.disc(sp.foot(i), s.px(3));
        }
        int moving = sp.movingSet();
        String air = moving < 0 ? Tr.t("all eight feet down") : Tr.f("set %s in the air", moving == 0 ? "A" : "B");
        Draw.readout(g, 0, Tr.f("feet down %d of 8 \u00b7 %s", sp.feetDown(), air), s, p.text());
        Draw.readout(g, 1, Tr.f("body %.1f px above the feet", sp.clearance()), s, p.text());
        Draw.readout(g, 2, Tr.f("next: set %s \u00b7 lag %.0f of %.0f px", sp.turn() == 0 ? "A" : "B", sp.worstLag(sp.turn()), Spider.LAG_TRIGGER), s, p.text());
        Draw.readout(g, 3, Tr.f("steps %d", sp.setSwaps()), s, p.text());
        Draw.readout(g, 4, Tr.t("set A"), s, setColor(p, 0));
        Draw.readout(g, 5, Tr.t("set B"), s, setColor(p, 1));
    }

    /** A colour {@code t} of the way from {@code a} to {@code b}. */
    static Color mix(Color a, Color b, double t) {
        return new Color((int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
                (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
                (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
    }

    /** The spider's body, hips and feet (so the ground under it stays in view). */
    static org.creatureexplorer.lesson.CreatureBox creature(SpiderWorld w) {
        org.creatureexplorer.lesson.CreatureBox box = new org.creatureexplorer.lesson.CreatureBox();
        var sp = w.spider();
        box.add(sp.body(), 14);
        for (int i = 0; i < 8; i++) box.add(sp.foot(i), 6).add(sp.hip(i), 6);
        return box;
    }
}
