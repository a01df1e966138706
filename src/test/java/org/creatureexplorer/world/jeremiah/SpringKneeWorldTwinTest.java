package org.creatureexplorer.world.jeremiah;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.creature.jeremiah.Jeremiah;
import org.creatureexplorer.creature.jeremiah.SpringKnee;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The knee lesson against a twin knee stepped here by {@link SpringKnee#moves}: the start 40 px
 * off the hip-foot line, the dragged hip and foot, "bend it again", "out of reach", the rests,
 * the knee path, the columns; then the whole-body view and copy().
 */
class SpringKneeWorldTwinTest {
    private static final Vec2 ORIGIN = new Vec2(170, 300);

    private static ParamValues params(double hipRest, double footRest, double distance, int side) {
        ParamValues p = ParamValues.defaults(SpringKneeWorld.LESSON_PARAMS);
        p.set("hip-rest", hipRest);
        p.set("foot-rest", footRest);
        p.set("distance", distance);
        p.set("side", side);
        return p;
    }

    /** Halfway along hip to foot, 40 px to the given side (+1: clockwise, +y for a foot along +x). */
    private static Vec2 start(Vec2 hip, Vec2 foot, int side) {
        Vec2 along = foot.minus(hip).directionOr(Vec2.UNIT_X);
        return new Vec2((hip.x() + foot.x()) / 2 - along.y() * 40 * side, (hip.y() + foot.y()) / 2 + along.x() * 40 * side);
    }

    @Test void theKneeIsItsTwinThroughDragsButtonsAndRests() {
        SpringKneeWorld w = new SpringKneeWorld(params(110, 90, 160, -1));
        assertFalse(w.wholeBody());
        assertNull(w.creature());
        assertNull(w.followedLeg());
        Vec2 hip = ORIGIN, foot = ORIGIN.plus(new Vec2(160, 0)), knee = start(hip, foot, -1);
        assertEquals(0, knee.distanceTo(w.knee()), 1e-12, "40 px above the line's middle");
        double hipRest = 110, footRest = 90;
        ArrayDeque<Vec2> path = new ArrayDeque<>(List.of(knee));
        double[] s = new double[w.series().size()];
        for (int t = 1; t <= 400; t++) {
            if (t == 60) { hip = new Vec2(200, 250); w.apply(new Input.Drag(SpringKneeWorld.HIP, hip)); }
            if (t == 100) { foot = new Vec2(330, 420); w.apply(new Input.Drag(SpringKneeWorld.FOOT, foot)); }
            if (t == 140) { w.apply(new Input.SetParam("hip-rest", 150)); hipRest = 150; }
            if (t == 160) { w.apply(new Input.SetParam("foot-rest", 70)); footRest = 70; }
            if (t == 200) {
                // Bend it again: back to 40 px off the line on the side the knee is on now.
                w.apply(new Input.Action(SpringKneeWorld.BEND_AGAIN));
                knee = start(hip, foot, SpringKnee.side(knee, hip, foot) > 0 ? 1 : -1);
                assertEquals(0, knee.distanceTo(w.knee()), 1e-9, "bent again on its own side");
                path.clear();
                path.add(knee);
            }
            if (t == 300) {
                // Out of reach: the foot 80 px beyond the two rests, along hip to foot, kept on the 600 x 600 stage.
                w.apply(new Input.Action(SpringKneeWorld.OUT_OF_REACH));
                Vec2 along = foot.minus(hip).directionOr(Vec2.UNIT_X);
                Vec2 far = hip.plus(along.times(150 + 70 + 80));
                foot = new Vec2(Math.max(0, Math.min(600, far.x())), Math.max(0, Math.min(600, far.y())));
                assertEquals(foot, w.foot());
            }
            SpringKnee.Moves moves = SpringKnee.moves(knee, hip, foot, hipRest, footRest);
            knee = knee.plus(moves.total());
            path.addLast(knee);
            if (path.size() > 31) path.removeFirst();
            w.step();
            assertEquals(knee, w.knee(), "tick " + t);
            assertEquals(moves, w.moves(), "tick " + t);
            w.sample(s);
            double[] expected = {knee.x() - hip.x(), knee.y() - hip.y(), knee.distanceTo(hip) - hipRest, knee.distanceTo(foot) - footRest,
                    0, hip.distanceTo(foot)};
            assertArrayEquals(expected, s, 1e-9, "tick " + t);
            assertEquals(new ArrayList<>(path), w.kneePath(), "tick " + t);
            assertEquals(List.of(new Handle(SpringKneeWorld.FOOT, "foot", foot), new Handle(SpringKneeWorld.HIP, "hip", hip)), w.handles());
        }
        assertEquals(150, w.hipRest());
        assertEquals(70, w.footRest());
        assertEquals(SpringKnee.restingPlace(hip, foot, 150, 70, SpringKnee.side(knee, hip, foot)), w.restingPlace());
    }

    @Test void outOfReachStaysOnTheStageAndAKneeOnTheLineBendsToItsStartingSide() {
        SpringKneeWorld w = new SpringKneeWorld(params(200, 200, 150, 1));
        w.apply(new Input.Drag(SpringKneeWorld.HIP, new Vec2(500, 500)));
        w.apply(new Input.Drag(SpringKneeWorld.FOOT, new Vec2(550, 560)));
        w.apply(new Input.Action(SpringKneeWorld.OUT_OF_REACH));
        assertEquals(new Vec2(600, 600), w.foot(), "480 px on toward the corner, clamped to it");
        w.apply(new Input.Drag(SpringKneeWorld.HIP, new Vec2(100, 200)));
        w.apply(new Input.Drag(SpringKneeWorld.FOOT, new Vec2(40, 20)));
        w.apply(new Input.Action(SpringKneeWorld.OUT_OF_REACH));
        assertEquals(new Vec2(0, 0), w.foot(), "and toward the other corner, clamped to 0");
        // A knee on the hip-foot line has no side: bend it again uses the side it started on.
        SpringKneeWorld line = new SpringKneeWorld(params(120, 100, 150, -1));
        line.apply(new Input.Drag(SpringKneeWorld.FOOT, line.knee().plus(line.knee().minus(line.hip()))));
        assertEquals(0, SpringKnee.side(line.knee(), line.hip(), line.foot()), 1e-9, "the knee now sits on the line");
        line.apply(new Input.Action(SpringKneeWorld.BEND_AGAIN));
        assertEquals(-40, SpringKnee.side(line.knee(), line.hip(), line.foot()), 1e-9, "bent to side -1, where it started");
        assertEquals(SpringKnee.restingPlace(line.hip(), line.foot(), 120, 100, -40), line.restingPlace());
        w.apply(new Input.Action("another button"));
        assertEquals(new Vec2(0, 0), w.foot());
    }

    /** Started on side +1, the knee ends on the other side when the foot is dragged past the hip: bend it again and the resting place follow the knee's side, not the start's. */
    @Test void theKneesOwnSideWinsOverTheSideItStartedOn() {
        SpringKneeWorld w = new SpringKneeWorld(params(120, 100, 150, 1));
        for (int t = 0; t < 60; t++) w.step();
        w.apply(new Input.Drag(SpringKneeWorld.FOOT, ORIGIN.plus(new Vec2(-150, 0))));
        double side = SpringKnee.side(w.knee(), w.hip(), w.foot());
        assertTrue(side < -1, "the line turned round under the knee: side " + side);
        assertEquals(SpringKnee.restingPlace(w.hip(), w.foot(), 120, 100, -1), w.restingPlace(), "resting on the knee's side");
        w.apply(new Input.Action(SpringKneeWorld.BEND_AGAIN));
        assertEquals(-40, SpringKnee.side(w.knee(), w.hip(), w.foot()), 1e-9, "bent again on the knee's side");
    }

    @Test void theWholeBodyViewFollowsLegSevenOfATwinJeremiah() {
        ParamValues p = ParamValues.defaults(SpringKneeWorld.LESSON_PARAMS);
        p.set("view", 1);
        p.set("hip-rest", 130);
        p.set("foot-rest", 95);
        SpringKneeWorld w = new SpringKneeWorld(p);
        assertTrue(w.wholeBody());
        assertTrue(w.creature().leg(7) == w.followedLeg(), "the followed leg is the creature's leg 7");
        Jeremiah twin = new Jeremiah(1);
        twin.leg(7).setRests(130, 95);
        assertEquals(List.of(), w.handles(), "nothing to drag on the whole body");
        double[] s = new double[w.series().size()];
        for (int t = 1; t <= 600; t++) {
            if (t == 300) { w.apply(new Input.SetParam("hip-rest", 90)); twin.leg(7).setRests(90, 95); }
            if (t == 400) { w.apply(new Input.SetParam("foot-rest", 140)); twin.leg(7).setRests(90, 140); }
            w.apply(new Input.Drag(SpringKneeWorld.HIP, new Vec2(1, 1)));
            w.apply(new Input.Action(SpringKneeWorld.OUT_OF_REACH));
            twin.step(false);
            w.step();
            Vec2 hip = twin.leg(7).hip(), foot = twin.leg(7).foot(), knee = twin.leg(7).knee();
            assertEquals(hip, w.hip(), "tick " + t);
            assertEquals(foot, w.foot());
            assertEquals(knee, w.knee());
            assertEquals(twin.leg(7).lastMoves(), w.moves());
            w.sample(s);
            double[] expected = {knee.x() - hip.x(), knee.y() - hip.y(), knee.distanceTo(hip) - w.hipRest(), knee.distanceTo(foot) - w.footRest(),
                    twin.stepsPerSecond(), hip.distanceTo(foot)};
            assertArrayEquals(expected, s, 1e-9, "tick " + t);
        }
        assertEquals(90, w.followedLeg().hipRest());
        assertEquals(140, w.followedLeg().footRest());
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        SpringKneeWorld w = new SpringKneeWorld(params(120, 100, 150, 1));
        for (int t = 0; t < 5; t++) w.step();
        SpringKneeWorld c = w.copy();
        Vec2 knee = w.knee();
        List<Vec2> path = w.kneePath();
        c.apply(new Input.Drag(SpringKneeWorld.FOOT, new Vec2(500, 100)));
        c.apply(new Input.SetParam("hip-rest", 40));
        c.apply(new Input.Action(SpringKneeWorld.BEND_AGAIN));
        for (int t = 0; t < 30; t++) c.step();
        assertEquals(knee, w.knee(), "the copy's steps and inputs leave the original as it was");
        assertEquals(path, w.kneePath());
        assertEquals(120, w.hipRest());
        assertEquals(ORIGIN.plus(new Vec2(150, 0)), w.foot());
        SpringKneeWorld d = w.copy();
        double[] a = new double[w.series().size()], b = new double[a.length];
        for (int t = 0; t < 60; t++) {
            if (t == 30) for (SpringKneeWorld x : List.of(w, d)) x.apply(new Input.Action(SpringKneeWorld.BEND_AGAIN));
            w.step();
            d.step();
            w.sample(a);
            d.sample(b);
            assertArrayEquals(a, b, 0, "tick " + w.tick());
            assertEquals(w.moves(), d.moves());
        }
        assertEquals(w.kneePath(), d.kneePath());
        ParamValues p = ParamValues.defaults(SpringKneeWorld.LESSON_PARAMS);
        p.set("view", 1);
        SpringKneeWorld whole = new SpringKneeWorld(p);
        for (int t = 0; t < 100; t++) whole.step();
        SpringKneeWorld wholeCopy = whole.copy();
        for (int t = 0; t < 100; t++) wholeCopy.step();
        SpringKneeWorld again = whole.copy();
        for (int t = 0; t < 100; t++) { whole.step(); again.step(); }
        assertEquals(whole.knee(), again.knee(), "the whole body is copied: stepping one copy does not move another");
        assertEquals(whole.knee(), wholeCopy.knee());
    }
}
