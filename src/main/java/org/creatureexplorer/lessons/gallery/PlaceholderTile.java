package org.creatureexplorer.lessons.gallery;

import java.awt.Graphics2D;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.gallery.GalleryWorld;
import org.creatureexplorer.world.gallery.StillWorld;

/** A gallery tile for a creature whose lesson is not in this build: a still stage with a note. */
record PlaceholderTile(String title, String lessonId, String note) implements GalleryTile {
    @Override public World newWorld() { return new StillWorld(GalleryWorld.CELL_W, GalleryWorld.CELL_H); }

    @Override public void paint(Graphics2D g, World world, StageStyle style) {
        Draw.grid(g, world.stageWidth(), world.stageHeight(), 40, style);
        // Two lines, so the note fits a small cell in projection mode too.
        int cut = note.indexOf(' ', note.length() / 2 - 4);
        String first = cut < 0 ? note : note.substring(0, cut);
        String second = cut < 0 ? "" : note.substring(cut + 1);
        double mid = world.stageHeight() / 2;
        Draw.label(g, first, new Vec2(world.stageWidth() / 2, mid - style.px(14)), style, 16, style.palette().ghost().darker(), 0.5, 0.5);
        Draw.label(g, second, new Vec2(world.stageWidth() / 2, mid + style.px(14)), style, 16, style.palette().ghost().darker(), 0.5, 0.5);
    }
}
