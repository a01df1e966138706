package org.creatureexplorer.lesson;

/** A lesson-specific button (for example "fold test"), delivered to the world as an input. */
public record LessonAction(String name, String label, String tooltip) {}
