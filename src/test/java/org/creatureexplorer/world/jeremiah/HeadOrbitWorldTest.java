package org.creatureexplorer.world.jeremiah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.jeremiah.NoiseOrbitHead;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class HeadOrbitWorldTest {
    private static final Columns COLUMNS = Columns.of(new HeadOrbitWorld(ParamValues.defaults(HeadOrbitWorld.PARAMS)));
    private static final int NOISE = COLUMNS.index("noise"), RADIUS = COLUMNS.index("radius"),
            TURN_RATE = COLUMNS.index("turn_rate"), HEAD_SPEED = COLUMNS.index("head_speed");

    private static HeadOrbitWorld world(int seed, boolean held) {
        ParamValues p = ParamValues.defaults(HeadOrbitWorld.PARAMS);
        p.set("seed", seed);
        p.set("mouse-held", held ? 1 : 0);
        return new HeadOrbitWorld(p);
    }

    @Test
    void distanceStaysBetweenFiftyAndThreeHundredAndHighNoisePullsIn() {
        HeadOrbitWorld w = world(1, false);
        double[] s = new double[w.series().size()];
        boolean sawFar = false, sawNear = false;
        for (int t = 0; t < 60_000; t++) {
            w.step();
            w.sample(s);
            double n = s[NOISE], r = s[RADIUS];
            assertTrue(r >= 50 - 1e-9 && r <= 300 + 1e-9, "distance " + r);
            // The goal distance falls as n rises (300 px at n <= 0.25, 50 px at n >= 0.75).
            assertEquals(300 - 250 * Math.max(0, Math.min(1, (n - 0.25) / 0.5)), NoiseOrbitHead.goalRadius(n, false), 1e-12);
            sawFar |= r > 295;
            sawNear |= r < 55;
        }
        assertTrue(sawFar && sawNear, "visits both ends");
    }

    @Test
    void turningFollowsTheSignOfNMinusHalfAndTheMouseDoublesIt() {
        HeadOrbitWorld free = world(2, false);
        HeadOrbitWorld held = world(2, true);
        double[] a = new double[free.series().size()];
        double[] b = new double[held.series().size()];
        int reversals = 0;
        double lastRate = 0;
        for (int t = 0; t < 30_000; t++) {
            free.step();
            held.step();
            free.sample(a);
            held.sample(b);
            double n = a[NOISE], rate = a[TURN_RATE];
            assertEquals(Math.signum(n - 0.5), Math.signum(rate), "clockwise exactly when n > 0.5");
            assertTrue(Math.abs(rate) <= NoiseOrbitHead.TURN_MAX * 1.75 + 1e-12);
            assertEquals(2 * rate, b[TURN_RATE], 1e-15, "held: the same noise, twice the turning");
            if (t > 100) assertTrue(b[RADIUS] >= 200 - 1e-9 && b[RADIUS] <= 300 + 1e-9, "held: 200 to 300 px, got " + b[RADIUS]);
            if (lastRate * rate < 0) reversals++;
            lastRate = rate;
        }
        assertTrue(reversals > 20, "the head stops and reverses when n crosses 0.5: " + reversals);
    }

    @Test
    void speedIsRadiusTimesTurningPlusTheRadialMove() {
        HeadOrbitWorld w = world(4, false);
        Vec2 c = NoiseOrbitHead.CENTRE;
        double[] s = new double[w.series().size()];
        double fastFar = 0, fastNear = 0;
        for (int t = 0; t < 20_000; t++) {
            Vec2 before = w.head().position();
            double r0 = before.distanceTo(c);
            w.step();
            w.sample(s);
            double r1 = s[RADIUS];
            double dTheta = s[TURN_RATE];
            // Independently: the chord between two points on circles r0, r1 an angle dTheta apart.
            double chord = Math.sqrt(r0 * r0 + r1 * r1 - 2 * r0 * r1 * Math.cos(dTheta));
            assertEquals(chord, s[HEAD_SPEED], 1e-9);
            if (r1 > 250) fastFar = Math.max(fastFar, s[HEAD_SPEED]);
            if (r1 < 100) fastNear = Math.max(fastNear, s[HEAD_SPEED]);
        }
        assertTrue(fastFar > 3 * fastNear, "far out is much faster than close in: " + fastFar + " vs " + fastNear);
    }

    @Test
    void holdingTheButtonOnTheStageAppliesTheRuleAndReplaysExactly() {
        Playback p = new Playback(HeadOrbitWorld::new, ParamValues.defaults(HeadOrbitWorld.PARAMS), 600);
        p.steps(30);
        p.apply(new Input.PointerPressed(new Vec2(300, 300)));
        assertTrue(((HeadOrbitWorld) p.world()).held());
        p.steps(60);
        double radius = ((HeadOrbitWorld) p.world()).head().radius();
        // It eases out (10% of the way per frame, no jump): within a second it is in the band.
        assertTrue(radius >= 199, "eased out to the held range: " + radius);
        p.apply(new Input.PointerReleased());
        assertFalse(((HeadOrbitWorld) p.world()).held());
        p.steps(10);
        Vec2 at = ((HeadOrbitWorld) p.world()).head().position();
        p.stepBack();
        p.step();
        assertEquals(at, ((HeadOrbitWorld) p.world()).head().position(), "step back and forward: the same place");
    }

    @Test
    void aSeedGivesADifferentButRepeatablePath() {
        HeadOrbitWorld a = world(5, false), b = world(5, false), c = world(6, false);
        for (int t = 0; t < 2000; t++) { a.step(); b.step(); c.step(); }
        assertEquals(a.head().position(), b.head().position());
        assertTrue(a.head().position().distanceTo(c.head().position()) > 1);
        assertTrue(a.trail().size() == HeadOrbitWorld.TRAIL_LENGTH);
    }
}
