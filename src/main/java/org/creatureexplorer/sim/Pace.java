package org.creatureexplorer.sim;

import java.util.List;

/**
 * A clock that runs a path at different paces in parts of a repeating cycle: from
 * {@code starts[i]} s into each {@code cycle} s the path advances {@code paces[i]} s of its own
 * time per second (0 rests, 7 is a flick). The pet's script runs its figure-eight this way.
 * A pure function of time.
 */
public final class Pace {
    private final double cycle;
    private final double[] starts;
    private final double[] paces;

    /** @param starts ascending, the first 0, all inside the cycle; one pace per start */
    public Pace(double cycle, List<Double> starts, List<Double> paces) {
        if (starts.isEmpty() || starts.size() != paces.size() || starts.get(0) != 0) {
            throw new IllegalArgumentException("a pace needs steps from 0 s, one pace each");
        }
        this.cycle = cycle;
        this.starts = starts.stream().mapToDouble(Double::doubleValue).toArray();
        this.paces = paces.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** How far along the path (in seconds of its own time) the clock is at time {@code t}. */
    public double pathTime(double t) {
        double perCycle = progress(cycle);
        double cycles = Math.floor(t / cycle);
        return cycles * perCycle + progress(t - cycles * cycle);
    }

    /** Path time covered from the start of a cycle to {@code u} seconds into it. */
    private double progress(double u) {
        double total = 0;
        for (int i = 0; i < starts.length; i++) {
            double end = i + 1 < starts.length ? starts[i + 1] : cycle;
            if (u <= starts[i]) break;
            total += paces[i] * (Math.min(u, end) - starts[i]);
        }
        return total;
    }

    public double cycle() { return cycle; }
}
