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
 * {@value #CHECKPOINT_EVERY} ticks a copy ({@link World#copy}) of the world, the parameters and the
 * chart history is kept (taken after the tick's step, before that tick's logged inputs), so a
 * step back costs one copy and at most {@value #CHECKPOINT_EVERY} ticks however long the run.
 * At most {@value #MAX_CHECKPOINTS} are kept: past that, every second one in the older half
 * goes, so the recent past stays dense and the far past grows sparse. Between them, every
 * {@value #NEAR_EVERY} ticks a near checkpoint is kept, at most {@value #NEAR_KEPT}, always the
 * ones closest to the tick the run is at (made again as a step back replays past them), so a
 * step back near the present replays at most {@value #NEAR_EVERY} ticks. An input rewrites the
 * future, so the checkpoints after it go with the logged inputs after it.
 *
 * <p>The log is bounded: it keeps the last {@value #KEPT_TICKS} ticks (20 minutes) at least.
 * When it spans {@value #REBASE_EVERY} ticks more than that, the run is rebased: the
 * checkpoint nearest before "20 minutes ago" becomes the base (what tick 0 was), and the
 * inputs and checkpoints before it go. A step back then stops at the base
 * ({@link #earliestTick()}). The checkpoints at multiples of {@value #REBASE_EVERY} are never
 * thinned, so a base is always at hand and at most {@value #KEPT_TICKS} +
 * {@value #REBASE_EVERY} ticks are kept. Pointer moves, and drags of one handle, coalesce to
 * one entry per tick (see {@link #apply}), so the log holds a few entries per tick at most.
 * Knows nothing of Swing; the window, {@code render}, {@code bench} and tests all drive it.
 */
public final class Playback {
    /** Ticks between two checkpoints: a step back replays at most this many. */
    public static final int CHECKPOINT_EVERY = 240;
    /** Checkpoints kept at most (each holds a world, its parameters and the chart window). */
    public static final int MAX_CHECKPOINTS = 64;
    /** Ticks of history always kept for step back: 20 minutes at 60 ticks a second. */
    public static final int KEPT_TICKS = 20 * 60 * 60;
    /** How far the base moves at a time (5 minutes), so rebasing is rare; a multiple of {@link #CHECKPOINT_EVERY}. */
    public static final int REBASE_EVERY = 5 * 60 * 60;
    /**
     * Ticks between two near checkpoints. A step back at the present replays at most this many
     * ticks (Jeremiah's 239 took up to 39 ms on a loaded machine), for one copy a second while
     * playing at 60 ticks/s.
     */
    public static final int NEAR_EVERY = 60;
    /** Near checkpoints kept at most: the ones closest to the current tick. */
    public static final int NEAR_KEPT = 8;

    private final Function<ParamValues, ? extends World> factory;
    private ParamValues startParams;
    private ParamValues currentParams;
    private InputLog log = new InputLog();
    private final int historyCapacity;
    private final TreeMap<Long, Checkpoint> checkpoints = new TreeMap<>();
    /** Where replays start: null for tick 0 (a fresh world from the start parameters), else a checkpoint. */
    private Checkpoint base;
    private long baseTick;
    private final TreeMap<Long, Checkpoint> near = new TreeMap<>();
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
        p.log = recipe.log.copy();
        p.checkpoints.clear();
        p.near.clear();
        if (recipe.baseWorld != null) {
            // A rebased run starts from its base world, as the live one replays from it.
            History at = new History(recipe.baseWorld.series(), historyCapacity);
            at.record(recipe.baseWorld);
            p.base = new Checkpoint(recipe.baseWorld.copy(), recipe.startParams.copy(), at);
            p.baseTick = recipe.firstTick;
        }
        p.rebuild();
        return p;
    }

    /**
     * This run as it stands now, as a second run to drive on its own: a copy of the world, the
     * chart window and the input log, and the same checkpoints (a kept checkpoint is never
     * changed: each restore copies it). No replay, so it costs one world copy however late the
     * run is: how a pin is made (replaying Jeremiah's 36,000 ticks instead took 0.35 to 0.7 s on
     * the event thread). The copy steps back, resets and plays on exactly as the original would.
     */
    public Playback copy() {
        return new Playback(this);
    }

    private Playback(Playback from) {
        factory = from.factory;
        historyCapacity = from.historyCapacity;
        startParams = from.startParams.copy();
        currentParams = from.currentParams.copy();
        log = from.log.copy();
        checkpoints.putAll(from.checkpoints);
        near.putAll(from.near);
        base = from.base;
        baseTick = from.baseTick;
        world = from.world.copy();
        history = new History(world.series(), historyCapacity);
        history.copyFrom(from.history);
    }

    /** Ticks of history this run keeps (the charts' window). */
    public int historyCapacity() { return historyCapacity; }

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
        if (now % CHECKPOINT_EVERY == 0) {
            if (!checkpoints.containsKey(now)) keepCheckpoint(now);
        } else if (now % NEAR_EVERY == 0 && !near.containsKey(now)) {
            keepNear(now);
        }
        applyLogged(now);
    }

    public void steps(int n) {
        for (int i = 0; i < n; i++) step();
    }

    /**
     * Goes back one tick by replaying from the nearest checkpoint. Does nothing at the
     * {@link #earliestTick()} (tick 0 until the run is rebased) and then says false.
     */
    public boolean stepBack() {
        if (world.tick() <= baseTick) return false;
        replayTo(world.tick() - 1);
        return true;
    }

    /**
     * The earliest tick a step back can reach: 0, or after {@value #KEPT_TICKS} ticks and more
     * the base the bounded log starts from.
     */
    public long earliestTick() { return baseTick; }

    /**
     * Brings the run to tick {@code target}: forward by stepping, backward by restoring the
     * nearest checkpoint at or before it (or the base) and replaying the logged inputs from
     * there. A target before the {@link #earliestTick()} goes to that tick.
     */
    public void replayTo(long target) {
        target = Math.max(target, baseTick);
        if (target < world.tick()) {
            Map.Entry<Long, Checkpoint> from = checkpoints.floorEntry(target);
            Map.Entry<Long, Checkpoint> nearer = near.floorEntry(target);
            if (nearer != null && nearer.getKey() > baseTick
                    && (from == null || nearer.getKey() > from.getKey())) from = nearer;
            if (from == null || from.getKey() <= baseTick) {
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

    /** Ticks of the near checkpoints kept now, oldest first (for tests and diagnostics). */
    public List<Long> nearCheckpointTicks() { return List.copyOf(near.keySet()); }

    private void keepCheckpoint(long now) {
        checkpoints.put(now, checkpointNow());
        if (checkpoints.size() > MAX_CHECKPOINTS) thinOlderHalf();
        if (now - baseTick > KEPT_TICKS + REBASE_EVERY) rebase(now);
    }

    /** The state now, copied, so the run going on does not change it. */
    private Checkpoint checkpointNow() {
        return new Checkpoint(world.copy(), currentParams.copy(), history.copy());
    }

    /** Keeps a near checkpoint; past {@link #NEAR_KEPT}, the one farthest from {@code now} goes. */
    private void keepNear(long now) {
        near.put(now, checkpointNow());
        while (near.size() > NEAR_KEPT) {
            long first = near.firstKey(), last = near.lastKey();
            near.remove(now - first >= last - now ? first : last);
        }
    }

        /**
     * Drops every second checkpoint of the older half, so memory stays bounded and recent ones
     * dense; the ones at multiples of {@link #REBASE_EVERY} stay, as the next bases.
     */
    private void thinOlderHalf() {
        List<Long> ticks = new ArrayList<>(checkpoints.keySet());
        for (int i = 1; i < ticks.size() / 2; i += 2) {
            if (ticks.get(i) % REBASE_EVERY != 0) checkpoints.remove(ticks.get(i));
        }
    }

    /**
     * Makes the checkpoint nearest at or before {@code now - KEPT_TICKS} the base, and forgets
     * the inputs and checkpoints before it: the log then spans {@value #KEPT_TICKS} to
     * {@value #KEPT_TICKS} + {@value #REBASE_EVERY} ticks.
     */
    private void rebase(long now) {
        Map.Entry<Long, Checkpoint> next = checkpoints.floorEntry(now - KEPT_TICKS);
        if (next == null || next.getKey() <= baseTick) return;
        base = next.getValue();
        baseTick = next.getKey();
        checkpoints.headMap(baseTick, true).clear();
        near.headMap(baseTick, true).clear();
        log.dropBefore(baseTick);
    }

    /** Puts a copy of the checkpoint in place (the checkpoint itself stays untouched for the next step back). */
    private void restore(Checkpoint checkpoint) {
        world = checkpoint.world().copy();
        currentParams = checkpoint.params().copy();
        history.copyFrom(checkpoint.history());
    }

    /** Back to tick 0 with the parameters now in force; forgets all logged inputs. */
    public void reset() {
        startParams = currentParams.copy();
        forgetAll();
        rebuild();
    }

    /** Restarts at tick 0 with new start parameters (for parameters that apply on reset). */
    public void restart(ParamValues params) {
        startParams = params.copy();
        forgetAll();
        rebuild();
    }

    private void forgetAll() {
        log.clear();
        checkpoints.clear();
        base = null;
        baseTick = 0;
        near.clear();
    }

    /**
     * Applies an input at the current tick and logs it. A new input rewrites the future:
     * inputs logged for later ticks (kept after a step back) are dropped.
     * <p>
     * Pointer moves that follow each other within one tick replace each other in the log: every
     * world takes a pointer position as "the pointer is here now", so only the last one of a
     * run can matter to the next tick, and replay stays exact. Without this the log grew with
     * every mouse event (a hundred thousand while paused with the pointer moving) until Reset;
     * now it holds at most one move per tick plus the other inputs. Drags of one handle that
     * follow each other within a tick coalesce the same way when the world says the last drag
     * wins ({@link World#lastDragWins}).
     */
    public void apply(Input input) {
        long now = world.tick();
        log.dropAfter(now);
        checkpoints.tailMap(now, false).clear();
        near.tailMap(now, false).clear();
        boolean replacesLast = input instanceof Input.PointerAt
                || input instanceof Input.Drag d && world.lastDragWins(d.handleId());
        log.add(now, input, replacesLast);
        applyToWorld(input);
    }

    /**
     * Parameter values in force at the {@link #earliestTick()} before its inputs: the values
     * the world was built with at tick 0, or those at the base once the run was rebased.
     */
    public ParamValues startParams() { return base == null ? startParams : base.params().copy(); }

    /**
     * Replays a fresh copy of this run (same start parameters, same logged inputs) from its
     * {@link #earliestTick()} (tick 0 unless rebased) to {@code toTick}, handing the world to
     * {@code eachTick} at every tick including the first.
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
        return new Recipe(factory, startParams.copy(), base == null ? null : base.world(), baseTick, log.copy(), world.tick());
    }

    /**
     * How to rebuild a run: a world factory and start parameters (or, once rebased, the base
     * world and its tick) and the inputs by tick.
     */
    public static final class Recipe {
        private final Function<ParamValues, ? extends World> factory;
        private final ParamValues startParams;
        /** A checkpoint's world, never changed (each replay copies it); null to start from the factory. */
        private final World baseWorld;
        private final long firstTick;
        private final InputLog log;
        private final long ticks;

        private Recipe(Function<ParamValues, ? extends World> factory, ParamValues startParams,
                       World baseWorld, long firstTick, InputLog log, long ticks) {
            this.factory = factory;
            this.startParams = startParams;
            this.baseWorld = baseWorld;
            this.firstTick = firstTick;
            this.log = log;
            this.ticks = ticks;
        }

        /** The parameters the run was built with at tick 0 (a copy). */
        public ParamValues startParams() { return startParams.copy(); }

        /** The tick the run had reached when the recipe was taken. */
        public long ticks() { return ticks; }

        /** The tick the replay starts at: 0, or the base of a rebased run. */
        public long firstTick() { return firstTick; }

        /** Inputs in the log (pointer, drags, live changes, buttons). */
        public int inputs() { return log.size(); }

        /**
         * Replays a fresh world from {@link #firstTick()} to {@code toTick}, handing it to
         * {@code eachTick} at every tick including the first, in the order
         * {@link Playback#step()} uses: a tick is sampled, then the inputs that arrived at it
         * apply. Stops early (throwing {@link java.util.concurrent.CancellationException}) when
         * {@code eachTick} does.
         */
        public void replay(long toTick, java.util.function.Consumer<World> eachTick) {
            World copy = baseWorld == null ? factory.apply(startParams.copy()) : baseWorld.copy();
            eachTick.accept(copy);
            log.forEachAt(copy.tick(), copy::apply);
            while (copy.tick() < toTick) {
                copy.step();
                eachTick.accept(copy);
                log.forEachAt(copy.tick(), copy::apply);
            }
        }
    }

    /** Number of logged inputs, for tests and diagnostics. */
    public int loggedInputs() { return log.size(); }

    /** Entries the input log has room for now: what it costs in memory (for tests and diagnostics). */
    public int inputLogCapacity() { return log.capacity(); }

    /** Back to the start of what is kept: tick 0 from the start parameters, or the base. */
    private void rebuild() {
        if (base != null) {
            restore(base);
            applyLogged(baseTick);
            return;
        }
        currentParams = startParams.copy();
        world = factory.apply(currentParams.copy());
        if (history == null) history = new History(world.series(), historyCapacity);
        history.clear();
        history.record(world);
        applyLogged(0);
    }

    private void applyLogged(long tick) {
        log.forEachAt(tick, this::applyToWorld);
    }

    private void applyToWorld(Input input) {
        if (input instanceof Input.SetParam p) currentParams.set(p.name(), p.value());
        world.apply(input);
    }
}
