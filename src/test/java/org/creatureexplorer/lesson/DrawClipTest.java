package org.creatureexplorer.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * Issue 13: a drawing call must take bounded time for any coordinate. Java2D dashes a line
 * along its whole length, so an astronomically long dashed line (a walker whose speed has run
 * away) froze the event thread. The shared helpers clip to the visible region first.
 * The guard is a generous budget over many calls, failing instead of hanging.
 */
class DrawClipTest {
    private static final BasicStroke DASHED = new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {8, 6}, 0f);

    private static Graphics2D stage(BufferedImage img) {
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.setColor(Color.BLACK);
        g.setStroke(DASHED);
        g.clipRect(0, 0, img.getWidth(), img.getHeight());
        return g;
    }

    @Test
    void astronomicalDashedLinesDrawInBoundedTime() {
        BufferedImage img = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB);
        List<Vec2> far = new ArrayList<>();
        for (double k : new double[] {1e6, 1e12, 1e18, 1e300}) {
            far.add(new Vec2(-k, 150));
            far.add(new Vec2(k, 151));
            far.add(new Vec2(200, k));
        }
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            Graphics2D g = stage(img);
            for (int repeat = 0; repeat < 20; repeat++) {
                for (Vec2 a : far) {
                    Draw.line(g, a, new Vec2(200, 150));
                    Draw.arrow(g, new Vec2(200, 150), a, 12);
                    Draw.circle(g, a, 5);
                    Draw.circle(g, new Vec2(200, 150), Math.abs(a.x()) + Math.abs(a.y()));
                }
                Draw.trail(g, far, Color.RED);
            }
            g.dispose();
        }, "dashed lines of astronomical length must be clipped before they are stroked");
    }

    @Test
    void aClippedLineStillShowsItsVisiblePart() {
        BufferedImage img = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = stage(img);
        g.setStroke(new BasicStroke(3f));
        Draw.line(g, new Vec2(-1e15, 100), new Vec2(1e15, 100));
        Draw.line(g, new Vec2(50, -1e15), new Vec2(50, 1e15));
        g.dispose();
        for (int x = 5; x < 395; x += 13) assertNotEquals(Color.WHITE.getRGB(), img.getRGB(x, 100), "x=" + x);
        for (int y = 5; y < 295; y += 13) assertNotEquals(Color.WHITE.getRGB(), img.getRGB(50, y), "y=" + y);
        // And a line wholly outside draws nothing.
        BufferedImage empty = new BufferedImage(400, 300, BufferedImage.TYPE_INT_RGB);
        Graphics2D e = stage(empty);
        Draw.line(e, new Vec2(-1e15, -50), new Vec2(1e15, -60));
        e.dispose();
        for (int x = 0; x < 400; x += 7) assertEquals(Color.WHITE.getRGB(), empty.getRGB(x, 0));
    }

    @Test
    void clippingKeepsLinesInsideTheStageExactly() {
        double[] inside = Draw.clipSegment(10, 20, 300, 200, -10, -10, 410, 310);
        org.junit.jupiter.api.Assertions.assertArrayEquals(new double[] {10, 20, 300, 200}, inside);
        double[] crossing = Draw.clipSegment(-100, 0, 100, 0, 0, -10, 50, 10);
        org.junit.jupiter.api.Assertions.assertArrayEquals(new double[] {0, 0, 50, 0}, crossing, 1e-12);
        assertEquals(null, Draw.clipSegment(-100, 20, 100, 20, 0, -10, 50, 10));
    }
}
