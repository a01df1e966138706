package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.creatureexplorer.model.Columns;
import org.creatureexplorer.model.ParamValues;
import org.junit.jupiter.api.Test;

class PondWorldTest {
    @Test
    void theWaveStepIsThePlainRuleOnASmallGrid() {
        int cols = 9, rows = 7;
        Random random = new Random(3);
        double[][] now = new double[rows][cols], before = new double[rows][cols];
        double[] flatNow = new double[cols * rows], flatBefore = new double[cols * rows];
        for (int r = 1; r < rows - 1; r++) {
            for (int c = 1; c < cols - 1; c++) {
                now[r][c] = flatNow[r * cols + c] = random.nextGaussian();
                before[r][c] = flatBefore[r * cols + c] = random.nextGaussian();
            }
        }
        for (int step = 0; step < 50; step++) {
            double[][] next = new double[rows][cols];
            for (int r = 1; r < rows - 1; r++) {
                for (int c = 1; c < cols - 1; c++) {
                    next[r][c] = ((now[r - 1][c] + now[r + 1][c] + now[r][c - 1] + now[r][c + 1]) / 2 - before[r][c]) * 0.985;
                }
            }
            before = now;
            now = next;
            PondWorld.waveStep(flatNow, flatBefore, cols, rows, 0.985);
            double[] t = flatNow;
            flatNow = flatBefore;
            flatBefore = t;
            for (int r = 0; r < rows; r++) for (int c = 0; c < cols; c++) assertEquals(now[r][c], flatNow[r * cols + c], 1e-12);
        }
    }

    @Test
    void aStandingModeLosesEnergyByTheDampingEveryStep() {
        // A standing mode sin(pi x / (cols-1)) sin(pi y / (rows-1)), at rest. Its quadratic energy
        // h_t^2 - d h_t (L h_{t-1}) + d h_{t-1}^2, L the half neighbour sum, shrinks by exactly d per step.
        int cols = 40, rows = 30;
        double d = 0.985;
        double[] now = new double[cols * rows], before = new double[cols * rows];
        for (int r = 1; r < rows - 1; r++) {
            for (int c = 1; c < cols - 1; c++) {
                now[r * cols + c] = before[r * cols + c] = Math.sin(Math.PI * c / (cols - 1)) * Math.sin(Math.PI * r / (rows - 1));
            }
        }
        double energy = energy(now, before, cols, rows, d);
        for (int step = 0; step < 200; step++) {
            PondWorld.waveStep(now, before, cols, rows, d);
            double[] t = now;
            now = before;
            before = t;
            double next = energy(now, before, cols, rows, d);
            assertEquals(d, next / energy, 1e-9, "step " + step);
            energy = next;
        }
    }

    private static double energy(double[] now, double[] before, int cols, int rows, double d) {
        double e = 0;
        for (int r = 1; r < rows - 1; r++) {
            for (int c = 1; c < cols - 1; c++) {
                int i = r * cols + c;
                double half = (before[i - 1] + before[i + 1] + before[i - cols] + before[i + cols]) / 2;
                e += now[i] * now[i] - d * now[i] * half + d * before[i] * before[i];
            }
        }
        return e;
    }

    @Test
    void aPokeSpreadsAsARingAtAboutSevenTenthsOfACellPerStep() {
        ParamValues p = ParamValues.defaults(PondWorld.PARAMS);
        p.set("poke", 1);
        PondWorld w = new PondWorld(p);
        Columns columns = Columns.of(w);
        assertEquals(10000, columns.get(Columns.sample(w), "energy"), 0);
        for (int t = 0; t < 100; t++) w.step();
        double r100 = columns.get(Columns.sample(w), "ring_radius");
        for (int t = 0; t < 20; t++) w.step();
        double speedCells = (columns.get(Columns.sample(w), "ring_radius") - r100) / 20 / PondWorld.CELL;
        assertTrue(speedCells > 0.6 && speedCells < 0.8, "ring speed " + speedCells + " cells per step");
    }
}
