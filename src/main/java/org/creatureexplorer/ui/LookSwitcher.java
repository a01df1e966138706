package org.creatureexplorer.ui;

import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.util.UIScale;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

/**
 * The look in force (theme, projection mode, zoom) and how it is applied: FlatLaf installed
 * again only when the theme's look and feel changes, the text scale, then every component,
 * the toolbar, the lesson and the remembered preference.
 */
final class LookSwitcher {
    private final ExplorerPanel panel;
    private Look look = Look.DEFAULT;
    private Theme installedLaf;

    LookSwitcher(ExplorerPanel panel) { this.panel = panel; }

    Look look() { return look; }

    void apply(Look next) {
        look = next;
        if (installedLaf == null && UIManager.getLookAndFeel() != null
                && UIManager.getLookAndFeel().getClass() == next.lafTheme().lookAndFeel().getClass()) {
            // Start-up: the window installed this look and feel already; installing it twice costs a tenth of a second.
            installedLaf = next.lafTheme();
        }
        if (installedLaf != next.lafTheme()) {
            FlatLaf.setup(next.lafTheme().lookAndFeel());
            installedLaf = next.lafTheme();
            UIManager.put("Component.focusWidth", 2);
            UIManager.put("ScrollBar.showButtons", false);
            ExplorerWindow.speakInSwing();
        }
        UIScale.setZoomFactor((float) next.textScale());
        FlatLaf.updateUI();
        SwingUtilities.updateComponentTreeUI(panel);
        panel.lookApplied(next);
    }

    void zoomIn() { apply(look.withZoom(look.zoom() * 1.15)); }

    void zoomOut() { apply(look.withZoom(look.zoom() / 1.15)); }

    void actualSize() { apply(look.withZoom(1)); }

    void toggleProjector() { apply(look.withProjector(!look.projector())); }

    void nextTheme() {
        Theme[] all = Theme.values();
        apply(look.withTheme(all[(look.theme().ordinal() + 1) % all.length]));
    }
}
