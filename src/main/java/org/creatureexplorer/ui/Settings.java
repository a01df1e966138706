package org.creatureexplorer.ui;

import java.awt.Dimension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.prefs.Preferences;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.model.Numbers;

/**
 * What the app remembers between runs: last lesson, theme, projection mode, zoom, window size,
 * reduced motion, the language chosen in View > Language, the lesson list's visibility and each
 * lesson's overlays, in the settings file ({@link #file()}; tests use a java.util.prefs node).
 * <p>Read once, checked whole: a value that is garbage, out of range or of the wrong type
 * (zoom 1e308, projector "maybe", an overlay that does not exist), or a file that is not a
 * settings file at all, is forgotten and its default used, and {@link #startNote()} names it.
 * <p>Two windows at once (two copies of the app) share the file: each writes only what was
 * changed in it, compared with what it read or wrote last, and each change goes into the file as
 * it is at that moment ({@link SettingsStore.FileStore}), so a window that never touched the
 * theme does not write its theme over the one the other window chose.
 */
public final class Settings {
    private final SettingsStore store;
    /** The values as read at start, with this window's own changes since. */
    private final Map<String, String> values;
    /** Each key's value as this window last read or wrote it: a value it did not change is not written back. */
    private final Map<String, String> known = new HashMap<>();
    /** Settings found unreadable at start, in plain words, for the note. */
    private final List<String> unreadable = new ArrayList<>();
    private String presenceNote = "";
    private boolean noteTaken;

    /** Settings kept in a java.util.prefs node (tests: a node of their own). */
    public Settings(Preferences node) { this(new SettingsStore.NodeStore(node)); }

    Settings(SettingsStore store) {
        this.store = store;
        Map<String, String> read;
        try {
            read = store.read();
        } catch (IOException e) {
            read = new java.util.TreeMap<>();
            unreadable.add(Tr.t("the settings file"));
        }
        values = read;
        forgetUnreadable();
    }

    private static Settings user;

    /**
     * The app's settings, one per run (the language is read before the window opens), from
     * {@link #file()}; the first time, what java.util.prefs kept (before the settings file) is
     * carried over. Says in its note when another copy of the app is open on the same file.
     */
    public static synchronized Settings user() {
        if (user == null) {
            Path file = file();
            SettingsStore.FileStore store = new SettingsStore.FileStore(file);
            if (!Files.exists(file)) PreferenceStore.carryOver(store);
            user = new Settings(store);
            if (PreferenceStore.anotherWindowOpen(file.resolveSibling("window.lock"))) {
                user.presenceNote = Tr.t("Another Creature Explorer window is open: each window saves only what is changed in it.");
            }
        }
        return user;
    }

    /**
     * The settings file: {@code -Dcreature.explorer.settings=FILE}, else
     * {@code $XDG_CONFIG_HOME/creature-explorer/settings.properties}, else
     * {@code ~/.config/creature-explorer/settings.properties}.
     */
    public static Path file() {
        String given = System.getProperty("creature.explorer.settings");
        if (given != null && !given.isBlank()) return Path.of(given);
        String xdg = System.getenv("XDG_CONFIG_HOME");
        Path config = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home", "."), ".config");
        return config.resolve("creature-explorer").resolve("settings.properties");
    }

    /**
     * What the window says when it starts, once: the settings that could not be read (and start
     * from their defaults), and that another window is open; empty when there is nothing to say.
     */
    public String startNote() {
        if (noteTaken) return "";
        noteTaken = true;
        List<String> parts = new ArrayList<>();
        if (!unreadable.isEmpty()) {
            parts.add(Tr.f("Some saved settings could not be read and start from their defaults: %s.", String.join(", ", unreadable)));
        }
        if (!presenceNote.isEmpty()) parts.add(presenceNote);
        return String.join(" ", parts);
    }

    public Look look() {
        String name = read("theme", Theme.LIGHT.name());
        Theme theme = java.util.Arrays.stream(Theme.values()).filter(t -> t.name().equals(name)).findFirst().orElse(Theme.LIGHT);
        return new Look(theme, bool("projector", false), number("zoom", 1, Look.MIN_ZOOM, Look.MAX_ZOOM));
    }

    public void saveLook(Look look) {
        write("theme", look.theme().name());
        write("projector", String.valueOf(look.projector()));
        write("zoom", String.valueOf(look.zoom()));
    }

    public String lastLesson() { return read("lastLesson", ""); }

    public void saveLastLesson(String id) { write("lastLesson", id); }

    public Dimension windowSize(Dimension fallback) {
        // Both or neither: a stored width with a corrupt height is not a size.
        double w = number("windowWidth", Double.NaN, 320, 20_000);
        double h = number("windowHeight", Double.NaN, 240, 20_000);
        Dimension size = Double.isNaN(w) || Double.isNaN(h) ? fallback : new Dimension((int) w, (int) h);
        known.put("windowWidth", String.valueOf(size.width));
        known.put("windowHeight", String.valueOf(size.height));
        return size;
    }

    public void saveWindowSize(Dimension d) {
        write("windowWidth", String.valueOf(d.width));
        write("windowHeight", String.valueOf(d.height));
    }

    /** The language chosen in View > Language, or {@code fallback} when none was (or it is unreadable). */
    public Tr.Language language(Tr.Language fallback) {
        Tr.Language l = Tr.Language.forCode(read("language", ""));
        return l == null ? fallback : l;
    }

    public void saveLanguage(Tr.Language l) { write("language", l.code); }

    public boolean reducedMotion() { return bool("reducedMotion", false); }

    public void saveReducedMotion(boolean on) { write("reducedMotion", String.valueOf(on)); }

    /**
     * Whether the lesson list was last shown (true) or hidden (false) by the user, or null when
     * never chosen: then the window shows it only when it is wide (see ExplorerPanel).
     */
    public Boolean lessonListShown() {
        String v = read("lessonListHidden", null);
        return v == null ? null : !Boolean.parseBoolean(v);
    }

    /** Stores the choice, or forgets it (null): then the window decides by its width. */
    public void saveLessonListShown(Boolean shown) {
        if (shown == null) forget("lessonListHidden"); else write("lessonListHidden", String.valueOf(!shown));
    }

    /** Whether the window was maximised when it last closed; true when never told (a first start fills the screen). */
    public boolean windowMaximized() { return bool("windowMaximized", true); }

    public void saveWindowMaximized(boolean on) { write("windowMaximized", String.valueOf(on)); }

    /** The folder the last export went to, or null when none is remembered. */
    public java.nio.file.Path exportFolder() {
        String saved = read("exportFolder", "");
        return saved.isEmpty() ? null : java.nio.file.Path.of(saved);
    }

    public void saveExportFolder(java.nio.file.Path folder) { write("exportFolder", folder.toAbsolutePath().toString()); }

    /** The overlays a lesson had switched on, or {@code defaults} when none were saved. */
    public Set<Overlay> overlays(String lessonId, Set<Overlay> defaults) {
        String saved = read("overlays." + lessonId, null);
        Set<Overlay> out = saved == null ? defaults : overlaysIn(saved);
        known.put("overlays." + lessonId, overlayText(out));
        return out;
    }

    public void saveOverlays(String lessonId, Set<Overlay> on) { write("overlays." + lessonId, overlayText(on)); }

    /** Forgets everything; the next read of each setting gives its default. */
    public void reset() {
        try {
            store.clear();
        } catch (IOException e) {
            // nothing stored or the store is gone: the defaults apply either way
        }
        values.clear();
        known.clear();
    }

    /** Every change is stored as it is made; for a java.util.prefs node, this writes it to disk. */
    public void flush() {
        if (store instanceof SettingsStore.NodeStore n) n.flush();
    }

    // ---- reading and writing ------------------------------------------------------------------

    /** The stored value, or {@code fallback}; remembered as what this window knows. */
    private String read(String key, String fallback) {
        String v = values.getOrDefault(key, fallback);
        if (v != null) known.put(key, v);
        return v;
    }

    private boolean bool(String key, boolean fallback) { return Boolean.parseBoolean(read(key, String.valueOf(fallback))); }

    /** A stored number (checked at start: a corrupt zoom of 40 means "unknown", not "as large as possible"). */
    private double number(String key, double fallback, double min, double max) {
        String stored = read(key, null);
        double v = stored == null || !validNumber(stored, min, max) ? fallback : Double.parseDouble(stored.trim());
        // Known as it would be written (1.50 on disk is 1.5), so an unchanged value is not written back.
        if (!Double.isNaN(v)) known.put(key, String.valueOf(v));
        return v;
    }

    /** Writes a value this window changed; one it read (or wrote) as it is stays untouched for the other window. */
    private void write(String key, String value) {
        if (Objects.equals(known.get(key), value)) return;
        // One line a setting in the file: a value with a line break (a folder named so) is not kept.
        if (value.chars().anyMatch(c -> c < 0x20)) return;
        known.put(key, value);
        values.put(key, value);
        try {
            store.change(key, value);
        } catch (IOException e) {
            // a full disk, a folder that cannot be written: remembering is a convenience, the window goes on
        }
    }

    /** Forgets a value this window changed (the other window's file keeps what it has for it otherwise). */
    private void forget(String key) {
        if (!values.containsKey(key) && !known.containsKey(key)) return;
        known.remove(key);
        values.remove(key);
        try {
            store.change(key, null);
        } catch (IOException e) {
            // remembering is a convenience, the window goes on
        }
    }

    // ---- the check at start -------------------------------------------------------------------

    /** Removes every stored value that cannot be read back, naming each in {@link #unreadable}. */
    private void forgetUnreadable() {
        for (String key : List.copyOf(values.keySet())) {
            String name = problemName(key, values.get(key));
            if (name == null) continue;
            if (!unreadable.contains(name)) unreadable.add(name);
            values.remove(key);
            try {
                store.change(key, null);
            } catch (IOException e) {
                // forgotten for this run; the next start finds it again and says so again
            }
        }
    }

    /** What to call {@code key} in the note when its value is unreadable; null when it is fine (or not ours). */
    private static String problemName(String key, String value) {
        if (value == null) return null;
        boolean ok = switch (key) {
            case "theme" -> java.util.Arrays.stream(Theme.values()).anyMatch(t -> t.name().equals(value));
            case "projector", "reducedMotion", "lessonListHidden", "windowMaximized" -> value.equals("true") || value.equals("false");
            case "zoom" -> validNumber(value, Look.MIN_ZOOM, Look.MAX_ZOOM);
            case "windowWidth" -> validNumber(value, 320, 20_000);
            case "windowHeight" -> validNumber(value, 240, 20_000);
            case "language" -> Tr.Language.forCode(value) != null;
            case "lastLesson" -> value.matches("[a-z0-9-]{1,40}");
            case "exportFolder" -> value.length() < 4096 && isAbsolutePath(value);
            default -> !key.startsWith("overlays.") || overlaysIn(value) != null;
        };
        if (ok) return null;
        return switch (key) {
            case "theme" -> Tr.t("theme");
            case "projector" -> Tr.t("projection mode");
            case "zoom" -> Tr.t("zoom");
            case "windowWidth", "windowHeight", "windowMaximized" -> Tr.t("window size");
            case "reducedMotion" -> Tr.t("reduced motion");
            case "lessonListHidden" -> Tr.t("lesson list");
            case "language" -> Tr.t("language");
            case "lastLesson" -> Tr.t("last lesson");
            case "exportFolder" -> Tr.t("export folder");
            default -> Tr.f("overlays of %s", Numbers.quote(key.substring("overlays.".length())));
        };
    }

    private static boolean validNumber(String stored, double min, double max) {
        String t = stored.trim();
        if (!Numbers.isDecimal(t)) return false;
        double v = Double.parseDouble(t);
        return v >= min && v <= max;
    }

    private static boolean isAbsolutePath(String text) {
        try {
            return java.nio.file.Path.of(text).isAbsolute();
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** "BONES,TARGETS" as overlays; null when a name is not an overlay. */
    private static Set<Overlay> overlaysIn(String saved) {
        Set<Overlay> out = EnumSet.noneOf(Overlay.class);
        for (String name : saved.split(",")) {
            if (name.isBlank()) continue;
            try {
                out.add(Overlay.valueOf(name.trim().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        return out;
    }

    private static String overlayText(Set<Overlay> on) {
        StringBuilder sb = new StringBuilder();
        for (Overlay o : Overlay.values()) if (on.contains(o)) sb.append(sb.length() > 0 ? "," : "").append(o.name());
        return sb.toString();
    }
}
