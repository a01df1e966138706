package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;

import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JSeparator;
import javax.swing.JToggleButton;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import org.creatureexplorer.i18n.Tr;

/**
 * The row of controls above the lesson: lesson and time buttons, speed, clock, projector, theme,
 * export, view and help. It shows the panel's state (playing, look, clock) and sends every
 * click back to the {@link ExplorerPanel}, which decides.
 */
final class Toolbar extends JPanel {
    private final ExplorerPanel panel;
    private final JButton playButton = toolButton(Tr.t("Play"), Tr.t("Play or pause (Space)"));
    private final JButton stepButton = toolButton(Tr.t("Step \u25b6|"), Tr.t("One tick forward, while paused (Right arrow)"));
    private final JButton backButton = toolButton(Tr.t("|\u25c0 Back"), Tr.t("One tick back: replays from tick 0 (Left arrow)"));
    private final JComboBox<ExplorerPanel.Speed> speedBox = new JComboBox<>(ExplorerPanel.Speed.values());
    private final JComboBox<Theme> themeBox = new JComboBox<>(Theme.values());
    private final JToggleButton projectorButton = new JToggleButton(Tr.t("Projector"));
    private final JButton exportButton = toolButton(Tr.t("Export \u25be"), Tr.t("Save the stage, a chart or the measured data (Ctrl+E)"));
    private final JLabel clock = new ClockLabel();
    private JButton pinButton;
    private JButton pinsButton;

    Toolbar(ExplorerPanel panel) {
        super(new WrapLayout(FlowLayout.LEFT, 6, 3));
        this.panel = panel;
        setName("toolbar");
        JButton prev = toolButton(Tr.t("\u25c0 Previous"), Tr.t("Previous lesson (Page Up)"));
        prev.setName("previous");
        prev.addActionListener(e -> panel.previousLesson());
        JButton next = toolButton(Tr.t("Next \u25b6"), Tr.t("Next lesson (Page Down)"));
        next.setName("next");
        next.addActionListener(e -> panel.nextLesson());
        JButton reset = toolButton(Tr.t("Reset"), Tr.t("Back to tick 0 (R)"));
        reset.setName("reset");
        reset.addActionListener(e -> panel.reset());
        wireTimeButtons();
        wireLookControls();
        exportButton.setName("export");
        exportButton.addActionListener(e -> showExportMenu());
        JButton view = toolButton(Tr.t("View \u25be"), Tr.t("Zoom, full screen, reduced motion, lesson list, preferences"));
        view.setName("view");
        view.addActionListener(e -> viewMenu().show(view, 0, view.getHeight()));
        JButton pin = toolButton(Tr.t("Pin"), Tr.t("Pin this run: its lines stay, faded, on the charts to compare with (P)"));
        pin.setName("pin");
        pin.putClientProperty("JComponent.minimumWidth", 0); // FlatLaf's 72 px minimum would wrap the toolbar
        pin.addActionListener(e -> panel.pin());
        // Only an arrow: the toolbar has to fit one row at 1600 px, and Pin beside it says what it is.
        JButton pins = toolButton("\u25be", Tr.t("Pinned runs: clear one, or all of them (Shift+P clears all)"));
        pins.setName("pins");
        pins.getAccessibleContext().setAccessibleName(Tr.t("Pinned runs"));
        pins.setMargin(new java.awt.Insets(2, 3, 2, 3));
        pins.putClientProperty("JComponent.minimumWidth", 0);
        pins.addActionListener(e -> pinsMenu().show(pins, 0, pins.getHeight()));
        pinButton = pin;
        pinsButton = pins;
        JButton help = toolButton(Tr.t("Help"), Tr.t("Keyboard shortcuts and how to use the window (F1)"));
        help.setName("help");
        help.addActionListener(e -> panel.showHelp());
        addAll(prev, next, separator(), reset, backButton, playButton, stepButton, pin, pins, separator(),
                new JLabel(Tr.t("Speed")), speedBox, separator(), clock, separator(),
                projectorButton, themeBox, exportButton, view, help);
    }

    private void addAll(JComponent... components) {
        for (JComponent c : components) add(c);
    }

    private void wireTimeButtons() {
        playButton.setName("play");
        playButton.addActionListener(e -> panel.togglePlay());
        stepButton.setName("step");
        stepButton.addActionListener(e -> panel.step());
        backButton.setName("back");
        backButton.addActionListener(e -> panel.requestStepBack());
        speedBox.setName("speed");
        speedBox.setSelectedItem(ExplorerPanel.Speed.NORMAL);
        speedBox.setToolTipText(Tr.t("Simulation speed"));
        speedBox.getAccessibleContext().setAccessibleName(Tr.t("Speed"));
        clock.setName("clock");
    }

    private void wireLookControls() {
        themeBox.setName("theme");
        themeBox.setToolTipText(Tr.t("Theme (Ctrl+T)"));
        themeBox.getAccessibleContext().setAccessibleName(Tr.t("Theme"));
        themeBox.addActionListener(e -> {
            Theme t = (Theme) themeBox.getSelectedItem();
            if (t != null && t != panel.look().theme()) panel.setLook(panel.look().withTheme(t));
        });
        projectorButton.setName("projector");
        projectorButton.setToolTipText(Tr.t("Projection mode: bigger text, thicker lines, projector colours (F5)"));
        keyboardOnlyFocus(projectorButton);
        projectorButton.addActionListener(e -> panel.setLook(panel.look().withProjector(projectorButton.isSelected())));
    }

    /** Toolbar buttons: reachable with Tab, but a mouse click does not take the focus (so Space keeps playing). */
    private static <B extends AbstractButton> B keyboardOnlyFocus(B b) {
        b.setRequestFocusEnabled(false);
        return b;
    }

    private static JButton toolButton(String text, String tip) {
        JButton b = new JButton(text);
        b.setToolTipText(tip);
        return keyboardOnlyFocus(b);
    }

    private static JComponent separator() {
        JSeparator s = new JSeparator(SwingConstants.VERTICAL);
        s.setPreferredSize(new Dimension(2, 22));
        return s;
    }

    static JMenuItem item(String text, Runnable action) {
        JMenuItem i = new JMenuItem(text);
        i.addActionListener(e -> action.run());
        return i;
    }

    JPopupMenu viewMenu() {
        JPopupMenu m = new JPopupMenu();
        m.add(item(Tr.t("Zoom in (Ctrl +)"), panel::zoomIn));
        m.add(item(Tr.t("Zoom out (Ctrl \u2212)"), panel::zoomOut));
        m.add(item(Tr.t("Actual size (Ctrl 0)"), () -> panel.setLook(panel.look().withZoom(1))));
        m.addSeparator();
        m.add(item(Tr.t("Full screen (F11)"), panel::fullScreen));
        JCheckBoxMenuItem listItem = new JCheckBoxMenuItem(Tr.t("Lesson list (F9)"), panel.lessonListVisible());
        listItem.addActionListener(e -> panel.toggleLessonList());
        m.add(listItem);
        JCheckBoxMenuItem motion = new JCheckBoxMenuItem(Tr.t("Reduced motion (Ctrl+M)"), panel.reducedMotion());
        motion.addActionListener(e -> panel.setReducedMotion(motion.isSelected()));
        m.add(motion);
        m.addSeparator();
        m.add(languageMenu());
        m.addSeparator();
        m.add(item(Tr.t("Reload lesson texts (Ctrl+R)"), panel::reloadTexts));
        m.add(item(Tr.t("Reset preferences"), panel::resetPreferences));
        return m;
    }

    /** View > Language: each language named in itself, the one in force ticked. */
    private JMenu languageMenu() {
        JMenu menu = new JMenu(org.creatureexplorer.i18n.Tr.t("Language"));
        menu.setName("language");
        javax.swing.ButtonGroup group = new javax.swing.ButtonGroup();
        for (org.creatureexplorer.i18n.Tr.Language l : org.creatureexplorer.i18n.Tr.Language.values()) {
            javax.swing.JRadioButtonMenuItem choice = new javax.swing.JRadioButtonMenuItem(l.nativeName(),
                    l == org.creatureexplorer.i18n.Tr.language());
            choice.setName("language-" + l.code);
            choice.addActionListener(e -> panel.chooseLanguage(l));
            group.add(choice);
            menu.add(choice);
        }
        return menu;
    }

    /** The pinned runs of this lesson, each to clear, and "clear all". */
    JPopupMenu pinsMenu() {
        JPopupMenu m = new JPopupMenu();
        LessonView v = panel.current();
        var list = v == null ? java.util.List.<org.creatureexplorer.model.Pins.Pin>of() : v.pins().list();
        // In projection this menu is the only Pin control on screen (the Pin button steps aside).
        if (!pinButton.isVisible()) {
            m.add(item(Tr.t("Pin this run (P)"), panel::pin));
            if (list.isEmpty()) return m;
            m.addSeparator();
        }
        if (list.isEmpty()) {
            JMenuItem none = new JMenuItem(Tr.t("No pinned runs: press Pin (P) to pin this one"));
            none.setEnabled(false);
            m.add(none);
            return m;
        }
        for (var p : list) {
            m.add(item(Tr.f("Clear pin %d: %s", p.number(), PinLines.pinText(p, v.playback().params())), () -> panel.clearPin(p.number())));
        }
        m.addSeparator();
        m.add(item(Tr.t("Clear all pins (Shift+P)"), () -> panel.clearPin(0)));
        return m;
    }

    /** The export menu, under the Export button (the button and Ctrl+E both open it). */
    void showExportMenu() {
        panel.exportMenu().build(panel::current).show(exportButton, 0, exportButton.getHeight());
    }

    /** In reduced motion the stage only moves when stepped: Play is greyed out, with the reason as its tip. */
    void allowPlay(boolean allowed) {
        playButton.setEnabled(allowed);
        playButton.setToolTipText(allowed ? Tr.t("Play or pause (Space)") : Tr.t("Reduced motion is on: step with the Right arrow (Ctrl+M turns it off)"));
    }

    /** Play becomes Pause while playing; Step works only while paused. */
    void showPlaying(boolean playing) {
        playButton.setText(playing ? Tr.t("Pause \u2016") : Tr.t("Play \u25b6"));
        stepButton.setEnabled(!playing);
    }

    /** The clock's font follows the look's text size; the theme box and projector button its choices. */
    void showLook(Look look) {
        clock.setFont(new Font(org.creatureexplorer.i18n.Fonts.mono(), Font.BOLD, Math.round(UIManager.getFont("Label.font").getSize2D() * 1.15f)));
        themeBox.setSelectedItem(look.theme());
        projectorButton.setSelected(look.projector());
        // In projection the 1.6x toolbar would wrap onto another row at 1280x720 and take the
        // stage's room: there only the narrow ▾ stays (its menu pins too), beside the keys P and
        // Shift+P, and the stage's corner says what is pinned.
        if (pinButton != null) {
            pinButton.setVisible(!look.projector());
            pinsButton.setToolTipText(look.projector()
                    ? Tr.t("Pin this run, or clear pinned runs (P pins, Shift+P clears all)")
                    : Tr.t("Pinned runs: clear one, or all of them (Shift+P clears all)"));
        }
    }

    void showClock(String text) { clock.setText(text); }

    /**
     * The toolbar clock. A label asks for a new layout whenever its text changes, and a layout of
     * the toolbar measures every button again (about 10 KB on the event thread, a few times a
     * second while playing), although the clock's fixed-width fields in a monospaced font keep
     * its size. It asks only when its size changed; a new text of the same size is repainted
     * (setText does that) and lands in the same place, so the toolbar looks the same.
     */
    static final class ClockLabel extends JLabel {
        /** The preferred size the last layout request was made for, or null before one. */
        private Dimension requested;

        @Override public void revalidate() {
            Dimension now = getPreferredSize();
            if (isValid() && now.equals(requested)) return;
            requested = now;
            super.revalidate();
        }
    }

    ExplorerPanel.Speed speed() { return (ExplorerPanel.Speed) speedBox.getSelectedItem(); }

    void setSpeed(ExplorerPanel.Speed speed) { speedBox.setSelectedItem(speed); }
}
