package org.creatureexplorer.bench;

import java.util.concurrent.TimeUnit;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.FollowChain;
import org.creatureexplorer.sim.Vec2;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Our chain kernels beside the peers' loops on the same work, so the ratio is measured in one JVM:
 * each pair ({@code xOurs} / {@code xPeer}) moves the same head or target along the same
 * circle, one tick per call. Run it as docs/performance.md says (section "Kernels"); the
 * ratio of the two scores in a pair is the number to watch (target: ours within 1.2x).
 * Short runs by default (1 fork, 3 x 1 s warm-up, 5 x 1 s measured): the machine is shared.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx256m")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class KernelBench {
    /** Joints per chain: a lesson-sized chain and a long one (cost should be linear). */
    @Param({"26", "1000"})
    public int joints;

    private static final double GAP = 12;
    private static final double MAX_BEND = 0.5;

    private AngleChain angleChain;
    private ProcAnimChain peerChain;
    private FollowChain followChain;
    private ProcAnimChain peerDistanceChain;
    private Fabrik fabrik;
    private TextbookFabrik peerFabrik;
    private double phase;

    @Setup(Level.Trial)
    public void setUp() {
        Vec2[] line = new Vec2[joints];
        for (int i = 0; i < joints; i++) line[i] = new Vec2(400, 300 + GAP * i);
        angleChain = new AngleChain(line, GAP, MAX_BEND, new Vec2(0, -1));
        peerChain = new ProcAnimChain(new ProcAnimChain.PVector(400, 300), joints, GAP, MAX_BEND);
        followChain = new FollowChain(line, GAP);
        peerDistanceChain = new ProcAnimChain(new ProcAnimChain.PVector(400, 300), joints, GAP, MAX_BEND);
        // The FABRIK chain reaches for a target inside its length, as in the lesson.
        fabrik = new Fabrik(joints, GAP, new Vec2(400, 300), new Vec2(0, 1));
        peerFabrik = new TextbookFabrik(joints, GAP, 400, 300);
    }

    /** The next point on the shared path: a circle of radius 200 px, a little further each call. */
    private double nextX() {
        phase += 0.02;
        return 400 + 200 * Math.cos(phase);
    }

    private double pathY() { return 300 + 200 * Math.sin(phase); }

    /** A target for FABRIK inside its reach: the path scaled to 60% of the chain's length. */
    private double reach() { return 0.6 * GAP * (joints - 1); }

    @Benchmark
    public double angleChainOurs() {
        double x = nextX(), y = pathY();
        angleChain.follow(new Vec2(x, y), new Vec2(-Math.sin(phase), Math.cos(phase)));
        return angleChain.jointX(joints - 1);
    }

    @Benchmark
    public double angleChainPeer() {
        double x = nextX(), y = pathY();
        peerChain.resolve(new ProcAnimChain.PVector(x, y));
        return peerChain.joints[joints - 1].x;
    }

    @Benchmark
    public double distanceChainOurs() {
        double x = nextX(), y = pathY();
        followChain.follow(new Vec2(x, y));
        return followChain.jointX(joints - 1);
    }

    @Benchmark
    public double distanceChainPeer() {
        double x = nextX(), y = pathY();
        peerDistanceChain.resolveDistanceOnly(new ProcAnimChain.PVector(x, y));
        return peerDistanceChain.joints[joints - 1].x;
    }

    @Benchmark
    public double fabrikOurs() {
        phase += 0.02;
        double r = reach();
        fabrik.iterate(new Vec2(400 + r * Math.cos(phase), 300 + r * Math.sin(phase)));
        return fabrik.jointX(joints - 1);
    }

    @Benchmark
    public double fabrikPeer() {
        phase += 0.02;
        double r = reach();
        peerFabrik.iterate(400 + r * Math.cos(phase), 300 + r * Math.sin(phase));
        return peerFabrik.xs[joints - 1];
    }
}
