package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.junit.jupiter.api.Test;

/**
 * The workshop's steered heads (Part 3's seek, arrive, flee, wander and Part 4's blends) on a
 * point body, checked from the head's own motion: the file's per-second speed and force caps
 * (the speed never above max-speed, the velocity changing by at most max-force x dt a tick), the
 * 20 px fence, the heading and speed columns read off the motion, and each rule's own result.
 */
class WorkshopSteeringTest {
    private static final double DT = 1.0 / 60;
    private static final double EPS = 1e-9;

    /** The snake's file on a point body (its start along the path: the path's first point) with {@code brain}. */
    private static WorkshopWorld body(CreatureDoc.Brain brain, long seed) throws CreatureFileError {
        CreatureDoc snake = CreatureLibrary.open("snake");
        CreatureDoc d = WorkshopEdits.brain(WorkshopEdits.spine(snake, 1, snake.spine().gap(), OptionalDouble.empty()), brain);
        return new WorkshopWorld(new CreatureDoc(d.schema(), d.name(), d.about(), seed, d.stage(), d.spine(), d.brain(), d.legs(),
                d.sideLegs(), d.fins(), d.tentacles(), d.strands(), d.feelers(), d.skin()));
    }

    /** A point body starting along the path stands on the path's first point. */
    @Test
    void aPointBodyAlongThePathStartsOnItsFirstPoint() throws CreatureFileError {
        WorkshopWorld w = body(new CreatureDoc.Seek(144, 1080), 1);
        CreatureDoc.Path p = w.doc().stage().path();
        assertEquals(1, w.joints());
        assertEquals(p.eight().at(p.phase()), w.joint(0));
    }

    /** Head positions over {@code ticks}, the target driven to {@code target} (a fixed point) from the first tick. */
    private static List<Vec2> run(WorkshopWorld w, Vec2 target, int ticks) {
        List<Vec2> heads = new ArrayList<>();
        heads.add(w.joint(0));
        for (int t = 0; t < ticks; t++) {
            w.driveTarget(target);
            w.step();
            heads.add(w.joint(0));
        }
        return heads;
    }

    /** The caps, in px/s and px/s^2, hold tick by tick; heading and speed are the motion's; the head stays inside the fence. */
    private static void assertCapsAndColumns(WorkshopWorld w, List<Vec2> heads, double maxSpeed, double maxForce, boolean speedCapped) {
        for (int t = 1; t < heads.size(); t++) {
            Vec2 v = heads.get(t).minus(heads.get(t - 1)).times(1 / DT);
            Vec2 h = heads.get(t);
            assertTrue(h.x() >= SteerBrain.FENCE - EPS && h.x() <= w.stageWidth() - SteerBrain.FENCE + EPS, "inside the fence: " + h);
            assertTrue(h.y() >= SteerBrain.FENCE - EPS && h.y() <= w.stageHeight() - SteerBrain.FENCE + EPS, "inside the fence: " + h);
            if (speedCapped) assertTrue(v.length() <= maxSpeed + 1e-6, "tick " + t + ": " + v.length() + " px/s");
            // The fence stops the velocity across it at once: that tick is no force's doing.
            if (t >= 2 && !onFence(w, h) && !onFence(w, heads.get(t - 1))) {
                Vec2 before = heads.get(t - 1).minus(heads.get(t - 2)).times(1 / DT);
                assertTrue(v.minus(before).length() <= maxForce * DT + 1e-6, "tick " + t + ": the velocity changed by " + v.minus(before).length());
            }
        }
        Vec2 last = heads.get(heads.size() - 1).minus(heads.get(heads.size() - 2)).times(1 / DT);
        assertEquals(last.length(), w.brain().speed(), 1e-6, "the speed column is the motion's, px/s");
        if (last.length() > 1e-6) assertEquals(0, Angles.wrap(last.angle() - w.heading()), 1e-6, "the head faces where it moves");
    }

    private static boolean onFence(WorkshopWorld w, Vec2 h) {
        double f = SteerBrain.FENCE;
        return Math.abs(h.x() - f) < EPS || Math.abs(h.y() - f) < EPS || Math.abs(h.x() - (w.stageWidth() - f)) < EPS
                || Math.abs(h.y() - (w.stageHeight() - f)) < EPS;
    }

    @Test
    void seekRunsAtTheTargetWithinItsCaps() throws CreatureFileError {
        WorkshopWorld w = body(new CreatureDoc.Seek(144, 1080), 1);
        Vec2 goal = new Vec2(400, 80);
        List<Vec2> heads = run(w, goal, 90);
        assertCapsAndColumns(w, heads, 144, 1080, true);
        double start = heads.get(0).distanceTo(goal);
        assertTrue(heads.get(60).distanceTo(goal) < start - 100, "closer by at least 100 px after 1 s: " + heads.get(60).distanceTo(goal));
        // Full speed once it has turned to the goal: 144 px/s reached from rest in well under a second at 1080 px/s^2.
        assertEquals(144, heads.get(40).minus(heads.get(39)).length() / DT, 1e-6);
    }

    @Test
    void arriveComesToRestOnTheTarget() throws CreatureFileError {
        WorkshopWorld w = body(new CreatureDoc.Arrive(144, 1080, 60), 1);
        Vec2 goal = new Vec2(320, 200);
        List<Vec2> heads = run(w, goal, 600);
        assertCapsAndColumns(w, heads, 144, 1080, true);
        assertTrue(heads.get(600).distanceTo(goal) < 0.5, "at rest on the target, " + heads.get(600).distanceTo(goal) + " px off");
        assertTrue(w.brain().speed() < 1, "and still: " + w.brain().speed() + " px/s");
    }

    /** A threat inside the panic radius: the head runs straight away from it, faster each tick up to the cap. */
    @Test
    void fleeRunsFromAThreatInsideItsPanicRadius() throws CreatureFileError {
        WorkshopWorld w = body(new CreatureDoc.Flee(144, 1080, 240), 1);
        Vec2 threat = w.joint(0).plus(new Vec2(30, 0));
        List<Vec2> heads = run(w, threat, 40);
        assertCapsAndColumns(w, heads, 144, 1080, true);
        for (int t = 1; t < heads.size(); t++) {
            assertTrue(heads.get(t).distanceTo(threat) > heads.get(t - 1).distanceTo(threat), "further from the threat at tick " + t);
        }
        assertEquals(Math.PI, Math.abs(w.heading()), 1e-6, "straight away from a threat to its right");
        // A threat beyond the panic radius is ignored: no force, so the velocity stays as it was.
        WorkshopWorld calm = body(new CreatureDoc.Flee(144, 1080, 240), 1);
        List<Vec2> still = run(calm, calm.joint(0).plus(new Vec2(0, 245)), 10);
        for (Vec2 h : still) assertEquals(still.get(0), h);
    }

    /** Wander: the caps hold, and the seed is the only randomness: the same seed the same walk, another seed another. */
    @Test
    void wanderIsBoundedAndSeeded() throws CreatureFileError {
        CreatureDoc.Wander wander = new CreatureDoc.Wander(144, 1080, 12, 8, 0.5);
        WorkshopWorld a = body(wander, 3);
        List<Vec2> walk = run(a, new Vec2(0, 0), 300);
        assertCapsAndColumns(a, walk, 144, 1080, false);
        assertEquals(walk, run(body(wander, 3), new Vec2(0, 0), 300));
        assertNotEquals(walk, run(body(wander, 4), new Vec2(0, 0), 300));
        assertTrue(walk.get(0).distanceTo(walk.get(300)) > 20, "it does go somewhere");
    }

    /**
     * The alarm blend's fear, recomputed: 1 on a tick the threat is inside the startle radius of
     * the head (where it stood before the tick), else the last tick's fear times the decay.
     */
    @Test
    void theAlarmsFearIsOneInsideTheStartleRadiusAndDecaysOutside() throws CreatureFileError {
        for (String rule : List.of("alarm", "sum", "switch")) {
            CreatureDoc.Blend blend = new CreatureDoc.Blend(rule, 144, 1080, 12, 8, 0.5, 60, 0.9, 1.5);
            WorkshopWorld w = body(blend, 5);
            double fear = Double.NaN;
            List<Vec2> heads = new ArrayList<>();
            heads.add(w.joint(0));
            for (int t = 0; t < 240; t++) {
                Vec2 head = w.joint(0);
                // In and out of the startle radius: 20 px away for 30 ticks, then 200 px for 50.
                boolean near = t % 80 < 30;
                Vec2 threat = head.plus(new Vec2(near ? 20 : 200, 0));
                w.driveTarget(threat);
                w.step();
                heads.add(w.joint(0));
                boolean inside = head.distanceTo(threat) < 60;
                fear = inside ? 1 : (Double.isNaN(fear) ? 0 : fear * 0.9);
                assertEquals(fear, ((SteerBrain) w.brain()).fear(), 1e-12, rule + " tick " + t);
            }
            assertCapsAndColumns(w, heads, 144, 1080, false);
        }
    }

    /** Switch flees only while startled: a threat 20 px to the right drives the head left from the first tick on. */
    @Test
    void theSwitchBlendFleesWhileStartled() throws CreatureFileError {
        WorkshopWorld w = body(new CreatureDoc.Blend("switch", 144, 1080, 12, 8, 0.5, 60, 0.9, 1), 5);
        Vec2 start = w.joint(0);
        for (int t = 0; t < 20; t++) {
            w.driveTarget(w.joint(0).plus(new Vec2(20, 0)));
            w.step();
        }
        assertEquals(start.y(), w.joint(0).y(), 1e-9, "pure flight from a threat level with it: no sideways wander");
        assertTrue(w.joint(0).x() < start.x() - 10, "away to the left: " + w.joint(0));
    }

    /** Heads of a blend run with the threat {@code dx} px to the right of the head for {@code near} ticks, then 300 px away. */
    private static List<Vec2> blendRun(CreatureDoc.Brain brain, int near, int ticks) throws CreatureFileError {
        WorkshopWorld w = body(brain, 5);
        List<Vec2> heads = new ArrayList<>();
        for (int t = 0; t < ticks; t++) {
            w.driveTarget(w.joint(0).plus(new Vec2(t < near ? 20 : 300, 0)));
            w.step();
            heads.add(w.joint(0));
        }
        return heads;
    }

    private static double apart(List<Vec2> a, List<Vec2> b) {
        double worst = 0;
        for (int i = 0; i < a.size(); i++) worst = Math.max(worst, a.get(i).distanceTo(b.get(i)));
        return worst;
    }

    private static CreatureDoc.Blend blend(String rule) { return new CreatureDoc.Blend(rule, 144, 1080, 12, 8, 0.5, 60, 0.9, 1.5); }

    /**
     * Part 4's rules by their weights: never startled, every rule is the plain wander (the same
     * seed, the same walk); startled, switch and alarm (whose fear is then 1) both flee alone from
     * the first tick, while sum adds the flight to the wander; once the threat is gone the alarm's
     * fear lingers and the switch's does not, so they part.
     */
    @Test
    void theBlendRulesWeighFeedAndFlight() throws CreatureFileError {
        List<Vec2> wander = blendRun(new CreatureDoc.Wander(144, 1080, 12, 8, 0.5), 0, 120);
        // (To rounding: the blend's force is the wander's times 1 plus the flight's times 0, then cut to the cap.)
        for (String rule : List.of("sum", "switch", "alarm")) assertEquals(0, apart(wander, blendRun(blend(rule), 0, 120)), 1e-9, rule + " never startled");
        List<Vec2> alarm = blendRun(blend("alarm"), 20, 60), switched = blendRun(blend("switch"), 20, 60), sum = blendRun(blend("sum"), 20, 60);
        assertEquals(0, apart(switched.subList(0, 20), alarm.subList(0, 20)), 1e-9, "startled: both flee alone");
        assertTrue(switched.get(0).distanceTo(sum.get(0)) > 1e-6, "the sum adds the wander to the flight");
        assertTrue(switched.get(59).distanceTo(alarm.get(59)) > 1e-3, "the alarm's fear outlasts the threat; the switch's does not");
    }
}
