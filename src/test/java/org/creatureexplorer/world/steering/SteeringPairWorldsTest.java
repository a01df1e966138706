package org.creatureexplorer.world.steering;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Wander;
import org.junit.jupiter.api.Test;

/** The two lessons that run two steering worlds side by side: each half is exactly its scenario's world. */
class SteeringPairWorldsTest {

    static double[] sample(World w) {
        double[] out = new double[w.series().size()];
        w.sample(out);
        return out;
    }

    @Test
    void seekArriveRunsBothWalkersAndItsColumnsReadThem() {
        SeekArriveWorld pair = new SeekArriveWorld(ParamValues.defaults(SeekArriveWorld.PARAMS));
        SteerWorld seek = new SteerWorld(SteerWorld.REFERENCE);
        SteerWorld arrive = new SteerWorld(SteerWorld.REFERENCE.withBehavior(SteerWorld.Behavior.ARRIVE));
        assertEquals(FixedTickWorld.DT, pair.dt());
        assertEquals(192, pair.stageWidth());
        assertEquals(128, pair.stageHeight());
        assertTrue(Double.isNaN(sample(pair)[5]), "no speed asked for before the first tick");
        for (int t = 0; t < 60; t++) {
            double asked = arrive.decision().desired().length();
            pair.step();
            seek.step();
            arrive.step();
            double[] s = sample(pair);
            assertEquals(t + 1, pair.tick());
            assertEquals(t + 1, s[0]);
            assertEquals(seek.body().position(), pair.seek().body().position());
            assertEquals(arrive.body().position(), pair.arrive().body().position());
            assertEquals(seek.body().position().distanceTo(seek.target()), s[1], 1e-12);
            assertEquals(arrive.body().position().distanceTo(arrive.target()), s[2], 1e-12);
            assertEquals(seek.body().speed(), s[3], 1e-12);
            assertEquals(arrive.body().speed(), s[4], 1e-12);
            assertEquals(asked, s[5], 1e-12);
            assertEquals(arrive.body().speed(), s[6], 1e-12);
            assertEquals(arrive.decision().desired().length(), s[7], 1e-12);
        }
        assertNotEquals(pair.seek().body().position(), pair.arrive().body().position());
    }

    @Test
    void seekArriveSharesTheTargetDragAndCopiesOnItsOwn() {
        SeekArriveWorld pair = new SeekArriveWorld(ParamValues.defaults(SeekArriveWorld.PARAMS));
        assertEquals(List.of(new Handle(SteerWorld.TARGET, "target", new Vec2(96, 64))), pair.handles());
        pair.apply(new Input.Drag(SteerWorld.TARGET, new Vec2(150, 20)));
        assertEquals(new Vec2(150, 20), pair.seek().target());
        assertEquals(new Vec2(150, 20), pair.arrive().target());
        pair.apply(new Input.SetParam("brake", 60));
        assertEquals(60, pair.arrive().brake());
        for (int t = 0; t < 5; t++) pair.step();
        SeekArriveWorld copy = pair.copy();
        assertArrayEquals(sample(pair), sample(copy));
        pair.step();
        assertEquals(5, copy.tick(), "the copy did not move");
        copy.step();
        assertArrayEquals(sample(pair), sample(copy), "and goes on as the original did");
    }

    @Test
    void theWanderPairIsTwoWanderWorldsOnOneSeedAndItsColumnsReadThem() {
        ParamValues p = ParamValues.defaults(WanderPairWorld.PARAMS);
        p.set("seed", 17);
        WanderPairWorld pair = new WanderPairWorld(p);
        WanderWorld circle = new WanderWorld(true, 17, 12, 8, 0.5);
        WanderWorld jump = new WanderWorld(false, 17, 12, 8, 0.5);
        assertEquals(FixedTickWorld.DT, pair.dt());
        assertEquals(400, pair.stageWidth());
        assertEquals(176, pair.stageHeight());
        assertEquals(11, pair.series().size());
        for (int t = 0; t < 50; t++) {
            pair.step();
            circle.step();
            jump.step();
            double[] s = sample(pair), c = sample(circle), j = sample(jump);
            assertEquals(t + 1, pair.tick());
            assertEquals(t + 1, s[0]);
            assertEquals(c[4], s[1]);
            assertEquals(j[4], s[2]);
            assertEquals(c[8], s[3]);
            assertEquals(j[8], s[4]);
            assertEquals(c[5], s[5]);
            assertEquals(j[5], s[6]);
            assertEquals(c[6], s[7]);
            assertEquals(j[6], s[8]);
            assertEquals(c[9], s[9]);
            assertEquals(j[9], s[10]);
        }
        pair.apply(new Input.SetParam("radius", 20));
        assertEquals(20, ((Wander.Circle) pair.circle().wander()).radius(), "a live change reaches the circle wanderer");
        WanderPairWorld copy = pair.copy();
        pair.step();
        assertEquals(50, copy.tick());
        copy.step();
        assertArrayEquals(sample(pair), sample(copy));
    }
}
