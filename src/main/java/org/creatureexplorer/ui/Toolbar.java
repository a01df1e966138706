package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
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
import javax.swing.JToggleButton;
import javax.swing.UIManager;

/**
 * The row above the lesson: the lesson list's drawer, previous and next, the lesson's title, pin,
 * theme, projector, export, view, help and the text's drawer (the time controls are under the
 * stage, in {@link TimeBar}). It shows the panel's state (look, title) and sends every
 * click back to the {@link ExplorerPanel}, which decides.
 */
final class Toolbar extends JPanel {
    private final ExplorerPanel panel;
    private final JComboBox<Theme> themeBox = new JComboBox<>(Theme.values());
    private final JToggleButton projectorButton = new JToggleButton(Tr.t("Projector"));
    private final JButton exportButton = toolButton(Tr.t("Export \u25be"), Tr.t("Save the stage, a chart or the measured data (Ctrl+E)"));
    private final JButton lessonsButton = iconButton(Glyph.LESSONS, "lessons-drawer", Tr.t("Lessons"), Tr.t("Show / hide the lesson list (F9)"));
    private final JButton textButton = iconButton(Glyph.TEXT, "text-drawer", Tr.t("Lesson text"), Tr.t("Open / fold the lesson text (T)"));
    private final WrappedLabel title = new WrappedLabel();
    /** The buttons whose words give way to a shorter face when the row is too narrow, with both faces. */
    private final java.util.List<Face> faces = new java.util.ArrayList<>();

    /** A button's long and short words (the short one may be empty: the icon alone). */
    private record Face(AbstractButton button, String full, String compact, javax.swing.Icon icon) {}

    Toolbar(ExplorerPanel panel) {
        this.panel = panel;
        setName("toolbar");
        JButton prev = iconButton(Glyph.PREVIOUS, "previous", Tr.t("Previous"), Tr.t("Previous lesson (Page Up)"));
        prev.addActionListener(e -> panel.previousLesson());
        JButton next = iconButton(Glyph.NEXT, "next", Tr.t("Next"), Tr.t("Next lesson (Page Down)"));
        next.addActionListener(e -> panel.nextLesson());
        lessonsButton.addActionListener(e -> panel.toggleLessonList());
        textButton.addActionListener(e -> panel.toggleTextDrawer());
        wireLookControls();
        exportButton.setName("export");
        exportButton.addActionListener(e -> showExportMenu());
        JButton view = toolButton(Tr.t("View \u25be"), Tr.t("Zoom, full screen, reduced motion, lesson list, preferences"));
        view.setName("view");
        view.addActionListener(e -> viewMenu().show(view, 0, view.getHeight()));
        JButton pin = toolButton(Tr.t("Pin"), Tr.t("Pin this run: its lines stay, faded, on the charts to compare with (P)"));
        pin.setName("pin");
        pin.putClientProperty("JComponent.minimumWidth", 0); // FlatLaf's 72 px minimum: the row must fit at 1280 px
        pin.addActionListener(e -> panel.pin());
        JButton pins = toolButton("\u25be", Tr.t("Pinned runs: clear one, or all of them (Shift+P clears all)"));
        pins.setName("pins");
        pins.getAccessibleContext().setAccessibleName(Tr.t("Pinned runs"));
        pins.setMargin(new java.awt.Insets(2, 3, 2, 3));
        pins.putClientProperty("JComponent.minimumWidth", 0);
        pins.addActionListener(e -> pinsMenu().show(pins, 0, pins.getHeight()));
        JButton help = toolButton(Tr.t("Help"), Tr.t("Keyboard shortcuts and how to use the window (F1)"));
        help.setName("help");
        help.addActionListener(e -> panel.showHelp());
        title.setName("lesson-title");
        faces.add(new Face(projectorButton, Tr.t("Projector"), "", Glyph.PROJECTOR.icon(1.2)));
        faces.add(new Face(exportButton, Tr.t("Export \u25be"), "\u25be", Glyph.EXPORT.icon(1.2)));
        faces.add(new Face(view, Tr.t("View \u25be"), "\u25be", Glyph.VIEW.icon(1.2)));
        faces.add(new Face(help, Tr.t("Help"), "?", null));
        faces.add(new Face(pin, Tr.t("Pin"), "", Glyph.PIN.icon(1.2)));
        setLayout(new Row(java.util.List.of(lessonsButton, prev, next), title,
                java.util.List.of(pin, pins, themeBox, projectorButton, exportButton, view, help, textButton)));
        for (JComponent c : new JComponent[] {lessonsButton, prev, next, title, pin, pins, themeBox, projectorButton, exportButton, view, help, textButton}) add(c);
    }

    /** The lesson's number and title, at the left of the row. */
    void showTitle(String text) { title.setText(text); }

    String shownTitle() { return title.getText(); }

    WrappedLabel titleLabel() { return title; }

    /** Every control of the row, for the layout report. */
    java.util.List<JComponent> controls() {
        java.util.List<JComponent> out = new java.util.ArrayList<>();
        for (Component c : getComponents()) if (c != title && c instanceof JComponent j && c.isVisible()) out.add(j);
        return out;
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

    private static JButton iconButton(Glyph glyph, String name, String accessible, String tip) {
        JButton b = new JButton(glyph.icon(1.25));
        b.setName(name);
        b.setToolTipText(tip);
        b.getAccessibleContext().setAccessibleName(accessible);
        b.putClientProperty("JComponent.minimumWidth", 0);
        b.setMargin(new java.awt.Insets(3, 6, 3, 6));
        return keyboardOnlyFocus(b);
    }

    /**
     * One row, always: the drawer and lesson buttons at the left, the lesson's title in the middle
     * (wrapping onto a second line of its own rather than pushing anything off), the rest at the
     * right. When the full words do not leave the title room, the buttons in {@link #faces} take
     * their short face (an icon or a symbol; the tooltip keeps the words).
     */
    private final class Row implements java.awt.LayoutManager {
        private static final int GAP = 6;
        private final java.util.List<JComponent> left;
        private final WrappedLabel middle;
        private final java.util.List<JComponent> right;
        private boolean compact;

        Row(java.util.List<JComponent> left, WrappedLabel middle, java.util.List<JComponent> right) {
            this.left = left;
            this.middle = middle;
            this.right = right;
        }

        private int widthOf(java.util.List<JComponent> cs) {
            int w = 0;
            for (JComponent c : cs) if (c.isVisible()) w += c.getPreferredSize().width + GAP;
            return w;
        }

        /** The full faces' widths less the compact ones': what going compact gives the title. */
        private int saving() {
            int saved = 0;
            for (Face f : faces) {
                if (!f.button().isVisible()) continue;
                java.awt.FontMetrics fm = f.button().getFontMetrics(f.button().getFont());
                saved += fm.stringWidth(f.full()) - fm.stringWidth(f.compact()) - (f.icon() == null ? 0 : f.icon().getIconWidth());
            }
            return saved;
        }

        /** The title's width on one line. */
        private int titleOneLine() {
            java.awt.FontMetrics fm = middle.getFontMetrics(middle.getFont());
            // A margin of a few letters: the wrapping text area breaks a little before the measured width.
            return fm.stringWidth(middle.getText()) + middle.getInsets().left + middle.getInsets().right + 3 * fm.charWidth('m');
        }

        /** The title never takes more than two lines of the row (only a window narrower than any classroom's cuts it). */
        private int twoLines() {
            java.awt.FontMetrics fm = middle.getFontMetrics(middle.getFont());
            return 2 * fm.getHeight() + middle.getInsets().top + middle.getInsets().bottom;
        }

        /** Short faces when the full ones would make the title wrap (they show the title on one line where anything can). */
        private void chooseFaces(int width) {
            int fullWidth = widthOf(left) + widthOf(right) + (compact ? saving() : 0) + 2 * GAP;
            boolean wantCompact = fullWidth + titleOneLine() > width;
            if (wantCompact == compact) return;
            compact = wantCompact;
            for (Face f : faces) {
                f.button().setText(compact ? f.compact() : f.full());
                f.button().setIcon(compact ? f.icon() : null);
            }
        }

        @Override public void layoutContainer(Container parent) {
            java.awt.Insets in = parent.getInsets();
            int w = parent.getWidth() - in.left - in.right;
            chooseFaces(w);
            int h = parent.getHeight() - in.top - in.bottom;
            int x = in.left + GAP;
            for (JComponent c : left) x = place(c, x, in.top, h);
            int rightW = widthOf(right);
            int titleW = Math.max(10, w - (x - in.left) - rightW - GAP);
            int th = Math.min(h, Math.min(middle.heightFor(titleW), twoLines()));
            middle.setBounds(x, in.top + (h - th) / 2, titleW, th);
            x = in.left + w - rightW;
            for (JComponent c : right) x = place(c, x, in.top, h);
        }

        private int place(JComponent c, int x, int top, int h) {
            if (!c.isVisible()) return x;
            java.awt.Dimension d = c.getPreferredSize();
            c.setBounds(x, top + Math.max(0, (h - d.height) / 2), d.width, Math.min(h, d.height));
            return x + d.width + GAP;
        }

        @Override public java.awt.Dimension preferredLayoutSize(Container parent) {
            java.awt.Insets in = parent.getInsets();
            int w = parent.getWidth() > 0 ? parent.getWidth() - in.left - in.right : 1600;
            chooseFaces(w);
            int buttons = 0;
            for (JComponent c : left) if (c.isVisible()) buttons = Math.max(buttons, c.getPreferredSize().height);
            for (JComponent c : right) if (c.isVisible()) buttons = Math.max(buttons, c.getPreferredSize().height);
            int titleW = Math.max(10, w - GAP - widthOf(left) - widthOf(right) - GAP);
            int h = Math.max(buttons, Math.min(middle.heightFor(titleW), twoLines())) + 6;
            return new java.awt.Dimension(w + in.left + in.right, h + in.top + in.bottom);
        }

        @Override public java.awt.Dimension minimumLayoutSize(Container parent) { return new java.awt.Dimension(300, 30); }

        @Override public void addLayoutComponent(String name, Component comp) { }

        @Override public void removeLayoutComponent(Component comp) { }
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

    /**
     * The title's font (bold, a little larger than the UI's), the theme box and projector button
     * follow the look. In projection the theme box steps aside: projection has its own colours.
     */
    void showLook(Look look) {
        Font base = UIManager.getFont("Label.font");
        if (base != null) title.setFont(base.deriveFont(Font.BOLD, base.getSize2D() * 1.15f));
        themeBox.setSelectedItem(look.theme());
        themeBox.setVisible(!look.projector());
        projectorButton.setSelected(look.projector());
        revalidate();
    }

    /**
     * The clock (in {@link TimeBar}). A label asks for a new layout whenever its text changes, and a layout of
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

}
