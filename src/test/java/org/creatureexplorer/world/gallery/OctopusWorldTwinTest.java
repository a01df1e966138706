package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.FanTentacle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.HeadMover;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.CopyChecks;
import org.junit.jupiter.api.Test;

/**
 * The octopus against a twin put together here: a body that heads for the point 45 px short
 * of the target at twice the distance a second (at most 150 px/s), a facing eased at 4 a second,
 * and seven {@link FanTentacle}s reaching from it; the columns counted from the twin's tips.
 */
class OctopusWorldTwinTest {
    private static final double DT = 1.0 / 60;

    /** The gallery's slow figure-eight written out: the stage's centre, 170 x 95 px, 14 s a lap. */
    private static Vec2 curve(double t) {
        double phase = 2 * Math.PI * t / 14;
        return new Vec2(240 + 170 * Math.sin(phase), 150 + 95 * Math.sin(2 * phase));
    }

    /** The twin octopus: body, facing and tentacles, stepped as the lesson says. */
    private static final class Twin {
        final HeadMover mover = new HeadMover(2, 150);
        Vec2 body;
        double facing;
        final FanTentacle[] tentacles = new FanTentacle[7];

        Twin(int iterations, long seed) {
            body = curve(0).minus(new Vec2(45, 0));
            for (int k = 0; k < 7; k++) tentacles[k] = new FanTentacle(OctopusWorld.shape(k), iterations, seed, k, k == 3, body, 0, curve(0), 0);
        }

        void step(Vec2 target, double t) {
            Vec2 toTarget = target.minus(body);
            body = mover.stepShortOf(body, target, 45, DT);
            facing = HeadMover.faceToward(facing, toTarget, 4, DT);
            for (FanTentacle f : tentacles) f.reach(body, facing, target, t);
        }

        /** Tips within 1 px, mean and worst tip error, largest gap error after any pass, points out of reach. */
        double[] columns() {
            int within = 0, out = 0;
            double sum = 0, worst = 0, gap = 0;
            for (FanTentacle f : tentacles) {
                if (f.tipError() <= 1) within++;
                if (f.outOfReach()) out++;
                sum += f.tipError();
                worst = Math.max(worst, f.tipError());
                gap = Math.max(gap, f.maxGapErrorAnyPass());
            }
            return new double[] {within, sum / 7, worst, gap, out};
        }
    }

    private static OctopusWorld world(int iterations, int seed) {
        ParamValues p = ParamValues.defaults(OctopusWorld.PARAMS);
        p.set("iterations", iterations);
        p.set("seed", seed);
        return new OctopusWorld(p);
    }

    @Test void theOctopusIsItsTwinThroughPointerAndIterations() {
        OctopusWorld w = world(3, 11);
        Twin twin = new Twin(3, 11);
        assertEquals(3, w.iterations());
        double[] s = new double[5];
        Vec2 pointer = new Vec2(420, 40);
        double weight = 0;
        int someOff = 0, someOut = 0, allOn = 0;
        for (int t = 1; t <= 700; t++) {
            if (t == 200) {
                w.apply(new Input.SetParam("iterations", 1));
                for (FanTentacle f : twin.tentacles) f.setIterations(1);
            }
            if (t == 300) w.apply(new Input.PointerAt(pointer));
            if (t == 500) w.apply(new Input.PointerLeft());
            if (t >= 300) weight += ((t < 500 ? 1 : 0) - weight) * (1 - Math.exp(-4 * DT));
            Vec2 target = t >= 300 ? curve(t * DT).lerp(pointer, weight) : curve(t * DT);
            twin.step(target, t * DT);
            w.step();
            assertEquals(0, w.target().distanceTo(target), 1e-9, "tick " + t);
            assertEquals(w.target(), w.followedTarget());
            assertEquals(twin.body, w.body(), "tick " + t);
            assertEquals(twin.body, w.leadPoint());
            assertEquals(twin.facing, w.facing(), 0, "tick " + t);
            w.sample(s);
            double[] expected = twin.columns();
            assertArrayEquals(expected, s, 0, "tick " + t);
            assertEquals(expected[3], w.maxGapErrorAnyPass(), 0);
            if (expected[0] < 7) someOff++;
            if (expected[0] == 7) allOn++;
            if (expected[4] > 0) someOut++;
            if (t == 400) assertEquals(pointer, w.pointer());
        }
        assertNull(w.pointer());
        assertEquals(1, w.iterations());
        assertTrue(someOff > 0 && allOn > 0 && someOut > 0, "tips on and off their points, points in and out of reach: "
                + someOff + ", " + allOn + ", " + someOut);
    }

    @Test void aDrivenOctopusFollowsTheDrivenPoint() {
        OctopusWorld w = world(4, 1);
        Twin twin = new Twin(4, 1);
        for (int t = 1; t <= 300; t++) {
            Vec2 p = new Vec2(240 + 150 * Math.cos(t * 0.02), 150 + 80 * Math.sin(t * 0.04));
            w.driveTarget(p);
            twin.step(p, t * DT);
            w.step();
            assertEquals(p, w.followedTarget(), "tick " + t);
            assertEquals(twin.body, w.body(), "tick " + t);
        }
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        OctopusWorld w = world(4, 1);
        for (int t = 0; t < 150; t++) w.step();
        OctopusWorld c = w.copy();
        double[] before = new double[5], after = new double[5];
        w.sample(before);
        Vec2 tip = w.tentacle(3).joint(11);
        c.apply(new Input.SetParam("iterations", 16));
        c.apply(new Input.PointerAt(new Vec2(10, 10)));
        for (int t = 0; t < 100; t++) c.step();
        w.sample(after);
        assertArrayEquals(before, after, 0, "the copy's steps and inputs leave the original as it was");
        assertEquals(tip, w.tentacle(3).joint(11));
        assertEquals(4, w.iterations());
        OctopusWorld d = w.copy();
        CopyChecks.stepAlike(w, d, 200, (x, y) -> {
            assertEquals(x.body(), y.body());
            assertEquals(x.tentacle(0).joint(11), y.tentacle(0).joint(11));
        });
    }
}
