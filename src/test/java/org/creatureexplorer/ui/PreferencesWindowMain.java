package org.creatureexplorer.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import org.creatureexplorer.catalog.LessonCatalog;

/**
 * One window's life for {@link PreferencesAndFilesTest}, run in a JVM of its own (as a second
 * copy of the app is): it opens the window's inside on the real preferences (pointed at a test
 * folder with {@code -Djava.util.prefs.userRoot}), prints the status line it starts with, waits
 * until the other copy has started too, makes one change as a user would, and closes when told
 * to, saving as the window does when it closes. Without a display: the panel is what reads and
 * writes the preferences.
 * <p>Arguments: NAME (A or B), the folder both copies signal through, and the change: "dark"
 * (the dark theme) or "zoom" (one zoom step in).
 */
public final class PreferencesWindowMain {
    private PreferencesWindowMain() {}

    public static void main(String[] args) throws Exception {
        String name = args[0];
        Path signals = Path.of(args[1]);
        String change = args[2];
        String other = name.equals("A") ? "B" : "A";
        ExplorerPanel[] panel = new ExplorerPanel[1];
        Settings settings = Settings.user();
        SwingUtilities.invokeAndWait(() -> {
            ExplorerWindow.installLookAndFeel();
            panel[0] = new ExplorerPanel(LessonCatalog.all(), settings, ExplorerPanel.Options.NONE);
            System.out.println("status: " + panel[0].statusText());
        });
        Files.createFile(signals.resolve("started-" + name));
        await(signals.resolve("started-" + other));
        SwingUtilities.invokeAndWait(() -> {
            if (change.equals("dark")) panel[0].setLook(panel[0].look().withTheme(Theme.DARK));
            else panel[0].zoomIn();
        });
        await(signals.resolve("close-" + name));
        SwingUtilities.invokeAndWait(() -> {
            settings.saveWindowSize(new java.awt.Dimension(1400, 860));
            panel[0].savePreferences();
        });
        System.out.println("closed");
        System.exit(0);
    }

    private static void await(Path file) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!Files.exists(file)) {
            if (System.nanoTime() > deadline) throw new IllegalStateException("never saw " + file);
            Thread.sleep(20);
        }
    }
}
