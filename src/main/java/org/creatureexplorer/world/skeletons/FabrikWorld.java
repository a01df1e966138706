package org.creatureexplorer.world.skeletons;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "FABRIK passes": a chain pinned at its root reaches for a draggable target by the
 * distance rule run from both ends. All positions are root-relative (the root's anchor is
 * (0,0), +y down); the stage draws them shifted by {@link #ORIGIN}.
 * <ul>
 *   <li>{@code stepwise}: one half-pass per tick (backward, then forward, ...) until an
 *       iteration moves the tip less than {@link #SETTLED} px; dragging the target, changing
 *       the gap or "reset chain" starts a new solve from the chain's current shape.</li>
 *   <li>{@code warm-start}: the target rides a slow figure-eight (or the drag) and every
 *       tick runs {@code iterations-per-tick} whole iterations from last tick's shape, as a
 *       creature's leg or tentacle does.</li>
 * </ul>
 * The {@code iteration} column counts iterations done (half of the half-passes), so charts
 * plotted against it show the solver's own clock in both modes.
 */
public final class FabrikWorld extends FixedTickWorld {
    public static final String TARGET = "target";
    public static final String RESET_CHAIN = "reset-chain";
    public static final String STEPWISE = "stepwise";
    public static final String WARM_START = "warm-start";

    public static final ParamKey<String> MODE = ParamKey.choice("mode", "mode", List.of(STEPWISE, WARM_START), STEPWISE, true);
    public static final ParamKey<Integer> ITERATIONS_PER_TICK =
            ParamKey.integer("iterations-per-tick", "iterations per tick (warm start)", "", 1, 16, 1, true);
    public static final ParamKey<Integer> JOINTS = ParamKey.integer("joints", "joints", "", 2, 30, 12, false);
    public static final ParamKey<Double> GAP = ParamKey.number("gap", "gap between joints", "px", 2, 20, 10, 0.5, true);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(MODE, ITERATIONS_PER_TICK, JOINTS, GAP);

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("iteration", "iterations done (½ = backward pass done)", ""),
            new SeriesSpec("tip_x", "tip x (from the root)", "px"),
            new SeriesSpec("tip_y", "tip y (from the root)", "px"),
            new SeriesSpec("target_x", "target x (from the root)", "px"),
            new SeriesSpec("target_y", "target y (from the root)", "px"),
            new SeriesSpec("tip_error", "tip to target now", "px"),
            new SeriesSpec("root_error", "root to anchor now", "px"),
            new SeriesSpec("max_gap_error", "largest gap error", "px"),
            new SeriesSpec("tip_error_forward", "tip error after the forward pass", "px"),
            new SeriesSpec("root_error_backward", "root error after the backward pass", "px"));

    public static final double STAGE_W = 360;
    public static final double STAGE_H = 225;
    /** Where the root's anchor (0,0) sits on the stage. */
    public static final Vec2 ORIGIN = new Vec2(180, 80);
    public static final Vec2 START_TARGET = new Vec2(70, 40);
    /** The chain starts hanging straight down. */
    public static final Vec2 HANG = new Vec2(0, 1);
    /** A stepwise solve stops once a whole iteration moves the tip less than this (px). */
    public static final double SETTLED = 1e-9;
    /** ... or after this many iterations, whatever happens. */
    public static final int MAX_SOLVE_ITERATIONS = 200;
    /** The warm-start target's idle path, root-relative: inside the 110 px reach, below the root. */
    public static final FigureEight PATH = new FigureEight(new Vec2(0, 55), 75, 32, 7);
    /** How quickly the target blends onto the path after a switch or a release, per second. */
    static final double PATH_EASE = 3;

    private final Fabrik chain;
    private boolean warm;
    private int iterationsPerTick;
    private Vec2 target = START_TARGET;
    private Vec2 drag;
    /** Warm start: the target leaves this point for the path as pathWeight eases 0 -> 1. */
    private Vec2 leftFrom = START_TARGET;
    private double pathWeight;
    private long warmTicks;
    /** Stepwise: whether a solve is running, its iteration count, and the tip where the last iteration ended. */
    private boolean solving = true;
    private int solveIterations;
    private Vec2 tipAtLastIteration;
    /** Iterations done since tick 0, counting a half-pass as a half; only ever grows. */
    private double iteration;
    private double tipErrorForward;
    private double rootErrorBackward = Double.NaN;
    /** Joint positions at the start of the last tick that moved the chain (for the correction arrows). */
    private final Vec2[] before;

    public FabrikWorld(ParamValues p) {
        super(STAGE_W, STAGE_H);
        warm = MODE.in(p).equals(WARM_START);
        iterationsPerTick = ITERATIONS_PER_TICK.in(p);
        chain = new Fabrik(JOINTS.in(p), GAP.in(p), Vec2.ZERO, HANG);
        before = new Vec2[chain.size()];
        snapshot();
        tipAtLastIteration = chain.tip();
        tipErrorForward = chain.tipError(target);
        if (warm) pathWeight = 0;
    }

    private FabrikWorld(FabrikWorld from) {
        super(from);
        chain = from.chain.copy();
        warm = from.warm;
        iterationsPerTick = from.iterationsPerTick;
        target = from.target;
        drag = from.drag;
        leftFrom = from.leftFrom;
        pathWeight = from.pathWeight;
        warmTicks = from.warmTicks;
        solving = from.solving;
        solveIterations = from.solveIterations;
        tipAtLastIteration = from.tipAtLastIteration;
        iteration = from.iteration;
        tipErrorForward = from.tipErrorForward;
        rootErrorBackward = from.rootErrorBackward;
        before = from.before.clone();
    }

    @Override public FabrikWorld copy() { return new FabrikWorld(this); }

    @Override public void step() {
        tick++;
        if (warm) warmStep(); else stepwiseStep();
    }

    private void warmStep() {
        warmTicks++;
        pathWeight += (1 - pathWeight) * (1 - Math.exp(-PATH_EASE * DT));
        target = drag != null ? drag : leftFrom.lerp(PATH.at(warmTicks * DT), pathWeight);
        snapshot();
        // A stepwise half-iteration left over is finished first, so iterations stay whole.
        if (chain.nextPass() == Fabrik.Pass.FORWARD) forward();
        for (int k = 0; k < iterationsPerTick; k++) {
            backward();
            forward();
        }
    }

    private void stepwiseStep() {
        if (!solving) return;
        snapshot();
        if (chain.nextPass() == Fabrik.Pass.BACKWARD) {
            backward();
        } else {
            forward();
            solveIterations++;
            double moved = chain.tip().distanceTo(tipAtLastIteration);
            tipAtLastIteration = chain.tip();
            if (moved < SETTLED || solveIterations >= MAX_SOLVE_ITERATIONS) solving = false;
        }
    }

    private void backward() {
        chain.backwardPass(target);
        rootErrorBackward = chain.rootError();
        iteration += 0.5;
    }

    private void forward() {
        chain.forwardPass();
        tipErrorForward = chain.tipError(target);
        iteration += 0.5;
    }

    private void snapshot() {
        for (int i = 0; i < before.length; i++) before[i] = chain.joint(i);
    }

    /** A new stepwise solve from the chain's current shape. */
    private void reopen() {
        solving = true;
        solveIterations = 0;
        tipAtLastIteration = chain.tip();
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        Vec2 tip = chain.tip();
        out[0] = iteration;
        out[1] = tip.x();
        out[2] = tip.y();
        out[3] = target.x();
        out[4] = target.y();
        out[5] = chain.tipError(target);
        out[6] = chain.rootError();
        out[7] = chain.maxGapError();
        out[8] = tipErrorForward;
        out[9] = rootErrorBackward;
    }

    @Override public List<Handle> handles() {
        return List.of(new Handle(TARGET, "target", ORIGIN.plus(target)));
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.Drag d && d.handleId().equals(TARGET)) {
            drag = d.position().minus(ORIGIN);
            target = drag;
            reopen();
        } else if (input instanceof Input.Release r && r.handleId().equals(TARGET)) {
            drag = null;
            leftFrom = target;
            pathWeight = 0;
        } else if (input instanceof Input.SetParam s) {
            if (MODE.isSetBy(s)) {
                boolean toWarm = MODE.from(s).equals(WARM_START);
                if (toWarm && !warm) {
                    leftFrom = target;
                    pathWeight = 0;
                }
                warm = toWarm;
                reopen();
            } else if (ITERATIONS_PER_TICK.isSetBy(s)) {
                iterationsPerTick = ITERATIONS_PER_TICK.from(s);
            } else if (GAP.isSetBy(s)) {
                chain.setGap(GAP.from(s));
                reopen();
            }
        } else if (input instanceof Input.Action a && a.name().equals(RESET_CHAIN)) {
            chain.hang(HANG);
            snapshot();
            iteration = Math.ceil(iteration); // a half-done iteration is abandoned; the next starts whole
            tipErrorForward = chain.tipError(target);
            reopen();
        }
    }

    public Fabrik chain() { return chain; }

    /** The target, root-relative. */
    public Vec2 target() { return target; }

    /** Joint i at the start of the last tick that moved the chain (before its passes). */
    public Vec2 before(int i) { return before[i]; }

    public boolean warmStart() { return warm; }

    public int iterationsPerTick() { return iterationsPerTick; }

    /** Stepwise: true while the solve is still running, false once it has settled. */
    public boolean solving() { return solving; }

    /** Stepwise: whole iterations of the current solve so far. */
    public int solveIterations() { return solveIterations; }

    public boolean dragging() { return drag != null; }

    /** Tip error after the last forward pass (the chain's start counts as iteration 0). */
    public double tipErrorForward() { return tipErrorForward; }

    /** How far the backward pass left the root off its anchor; NaN before the first. */
    public double rootErrorBackward() { return rootErrorBackward; }

    /** Distance from the root's anchor to the target minus the chain's length; positive when out of reach. */
    public double outOfReach() { return target.distanceTo(chain.anchor()) - chain.length(); }
}
