package org.creatureexplorer.lessons.gallery;

import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.StageStyle;
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
                .world(p -> new GalleryWorld(painter.tiles.stream().map(GalleryTile::newWorld).toList()))
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
        private final List<GalleryTile> tiles;

        Painter(List<GalleryTile> tiles) { this.tiles = tiles; }

        void paint(Graphics2D g, GalleryWorld w, StageStyle s) {
            Set<Overlay> inner = EnumSet.noneOf(Overlay.class);
            for (Overlay o : Overlay.values()) if (s.on(o) && o != Overlay.LABELS) inner.add(o);
            for (int i = 0; i < w.tiles().size(); i++) {
                World tile = w.tiles().get(i);
                double k = w.cellScale(i);
                StageStyle tileStyle = new StageStyle(inner, s.palette(), s.scale() * k, s.textScale(), s.strokeScale());
                Vec2 origin = w.cellOrigin(i);
                Vec2 inset = w.cellInset(i);
                AffineTransform stage = g.getTransform();
                Shape clip = g.getClip();
                g.translate(origin.x(), origin.y());
                g.clip(new Rectangle2D.Double(0, 0, GalleryWorld.CELL_W, GalleryWorld.CELL_H));
                g.translate(inset.x(), inset.y());
                g.scale(k, k);
                tiles.get(i).paint(g, tile, tileStyle);
                g.setTransform(stage);
                g.setClip(clip);
                if (s.on(Overlay.LABELS)) {
                    Draw.label(g, tiles.get(i).title(), origin.plus(new Vec2(s.px(10), s.px(8))), s, 20, s.palette().text(), 0, 1);
                }
            }
            g.setColor(s.palette().text());
            g.setStroke(s.stroke(2));
            for (int c = 1; c < GalleryWorld.COLUMNS; c++) {
                g.draw(new Line2D.Double(c * GalleryWorld.CELL_W, 0, c * GalleryWorld.CELL_W, w.stageHeight()));
            }
            for (double y = GalleryWorld.CELL_H; y < w.stageHeight(); y += GalleryWorld.CELL_H) {
                g.draw(new Line2D.Double(0, y, w.stageWidth(), y));
            }
        }
    }
}
