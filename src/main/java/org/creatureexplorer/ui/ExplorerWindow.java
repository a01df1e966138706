package org.creatureexplorer.ui;

import com.formdev.flatlaf.FlatLaf;
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
import org.creatureexplorer.i18n.Fonts;
import org.creatureexplorer.i18n.Tr;

/** The app's window: FlatLaf look, sized to the screen, hosting one {@link ExplorerPanel}. */
public final class ExplorerWindow extends JFrame {
    /** The window's inside; built again when the language changes (View > Language). */
    private ExplorerPanel panel;
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
        panel = hosted(new ExplorerPanel(LessonCatalog.all(), settings, options));
        setContentPane(panel);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        setMinimumSize(new Dimension(640, 480));
        sizeToScreen();
        pauseWhileHidden();
        addWindowListener(new WindowAdapter() {
            @Override public void windowOpened(WindowEvent e) {
                // The keyboard starts on the stage, not on whichever toolbar button comes first,
                // so the first Space plays the lesson.
                if (panel.current() != null) panel.current().stage().requestFocusInWindow();
            }

            @Override public void windowClosing(WindowEvent e) {
                if (settings != null && !fullScreen) {
                    boolean maximized = (getExtendedState() & MAXIMIZED_BOTH) == MAXIMIZED_BOTH;
                    settings.saveWindowMaximized(maximized);
                    if (!maximized) settings.saveWindowSize(getSize());
                }
                panel.savePreferences();
            }

            @Override public void windowClosed(WindowEvent e) {
                // Full screen disposes and re-shows the frame; the closed event arrives later, when the
                // frame is displayable again. Only a frame that stays closed stops the timers.
                if (!rebuildingFrame && !isDisplayable()) panel.stop();
            }
        });
    }

    /** {@code p} with its full screen and language requests sent to this window. */
    private ExplorerPanel hosted(ExplorerPanel p) {
        p.setOnFullScreen(this::toggleFullScreen);
        p.setOnLanguage(this::switchLanguage);
        return p;
    }

    /**
     * The remembered size (at first 1600 x 960), never larger than the screen, centred. A first
     * start fills the screen (the stage is the lesson); afterwards the window comes back as it was left.
     */
    private void sizeToScreen() {
        Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        Dimension size = new Dimension(Math.min(1600, screen.width), Math.min(960, screen.height));
        if (settings != null) size = settings.windowSize(size);
        setSize(Math.min(size.width, screen.width), Math.min(size.height, screen.height));
        setLocationRelativeTo(null);
        if (settings != null && settings.windowMaximized()) {
            setBounds(screen); // without a window manager (a bare X server) the state alone does nothing
            setExtendedState(getExtendedState() | MAXIMIZED_BOTH);
        }
    }

    /**
     * A hidden (setVisible(false)) or minimised window pauses, and plays on when shown or
     * restored: the model never sees the hidden seconds (the frame clock's clamp is the second
     * guard, not the first).
     */
    private void pauseWhileHidden() {
        addComponentListener(new ComponentAdapter() {
            @Override public void componentHidden(ComponentEvent e) {
                if (panel.isPlaying()) {
                    playingWhenHidden = true;
                    panel.setPlaying(false);
                }
            }

            @Override public void componentShown(ComponentEvent e) {
                if (playingWhenHidden) panel.setPlaying(true);
                playingWhenHidden = false;
            }
        });
        addWindowListener(new WindowAdapter() {
            @Override public void windowIconified(WindowEvent e) {
                playingWhenHidden = panel.isPlaying();
                if (playingWhenHidden) panel.setPlaying(false);
            }

            @Override public void windowDeiconified(WindowEvent e) {
                if (playingWhenHidden) panel.setPlaying(true);
                playingWhenHidden = false;
            }
        });
    }

    /** True while minimised after playing: restoring the window plays on. */
    private boolean playingWhenHidden;

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

    /**
     * View > Language: every text is made again in the new language, so the window's inside is
     * built again, as at start-up, on the same lesson with the same look (the lesson restarts at
     * tick 0, as opening a lesson does). The choice was already remembered by the panel.
     */
    public void switchLanguage(Tr.Language language) {
        if (language == Tr.language()) return;
        ExplorerPanel old = panel;
        Look look = old.look();
        org.creatureexplorer.lesson.Lesson<?> lesson = old.current() == null ? null : old.current().lesson();
        boolean reducedMotion = old.reducedMotion();
        old.savePreferences();
        old.stop();
        Tr.setLanguage(language);
        fitLookAndFeelFont();
        ExplorerPanel next = hosted(new ExplorerPanel(LessonCatalog.all(), settings, new ExplorerPanel.Options(look.projector(), reducedMotion)));
        next.setLook(look);
        if (lesson != null && (next.current() == null || next.current().lesson() != lesson)) next.showLesson(lesson);
        panel = next;
        setContentPane(next);
        revalidate();
        repaint();
        if (isDisplayable()) next.start();
        next.status(Tr.f("Language: %s", language.nativeName()), false);
        if (next.current() != null) next.current().stage().requestFocusInWindow();
    }

    /** Installs the look and feel; call once, on the event thread, before any window. */
    public static void installLookAndFeel() {
        FlatLightLaf.setup();
        UIManager.put("Component.focusWidth", 2);
        UIManager.put("ScrollBar.showButtons", false);
        fitLookAndFeelFont();
    }

    /**
     * The UI font must show the language: when FlatLaf's default font cannot show Japanese (a
     * desktop whose UI font has no kana), FlatLaf is told to prefer the family {@link Fonts}
     * picked and set up again; back in English the preference is dropped. Nothing changes when
     * the default font already shows it, as Java's logical fonts do once a CJK font is installed.
     */
    public static void fitLookAndFeelFont() {
        speakInSwing();
        String want = null;
        if (Tr.language() != Tr.Language.EN) {
            java.awt.Font current = UIManager.getFont("defaultFont");
            boolean shows = current != null && current.canDisplayUpTo(Fonts.JA_SAMPLE) == -1;
            want = shows && FlatLaf.getPreferredFontFamily() == null ? null : Fonts.sans();
        }
        if (java.util.Objects.equals(want, FlatLaf.getPreferredFontFamily())) return;
        FlatLaf.setPreferredFontFamily(want);
        if (UIManager.getLookAndFeel() instanceof FlatLaf laf) {
            try {
                FlatLaf.setup(laf.getClass().getDeclaredConstructor().newInstance());
            } catch (ReflectiveOperationException e) {
                return; // keep the installed look: its font may show boxes, but the window still works
            }
            UIManager.put("Component.focusWidth", 2);
            UIManager.put("ScrollBar.showButtons", false);
            speakInSwing();
            FlatLaf.updateUI();
        }
    }

    /**
     * Swing's own words (the file chooser's Save and Cancel, an option pane's OK) come from its
     * resource bundles in the UI defaults' locale: the language in force, not the system's. Called
     * again after each look and feel is set up, which makes new defaults.
     */
    static void speakInSwing() {
        java.util.Locale l = Tr.language().locale;
        javax.swing.JComponent.setDefaultLocale(l);
        UIManager.getDefaults().setDefaultLocale(l);
        UIManager.getLookAndFeelDefaults().setDefaultLocale(l);
    }

    /** Opens the window on the event thread and starts its timers. */
    public static void open(ExplorerPanel.Options options) {
        HeapPolicy.giveBackUnusedHeap();
        SwingUtilities.invokeLater(() -> {
            installLookAndFeel();
            ExplorerWindow w = new ExplorerWindow(Settings.user(), options);
            w.setVisible(true);
            w.panel.start();
        });
    }
}
