package org.creatureexplorer.sim.steer;

/**
 * How a walker may move: its top speed (px per tick) and the largest steering force it can
 * apply (px per tick per tick for mass 1). {@code maxForce} may be +infinity: no cap.
 */
public record Gait(double maxSpeed, double maxForce) {
    /** The reference gait of the lessons: 2.4 px per tick, force 0.3. */
    public static final Gait REFERENCE = new Gait(2.4, 0.3);

    public Gait {
        if (!(maxSpeed >= 0) || !Double.isFinite(maxSpeed)) throw new IllegalArgumentException("maxSpeed " + maxSpeed);
        if (!(maxForce >= 0)) throw new IllegalArgumentException("maxForce " + maxForce);
    }

    public boolean capped() { return Double.isFinite(maxForce); }

    public Gait withMaxSpeed(double s) { return new Gait(s, maxForce); }

    public Gait withMaxForce(double f) { return new Gait(maxSpeed, f); }

    /**
     * Distance to shed full speed at the largest force, as a smooth motion:
     * maxSpeed^2 x mass / (2 x maxForce); 0 without a cap. A body stepped in whole ticks
     * stops half a tick's travel sooner (see {@link #stoppingDistanceInTicks}).
     */
    public double stoppingDistance(double mass) {
        return capped() ? maxSpeed * maxSpeed * mass / (2 * maxForce) : 0;
    }

    /**
     * The same stop stepped tick by tick (velocity first, then position), when full speed is a
     * whole number of decelerations: maxSpeed^2 x mass / (2 x maxForce) - maxSpeed / 2.
     */
    public double stoppingDistanceInTicks(double mass) {
        return capped() ? stoppingDistance(mass) - maxSpeed / 2 : 0;
    }
}
