package org.creatureexplorer.ui;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.creatureexplorer.lesson.Palette;

/**
 * The clip's fixed palette: index 0 transparent, then every colour of the look, each blended
 * with the ground at three strengths (anti-aliased edges and faded trails), a grey ramp and
 * a coarse colour cube for anything else. Each RGB value maps to its nearest entry, found once.
 */
final class ClipPalette {
    final IndexColorModel model;
    private final int[] rgb;
    private final Map<Integer, Byte> nearest = new HashMap<>();

    ClipPalette(Palette p) { this(p, null); }

    /** The stage's colours and, for a clip with charts, the charts' (their lines blended with the plot's ground). */
    ClipPalette(Palette p, Theme.ChartColors charts) {
        Color ground = p.background();
        List<Color> named = List.of(p.background(), p.grid(), p.body(), p.bodyEdge(), p.bone(), p.joint(), p.circle(),
                p.target(), p.vector(), p.ghost(), p.trail(), p.text(), p.textHalo(), p.accent(), p.warning(), p.handle());
        Set<Integer> entries = new LinkedHashSet<>();
        for (Color c : named) {
            entries.add(c.getRGB() & 0xFFFFFF);
            for (double t : new double[] {0.25, 0.5, 0.75}) entries.add(blend(c, ground, t));
        }
        if (charts != null) {
            List<Color> chartColours = new ArrayList<>(List.of(charts.background(), charts.plot(), charts.text(), charts.grid(), charts.guide()));
            chartColours.addAll(List.of(charts.series()));
            for (Color c : chartColours) {
                entries.add(c.getRGB() & 0xFFFFFF);
                for (double t : new double[] {0.3, 0.5, 0.7}) entries.add(blend(c, charts.plot(), t));
            }
        }
        for (int i = 0; i < 16; i++) entries.add(grey(i * 255 / 15));
        for (int r = 0; r < 5; r++) for (int g = 0; g < 5; g++) for (int b = 0; b < 5; b++) {
            if (entries.size() < 255) entries.add((r * 255 / 4) << 16 | (g * 255 / 4) << 8 | b * 255 / 4);
        }
        List<Integer> list = new ArrayList<>(entries);
        rgb = new int[list.size() + 1];
        byte[] rs = new byte[256], gs = new byte[256], bs = new byte[256];
        for (int i = 0; i < list.size(); i++) {
            int c = list.get(i);
            rgb[i + 1] = c;
            rs[i + 1] = (byte) (c >> 16);
            gs[i + 1] = (byte) (c >> 8);
            bs[i + 1] = (byte) c;
        }
        model = new IndexColorModel(8, 256, rs, gs, bs, ClipRecorder.TRANSPARENT);
    }

    int size() { return rgb.length; }

    /** Palette indices of every pixel of an RGB image, row by row. */
    byte[] index(BufferedImage img) {
        int w = img.getWidth();
        int h = img.getHeight();
        int[] pixels = img.getRGB(0, 0, w, h, null, 0, w);
        byte[] out = new byte[pixels.length];
        int last = -1;
        byte lastIndex = 0;
        for (int i = 0; i < pixels.length; i++) {
            int c = pixels[i] & 0xFFFFFF;
            if (c != last) {
                last = c;
                lastIndex = nearest.computeIfAbsent(c, this::closest);
            }
            out[i] = lastIndex;
        }
        return out;
    }

    private byte closest(int c) {
        int r = c >> 16 & 255, g = c >> 8 & 255, b = c & 255;
        int best = 1;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 1; i < rgb.length; i++) {
            int dr = r - (rgb[i] >> 16 & 255), dg = g - (rgb[i] >> 8 & 255), db = b - (rgb[i] & 255);
            long d = 2L * dr * dr + 4L * dg * dg + 3L * db * db; // the eye weighs green most
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return (byte) best;
    }

    private static int blend(Color c, Color ground, double t) {
        int r = (int) Math.round(c.getRed() * t + ground.getRed() * (1 - t));
        int g = (int) Math.round(c.getGreen() * t + ground.getGreen() * (1 - t));
        int b = (int) Math.round(c.getBlue() * t + ground.getBlue() * (1 - t));
        return r << 16 | g << 8 | b;
    }

    private static int grey(int v) { return v << 16 | v << 8 | v; }
}
