package org.creatureexplorer.lesson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.SplittableRandom;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * The candidate spots round an arrow label (issue 12: some 40 per arrow label, four arrows a
 * frame in the steering lessons) are made on doubles now: the same spots, bit for bit, as the
 * vector arithmetic they replaced (kept here as the oracle), for a fraction of the bytes.
 */
class LabelSpotsTest {
    /** The spots as they were built before: Vec2 sums and products, one list. */
    private static Labels.Spot[] oracle(Vec2 a, Vec2 b, double d) {
        Vec2 u = b.minus(a).directionOr(Vec2.UNIT_X);
        Vec2 n = u.perp();
        Vec2 mid = a.lerp(b, 0.5);
        List<Labels.Spot> spots = new ArrayList<>(List.of(side(b, u, d), side(mid, n, d), side(mid, n.times(-1), d),
                side(b, n, d), side(b, n.times(-1), d), side(b, u.plus(n), d), side(b, u.minus(n), d),
                side(a.lerp(b, 0.25), n, d), side(a.lerp(b, 0.25), n.times(-1), d)));
        for (double far : new double[] {d, 3 * d, 6 * d}) {
            for (int k = 0; k < 8; k++) spots.add(side(b, Vec2.polar(1, k * Math.PI / 4), far));
        }
        return spots.toArray(new Labels.Spot[0]);
    }

    private static Labels.Spot side(Vec2 p, Vec2 dir, double dist) {
        Vec2 d = dir.directionOr(Vec2.UNIT_X);
        double ax = d.x() > 0.35 ? 0 : d.x() < -0.35 ? 1 : 0.5;
        double ay = d.y() > 0.35 ? 1 : d.y() < -0.35 ? 0 : 0.5;
        return new Labels.Spot(p.plus(d.times(dist)), ax, ay, p);
    }

    private static StageStyle style(double scale) {
        return new StageStyle(EnumSet.noneOf(Overlay.class), Palette.LIGHT, scale, 1);
    }

    private static Labels labels(double scale) {
        Graphics2D g = new BufferedImage(8, 8, BufferedImage.TYPE_INT_ARGB).createGraphics();
        return new Labels(g, style(scale), 900, 600);
    }

    @Test
    void aroundArrowGivesTheSameSpotsAsTheVectorArithmetic() {
        SplittableRandom random = new SplittableRandom(12);
        for (double scale : new double[] {0.37, 1, 1.6}) {
            Labels labels = labels(scale);
            for (int i = 0; i < 20_000; i++) {
                Vec2 a = new Vec2(random.nextDouble(-50, 950), random.nextDouble(-50, 650));
                // Some arrows of no length (the fallback direction) and some tiny ones.
                Vec2 b = i % 50 == 0 ? a : i % 50 == 1 ? a.plus(new Vec2(1e-3, 0))
                        : new Vec2(random.nextDouble(-50, 950), random.nextDouble(-50, 650));
                Labels.Spot[] got = labels.aroundArrow(a, b).toArray();
                Labels.Spot[] want = oracle(a, b, style(scale).px(12));
                assertArrayEquals(want, got, "arrow " + a + " -> " + b + " at scale " + scale);
            }
        }
        Vec2 p = new Vec2(3, 4);
        for (Vec2 dir : new Vec2[] {Vec2.ZERO, new Vec2(0, -1), new Vec2(-1, 0.3), new Vec2(Double.NaN, 1), new Vec2(1e-200, 0)}) {
            assertEquals(side(p, dir, 16), Labels.Spot.side(p, dir, 16), "side " + dir);
        }
    }

    /**
     * Bytes per aroundArrow call, after warm-up: the arrow's few points and the object that works
     * each spot out when the placer tries it (about 200 bytes); making the 33 spots and their
     * points took about 2.3 KB (red here), the vector form before that about 5 KB.
     */
    @Test
    void aroundArrowAllocatesTheSpotsAndLittleElse() {
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId();
        Labels labels = labels(1);
        Vec2 a = new Vec2(100, 200);
        Vec2 b = new Vec2(180, 140);
        long sink = 0;
        for (int i = 0; i < 20_000; i++) sink += labels.aroundArrow(a, b).size();
        int calls = 20_000;
        long before = threads.getThreadAllocatedBytes(me);
        for (int i = 0; i < calls; i++) sink += labels.aroundArrow(a, b).size();
        double bytesPerCall = (threads.getThreadAllocatedBytes(me) - before) / (double) calls;
        assertEquals(33L * 2 * calls, sink);
        assertTrue(bytesPerCall < 600, "aroundArrow allocated " + bytesPerCall + " bytes a call (at most 600)");
    }
}
