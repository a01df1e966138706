package org.creatureexplorer.lesson;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The shapes and sums the drawing helpers reuse instead of making per call give exactly what
 * the JDK's own objects give (same segments, same doubles), so a frame's pixels do not change:
 * the reused ellipse against Ellipse2D, the arrow's polygon against Path2D, the visible box
 * against getClipBounds, and the static layer's device rectangle against a transformed shape.
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

    /** Every segment of the iterator, read as doubles and as floats, with its type, winding rule first. */
    private static List<String> segments(PathIterator it) {
        List<String> out = new ArrayList<>();
        out.add("winding " + it.getWindingRule());
        for (; !it.isDone(); it.next()) {
            double[] d = new double[6];
            float[] f = new float[6];
            int type = it.currentSegment(d);
            int typeF = it.currentSegment(f);
            StringBuilder sb = new StringBuilder().append(type).append('/').append(typeF);
            for (double v : d) sb.append(' ').append(Double.doubleToLongBits(v));
            for (float v : f) sb.append(' ').append(Float.floatToIntBits(v));
            out.add(sb.toString());
        }
        return out;
    }

    private static void assertSameSegments(Shape expected, Shape actual, String what) {
        for (AffineTransform at : transforms()) {
            assertEquals(segments(expected.getPathIterator(at)), segments(actual.getPathIterator(at)), what + " through " + at);
            assertEquals(segments(expected.getPathIterator(at, 0.25)), segments(actual.getPathIterator(at, 0.25)),
                    what + " flattened, through " + at);
        }
    }

    @Test
    void theReusedEllipseWalksExactlyAsEllipse2D() {
        ReusedEllipse reused = new ReusedEllipse();
        double[][] frames = {
            {0, 0, 1, 1}, {-3.25, 7.5, 12.125, 12.125}, {100.1, -50.3, 0.7, 33.3}, {5, 5, 0, 0}, {5, 5, -2, 4}, {5, 5, 4, -2},
            {1e-9, 1e9, 3e-7, 2e8}
        };
        List<double[]> all = new ArrayList<>(List.of(frames));
        for (int i = 0; i < 40; i++) {
            double r = RANDOM.nextDouble(0.01, 300);
            all.add(new double[] {RANDOM.nextDouble(-2000, 2000), RANDOM.nextDouble(-2000, 2000), 2 * r, RANDOM.nextDouble(0, 600)});
        }
        for (double[] f : all) {
            reused.setFrame(f[0], f[1], f[2], f[3]);
            assertSameSegments(new Ellipse2D.Double(f[0], f[1], f[2], f[3]), reused, "ellipse " + java.util.Arrays.toString(f));
        }
    }

    @Test
    void theReusedEllipseIsResetOnEveryRequest() {
        ReusedEllipse reused = new ReusedEllipse();
        reused.setFrame(1, 2, 3, 4);
        PathIterator first = reused.getPathIterator(null);
        while (!first.isDone()) first.next();
        reused.setFrame(10, 20, 30, 40);
        assertEquals(segments(new Ellipse2D.Double(10, 20, 30, 40).getPathIterator(null)), segments(reused.getPathIterator(null)));
    }

    private static Path2D.Double path(double[] p, boolean close) {
        Path2D.Double path = new Path2D.Double();
        path.moveTo(p[0], p[1]);
        for (int i = 2; i < p.length; i += 2) path.lineTo(p[i], p[i + 1]);
        if (close) path.closePath();
        return path;
    }

    @Test
    void theReusedPolygonWalksExactlyAsPath2D() {
        ReusedPolygon reused = new ReusedPolygon(4);
        for (int i = 0; i < 40; i++) {
            int n = 1 + i % 4;
            double[] p = new double[2 * n];
            for (int k = 0; k < p.length; k++) p[k] = RANDOM.nextDouble(-1000, 1000);
            boolean close = i % 5 != 0;
            reused.moveTo(p[0], p[1]);
            for (int k = 2; k < p.length; k += 2) reused.lineTo(p[k], p[k + 1]);
            if (close) reused.closePath();
            Path2D.Double expected = path(p, close);
            assertSameSegments(expected, reused, "polygon " + java.util.Arrays.toString(p) + (close ? " closed" : ""));
            assertEquals(expected.getBounds2D(), reused.getBounds2D());
            assertEquals(expected.contains(p[0] * 0.5, p[1] * 0.5), reused.contains(p[0] * 0.5, p[1] * 0.5));
        }
    }

    /** The box as Draw computed it before it reused a rectangle: from getClipBounds(), with the same margin. */
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
