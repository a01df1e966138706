package org.creatureexplorer.lesson;

/**
 * Implemented by each lesson class under {@code org.creatureexplorer.lessons}: the catalogue
 * finds the classes on the classpath and asks each for its lesson, so adding a lesson edits no
 * central list. The class needs a public no-argument constructor.
 */
public interface LessonProvider {
    Lesson<?> lesson();
}
