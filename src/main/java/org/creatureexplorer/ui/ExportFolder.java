package org.creatureexplorer.ui;

import java.nio.file.Files;
import java.nio.file.Path;

/** The folder the export dialog starts in: the one used last, kept in memory or in the preferences. */
interface ExportFolder {
    Path get();

    void set(Path folder);

    static Path home() { return Path.of(System.getProperty("user.home", ".")); }

    /** Remembered for this run only (no preferences: render, tests). */
    static ExportFolder inMemory() {
        return new ExportFolder() {
            private Path folder = home();

            @Override public Path get() { return folder; }

            @Override public void set(Path f) { folder = f; }
        };
    }

    /** Remembered between runs; a folder that has since gone falls back to the home folder. */
    static ExportFolder in(Settings settings) {
        return new ExportFolder() {
            @Override public Path get() {
                Path p = settings.exportFolder();
                return p != null && Files.isDirectory(p) ? p : home();
            }

            @Override public void set(Path f) { settings.saveExportFolder(f); }
        };
    }
}
