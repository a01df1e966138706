package org.creatureexplorer.lesson;

import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;

/**
 * Small filled discs stamped from images drawn once, instead of rasterised shape by shape.
 *
 * <p>Why: a chain's body, bones and joints are a few hundred small antialiased discs a frame.
 * On screen Java2D rasterises each one (Marlin) and sends its coverage mask to the display as a
 * separate upload; leaving the discs out took a fifth to a quarter off the event thread's time
 * in the busiest lessons (5.1, 5.8). A disc already drawn into an image is one copy of a cached picture: about a
 * twentieth of the cost (400 discs of radius 8 px: 2.9 ms filled, 0.17 ms stamped, Xvfb).
 *
 * <p>What changes on screen: nothing one can see. A sprite is the same antialiased disc, drawn
 * by the same rasteriser into a transparent image and laid over the stage with the same
 * blending; only its centre is rounded to a quarter of a device pixel and its radius to an
 * eighth, so an edge pixel's shade can differ by the coverage of that sliver.
 *
 * <p>Used only where a stamp lands exactly on device pixels: a raster target with default
 * (source-over, opaque) blending, antialiasing on, pure strokes, a plain colour, and a
 * transform that only scales (the same in x and y) and translates. On a HiDPI screen (a UI
 * scale of 125 to 200%) the graphics' transform already holds the device's scale (Java2D puts
 * it there, and an identity transform addresses device pixels), so the sprite is drawn at device
 * resolution and lands on whole device pixels there too: a scaled screen stamps as a 1x one does
 * (before, it fell back to filling, and a 2x frame cost 1.3 to 2.2 times the CPU of 1x).
 * Larger discs (over {@link #MAX_RADIUS} device px times the screen's scale) are filled as before. One
 * cache per thread, as {@link Draw}'s scratch shapes: the event thread and a render or bench
 * thread never share an image.
 */
final class DiscSprites {
    /** Sub-pixel positions per device pixel, each way (16 images per disc size and colour). */
    static final int STEPS = 4;
    /** Radius steps per device pixel. */
    static final int RADIUS_STEPS = 8;
    /**
     * Discs larger than this (device px, on a screen without a scale of its own; times the
     * screen's scale on a HiDPI one, so a 200% screen stamps the same discs as 100%) are filled:
     * few (one disc in ten on the 30 stages in projection at 1920x1080, where most are 1 to 5 px),
     * and their images would be large.
     */
    static final double MAX_RADIUS = 16;
    /**
     * Images kept before the cache starts again. A lesson settles at one to two thousand (5.8's
     * two snakes: 40 radii, body and rim, 16 positions each), so two looks fit.
     */
    static final int CAPACITY = 8192;
    /** ... and pixels kept (4 bytes each): a disc whose radius changes every frame makes a new image every frame. */
    static final int PIXEL_CAPACITY = 1 << 21;

    private final long[] keys = new long[CAPACITY * 2];
    private final BufferedImage[] images = new BufferedImage[CAPACITY * 2];
    private int size;
    /** Pixels in the images kept. */
    private int pixels;
    /** Images drawn so far (tests check the cache with it). */
    private int made;
    private final Ellipse2D.Double shape = new Ellipse2D.Double();

    /** The last device seen (asking it for its scale makes a transform) and the largest radius stamped there, device px. */
    private java.awt.GraphicsConfiguration device;
    private double maxRadius = MAX_RADIUS;

    /** Whether {@code g}, with user-to-device transform {@code t}, can take stamps (see the class comment). */
    boolean usable(Graphics2D g, AffineTransform t) {
        if (!Draw.rasterTarget(g)) return false;
        if (t.getShearX() != 0 || t.getShearY() != 0 || t.getScaleX() <= 0 || t.getScaleX() != t.getScaleY()) return false;
        if (g.getComposite() != AlphaComposite.SrcOver) return false;
        if (g.getRenderingHint(RenderingHints.KEY_ANTIALIASING) != RenderingHints.VALUE_ANTIALIAS_ON) return false;
        if (g.getRenderingHint(RenderingHints.KEY_STROKE_CONTROL) != RenderingHints.VALUE_STROKE_PURE) return false;
        java.awt.GraphicsConfiguration config = g.getDeviceConfiguration();
        if (config != device) {
            AffineTransform screen = config.getDefaultTransform();
            maxRadius = MAX_RADIUS * Math.max(1, Math.min(4, Math.max(screen.getScaleX(), screen.getScaleY())));
            device = config;
        }
        return true;
    }

    /**
     * Stamps the disc of radius r (user px) round (x, y) into g, whose transform is {@code t}
     * (checked by {@link #usable}); false, drawing nothing, when it is not a disc for a stamp
     * (too large, not a plain colour): the caller fills it.
     */
    boolean stamp(Graphics2D g, AffineTransform t, double x, double y, double r) {
        double scale = t.getScaleX();
        double radius = r * scale;
        if (!(radius > 0 && radius <= maxRadius)) return false;
        if (!(g.getPaint() instanceof Color color)) return false;
        double dx = x * scale + t.getTranslateX();
        double dy = y * scale + t.getTranslateY();
        // Whole device pixels past these are beyond any int an image can be drawn at.
        if (!(Math.abs(dx) < 1e8 && Math.abs(dy) < 1e8)) return false;
        long qx = Math.round(dx * STEPS), qy = Math.round(dy * STEPS);
        int radiusSteps = (int) Math.round(radius * RADIUS_STEPS);
        if (radiusSteps == 0) return false;
        int fx = (int) Math.floorMod(qx, STEPS), fy = (int) Math.floorMod(qy, STEPS);
        BufferedImage image = image(color.getRGB(), radiusSteps, fx, fy);
        int pad = pad(radiusSteps);
        int left = (int) Math.floorDiv(qx, STEPS) - pad, top = (int) Math.floorDiv(qy, STEPS) - pad;
        StaticLayer.drawInDevicePixels(g, t, image, left, top);
        return true;
    }

    /**
     * Pixels from an image's edge to the whole pixel its disc is centred in: the radius rounded
     * up. The centre is at most 3/4 px into that pixel, so a side of twice this plus one holds
     * the disc (antialiasing shades only pixels the disc touches).
     */
    private static int pad(int radiusSteps) {
        return (radiusSteps + RADIUS_STEPS - 1) / RADIUS_STEPS;
    }

    private BufferedImage image(int argb, int radiusSteps, int fx, int fy) {
        long key = ((long) argb << 32) | ((long) radiusSteps << 4) | ((long) fx << 2) | fy;
        int mask = keys.length - 1;
        int i = (int) mix(key) & mask;
        while (images[i] != null) {
            if (keys[i] == key) return images[i];
            i = (i + 1) & mask;
        }
        int side = 2 * pad(radiusSteps) + 1;
        if (size == CAPACITY || pixels + side * side > PIXEL_CAPACITY) {
            java.util.Arrays.fill(images, null);
            size = 0;
            pixels = 0;
            i = (int) mix(key) & mask;
        }
        BufferedImage image = draw(argb, radiusSteps, fx, fy);
        keys[i] = key;
        images[i] = image;
        size++;
        pixels += side * side;
        made++;
        return image;
    }

    int made() { return made; }

    int size() { return size; }

    int pixels() { return pixels; }

    private static long mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return h ^ (h >>> 29);
    }

    /** The disc drawn as the stage would draw it, centred a quarter-pixel step into its whole pixel. */
    private BufferedImage draw(int argb, int radiusSteps, int fx, int fy) {
        int pad = pad(radiusSteps);
        int side = 2 * pad + 1;
        BufferedImage image = new BufferedImage(side, side, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setColor(new Color(argb, true));
            double r = radiusSteps / (double) RADIUS_STEPS;
            shape.setFrame(pad + fx / (double) STEPS - r, pad + fy / (double) STEPS - r, 2 * r, 2 * r);
            g.fill(shape);
        } finally {
            g.dispose();
        }
        return image;
    }
}
