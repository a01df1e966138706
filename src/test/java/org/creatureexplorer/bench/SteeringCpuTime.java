package org.creatureexplorer.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Behaviours;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Gait;

/**
 * The steering kernels of {@link SteeringBench} timed by the thread's CPU time rather than the wall
 * clock: on a machine shared with other work a JMH score is mostly time slices lost to others,
 * while CPU time counts only this thread's own (docs/performance.md, "Kernels"). Not a test:
 * {@code java -cp target/test-classes:target/classes org.creatureexplorer.bench.SteeringCpuTime}.
 * Four rounds of 20 million walker-ticks per variant (the first round includes the JIT warming
 * up); the same moving target as the benchmark, each position summed into a sink.
 */
public final class SteeringCpuTime {
    private SteeringCpuTime() {}

    private static final int PATH_POINTS = 512;
    private static final int TICKS = 20_000_000;
    private static final String[] VARIANTS = {"seekLean", "seekSteering", "seekPeer", "arriveLean", "arriveSteering", "arrivePeer"};
    private static final double BRAKE_RADIUS = 120;

    public static void main(String[] args) {
        double[] pathX = new double[PATH_POINTS], pathY = new double[PATH_POINTS];
        for (int i = 0; i < PATH_POINTS; i++) {
            double phase = 2 * Math.PI * i / PATH_POINTS;
            pathX[i] = 400 + 200 * Math.cos(phase);
            pathY[i] = 300 + 200 * Math.sin(phase);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Gait gait = Gait.REFERENCE;
        double sink = 0;
        for (int round = 0; round < 4; round++) {
            StringBuilder line = new StringBuilder("round " + round + ", CPU ns per walker-tick:");
            for (int v = 0; v < VARIANTS.length; v++) {
                Body body = new Body(new Vec2(100, 100), Vec2.ZERO, 1);
                NocVehicle peer = new NocVehicle(100, 100, gait.maxSpeed(), gait.maxForce());
                long before = threads.getCurrentThreadCpuTime();
                int c = 0;
                for (int k = 0; k < TICKS; k++) {
                    c = (c + 1) & (PATH_POINTS - 1);
                    double x = pathX[c], y = pathY[c];
                    switch (v) {
                        case 0 -> Behaviours.applySeek(body, x, y, gait);
                        case 1 -> body.addForce(Behaviours.seek(body, new Vec2(x, y), gait).force());
                        case 2 -> peer.seek(x, y);
                        case 3 -> Behaviours.applyArrive(body, x, y, gait, BRAKE_RADIUS);
                        case 4 -> body.addForce(Behaviours.arrive(body, new Vec2(x, y), gait, BRAKE_RADIUS).force());
                        default -> peer.arrive(x, y, BRAKE_RADIUS);
                    }
                    if (v == 2 || v == 5) {
                        peer.update();
                        sink += peer.px + peer.py;
                    } else {
                        body.integrate();
                        sink += body.positionX() + body.positionY();
                    }
                }
                double nsPerTick = (threads.getCurrentThreadCpuTime() - before) / (double) TICKS;
                line.append(String.format(java.util.Locale.ROOT, " %s %.2f", VARIANTS[v], nsPerTick));
            }
            System.out.println(line + ", load " + ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
        if (sink == 42) System.out.println(); // keeps the sums alive
    }
}
