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
import org.creatureexplorer.catalog.LessonCatalog;

/** The app's window: FlatLaf look, sized to the screen, hosting one {@link ExplorerPanel}. */
public final class ExplorerWindow extends JFrame {
    private final ExplorerPanel panel;
    private final Settings settings;
    private boolean fullScreen;
    private boolean rebuildingFrame;
    private Rectangle normalBounds;

    public ExplorerWindow() {
        this(null, ExplorerPanel.Options.NONE);
    }

    /** @param settings remembered preferences, or null to remember nothing (tests) */
    public ExplorerWindow(Settings settings, ExplorerPanel.Options options) {
        super("Creature Explorer");
        this.settings = settings;
        panel = new ExplorerPanel(LessonCatalog.all(), settings, options);
        panel.setOnFullScreen(this::toggleFullScreen);
        setContentPane(panel);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        setMinimumSize(new Dimension(640, 480));
        Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        Dimension size = new Dimension(Math.min(1600, screen.width), Math.min(960, screen.height));
        if (settings != null) size = settings.windowSize(size);
        setSize(Math.min(size.width, screen.width), Math.min(size.height, screen.height));
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
            @Override public void windowOpened(WindowEvent e) {
                // The keyboard starts on the stage, not on whichever toolbar button comes first,
                // so the first Space plays the lesson.
                if (panel.current() != null) panel.current().stage().requestFocusInWindow();
            }

            @Override public void windowClosing(WindowEvent e) {
                if (settings != null && !fullScreen) settings.saveWindowSize(getSize());
                panel.savePreferences();
            }

            @Override public void windowClosed(WindowEvent e) {
                // Full screen disposes and re-shows the frame; the closed event arrives later, when the
                // frame is displayable again. Only a frame that stays closed stops the timers.
                if (!rebuildingFrame && !isDisplayable()) panel.stop();
            }
        });
    }

    public ExplorerPanel panel() { return panel; }

    public boolean isFullScreen() { return fullScreen; }

    /** F11: the window without decorations, covering its screen; again to go back. */
    public void toggleFullScreen() {
        rebuildingFrame = true;
        try {
            dispose(); // decorations can only change while the frame is not displayable
            fullScreen = !fullScreen;
            setUndecorated(fullScreen);
            if (fullScreen) {
                normalBounds = getBounds();
                setBounds(getGraphicsConfiguration().getBounds());
            } else if (normalBounds != null) {
                setBounds(normalBounds);
            }
            setVisible(true);
        } finally {
            rebuildingFrame = false;
        }
        toFront();
        if (panel.current() != null) panel.current().stage().requestFocus();
    }

    /** Installs the look and feel; call once, on the event thread, before any window. */
    public static void installLookAndFeel() {
        FlatLightLaf.setup();
        UIManager.put("Component.focusWidth", 2);
        UIManager.put("ScrollBar.showButtons", false);
    }

    /** Opens the window on the event thread and starts its timers. */
    public static void open(ExplorerPanel.Options options) {
        SwingUtilities.invokeLater(() -> {
            installLookAndFeel();
            ExplorerWindow w = new ExplorerWindow(Settings.user(), options);
            w.setVisible(true);
            w.panel.start();
        });
    }
}
