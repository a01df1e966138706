package org.creatureexplorer.world.workshop;

import java.util.List;
import org.creatureexplorer.creature.Bell;
import org.creatureexplorer.creature.Crawler;
import org.creatureexplorer.creature.KoiSwimmer;
import org.creatureexplorer.creature.Lizard;
import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.FollowChain;
import org.creatureexplorer.sim.Ground;
import org.creatureexplorer.sim.HeadMover;
import org.creatureexplorer.sim.IdleTarget;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.MoodMachine;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * Builds a workshop creature's spine and brain from its file, each from the lesson class that
 * teaches it, laid out at its start: along the path, straight behind the path's first point,
 * or where the file puts the head.
 */
final class WorkshopParts {
    private WorkshopParts() {}

    record Built(SpinePart spine, HeadBrain brain) {}

    /**
     * A copy of a built spine and brain, for the world's copy. A crawling creature's spine and
     * brain share one crawler (the brain moves it, the spine reads it): the copies share one copy.
     */
    static Built copy(SpinePart spine, HeadBrain brain) {
        if (spine instanceof SpinePart.Crawling c && brain instanceof HeadBrain.Crawl) {
            Crawler crawler = c.crawler().copy();
            return new Built(c.copyOn(crawler), new HeadBrain.Crawl(crawler));
        }
        return new Built(spine.copy(), brain.copy());
    }

    static Built build(CreatureDoc doc, IdleTarget idleTarget, double[] radii) {
        CreatureDoc.Spine s = doc.spine();
        CreatureDoc.Path path = doc.stage().path();
        FigureEight eight = path.eight();
        Vec2[] pts = new Vec2[s.joints()];
        double heading;
        CreatureDoc.Start start = s.start();
        if (start.kind() == CreatureDoc.StartKind.ALONG_PATH && s.joints() > 1) {
            pts = idleTarget.pointsBehindStart(s.joints(), s.gap());
            heading = pts[0].minus(pts[1]).angle();
        } else {
            // The koi lesson's start: straight behind the head, facing along the path (or as the file says).
            boolean at = start.kind() == CreatureDoc.StartKind.AT;
            double dt = FixedTickWorld.DT;
            Vec2 head = at ? new Vec2(start.x(), start.y()) : eight.at(path.phase());
            heading = at ? start.heading() : eight.at(path.phase() + dt).minus(eight.at(path.phase() - dt)).angle();
            for (int i = 0; i < pts.length; i++) pts[i] = head.minus(Vec2.polar(s.gap() * i, heading));
        }
        return build(doc, pts, heading, idleTarget, radii);
    }

    /** The spine and brain laid out on {@code pts}, the head facing {@code heading}. */
    private static Built build(CreatureDoc doc, Vec2[] pts, double heading, IdleTarget idleTarget, double[] radii) {
        CreatureDoc.Spine s = doc.spine();
        double w = doc.stage().width(), h = doc.stage().height();
        CreatureDoc.Brain b = doc.brain();
        if (b instanceof CreatureDoc.Crawl c) {
            Crawler.Stride stride = new Crawler.Stride(s.joints(), s.gap(), c.squeeze(), c.phasePerJoint(), c.spring(), c.damping(),
                    c.forwardFriction(), 1.0 / c.turnRadius());
            Crawler crawler = new Crawler(stride, c.backFriction(), c.wave(), pts[0], Vec2.polar(1, heading));
            return new Built(new SpinePart.Crawling(crawler), new HeadBrain.Crawl(crawler));
        }
        return new Built(spine(doc, pts, heading), brain(doc, pts[0], heading, idleTarget, radii[0], w, h));
    }

    /**
     * {@code doc}'s spine and brain built where {@code old} (made from {@code oldDoc}) stands now,
     * for a design changed while it plays: a part whose numbers did not change is carried whole
     * (a copy, every foot and speed as it was); a changed one is laid out on the old joints, the
     * first min(n, m) where they are and any new ones straight behind, facing the old heading.
     */
    static Built carry(CreatureDoc doc, IdleTarget idleTarget, double[] radii, CreatureDoc oldDoc, Built old, double oldHeadRadius) {
        boolean sameBody = doc.spine().equals(oldDoc.spine()) && doc.legs().equals(oldDoc.legs())
                && doc.sideLegs().equals(oldDoc.sideLegs()) && doc.stage().equals(oldDoc.stage());
        // The brains that hold the head's radius or the stage's size are carried only while those stay.
        boolean sameBrain = doc.brain().equals(oldDoc.brain()) && doc.sideLegs().isPresent() == oldDoc.sideLegs().isPresent()
                && radii[0] == oldHeadRadius && doc.stage().width() == oldDoc.stage().width()
                && doc.stage().height() == oldDoc.stage().height();
        boolean crawls = doc.brain() instanceof CreatureDoc.Crawl;
        if (sameBody && sameBrain) return copy(old.spine(), old.brain());
        double heading = finiteOr(old.brain().heading(), 0);
        Vec2[] pts = carriedPose(old.spine(), doc.spine().joints(), doc.spine().gap(), heading);
        if (crawls) return build(doc, pts, heading, idleTarget, radii);
        SpinePart spine = sameBody && !(old.spine() instanceof SpinePart.Crawling) ? old.spine().copy() : spine(doc, pts, heading);
        HeadBrain brain = sameBrain ? old.brain().copy()
                : brain(doc, pts[0], heading, idleTarget, radii[0], doc.stage().width(), doc.stage().height());
        if (brain instanceof SteerBrain now && old.brain() instanceof SteerBrain before && !sameBrain) now.carryMotion(before);
        return new Built(spine, brain);
    }

    /** {@code m} joints on {@code old}'s: the first min(n, m) where they are, the rest {@code gap} apart straight behind. */
    static Vec2[] carriedPose(SpinePart old, int m, double gap, double heading) {
        Vec2[] pts = new Vec2[m];
        int kept = Math.min(old.size(), m);
        for (int i = 0; i < kept; i++) pts[i] = old.joint(i);
        Vec2 back = Vec2.polar(1, heading + Math.PI);
        if (kept >= 2) {
            Vec2 last = pts[kept - 1].minus(pts[kept - 2]);
            double len = last.length();
            if (len > 1e-9 && Double.isFinite(len)) back = last.times(1 / len);
        }
        for (int i = kept; i < m; i++) pts[i] = pts[i - 1].plus(back.times(gap));
        return pts;
    }

    private static double finiteOr(double v, double otherwise) { return Double.isFinite(v) ? v : otherwise; }

    private static SpinePart spine(CreatureDoc doc, Vec2[] pts, double heading) {
        CreatureDoc.Spine s = doc.spine();
        if (doc.sideLegs().isPresent()) {
            CreatureDoc.SideLegs l = doc.sideLegs().get();
            List<Spider.LegAt> at = l.at().stream().map(a -> new Spider.LegAt(a.home(), a.hip(), a.set())).toList();
            Spider.Plan plan = new Spider.Plan(at, l.lagTrigger(), l.stepSeconds(), l.lift(), l.lead(), l.bodyHeight(), l.heightRate(),
                    l.reachSpare(), l.reachDrop(), l.thighShare(), l.shinShare());
            return new SpinePart.SideWalking(new Spider(plan, ground(doc.stage().ground().orElseThrow()), pts[0].x()));
        }
        if (s.joints() == 1) return new SpinePart.Point(pts[0]);
        if (doc.legs().isPresent()) {
            CreatureDoc.Legs l = doc.legs().get();
            List<Lizard.LegAt> at = l.at().stream()
                    .map(a -> new Lizard.LegAt(a.joint(), a.side(), a.kneeBack(), a.set(), a.startAhead())).toList();
            Lizard.Plan plan = new Lizard.Plan(s.joints(), s.gap(), l.thigh(), l.shin(), l.homeAhead(), l.homeSide(),
                    l.stepSeconds(), l.lift(), l.overshoot(), at);
            return new SpinePart.Walking(new Lizard(plan, pts, l.stepTrigger()));
        }
        if (s.bendLimit().isPresent()) {
            return new SpinePart.Limited(new AngleChain(pts, s.gap(), s.bendLimit().getAsDouble(), Vec2.polar(1, heading)));
        }
        return new SpinePart.Plain(new FollowChain(pts, s.gap()));
    }

    static Ground ground(CreatureDoc.Ground g) {
        double[][] bumps = g.bumps().stream().map(b -> new double[] {b.height(), b.length(), b.phase()}).toArray(double[][]::new);
        return new Ground(g.level(), bumps);
    }

    private static HeadBrain brain(CreatureDoc doc, Vec2 head, double heading, IdleTarget idleTarget, double headRadius, double w, double h) {
        CreatureDoc.Brain brain = doc.brain();
        if (brain instanceof CreatureDoc.Follow f) {
            return new HeadBrain.Follow(new HeadMover(f.rate(), f.speedCap()), f.standOff(), f.faceEase().orElse(Double.NaN),
                    doc.sideLegs().isPresent(), heading);
        }
        if (brain instanceof CreatureDoc.Swim s) {
            KoiSwimmer.Stroke stroke = new KoiSwimmer.Stroke(s.turnRate(), s.cruise(), s.slowRadius(), s.minShare(), s.speedEase(), s.wiggleHz());
            return new HeadBrain.Swim(new KoiSwimmer(stroke, head, heading, s.cruise()), s.wiggle());
        }
        if (brain instanceof CreatureDoc.Pulse p) {
            Bell.Beat beat = new Bell.Beat(p.period(), p.squeezeTime(), p.thrust(), p.drag(), p.turnRate(), p.edgeMargin(), p.edgePush());
            return new HeadBrain.Pulse(new Bell(beat, headRadius, head, heading, 0), w, h);
        }
        if (brain instanceof CreatureDoc.Moods m) {
            MoodMachine.Temper temper = new MoodMachine.Temper(m.restSpeed(), m.restTime(), m.wanderSpeed(), m.followSpeed(), m.stopRadius(),
                    m.slowRadius(), m.startleSpeed(), m.startleRange(), m.dashSpeed(), m.dashTime(), m.maxAccel(), m.wanderTurn(),
                    m.noiseRate(), m.edgeMargin(), m.edgeTurn(), headRadius);
            return new HeadBrain.Moods(new MoodMachine(temper, head, doc.seed(), w, h, idleTarget::onCurve));
        }
        return new SteerBrain(brain, head, doc.seed(), w, h);
    }
}
