package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;
import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;

/**
 * The strip under the stage: overlay toggles, lesson buttons, and one control per declared
 * parameter (a slider with its value and unit, a check box, or a choice), plus Tr.t("Defaults").
 */
public final class ControlsPanel extends JPanel implements javax.swing.Scrollable {
    private final Map<String, JComponent> editors = new LinkedHashMap<>();
    private final Map<String, JLabel> valueLabels = new LinkedHashMap<>();
    private final Map<Overlay, JCheckBox> overlayBoxes = new LinkedHashMap<>();
    private final Lesson<?> lesson;
    private boolean syncing;

    /**
     * @param onOverlay called when a toggle changes (view only)
     * @param onParam   called with a parameter's new value
     * @param onAction  called with a lesson button's name
     * @param onDefaults called when Tr.t("Defaults") is pressed
     */
    public ControlsPanel(Lesson<?> lesson, java.util.Set<Overlay> initialOverlays, BiConsumer<Overlay, Boolean> onOverlay,
                         BiConsumer<String, Double> onParam, Consumer<String> onAction, Runnable onDefaults) {
        this.lesson = lesson;
        setLayout(new BoxLayout(this, BoxLayout.Y_AXIS));
        setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));

        // Wraps to the width it has: zoomed or projected, the last toggles go to a new row, not out of the window.
        JPanel toggles = new JPanel(new WrapLayout(FlowLayout.LEFT, 8, 2));
        toggles.add(new JLabel(Tr.t("Show:")));
        for (Overlay o : lesson.overlays()) {
            JCheckBox box = new JCheckBox(Tr.t(o.label()), initialOverlays.contains(o));
            box.setName("overlay-" + o.name().toLowerCase());
            box.setRequestFocusEnabled(false); // a click must not take Space away from play/pause
            box.addItemListener(e -> onOverlay.accept(o, box.isSelected()));
            overlayBoxes.put(o, box);
            toggles.add(box);
        }
        for (LessonAction a : lesson.actions()) {
            JButton b = new JButton(Tr.t(a.label()));
            b.setName("action-" + a.name());
            b.setRequestFocusEnabled(false);
            b.setToolTipText(a.tooltip() == null ? null : Tr.t(a.tooltip()));
            b.addActionListener(e -> onAction.accept(a.name()));
            toggles.add(b);
        }
        toggles.setAlignmentX(LEFT_ALIGNMENT);
        add(toggles);

        if (!lesson.params().isEmpty()) {
            JPanel params = new JPanel(new GridBagLayout());
            GridBagConstraints c = new GridBagConstraints();
            c.insets = new Insets(1, 4, 1, 4);
            c.anchor = GridBagConstraints.WEST;
            int row = 0;
            for (ParamSpec spec : lesson.params()) {
                c.gridy = row++;
                c.gridx = 0;
                c.weightx = 0;
                c.fill = GridBagConstraints.NONE;
                params.add(new JLabel(Tr.t(spec.label()) + (spec.live() ? "" : Tr.t(" (restarts)"))), c);
                c.gridx = 1;
                c.weightx = 1;
                c.fill = GridBagConstraints.HORIZONTAL;
                JComponent editor = editorFor(spec, onParam);
                editor.setName("param-" + spec.name());
                editors.put(spec.name(), editor);
                params.add(editor, c);
                c.gridx = 2;
                c.weightx = 0;
                c.fill = GridBagConstraints.NONE;
                JLabel value = valueLabel(spec);
                valueLabels.put(spec.name(), value);
                params.add(value, c);
            }
            c.gridy = row;
            c.gridx = 0;
            JButton defaults = new JButton(Tr.t("Defaults"));
            defaults.setName("defaults");
            defaults.setRequestFocusEnabled(false);
            defaults.setToolTipText(Tr.t("Put every parameter back to its default"));
            defaults.addActionListener(e -> onDefaults.run());
            params.add(defaults, c);
            params.setAlignmentX(LEFT_ALIGNMENT);
            add(params);
        }
    }

    /**
     * A value with its unit as the language writes it: the lesson's English unit (and a choice's
     * name) translated at display time, so lesson classes stay as they are.
     */
    static String shown(org.creatureexplorer.model.ParamSpec spec, double v) {
        String s = spec.formatWithUnit(v);
        if (Tr.language() == Tr.Language.EN) return s;
        String plain = spec.format(v);
        if (s.equals(plain) || !s.startsWith(plain + " ")) return Tr.t(s);
        return plain + " " + Tr.t(s.substring(plain.length() + 1));
    }

    private JComponent editorFor(ParamSpec spec, BiConsumer<String, Double> onParam) {
        switch (spec.kind()) {
            case BOOLEAN -> {
                JCheckBox box = new JCheckBox();
                box.setSelected(spec.defaultValue() != 0);
                box.addItemListener(e -> { if (!syncing) onParam.accept(spec.name(), box.isSelected() ? 1.0 : 0.0); });
                return box;
            }
            case CHOICE -> {
                JComboBox<String> combo = new JComboBox<>(spec.choices().stream().map(Tr::t).toArray(String[]::new)) {
                    // Never narrower than its longest choice: a squeezed combo shows only "…".
                    @Override public java.awt.Dimension getMinimumSize() { return getPreferredSize(); }
                };
                combo.setSelectedIndex((int) spec.defaultValue());
                combo.addActionListener(e -> { if (!syncing) onParam.accept(spec.name(), (double) combo.getSelectedIndex()); });
                return combo;
            }
            default -> {
                int steps = (int) Math.round((spec.max() - spec.min()) / spec.step());
                JSlider slider = new JSlider(0, steps, toSlider(spec, spec.defaultValue()));
                slider.addChangeListener(e -> {
                    double v = fromSlider(spec, slider.getValue());
                    valueLabels.get(spec.name()).setText(shown(spec, v));
                    // A parameter that restarts the world waits until the knob is let go.
                    if (!syncing && (spec.live() || !slider.getValueIsAdjusting())) onParam.accept(spec.name(), v);
                });
                return slider;
            }
        }
    }

    /**
     * The value readout beside a control: as wide as the widest value it can show, in the font
     * it has now (zoom and projection mode change it), so it neither clips nor makes the row jump.
     */
    private static JLabel valueLabel(ParamSpec spec) {
        String[] samples = {shown(spec, spec.min()), shown(spec, spec.max()),
            shown(spec, spec.defaultValue()), shown(spec, spec.min() + spec.step() * 0.5 + (spec.max() - spec.min()) / 3)};
        return new JLabel(shown(spec, spec.defaultValue())) {
            @Override public java.awt.Dimension getPreferredSize() {
                java.awt.Dimension d = super.getPreferredSize();
                java.awt.FontMetrics fm = getFontMetrics(getFont());
                int w = 0;
                for (String sample : samples) w = Math.max(w, fm.stringWidth(sample));
                if (spec.kind() == ParamSpec.Kind.CHOICE) for (String c : spec.choices()) w = Math.max(w, fm.stringWidth(c));
                return new java.awt.Dimension(Math.max(d.width, w + fm.charWidth('0')), d.height);
            }
            // A squeezed row narrows the slider, never the value (else 0.5 reads "..").
            @Override public java.awt.Dimension getMinimumSize() { return getPreferredSize(); }
        };
    }

    static int toSlider(ParamSpec spec, double v) { return (int) Math.round((v - spec.min()) / spec.step()); }

    static double fromSlider(ParamSpec spec, int i) {
        double v = spec.min() + i * spec.step();
        // Whole numbers are exact from min (a side slider is -1 or 1; rounding v / 2 would give 0).
        if (spec.kind() == ParamSpec.Kind.INTEGER) return Math.min(spec.max(), v);
        return Math.min(spec.max(), Math.round(v / spec.step()) * spec.step());
    }

    /** Shows the values in force (after a step back, a reset or Tr.t("Defaults")) without firing changes. */
    public void sync(ParamValues values) {
        syncing = true;
        try {
            for (ParamSpec spec : lesson.params()) {
                double v = values.get(spec.name());
                JComponent editor = editors.get(spec.name());
                if (editor instanceof JSlider s) s.setValue(toSlider(spec, v));
                else if (editor instanceof JCheckBox b) b.setSelected(v != 0);
                else if (editor instanceof JComboBox<?> cb) cb.setSelectedIndex((int) v);
                valueLabels.get(spec.name()).setText(shown(spec, v));
            }
        } finally {
            syncing = false;
        }
    }

    // ---- in a scroll pane under the stage: follow its width (so the toggles wrap) until too narrow

    @Override public java.awt.Dimension getPreferredScrollableViewportSize() { return getPreferredSize(); }

    @Override public int getScrollableUnitIncrement(java.awt.Rectangle r, int o, int d) { return 16; }

    @Override public int getScrollableBlockIncrement(java.awt.Rectangle r, int o, int d) { return Math.max(16, r.height - 16); }

    @Override public boolean getScrollableTracksViewportWidth() {
        return getParent() instanceof javax.swing.JViewport vp && vp.getWidth() >= getMinimumSize().width;
    }

    @Override public boolean getScrollableTracksViewportHeight() { return false; }

    public JCheckBox overlayBox(Overlay o) { return overlayBoxes.get(o); }

    public JComponent editor(String param) { return editors.get(param); }
}
