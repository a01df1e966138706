package org.creatureexplorer.lesson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The sums the drawing helpers work out themselves instead of asking Java2D per call give
 * exactly what the JDK's own objects give (same doubles), so a frame's pixels do not change:
 * the visible box against getClipBounds, and the static layer's device rectangle against a
 * transformed shape.
 */
class ReusedShapesTest {
    private static final SplittableRandom RANDOM = new SplittableRandom(12);

    /** Transforms the painters use (none, translate, scale, flips, rotation) and some arbitrary ones. */
    private static List<AffineTransform> transforms() {
        List<AffineTransform> all = new ArrayList<>();
        all.add(null);
        all.add(new AffineTransform());
        all.add(AffineTransform.getTranslateInstance(13.3, -7.1));
        AffineTransform stage = AffineTransform.getTranslateInstance(0.3, 81.7);
        stage.scale(0.6465277777777778, 0.6465277777777778);
        all.add(stage);
        all.add(new AffineTransform(-1.5, 0, 0, 2.25, 3, 4));
        AffineTransform turned = new AffineTransform(stage);
        turned.rotate(0.7);
        all.add(turned);
        for (int i = 0; i < 20; i++) {
            all.add(new AffineTransform(RANDOM.nextDouble(-3, 3), RANDOM.nextDouble(-1, 1), RANDOM.nextDouble(-1, 1),
                    RANDOM.nextDouble(-3, 3), RANDOM.nextDouble(-500, 500), RANDOM.nextDouble(-500, 500)));
        }
        return all;
    }

    private static double[] boxFromClipBounds(Graphics2D g) {
        Rectangle clip = g.getClipBounds();
        if (clip == null) return new double[] {-1e5, -1e5, 1e5, 1e5};
        return new double[] {clip.getMinX() - 64, clip.getMinY() - 64, clip.getMaxX() + 64, clip.getMaxY() + 64};
    }

    @Test
    void theVisibleBoxIsTheOneGetClipBoundsGives() {
        BufferedImage img = new BufferedImage(300, 200, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            assertArrayEquals(boxFromClipBounds(g), Draw.visibleBox(g), "no clip");
            g.clipRect(10, 20, 200, 100);
            assertArrayEquals(boxFromClipBounds(g), Draw.visibleBox(g), "a whole-pixel clip");
            g.translate(3, 4);
            assertArrayEquals(boxFromClipBounds(g), Draw.visibleBox(g), "translated");
            g.clip(new Rectangle2D.Double(0.25, 0.5, 150.3, 80.7));
            g.translate(0.3, 0.7);
            g.scale(0.6465277777777778, 0.6465277777777778);
            assertArrayEquals(boxFromClipBounds(g), Draw.visibleBox(g), "scaled, a clip between pixels");
            for (int i = 0; i < 30; i++) {
                AffineTransform saved = g.getTransform();
                Shape clip = g.getClip();
                g.translate(RANDOM.nextDouble(-50, 50), RANDOM.nextDouble(-50, 50));
                g.clip(new Rectangle2D.Double(RANDOM.nextDouble(-20, 100), RANDOM.nextDouble(-20, 100), RANDOM.nextDouble(0, 200),
                        RANDOM.nextDouble(0, 200)));
                double k = RANDOM.nextDouble(0.1, 4);
                g.scale(k, k);
                if (i % 3 == 0) g.rotate(RANDOM.nextDouble(-1, 1));
                assertArrayEquals(boxFromClipBounds(g), Draw.visibleBox(g), "tile " + i);
                g.setTransform(saved);
                g.setClip(clip);
            }
            g.clip(new Ellipse2D.Double(30, 30, 60, 40));
            assertArrayEquals(boxFromClipBounds(g), Draw.visibleBox(g), "an elliptical clip");
            g.clip(new Rectangle2D.Double(-500, -500, 10, 10));
            assertArrayEquals(boxFromClipBounds(g), Draw.visibleBox(g), "an empty clip");
            g.setClip(null);
            assertArrayEquals(boxFromClipBounds(g), Draw.visibleBox(g), "the clip taken off again");
        } finally {
            g.dispose();
        }
    }

    @Test
    void theStaticLayersDeviceRectangleIsTheTransformedShapesBounds() {
        double[][] sizes = {{1440, 900}, {0, 0}, {600, 0}, {-5, 10}, {10, -5}, {123.456, 789.012}};
        List<double[]> all = new ArrayList<>(List.of(sizes));
        for (int i = 0; i < 20; i++) all.add(new double[] {RANDOM.nextDouble(0, 4000), RANDOM.nextDouble(0, 4000)});
        for (AffineTransform t : transforms()) {
            if (t == null) continue;
            for (double[] size : all) {
                Rectangle2D expected = t.createTransformedShape(new Rectangle2D.Double(0, 0, size[0], size[1])).getBounds2D();
                double[] b = StaticLayer.deviceBounds(t, size[0], size[1]);
                String what = java.util.Arrays.toString(size) + " through " + t;
                assertArrayEquals(new double[] {expected.getMinX(), expected.getMinY(), expected.getMaxX(), expected.getMaxY()}, b, 0.0, what);
                for (int k = 0; k < 4; k++) {
                    double e = k == 0 ? expected.getMinX() : k == 1 ? expected.getMinY() : k == 2 ? expected.getMaxX() : expected.getMaxY();
                    assertTrue(Double.doubleToLongBits(e) == Double.doubleToLongBits(b[k]), what + ", bound " + k + ": " + e + " vs " + b[k]);
                }
            }
        }
    }
}
