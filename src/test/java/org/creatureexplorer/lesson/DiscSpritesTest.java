package org.creatureexplorer.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Discs stamped from images ({@link DiscSprites}) must be the discs the stage would fill: the
 * same pixels as filling the disc at the centre and radius rounded to the stamp's steps (a
 * quarter and an eighth of a device pixel), so only the rounding differs from the exact disc,
 * and that only on the rim. Where a stamp would not land on whole pixels (shear, unequal
 * scales, other blending, a gradient) or the disc is large, nothing is stamped.
 */
class DiscSpritesTest {
    private static final int W = 120, H = 90;
    private static final Color[] COLORS = {new Color(46, 139, 60), new Color(20, 40, 200, 180), Color.BLACK, new Color(250, 250, 240)};

    private static BufferedImage canvas() {
        BufferedImage img = new BufferedImage(W, H, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(new Color(245, 243, 236));
        g.fillRect(0, 0, W, H);
        g.dispose();
        return img;
    }

    private static Graphics2D stageGraphics(BufferedImage img, AffineTransform t) {
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setTransform(t);
        return g;
    }

    private static void fill(BufferedImage img, AffineTransform t, Color color, double x, double y, double r) {
        Graphics2D g = stageGraphics(img, t);
        g.setColor(color);
        g.fill(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
        g.dispose();
    }

    private static int differing(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) if (a.getRGB(x, y) != b.getRGB(x, y)) n++;
        return n;
    }

    @Test void aStampIsTheDiscFilledAtTheRoundedCentreAndRadius() {
        SplittableRandom random = new SplittableRandom(7);
        DiscSprites sprites = new DiscSprites();
        for (int k = 0; k < 300; k++) {
            double scale = 0.4 + random.nextDouble() * 2.5;
            AffineTransform t = new AffineTransform(scale, 0, 0, scale, random.nextDouble() * 30 - 10, random.nextDouble() * 20 - 5);
            double dx = 20 + random.nextDouble() * 80, dy = 20 + random.nextDouble() * 50;
            double radius = 0.3 + random.nextDouble() * (DiscSprites.MAX_RADIUS - 0.3);
            // The disc in stage px whose device centre and radius are (dx, dy) and radius.
            double x = (dx - t.getTranslateX()) / scale, y = (dy - t.getTranslateY()) / scale, r = radius / scale;
            Color color = COLORS[k % COLORS.length];

            BufferedImage stamped = canvas();
            Graphics2D g = stageGraphics(stamped, t);
            g.setColor(color);
            assertTrue(sprites.usable(g, g.getTransform()));
            assertTrue(sprites.stamp(g, g.getTransform(), x, y, r), "a disc of radius " + radius + " device px is stamped");
            assertEquals(t, g.getTransform(), "the stamp leaves the transform as it was");
            g.dispose();

            // The same disc filled in device px, its centre and radius rounded as the stamp rounds them.
            double qx = Math.round((x * scale + t.getTranslateX()) * 4) / 4.0, qy = Math.round((y * scale + t.getTranslateY()) * 4) / 4.0;
            double qr = Math.round(radius * 8) / 8.0;
            BufferedImage rounded = canvas();
            fill(rounded, new AffineTransform(), color, qx, qy, qr);
            assertEquals(0, differing(stamped, rounded), "disc " + k + " at (" + qx + ", " + qy + ") radius " + qr);

            // Against the exact disc: the difference is the rounding, on the rim only, and small.
            BufferedImage exact = canvas();
            fill(exact, t, color, x, y, r);
            for (int py = 0; py < H; py++) {
                for (int px = 0; px < W; px++) {
                    int a = stamped.getRGB(px, py), b = exact.getRGB(px, py);
                    if (a == b) continue;
                    double fromCentre = Math.hypot(px + 0.5 - dx, py + 0.5 - dy);
                    assertTrue(Math.abs(fromCentre - radius) < 1.2,
                            "disc " + k + ": pixel (" + px + ", " + py + ") differs " + (fromCentre - radius) + " px from the rim");
                    // The rounding moves the rim by at most 0.24 px (an eighth of a pixel each way, a sixteenth on the
                    // radius); sampled at eight rows a pixel, that is at most three of them: 3/8 of the colour's contrast.
                    assertTrue(channelDifference(a, b) <= 3 * 255 / 8 + 1,
                            "disc " + k + ": a rim pixel differs by " + channelDifference(a, b) + ", more than a 0.24 px sliver's coverage");
                }
            }
        }
    }

    /**
     * A HiDPI screen as Java2D presents it: the graphics' transform is the device's scale (here
     * 2, as at 200%) times the stage's own. The image stands for the device at full resolution,
     * so the stamp must be the disc filled in device pixels at its rounded centre and radius, bit
     * for bit, at the scales of classroom screens (125 to 200%) under the stage's zoom and offset.
     */
    @Test void underAScaledDeviceTransformAStampIsTheDiscFilledInDevicePixels() {
        SplittableRandom random = new SplittableRandom(28);
        DiscSprites sprites = new DiscSprites();
        double[] deviceScales = {2, 1.25, 1.5, 1.75};
        for (int k = 0; k < 200; k++) {
            double deviceScale = deviceScales[k % deviceScales.length];
            double zoom = 0.3 + random.nextDouble() * 1.5;
            AffineTransform stage = new AffineTransform(zoom, 0, 0, zoom, random.nextDouble() * 10 - 3, random.nextDouble() * 8 - 2);
            AffineTransform t = AffineTransform.getScaleInstance(deviceScale, deviceScale);
            t.concatenate(stage);
            double scale = t.getScaleX();
            double dx = 20 + random.nextDouble() * 80, dy = 20 + random.nextDouble() * 50;
            double radius = 0.3 + random.nextDouble() * (DiscSprites.MAX_RADIUS - 0.3);
            double x = (dx - t.getTranslateX()) / scale, y = (dy - t.getTranslateY()) / scale, r = radius / scale;
            Color color = COLORS[k % COLORS.length];

            BufferedImage stamped = canvas(), viaDraw = canvas();
            Graphics2D g = stageGraphics(stamped, AffineTransform.getScaleInstance(deviceScale, deviceScale));
            g.transform(stage);
            g.setColor(color);
            assertTrue(sprites.usable(g, g.getTransform()), "a scaled device takes stamps");
            assertTrue(sprites.stamp(g, g.getTransform(), x, y, r), "a disc of radius " + radius + " device px is stamped");
            assertEquals(t, g.getTransform(), "the stamp leaves the transform as it was");
            g.dispose();
            g = stageGraphics(viaDraw, AffineTransform.getScaleInstance(deviceScale, deviceScale));
            g.transform(stage);
            g.setColor(color);
            Draw.disc(g, new org.creatureexplorer.sim.Vec2(x, y), r);
            g.dispose();

            double qx = Math.round((x * scale + t.getTranslateX()) * 4) / 4.0, qy = Math.round((y * scale + t.getTranslateY()) * 4) / 4.0;
            double qr = Math.round(r * scale * 8) / 8.0;
            BufferedImage rounded = canvas();
            fill(rounded, new AffineTransform(), color, qx, qy, qr);
            assertEquals(0, differing(stamped, rounded), "device scale " + deviceScale + ", disc " + k + " at (" + qx + ", " + qy + ") radius " + qr);
            assertEquals(0, differing(viaDraw, stamped), "Draw.disc stamps it the same way");
        }
    }

    private static int channelDifference(int a, int b) {
        int d = 0;
        for (int shift = 0; shift <= 16; shift += 8) d = Math.max(d, Math.abs(((a >> shift) & 255) - ((b >> shift) & 255)));
        return d;
    }

    @Test void theSameDiscComesFromTheSameImage() {
        DiscSprites sprites = new DiscSprites();
        BufferedImage img = canvas();
        Graphics2D g = stageGraphics(img, AffineTransform.getScaleInstance(1.5, 1.5));
        g.setColor(COLORS[0]);
        // Draw the same disc at two places a whole device pixel apart: one image serves both.
        sprites.stamp(g, g.getTransform(), 20, 20, 5);
        int made = sprites.made();
        sprites.stamp(g, g.getTransform(), 20 + 2 / 1.5, 20, 5);
        assertEquals(made, sprites.made(), "a whole pixel further on, the disc is the same image");
        sprites.stamp(g, g.getTransform(), 20 + 0.25 / 1.5, 20, 5);
        assertEquals(made + 1, sprites.made(), "a quarter pixel further on, it is another");
        g.dispose();
    }

    @Test void aFullCacheStartsAgainAndStillDrawsTheRightDisc() {
        DiscSprites sprites = new DiscSprites();
        BufferedImage img = canvas();
        Graphics2D g = stageGraphics(img, new AffineTransform());
        for (int i = 0; i <= DiscSprites.CAPACITY; i++) {
            g.setColor(new Color(i * 37));
            sprites.stamp(g, g.getTransform(), 40 + (i % 4) / 4.0, 40, 2);
        }
        g.dispose();
        assertEquals(DiscSprites.CAPACITY + 1, sprites.made(), "every colour its own image");
        assertTrue(sprites.size() <= DiscSprites.CAPACITY && sprites.size() > 0, "the cache holds at most its capacity: " + sprites.size());
        BufferedImage stamped = canvas();
        g = stageGraphics(stamped, new AffineTransform());
        g.setColor(COLORS[1]);
        sprites.stamp(g, g.getTransform(), 50.25, 45.5, 7.125);
        g.dispose();
        BufferedImage filled = canvas();
        fill(filled, new AffineTransform(), COLORS[1], 50.25, 45.5, 7.125);
        assertEquals(0, differing(stamped, filled));
    }

    @Test void largeDiscsThatChangeEveryFrameKeepTheCacheWithinItsPixels() {
        DiscSprites sprites = new DiscSprites();
        BufferedImage img = canvas();
        Graphics2D g = stageGraphics(img, new AffineTransform());
        int most = 0;
        for (int i = 0; i < 5000; i++) {
            g.setColor(new Color(i * 37));
            assertTrue(sprites.stamp(g, g.getTransform(), 60, 45, DiscSprites.MAX_RADIUS - 0.05));
            assertTrue(sprites.pixels() <= DiscSprites.PIXEL_CAPACITY, "pixels kept: " + sprites.pixels());
            most = Math.max(most, sprites.size());
        }
        g.dispose();
        assertEquals(5000, sprites.made());
        assertTrue(most < 5000 && most > 1000, "the cache started again before it held them all: at most " + most);
    }

    @Test void nothingIsStampedWhereAStampWouldNotLandOnWholePixels() {
        BufferedImage img = canvas();
        Graphics2D g = stageGraphics(img, AffineTransform.getScaleInstance(2, 2));
        g.setColor(COLORS[0]);
        DiscSprites sprites = new DiscSprites();
        assertTrue(sprites.usable(g, g.getTransform()));
        assertFalse(sprites.usable(g, AffineTransform.getScaleInstance(2, 1.5)), "unequal scales");
        assertFalse(sprites.usable(g, AffineTransform.getRotateInstance(0.3)), "rotated");
        assertFalse(sprites.usable(g, AffineTransform.getScaleInstance(-1, -1)), "mirrored");
        g.setComposite(AlphaComposite.SrcOver.derive(0.5f));
        assertFalse(sprites.usable(g, g.getTransform()), "blended at half strength");
        g.setComposite(AlphaComposite.SrcOver);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        assertFalse(sprites.usable(g, g.getTransform()), "without antialiasing");
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_NORMALIZE);
        assertFalse(sprites.usable(g, g.getTransform()), "normalised strokes");
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);

        assertFalse(sprites.stamp(g, g.getTransform(), 30, 20, DiscSprites.MAX_RADIUS / 2 + 0.1), "larger than the largest stamp");
        assertFalse(sprites.stamp(g, g.getTransform(), 30, 20, 0), "no radius");
        assertFalse(sprites.stamp(g, g.getTransform(), 30, 20, Double.NaN), "not a number");
        assertFalse(sprites.stamp(g, g.getTransform(), Double.POSITIVE_INFINITY, 20, 3), "no place");
        g.setPaint(new GradientPaint(0, 0, Color.RED, 10, 10, Color.BLUE));
        assertFalse(sprites.stamp(g, g.getTransform(), 30, 20, 3), "a gradient");
        assertEquals(0, sprites.made());
        g.dispose();
    }

    /** Draw.disc and a batch's disc stamp under the stage's graphics, and fill where they cannot. */
    @Test void drawDiscStampsOnTheStageAndFillsElsewhere() {
        AffineTransform t = new AffineTransform(1.7, 0, 0, 1.7, 3.3, 2.1);
        double x = 30.1, y = 20.37, r = 4.3;
        BufferedImage viaDraw = canvas(), viaBatch = canvas(), viaStamp = canvas(), sheared = canvas(), shearedFill = canvas();
        Graphics2D g = stageGraphics(viaDraw, t);
        g.setColor(COLORS[0]);
        Draw.disc(g, new org.creatureexplorer.sim.Vec2(x, y), r);
        g.dispose();
        g = stageGraphics(viaBatch, t);
        g.setColor(COLORS[0]);
        Draw.batch(g).disc(new org.creatureexplorer.sim.Vec2(x, y), r);
        g.dispose();
        g = stageGraphics(viaStamp, t);
        g.setColor(COLORS[0]);
        assertTrue(new DiscSprites().stamp(g, t, x, y, r));
        g.dispose();
        assertEquals(0, differing(viaDraw, viaStamp));
        assertEquals(0, differing(viaBatch, viaStamp));

        AffineTransform shear = new AffineTransform(1.7, 0.2, 0, 1.7, 3.3, 2.1);
        g = stageGraphics(sheared, shear);
        g.setColor(COLORS[0]);
        Draw.disc(g, new org.creatureexplorer.sim.Vec2(x, y), r);
        g.dispose();
        fill(shearedFill, shear, COLORS[0], x, y, r);
        assertEquals(0, differing(sheared, shearedFill), "under a shear the disc is filled as before");
    }
}
