package org.creatureexplorer.bench;
import java.lang.management.ManagementFactory;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.*;
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

  static final int N = 512; static double[] px = new double[N], py = new double[N];
  static double sink;
  public static void main(String[] a) {
    for (int i = 0; i < N; i++) { double p = 2*Math.PI*i/N; px[i]=400+200*Math.cos(p); py[i]=300+200*Math.sin(p); }
    var mx = ManagementFactory.getThreadMXBean(); Gait g = Gait.REFERENCE; int ops = 20_000_000;
    for (int round = 0; round < 4; round++) {
      StringBuilder sb = new StringBuilder("round " + round + ":");
      for (int v = 0; v < 6; v++) {
        Body b = new Body(new Vec2(100,100), Vec2.ZERO, 1); NocVehicle n = new NocVehicle(100,100,g.maxSpeed(),g.maxForce());
        long t0 = mx.getCurrentThreadCpuTime(); int c = 0; double acc = 0;
        for (int k = 0; k < ops; k++) {
          c = (c + 1) & (N-1);
          switch (v) {
            case 0 -> { Behaviours.applySeek(b, px[c], py[c], g); b.integrate(); acc += b.positionX() + b.positionY(); }
            case 1 -> { b.addForce(Behaviours.seek(b, new Vec2(px[c], py[c]), g).force()); b.integrate(); acc += b.positionX() + b.positionY(); }
            case 2 -> { n.seek(px[c], py[c]); n.update(); acc += n.px + n.py; }
            case 3 -> { Behaviours.applyArrive(b, px[c], py[c], g, 120); b.integrate(); acc += b.positionX() + b.positionY(); }
            case 4 -> { b.addForce(Behaviours.arrive(b, new Vec2(px[c], py[c]), g, 120).force()); b.integrate(); acc += b.positionX() + b.positionY(); }
            default -> { n.arrive(px[c], py[c], 120); n.update(); acc += n.px + n.py; }
          }
        }
        long t1 = mx.getCurrentThreadCpuTime(); sink += acc;
        sb.append(String.format(" %s=%.2f", new String[]{"seekLean","seekSteering","seekPeer","arriveLean","arriveSteering","arrivePeer"}[v], (t1-t0)/(double)ops));
      }
      System.out.println(sb + " load " + ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
    System.out.println(sink > 0 ? "" : "-");
  }
}
