package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Runs one lesson's world: step, step back, reset, and inputs from the pointer or the
 * controls. Every input is logged against the tick it arrived at, so stepping back is a
 * replay to the previous tick: exact, because the world is deterministic.
 *
 * <p>The replay starts from the nearest checkpoint, not from tick 0: every
 * {@value #CHECKPOINT_EVERY} ticks a {@link DeepCopy} of the world, the parameters and the
 * chart history is kept (taken after the tick's step, before that tick's logged inputs), so a
 * step back costs one copy and at most {@value #CHECKPOINT_EVERY} ticks however long the run.
 * At most {@value #MAX_CHECKPOINTS} are kept: past that, every second one in the older half
 * goes, so the recent past stays dense and the far past grows sparse. An input rewrites the
 * future, so the checkpoints after it go with the logged inputs after it.
 * Knows nothing of Swing; the window, {@code render}, {@code bench} and tests all drive it.
 */
public final class Playback {
    /** Ticks between two checkpoints: a step back replays at most this many. */
    public static final int CHECKPOINT_EVERY = 240;
    /** Checkpoints kept at most (each holds a world, its parameters and the chart window). */
    public static final int MAX_CHECKPOINTS = 64;

    private final Function<ParamValues, ? extends World> factory;
    private ParamValues startParams;
    private ParamValues currentParams;
    private final TreeMap<Long, List<Input>> log = new TreeMap<>();
    private final int historyCapacity;
    private final TreeMap<Long, Checkpoint> checkpoints = new TreeMap<>();
    private World world;
    private History history;

    /** The state at one tick, after its step and before its logged inputs; never handed out. */
    private record Checkpoint(World world, ParamValues params, History history) {}

    public Playback(Function<ParamValues, ? extends World> factory, ParamValues params, int historyCapacity) {
        this.factory = factory;
        this.startParams = params.copy();
        this.historyCapacity = historyCapacity;
        rebuild();
    }

    /**
     * A second run of {@code recipe} (its start parameters and logged inputs) that can be driven
     * to any tick, as the live one is: a pinned run follows the live tick this way (see {@link Pins}).
     */
    public static Playback of(Recipe recipe, int historyCapacity) {
        Playback p = new Playback(recipe.factory, recipe.startParams, historyCapacity);
        recipe.log.forEach((t, inputs) -> p.log.put(t, inputs));
        p.checkpoints.clear();
        p.rebuild();
        return p;
    }

    public World world() { return world; }

    public History history() { return history; }

    public long tick() { return world.tick(); }

    /** Parameter values in force at the current tick (start values plus live changes so far). */
    public ParamValues params() { return currentParams; }

    /** Advances one tick, applying any inputs logged for this tick first (they exist after a step back). */
    public void step() {
        world.step();
        history.record(world);
        long now = world.tick();
        if (now % CHECKPOINT_EVERY == 0 && !checkpoints.containsKey(now)) keepCheckpoint(now);
        applyLogged(now);
    }

    public void steps(int n) {
        for (int i = 0; i < n; i++) step();
    }

    /** Goes back one tick by replaying from the nearest checkpoint. Does nothing at tick 0. */
    public void stepBack() {
        if (world.tick() > 0) replayTo(world.tick() - 1);
    }

    /**
     * Brings the run to tick {@code target}: forward by stepping, backward by restoring the
     * nearest checkpoint at or before it (or tick 0) and replaying the logged inputs from there.
     */
    public void replayTo(long target) {
        if (target < world.tick()) {
            Map.Entry<Long, Checkpoint> from = checkpoints.floorEntry(target);
            if (from == null) {
                rebuild();
            } else {
                restore(from.getValue());
                applyLogged(from.getKey());
            }
        }
        while (world.tick() < target) step();
    }

    /** Ticks of the checkpoints kept now, oldest first (for tests and diagnostics). */
    public List<Long> checkpointTicks() { return List.copyOf(checkpoints.keySet()); }

    private void keepCheckpoint(long now) {
        checkpoints.put(now, DeepCopy.of(new Checkpoint(world, currentParams, history)));
        if (checkpoints.size() > MAX_CHECKPOINTS) thinOlderHalf();
    }

    /** Drops every second checkpoint of the older half, so memory stays bounded and recent ones dense. */
    private void thinOlderHalf() {
        List<Long> ticks = new ArrayList<>(checkpoints.keySet());
        for (int i = 1; i < ticks.size() / 2; i += 2) checkpoints.remove(ticks.get(i));
    }

    /** Puts a copy of the checkpoint in place (the checkpoint itself stays untouched for the next step back). */
    private void restore(Checkpoint checkpoint) {
        world = DeepCopy.of(checkpoint.world());
        currentParams = checkpoint.params().copy();
        history.copyFrom(checkpoint.history());
    }

    /** Back to tick 0 with the parameters now in force; forgets all logged inputs. */
    public void reset() {
        startParams = currentParams.copy();
        log.clear();
        checkpoints.clear();
        rebuild();
    }

    /** Restarts at tick 0 with new start parameters (for parameters that apply on reset). */
    public void restart(ParamValues params) {
        startParams = params.copy();
        log.clear();
        checkpoints.clear();
        rebuild();
    }

    /**
     * Applies an input at the current tick and logs it. A new input rewrites the future:
     * inputs logged for later ticks (kept after a step back) are dropped.
     * <p>
     * Pointer moves that follow each other within one tick replace each other in the log: every
     * world takes a pointer position as "the pointer is here now", so only the last one of a
     * run can matter to the next tick, and replay stays exact. Without this the log grew with
     * every mouse event (a hundred thousand while paused with the pointer moving) until Reset;
     * now it holds at most one move per tick plus the other inputs.
     */
    public void apply(Input input) {
        long now = world.tick();
        log.tailMap(now, false).clear();
        checkpoints.tailMap(now, false).clear();
        List<Input> at = log.get(now);
        if (at == null) {
            log.put(now, List.of(input));
        } else if (input instanceof Input.PointerAt && at.get(at.size() - 1) instanceof Input.PointerAt) {
            List<Input> replaced = new ArrayList<>(at);
            replaced.set(replaced.size() - 1, input);
            log.put(now, List.copyOf(replaced));
        } else {
            List<Input> more = new ArrayList<>(at);
            more.add(input);
            log.put(now, List.copyOf(more));
        }
        applyToWorld(input);
    }

    /** Parameter values the world was built with at tick 0. */
    public ParamValues startParams() { return startParams; }

    /**
     * Replays a fresh copy of this run (same start parameters, same logged inputs) from tick 0
     * to {@code toTick}, handing the world to {@code eachTick} at every tick including 0.
     * The live world is not touched: this is how an export reproduces exactly what was shown.
     */
    public void replayRows(long toTick, java.util.function.Consumer<World> eachTick) {
        recipe().replay(toTick, eachTick);
    }

    /**
     * This run's recipe as it stands now: the start parameters and a copy of the input log.
     * Later steps, inputs and step backs do not change it, so it can replay on another thread
     * (a long CSV export runs on a worker while the window goes on).
     */
    public Recipe recipe() {
        TreeMap<Long, List<Input>> frozen = new TreeMap<>();
        log.forEach((t, inputs) -> frozen.put(t, List.copyOf(inputs)));
        return new Recipe(factory, startParams.copy(), frozen, world.tick());
    }

    /** How to rebuild a run from tick 0: a world factory, start parameters and the inputs by tick. */
    public static final class Recipe {
        private final Function<ParamValues, ? extends World> factory;
        private final ParamValues startParams;
        private final TreeMap<Long, List<Input>> log;
        private final long ticks;

        private Recipe(Function<ParamValues, ? extends World> factory, ParamValues startParams,
                       TreeMap<Long, List<Input>> log, long ticks) {
            this.factory = factory;
            this.startParams = startParams;
            this.log = log;
            this.ticks = ticks;
        }

        /** The parameters the run was built with at tick 0 (a copy). */
        public ParamValues startParams() { return startParams.copy(); }

        /** The tick the run had reached when the recipe was taken. */
        public long ticks() { return ticks; }

        /** Inputs in the log (pointer, drags, live changes, buttons). */
        public int inputs() { return log.values().stream().mapToInt(List::size).sum(); }

        /**
         * Replays a fresh world from tick 0 to {@code toTick}, handing it to {@code eachTick} at
         * every tick including 0, in the order {@link Playback#step()} uses: a tick is sampled,
         * then the inputs that arrived at it apply. Stops early (throwing
         * {@link java.util.concurrent.CancellationException}) when {@code eachTick} does.
         */
        public void replay(long toTick, java.util.function.Consumer<World> eachTick) {
            World copy = factory.apply(startParams.copy());
            eachTick.accept(copy);
            applyAt(copy, 0);
            while (copy.tick() < toTick) {
                copy.step();
                eachTick.accept(copy);
                applyAt(copy, copy.tick());
            }
        }

        private void applyAt(World w, long tick) {
            List<Input> inputs = log.get(tick);
            if (inputs != null) inputs.forEach(w::apply);
        }
    }

    /** Number of logged inputs, for tests and diagnostics. */
    public int loggedInputs() {
        int n = 0;
        for (Map.Entry<Long, List<Input>> e : log.entrySet()) n += e.getValue().size();
        return n;
    }

    private void rebuild() {
        currentParams = startParams.copy();
        world = factory.apply(currentParams.copy());
        if (history == null) history = new History(world.series(), historyCapacity);
        history.clear();
        history.record(world);
        applyLogged(0);
    }

    private void applyLogged(long tick) {
        List<Input> inputs = log.get(tick);
        if (inputs != null) inputs.forEach(this::applyToWorld);
    }

    private void applyToWorld(Input input) {
        if (input instanceof Input.SetParam p) currentParams.set(p.name(), p.value());
        world.apply(input);
    }
}
