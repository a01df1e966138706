package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A first start fills the screen (the stage is the lesson; a 1600x960 window on a 1920x1080
 * projector left a fifth of it unused); afterwards the window comes back as it was left: a window
 * closed at a size of its own opens at that size.
 */
@org.creatureexplorer.ui.OnScreen
class WindowSizeAtStartTest {
    @Test
    void aFirstStartFillsTheScreenAndALaterOneComesBackAsLeft() throws Exception {
        Assumptions.assumeFalse(WindowTest.noDisplay(), "no display: real-window tests skipped (run under xvfb-run)");
        Preferences node = Preferences.userRoot().node("org/creatureexplorer-test-size-" + System.nanoTime());
        try {
            Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
            Rectangle first = WindowTest.onEdt(() -> {
                ExplorerWindow.installLookAndFeel();
                ExplorerWindow w = new ExplorerWindow(new Settings(node), ExplorerPanel.Options.NONE);
                Rectangle b = w.getBounds();
                w.dispose();
                return b;
            });
            assertEquals(screen.width, first.width, "a first start is as wide as the screen");
            assertEquals(screen.height, first.height, "and as tall");

            Settings left = new Settings(node);
            left.saveWindowMaximized(false);
            left.saveWindowSize(new Dimension(1280, 720));
            left.flush();
            Rectangle later = WindowTest.onEdt(() -> {
                ExplorerWindow w = new ExplorerWindow(new Settings(node), ExplorerPanel.Options.NONE);
                Rectangle b = w.getBounds();
                w.dispose();
                return b;
            });
            assertEquals(new Dimension(Math.min(1280, screen.width), Math.min(720, screen.height)), later.getSize(), "the size it was left at");
            assertTrue(later.width < screen.width || screen.width <= 1280);
        } finally {
            node.removeNode();
        }
    }
}
