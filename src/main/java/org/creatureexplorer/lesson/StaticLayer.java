package org.creatureexplorer.lesson;

import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
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

    /**
     * What a cached image depends on. The lookup fills a per-thread probe in place (no matrix
     * array, no boxed numbers); the map keeps copies. Matrix entries compare bit for bit (as
     * Arrays.equals on the matrix did), sizes with ==.
     */
    private static final class Key {
        String layer;
        /** The transform into the image, AffineTransform.getMatrix order: m00, m10, m01, m11, m02, m12. */
        final double[] matrix = new double[6];
        double width, height;
        Color color;
        Stroke stroke;
        Object antialias, strokeControl;
        int hash;

        void rehash() {
            int h = layer.hashCode();
            for (double v : matrix) h = 31 * h + Double.hashCode(v);
            h = 31 * h + Double.hashCode(width);
            h = 31 * h + Double.hashCode(height);
            h = 31 * h + color.hashCode();
            h = 31 * h + stroke.hashCode();
            h = 31 * h + Objects.hashCode(antialias);
            hash = 31 * h + Objects.hashCode(strokeControl);
        }

        Key copy() {
            Key k = new Key();
            k.layer = layer;
            System.arraycopy(matrix, 0, k.matrix, 0, 6);
            k.width = width;
            k.height = height;
            k.color = color;
            k.stroke = stroke;
            k.antialias = antialias;
            k.strokeControl = strokeControl;
            k.hash = hash;
            return k;
        }

        @Override public boolean equals(Object o) {
            if (!(o instanceof Key k) || hash != k.hash) return false;
            for (int i = 0; i < 6; i++) {
                if (Double.doubleToLongBits(matrix[i]) != Double.doubleToLongBits(k.matrix[i])) return false;
            }
            return layer.equals(k.layer) && width == k.width && height == k.height && color.equals(k.color)
                    && stroke.equals(k.stroke) && Objects.equals(antialias, k.antialias)
                    && Objects.equals(strokeControl, k.strokeControl);
        }

        @Override public int hashCode() { return hash; }
    }

    /** Per thread: the lookup key filled in place, and room for the stage rectangle's corners. */
    private static final class Scratch {
        final Key probe = new Key();
        final double[] corner = new double[2];
        final double[] bounds = new double[4];
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);
    private static final AffineTransform IDENTITY = new AffineTransform();

    /**
     * Draws {@code layer} (named by {@code name} plus everything its look depends on, which the
     * caller folds into the name) over the stage rectangle 0..width x 0..height, from the cached
     * image when there is one. The layer is drawn with {@code g}'s current colour, stroke and hints.
     * A frame that finds its image allocates next to nothing: the key is a per-thread probe, and
     * the image is copied through {@code g} itself (its transform set to identity and back)
     * rather than through a copy of {@code g}.
     */
    public static void draw(Graphics2D g, String name, double width, double height, Consumer<Graphics2D> layer) {
        AffineTransform t = g.getTransform();
        if (!rasterTarget(g) || t.getShearX() != 0 || t.getShearY() != 0) {
            layer.accept(g);
            return;
        }
        Scratch s = SCRATCH.get();
        // The layer's device rectangle, with room for stroke ends that stick out of the stage.
        double pad = 4 * Math.max(1, t.getScaleX());
        deviceBounds(t, width, height, s);
        double[] device = s.bounds;
        int x0 = (int) Math.floor(device[0] - pad);
        int y0 = (int) Math.floor(device[1] - pad);
        int w = (int) Math.ceil(device[2] + pad) - x0;
        int h = (int) Math.ceil(device[3] + pad) - y0;
        if (w <= 0 || h <= 0 || (long) w * h > 16_000_000L) {
            layer.accept(g);
            return;
        }
        Key key = probe(s, name, g, t, x0, y0, width, height);
        BufferedImage image;
        synchronized (IMAGES) {
            image = IMAGES.get(key);
        }
        Key kept = image == null ? key.copy() : null;
        key.layer = null; // the probe holds no name, colour or stroke between calls
        key.color = null;
        key.stroke = null;
        if (image == null) {
            image = drawIntoImage(g, kept, w, h, layer);
            keep(kept, image);
        }
        drawInDevicePixels(g, t, image, x0, y0);
    }

    /**
     * Fills the thread's probe with what this call's image depends on: the layer's name, g's
     * transform into an image whose top-left is device pixel (x0, y0), the stage's size and g's
     * colour, stroke and hints.
     */
    private static Key probe(Scratch s, String name, Graphics2D g, AffineTransform t, int x0, int y0, double width, double height) {
        Key key = s.probe;
        key.layer = name;
        double[] m = key.matrix;
        t.getMatrix(m);
        // Only the fraction of the translation below a pixel changes how the lines fall on pixels.
        m[4] -= x0;
        m[5] -= y0;
        key.width = width;
        key.height = height;
        key.color = g.getColor();
        key.stroke = g.getStroke();
        key.antialias = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        key.strokeControl = g.getRenderingHint(RenderingHints.KEY_STROKE_CONTROL);
        key.rehash();
        return key;
    }

    /** A new w x h image with {@code layer} drawn in it through {@code key}'s transform, with g's hints, colour and stroke. */
    private static BufferedImage drawIntoImage(Graphics2D g, Key key, int w, int h, Consumer<Graphics2D> layer) {
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D ig = image.createGraphics();
        try {
            ig.setRenderingHints(g.getRenderingHints());
            ig.setComposite(AlphaComposite.SrcOver);
            ig.setTransform(new AffineTransform(key.matrix));
            ig.setColor(g.getColor());
            ig.setStroke(g.getStroke());
            layer.accept(ig);
        } finally {
            ig.dispose();
        }
        return image;
    }

    /** Caches {@code image} under {@code key}, counting its pixels toward the bound (and no longer those of one it replaces). */
    private static void keep(Key key, BufferedImage image) {
        synchronized (IMAGES) {
            BufferedImage replaced = IMAGES.get(key);
            if (replaced != null) keptPixels -= (long) replaced.getWidth() * replaced.getHeight();
            keptPixels += (long) image.getWidth() * image.getHeight();
            IMAGES.put(key, image);
        }
    }

    /**
     * Copies {@code image} with its top-left at device pixel (x, y), through {@code g} itself: its
     * transform set to identity and back to {@code t} (g's own). The clip stays as it is: Graphics2D
     * keeps it in device space, so changing the transform does not move it (a copy of g, as the
     * layers used to make, cost more than the rest of a cached frame). Layers and stamped discs.
     */
    static void drawInDevicePixels(Graphics2D g, AffineTransform t, BufferedImage image, int x, int y) {
        g.setTransform(IDENTITY);
        try {
            g.drawImage(image, x, y, null);
        } finally {
            g.setTransform(t);
        }
    }

    /** {@link #deviceBounds(AffineTransform, double, double, Scratch)} into a new array (for tests). */
    static double[] deviceBounds(AffineTransform t, double width, double height) {
        Scratch s = new Scratch();
        deviceBounds(t, width, height, s);
        return s.bounds.clone();
    }

    /**
     * The bounds of the stage rectangle (0, 0, width, height) through {@code t} as {xmin, ymin,
     * xmax, ymax} into {@code s.bounds}: the same doubles as
     * {@code t.createTransformedShape(new Rectangle2D.Double(0, 0, width, height)).getBounds2D()}
     * (its corners in the rectangle's path order, each through {@code t.transform}, the path's
     * bounds taken from the last point back, and the maximum as minimum plus size), without the
     * path and rectangles that made.
     */
    private static void deviceBounds(AffineTransform t, double width, double height, Scratch s) {
        double[] b = s.bounds;
        if (width < 0 || height < 0) { // an empty path: bounds (0, 0, 0, 0)
            b[0] = b[1] = b[2] = b[3] = 0;
            return;
        }
        double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
        for (int corner = 3; corner >= 0; corner--) {
            double[] c = s.corner;
            c[0] = 0.0;
            c[1] = 0.0;
            if (corner == 1 || corner == 2) c[0] += width;
            if (corner == 2 || corner == 3) c[1] += height;
            t.transform(c, 0, c, 0, 1);
            if (corner == 3) {
                x1 = x2 = c[0];
                y1 = y2 = c[1];
            } else {
                if (c[0] < x1) x1 = c[0];
                if (c[1] < y1) y1 = c[1];
                if (c[0] > x2) x2 = c[0];
                if (c[1] > y2) y2 = c[1];
            }
        }
        b[0] = x1;
        b[1] = y1;
        b[2] = x1 + (x2 - x1);
        b[3] = y1 + (y2 - y1);
    }

    /** Screen and image graphics; not SVG or printing, which should keep the lines as vectors. */
    private static boolean rasterTarget(Graphics2D g) {
        return g.getClass().getName().equals("sun.java2d.SunGraphics2D");
    }
}
