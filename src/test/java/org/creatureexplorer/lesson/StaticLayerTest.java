package org.creatureexplorer.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/** The grid copied from its cached image is the grid drawn line by line, and follows the look. */
class StaticLayerTest {
    private static final int W = 640, H = 400;

    /** A stage as StageView sets it up: background, a fractional offset and scale, the stage clip. */
    private static BufferedImage paint(Palette palette, double scale, boolean cached) {
        BufferedImage img = new BufferedImage(W, H, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setColor(palette.background());
        g.fillRect(0, 0, W, H);
        g.transform(new AffineTransform(scale, 0, 0, scale, 13.37, 7.6));
        g.clip(new Rectangle2D.Double(0, 0, 240, 150));
        StageStyle style = new StageStyle(EnumSet.noneOf(Overlay.class), palette, scale, 1);
        if (cached) {
            Draw.grid(g, 240, 150, 16, style);
        } else {
            g.setColor(palette.grid());
            g.setStroke(style.stroke(1));
            for (double x = 16; x < 240; x += 16) g.draw(new Line2D.Double(x, 0, x, 150));
            for (double y = 16; y < 150; y += 16) g.draw(new Line2D.Double(0, y, 240, y));
        }
        g.dispose();
        return img;
    }

    /** Largest difference of any channel of any pixel. */
    private static int maxDifference(BufferedImage a, BufferedImage b) {
        int worst = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y), q = b.getRGB(x, y);
                for (int shift = 0; shift <= 16; shift += 8) worst = Math.max(worst, Math.abs(((p >> shift) & 0xFF) - ((q >> shift) & 0xFF)));
            }
        }
        return worst;
    }

    @Test
    void cachedGridIsTheGridDrawnLineByLine() {
        for (double scale : new double[] {1, 2.53}) {
            BufferedImage direct = paint(Palette.LIGHT, scale, false);
            BufferedImage first = paint(Palette.LIGHT, scale, true);   // draws the image
            BufferedImage second = paint(Palette.LIGHT, scale, true);  // copies it
            // Compositing the coverage through an image rounds once more: at most 1 level in 255.
            assertTrue(maxDifference(direct, first) <= 1, "scale " + scale + ": " + maxDifference(direct, first));
            assertEquals(0, maxDifference(first, second), "scale " + scale);
        }
    }

    @Test
    void anotherLookDrawsTheGridAgain() {
        BufferedImage light = paint(Palette.LIGHT, 2, true);
        BufferedImage dark = paint(Palette.DARK, 2, true);
        assertTrue(maxDifference(paint(Palette.DARK, 2, false), dark) <= 1, "the dark grid is not the light one's image");
        assertTrue(maxDifference(light, dark) > 16);
    }

    @Test
    void alphaRampFadesFromTransparentToTheColour() {
        Color c = new Color(10, 120, 230);
        Color[] ramp = StyleCache.alphaRamp(c, 7);
        assertEquals(7, ramp.length);
        for (int i = 0; i < 7; i++) {
            assertEquals((int) (255 * (double) i / 7), ramp[i].getAlpha());
            assertEquals(c.getRGB() & 0xFFFFFF, ramp[i].getRGB() & 0xFFFFFF);
        }
        assertTrue(StyleCache.alphaRamp(c, 7) == ramp, "made once");
        assertEquals(StyleCache.font(java.awt.Font.BOLD, 13.5f), new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.BOLD, 12).deriveFont(java.awt.Font.BOLD, 13.5f));
    }
}
