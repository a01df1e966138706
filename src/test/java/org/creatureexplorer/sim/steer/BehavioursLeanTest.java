package org.creatureexplorer.sim.steer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The lean kernel (Behaviours.applySeek, applyArrive, applyFlee) that the worlds' tick runs:
 * the same force as adding the Steering's force, bit for bit, in every state including the
 * edges (at the target, no cap, inside and outside the braking and panic radii, huge and tiny
 * distances); and it makes no object, so a walker's tick costs no allocation even before the
 * JIT's escape analysis (bytes from the thread's counter, not time).
 */
class BehavioursLeanTest {
    private static final int STATES = 200_000;

    private static double pick(SplittableRandom r, double[] edges, double span) {
        return r.nextInt(4) == 0 ? edges[r.nextInt(edges.length)] : r.nextDouble(-span, span);
    }

    private static final double[] EDGES = {0, -0.0, 1e-160, -1e-160, 1e160, 3, 24, 120, 0x1p-450};

    private static Body bodyAt(double px, double py, double vx, double vy) {
        return new Body(new Vec2(px, py), new Vec2(vx, vy), 1);
    }

    private static void assertSameForce(Body viaSteering, Body lean, String what) {
        // Bits, not tolerance: -0.0 against 0.0 or one ulp is a failure.
        assertEquals(Double.doubleToRawLongBits(viaSteering.force().x()), Double.doubleToRawLongBits(lean.force().x()), what + " force x");
        assertEquals(Double.doubleToRawLongBits(viaSteering.force().y()), Double.doubleToRawLongBits(lean.force().y()), what + " force y");
    }

    @Test
    void theLeanKernelAddsTheSteeringsForceBitForBit() {
        SplittableRandom r = new SplittableRandom(28);
        for (int i = 0; i < STATES; i++) {
            double px = pick(r, EDGES, 2000), py = pick(r, EDGES, 2000);
            double vx = pick(r, EDGES, 8), vy = pick(r, EDGES, 8);
            // A target on the body now and then: the zero-direction branch.
            double tx = r.nextInt(8) == 0 ? px : pick(r, EDGES, 2000), ty = r.nextInt(8) == 0 ? py : pick(r, EDGES, 2000);
            Gait gait = new Gait(r.nextDouble(0, 6), r.nextInt(5) == 0 ? Double.POSITIVE_INFINITY : r.nextDouble(0, 6));
            double radius = r.nextInt(6) == 0 ? pick(r, EDGES, 1) : r.nextDouble(1, 400);
            Vec2 target = new Vec2(tx, ty);
            String what = "state " + i + ": body (" + px + ", " + py + ") v (" + vx + ", " + vy + ") target " + target + " " + gait + " radius " + radius;

            Body a = bodyAt(px, py, vx, vy), b = bodyAt(px, py, vx, vy);
            a.addForce(Behaviours.seek(a, target, gait).force());
            Behaviours.applySeek(b, tx, ty, gait);
            assertSameForce(a, b, "seek " + what);

            a = bodyAt(px, py, vx, vy);
            b = bodyAt(px, py, vx, vy);
            a.addForce(Behaviours.arrive(a, target, gait, radius).force());
            Behaviours.applyArrive(b, tx, ty, gait, radius);
            assertSameForce(a, b, "arrive " + what);

            a = bodyAt(px, py, vx, vy);
            b = bodyAt(px, py, vx, vy);
            a.addForce(Behaviours.flee(a, target, gait, radius).force());
            Behaviours.applyFlee(b, tx, ty, gait, radius);
            assertSameForce(a, b, "flee " + what);
        }
    }

    @Test
    void aWalkersTickByTheLeanKernelAllocatesNothing() {
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        Body seeker = bodyAt(100, 100, 0, 0), arriver = bodyAt(100, 100, 0, 0), fleer = bodyAt(100, 100, 0, 0);
        Gait gait = Gait.REFERENCE;
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < 10_000; i++) {
            double tx = 400 + (i & 255), ty = 300 - (i & 127);
            Behaviours.applySeek(seeker, tx, ty, gait);
            seeker.integrate();
            Behaviours.applyArrive(arriver, tx, ty, gait, 120);
            arriver.integrate();
            Behaviours.applyFlee(fleer, tx, ty, gait, 300);
            fleer.integrate();
        }
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        // The Steering path made 4 vectors and a record per behaviour per tick: about 3 MB here.
        // Nothing at all is the target; a few hundred bytes leave room for the counter's own bookkeeping.
        assertEquals(0, allocated, 512, "bytes allocated by 30,000 lean behaviour ticks");
    }
}
