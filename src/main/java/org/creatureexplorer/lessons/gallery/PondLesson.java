package org.creatureexplorer.lessons.gallery;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import org.creatureexplorer.creature.Koi;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.world.gallery.PondWorld;
import org.creatureexplorer.i18n.Tr;

/** Lesson 5.5: the koi pond: a wave grid stirred by koi, its floor seen through the moving surface. */
public final class PondLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<PondWorld> create() {
        SurfaceImage surface = new SurfaceImage();
        return Lesson.builder("pond", PondWorld.class)
                .params(PondWorld.PARAMS)
                .world(PondWorld::new)
                .painter(surface::paint)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.BONES, false)
                .overlay(Overlay.VECTORS, false)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.log("Largest height and wave energy", "height / energy", 1e-3, 1e6, "max_height", "energy"))
                .chart(ChartSpec.linear("Ring radius", "radius (px)", "ring_radius").withRange(0.0, null))
                .scenario(PondWorld.SCENARIO)
                .wantsPointerPress()
                .pointerHint("Click the water to poke it. Set poke on (restarts) for a still pond with one poke in the middle.")
                .description("A pond of 240 by 150 water cells seen from above; koi stir the water at their tails and the pebbles on the floor waver under the waves.")
                .build();
    }

    /**
     * The surface drawn into one image through its pixel array: one int per cell, no shape per
     * cell. What does not change from frame to frame is made once: the pebble map of the floor,
     * and, per look, a table of the finished colours (floor or pebble, crest or trough, 256
     * steps of wave height), so a frame is a slope, a look-up and a store per cell.
     */
    static final class SurfaceImage {
        /** Steps of |height| / 4 in the colour table: finer than one level of an 8-bit channel. */
        private static final int SHADES = 256;
        /** Device pixels per water cell above which the surface is smoothed (bilinear) rather than copied. */
        static final double SMOOTH_ABOVE = 2.5;
        private static final boolean[] PEBBLES = pebbleMap();

        private final BufferedImage image = new BufferedImage(PondWorld.COLS, PondWorld.ROWS, BufferedImage.TYPE_INT_RGB);
        private final int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        private Palette tablePalette;
        /** [floor 0 / pebble 1][crest 0 / trough 1][shade]: the blended colour. */
        private final int[][][] table = new int[2][2][SHADES];
        private final GalleryDraw.Skin skin = new GalleryDraw.Skin();

        synchronized void paint(Graphics2D g, PondWorld w, StageStyle s) {
            Palette p = s.palette();
            if (p != tablePalette) makeTable(p);
            // Two loops, not one with a test per cell: the gallery's pond tile runs with height
            // colouring off, and a loop the JIT had compiled there ran at a fifth of its speed
            // (13 ms a frame) when the pond lesson then turned it on.
            if (s.on(Overlay.CIRCLES)) shadeCells(w.heights());
            else floorCells(w.heights());
            // Smoothed only where a cell is big on screen: Java2D's bilinear scaling costs about
            // 2 ms for a gallery tile, and at under SMOOTH_ABOVE device pixels a cell the blocks do not show.
            boolean smooth = g.getTransform().getScaleX() * PondWorld.CELL > SMOOTH_ABOVE;
            Object hint = g.getRenderingHint(RenderingHints.KEY_INTERPOLATION);
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                    smooth ? RenderingHints.VALUE_INTERPOLATION_BILINEAR : RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
            g.drawImage(image, 0, 0, (int) w.stageWidth(), (int) w.stageHeight(), null);
            if (hint != null) g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, hint);
            for (Koi k : w.koi()) {
                GalleryDraw.koi(g, k, s, skin);
                if (s.on(Overlay.BONES)) GalleryDraw.bones(g, k, s);
            }
            if (s.on(Overlay.VECTORS)) Draw.grid(g, w.stageWidth(), w.stageHeight(), PondWorld.CELL * 10, s);
            if (s.on(Overlay.LABELS)) {
                double[] out = new double[3];
                w.sample(out);
                Draw.readout(g, 0, Tr.f("largest height %.2f \u00b7 energy %.3g", out[0], out[1]), s, p.text());
                if (out[2] > 0) Draw.readout(g, 1, Tr.f("ring radius %.0f px after %d steps", out[2], w.tick()), s, p.text());
            }
        }

        /** Each cell its floor's colour (seen through the slope), shaded by its height. */
        private void shadeCells(double[] h) {
            int cols = PondWorld.COLS, rows = PondWorld.ROWS;
            int[] floorCrest = table[0][0], floorTrough = table[0][1], stoneCrest = table[1][0], stoneTrough = table[1][1];
            for (int r = 0; r < rows; r++) {
                boolean innerRow = r > 0 && r < rows - 1;
                for (int c = 0; c < cols; c++) {
                    int i = r * cols + c;
                    boolean stone = stoneUnder(h, i, r, c, innerRow);
                    double t = Math.max(-1, Math.min(1, h[i] / 4));
                    int[] shades = t >= 0 ? (stone ? stoneCrest : floorCrest) : (stone ? stoneTrough : floorTrough);
                    pixels[i] = shades[(int) Math.round(Math.abs(t) * (SHADES - 1))];
                }
            }
        }

        /** Height colouring off: every cell is its floor's colour (seen through the slope) at shade 0. */
        private void floorCells(double[] h) {
            int cols = PondWorld.COLS, rows = PondWorld.ROWS;
            int floor = table[0][0][0], stone = table[1][0][0];
            for (int r = 0; r < rows; r++) {
                boolean innerRow = r > 0 && r < rows - 1;
                for (int c = 0; c < cols; c++) {
                    int i = r * cols + c;
                    pixels[i] = stoneUnder(h, i, r, c, innerRow) ? stone : floor;
                }
            }
        }

        /**
         * Slopes under this (each way) sample the cell's own floor: 1.6 times them is under half
         * a cell, so the rounding below lands on (c, r). Most of the pond is that calm (about 94%
         * in the gallery's tile), and skipping the rounding there makes the floor three times
         * quicker to colour: the gallery's busiest frame spent 12% of its time here.
         */
        static final double CALM_SLOPE = 0.3;

        /** Whether a pebble lies under cell i: the floor seen through the tilted surface, sampled 1.6 cells along the slope. */
        static boolean stoneUnder(double[] h, int i, int r, int c, boolean innerRow) {
            int cols = PondWorld.COLS, rows = PondWorld.ROWS;
            double sx = c > 0 && c < cols - 1 ? h[i + 1] - h[i - 1] : 0;
            double sy = innerRow ? h[i + cols] - h[i - cols] : 0;
            if (Math.abs(sx) < CALM_SLOPE && Math.abs(sy) < CALM_SLOPE) return PEBBLES[i];
            int fc = Math.max(0, Math.min(cols - 1, (int) Math.round(c + 1.6 * sx)));
            int fr = Math.max(0, Math.min(rows - 1, (int) Math.round(r + 1.6 * sy)));
            return PEBBLES[fr * cols + fc];
        }

        /** The colour of every (floor, side, shade) in this look: made again only when the look changes. */
        private void makeTable(Palette p) {
            Color deep = GalleryDraw.mix(p.circle(), p.background(), 0.55), stone = GalleryDraw.mix(p.ghost(), p.background(), 0.3);
            Color crest = p.background(), trough = GalleryDraw.mix(p.circle(), p.bone(), 0.5);
            Color[] bases = {deep, stone};
            Color[] tints = {crest, trough};
            for (int b = 0; b < 2; b++) {
                for (int side = 0; side < 2; side++) {
                    for (int k = 0; k < SHADES; k++) table[b][side][k] = blend(bases[b], tints[side], k / (double) (SHADES - 1) * 0.7);
                }
            }
            tablePalette = p;
        }

        private static boolean[] pebbleMap() {
            boolean[] map = new boolean[PondWorld.COLS * PondWorld.ROWS];
            for (int r = 0; r < PondWorld.ROWS; r++) {
                for (int c = 0; c < PondWorld.COLS; c++) map[r * PondWorld.COLS + c] = pebble(c, r);
            }
            return map;
        }

        /** Pebbles: a fixed scatter of round stones on the floor (a hash of the cell, no state). */
        static boolean pebble(int c, int r) {
            int cx = c / 9, cy = r / 9;
            int hash = (cx * 73856093) ^ (cy * 19349663);
            hash ^= hash >>> 13;
            hash *= 0x5bd1e995;
            hash ^= hash >>> 15;
            double ox = 2 + (hash & 7) * 0.7, oy = 2 + ((hash >>> 3) & 7) * 0.7, rad = 1.5 + ((hash >>> 6) & 3);
            double dx = c - cx * 9 - ox, dy = r - cy * 9 - oy;
            return (hash & 0x300) != 0 && dx * dx + dy * dy <= rad * rad;
        }

        private static int blend(Color a, Color b, double t) {
            int r = (int) (a.getRed() + (b.getRed() - a.getRed()) * t);
            int gr = (int) (a.getGreen() + (b.getGreen() - a.getGreen()) * t);
            int bl = (int) (a.getBlue() + (b.getBlue() - a.getBlue()) * t);
            return (r << 16) | (gr << 8) | bl;
        }
    }
}
