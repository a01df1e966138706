package org.creatureexplorer.ui;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

/** The app's window: FlatLaf look, sized to the screen, hosting one {@link ExplorerPanel}. */
public final class ExplorerWindow extends JFrame {
    private final ExplorerPanel panel;

    public ExplorerWindow() {
        super("Creature Explorer");
        panel = ExplorerPanel.forCatalog();
        setContentPane(panel);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        setMinimumSize(new Dimension(640, 480));
        Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        setSize(Math.min(1600, screen.width), Math.min(960, screen.height));
        setLocationRelativeTo(null);
        addComponentListener(new ComponentAdapter() {
            private boolean placed;

            @Override public void componentResized(ComponentEvent e) {
                if (!placed && panel.current() != null) {
                    placed = true;
                    SwingUtilities.invokeLater(() -> panel.current().placeDividers(
                            panel.current().getWidth(), panel.current().getHeight()));
                }
            }
        });
        addWindowListener(new WindowAdapter() {
            @Override public void windowClosed(WindowEvent e) { panel.stop(); }
        });
    }

    public ExplorerPanel panel() { return panel; }

    /** Installs the look and feel; call once, on the event thread, before any window. */
    public static void installLookAndFeel() {
        FlatLightLaf.setup();
        UIManager.put("Component.focusWidth", 2);
        UIManager.put("ScrollBar.showButtons", false);
    }

    /** Opens the window on the event thread and starts its timers. */
    public static void open() {
        SwingUtilities.invokeLater(() -> {
            installLookAndFeel();
            ExplorerWindow w = new ExplorerWindow();
            w.setVisible(true);
            w.panel.start();
        });
    }
}
