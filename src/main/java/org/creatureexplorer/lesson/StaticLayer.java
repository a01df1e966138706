package org.creatureexplorer.lesson;

import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Parts of a stage that do not move (the grid) drawn once into an image and copied to the
 * screen on every later frame. The image is made in device pixels for the exact transform,
 * colour, stroke and hints of the call, so the copy is the same pixels as drawing it again; a
 * resize, zoom, theme or projector change is a new key and draws it afresh. Vector output (SVG
 * export) always gets the lines themselves.
 */
public final class StaticLayer {
    /**
     * Enough for every layer the window shows at once plus render's and bench's: the gallery
     * draws nine small stages, each with its own grid, and a cache that held fewer layers than
     * a frame uses would miss on every one of them, every frame. Bounded by pixels too, so full
     * 4K stages cannot pile up (16 M pixels is 64 MB).
     */
    private static final int KEPT = 32;
    private static final long KEPT_PIXELS = 16_000_000L;
    private static long keptPixels;
    private static final Map<Key, BufferedImage> IMAGES = new LinkedHashMap<>(16, 0.75f, true) {
        @Override protected boolean removeEldestEntry(Map.Entry<Key, BufferedImage> eldest) {
            // Called after each put, holding IMAGES' lock: drop least recently used layers until both bounds hold.
            var it = entrySet().iterator();
            while (size() > 1 && (size() > KEPT || keptPixels > KEPT_PIXELS) && it.hasNext()) {
                BufferedImage dropped = it.next().getValue();
                keptPixels -= (long) dropped.getWidth() * dropped.getHeight();
                it.remove();
            }
            return false;
        }
    };

    private StaticLayer() {}

    private record Key(String layer, double[] matrix, double width, double height, Color color, Stroke stroke,
                       Object antialias, Object strokeControl) {
        @Override public boolean equals(Object o) {
            return o instanceof Key k && layer.equals(k.layer) && Arrays.equals(matrix, k.matrix) && width == k.width
                    && height == k.height && color.equals(k.color) && stroke.equals(k.stroke)
                    && Objects.equals(antialias, k.antialias) && Objects.equals(strokeControl, k.strokeControl);
        }

        @Override public int hashCode() {
            return Objects.hash(layer, Arrays.hashCode(matrix), width, height, color, stroke, antialias, strokeControl);
        }
    }

    /**
     * Draws {@code layer} (named by {@code name} plus everything its look depends on, which the
     * caller folds into the name) over the stage rectangle 0..width x 0..height, from the cached
     * image when there is one. The layer is drawn with {@code g}'s current colour, stroke and hints.
     */
    public static void draw(Graphics2D g, String name, double width, double height, Consumer<Graphics2D> layer) {
        AffineTransform t = g.getTransform();
        if (!rasterTarget(g) || t.getShearX() != 0 || t.getShearY() != 0) {
            layer.accept(g);
            return;
        }
        // The layer's device rectangle, with room for stroke ends that stick out of the stage.
        double pad = 4 * Math.max(1, t.getScaleX());
        Rectangle2D device = t.createTransformedShape(new Rectangle2D.Double(0, 0, width, height)).getBounds2D();
        int x0 = (int) Math.floor(device.getMinX() - pad);
        int y0 = (int) Math.floor(device.getMinY() - pad);
        int w = (int) Math.ceil(device.getMaxX() + pad) - x0;
        int h = (int) Math.ceil(device.getMaxY() + pad) - y0;
        if (w <= 0 || h <= 0 || (long) w * h > 16_000_000L) {
            layer.accept(g);
            return;
        }
        double[] m = new double[6];
        t.getMatrix(m);
        // Only the fraction of the translation below a pixel changes how the lines fall on pixels.
        m[4] -= x0;
        m[5] -= y0;
        Key key = new Key(name, m, width, height, g.getColor(), g.getStroke(),
                g.getRenderingHint(RenderingHints.KEY_ANTIALIASING), g.getRenderingHint(RenderingHints.KEY_STROKE_CONTROL));
        BufferedImage image;
        synchronized (IMAGES) {
            image = IMAGES.get(key);
        }
        if (image == null) {
            image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB_PRE);
            Graphics2D ig = image.createGraphics();
            try {
                ig.setRenderingHints(g.getRenderingHints());
                ig.setComposite(AlphaComposite.SrcOver);
                ig.setTransform(new AffineTransform(m));
                ig.setColor(g.getColor());
                ig.setStroke(g.getStroke());
                layer.accept(ig);
            } finally {
                ig.dispose();
            }
            synchronized (IMAGES) {
                BufferedImage replaced = IMAGES.get(key);
                if (replaced != null) keptPixels -= (long) replaced.getWidth() * replaced.getHeight();
                keptPixels += (long) image.getWidth() * image.getHeight();
                IMAGES.put(key, image);
            }
        }
        Graphics2D dg = (Graphics2D) g.create();
        try {
            java.awt.Shape clip = dg.getClip();
            dg.setTransform(new AffineTransform());
            if (clip != null) dg.setClip(t.createTransformedShape(clip));
            dg.drawImage(image, x0, y0, null);
        } finally {
            dg.dispose();
        }
    }

    /** Screen and image graphics; not SVG or printing, which should keep the lines as vectors. */
    private static boolean rasterTarget(Graphics2D g) {
        return g.getClass().getName().equals("sun.java2d.SunGraphics2D");
    }
}
