package org.creatureexplorer.model;

/**
 * Turns the real time between two repaints into a whole number of fixed ticks.
 * A long gap (the window was hidden, the laptop slept) is clamped to {@code maxFrameSeconds}
 * so the model never receives a huge step, only a short catch-up.
 */
public final class TickAccumulator {
    private final double dt;
    private final double maxFrameSeconds;
    private double carry;

    public TickAccumulator(double dt, double maxFrameSeconds) {
        this.dt = dt;
        this.maxFrameSeconds = maxFrameSeconds;
    }

    /**
     * @param elapsedSeconds real time since the last frame (any value, even negative or NaN)
     * @param speed          simulated seconds per real second (0.25 slow, 1 normal, 4 fast)
     * @return how many ticks to run now
     */
    public int ticksFor(double elapsedSeconds, double speed) {
        double elapsed = Double.isFinite(elapsedSeconds) ? Math.max(0, Math.min(elapsedSeconds, maxFrameSeconds)) : 0;
        carry += elapsed * speed;
        int ticks = (int) Math.floor(carry / dt + 1e-9);
        carry = Math.max(0, carry - ticks * dt);
        return ticks;
    }

    public void clear() { carry = 0; }
}
