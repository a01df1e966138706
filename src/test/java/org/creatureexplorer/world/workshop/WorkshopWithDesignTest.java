package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link WorkshopWorld#withDesign}: a design changed while the creature plays. The same tick,
 * target and pointer; the spine on the old joints (new ones straight behind the last bone); the
 * parts whose numbers did not change carried whole, the changed ones started afresh.
 */
class WorkshopWithDesignTest {
    private static final double EPS = 1e-9;

    static List<String> creatures() { return CreatureLibrary.NAMES; }

    /** A creature given its own design again goes on exactly as a copy of it does, and the original is left as it was. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("creatures")
    void theSameDesignGoesOnExactlyAsBefore(String name) throws CreatureFileError {
        WorkshopWorld w = played(name, 150);
        WorkshopWorld copy = w.copy();
        WorkshopWorld again = w.withDesign(w.doc());
        assertEquals(w.tick(), again.tick());
        for (int t = 0; t < 200; t++) {
            copy.step();
            again.step();
            w.step();
            assertArrayEquals(sample(copy), sample(again), name + ": the carried creature at tick " + again.tick());
            assertArrayEquals(sample(copy), sample(w), name + ": the original at tick " + w.tick());
        }
        for (int k = 0; k < copy.tentacleCount(); k++) {
            for (int i = 0; i < copy.tentacle(k).size(); i++) assertEquals(copy.tentacle(k).joint(i), again.tentacle(k).joint(i), name);
        }
        for (int k = 0; k < copy.strandsCount(); k++) assertEquals(copy.strands(k).pointX(0, 3), again.strands(k).pointX(0, 3), name);
        for (int k = 0; k < copy.feelers().size(); k++) assertEquals(copy.feelers().get(k).tip(), again.feelers().get(k).tip(), name);
    }

    /** A longer spine: the old joints where they were, each new one a gap further along the last bone's direction. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("chains")
    void aLongerSpineKeepsItsJointsAndGrowsAlongTheLastBone(String name) throws CreatureFileError {
        WorkshopWorld w = played(name, 120);
        CreatureDoc.Spine s = w.doc().spine();
        int n = s.joints();
        double gap = s.gap();
        WorkshopWorld grown = w.withDesign(WorkshopEdits.spine(w.doc(), n + 5, gap, s.bendLimit()));
        assertEquals(w.tick(), grown.tick());
        assertEquals(n + 5, grown.joints());
        for (int i = 0; i < n; i++) assertTrue(w.joint(i).distanceTo(grown.joint(i)) < EPS, name + ": joint " + i);
        Vec2 last = w.joint(n - 1).minus(w.joint(n - 2));
        Vec2 back = last.times(1 / last.length());
        for (int i = n; i < n + 5; i++) {
            Vec2 expected = w.joint(n - 1).plus(back.times(gap * (i - n + 1)));
            assertTrue(grown.joint(i).distanceTo(expected) < EPS, name + ": new joint " + i + " at " + grown.joint(i) + ", expected " + expected);
        }
        assertEquals(w.heading(), grown.heading(), EPS, name + ": the head faces where it faced");
    }

    /** The creatures with a chain (a crawler lays its body anew along its trail). */
    static List<String> chains() { return List.of("snake", "koi", "lizard", "centipede"); }

    @Test
    void aShorterSpineKeepsItsFirstJoints() throws CreatureFileError {
        WorkshopWorld w = played("snake", 90);
        WorkshopWorld shorter = w.withDesign(WorkshopEdits.spine(w.doc(), 9, w.doc().spine().gap(), OptionalDouble.empty()));
        assertEquals(9, shorter.joints());
        for (int i = 0; i < 9; i++) assertTrue(w.joint(i).distanceTo(shorter.joint(i)) < EPS, "joint " + i);
    }

    /** A point body given a tail: the tail straight behind the head, opposite its heading (no bone to read a direction from). */
    @Test
    void aPointBodyGrowsATailOppositeItsHeading() throws CreatureFileError {
        WorkshopWorld pet = played("pet", 200);
        double heading = pet.heading();
        assertTrue(Math.abs(Math.sin(heading)) > 0.05, "a heading off the x axis, to tell the directions apart: " + heading);
        double gap = pet.doc().spine().gap();
        WorkshopWorld tailed = pet.withDesign(WorkshopEdits.spine(pet.doc(), 4, gap, OptionalDouble.empty()));
        for (int i = 0; i < 4; i++) {
            Vec2 expected = pet.joint(0).plus(Vec2.polar(gap * i, heading + Math.PI));
            assertTrue(tailed.joint(i).distanceTo(expected) < EPS, "joint " + i + " at " + tailed.joint(i) + ", expected " + expected);
        }
    }

    /** The path changed: the target starts on the new path's first point, and the pointer over the stage stays over it. */
    @Test
    void aNewPathRestartsTheTargetButKeepsThePointer() throws CreatureFileError {
        WorkshopWorld w = played("snake", 60);
        Vec2 pointer = new Vec2(100, 80);
        w.apply(new Input.PointerAt(pointer));
        w.step();
        CreatureDoc d = w.doc();
        CreatureDoc.Path p = d.stage().path();
        CreatureDoc.Path moved = new CreatureDoc.Path(p.centreX() - 30, p.centreY(), p.halfWidth(), p.halfHeight(), p.period(), p.phase());
        CreatureDoc next = new CreatureDoc(d.schema(), d.name(), d.about(), d.seed(), new CreatureDoc.Stage(d.stage().width(),
                d.stage().height(), moved, d.stage().ground()), d.spine(), d.brain(), d.legs(), d.sideLegs(), d.fins(), d.tentacles(),
                d.strands(), d.feelers(), d.skin());
        WorkshopWorld after = w.withDesign(next);
        assertEquals(pointer, after.pointer());
        assertEquals(moved.eight().at(moved.phase()), after.target());
        // The same path: the target carried as it is, and it goes on moving as the original's does.
        WorkshopWorld same = w.withDesign(WorkshopEdits.brain(d, new CreatureDoc.Follow(4, 200, 0, OptionalDouble.empty())));
        assertEquals(w.target(), same.target());
        assertEquals(pointer, same.pointer());
        w.step();
        same.step();
        assertEquals(w.target(), same.target());
        assertEquals(w.target(), w.followedTarget());
    }

    /** New numbers for a steering brain: the head keeps the velocity it had (within the new speed cap), not a standstill. */
    @Test
    void aSteeringBrainGivenNewNumbersKeepsItsVelocity() throws CreatureFileError {
        WorkshopWorld w = new WorkshopWorld(WorkshopEdits.brain(CreatureLibrary.open("snake"), new CreatureDoc.Seek(144, 1080)));
        for (int t = 0; t < 200; t++) w.step();
        double speed = value(w, "speed");
        assertTrue(speed > 50, "moving at " + speed + " px/s");
        WorkshopWorld faster = w.withDesign(WorkshopEdits.brain(w.doc(), new CreatureDoc.Seek(204, 1080)));
        faster.step();
        // One tick later its speed has changed by at most one tick of the largest force (1080 px/s^2 / 60).
        assertEquals(speed, value(faster, "speed"), 1080.0 / 60 + EPS);
        // A cap below the speed it had: the velocity is cut to the cap.
        WorkshopWorld slower = w.withDesign(WorkshopEdits.brain(w.doc(), new CreatureDoc.Seek(30, 1080)));
        Vec2 head = slower.joint(0);
        slower.step();
        assertTrue(slower.joint(0).distanceTo(head) <= 30.0 / 60 + EPS, "moved " + slower.joint(0).distanceTo(head) + " px in a tick");
    }

    /** Tentacles whose numbers did not change go on as they were; changed ones start afresh at rest where they hang. */
    @Test
    void unchangedTentaclesAreCarriedAndChangedOnesStartAfresh() throws CreatureFileError {
        WorkshopWorld w = played("octopus", 200);
        CreatureDoc d = w.doc();
        CreatureDoc.Follow f = (CreatureDoc.Follow) d.brain();
        WorkshopWorld newBrain = w.withDesign(WorkshopEdits.brain(d, new CreatureDoc.Follow(f.rate() + 1, f.speedCap(), f.standOff(), f.faceEase())));
        for (int k = 0; k < w.tentacleCount(); k++) {
            for (int i = 0; i < w.tentacle(k).size(); i++) assertEquals(w.tentacle(k).joint(i), newBrain.tentacle(k).joint(i));
            assertEquals(w.tentacleGoal(k), newBrain.tentacleGoal(k));
        }
        List<CreatureDoc.Tentacle> longer = d.tentacles().stream().map(t -> new CreatureDoc.Tentacle(t.joint(), t.links(), t.gap() + 1,
                t.iterations(), t.fanRadius(), t.angle(), t.sway(), t.count(), t.spread(), t.rootRadius(), t.rootAngle(), t.rootSpread())).toList();
        WorkshopWorld regrown = w.withDesign(WorkshopEdits.tentacles(d, longer));
        assertEquals(w.tentacleCount(), regrown.tentacleCount());
        for (int k = 0; k < regrown.tentacleCount(); k++) {
            Fabrik t = regrown.tentacle(k);
            assertEquals(d.tentacles().get(0).gap() + 1, t.joint(1).distanceTo(t.joint(0)), 1e-6, "tentacle " + k + " has the new gap");
            assertNotEquals(w.tentacle(k).tip(), t.tip(), "tentacle " + k + " started afresh");
        }
    }

    /** Feelers unchanged are carried; removed, there are none; the crawler changed keeps its head where it was. */
    @Test
    void feelersAndACrawlerAcrossAChange() throws CreatureFileError {
        WorkshopWorld c = played("centipede", 100);
        WorkshopWorld sameFeelers = c.withDesign(WorkshopEdits.fins(c.doc(), Optional.of(WorkshopEdits.koiFins(c.joints()))));
        assertEquals(c.feelers().size(), sameFeelers.feelers().size());
        for (int k = 0; k < c.feelers().size(); k++) assertEquals(c.feelers().get(k).tip(), sameFeelers.feelers().get(k).tip());
        assertEquals(0, c.withDesign(WorkshopEdits.feelers(c.doc(), List.of())).feelers().size());

        WorkshopWorld crawl = played("caterpillar", 100);
        WorkshopWorld shorter = crawl.withDesign(WorkshopEdits.spine(crawl.doc(), 10, crawl.doc().spine().gap(), OptionalDouble.empty()));
        assertEquals(10, shorter.joints());
        assertTrue(shorter.joint(0).distanceTo(crawl.joint(0)) < EPS, "the crawler's head stays at " + crawl.joint(0));
    }

    private static WorkshopWorld played(String name, int ticks) throws CreatureFileError {
        WorkshopWorld w = new WorkshopWorld(CreatureLibrary.open(name));
        for (int t = 0; t < ticks; t++) w.step();
        return w;
    }

    private static double[] sample(WorkshopWorld w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    private static double value(WorkshopWorld w, String name) {
        for (int i = 0; i < w.series().size(); i++) if (w.series().get(i).column().equals(name)) return sample(w)[i];
        throw new AssertionError("no column " + name);
    }
}
