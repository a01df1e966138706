package org.creatureexplorer.lessons.gallery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.world.gallery.PondWorld;
import org.junit.jupiter.api.Test;

/**
 * The pond's floor, seen through the water: calm cells take a shortcut (their own floor, no
 * rounding), which must pick the same pebble the full sampling picks, for every cell of a pond
 * that the koi stir, of random surfaces, and of slopes right at the shortcut's edge.
 */
class PondFloorTest {
    private static final int COLS = PondWorld.COLS, ROWS = PondWorld.ROWS;

    /** The full sampling: the floor 1.6 cells along the slope, rounded to a cell, kept inside the pond. */
    private static boolean sampled(double[] h, int r, int c) {
        int i = r * COLS + c;
        double sx = c > 0 && c < COLS - 1 ? h[i + 1] - h[i - 1] : 0;
        double sy = r > 0 && r < ROWS - 1 ? h[i + COLS] - h[i - COLS] : 0;
        int fc = Math.max(0, Math.min(COLS - 1, (int) Math.round(c + 1.6 * sx)));
        int fr = Math.max(0, Math.min(ROWS - 1, (int) Math.round(r + 1.6 * sy)));
        return PondLesson.SurfaceImage.pebble(fc, fr);
    }

    private static int mismatches(double[] h) {
        int n = 0;
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) {
                if (PondLesson.SurfaceImage.stoneUnder(h, r * COLS + c, r, c, r > 0 && r < ROWS - 1) != sampled(h, r, c)) n++;
            }
        }
        return n;
    }

    @Test void theKoisPondShowsTheSameFloor() {
        PondWorld w = new PondWorld(ParamValues.defaults(PondWorld.PARAMS));
        int calm = 0;
        for (int t = 1; t <= 900; t++) {
            w.step();
            if (t % 150 == 0) assertEquals(0, mismatches(w.heights()), "tick " + t);
        }
        double[] h = w.heights();
        for (int r = 1; r < ROWS - 1; r++) {
            for (int c = 1; c < COLS - 1; c++) {
                int i = r * COLS + c;
                if (Math.abs(h[i + 1] - h[i - 1]) < PondLesson.SurfaceImage.CALM_SLOPE
                        && Math.abs(h[i + COLS] - h[i - COLS]) < PondLesson.SurfaceImage.CALM_SLOPE) calm++;
            }
        }
        // Both ways are exercised: most cells calm, some not.
        assertTrue(calm > (COLS - 2) * (ROWS - 2) / 2 && calm < (COLS - 2) * (ROWS - 2), "calm cells: " + calm);
    }

    @Test void randomSurfacesAndSlopesAtTheEdgeShowTheSameFloor() {
        SplittableRandom random = new SplittableRandom(11);
        for (double roughness : new double[] {0.02, 0.1, 0.16, 0.3, 1, 5}) {
            double[] h = new double[COLS * ROWS];
            for (int i = 0; i < h.length; i++) h[i] = (random.nextDouble() * 2 - 1) * roughness;
            assertEquals(0, mismatches(h), "roughness " + roughness);
        }
        // Slopes of exactly the edge, just under it and just over, both signs, at every cell of a row.
        double edge = PondLesson.SurfaceImage.CALM_SLOPE;
        for (double slope : new double[] {edge, Math.nextDown(edge), Math.nextUp(edge), 0.3125, 0.3124999, 0.46875}) {
            double[] h = new double[COLS * ROWS];
            for (int i = 0; i < h.length; i++) h[i] = ((i % COLS) + (i / COLS)) * slope / 2 * ((i / COLS) % 2 == 0 ? 1 : -1);
            assertEquals(0, mismatches(h), "slope " + slope);
        }
        double[] nan = new double[COLS * ROWS];
        nan[5 * COLS + 7] = Double.NaN;
        assertEquals(0, mismatches(nan), "a NaN height");
    }
}
