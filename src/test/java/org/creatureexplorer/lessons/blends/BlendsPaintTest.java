package org.creatureexplorer.lessons.blends;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.EnumSet;
import java.util.Set;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.Part;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.World;
import org.creatureexplorer.world.blends.BlendsWorld;
import org.creatureexplorer.world.blends.GrazeWorld;
import org.creatureexplorer.world.blends.PetWorld;
import org.junit.jupiter.api.Test;

/** The three Blends stages paint in every state, theme and overlay set, and show what they promise. */
class BlendsPaintTest {
    private static final double SCALE = 3;
    private static final Palette[] PALETTES = {Palette.LIGHT, Palette.DARK, Palette.HIGH_CONTRAST, Palette.PROJECTOR};

    static BufferedImage paint(Lesson<?> lesson, World w, Set<Overlay> overlays, Palette palette) {
        int width = (int) (w.stageWidth() * SCALE), height = (int) (w.stageHeight() * SCALE);
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(palette.background());
        g.fillRect(0, 0, width, height);
        g.scale(SCALE, SCALE);
        g.setClip(0, 0, (int) Math.ceil(w.stageWidth()), (int) Math.ceil(w.stageHeight()));
        lesson.paint(g, w, new StageStyle(overlays, palette, SCALE, 1));
        g.dispose();
        return img;
    }

    static int pixelsNear(BufferedImage img, Color c) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                Color p = new Color(img.getRGB(x, y));
                if (Math.abs(p.getRed() - c.getRed()) + Math.abs(p.getGreen() - c.getGreen()) + Math.abs(p.getBlue() - c.getBlue()) < 24) n++;
            }
        }
        return n;
    }

    static Lesson<?> lesson(String id) { return LessonCatalog.byId(id).orElseThrow(); }

    @Test
    void theBlendsLessonsAreInPartFourInOrder() {
        var ids = LessonCatalog.ids();
        int at = ids.indexOf("blends");
        assertEquals(java.util.List.of("blends", "alarm", "pet"), ids.subList(at, at + 3));
        for (String id : new String[] {"blends", "alarm", "pet"}) {
            assertEquals(Part.BLENDS, lesson(id).part());
            assertEquals(LessonCatalog.number(lesson(id)), "4." + (ids.indexOf(id) - at + 1));
        }
        assertTrue(lesson("pet").followsPointer());
        assertEquals("graze", lesson("blends").scenario().name());
        assertSame(lesson("blends").scenario(), lesson("alarm").scenario(), "one graze scenario, shared");
        assertEquals("pet", lesson("pet").scenario().name());
    }

    @Test
    void theComparisonShowsThreeWalkersInTheirColoursInEveryState() {
        Lesson<?> l = lesson("blends");
        for (String predator : new String[] {"walk", "park"}) {
            for (boolean noCap : new boolean[] {false, true}) {
                ParamValues p = l.defaultParams();
                p.parseAndSet("predator", predator);
                p.set("no-cap", noCap ? 1 : 0);
                BlendsWorld w = (BlendsWorld) l.createWorld(p);
                for (int ticks : new int[] {0, 120, 240}) {
                    while (w.tick() < ticks) w.step();
                    for (Palette pal : PALETTES) {
                        paint(l, w, EnumSet.allOf(Overlay.class), pal);
                        BufferedImage bare = paint(l, w, EnumSet.noneOf(Overlay.class), pal);
                        if (ticks == 240 && pal == Palette.LIGHT) {
                            // Walkers are always drawn, each in its rule's colour (and named under the labels overlay).
                            for (GrazeWorld gw : w.walkers()) {
                                int n = pixelsNear(bare, GrazeDraw.colour(gw.rule(), pal));
                                assertTrue(n > 40, predator + " " + gw.rule() + " walker visible: " + n + " pixels");
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void theStepByStepStagePaintsEveryRule() {
        Lesson<?> l = lesson("alarm");
        for (String blend : new String[] {"fear", "sum", "switch"}) {
            ParamValues p = l.defaultParams();
            p.parseAndSet("blend", blend);
            World w = l.createWorld(p);
            assertEquals(AlarmLesson.STAGE_H, w.stageHeight());
            for (int t = 0; t < 200; t += 20) {
                for (int k = 0; k < 20; k++) w.step();
                paint(l, w, EnumSet.allOf(Overlay.class), Palette.LIGHT);
            }
            BufferedImage labels = paint(l, w, EnumSet.of(Overlay.LABELS), Palette.LIGHT);
            BufferedImage none = paint(l, w, EnumSet.noneOf(Overlay.class), Palette.LIGHT);
            assertTrue(pixelsNear(labels, Palette.LIGHT.text()) > pixelsNear(none, Palette.LIGHT.text()) + 500, "the table is text");
        }
    }

    @Test
    void thePetShowsItsMoodInTheMoodsColour() {
        Lesson<?> l = lesson("pet");
        PetWorld w = (PetWorld) l.createWorld(l.defaultParams());
        boolean[] painted = new boolean[3];
        while (w.tick() < 720) {
            w.step();
            int m = w.mood().ordinal();
            if (!painted[m]) {
                for (Palette pal : PALETTES) paint(l, w, EnumSet.allOf(Overlay.class), pal);
                BufferedImage img = paint(l, w, EnumSet.noneOf(Overlay.class), Palette.LIGHT);
                assertTrue(pixelsNear(img, PetLesson.colour(w.mood(), Palette.LIGHT)) > 50, w.mood() + " pet in its colour");
                painted[m] = true;
            }
        }
        assertTrue(painted[0] && painted[1] && painted[2]);
    }
}
