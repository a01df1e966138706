package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.Body;
import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.creature.SnakeBody;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BodiesWorldTest {

    private static BodiesWorld world(double width) {
        ParamValues p = ParamValues.defaults(BodiesWorld.PARAMS);
        p.set("width", width);
        return new BodiesWorld(p);
    }

    private static double[] sample(BodiesWorld w) {
        double[] s = new double[w.series().size()];
        w.sample(s);
        return s;
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.25, 0.5, 1, 1.7, 4})
    void widthScalesEveryRadiusAndTheOutlineWithIt(double width) {
        BodiesWorld w = world(width);
        for (int t = 0; t < 90; t++) w.step();
        Body snake = w.snake();
        Body koi = w.koi();
        assertEquals(26, snake.size());
        assertEquals(14, koi.size());
        for (int i = 0; i < 26; i++) assertEquals(width * SnakeBody.radius(i, 26), snake.radius(i), 1e-12);
        for (int i = 0; i < 14; i++) assertEquals(width * KoiBody.radius(i, 14), koi.radius(i), 1e-12);
        for (Body.OutlinePoint o : koi.outline()) {
            assertEquals(width * KoiBody.radius(o.joint(), 14), o.position().distanceTo(koi.joint(o.joint())), 1e-9);
        }
    }

    @Test
    void changingTheWidthLiveMovesNoJointOnlyTheSkin() {
        BodiesWorld w = world(1);
        for (int t = 0; t < 60; t++) w.step();
        Vec2 koiHead = w.koi().joint(0);
        Vec2 snakeTail = w.snake().joint(25);
        w.apply(new Input.SetParam("width", 2));
        assertEquals(koiHead, w.koi().joint(0));
        assertEquals(snakeTail, w.snake().joint(25));
        assertEquals(2 * 12.5, w.koi().radius(2), 1e-12);
        // The same run with width 2 from the start gives the same joints: width is skin, not skeleton.
        BodiesWorld wide = world(2);
        for (int t = 0; t < 60; t++) wide.step();
        assertEquals(koiHead, wide.koi().joint(0));
        assertArrayEquals(sample(w), sample(wide));
    }

    @Test
    void skinAndShowChangeOnlyWhatIsDrawnNotTheNumbers() {
        ParamValues p = ParamValues.defaults(BodiesWorld.PARAMS);
        p.set("skin", 0);
        p.set("show", 2);
        BodiesWorld hidden = new BodiesWorld(p);
        BodiesWorld plain = world(1);
        for (int t = 0; t < 200; t++) {
            hidden.step();
            plain.step();
        }
        assertArrayEquals(sample(plain), sample(hidden));
        assertTrue(!hidden.skin() && !hidden.showSnake() && hidden.showKoi());
    }

    @Test
    void theChartsReadTheSkinThatIsDrawn() {
        BodiesWorld w = world(1.3);
        for (int t = 0; t < 300; t++) {
            w.step();
            double[] s = sample(w);
            Body koi = w.koi();
            // Side lengths straight from the outline loop's own points.
            double left = 0, right = 0;
            Vec2 lastLeft = null, lastRight = null;
            for (Body.OutlinePoint o : koi.outline()) {
                if (o.side() == Body.Side.RIGHT) {
                    if (lastRight != null) right += lastRight.distanceTo(o.position());
                    lastRight = o.position();
                } else if (o.side() == Body.Side.LEFT) {
                    if (lastLeft != null) left += lastLeft.distanceTo(o.position());
                    lastLeft = o.position();
                }
            }
            assertEquals(left, s[0], 1e-9);
            assertEquals(right, s[1], 1e-9);
            assertEquals(w.snake().smallestSideStep(), s[2], 1e-12);
            assertEquals(koi.smallestSideStep(), s[3], 1e-12);
            assertEquals(KoiBody.finOpening(koi, -1), s[4], 1e-12);
            assertEquals(KoiBody.finOpening(koi, +1), s[5], 1e-12);
        }
    }

    @Test
    void bothCreaturesSwimAndBendSoTheSkinVisiblyChanges() {
        BodiesWorld w = world(1);
        double spine = BodiesWorld.koiSpine();
        double widestSplit = 0;
        Vec2 start = w.koi().joint(0);
        Vec2 snakeStart = w.snake().joint(0);
        for (int t = 0; t < 540; t++) {
            w.step();
            double[] s = sample(w);
            widestSplit = Math.max(widestSplit, Math.abs(s[0] - s[1]));
            Body koi = w.koi();
            for (int i = 1; i < 13; i++) {
                double bend = Math.abs(Angles.wrap(koi.joint(i + 1).minus(koi.joint(i)).angle() - koi.joint(i).minus(koi.joint(i - 1)).angle()));
                assertTrue(bend <= BodiesWorld.KOI_MAX_BEND + 1e-9, "the koi keeps its bend limit");
            }
            for (int i = 1; i < 26; i++) assertEquals(12, w.snake().joint(i).distanceTo(w.snake().joint(i - 1)), 1e-9);
        }
        assertTrue(widestSplit > 20, "in turns the two sides differ by " + widestSplit + " px (spine " + spine + ")");
        assertTrue(w.koi().joint(0).distanceTo(start) > 1 && w.snake().joint(0).distanceTo(snakeStart) > 1);
    }

    @Test
    void theSkinCrumplesOnlyWhenTheCirclesAreMuchTooFatForTheTurns() {
        assertTrue(smallestStep(1) > 8, "width 1: " + smallestStep(1));
        assertTrue(smallestStep(2) < smallestStep(1) && smallestStep(2) > 0, "width 2: " + smallestStep(2));
        assertTrue(smallestStep(3.5) < 0, "width 3.5: " + smallestStep(3.5));
    }

    private static double smallestStep(double width) {
        BodiesWorld w = world(width);
        double smallest = Double.MAX_VALUE;
        for (int t = 0; t < 1080; t++) {
            w.step();
            double[] s = sample(w);
            smallest = Math.min(smallest, Math.min(s[2], s[3]));
        }
        return smallest;
    }
}
