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
        Draw.label(g, note, new Vec2(world.stageWidth() / 2, world.stageHeight() / 2), style, 18, style.palette().ghost().darker(), 0.5, 0.5);
    }
}
