package org.creatureexplorer.lessons.skeletons;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.EnumSet;
import java.util.Set;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.world.skeletons.BodiesWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.junit.jupiter.api.Test;

/** The two stages paint every overlay in every state without failing, and the overlays show what they promise. */
class FoldAndBodiesPaintTest {
    private static final double SCALE = 2;

    private static BufferedImage paint(java.util.function.BiConsumer<Graphics2D, StageStyle> painter, Set<Overlay> overlays) {
        BufferedImage img = new BufferedImage(960, 600, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Palette.LIGHT.background());
        g.fillRect(0, 0, 960, 600);
        g.scale(SCALE, SCALE);
        painter.accept(g, new StageStyle(overlays, Palette.LIGHT, SCALE, 1));
        g.dispose();
        return img;
    }

    private static int pixelsNear(BufferedImage img, Color c) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                Color p = new Color(img.getRGB(x, y));
                if (Math.abs(p.getRed() - c.getRed()) + Math.abs(p.getGreen() - c.getGreen()) + Math.abs(p.getBlue() - c.getBlue()) < 30) n++;
            }
        }
        return n;
    }

    @Test
    void theFoldStagePaintsEveryOverlayAndMarksOverlapsOnlyWhenThereAreAny() {
        for (double limit : new double[] {3.15, 0.35, 0.7}) {
            ParamValues p = ParamValues.defaults(FoldWorld.PARAMS);
            p.set("max-bend", limit);
            FoldWorld w = FoldWorld.foldingFromStart(p);
            for (int t = 0; t < 30; t++) w.step();
            paint((g, s) -> FoldLesson.paint(g, w, s), EnumSet.allOf(Overlay.class));
            paint((g, s) -> FoldLesson.paint(g, w, s), EnumSet.noneOf(Overlay.class));
            // Circles only: overlapping circles are drawn in the warning colour.
            int warning = pixelsNear(paint((g, s) -> FoldLesson.paint(g, w, s), EnumSet.of(Overlay.CIRCLES)), Palette.LIGHT.warning());
            if (w.overlappingPairs().isEmpty()) assertTrue(warning == 0, limit + ": no overlap, yet " + warning + " warning pixels");
            else assertTrue(warning > 100, limit + ": overlaps must show, " + warning + " warning pixels");
        }
    }

    @Test
    void jointsOnTheLimitAreHighlightedUnderBones() {
        FoldWorld w = FoldWorld.foldingFromStart(ParamValues.defaults(FoldWorld.PARAMS));
        for (int t = 0; t < 30; t++) w.step();
        assertTrue(w.chain().jointsAtLimit() > 0);
        int marked = pixelsNear(paint((g, s) -> FoldLesson.paint(g, w, s), EnumSet.of(Overlay.BONES)), Palette.LIGHT.warning());
        assertTrue(marked > 100, "highlighted joints: " + marked + " px");
    }

    @Test
    void theBodiesStagePaintsWithAndWithoutSkinAtAnyWidth() {
        for (double width : new double[] {0.25, 1, 4}) {
            for (int skin = 0; skin <= 1; skin++) {
                ParamValues p = ParamValues.defaults(BodiesWorld.PARAMS);
                p.set("width", width);
                p.set("skin", skin);
                BodiesWorld w = new BodiesWorld(p);
                for (int t = 0; t < 200; t++) w.step();
                paint((g, s) -> BodiesLesson.paint(g, w, s), EnumSet.allOf(Overlay.class));
                BufferedImage bare = paint((g, s) -> BodiesLesson.paint(g, w, s), EnumSet.noneOf(Overlay.class));
                int body = pixelsNear(bare, Palette.LIGHT.body());
                if (skin == 1) assertTrue(body > 500, "the snake's skin is drawn: " + body);
                else assertTrue(body == 0, "no skin, no body colour: " + body);
            }
        }
        BodiesWorld w = new BodiesWorld(ParamValues.defaults(BodiesWorld.PARAMS));
        w.apply(new Input.SetParam("show", 2));
        int snake = pixelsNear(paint((g, s) -> BodiesLesson.paint(g, w, s), EnumSet.noneOf(Overlay.class)), Palette.LIGHT.body());
        assertTrue(snake == 0, "koi only: no snake drawn");
    }
}
