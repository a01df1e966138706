package org.creatureexplorer.lessons.jeremiah;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.BiConsumer;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;

/** Paints a stage with and without the Explain overlay and counts the pixels it changed. */
public final class ExplainPaint {
    private ExplainPaint() {}

    public static BufferedImage paint(BiConsumer<Graphics2D, StageStyle> painter, Set<Overlay> overlays, double width, double height) {
        double scale = 2;
        BufferedImage img = new BufferedImage((int) (width * scale), (int) (height * scale), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Palette.LIGHT.background());
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.scale(scale, scale);
        painter.accept(g, new StageStyle(overlays, Palette.LIGHT, scale, 1));
        g.dispose();
        return img;
    }

    public static int pixelsChangedByExplain(BiConsumer<Graphics2D, StageStyle> painter, Set<Overlay> others) {
        return pixelsChangedByExplain(painter, others, 600, 600);
    }

    public static int pixelsChangedByExplain(BiConsumer<Graphics2D, StageStyle> painter, Set<Overlay> others, double width, double height) {
        return pixelsChangedByExplain(painter, others, width, height, new java.awt.geom.Rectangle2D.Double(0, 0, width, height));
    }

    /** Only the pixels inside {@code region} (stage px): where the figure is drawn, away from the readouts. */
    public static int pixelsChangedByExplain(BiConsumer<Graphics2D, StageStyle> painter, Set<Overlay> others, double width, double height,
                                             java.awt.geom.Rectangle2D region) {
        EnumSet<Overlay> with = others.isEmpty() ? EnumSet.noneOf(Overlay.class) : EnumSet.copyOf(others);
        with.add(Overlay.EXPLAIN);
        EnumSet<Overlay> without = EnumSet.copyOf(with);
        without.remove(Overlay.EXPLAIN);
        BufferedImage a = paint(painter, with, width, height);
        BufferedImage b = paint(painter, without, width, height);
        int n = 0;
        int x0 = (int) (region.getMinX() * 2), x1 = (int) Math.min(a.getWidth(), region.getMaxX() * 2);
        int y0 = (int) (region.getMinY() * 2), y1 = (int) Math.min(a.getHeight(), region.getMaxY() * 2);
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) if (a.getRGB(x, y) != b.getRGB(x, y)) n++;
        }
        return n;
    }
}
