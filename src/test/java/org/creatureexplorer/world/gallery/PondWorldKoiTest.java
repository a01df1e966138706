package org.creatureexplorer.world.gallery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.creatureexplorer.creature.Koi;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The pond with its koi: their paths, their stirring, the driven line of three, the measures and copy(). */
class PondWorldKoiTest {
    private static final double DT = 1.0 / 60;
    private static final int COLS = 240, ROWS = 150;

    private static PondWorld pond(boolean poke, int koi, int seed) {
        ParamValues p = ParamValues.defaults(PondWorld.PARAMS);
        p.set("poke", poke ? 1 : 0);
        p.set("koi", koi);
        p.set("seed", seed);
        return new PondWorld(p);
    }

    /** Koi k's own figure-eight, written out here: centre (240 + 30(k-1), 150 + 15(k-1)), half sizes 170 - 25k and 95 - 12k, 7 + 1.5k s a lap. */
    private static Vec2 path(int k, double t) {
        double phase = 2 * Math.PI * t / (7 + 1.5 * k);
        return new Vec2(240 + (k - 1) * 30 + (170 - 25 * k) * Math.sin(phase), 150 + (k - 1) * 15 + (95 - 12 * k) * Math.sin(2 * phase));
    }

    @Test void eachKoiStartsOnItsOwnPathAtASeededPhaseFacingAlongIt() {
        PondWorld w = pond(false, 3, 42);
        assertEquals(3, w.koi().length);
        Random random = new Random(42);
        for (int k = 0; k < 3; k++) {
            double period = 7 + 1.5 * k;
            assertEquals(period, w.path(k).periodSeconds(), 1e-12);
            double phase = random.nextDouble() * period;
            assertEquals(phase, w.phase(k), 1e-12, "koi " + k + "'s phase: the seeded stream, one draw per koi");
            Vec2 head = w.koi()[k].chain().joint(0);
            assertEquals(0, head.distanceTo(path(k, phase)), 1e-9, "koi " + k + "'s head on its path");
            double heading = Math.atan2(path(k, phase + DT).y() - path(k, phase - DT).y(), path(k, phase + DT).x() - path(k, phase - DT).x());
            assertEquals(heading, w.koi()[k].swimmer().heading(), 1e-9, "koi " + k + " faces along its path");
        }
        assertEquals(w.koi()[0].chain().joint(0), w.leadPoint());
        assertNull(w.followedTarget(), "nothing followed before the first step");
        assertNotEquals(pond(false, 3, 43).phase(0), w.phase(0), "another seed, another start");
        assertEquals(pond(false, 3, 42).phase(2), w.phase(2), "the same seed, the same start");
        assertEquals(1, pond(false, 1, 42).koi().length);
    }

    @Test void aPokedPondHasNoKoiAndOneCellAtThePokeHeight() {
        PondWorld w = pond(true, 3, 1);
        assertEquals(0, w.koi().length, "the poke replaces the koi");
        assertTrue(Double.isNaN(w.leadPoint().x()) && Double.isNaN(w.leadPoint().y()), "no koi, no lead point");
        double sum = 0;
        for (double h : w.heights()) sum += h;
        assertEquals(100, sum, 0, "one cell of 100, the rest still");
        assertEquals(100, w.height(COLS / 2, ROWS / 2), 0);
        w.step();
        assertNull(w.followedTarget(), "no koi follows anything");
    }

    /** The undriven koi swim after their own figure-eights: each step is a copy of the koi swimming after that path's point. */
    @Test void undrivenEachKoiSwimsAfterItsOwnPath() {
        PondWorld w = pond(false, 3, 7);
        for (int t = 1; t <= 240; t++) {
            Koi[] expected = new Koi[3];
            for (int k = 0; k < 3; k++) {
                expected[k] = w.koi()[k].copy();
                expected[k].swim(path(k, w.phase(k) + t * DT), DT);
            }
            w.step();
            assertEquals(0, w.followedTarget().distanceTo(path(0, w.phase(0) + t * DT)), 1e-9, "tick " + t + ": the lead koi's goal");
            for (int k = 0; k < 3; k++) {
                assertEquals(expected[k].chain().joint(0), w.koi()[k].chain().joint(0), "tick " + t + ", koi " + k);
                assertEquals(expected[k].tail(), w.koi()[k].tail(), "tick " + t + ", koi " + k + "'s tail");
            }
        }
    }

    /** Driven (the gallery): koi k swims after the target driven k seconds (60 ticks) ago, or the oldest kept until then. */
    @Test void drivenTheThreeSwimOneSecondApartOnTheOneTarget() {
        PondWorld w = pond(false, 3, 1);
        java.util.List<Vec2> driven = new java.util.ArrayList<>();
        for (int t = 1; t <= 400; t++) {
            Vec2 target = new Vec2(240 + 150 * Math.cos(t * 0.03), 150 + 80 * Math.sin(t * 0.05));
            driven.add(target);
            Koi[] expected = new Koi[3];
            for (int k = 0; k < 3; k++) {
                expected[k] = w.koi()[k].copy();
                expected[k].swim(driven.get(Math.max(0, driven.size() - 1 - 60 * k)), DT);
            }
            w.driveTarget(target);
            w.step();
            assertEquals(target, w.followedTarget(), "tick " + t + ": the lead koi follows the newest target");
            for (int k = 0; k < 3; k++) assertEquals(expected[k].chain().joint(0), w.koi()[k].chain().joint(0), "tick " + t + ", koi " + k);
        }
    }

    /**
     * The water recomputed here beside the world's: each step every koi's tail (once it has swum)
     * pushes its inner cell down 1.5, then every inner cell becomes (half its neighbours' sum -
     * its value a step before) x 0.985; edges stay 0.
     */
    @ParameterizedTest(name = "driven out past the edges: {0}")
    @ValueSource(booleans = {false, true})
    void theKoiStirTheCellsAtTheirTailsAndTheWaterFollowsTheWaveRule(boolean outPastTheEdges) {
        PondWorld w = pond(false, 3, 3);
        double[] now = new double[COLS * ROWS], before = new double[COLS * ROWS];
        int stirredInside = 0, outside = 0;
        // Driven 1.5 s at a time to points 150 px past each side, through the centre between, the
        // koi's tails cross every edge row and column (each at least twice with seed 3): those cells stay 0.
        Vec2 centre = new Vec2(240, 150);
        Vec2[] goals = {new Vec2(-150, 150), centre, new Vec2(240, -150), centre, new Vec2(630, 150), centre, new Vec2(240, 450), centre};
        for (int t = 1; t <= 720; t++) {
            if (outPastTheEdges) w.driveTarget(goals[(t / 90) % 8]);
            w.step();
            for (Koi k : w.koi()) {
                int c = (int) (k.tail().x() / 2), r = (int) (k.tail().y() / 2);
                if (c >= 1 && c <= COLS - 2 && r >= 1 && r <= ROWS - 2) {
                    now[r * COLS + c] -= 1.5;
                    stirredInside++;
                } else {
                    outside++;
                }
            }
            double[] next = new double[COLS * ROWS];
            for (int r = 1; r < ROWS - 1; r++) {
                for (int c = 1; c < COLS - 1; c++) {
                    int i = r * COLS + c;
                    next[i] = ((now[i - 1] + now[i + 1] + now[i - COLS] + now[i + COLS]) / 2 - before[i]) * 0.985;
                }
            }
            before = now;
            now = next;
            assertArrayEquals(now, w.heights(), 1e-9, "tick " + t);
        }
        assertTrue(stirredInside > 300, "the koi swim inside the pond: " + stirredInside + " stirs");
        if (outPastTheEdges) assertTrue(outside > 50, "tails on or past the edge cells: " + outside);
        assertEquals(w.heights()[77 * COLS + 120], w.height(120, 77), 0, "height reads row by row");
    }

    /** The measures recomputed from the heights: largest |h|, the sum of h squared, and the ring's reach from the poke. */
    @Test void theMeasuresAreTheLargestHeightTheEnergyAndTheRingsRadius() {
        PondWorld w = pond(false, 3, 5);
        double[] s = new double[3];
        for (int t = 0; t < 200; t++) w.step();
        w.sample(s);
        double[] h = w.heights();
        double max = 0, energy = 0;
        for (double v : h) { max = Math.max(max, Math.abs(v)); energy += v * v; }
        assertEquals(max, s[0], 1e-12);
        assertEquals(energy, s[1], 1e-9 * energy);
        assertEquals(0, s[2], "no poke, no ring");
        assertTrue(max > 1, "the koi make waves: " + max);

        w.apply(new Input.PointerPressed(new Vec2(161, 99)));
        assertEquals(100, w.height(80, 49), 0, "a press pokes the cell under it (2 px cells)");
        for (int t = 0; t < 30; t++) w.step();
        w.sample(s);
        double ring = 0;
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) {
                if (Math.abs(w.height(c, r)) > 0.01) ring = Math.max(ring, 2 * Math.hypot(c - 80, r - 49));
            }
        }
        assertEquals(ring, s[2], 1e-12, "the farthest cell above 0.01 from the poke, in px");
        assertTrue(ring > 100, "counted from the poke, the koi's waves reach far: " + ring);
    }

    @Test void aPokeOnTheEdgeCellsDoesNothing() {
        PondWorld w = pond(true, 0, 1);
        double[] before = w.heights().clone();
        int[][] edges = {{0, 10}, {COLS - 1, 10}, {10, 0}, {10, ROWS - 1}, {-3, 10}, {10, ROWS + 4}};
        for (int[] e : edges) w.poke(e[0], e[1]);
        assertArrayEquals(before, w.heights(), 0, "the edge cells stay 0");
        double[] s = new double[3];
        w.sample(s);
        assertEquals(0, s[2], "and the ring is still measured from the first poke");
        w.poke(1, 1);
        w.poke(COLS - 2, ROWS - 2);
        assertEquals(100, w.height(1, 1), 0, "the first inner cell takes a poke");
        assertEquals(100, w.height(COLS - 2, ROWS - 2), 0, "and the last");
        w.sample(s);
        // The ring now counts from the last poke: the farthest cell above 0.01 is the first poke's, or the centre's.
        assertEquals(2 * Math.hypot(COLS - 3, ROWS - 3), s[2], 1e-9);
    }

    @Test void aCopyGoesOnAloneAndExactlyAlike() {
        PondWorld w = pond(false, 3, 9);
        for (int t = 0; t < 90; t++) w.step();
        for (int t = 0; t < 70; t++) { w.driveTarget(new Vec2(100 + t, 200)); w.step(); }
        PondWorld c = w.copy();
        double[] heights = w.heights().clone();
        Vec2 lead = w.leadPoint();
        for (int t = 0; t < 50; t++) { c.driveTarget(new Vec2(400, 50)); c.step(); }
        c.poke(100, 100);
        assertArrayEquals(heights, w.heights(), 0, "stepping the copy leaves the original's water");
        assertEquals(lead, w.leadPoint(), "and its koi");
        assertEquals(160, w.tick());
        PondWorld d = w.copy();
        double[] a = new double[3], b = new double[3];
        for (int t = 0; t < 150; t++) {
            Vec2 target = new Vec2(300 - t, 100 + t / 2.0);
            w.driveTarget(target);
            d.driveTarget(target);
            w.step();
            d.step();
            w.sample(a);
            d.sample(b);
            assertArrayEquals(a, b, 0, "tick " + w.tick());
            for (int k = 0; k < 3; k++) assertEquals(w.koi()[k].tail(), d.koi()[k].tail());
        }
        assertArrayEquals(w.heights(), d.heights(), 0);
        PondWorld poked = pond(true, 0, 1);
        for (int t = 0; t < 10; t++) poked.step();
        PondWorld pokedCopy = poked.copy();
        for (int t = 0; t < 10; t++) { poked.step(); pokedCopy.step(); }
        poked.sample(a);
        pokedCopy.sample(b);
        assertArrayEquals(a, b, 0, "the copy remembers where the poke was");
        assertTrue(a[2] > 0);
    }
}
