package org.creatureexplorer.sim;

/** Frame-rate independent exponential easing: covers the same share of the gap per second at any dt. */
public final class Easing {
    private Easing() {}

    /** Moves {@code from} toward {@code to}, closing 1 - exp(-rate * dt) of the gap. */
    public static Vec2 toward(Vec2 from, Vec2 to, double rate, double dt) {
        return from.lerp(to, 1 - Math.exp(-rate * dt));
    }
}
