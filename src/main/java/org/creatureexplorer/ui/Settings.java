package org.creatureexplorer.ui;

import java.awt.Dimension;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.model.Numbers;

/**
 * What the app remembers between runs (java.util.prefs): last lesson, theme, projection
 * mode, zoom, window size, reduced motion, the language chosen in View > Language, the lesson list's visibility and each lesson's
 * overlays. Anything missing or unreadable falls back to its default, silently.
 */
public final class Settings {
    private final Preferences node;

    public Settings(Preferences node) { this.node = node; }

    /** The app's real preferences. */
    public static Settings user() { return new Settings(Preferences.userRoot().node("org/creatureexplorer")); }

    public Look look() {
        Theme theme = Theme.LIGHT;
        try {
            theme = Theme.valueOf(node.get("theme", "LIGHT"));
        } catch (RuntimeException e) {
            // a corrupt value: keep the default
        }
        return new Look(theme, node.getBoolean("projector", false), number("zoom", 1, Look.MIN_ZOOM, Look.MAX_ZOOM));
    }

    public void saveLook(Look look) {
        node.put("theme", look.theme().name());
        node.putBoolean("projector", look.projector());
        node.putDouble("zoom", look.zoom());
    }

    public String lastLesson() { return node.get("lastLesson", ""); }

    public void saveLastLesson(String id) { node.put("lastLesson", id); }

    public Dimension windowSize(Dimension fallback) {
        // Both or neither: a stored width with a corrupt height is not a size.
        double w = number("windowWidth", Double.NaN, 320, 20_000);
        double h = number("windowHeight", Double.NaN, 240, 20_000);
        return Double.isNaN(w) || Double.isNaN(h) ? fallback : new Dimension((int) w, (int) h);
    }

    public void saveWindowSize(Dimension d) {
        node.putInt("windowWidth", d.width);
        node.putInt("windowHeight", d.height);
    }

    /** Whether the window was maximised when it last closed; true when never told (a first start fills the screen). */
    public boolean windowMaximized() { return node.getBoolean("windowMaximized", true); }

    public void saveWindowMaximized(boolean on) { node.putBoolean("windowMaximized", on); }

    /** The language chosen in View > Language, or {@code fallback} when none was (or it is unreadable). */
    public org.creatureexplorer.i18n.Tr.Language language(org.creatureexplorer.i18n.Tr.Language fallback) {
        org.creatureexplorer.i18n.Tr.Language l = org.creatureexplorer.i18n.Tr.Language.forCode(node.get("language", ""));
        return l == null ? fallback : l;
    }

    public void saveLanguage(org.creatureexplorer.i18n.Tr.Language l) { node.put("language", l.code); }

    public boolean reducedMotion() { return node.getBoolean("reducedMotion", false); }

    public void saveReducedMotion(boolean on) { node.putBoolean("reducedMotion", on); }

    /**
     * Whether the lesson list was last shown (true) or hidden (false) by the user, or null when
     * never chosen: then the window shows it only when it is wide (see ExplorerPanel).
     */
    public Boolean lessonListShown() {
        String v = node.get("lessonListHidden", null);
        if (v == null) return null;
        return !Boolean.parseBoolean(v);
    }

    /** Stores the choice, or forgets it (null): then the window decides by its width. */
    public void saveLessonListShown(Boolean shown) {
        if (shown == null) node.remove("lessonListHidden"); else node.putBoolean("lessonListHidden", !shown);
    }

    /** The folder the last export went to, or null when none is remembered. */
    public java.nio.file.Path exportFolder() {
        String saved = node.get("exportFolder", null);
        try {
            return saved == null || saved.isBlank() ? null : java.nio.file.Path.of(saved);
        } catch (RuntimeException e) {
            return null; // not a path on this system
        }
    }

    public void saveExportFolder(java.nio.file.Path folder) { node.put("exportFolder", folder.toAbsolutePath().toString()); }

    /** The overlays a lesson had switched on, or {@code defaults} when none were saved (or unreadable). */
    public Set<Overlay> overlays(String lessonId, Set<Overlay> defaults) {
        String saved = node.get("overlays." + lessonId, null);
        if (saved == null) return defaults;
        Set<Overlay> out = EnumSet.noneOf(Overlay.class);
        for (String name : saved.split(",")) {
            if (name.isBlank()) continue;
            try {
                out.add(Overlay.valueOf(name.trim().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                return defaults;
            }
        }
        return out;
    }

    public void saveOverlays(String lessonId, Set<Overlay> on) {
        StringBuilder sb = new StringBuilder();
        for (Overlay o : on) sb.append(sb.length() > 0 ? "," : "").append(o.name());
        node.put("overlays." + lessonId, sb.toString());
    }

    /** Forgets everything; the next read of each setting gives its default. */
    public void reset() {
        try {
            node.clear();
            node.flush();
        } catch (BackingStoreException | IllegalStateException e) {
            // nothing stored or the store is gone: the defaults apply either way
        }
    }

    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException | IllegalStateException e) {
            // preferences are a convenience; failing to store them must never stop the app
        }
    }

    /**
     * A stored number, or {@code fallback} when it is missing, unreadable or outside
     * {@code min..max}: a corrupt zoom of 40 means "unknown", not "as large as possible".
     */
    private double number(String key, double fallback, double min, double max) {
        try {
            String stored = node.get(key, null);
            if (stored == null || !Numbers.isDecimal(stored.trim())) return fallback;
            double v = Double.parseDouble(stored.trim());
            return v >= min && v <= max ? v : fallback;
        } catch (RuntimeException e) {
            return fallback;
        }
    }
}
