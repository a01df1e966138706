package org.creatureexplorer.lessons.gallery;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.font.FontRenderContext;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.StaticLayer;
import org.creatureexplorer.lessons.blends.PetLesson;
import org.creatureexplorer.lessons.skeletons.ChainLesson;
import org.creatureexplorer.lessons.skeletons.LegsLesson;
import org.creatureexplorer.lessons.skeletons.SpiderLesson;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.gallery.GalleryWorld;

/** Lesson 5.1: all nine creatures at once, each in its own small stage, titled. */
public final class GalleryLesson implements LessonProvider {
    /** The water lessons come from another branch; until they are in the build their tiles say so. */

    /** The nine tiles, in reading order: snake, koi, lizard / octopus, caterpillar, jellyfish / spider, pet, pond. */
    static List<GalleryTile> tiles() {
        return List.of(
                GalleryTile.of("snake", ChainLesson.create()),
                GalleryTile.of("koi", KoiLesson.create()),
                GalleryTile.of("lizard", LegsLesson.create()),
                GalleryTile.of("octopus", OctopusLesson.create()),
                GalleryTile.of("caterpillar", CaterpillarLesson.create()),
                GalleryTile.of("jellyfish", JellyfishLesson.create()),
                GalleryTile.of("spider", SpiderLesson.create()),
                GalleryTile.of("pet", PetLesson.create()),
                GalleryTile.of("koi pond", PondLesson.create()));
    }

    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<GalleryWorld> create() {
        Painter painter = new Painter(tiles());
        return Lesson.builder("gallery", GalleryWorld.class)
                .world(p -> new GalleryWorld(painter.tiles.stream().map(GalleryTile::newWorld).toList(),
                        painter.tiles.stream().map(GalleryTile::title).toList()))
                // The same target for all nine, and nine ways of keeping up with it: each creature's speed.
                .chart(ChartSpec.linear("Speed on the same figure-eight: the chains", "speed (px/s)",
                        "snake_speed", "koi_speed", "lizard_speed", "caterpillar_speed").withRange(0.0, null))
                .chart(ChartSpec.linear("Speed on the same figure-eight: reaching, swimming, walking", "speed (px/s)",
                        "octopus_speed", "jellyfish_speed", "spider_speed", "pet_speed", "koi_pond_speed").withRange(0.0, null))
                .painter(painter::paint)
                .overlay(Overlay.BONES, false)
                .overlay(Overlay.TARGETS, false)
                .overlay(Overlay.LABELS, true)
                .followsPointer()
                .opensLessons(GalleryLesson::lessonAt)
                .description("Nine small stages in a three by three grid, each titled: a snake, a koi, a lizard, an octopus, "
                        + "a caterpillar, a jellyfish, a spider, a pet and a koi pond, all following one target on the same figure-eight.")
                .pointerHint("Move the pointer over a stage: all nine follow it to the same spot of their stage. Click a stage to open the lesson that explains it.")
                .build();
    }

    /** The lesson id of the tile under a stage point of the gallery, if any (for a click that opens it). */
    public static Optional<String> lessonAt(GalleryWorld world, Vec2 stagePoint) {
        int cell = world.cellAt(stagePoint);
        return cell < 0 ? Optional.empty() : Optional.of(tiles().get(cell).lessonId());
    }

    private static final class Painter {
        /** Title size, screen px. */
        private static final double TITLE_PX = 20;
        /** Each tile's clip in cell px (the graphics copy it when clipping, so one serves every frame). */
        private static final Rectangle2D CELL = new Rectangle2D.Double(0, 0, GalleryWorld.CELL_W, GalleryWorld.CELL_H);
        private final List<GalleryTile> tiles;
        /** What the last frames were drawn with; made again only when the look, size or language changes. */
        private Looks looks;

        Painter(List<GalleryTile> tiles) { this.tiles = tiles; }

        /**
         * Everything a frame needs that depends only on the look, the zoom, the language and the
         * text measured at that scale: the nine tiles' styles, the titles, the static layer's
         * name and the titles' keep-out boxes. Rebuilding them every frame cost nine styles
         * (each an EnumSet copy), nine text measurements and a long string per frame.
         */
        private record Looks(Set<Overlay> overlays, Palette palette, double scale, double textScale, double strokeScale,
                             Tr.Language language, FontRenderContext frc, StageStyle[] tileStyles, List<String> titles,
                             String layerName, Rectangle2D[] titleBoxes) {
            boolean fits(Set<Overlay> o, StageStyle s, FontRenderContext f) {
                return palette == s.palette() && scale == s.scale() && textScale == s.textScale() && strokeScale == s.strokeScale()
                        && language == Tr.language() && overlays.equals(o) && frc.equals(f);
            }
        }

        synchronized void paint(Graphics2D g, GalleryWorld w, StageStyle s) {
            Looks l = looks(g, w, s);
            AffineTransform stage = g.getTransform();
            Shape clip = g.getClip();
            for (int i = 0; i < w.tiles().size(); i++) {
                World tile = w.tiles().get(i);
                double k = w.cellScale(i);
                Vec2 origin = w.cellOrigin(i);
                Vec2 inset = w.cellInset(i);
                g.translate(origin.x(), origin.y());
                g.clip(CELL);
                g.translate(inset.x(), inset.y());
                g.scale(k, k);
                tiles.get(i).paint(g, tile, l.tileStyles()[i]);
                g.setTransform(stage);
                g.setClip(clip);
            }
            paintTitlesAndLines(g, w, s, l);
        }

        private Looks looks(Graphics2D g, GalleryWorld w, StageStyle s) {
            Set<Overlay> on = EnumSet.noneOf(Overlay.class);
            for (Overlay o : Overlay.values()) if (s.on(o)) on.add(o);
            FontRenderContext frc = g.getFontRenderContext();
            if (looks != null && looks.fits(on, s, frc)) return looks;
            Set<Overlay> inner = EnumSet.copyOf(on);
            inner.remove(Overlay.LABELS);
            StageStyle[] tileStyles = new StageStyle[w.tiles().size()];
            for (int i = 0; i < tileStyles.length; i++) {
                tileStyles[i] = new StageStyle(inner, s.palette(), s.scale() * w.cellScale(i), s.textScale(), s.strokeScale());
            }
            List<String> titles = tiles.stream().map(t -> Tr.t(t.title())).toList();
            boolean titled = s.on(Overlay.LABELS);
            String name = "gallery " + titled + " " + titles + " " + s.palette().hashCode() + " " + s.textScale() + " " + s.strokeScale();
            Rectangle2D[] boxes = new Rectangle2D[titles.size()];
            FontMetrics fm = g.getFontMetrics(s.font(TITLE_PX, Font.BOLD));
            for (int i = 0; i < titles.size(); i++) {
                Vec2 at = titleSpot(w, i, s);
                Rectangle2D box = fm.getStringBounds(titles.get(i), g);
                double pad = s.px(3);
                boxes[i] = new Rectangle2D.Double(at.x() - pad, at.y() - pad, box.getWidth() + 2 * pad,
                        fm.getAscent() + fm.getDescent() + 2 * pad);
            }
            looks = new Looks(on, s.palette(), s.scale(), s.textScale(), s.strokeScale(), Tr.language(), frc, tileStyles, titles,
                    name, boxes);
            return looks;
        }

        /**
         * The lines between the cells and the nine titles never move: drawn once into an image
         * per size, zoom and look (StaticLayer) and copied after that. The titles sit at fixed
         * spots in their cells' corners, so they are drawn there directly, and kept out of the
         * way of any later label by the stage frame.
         */
        private void paintTitlesAndLines(Graphics2D g, GalleryWorld w, StageStyle s, Looks l) {
            boolean titled = s.on(Overlay.LABELS);
            List<String> titles = l.titles();
            g.setColor(s.palette().text());
            g.setStroke(s.stroke(2));
            StaticLayer.draw(g, l.layerName(), w.stageWidth(), w.stageHeight(), layer -> {
                StageStyle bare = new StageStyle(EnumSet.noneOf(Overlay.class), s.palette(), s.scale(), s.textScale(), s.strokeScale());
                for (int c = 1; c < GalleryWorld.COLUMNS; c++) {
                    layer.draw(new Line2D.Double(c * GalleryWorld.CELL_W, 0, c * GalleryWorld.CELL_W, w.stageHeight()));
                }
                for (double y = GalleryWorld.CELL_H; y < w.stageHeight(); y += GalleryWorld.CELL_H) {
                    layer.draw(new Line2D.Double(0, y, w.stageWidth(), y));
                }
                if (titled) {
                    for (int i = 0; i < titles.size(); i++) {
                        Draw.label(layer, titles.get(i), titleSpot(w, i, s), bare, TITLE_PX, s.palette().text(), 0, 1);
                    }
                }
            });
            if (titled) {
                for (Rectangle2D box : l.titleBoxes()) Draw.keepOut(g, s, box);
            }
        }

        /** Top-left corner of tile i's title, 10 x 8 screen px into its cell. */
        private static Vec2 titleSpot(GalleryWorld w, int i, StageStyle s) { return w.cellOrigin(i).plus(new Vec2(s.px(10), s.px(8))); }
    }
}
