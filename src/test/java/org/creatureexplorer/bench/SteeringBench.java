package org.creatureexplorer.bench;

import java.util.concurrent.TimeUnit;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Behaviours;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Gait;
import org.creatureexplorer.sim.steer.Steering;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Our steering (seek, arrive: behaviour, force, one integration step) beside The Nature of
 * Code's Vehicle on the same moving target, one tick per call; and the two ways to take a
 * length. Same settings and README section as {@link KernelBench}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx256m")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class SteeringBench {
    private static final double BRAKE_RADIUS = 120;
    private static final Gait GAIT = Gait.REFERENCE;

    private Body seeker, arriver;
    private NocVehicle peerSeeker, peerArriver;
    private double phase;

    @Setup(Level.Trial)
    public void setUp() {
        seeker = new Body(new Vec2(100, 100), Vec2.ZERO, 1);
        arriver = new Body(new Vec2(100, 100), Vec2.ZERO, 1);
        peerSeeker = new NocVehicle(100, 100, GAIT.maxSpeed(), GAIT.maxForce());
        peerArriver = new NocVehicle(100, 100, GAIT.maxSpeed(), GAIT.maxForce());
    }

    /** The next point on the shared path: a circle of radius 200 px, a little further each call. */
    private double nextX() {
        phase += 0.02;
        return 400 + 200 * Math.cos(phase);
    }

    private double pathY() { return 300 + 200 * Math.sin(phase); }

    @Benchmark
    public double seekOurs() {
        double x = nextX(), y = pathY();
        Steering s = Behaviours.seek(seeker, new Vec2(x, y), GAIT);
        seeker.addForce(s.force());
        seeker.integrate();
        return seeker.position().x();
    }

    @Benchmark
    public double seekPeer() {
        double x = nextX(), y = pathY();
        peerSeeker.seek(x, y);
        peerSeeker.update();
        return peerSeeker.px;
    }

    @Benchmark
    public double arriveOurs() {
        double x = nextX(), y = pathY();
        Steering s = Behaviours.arrive(arriver, new Vec2(x, y), GAIT, BRAKE_RADIUS);
        arriver.addForce(s.force());
        arriver.integrate();
        return arriver.position().x();
    }

    @Benchmark
    public double arrivePeer() {
        double x = nextX(), y = pathY();
        peerArriver.arrive(x, y, BRAKE_RADIUS);
        peerArriver.update();
        return peerArriver.px;
    }

    /** The two ways to take a length, on the same stage-sized numbers: what Vec2 paid before and pays now. */
    @Benchmark
    public double lengthHypot() {
        int i = next();
        return Math.hypot(xs[i], ys[i]);
    }

    @Benchmark
    public double lengthSqrt() {
        int i = next();
        return Vec2.norm(xs[i], ys[i]);
    }

    private final double[] xs = new double[1024], ys = new double[1024];
    private int cursor;

    {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int i = 0; i < xs.length; i++) {
            xs[i] = random.nextDouble(-1920, 1920);
            ys[i] = random.nextDouble(-1080, 1080);
        }
    }

    private int next() { return cursor = (cursor + 1) & 1023; }
}
