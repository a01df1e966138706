package org.creatureexplorer.lessons.skeletons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.creatureexplorer.creature.Body;
import org.creatureexplorer.lesson.BodyDraw;
import org.creatureexplorer.lesson.PathSegments;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.skeletons.BodiesWorld;
import org.junit.jupiter.api.Test;

/**
 * The reused skin path (issue 12: bodies built some 60 outline points, 200 vectors and a path
 * per body per frame) is the very curve {@code BodyDraw.smoothLoop(body.outline())} makes, bit
 * for bit, so the stage's pixels do not change.
 */
class BodySkinTest {
    private static void assertSameSkin(Body b, BodySkin skin, String what) {
        List<double[]> expected = PathSegments.of(BodyDraw.smoothLoop(b.outline()));
        List<double[]> actual = PathSegments.of(skin.of(b));
        assertEquals(expected.size(), actual.size(), what + ": segments");
        for (int i = 0; i < expected.size(); i++) assertArrayEquals(expected.get(i), actual.get(i), 0.0, what + ": segment " + i);
    }

    @Test
    void theSnakeAndKoiSkinsAreTheSmoothOutlinesBitForBit() {
        BodiesWorld w = new BodiesWorld(ParamValues.defaults(BodiesWorld.PARAMS));
        BodySkin skin = BodySkin.forThisThread();
        for (int t = 0; t < 400; t++) {
            w.step();
            if (t % 7 != 0) continue;
            assertSameSkin(w.snake(), skin, "snake at tick " + t);
            assertSameSkin(w.koi(), skin, "koi at tick " + t);
        }
    }

    @Test
    void bodiesOfOtherSizesAndFoldedBackJointsToo() {
        Random r = new Random(12);
        BodySkin skin = new BodySkin();
        for (int trial = 0; trial < 200; trial++) {
            int n = 2 + r.nextInt(20);
            Vec2[] joints = new Vec2[n];
            double[] radii = new double[n];
            for (int i = 0; i < n; i++) {
                // Now and then two joints on the same spot, where Body falls back to the last direction.
                joints[i] = i > 0 && r.nextInt(6) == 0 ? joints[i - 1] : new Vec2(r.nextDouble() * 800, r.nextDouble() * 600);
                radii[i] = 1 + r.nextDouble() * 40;
            }
            assertSameSkin(new Body(joints, radii), skin, "random body " + trial + " of " + n + " joints");
        }
    }
}
