package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Runs one lesson's world: step, step back, reset, and inputs from the pointer or the
 * controls. Every input is logged against the tick it arrived at, so stepping back is a
 * replay from tick 0 to the previous tick: exact, because the world is deterministic.
 * Knows nothing of Swing; the window, {@code render}, {@code bench} and tests all drive it.
 */
public final class Playback {
    private final Function<ParamValues, ? extends World> factory;
    private ParamValues startParams;
    private ParamValues currentParams;
    private final TreeMap<Long, List<Input>> log = new TreeMap<>();
    private final int historyCapacity;
    private World world;
    private History history;

    public Playback(Function<ParamValues, ? extends World> factory, ParamValues params, int historyCapacity) {
        this.factory = factory;
        this.startParams = params.copy();
        this.historyCapacity = historyCapacity;
        rebuild();
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
        applyLogged(world.tick());
    }

    public void steps(int n) {
        for (int i = 0; i < n; i++) step();
    }

    /** Goes back one tick by replaying from tick 0. Does nothing at tick 0. */
    public void stepBack() {
        if (world.tick() > 0) replayTo(world.tick() - 1);
    }

    /** Rebuilds the world and replays the logged inputs up to {@code target}. */
    public void replayTo(long target) {
        rebuild();
        while (world.tick() < target) step();
    }

    /** Back to tick 0 with the parameters now in force; forgets all logged inputs. */
    public void reset() {
        startParams = currentParams.copy();
        log.clear();
        rebuild();
    }

    /** Restarts at tick 0 with new start parameters (for parameters that apply on reset). */
    public void restart(ParamValues params) {
        startParams = params.copy();
        log.clear();
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
        ParamValues params = startParams.copy();
        World copy = factory.apply(params.copy());
        java.util.function.LongConsumer applyAt = t -> {
            List<Input> inputs = log.get(t);
            if (inputs != null) inputs.forEach(copy::apply);
        };
        // Same order as step(): a tick is sampled, then the inputs that arrived at it apply.
        eachTick.accept(copy);
        applyAt.accept(0);
        while (copy.tick() < toTick) {
            copy.step();
            eachTick.accept(copy);
            applyAt.accept(copy.tick());
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
