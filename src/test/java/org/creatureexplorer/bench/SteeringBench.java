package org.creatureexplorer.bench;

import java.util.concurrent.TimeUnit;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Behaviours;
import org.creatureexplorer.sim.steer.Body;
import org.creatureexplorer.sim.steer.Gait;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Our steering (seek, arrive: behaviour, force, one integration step, by the lean kernel the
 * worlds' tick runs) beside The Nature of Code's Vehicle on the same moving target, one tick per
 * call, each side's position consumed by a Blackhole; and the two ways to take a
 * length. Same settings and docs section (docs/performance.md, "Kernels") as {@link KernelBench}.
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

    /**
     * The shared moving target: a circle of radius 200 px, precomputed here so that the timed
     * part does only what the kernels need (a cos and a sin per call would cost more than either).
     */
    private static final int PATH_POINTS = 512;
    private final double[] pathX = new double[PATH_POINTS], pathY = new double[PATH_POINTS];
    private int pathCursor;

    @Setup(Level.Trial)
    public void setUp() {
        seeker = new Body(new Vec2(100, 100), Vec2.ZERO, 1);
        arriver = new Body(new Vec2(100, 100), Vec2.ZERO, 1);
        peerSeeker = new NocVehicle(100, 100, GAIT.maxSpeed(), GAIT.maxForce());
        peerArriver = new NocVehicle(100, 100, GAIT.maxSpeed(), GAIT.maxForce());
        for (int i = 0; i < PATH_POINTS; i++) {
            double phase = 2 * Math.PI * i / PATH_POINTS;
            pathX[i] = 400 + 200 * Math.cos(phase);
            pathY[i] = 300 + 200 * Math.sin(phase);
        }
    }

    /** The index of the next point on the path (one step further each call, round and round). */
    private int nextPoint() { return pathCursor = (pathCursor + 1) & (PATH_POINTS - 1); }

    @Benchmark
    public void seekOurs(Blackhole out) {
        int i = nextPoint();
        Behaviours.applySeek(seeker, pathX[i], pathY[i], GAIT);
        seeker.integrate();
        out.consume(seeker.positionX());
        out.consume(seeker.positionY());
    }

    @Benchmark
    public void seekPeer(Blackhole out) {
        int i = nextPoint();
        peerSeeker.seek(pathX[i], pathY[i]);
        peerSeeker.update();
        out.consume(peerSeeker.px);
        out.consume(peerSeeker.py);
    }

    @Benchmark
    public void arriveOurs(Blackhole out) {
        int i = nextPoint();
        Behaviours.applyArrive(arriver, pathX[i], pathY[i], GAIT, BRAKE_RADIUS);
        arriver.integrate();
        out.consume(arriver.positionX());
        out.consume(arriver.positionY());
    }

    @Benchmark
    public void arrivePeer(Blackhole out) {
        int i = nextPoint();
        peerArriver.arrive(pathX[i], pathY[i], BRAKE_RADIUS);
        peerArriver.update();
        out.consume(peerArriver.px);
        out.consume(peerArriver.py);
    }

    /**
     * Seek through the Steering record (desired, raw and force as vectors), as the worlds' tick
     * ran it before the lean kernel and as the charts' decision still builds it: the before of
     * {@link #seekOurs}, in the same run.
     */
    @Benchmark
    public void seekOursViaSteering(Blackhole out) {
        int i = nextPoint();
        seeker.addForce(Behaviours.seek(seeker, new Vec2(pathX[i], pathY[i]), GAIT).force());
        seeker.integrate();
        out.consume(seeker.positionX());
        out.consume(seeker.positionY());
    }

    /** Arrive through the Steering record: the before of {@link #arriveOurs}. */
    @Benchmark
    public void arriveOursViaSteering(Blackhole out) {
        int i = nextPoint();
        arriver.addForce(Behaviours.arrive(arriver, new Vec2(pathX[i], pathY[i]), GAIT, BRAKE_RADIUS).force());
        arriver.integrate();
        out.consume(arriver.positionX());
        out.consume(arriver.positionY());
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
