package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalDouble;
import org.creatureexplorer.creature.jeremiah.Feeler;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.junit.jupiter.api.Test;

/**
 * Where the workshop's hanging parts are, checked from the spine they hang on: strands hang
 * straight back from their joint, feelers follow theirs by Jeremiah's rule, tentacles reach
 * for points around the target; and the odd spines (two joints grown, a crawler given another
 * brain, one joint given two radii).
 */
class WorkshopPartsHangTest {
    private static final double EPS = 1e-9;

    private static CreatureDoc with(CreatureDoc d, List<CreatureDoc.Strands> strands, List<CreatureDoc.Feeler> feelers) {
        return new CreatureDoc(d.schema(), d.name(), d.about(), d.seed(), d.stage(), d.spine(), d.brain(), d.legs(), d.sideLegs(), d.fins(),
                d.tentacles(), strands, feelers, d.skin());
    }

    /** Strands on a joint behind the head start hanging straight back from it: each link a link long, away from the joint ahead. */
    @Test
    void strandsHangStraightBackFromTheirJoint() throws CreatureFileError {
        CreatureDoc snake = CreatureLibrary.open("snake");
        WorkshopWorld w = new WorkshopWorld(with(snake, List.of(new CreatureDoc.Strands(5, 3, 4, 6, 0.9, 0, 2)), List.of()));
        Vec2 ahead = w.joint(4).minus(w.joint(5));
        Vec2 back = ahead.times(-1 / ahead.length());
        for (int k = 0; k < 3; k++) {
            for (int i = 1; i <= 4; i++) {
                Vec2 link = new Vec2(w.strands(0).pointX(k, i) - w.strands(0).pointX(k, i - 1), w.strands(0).pointY(k, i) - w.strands(0).pointY(k, i - 1));
                assertEquals(0, link.distanceTo(back.times(6)), EPS, "strand " + k + " link " + i);
            }
        }
        assertNull(w.bell(), "no bell without a pulse");
        assertNotNull(new WorkshopWorld(CreatureLibrary.open("jellyfish")).bell());
    }

    /** Each tick every feeler point moves by Jeremiah's rule: pulled toward the point ahead (the spine joint, first), then drifted. */
    @Test
    void feelersFollowTheirJointByJeremiahsRule() throws CreatureFileError {
        WorkshopWorld w = new WorkshopWorld(CreatureLibrary.open("centipede"));
        List<CreatureDoc.Feeler> spec = w.doc().feelers();
        assertEquals(2, w.feelers().size());
        for (int t = 0; t < 120; t++) {
            List<Feeler> before = w.feelers();
            Vec2[][] was = new Vec2[before.size()][];
            for (int f = 0; f < was.length; f++) {
                was[f] = new Vec2[before.get(f).size()];
                for (int i = 0; i < was[f].length; i++) was[f][i] = before.get(f).point(i);
            }
            w.step();
            for (int f = 0; f < was.length; f++) {
                CreatureDoc.Feeler s = spec.get(f);
                Vec2 ahead = w.joint(s.joint());
                Feeler now = w.feelers().get(f);
                for (int i = 0; i < was[f].length; i++) {
                    Vec2 expected = was[f][i].plus(ahead.minus(was[f][i]).times(s.pull())).plus(new Vec2(s.driftX(), s.driftY()));
                    assertEquals(0, now.point(i).distanceTo(expected), 1e-9, "feeler " + f + " point " + i + " at tick " + (t + 1));
                    ahead = now.point(i);
                }
            }
        }
    }

    /** A tentacle's goal is a point on the fan around the target: at most fan-radius + sway from it. */
    @Test
    void tentaclesReachForPointsAroundTheTarget() throws CreatureFileError {
        WorkshopWorld w = new WorkshopWorld(CreatureLibrary.open("octopus"));
        CreatureDoc.Tentacle t = w.doc().tentacles().get(0);
        for (int tick = 0; tick < 200; tick++) {
            w.step();
            for (int k = 0; k < w.tentacleCount(); k++) {
                assertTrue(w.tentacleGoal(k).distanceTo(w.target()) <= t.fanRadius() + t.sway() + EPS, "tentacle " + k + " at tick " + tick);
            }
        }
    }

    @Test
    void thePointerComesAndGoes() throws CreatureFileError {
        WorkshopWorld w = new WorkshopWorld(CreatureLibrary.open("snake"));
        Vec2 p = new Vec2(40, 50);
        w.apply(new Input.PointerAt(p));
        assertEquals(p, w.pointer());
        w.apply(new Input.PointerLeft());
        assertNull(w.pointer());
    }

    /** Two joints grown to five: the new ones go on along the one bone there is. */
    @Test
    void aTwoJointSpineGrowsAlongItsBone() throws CreatureFileError {
        CreatureDoc snake = CreatureLibrary.open("snake");
        WorkshopWorld two = new WorkshopWorld(WorkshopEdits.spine(snake, 2, 12, OptionalDouble.empty()));
        for (int t = 0; t < 100; t++) two.step();
        WorkshopWorld five = two.withDesign(WorkshopEdits.spine(snake, 5, 12, OptionalDouble.empty()));
        Vec2 bone = two.joint(1).minus(two.joint(0));
        Vec2 along = bone.times(1 / bone.length());
        for (int i = 0; i < 5; i++) {
            assertEquals(0, five.joint(i).distanceTo(two.joint(0).plus(along.times(12 * i))), EPS, "joint " + i);
        }
        assertTrue(Math.abs(along.cross(Vec2.polar(1, two.heading() + Math.PI))) > 1e-3, "the bone is not straight behind the heading, so the two differ");
    }

    /** A crawler given a follow brain gets a chain that follows its head: the head moves and the gaps are the spine's. */
    @Test
    void aCrawlerGivenAnotherBrainFollowsItsHead() throws CreatureFileError {
        WorkshopWorld crawl = new WorkshopWorld(CreatureLibrary.open("caterpillar"));
        for (int t = 0; t < 60; t++) crawl.step();
        WorkshopWorld follows = crawl.withDesign(WorkshopEdits.brain(crawl.doc(), WorkshopEdits.brainOf("follow")));
        Vec2 head = follows.joint(0);
        for (int t = 0; t < 60; t++) follows.step();
        assertTrue(follows.joint(0).distanceTo(head) > 20, "the head moved " + follows.joint(0).distanceTo(head) + " px");
        for (int i = 1; i < follows.joints(); i++) assertEquals(13, follows.joint(i).distanceTo(follows.joint(i - 1)), 1e-9);
    }

    /** One joint and a profile of two radii: the head takes the first. */
    @Test
    void aPointBodyTakesTheFirstRadius() throws CreatureFileError {
        CreatureDoc d = CreatureLibrary.open("snake");
        CreatureDoc.Spine s = d.spine();
        CreatureDoc one = new CreatureDoc(d.schema(), d.name(), d.about(), d.seed(), d.stage(),
                new CreatureDoc.Spine(1, s.gap(), s.bendLimit(), new CreatureDoc.Radii("", List.of(9.0, 3.0)), s.start()), d.brain(), d.legs(),
                d.sideLegs(), d.fins(), d.tentacles(), d.strands(), d.feelers(), d.skin());
        assertEquals(9, new WorkshopWorld(one).radius(0), 0.0);
    }
}
