package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

class DistanceWorldTest {

    private static double[] sample(DistanceWorld w) {
        double[] s = new double[w.series().size()];
        w.sample(s);
        return s;
    }

    @Test
    void afterEveryFixThePointIsExactlyLFromTheAnchor() {
        DistanceWorld w = new DistanceWorld(ParamValues.defaults(DistanceWorld.PARAMS));
        boolean sawStretch = false;
        for (int t = 0; t < 1500; t++) {
            w.step();
            double[] s = sample(w);
            assertEquals(80, s[7], 1e-9);
            // The correction is exactly the gap between before and after along the ray.
            assertEquals(Math.abs(s[6] - 80), s[8], 1e-9);
            if (s[6] > 80.1) sawStretch = true;
        }
        assertTrue(sawStretch, "the moving anchor stretches the link before each fix");
    }

    @Test
    void aDraggedPointLandsOnTheCircleAlongItsDirection() {
        DistanceWorld w = new DistanceWorld(ParamValues.defaults(DistanceWorld.PARAMS));
        w.apply(new Input.Drag(DistanceWorld.ANCHOR, new Vec2(200, 150)));
        w.apply(new Input.Drag(DistanceWorld.POINT, new Vec2(350, 150)));
        w.step();
        assertEquals(new Vec2(280, 150).x(), w.point().x(), 1e-9);
        assertEquals(150, w.point().y(), 1e-9);
        assertEquals(150, sample(w)[6], 1e-9);
        assertEquals(70, sample(w)[8], 1e-9);
    }

    @Test
    void aPointDroppedExactlyOnTheAnchorNeverBecomesNaN() {
        DistanceWorld w = new DistanceWorld(ParamValues.defaults(DistanceWorld.PARAMS));
        w.apply(new Input.Drag(DistanceWorld.ANCHOR, new Vec2(200, 150)));
        w.apply(new Input.Drag(DistanceWorld.POINT, new Vec2(200, 150)));
        for (int t = 0; t < 5; t++) {
            w.step();
            for (double v : sample(w)) assertTrue(Double.isFinite(v));
            assertEquals(80, w.point().distanceTo(w.anchor()), 1e-9);
        }
    }

    @Test
    void lengthChangesLive() {
        DistanceWorld w = new DistanceWorld(ParamValues.defaults(DistanceWorld.PARAMS));
        w.step();
        w.apply(new Input.SetParam("length", 40));
        w.step();
        assertEquals(40, sample(w)[7], 1e-9);
    }
}
