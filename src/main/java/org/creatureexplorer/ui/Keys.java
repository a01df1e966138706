package org.creatureexplorer.ui;

import javax.swing.JComponent;
import javax.swing.KeyStroke;

/** Frees keys that Swing components grab for themselves, so the window's shortcuts reach the window. */
final class Keys {
    private Keys() {}

    /** The window's own shortcuts: play, step, step back, previous and next lesson. */
    static final String[] WINDOW_KEYS = {"SPACE", "LEFT", "RIGHT", "KP_LEFT", "KP_RIGHT", "PAGE_UP", "PAGE_DOWN"};

    /** Keys a split pane uses to move its divider (the arrows, Home, End, F8). */
    static final String[] SPLIT_PANE_KEYS = {"UP", "DOWN", "LEFT", "RIGHT", "KP_UP", "KP_DOWN", "KP_LEFT", "KP_RIGHT", "HOME", "END", "F8"};

    static void release(JComponent c, String... keys) {
        for (String key : keys) {
            KeyStroke stroke = KeyStroke.getKeyStroke(key);
            c.getInputMap(JComponent.WHEN_FOCUSED).put(stroke, "none");
            c.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(stroke, "none");
        }
    }
}
