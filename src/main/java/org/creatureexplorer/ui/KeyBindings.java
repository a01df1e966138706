package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Window;
import java.awt.event.ActionEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import org.creatureexplorer.lesson.Overlay;

/**
 * The window's keyboard shortcuts, bound on the panel for the whole window, and the help
 * dialog that lists the same table (so the two can never disagree).
 */
final class KeyBindings {
    private final ExplorerPanel panel;
    private final List<Shortcut> shortcuts = new ArrayList<>();

    KeyBindings(ExplorerPanel panel) {
        this.panel = panel;
        addTimeKeys();
        addOverlayKeys();
        addViewKeys();
    }

    List<Shortcut> shortcuts() { return List.copyOf(shortcuts); }

    private void addTimeKeys() {
        add(new Shortcut("play", List.of("SPACE"), Tr.t("Space"), Tr.t("Play / pause"), panel::togglePlay));
        add(new Shortcut("step", List.of("RIGHT", "KP_RIGHT"), "\u2192", Tr.t("One tick forward (while paused)"), panel::step));
        add(new Shortcut("back", List.of("LEFT", "KP_LEFT"), "\u2190", Tr.t("One tick back; held, plays backwards"), panel::backKeyPressed));
        for (String key : List.of("LEFT", "KP_LEFT")) {
            panel.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke("released " + key), "back-released");
        }
        panel.getActionMap().put("back-released", new AbstractAction() {
            @Override public void actionPerformed(ActionEvent e) { panel.backKeyReleased(); }
        });
        add(new Shortcut("reset", List.of("R"), "R", Tr.t("Reset to tick 0"), panel::reset));
        add(new Shortcut("pin", List.of("P"), "P", Tr.t("Pin this run to compare (up to three)"), panel::pin));
        add(new Shortcut("clear-pins", List.of("shift P"), "Shift+P", Tr.t("Clear every pinned run"), () -> panel.clearPin(0)));
        add(new Shortcut("next-lesson", List.of("PAGE_DOWN"), "Page Down", Tr.t("Next lesson"), panel::nextLesson));
        add(new Shortcut("previous-lesson", List.of("PAGE_UP"), "Page Up", Tr.t("Previous lesson"), panel::previousLesson));
    }

    private void addOverlayKeys() {
        Overlay[] overlays = Overlay.values();
        for (int i = 0; i < overlays.length; i++) {
            Overlay o = overlays[i];
            String key = Integer.toString(i + 1);
            add(new Shortcut("overlay-" + o.name().toLowerCase(Locale.ROOT), List.of(key, "NUMPAD" + key), key,
                    Tr.f("Show / hide %s", Tr.t(o.label()).toLowerCase(Locale.ROOT)), () -> panel.toggleOverlay(o)));
        }
    }

    private void addViewKeys() {
        LookSwitcher looks = panel.looks();
        add(new Shortcut("projector", List.of("F5"), "F5", Tr.t("Projection mode"), looks::toggleProjector));
        add(new Shortcut("full-screen", List.of("F11"), "F11", Tr.t("Full screen"), panel::fullScreen));
        add(new Shortcut("zoom-in", List.of("ctrl EQUALS", "ctrl PLUS", "ctrl ADD", "ctrl shift EQUALS"), "Ctrl +", Tr.t("Zoom in"), panel::zoomIn));
        add(new Shortcut("zoom-out", List.of("ctrl MINUS", "ctrl SUBTRACT"), "Ctrl \u2212", Tr.t("Zoom out"), panel::zoomOut));
        add(new Shortcut("zoom-reset", List.of("ctrl 0", "ctrl NUMPAD0"), "Ctrl 0", Tr.t("Actual size"), looks::actualSize));
        add(new Shortcut("theme", List.of("ctrl T"), "Ctrl+T", Tr.t("Next theme (light, dark, high contrast)"), looks::nextTheme));
        add(new Shortcut("lesson-list", List.of("F9"), "F9", Tr.t("Show / hide the lesson list"), panel::toggleLessonList));
        add(new Shortcut("text-drawer", List.of("T"), "T", Tr.t("Open / fold the lesson text"), panel::toggleTextDrawer));
        add(new Shortcut("camera", List.of("C"), "C", Tr.t("Follow the creature / show the whole field"), panel::toggleFollow));
        add(new Shortcut("export", List.of("ctrl E"), "Ctrl+E", Tr.t("Export the stage, a chart or the data"), panel::showExportMenu));
        add(new Shortcut("reduced-motion", List.of("ctrl M"), "Ctrl+M", Tr.t("Reduced motion (advance only by stepping)"),
                () -> panel.setReducedMotion(!panel.reducedMotion())));
        add(new Shortcut("reload", List.of("ctrl R"), "Ctrl+R", Tr.t("Reload the lesson texts from disk"), panel::reloadTexts));
        add(new Shortcut("open-creature", List.of("ctrl O"), "Ctrl+O", Tr.t("Open a creature file (the workshop, lessons 6.1 and 6.2)"),
                () -> withWorkshop(WorkshopPanel::open)));
        add(new Shortcut("save-creature", List.of("ctrl S"), "Ctrl+S", Tr.t("Save the creature as a file (the workshop)"), () -> withWorkshop(WorkshopPanel::save)));
        add(new Shortcut("help", List.of("F1", "typed ?"), Tr.t("F1 or ?"), Tr.t("This help"), panel::showHelp));
    }

    private void add(Shortcut s) {
        shortcuts.add(s);
        for (String stroke : s.strokes()) {
            KeyStroke ks = KeyStroke.getKeyStroke(stroke);
            if (ks == null) throw new IllegalStateException("bad key stroke " + stroke);
            panel.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(ks, s.id());
        }
        panel.getActionMap().put(s.id(), new AbstractAction() {
            @Override public void actionPerformed(ActionEvent e) {
                if (!panel.dialogOpen()) s.action().run();
            }
        });
    }

    /** The help's text: the shortcut table, a few words on the command line and the stage, and the version. */
    static String helpHtml(List<Shortcut> shortcuts) {
        String extra = "<h2>" + Tr.t("Command line") + "</h2><p>" + Tr.t("<code>--projector</code> starts in projection mode, "
                + "<code>--reduced-motion</code> shows still poses that move only when you step, "
                + "<code>--lessons DIR</code> reads lesson texts from DIR, <code>--lang=ja</code> speaks Japanese.") + "</p>"
                + "<h2>" + Tr.t("The stage") + "</h2><p>" + Tr.t("Drag the handles, or move the pointer where a lesson follows it. "
                + "Overlays change only what is drawn, never the world.") + "</p>"
                + "<p>" + org.creatureexplorer.app.Version.line() + "</p>";
        return Shortcut.helpHtml(shortcuts, extra);
    }

    /** The help dialog: {@link #helpHtml}, scrolled when taller than the screen. */
    void showHelp() {
        JEditorPane text = new JEditorPane("text/html", helpHtml(shortcuts));
        text.setEditable(false);
        text.setCaretPosition(0);
        JDialog d = new JDialog(SwingUtilities.getWindowAncestor(panel), Tr.t("Creature Explorer: help"));
        d.setName("help-dialog");
        javax.swing.JButton close = new javax.swing.JButton(Tr.t("Close"));
        close.setName("help-close");
        close.addActionListener(e -> d.dispose());
        javax.swing.JPanel buttons = new javax.swing.JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.RIGHT));
        buttons.add(close);
        d.getContentPane().add(new JScrollPane(text), java.awt.BorderLayout.CENTER);
        d.getContentPane().add(buttons, java.awt.BorderLayout.SOUTH);
        d.getRootPane().setDefaultButton(close);
        // As tall as the table needs (its last row was cut at a fixed height), within the screen and
        // over the window it explains (a 1280x720 classroom window): beyond that the table scrolls
        // and Close stays in view.
        int width = UIScale.scale(600);
        text.setSize(width - UIScale.scale(30), Short.MAX_VALUE);
        int wanted = text.getPreferredSize().height + buttons.getPreferredSize().height + UIScale.scale(70);
        java.awt.Rectangle room = panel.getGraphicsConfiguration() != null
                ? panel.getGraphicsConfiguration().getBounds() : new java.awt.Rectangle(0, 0, 1280, 720);
        room = new java.awt.Rectangle(0, 0, room.width - 40, room.height - 60);
        java.awt.Window owner = SwingUtilities.getWindowAncestor(panel);
        if (owner != null && owner.isShowing()) {
            room.width = Math.min(room.width, Math.max(UIScale.scale(300), owner.getWidth() - 40));
            room.height = Math.min(room.height, Math.max(UIScale.scale(300), owner.getHeight() - 40));
        }
        d.setSize(Math.min(width, room.width), Math.min(wanted, room.height));
        d.setLocationRelativeTo(owner != null ? owner : panel);
        d.getRootPane().registerKeyboardAction(e -> d.dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        d.addWindowListener(new WindowAdapter() {
            @Override public void windowClosed(WindowEvent e) {
                // Hand the keyboard back to the lesson, so the next key press works at once.
                panel.focusStage();
            }
        });
        d.setVisible(true);
    }

    /** Ctrl+O and Ctrl+S are the workshop's Open and Save (bound here, so the help lists them); elsewhere a note says so. */
    private void withWorkshop(java.util.function.Consumer<WorkshopPanel> action) {
        WorkshopPanel w = panel.current() == null ? null : panel.current().workshop();
        if (w == null) panel.status(Tr.t("Open and Save are the workshop's: lessons 6.1 and 6.2"), false);
        else action.accept(w);
    }
}
