package org.creatureexplorer.world.gallery;

import java.util.List;
import java.util.Random;
import org.creatureexplorer.creature.Koi;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.model.SharedTarget;
import org.creatureexplorer.model.TickScenario;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "the koi pond": a 240 x 150 height grid (2 px cells). Each step every inner cell
 * becomes (sum of its four neighbours / 2 - its value one step earlier) x {@link #DAMPING};
 * the edge cells stay 0. Koi swimming like the koi lesson's stir the cell at their tails; a
 * press pokes the water. The step allocates nothing: two arrays swap roles.
 */
public final class PondWorld extends FixedTickWorld implements SharedTarget {
    public static final ParamKey<Boolean> POKE = ParamKey.bool("poke", "start with one poke, no koi", false, false);
    public static final ParamKey<Integer> KOI = ParamKey.integer("koi", "koi", "", 0, 3, 3, false);
    public static final ParamKey<Integer> SEED = ParamKey.integer("seed", "seed", "", 0, 1_000_000, 1, false);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(POKE, KOI, SEED);

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("max_height", "largest height", ""),
            new SeriesSpec("energy", "energy (sum of h\u00b2)", ""),
            new SeriesSpec("ring_radius", "ring radius", "px"));

    public static final int COLS = 240, ROWS = 150;
    public static final double CELL = 2;
    public static final double DAMPING = 0.985;
    public static final double POKE_HEIGHT = 100;
    /** How much a koi's tail pushes its cell down each step. */
    public static final double STIR = 1.5;
    /** Heights above this count as reached by the ring. */
    public static final double RING_THRESHOLD = 0.01;

    /** The water's heights now and a step before (swapped each step, so not final). */
    private double[] now;
    private double[] before;
    private final Koi[] koi;
    private final FigureEight[] paths;
    private final double[] phases;
    private int pokedCol = -1, pokedRow = -1;
    /** When driven (the gallery): koi k swims after the driven target of k x {@link #DRIVEN_SPACING} s ago, so all three swim the one path in a line. */
    public static final double DRIVEN_SPACING = 1.0;
    private final Trail<Vec2> driven;
    private Vec2 followed;

    public PondWorld(ParamValues p) {
        super(COLS * CELL, ROWS * CELL);
        now = new double[COLS * ROWS];
        before = new double[COLS * ROWS];
        driven = new Trail<>(2 * (int) Math.round(DRIVEN_SPACING / DT) + 1);
        Random random = new Random(SEED.in(p));
        int count = POKE.in(p) ? 0 : KOI.in(p);
        koi = new Koi[count];
        paths = new FigureEight[count];
        phases = new double[count];
        for (int k = 0; k < count; k++) {
            // Each koi its own figure-eight round the pond's centre, started somewhere along it.
            paths[k] = new FigureEight(new Vec2(240 + (k - 1) * 30, 150 + (k - 1) * 15), 170 - 25 * k, 95 - 12 * k, 7 + 1.5 * k);
            phases[k] = random.nextDouble() * paths[k].periodSeconds();
            Vec2 head = paths[k].at(phases[k]);
            double heading = paths[k].at(phases[k] + DT).minus(paths[k].at(phases[k] - DT)).angle();
            koi[k] = new Koi(head, heading, Koi.MAX_BEND);
        }
        if (POKE.in(p)) poke(COLS / 2, ROWS / 2);
    }

    private PondWorld(PondWorld from) {
        super(from);
        pokedCol = from.pokedCol;
        pokedRow = from.pokedRow;
        now = from.now.clone();
        before = from.before.clone();
        koi = new Koi[from.koi.length];
        for (int i = 0; i < koi.length; i++) koi[i] = from.koi[i].copy();
        paths = from.paths.clone();
        phases = from.phases.clone();
        driven = from.driven.copy();
        followed = from.followed;
    }

    @Override public PondWorld copy() { return new PondWorld(this); }

    /** The wave rule, one step, in place: the older array becomes the newer one. */
    public static void waveStep(double[] now, double[] before, int cols, int rows, double damping) {
        for (int r = 1; r < rows - 1; r++) {
            int row = r * cols;
            for (int c = 1; c < cols - 1; c++) {
                int i = row + c;
                before[i] = ((now[i - 1] + now[i + 1] + now[i - cols] + now[i + cols]) * 0.5 - before[i]) * damping;
            }
        }
    }

    @Override public void step() {
        tick++;
        for (int k = 0; k < koi.length; k++) {
            Vec2 goal = driven.isEmpty() ? paths[k].at(phases[k] + timeSeconds())
                    : driven.get(Math.max(0, driven.size() - 1 - k * (int) Math.round(DRIVEN_SPACING / DT)));
            if (k == 0) followed = goal;
            koi[k].swim(goal, DT);
            Vec2 tail = koi[k].tail();
            int c = (int) (tail.x() / CELL), r = (int) (tail.y() / CELL);
            if (c > 0 && c < COLS - 1 && r > 0 && r < ROWS - 1) now[r * COLS + c] -= STIR;
        }
        waveStep(now, before, COLS, ROWS, DAMPING);
        double[] t = now;
        now = before;
        before = t;
    }

    /** Sets cell (col, row) to the poke height; remembers it for the ring's radius. */
    public void poke(int col, int row) {
        if (col <= 0 || col >= COLS - 1 || row <= 0 || row >= ROWS - 1) return;
        now[row * COLS + col] = POKE_HEIGHT;
        pokedCol = col;
        pokedRow = row;
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        double max = 0, energy = 0, ring = 0;
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) {
                double h = now[r * COLS + c];
                max = Math.max(max, Math.abs(h));
                energy += h * h;
                if (pokedCol >= 0 && Math.abs(h) > RING_THRESHOLD) {
                    ring = Math.max(ring, CELL * Math.hypot(c - pokedCol, r - pokedRow));
                }
            }
        }
        out[0] = max;
        out[1] = energy;
        out[2] = ring;
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.PointerPressed p) poke((int) (p.position().x() / CELL), (int) (p.position().y() / CELL));
    }

    /** Height of cell (col, row) now. */
    public double height(int col, int row) { return now[row * COLS + col]; }

    /** The current heights, row by row (read only: for drawing). */
    public double[] heights() { return now; }

    public Koi[] koi() { return koi; }

    /** The figure-eight koi k swims after while the pond is not driven, and how far along it (s) it started. */
    public FigureEight path(int k) { return paths[k]; }

    public double phase(int k) { return phases[k]; }

    @Override public void driveTarget(Vec2 p) { driven.add(p); }

    /** The lead koi's target in the last step (null before the first, or with no koi). */
    @Override public Vec2 followedTarget() { return followed; }

    @Override public Vec2 leadPoint() { return koi.length > 0 ? koi[0].chain().joint(0) : new Vec2(Double.NaN, Double.NaN); }

    /** What {@code measure pond} runs: row t is the water after t steps; counted in steps, so no time_s. */
    public static final Scenario SCENARIO = new TickScenario(new WorldScenario("pond",
            "the koi pond's wave grid: three koi stirring, or one poke of 100 on the centre cell", PARAMS, 240, PondWorld::new, null));
}
