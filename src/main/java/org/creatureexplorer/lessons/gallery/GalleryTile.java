package org.creatureexplorer.lessons.gallery;

import java.awt.Graphics2D;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.World;

/**
 * One small stage of the gallery: a title, the lesson a click opens, a fresh world and how to
 * paint it. Any world/painter pair fills one; {@link #of} makes one from a lesson (its default
 * parameters and its own painter).
 */
public interface GalleryTile {
    String title();

    /** The id of the lesson this tile stands for (the one a click opens). */
    String lessonId();

    World newWorld();

    void paint(Graphics2D g, World world, StageStyle style);

    /** A tile showing {@code lesson}'s own world with its defaults, painted by its own painter. */
    static GalleryTile of(String title, Lesson<?> lesson) {
        return new GalleryTile() {
            @Override public String title() { return title; }

            @Override public String lessonId() { return lesson.id(); }

            @Override public World newWorld() { return lesson.createWorld(lesson.defaultParams()); }

            @Override public void paint(Graphics2D g, World world, StageStyle style) { lesson.paint(g, world, style); }
        };
    }

}
