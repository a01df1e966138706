package org.creatureexplorer.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.SplittableRandom;
import org.creatureexplorer.sim.Vec2;
import org.junit.jupiter.api.Test;

/**
 * Draw.disc and Draw.circle skip the visible-box lookup when culling could not change a pixel
 * (Draw.cullingChangesNothing). Here they draw circles all round the edges of the visible box,
 * under scales from the smallest that skips (1/16) to 4 and one below it, with strokes up to the
 * widest that skips and beyond (where skipping would show),  and the picture must be the one the old way gives: the box from
 * getClipBounds, a circle outside it (or over eight box sizes across) left out.
 */
class CircleCullingTest {
    private static final int W = 160, H = 120;

    private static Graphics2D graphics(BufferedImage img, double scale, boolean pure) {
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, pure ? RenderingHints.VALUE_STROKE_PURE : RenderingHints.VALUE_STROKE_NORMALIZE);
        g.clip(new Rectangle2D.Double(20.5, 15.25, 100.3, 80.6)); // a clip between device pixels
        g.translate(23.7, 18.2);
        g.scale(scale, scale);
        g.setColor(new Color(20, 40, 200, 180));
        return g;
    }

    /** Discs small enough are stamped, culled or not ({@link DiscSpritesTest}); the old way stamps them too. */
    private static final DiscSprites SPRITES = new DiscSprites();

    /** The old disc and circle: the box from getClipBounds (64 px margin), cull, then draw. */
    private static void oldWay(Graphics2D g, Vec2 c, double r, boolean stroked) {
        Rectangle clip = g.getClipBounds();
        double[] box = clip == null ? new double[] {-1e5, -1e5, 1e5, 1e5}
                : new double[] {clip.getMinX() - 64, clip.getMinY() - 64, clip.getMaxX() + 64, clip.getMaxY() + 64};
        if (!c.isFinite() || !Double.isFinite(r)) return;
        double w = box[2] - box[0], h = box[3] - box[1];
        if (Math.abs(r) > 8 * Math.max(w, h)) return;
        if (!(c.x() + r >= box[0] && c.x() - r <= box[2] && c.y() + r >= box[1] && c.y() - r <= box[3])) return;
        Ellipse2D.Double e = new Ellipse2D.Double(c.x() - r, c.y() - r, 2 * r, 2 * r);
        if (stroked) g.draw(e);
        else if (!(SPRITES.usable(g, g.getTransform()) && SPRITES.stamp(g, g.getTransform(), c.x(), c.y(), r))) g.fill(e);
    }

    private static final BasicStroke[] STROKES = {
        new BasicStroke(1f), new BasicStroke(8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND),
        new BasicStroke(32f, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER, 10f, new float[] {20f, 30f}, 0f),
        new BasicStroke(32f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND),
        // Wider than the skip allows (their box is looked up): a 150 px line reaches 75 px, past the box's margin.
        new BasicStroke(60f, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER),
        new BasicStroke(150f, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER, 10f, new float[] {30f, 40f}, 0f),
        new BasicStroke(150f)
    };

    @Test
    void circlesAroundTheVisibleBoxDrawAsCullingDrewThem() {
        SplittableRandom random = new SplittableRandom(7);
        // 1/200 is below the smallest scale that skips: there the box's 64 px margin is a third of a device pixel.
        for (double scale : new double[] {1.0 / 16, 0.1, 0.6465277777777778, 1, 4, 1.0 / 200}) {
            for (boolean pure : new boolean[] {true, false}) {
                BufferedImage expected = new BufferedImage(W, H, BufferedImage.TYPE_INT_ARGB);
                BufferedImage actual = new BufferedImage(W, H, BufferedImage.TYPE_INT_ARGB);
                Graphics2D ge = graphics(expected, scale, pure);
                Graphics2D ga = graphics(actual, scale, pure);
                double[] box = Draw.visibleBox(ga);
                for (int i = 0; i < 600; i++) {
                    double r = i % 50 == 0 ? random.nextDouble(-20, 0) : i % 7 == 0 ? random.nextDouble(100, 1100) : random.nextDouble(0, 40);
                    // A centre just outside or inside an edge of the box, by up to a few stage px beyond the radius.
                    double along = random.nextDouble(box[0] - 50, box[2] + 50);
                    double across = random.nextDouble(-6, 6) + (random.nextBoolean() ? r : -r);
                    int edge = random.nextInt(4);
                    Vec2 c;
                    c = switch (edge) {
                        case 0 -> new Vec2(box[0] - across, random.nextDouble(box[1] - 50, box[3] + 50));
                        case 1 -> new Vec2(box[2] + across, random.nextDouble(box[1] - 50, box[3] + 50));
                        case 2 -> new Vec2(along, box[1] - across);
                        default -> new Vec2(along, box[3] + across);
                    };
                    if (i % 11 == 0) {
                        // Over eight box sizes across at the larger scales (culled), over the picture.
                        r = random.nextDouble(1100, 3000);
                        c = new Vec2(random.nextDouble(box[0], box[2]), random.nextDouble(box[1], box[3]));
                    }
                    boolean stroked = i % 2 == 1;
                    if (stroked) {
                        BasicStroke s = STROKES[random.nextInt(STROKES.length)];
                        ge.setStroke(s);
                        ga.setStroke(s);
                        oldWay(ge, c, r, true);
                        Draw.circle(ga, c, r);
                    } else {
                        oldWay(ge, c, r, false);
                        Draw.disc(ga, c, r);
                    }
                }
                ge.dispose();
                ga.dispose();
                int differ = 0;
                for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) if (expected.getRGB(x, y) != actual.getRGB(x, y)) differ++;
                assertEquals(0, differ, "pixels that differ at scale " + scale + (pure ? ", pure strokes" : ", normalized strokes"));
            }
        }
    }
}
