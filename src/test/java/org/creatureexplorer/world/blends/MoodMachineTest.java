package org.creatureexplorer.world.blends;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.sim.ValueNoise;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.PetWorld.Mood;
import org.junit.jupiter.api.Test;

/**
 * MoodMachine driven with hand-placed targets and tempers chosen so each rule is seen alone:
 * its thresholds at their exact values, its timers tick for tick, the dash direction and the
 * wander's turn recomputed from the rules in the class comment.
 */
class MoodMachineTest {
    static final double DT = FixedTickWorld.DT;
    static final double W = 400, H = 300;
    /** The speed the machine measures for a target that moves {@code px} per tick: px over SPEED_WINDOW ticks, as it divides. */
    static double speedOf(double px) { return MoodMachine.SPEED_WINDOW * px / (MoodMachine.SPEED_WINDOW * DT); }

    /**
     * A temper: rest below {@code rest} px/s for {@code restTicks}; follow at {@code follow} px/s with
     * radii 46 / 156; startle above {@code startle} px/s within {@code range}; dash at 260 px/s for
     * {@code dashTicks}; accel 1500; wander at {@code wanderSpeed} turning {@code wanderTurn} rad/s
     * with noise rate 0.7; edges: margin 56, turn {@code edgeTurn}; radius 10.
     */
    static MoodMachine.Temper temper(double rest, int restTicks, double follow, double startle, double range, int dashTicks,
                                     double accel, double wanderSpeed, double wanderTurn, double edgeTurn) {
        return new MoodMachine.Temper(rest, restTicks * DT, wanderSpeed, follow, 46, 156, startle, range, 260, dashTicks * DT,
                accel, wanderTurn, 0.7, 56, edgeTurn, 10);
    }

    /** A temper whose pet never follows (follow speed 0) and never rests by itself. */
    static MoodMachine.Temper still(double startle, double range, int dashTicks) {
        return temper(1, 1000, 0, startle, range, dashTicks, 1500, 45, 0, 0);
    }

    static MoodMachine machine(MoodMachine.Temper t, Vec2 start, Vec2 targetBefore) {
        return new MoodMachine(t, start, 7, W, H, time -> targetBefore);
    }

    @Test
    void theTargetsHistoryBeforeTickZeroGivesItsSpeedAndTheSeedGivesTheHeading() {
        // Before tick 0 the target ran at 600 px/s (10 px per tick), then stopped at (200, 100).
        MoodMachine.Temper temper = still(1e9, 1, 1);
        MoodMachine m = new MoodMachine(temper, new Vec2(50, 50), 7, W, H, t -> new Vec2(200 + 600 * Math.min(t, 0), 100));
        assertEquals(600, m.targetSpeed(), 1e-6);
        assertEquals(new Vec2(200, 100), m.target());
        assertEquals(new SplittableRandom(7).nextDouble() * 2 * Math.PI, m.heading(), 1e-15);
        assertEquals(Mood.FOLLOW, m.mood());
        assertEquals(0, m.moodSeconds());
        assertSame(temper, m.temper());
    }

    @Test
    void aTargetAtExactlyTheRestSpeedIsMovingAndRestStartsOnTheRestTick() {
        double rest = speedOf(1);
        MoodMachine m = machine(temper(rest, 5, 0, 1e9, 1, 1, 1500, 0, 0, 0), new Vec2(200, 150), new Vec2(100, 100));
        // A target moving exactly 1 px per tick reads exactly the rest speed: not slow.
        for (int t = 1; t <= 20; t++) {
            m.step(new Vec2(100 + t, 100), t * DT);
            if (t >= MoodMachine.SPEED_WINDOW) assertEquals(rest, m.targetSpeed(), 0, "tick " + t);
        }
        assertEquals(0, m.stillSeconds(), "at the rest speed the target counts as moving");
        assertEquals(Mood.FOLLOW, m.mood());
        assertEquals(20 * DT, m.moodSeconds(), 1e-12, "following since tick 0");
        // Now it stops: slow from the next tick on; the fifth slow tick starts the rest.
        for (int k = 1; k <= 4; k++) {
            m.step(new Vec2(120, 100), (20 + k) * DT);
            assertEquals(Mood.FOLLOW, m.mood(), "slow tick " + k);
        }
        assertEquals(4 * DT, m.stillSeconds(), 1e-12);
        m.step(new Vec2(120, 100), 25 * DT);
        assertEquals(Mood.WANDER, m.mood(), "restTicks slow ticks: wander");
        assertEquals(0, m.moodSeconds());
        m.step(new Vec2(120, 100), 26 * DT);
        assertEquals(DT, m.moodSeconds(), 1e-12);
        // Moving again at exactly the rest speed ends the rest once the window has filled.
        for (int k = 1; k <= 3; k++) {
            m.step(new Vec2(120 + k, 100), (26 + k) * DT);
            assertEquals(Mood.WANDER, m.mood(), "the window still holds slow ticks: " + k);
        }
        m.step(new Vec2(124, 100), 30 * DT);
        assertEquals(rest, m.targetSpeed(), 0);
        assertEquals(Mood.FOLLOW, m.mood(), "the rest speed itself ends the rest");
        assertEquals(0, m.stillSeconds());
    }

    /** A pet at (100, 100) whose target comes from (90, 140) 10 px per tick along y = 140, startling at the fourth tick if at all. */
    static MoodMachine approach(MoodMachine.Temper t) {
        MoodMachine m = machine(t, new Vec2(100, 100), new Vec2(90, 140));
        for (int k = 1; k <= 3; k++) {
            m.step(new Vec2(90 + 10 * k, 140), k * DT);
            assertEquals(Mood.FOLLOW, m.mood(), "tick " + k + ": not fast enough yet");
        }
        // Tick 4: target at (130, 140), 50 px from the pet (30-40-50), measured at speedOf(10) = 600 px/s.
        m.step(new Vec2(130, 140), 4 * DT);
        return m;
    }

    @Test
    void theStartleNeedsMoreThanTheStartleSpeedAndLessThanTheRange() {
        assertEquals(Mood.STARTLED, approach(still(speedOf(10) - 1, 50.001, 5)).mood());
        assertEquals(Mood.FOLLOW, approach(still(speedOf(10), 51, 5)).mood(), "exactly the startle speed does not startle");
        assertEquals(Mood.FOLLOW, approach(still(speedOf(10) - 1, 50, 5)).mood(), "exactly at the range does not startle");
    }

    @Test
    void theDashLastsItsTicksExactlyThenThePetFollows() {
        MoodMachine m = approach(still(speedOf(10) - 1, 60, 10));
        assertEquals(Mood.STARTLED, m.mood());
        assertEquals(10 * DT, m.dashSecondsLeft(), 1e-12);
        assertEquals(0, m.moodSeconds());
        for (int k = 1; k <= 9; k++) {
            m.step(new Vec2(130, 140), (4 + k) * DT);
            assertEquals(Mood.STARTLED, m.mood(), "dash tick " + k);
            assertEquals((10 - k) * DT, m.dashSecondsLeft(), 1e-12);
            assertEquals(k * DT, m.moodSeconds(), 1e-12);
        }
        m.step(new Vec2(130, 140), 14 * DT);
        assertEquals(Mood.FOLLOW, m.mood(), "after dashTicks ticks the dash is over");
        assertEquals(0, m.dashSecondsLeft());
    }

    @Test
    void theCopyRunsOnItsOwn() {
        MoodMachine m = approach(still(speedOf(10) - 1, 60, 10));
        MoodMachine c = m.copy();
        Vec2 at = m.body().position();
        m.step(new Vec2(130, 140), 5 * DT);
        assertEquals(10 * DT, c.dashSecondsLeft(), 1e-12, "stepping the original leaves the copy");
        assertEquals(at, c.body().position());
        c.step(new Vec2(130, 140), 5 * DT);
        assertEquals(m.body().position(), c.body().position());
        assertEquals(m.heading(), c.heading());
        assertEquals(m.mood(), c.mood());
        assertEquals(m.moodSeconds(), c.moodSeconds());
    }

    /** The desired velocity on the startle tick, for a pet standing at {@code pet} and a target arriving 40 px/tick at {@code at}. */
    static Vec2 dash(Vec2 pet, Vec2 at) {
        Vec2 from = at.minus(at.minus(pet).directionOr(Vec2.UNIT_X).times(-40));
        // The target jumps from 40 px farther from the pet: 40 px in one tick reads speedOf(10) over the window.
        MoodMachine m = machine(still(speedOf(10) - 1, 1e9, 5), pet, from);
        m.step(at, DT);
        assertEquals(Mood.STARTLED, m.mood());
        assertEquals(260, m.desired().length(), 1e-9, "the dash is at the dash speed");
        return m.desired().times(1.0 / 260);
    }

    static void assertDirection(double x, double y, Vec2 d, String why) {
        assertEquals(x, d.x(), 1e-9, why);
        assertEquals(y, d.y(), 1e-9, why);
    }

    @Test
    void theDashRunsAwayAndAtAnEdgeSlidesAlongIt() {
        // Margin = radius + 2 = 12 px.
        assertDirection(-0.6, -0.8, dash(new Vec2(200, 150), new Vec2(230, 190)), "open field: straight away");
        assertDirection(0, -1, dash(new Vec2(12, 150), new Vec2(42, 190)), "on the left margin the outward x is dropped");
        assertDirection(-0.6, -0.8, dash(new Vec2(13, 150), new Vec2(43, 190)), "a pixel inside the margin: straight away");
        assertDirection(0.6, -0.8, dash(new Vec2(12, 150), new Vec2(-18, 190)), "on the left margin, running right is kept");
        assertDirection(0, -1, dash(new Vec2(W - 12, 150), new Vec2(W - 42, 190)), "right margin");
        assertDirection(0.6, -0.8, dash(new Vec2(W - 13, 150), new Vec2(W - 43, 190)), "a pixel inside the right margin, running right");
        assertDirection(-1, 0, dash(new Vec2(200, 12), new Vec2(230, 52)), "top margin");
        assertDirection(-0.6, -0.8, dash(new Vec2(200, 13), new Vec2(230, 53)), "a pixel below the top margin");
        assertDirection(-0.6, 0.8, dash(new Vec2(200, 12), new Vec2(230, -28)), "on the top margin, running down is kept");
        assertDirection(-1, 0, dash(new Vec2(200, H - 12), new Vec2(230, H - 52)), "bottom margin");
        assertDirection(-0.6, 0.8, dash(new Vec2(200, H - 13), new Vec2(230, H - 53)), "a pixel above the bottom margin");
    }

    @Test
    void corneredHeadOnTheDashRunsAlongTheEdgeTowardTheCentreLine() {
        // Straight into the left wall: nothing left of the direction, so toward the stage's centre.
        Vec2 c = new Vec2(W / 2 - 12, H / 2 - 100);
        assertDirection(c.x() / c.length(), c.y() / c.length(), dash(new Vec2(12, 100), new Vec2(52, 100)), "head-on: to the centre");
        // Almost head-on (a 0.141 slide is under 0.2): along the wall toward the centre line, here down.
        Vec2 t = new Vec2(12 + 99, 100 + 14.1);
        assertDirection(0, 1, dash(new Vec2(12, 100), t), "left wall, centre below");
        assertDirection(0, -1, dash(new Vec2(12, 200), new Vec2(12 + 99, 200 - 14.1)), "left wall, centre above (the slide pointed down)");
        assertDirection(1, 0, dash(new Vec2(100, 12), new Vec2(100 + 14.1, 12 + 99)), "top wall, centre to the right");
        assertDirection(-1, 0, dash(new Vec2(300, H - 12), new Vec2(300 - 14.1, H - 12 - 99)), "bottom wall, centre to the left");
        Vec2 k = new Vec2(W / 2 - 12, H / 2 - 12);
        assertDirection(k.x() / k.length(), k.y() / k.length(), dash(new Vec2(12, 12), new Vec2(52, 52)), "into the corner");
    }

    @Test
    void followAsksForArrivesSpeedAndTheForceIsCutToMaxAccel() {
        MoodMachine m = machine(temper(1, 1000, 170, 1e9, 1, 1, 900, 45, 0, 0), new Vec2(100, 100), new Vec2(300, 100));
        assertEquals(0, m.followSpeed(46));
        assertEquals(0, m.followSpeed(20), "inside the stop radius: zero");
        assertEquals(85, m.followSpeed(101), 1e-12, "halfway from 46 to 156: half speed");
        assertEquals(170 * 0.25, m.followSpeed(46 + 27.5), 1e-12);
        assertEquals(170, m.followSpeed(156), 1e-12);
        assertEquals(170, m.followSpeed(500), 1e-12);
        m.step(new Vec2(300, 100), DT);
        assertDirection(170, 0, m.desired(), "200 px away: full follow speed toward the target");
        // From rest, one tick at the cap: speed = maxAccel x dt (px/s).
        assertEquals(900 * DT, m.speed(), 1e-9);
        assertEquals(0, m.heading(), 1e-12, "a moving follower heads along its velocity");
        m.step(new Vec2(300, 100), 2 * DT);
        assertEquals(2 * 900 * DT, m.speed(), 1e-9);
    }

    /** A pet standing still at {@code at} (wander speed 0, the target on it) that has just begun to wander. */
    static MoodMachine wanderingStill(Vec2 at, double wanderTurn, double edgeTurn) {
        MoodMachine m = machine(temper(25, 2, 0, 1e9, 1, 1, 1500, 0, wanderTurn, edgeTurn), at, at);
        m.step(at, DT);
        m.step(at, 2 * DT);
        assertEquals(Mood.WANDER, m.mood());
        return m;
    }

    @Test
    void awayFromTheEdgesTheWanderHeadingTurnsByTheNoise() {
        MoodMachine m = wanderingStill(new Vec2(200, 150), 2.2, 3.5);
        ValueNoise noise = new ValueNoise(7);
        for (int k = 3; k < 40; k++) {
            double before = m.heading();
            double t = k * 0.05;
            m.step(new Vec2(200, 150), t);
            assertEquals(before + 2.2 * noise.at(t * 0.7) * DT, m.heading(), 1e-12, "tick " + k);
            assertEquals(new Vec2(200, 150), m.body().position(), "wander speed 0: it stands");
            assertEquals(0, m.desired().length(), "wander speed 0 asks for no motion");
        }
    }

    @Test
    void wanderAsksForItsSpeedAlongTheHeading() {
        MoodMachine m = machine(temper(25, 2, 0, 1e9, 1, 1, 50, 45, 1.3, 3.5), new Vec2(200, 150), new Vec2(200, 150));
        for (int k = 1; k < 60; k++) {
            m.step(new Vec2(200, 150), k * DT);
            if (m.mood() != Mood.WANDER) continue;
            assertDirection(45 * Math.cos(m.heading()), 45 * Math.sin(m.heading()), m.desired(), "tick " + k);
        }
        assertTrue(m.speed() > 0 && m.speed() < 45, "a low accel: the velocity lags the desired one: " + m.speed());
    }

    /**
     * The turn of the first wander tick at {@code at} with no noise turn, from the heading the pet
     * enters the wander with (at rest: the seeded heading, as an angle in (-pi, pi]).
     */
    static double firstWanderTurn(Vec2 at, double edgeTurn) {
        MoodMachine m = machine(temper(25, 2, 0, 1e9, 1, 1, 1500, 0, 0, edgeTurn), at, at);
        m.step(at, DT);
        assertEquals(Mood.FOLLOW, m.mood());
        m.step(at, 2 * DT);
        assertEquals(Mood.WANDER, m.mood());
        return m.heading() - SEEDED_HEADING;
    }

    static final double SEEDED_HEADING = Vec2.polar(1, new SplittableRandom(7).nextDouble() * 2 * Math.PI).angle();

    /** What the rule asks for: the miss to the centre, wrapped to (-pi, pi], clamped to most. */
    static double expectedTurn(Vec2 at, double heading, double most) {
        double miss = Math.atan2(H / 2 - at.y(), W / 2 - at.x()) - heading;
        miss = Math.atan2(Math.sin(miss), Math.cos(miss));
        return Math.max(-most, Math.min(most, miss));
    }

    @Test
    void nearAnEdgeTheWanderHeadingTurnsTowardTheCentreAtMostEdgeTurnPerTick() {
        for (Vec2 at : new Vec2[] {new Vec2(12, 30), new Vec2(W - 12, 40), new Vec2(120, 11), new Vec2(300, H - 20), new Vec2(55, 200)}) {
            double fast = expectedTurn(at, SEEDED_HEADING, 1000 * DT);
            assertEquals(fast, firstWanderTurn(at, 1000), 1e-12, "fast turn at " + at);
            assertTrue(Math.abs(fast) > 3 * DT, "the fast turn is more than the slow one allows");
            assertEquals(expectedTurn(at, SEEDED_HEADING, 3 * DT), firstWanderTurn(at, 3), 1e-12, "slow turn at " + at);
        }
    }

    @Test
    void exactlyOnTheEdgeMarginIsNotNearTheEdge() {
        double margin = 56;
        for (Vec2 at : new Vec2[] {new Vec2(margin, 150), new Vec2(W - margin, 150), new Vec2(200, margin), new Vec2(200, H - margin)}) {
            assertEquals(0, firstWanderTurn(at, 1000), "on the margin at " + at);
        }
        for (Vec2 at : new Vec2[] {new Vec2(margin - 1, 150), new Vec2(W - margin + 1, 150), new Vec2(200, margin - 1), new Vec2(200, H - margin + 1)}) {
            assertTrue(firstWanderTurn(at, 1000) != 0, "a pixel past the margin at " + at);
        }
    }

    @Test
    void forgettingTheTargetsSpeedReadsZeroThenOneInterval() {
        MoodMachine m = machine(still(1e9, 1, 1), new Vec2(50, 50), new Vec2(100, 100));
        m.forgetTargetSpeed();
        m.step(new Vec2(300, 100), DT);
        assertEquals(0, m.targetSpeed(), "one point is no movement");
        m.step(new Vec2(310, 100), 2 * DT);
        assertEquals(10 / DT, m.targetSpeed(), 1e-9, "10 px over one interval");
    }
}
