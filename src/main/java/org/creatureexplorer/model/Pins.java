package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Up to {@value #MAX} pinned runs of one lesson, to compare with the live run on the same charts
 * and stage. A pin keeps the run's recipe (start parameters and logged inputs, see
 * {@link Playback#recipe()}), not a copy of its numbers: the world is deterministic, so the pinned
 * run is replayed as a second {@link Playback} and driven to the live tick ({@link #follow}). Its
 * history then covers the same ticks as the live one, tick for tick, and a reset, a step back or
 * playing on moves it with the live run. Knows nothing of Swing.
 */
public final class Pins {
    /** Pins kept at most: more faded lines than this and a chart stops being readable. */
    public static final int MAX = 3;

    /**
     * One pinned run: its number (1 to {@value #MAX}, the lowest free one: it picks the pin's dash
     * pattern), the parameters in force when it was pinned, and its replay.
     */
    public record Pin(int number, ParamValues params, Playback run) {
        public World world() { return run.world(); }

        public History history() { return run.history(); }
    }

    private final int historyCapacity;
    private final List<Pin> pins = new ArrayList<>();
    private long version;

    /** @param historyCapacity ticks of history each pinned run keeps (the charts' window) */
    public Pins(int historyCapacity) { this.historyCapacity = historyCapacity; }

    /**
     * Pins the live run as it stands now and brings the pin to the live tick.
     * @throws IllegalStateException when {@value #MAX} pins are kept already
     */
    public Pin pin(Playback live) {
        if (full()) throw new IllegalStateException("at most " + MAX + " pins: clear one first");
        int number = 1;
        while (numbered(number) != null) number++;
        Playback run;
        if (live.historyCapacity() == historyCapacity) {
            run = live.copy(); // at the live tick already, whatever the tick: no replay on the event thread
        } else {
            run = Playback.of(live.recipe(), historyCapacity);
            run.replayTo(live.tick());
        }
        Pin pin = new Pin(number, live.params().copy(), run);
        pins.add(pin);
        pins.sort((a, b) -> Integer.compare(a.number(), b.number()));
        version++;
        return pin;
    }

    /**
     * Pins a run from its recipe under a given number, brought to {@code tick}: how a copy of the
     * window's pins is made for a clip, which replays them on its own thread.
     */
    public Pin restore(int number, ParamValues params, Playback.Recipe recipe, long tick) {
        if (full()) throw new IllegalStateException("at most " + MAX + " pins: clear one first");
        if (number < 1 || number > MAX || numbered(number) != null) throw new IllegalArgumentException("pin " + number + " is taken or out of range");
        Playback run = Playback.of(recipe, historyCapacity);
        run.replayTo(tick);
        Pin pin = new Pin(number, params.copy(), run);
        pins.add(pin);
        pins.sort((a, b) -> Integer.compare(a.number(), b.number()));
        version++;
        return pin;
    }

    /** Forgets pin {@code number}; false when there is no such pin. */
    public boolean clear(int number) {
        boolean removed = pins.removeIf(p -> p.number() == number);
        if (removed) version++;
        return removed;
    }

    public void clearAll() {
        if (pins.isEmpty()) return;
        pins.clear();
        version++;
    }

    /** Steps, or steps back, every pinned run to {@code tick} (the live run's tick). */
    public void follow(long tick) {
        for (Pin p : pins) {
            if (p.run().tick() != tick) p.run().replayTo(tick);
        }
    }

    public List<Pin> list() { return List.copyOf(pins); }

    public boolean isEmpty() { return pins.isEmpty(); }

    public boolean full() { return pins.size() >= MAX; }

    /** Bumped when a pin is added or cleared (the charts add or drop its lines then). */
    public long version() { return version; }

    private Pin numbered(int number) {
        for (Pin p : pins) if (p.number() == number) return p;
        return null;
    }

    /**
     * The parameters whose values differ, as {@code these} has them: "gap 20", or
     * "max bend 0.7, joints 14"; empty when none differ. Names as on the command line with
     * spaces for hyphens, values as {@link ParamSpec#format} writes them.
     */
    public static String differences(ParamValues these, ParamValues others) {
        StringBuilder sb = new StringBuilder();
        for (ParamSpec s : differing(these, others)) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(s.name().replace('-', ' ')).append(' ').append(s.format(these.get(s.name())));
        }
        return sb.toString();
    }

    /** The parameters of {@code these} that {@code others} has with another value, in {@code these}' order. */
    public static List<ParamSpec> differing(ParamValues these, ParamValues others) {
        List<ParamSpec> out = new ArrayList<>();
        for (ParamSpec s : these.specs()) {
            if (others.has(s.name()) && Double.compare(these.get(s.name()), others.get(s.name())) != 0) out.add(s);
        }
        return out;
    }
}
