package org.creatureexplorer.lessons.workshop;

import java.awt.Color;
import java.awt.Graphics2D;
import java.util.List;
import org.creatureexplorer.creature.Lizard;
import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.creature.Strands;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.CreatureBox;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.GhostDraw;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.TwoBoneIk;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.Challenge;
import org.creatureexplorer.world.workshop.WorkshopLive;
import org.creatureexplorer.world.workshop.WorkshopWorld;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * Draws any workshop creature, part by part, with the overlays every lesson has: circles (the
 * body discs), bones (spine, legs, tentacles, strands, feelers), targets (the target, the
 * pointer, the feet's homes, the tentacles' points), vectors (the heading), trails (the head's
 * last two seconds), labels (what it is made of, and a challenge's verdict so far). The body is
 * in the file's skin colours; everything else in the look's palette.
 */
final class WorkshopDraw {
    private WorkshopDraw() {}

    static void paint(Graphics2D g, WorkshopLive live, StageStyle s) {
        WorkshopWorld w = live.creature();
        Palette p = s.palette();
        Draw.grid(g, w.stageWidth(), w.stageHeight(), 40, s);
        CreatureDoc doc = w.doc();
        doc.stage().ground().ifPresent(ground -> paintGround(g, w, s, p));
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof WorkshopLive gl) {
                WorkshopWorld gw = gl.creature();
                GhostDraw.discs(g, s, ghost.number(), gw.joints(), gw::joint, gw::radius);
            }
        }
        if (s.on(Overlay.TRAILS)) Draw.trail(g, w.trail(), p.trail());
        paintStrands(g, w, s, p);
        paintTentacles(g, w, s, p);
        paintLegs(g, w, s, p);
        paintFins(g, w, s, p);
        paintBody(g, w, s, p);
        paintFeelers(g, w, s, p);
        for (StageStyle.Ghost ghost : s.ghosts()) {
            if (ghost.world() instanceof WorkshopLive gl) GhostDraw.overLive(g, s, ghost.number(), gl.creature().joints(), gl.creature()::joint);
        }
        if (s.on(Overlay.VECTORS)) {
            g.setColor(p.vector());
            g.setStroke(s.stroke(2.5));
            Vec2 head = w.joint(0);
            Draw.arrow(g, head, head.plus(Vec2.polar(s.px(40), w.heading())), s.px(9));
        }
        if (s.on(Overlay.TARGETS)) {
            g.setColor(p.target());
            g.setStroke(s.stroke(3.5));
            Draw.cross(g, w.target(), s.px(18));
            if (w.pointer() != null && live.run() == null) {
                g.setStroke(s.stroke(2));
                Draw.circle(g, w.pointer(), s.px(10));
            }
        }
        if (live.run() != null) paintVerdict(g, live.run(), s, p);
        else if (s.on(Overlay.LABELS)) paintParts(g, doc, s, p);
    }

    private static void paintGround(Graphics2D g, WorkshopWorld w, StageStyle s, Palette p) {
        Spider side = w.sideWalker();
        if (side == null) return;
        g.setColor(p.bodyEdge());
        g.setStroke(s.stroke(2));
        double step = 8;
        Vec2 last = null;
        for (double x = 0; x <= w.stageWidth() + step; x += step) {
            Vec2 at = new Vec2(x, groundY(w, x));
            if (last != null) Draw.line(g, last, at);
            last = at;
        }
    }

    /** The ground's screen y at {@code x}, by the rule the spider's feet stand on. */
    private static double groundY(WorkshopWorld w, double x) {
        CreatureDoc.Ground gr = w.doc().stage().ground().orElseThrow();
        double[][] bumps = gr.bumps().stream().map(b -> new double[] {b.height(), b.length(), b.phase()}).toArray(double[][]::new);
        return new org.creatureexplorer.sim.Ground(gr.level(), bumps).at(x);
    }

    private static Color colour(String hex, Color otherwise) {
        try {
            return Color.decode(hex);
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    private static void paintBody(Graphics2D g, WorkshopWorld w, StageStyle s, Palette p) {
        int n = w.joints();
        Spider side = w.sideWalker();
        Color fill = colour(w.doc().skin().fill(), p.body());
        Color edge = colour(w.doc().skin().outline(), p.bodyEdge());
        Draw.Batch discs = Draw.batch(g);
        if (side != null) {
            g.setColor(edge);
            discs.disc(side.body(), 14 + s.px(2));
            g.setColor(fill);
            discs.disc(side.body(), 14);
            return;
        }
        Vec2[] at = new Vec2[n]; // each joint made once a paint, not once per shape drawn on it
        for (int i = 0; i < n; i++) at[i] = w.joint(i);
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.circle());
            g.setStroke(s.dashed(1.5));
            for (int i = 0; i < n; i++) discs.circle(at[i], w.radius(i));
        } else {
            g.setColor(edge);
            for (int i = n - 1; i >= 0; i--) discs.disc(at[i], w.radius(i) + s.px(2));
            g.setColor(fill);
            for (int i = n - 1; i >= 0; i--) discs.disc(at[i], w.radius(i));
        }
        if (s.on(Overlay.BONES)) {
            g.setColor(p.bone());
            g.setStroke(s.stroke(2));
            for (int i = 1; i < n; i++) discs.line(at[i - 1], at[i]);
            g.setColor(p.joint());
            for (int i = 0; i < n; i++) discs.disc(at[i], s.px(2.5));
        }
    }

    private static void paintLegs(Graphics2D g, WorkshopWorld w, StageStyle s, Palette p) {
        Lizard walker = w.walker();
        if (walker != null) {
            g.setStroke(s.stroke(3));
            for (int i = 0; i < walker.legCount(); i++) {
                Lizard.Leg leg = walker.leg(i);
                TwoBoneIk.Solution ik = leg.ik();
                if (ik == null || !ik.solved()) continue;
                Vec2 hip = w.joint(leg.joint());
                g.setColor(s.on(Overlay.BONES) ? p.bone() : colour(w.doc().skin().outline(), p.bodyEdge()));
                Draw.line(g, hip, ik.knee());
                Draw.line(g, ik.knee(), ik.foot());
                g.setColor(leg.planted() ? p.accent() : p.warning());
                Draw.disc(g, leg.foot(), s.px(3.5));
                if (s.on(Overlay.TARGETS) && leg.stepTo() != null) {
                    g.setStroke(s.stroke(1.5));
                    Draw.cross(g, leg.stepTo(), s.px(8));
                    g.setStroke(s.stroke(3));
                }
            }
        }
        Spider side = w.sideWalker();
        if (side != null) {
            g.setStroke(s.stroke(3));
            for (int i = 0; i < side.legCount(); i++) {
                TwoBoneIk.Solution ik = side.ik(i);
                if (ik == null || !ik.solved()) continue;
                g.setColor(s.on(Overlay.BONES) ? p.bone() : colour(w.doc().skin().outline(), p.bodyEdge()));
                Draw.line(g, side.hip(i), ik.knee());
                Draw.line(g, ik.knee(), ik.foot());
                g.setColor(side.planted(i) ? p.accent() : p.warning());
                Draw.disc(g, side.foot(i), s.px(3.5));
                if (s.on(Overlay.TARGETS)) {
                    g.setStroke(s.stroke(1.5));
                    Draw.cross(g, side.home(i), s.px(6));
                    g.setStroke(s.stroke(3));
                }
            }
        }
    }

    /** The koi's fins (lesson 5.2): each side fin at its joint opened by the bend, the tail fin on its spring behind the tail. */
    private static void paintFins(Graphics2D g, WorkshopWorld w, StageStyle s, Palette p) {
        if (w.doc().fins().isEmpty()) return;
        int j = w.doc().fins().get().joint();
        double heading = Math.atan2(w.jointY(j - 1) - w.jointY(j), w.jointX(j - 1) - w.jointX(j));
        g.setColor(colour(w.doc().skin().outline(), p.bodyEdge()));
        g.setStroke(s.stroke(4));
        Vec2 at = w.joint(j);
        double reach = w.radius(j) * 2.6;
        for (int side : new int[] {-1, 1}) {
            // Backward from the joint, swung out to its side by the fin's opening.
            double angle = heading + Math.PI - side * w.finOpening(side);
            Draw.line(g, at, at.plus(Vec2.polar(reach, angle)));
        }
        int tail = w.joints() - 1;
        Draw.line(g, w.joint(tail), w.joint(tail).plus(Vec2.polar(w.radius(tail) * 4, w.tailFinAngle())));
    }

    private static void paintTentacles(Graphics2D g, WorkshopWorld w, StageStyle s, Palette p) {
        Draw.Batch lines = Draw.batch(g);
        for (int k = 0; k < w.tentacleCount(); k++) {
            Fabrik f = w.tentacle(k);
            g.setColor(colour(w.doc().skin().fill(), p.body()));
            g.setStroke(s.stroke(5));
            for (int j = 1; j < f.size(); j++) lines.line(f.joint(j - 1), f.joint(j));
            if (s.on(Overlay.BONES)) {
                g.setColor(p.bone());
                g.setStroke(s.stroke(1.5));
                for (int j = 1; j < f.size(); j++) lines.line(f.joint(j - 1), f.joint(j));
            }
            if (s.on(Overlay.TARGETS)) {
                g.setColor(f.tip().distanceTo(w.tentacleGoal(k)) <= 1 ? p.accent() : p.warning());
                g.setStroke(s.stroke(2));
                Draw.cross(g, w.tentacleGoal(k), s.px(8));
            }
        }
    }

    private static void paintStrands(Graphics2D g, WorkshopWorld w, StageStyle s, Palette p) {
        g.setColor(s.on(Overlay.BONES) ? p.bone() : colour(w.doc().skin().outline(), p.bodyEdge()));
        g.setStroke(s.stroke(1.5));
        Draw.Batch lines = Draw.batch(g);
        for (int m = 0; m < w.strandsCount(); m++) {
            Strands st = w.strands(m);
            for (int k = 0; k < st.hang().count(); k++) {
                for (int i = 1; i <= st.hang().links(); i++) {
                    lines.line(new Vec2(st.pointX(k, i - 1), st.pointY(k, i - 1)), new Vec2(st.pointX(k, i), st.pointY(k, i)));
                }
            }
        }
    }

    private static void paintFeelers(Graphics2D g, WorkshopWorld w, StageStyle s, Palette p) {
        List<Feeler> feelers = w.feelers();
        if (feelers.isEmpty()) return;
        g.setColor(s.on(Overlay.BONES) ? p.bone() : colour(w.doc().skin().outline(), p.bodyEdge()));
        g.setStroke(s.stroke(2));
        Draw.Batch lines = Draw.batch(g);
        for (Feeler f : feelers) {
            Vec2 last = new Vec2(f.pointX(0), f.pointY(0));
            for (int i = 1; i < f.size(); i++) {
                Vec2 next = new Vec2(f.pointX(i), f.pointY(i));
                lines.line(last, next);
                last = next;
            }
        }
    }

    /** What the creature is made of, top left: its name, its spine, its brain and the parts it has. */
    private static void paintParts(Graphics2D g, CreatureDoc doc, StageStyle s, Palette p) {
        List<String> lines = partLines(doc);
        for (int i = 0; i < lines.size(); i++) Draw.readout(g, i, lines.get(i), s, p.text());
    }

    /** The last lines made, for the document and language they were made in: a paint formats no text while neither changes. */
    private record PartLines(CreatureDoc doc, Tr.Language language, List<String> lines) {}

    private static volatile PartLines lastLines;

    static List<String> partLines(CreatureDoc doc) {
        PartLines last = lastLines;
        if (last != null && last.doc() == doc && last.language() == Tr.language()) return last.lines();
        List<String> lines = new java.util.ArrayList<>();
        lines.add(Tr.t(doc.name()));
        CreatureDoc.Spine sp = doc.spine();
        lines.add(Tr.f("spine: %d joints, %s px apart", sp.joints(), trim(sp.gap()))
                + (sp.bendLimit().isPresent() ? Tr.f(", bend limit %s rad", trim(sp.bendLimit().getAsDouble())) : ""));
        lines.add(Tr.f("brain: %s", Tr.t(doc.brain().kind())));
        StringBuilder parts = new StringBuilder();
        doc.legs().ifPresent(l -> parts.append(Tr.f("%d legs", l.at().size())));
        doc.sideLegs().ifPresent(l -> parts.append(Tr.f("%d legs", l.at().size())));
        doc.fins().ifPresent(f -> parts.append(parts.length() > 0 ? ", " : "").append(Tr.t("fins")));
        int tentacles = doc.tentacles().stream().mapToInt(CreatureDoc.Tentacle::count).sum();
        if (tentacles > 0) parts.append(parts.length() > 0 ? ", " : "").append(Tr.f("%d tentacles", tentacles));
        int strands = doc.strands().stream().mapToInt(CreatureDoc.Strands::count).sum();
        if (strands > 0) parts.append(parts.length() > 0 ? ", " : "").append(Tr.f("%d strands", strands));
        if (!doc.feelers().isEmpty()) parts.append(parts.length() > 0 ? ", " : "").append(Tr.f("%d feelers", doc.feelers().size()));
        if (parts.length() > 0) lines.add(parts.toString());
        List<String> made = List.copyOf(lines);
        lastLines = new PartLines(doc, Tr.language(), made);
        return made;
    }

    /** The challenge's verdict so far, top left, in the accent colour once passed and the warning colour once failed. */
    private static void paintVerdict(Graphics2D g, Challenge.Run run, StageStyle s, Palette p) {
        String state = !run.over() ? Tr.f("judging: %.1f of %.0f s", run.world().timeSeconds(), run.seconds())
                : run.passing() ? Tr.t("PASS") : Tr.t("FAIL");
        Color c = !run.over() ? p.text() : run.passing() ? p.accent() : p.warning();
        Draw.readout(g, 0, Tr.f("challenge %s: %s", Tr.t(run.challenge().id()), state), s, c);
        // One figure a line, what fails first: the stage's readouts are short, and those it has no room for go beside the charts.
        List<Challenge.Figure> lines = run.failingFirst();
        for (int i = 0; i < lines.size(); i++) Draw.readout(g, 1 + i, Tr.f(lines.get(i).format(), lines.get(i).values()), s, p.text());
    }

    static String trim(double v) { return org.creatureexplorer.model.Csv.number(v); }

    /** The body discs, every foot, tentacle and strand point: what a following camera keeps in view. */
    static CreatureBox creature(WorkshopLive live) {
        WorkshopWorld w = live.creature();
        CreatureBox box = new CreatureBox();
        Spider side = w.sideWalker();
        if (side != null) {
            box.add(side.body(), 14);
            for (int i = 0; i < side.legCount(); i++) box.add(side.foot(i), 4);
            return box;
        }
        for (int i = 0; i < w.joints(); i++) box.add(w.joint(i), w.radius(i));
        Lizard walker = w.walker();
        if (walker != null) for (int i = 0; i < walker.legCount(); i++) box.add(walker.leg(i).foot(), 4);
        for (int k = 0; k < w.tentacleCount(); k++) box.add(w.tentacle(k).tip(), 4);
        for (int m = 0; m < w.strandsCount(); m++) {
            Strands st = w.strands(m);
            for (int k = 0; k < st.hang().count(); k++) box.add(new Vec2(st.pointX(k, st.hang().links()), st.pointY(k, st.hang().links())), 2);
        }
        return box;
    }
}
