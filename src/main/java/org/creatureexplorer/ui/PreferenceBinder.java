package org.creatureexplorer.ui;

import java.util.List;
import java.util.Set;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Overlay;

/**
 * What the panel remembers between runs (look, reduced motion, lesson list, last lesson, each
 * lesson's overlays), read at start and written as they change. Without {@link Settings}
 * (render, bench, tests) it remembers nothing and every read gives the default.
 */
final class PreferenceBinder {
    private final Settings settings;

    /** @param settings where preferences live, or null to remember nothing */
    PreferenceBinder(Settings settings) { this.settings = settings; }

    /** The remembered look, with the command line's projector flag on top. */
    Look startLook(ExplorerPanel.Options options) {
        Look start = settings != null ? settings.look() : Look.DEFAULT;
        if (options.projector() != null) start = start.withProjector(options.projector());
        return start;
    }

    boolean startReducedMotion(ExplorerPanel.Options options) {
        return options.reducedMotion() != null ? options.reducedMotion() : settings != null && settings.reducedMotion();
    }

    /** The user's last choice for the lesson list (shown or hidden), or null for the window's own choice by width. */
    Boolean lessonListChoice() { return settings != null ? settings.lessonListShown() : null; }

    /** The note for the status line when the window starts (unreadable settings, another window); empty when none. */
    String startNote() { return settings == null ? "" : settings.startNote(); }

    /** The lesson shown last, if it is among these; else the first. */
    Lesson<?> firstLesson(List<Lesson<?>> lessons) {
        Lesson<?> first = lessons.get(0);
        if (settings != null) first = LessonCatalog.byId(settings.lastLesson()).filter(lessons::contains).orElse(first);
        return first;
    }

    Set<Overlay> overlays(Lesson<?> lesson) {
        return settings != null ? settings.overlays(lesson.id(), lesson.defaultOverlays()) : lesson.defaultOverlays();
    }

    /** The overlays a lesson had when it is left. */
    void lessonLeft(LessonView view) {
        if (settings != null) settings.saveOverlays(view.lesson().id(), view.stage().overlays());
    }

    void lessonShown(Lesson<?> lesson) {
        if (settings != null) settings.saveLastLesson(lesson.id());
    }

    void saveLook(Look look) {
        if (settings != null) settings.saveLook(look);
    }

    void saveLanguage(org.creatureexplorer.i18n.Tr.Language l) {
        if (settings != null) settings.saveLanguage(l);
    }

    void saveReducedMotion(boolean on) {
        if (settings != null) settings.saveReducedMotion(on);
    }

    /** The user's choice for the lesson list, or null: no choice (it follows the window's width). */
    void saveLessonListShown(Boolean shown) {
        if (settings != null) settings.saveLessonListShown(shown);
    }

    void reset() {
        if (settings != null) settings.reset();
    }

    /** Everything at once, to disk (the window calls this when it closes). */
    void saveAll(LessonView current, Look look) {
        if (settings == null) return;
        if (current != null) {
            settings.saveOverlays(current.lesson().id(), current.stage().overlays());
            settings.saveLastLesson(current.lesson().id());
        }
        settings.saveLook(look);
        settings.flush();
    }
}
