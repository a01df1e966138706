package org.creatureexplorer.world.skeletons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.creature.KoiBody;
import org.creatureexplorer.creature.SnakeBody;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.junit.jupiter.api.Test;

/**
 * The fold tally the bodies stage prints (issue 15: the key number on screen): the smallest skin
 * step since the start and the ticks on which it was below 0, recomputed here from the bare joints
 * and radii with plain arithmetic, not through {@code Body}.
 */
class BodiesFoldTallyTest {

    private static BodiesWorld world(double width) {
        ParamValues p = ParamValues.defaults(BodiesWorld.PARAMS);
        p.set("width", width);
        return new BodiesWorld(p);
    }

    /** Smallest step between neighbouring side points, along the bone between their joints, either side. */
    static double smallestStep(double[] x, double[] y, double[] r) {
        int n = x.length;
        double[] fx = new double[n];
        double[] fy = new double[n];
        for (int i = 0; i < n; i++) {
            int a = Math.max(0, i - 1);
            int b = Math.min(n - 1, i + 1);
            double dx = x[a] - x[b];
            double dy = y[a] - y[b];
            double len = Math.hypot(dx, dy);
            fx[i] = dx / len;
            fy[i] = dy / len;
        }
        double best = Double.POSITIVE_INFINITY;
        for (int i = 1; i < n; i++) {
            double bx = x[i - 1] - x[i];
            double by = y[i - 1] - y[i];
            double bl = Math.hypot(bx, by);
            bx /= bl;
            by /= bl;
            for (int side = -1; side <= 1; side += 2) {
                // side point = joint + side * radius * (forward turned a quarter turn); the sign convention cancels over both sides
                double px0 = x[i - 1] - side * r[i - 1] * fy[i - 1];
                double py0 = y[i - 1] + side * r[i - 1] * fx[i - 1];
                double px1 = x[i] - side * r[i] * fy[i];
                double py1 = y[i] + side * r[i] * fx[i];
                best = Math.min(best, (px0 - px1) * bx + (py0 - py1) * by);
            }
        }
        return best;
    }

    private static double snakeStep(BodiesWorld w, double width) {
        int n = w.snake().size();
        double[] x = new double[n], y = new double[n], r = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = w.snake().joint(i).x();
            y[i] = w.snake().joint(i).y();
            r[i] = width * SnakeBody.radius(i, n);
        }
        return smallestStep(x, y, r);
    }

    private static double koiStep(BodiesWorld w, double width) {
        int n = w.koi().size();
        double[] x = new double[n], y = new double[n], r = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = w.koi().joint(i).x();
            y[i] = w.koi().joint(i).y();
            r[i] = width * KoiBody.radius(i, n);
        }
        return smallestStep(x, y, r);
    }

    /** Runs 600 ticks (10 s) and checks the world's tally against our own; returns {koi folded ticks, snake folded ticks}. */
    private static int[] checkTally(double width) {
        BodiesWorld w = world(width);
        double snakeWorst = snakeStep(w, width);
        double koiWorst = koiStep(w, width);
        int snakeFolded = snakeWorst < 0 ? 1 : 0;
        int koiFolded = koiWorst < 0 ? 1 : 0;
        for (int t = 0; t < 600; t++) {
            w.step();
            double s = snakeStep(w, width);
            double k = koiStep(w, width);
            snakeWorst = Math.min(snakeWorst, s);
            koiWorst = Math.min(koiWorst, k);
            if (s < 0) snakeFolded++;
            if (k < 0) koiFolded++;
            assertEquals(snakeWorst, w.snakeWorstStep(), 1e-9, "snake, tick " + w.tick());
            assertEquals(koiWorst, w.koiWorstStep(), 1e-9, "koi, tick " + w.tick());
            assertEquals(snakeFolded, w.snakeFoldedTicks(), "snake folded ticks, tick " + w.tick());
            assertEquals(koiFolded, w.koiFoldedTicks(), "koi folded ticks, tick " + w.tick());
        }
        return new int[] {koiFolded, snakeFolded};
    }

    @Test
    void atTheDefaultWidthTheSkinNeverFoldsInTenSeconds() {
        int[] folded = checkTally(1);
        assertEquals(0, folded[0]);
        assertEquals(0, folded[1]);
        BodiesWorld w = world(1);
        for (int t = 0; t < 600; t++) w.step();
        assertTrue(w.koiWorstStep() > 8 && w.snakeWorstStep() > 8, "the text says: never below 8 px at width 1");
    }

    @Test
    void atTheTextsPresetWidthTheKoiFoldsWithinTenSeconds() {
        int[] folded = checkTally(3.2);
        assertTrue(folded[0] > 0, "koi folded on " + folded[0] + " ticks");
        assertTrue(folded[1] > 0, "snake folded on " + folded[1] + " ticks");
    }

    @Test
    void aNewWidthStartsTheTallyAgain() {
        BodiesWorld w = world(3.2);
        for (int t = 0; t < 600; t++) w.step();
        assertTrue(w.koiFoldedTicks() > 0);
        w.apply(new Input.SetParam("width", 1.0));
        assertEquals(0, w.koiFoldedTicks());
        assertEquals(0, w.snakeFoldedTicks());
        assertEquals(koiStep(w, 1), w.koiWorstStep(), 1e-9);
        assertEquals(snakeStep(w, 1), w.snakeWorstStep(), 1e-9);
    }
}
