package org.creatureexplorer.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.Insets;
import java.awt.LayoutManager;
import javax.swing.AbstractButton;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import javax.swing.JToggleButton;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import org.creatureexplorer.i18n.Tr;

/**
 * The time controls under the stage, PhET's way: large icon buttons for reset, step back,
 * play / pause and step, the speed (one button going round ¼×, 1×, 4×), the lesson's own buttons (Fold test, Long
 * frame ...) and the clock (the status line is a note over the stage, {@link StatusToast}). One bar for the
 * window; each lesson view hosts it under its stage ({@link LessonView#hostFoot}).
 */
final class TimeBar extends JPanel {
    /** Icons this many times the UI font: large enough to hit from a laptop's trackpad or a whiteboard pen. */
    static final double ICON_EM = 1.6;

    private final JButton reset = button(Glyph.RESET, "reset", Tr.t("Reset"), Tr.t("Back to tick 0 (R)"));
    private final JButton back = button(Glyph.BACK, "back", Tr.t("Back"), Tr.t("One tick back: replays from tick 0 (Left arrow)"));
    private final JButton play = button(Glyph.PLAY, "play", Tr.t("Play"), Tr.t("Play or pause (Space)"));
    private final JButton step = button(Glyph.STEP, "step", Tr.t("Step"), Tr.t("One tick forward, while paused (Right arrow)"));
    /** The speed: one button that goes round slow, normal, fast (its face says which). */
    private final JButton speedButton = new JButton();
    private final JPanel controls = new JPanel(new WrapLayout(FlowLayout.LEFT, 6, 4));
    private final JPanel actionsSlot = new JPanel(new FlowLayout(FlowLayout.LEFT, 0, 0));
    private final JLabel clock = new Toolbar.ClockLabel();
    private ExplorerPanel.Speed speed = ExplorerPanel.Speed.NORMAL;

    TimeBar(ExplorerPanel panel) {
        setLayout(new Layout());
        setName("time-bar");
        setBorder(BorderFactory.createEmptyBorder(2, 4, 2, 8));
        reset.addActionListener(e -> panel.reset());
        back.addActionListener(e -> panel.requestStepBack());
        play.addActionListener(e -> panel.togglePlay());
        step.addActionListener(e -> panel.step());
        speedButton.setName("speed");
        speedButton.setRequestFocusEnabled(false);
        speedButton.putClientProperty("JComponent.minimumWidth", 0);
        speedButton.setMargin(new Insets(2, 6, 2, 6));
        speedButton.addActionListener(e -> setSpeed(ExplorerPanel.Speed.values()[(speed.ordinal() + 1) % ExplorerPanel.Speed.values().length]));
        showSpeed();
        actionsSlot.setOpaque(false);
        clock.setName("clock");
        controls.setOpaque(false);
        for (JComponent c : new JComponent[] {reset, back, play, step, speedButton, separator(), actionsSlot, clock}) controls.add(c);
        add(controls);
    }

    private static JButton button(Glyph glyph, String name, String accessible, String tip) {
        JButton b = new JButton(glyph.icon(ICON_EM));
        b.setName(name);
        b.setToolTipText(tip);
        b.getAccessibleContext().setAccessibleName(accessible);
        b.setRequestFocusEnabled(false); // a click must not take Space away from the stage
        b.setMargin(new Insets(3, 5, 3, 5));
        b.putClientProperty("JComponent.minimumWidth", 0); // FlatLaf's 72 px would widen every icon button
        return b;
    }

    private static JComponent separator() {
        JSeparator s = new JSeparator(SwingConstants.VERTICAL);
        s.setPreferredSize(new Dimension(2, 28));
        return s;
    }

    /** The lesson's own buttons, beside the time controls (each lesson view brings its own). */
    void showActions(JComponent actions) {
        actionsSlot.removeAll();
        if (actions != null) {
            for (java.awt.Component c : actions.getComponents()) {
                if (c instanceof JButton b) {
                    b.setMargin(new Insets(2, 8, 2, 8));
                    b.putClientProperty("JComponent.minimumWidth", 0);
                }
            }
        }
        if (actions != null) actionsSlot.add(actions);
        actionsSlot.setVisible(actions != null && actions.getComponentCount() > 0);
        revalidate();
        repaint();
    }

    /** Play becomes Pause while playing; Step works only while paused. */
    void showPlaying(boolean playing) {
        play.setIcon((playing ? Glyph.PAUSE : Glyph.PLAY).icon(ICON_EM));
        play.getAccessibleContext().setAccessibleName(playing ? Tr.t("Pause") : Tr.t("Play"));
        step.setEnabled(!playing);
    }

    /** In reduced motion the stage only moves when stepped: Play is greyed out, with the reason as its tip. */
    void allowPlay(boolean allowed) {
        play.setEnabled(allowed);
        play.setToolTipText(allowed ? Tr.t("Play or pause (Space)") : Tr.t("Reduced motion is on: step with the Right arrow (Ctrl+M turns it off)"));
    }

    void showClock(String text) { clock.setText(text); }

    /** The clock in a monospaced face at the UI font's size, so its digits do not jitter. */
    void showLook() {
        Font base = UIManager.getFont("Label.font");
        if (base != null) clock.setFont(new Font(org.creatureexplorer.i18n.Fonts.mono(), Font.BOLD, Math.round(base.getSize2D())));
    }

    ExplorerPanel.Speed speed() { return speed; }

    void setSpeed(ExplorerPanel.Speed s) {
        speed = s;
        showSpeed();
    }

    private void showSpeed() {
        speedButton.setText(speed.shortLabel());
        speedButton.setToolTipText(Tr.f("Simulation speed: %s (click for the next)", speed.toString()));
        speedButton.getAccessibleContext().setAccessibleName(Tr.f("Speed: %s", speed.toString()));
    }

    /** Every button of the bar (the layout report lists each as a control). */
    java.util.List<AbstractButton> buttons() {
        return java.util.List.of(reset, back, play, step, speedButton);
    }

    /** The controls wrap to the bar's width (at 1280x720 in projection they keep one row). */
    private final class Layout implements LayoutManager {
        @Override public void layoutContainer(Container parent) {
            Insets in = parent.getInsets();
            int w = parent.getWidth() - in.left - in.right;
            controls.setBounds(in.left, in.top, w, parent.getHeight() - in.top - in.bottom);
        }

        @Override public Dimension preferredLayoutSize(Container parent) {
            Insets in = parent.getInsets();
            int w = parent.getWidth() > 0 ? parent.getWidth() - in.left - in.right : 1200;
            controls.setSize(w, 10);
            return new Dimension(w + in.left + in.right, controls.getPreferredSize().height + in.top + in.bottom);
        }

        @Override public Dimension minimumLayoutSize(Container parent) { return new Dimension(200, 40); }

        @Override public void addLayoutComponent(String name, Component comp) { }

        @Override public void removeLayoutComponent(Component comp) { }
    }
}
