package org.creatureexplorer.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsEnvironment;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.VolatileImage;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, point 9: on a real HiDPI screen (the toolkit started at a UI scale of 2, as a 200%
 * classroom laptop runs it) the stage's discs are stamped, not filled. A JVM of its own, since the
 * scale is fixed when the toolkit starts; it paints into the screen's own kind of image, whose
 * graphics carry the device's scale. The pixels themselves are checked against fills in
 * DiscSpritesTest under the same transform.
 */
class ScaledScreenStampsTest {

    @Test
    void aScaledScreenTakesStamps() throws Exception {
        assumeFalse(GraphicsEnvironment.isHeadless(), "no display (run under xvfb-run)");
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dsun.java2d.uiScale=2", "-cp", System.getProperty("java.class.path"), Probe.class.getName());
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes()).strip();
        assertEquals(0, p.waitFor(), out);
        assertEquals("device scale 2.0, transform scale 3.0, usable true, stamped true, large stamped true", out);
    }

    /** Runs in the child JVM: a disc on the screen's image at scale 2, under a stage zoom of 1.5. */
    public static final class Probe {
        public static void main(String[] args) {
            GraphicsConfiguration screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice().getDefaultConfiguration();
            VolatileImage image = screen.createCompatibleVolatileImage(200, 120);
            Graphics2D g = image.createGraphics();
            try {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
                g.transform(AffineTransform.getScaleInstance(1.5, 1.5));
                g.setColor(new Color(46, 139, 60));
                DiscSprites sprites = new DiscSprites();
                AffineTransform t = g.getTransform();
                boolean usable = sprites.usable(g, t);
                boolean stamped = usable && sprites.stamp(g, t, 40.3, 30.1, 3.2);
                // 24 device px: over the 16 of a 100% screen, within the 32 of a 200% one (the same disc at 1x is 12).
                boolean large = usable && sprites.stamp(g, t, 60.3, 30.1, 8);
                System.out.println("device scale " + g.getDeviceConfiguration().getDefaultTransform().getScaleX()
                        + ", transform scale " + t.getScaleX() + ", usable " + usable + ", stamped " + stamped + ", large stamped " + large);
            } finally {
                g.dispose();
            }
        }
    }
}
