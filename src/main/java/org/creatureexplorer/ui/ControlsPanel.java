package org.creatureexplorer.ui;

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
 * parameter (a slider with its value and unit, a check box, or a choice), plus "Defaults".
 */
public final class ControlsPanel extends JPanel {
    private final Map<String, JComponent> editors = new LinkedHashMap<>();
    private final Map<String, JLabel> valueLabels = new LinkedHashMap<>();
    private final Map<Overlay, JCheckBox> overlayBoxes = new LinkedHashMap<>();
    private final Lesson<?> lesson;
    private boolean syncing;

    /**
     * @param onOverlay called when a toggle changes (view only)
     * @param onParam   called with a parameter's new value
     * @param onAction  called with a lesson button's name
     * @param onDefaults called when "Defaults" is pressed
     */
    public ControlsPanel(Lesson<?> lesson, java.util.Set<Overlay> initialOverlays, BiConsumer<Overlay, Boolean> onOverlay,
                         BiConsumer<String, Double> onParam, Consumer<String> onAction, Runnable onDefaults) {
        this.lesson = lesson;
        setLayout(new BoxLayout(this, BoxLayout.Y_AXIS));
        setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));

        JPanel toggles = new JPanel(new FlowLayout(FlowLayout.LEFT, 8, 2));
        toggles.add(new JLabel("Show:"));
        for (Overlay o : lesson.overlays()) {
            JCheckBox box = new JCheckBox(o.label(), initialOverlays.contains(o));
            box.setName("overlay-" + o.name().toLowerCase());
            box.setRequestFocusEnabled(false); // a click must not take Space away from play/pause
            box.addItemListener(e -> onOverlay.accept(o, box.isSelected()));
            overlayBoxes.put(o, box);
            toggles.add(box);
        }
        for (LessonAction a : lesson.actions()) {
            JButton b = new JButton(a.label());
            b.setName("action-" + a.name());
            b.setRequestFocusEnabled(false);
            b.setToolTipText(a.tooltip());
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
                params.add(new JLabel(spec.label() + (spec.live() ? "" : " (restarts)")), c);
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
            JButton defaults = new JButton("Defaults");
            defaults.setName("defaults");
            defaults.setRequestFocusEnabled(false);
            defaults.setToolTipText("Put every parameter back to its default");
            defaults.addActionListener(e -> onDefaults.run());
            params.add(defaults, c);
            params.setAlignmentX(LEFT_ALIGNMENT);
            add(params);
        }
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
                JComboBox<String> combo = new JComboBox<>(spec.choices().toArray(new String[0]));
                combo.setSelectedIndex((int) spec.defaultValue());
                combo.addActionListener(e -> { if (!syncing) onParam.accept(spec.name(), (double) combo.getSelectedIndex()); });
                return combo;
            }
            default -> {
                int steps = (int) Math.round((spec.max() - spec.min()) / spec.step());
                JSlider slider = new JSlider(0, steps, toSlider(spec, spec.defaultValue()));
                slider.addChangeListener(e -> {
                    double v = fromSlider(spec, slider.getValue());
                    valueLabels.get(spec.name()).setText(spec.formatWithUnit(v));
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
        String[] samples = {spec.formatWithUnit(spec.min()), spec.formatWithUnit(spec.max()),
            spec.formatWithUnit(spec.defaultValue()), spec.formatWithUnit(spec.min() + spec.step() * 0.5 + (spec.max() - spec.min()) / 3)};
        return new JLabel(spec.formatWithUnit(spec.defaultValue())) {
            @Override public java.awt.Dimension getPreferredSize() {
                java.awt.Dimension d = super.getPreferredSize();
                java.awt.FontMetrics fm = getFontMetrics(getFont());
                int w = 0;
                for (String sample : samples) w = Math.max(w, fm.stringWidth(sample));
                if (spec.kind() == ParamSpec.Kind.CHOICE) for (String c : spec.choices()) w = Math.max(w, fm.stringWidth(c));
                return new java.awt.Dimension(Math.max(d.width, w + fm.charWidth('0')), d.height);
            }
        };
    }

    static int toSlider(ParamSpec spec, double v) { return (int) Math.round((v - spec.min()) / spec.step()); }

    static double fromSlider(ParamSpec spec, int i) {
        double v = spec.min() + i * spec.step();
        // Whole numbers are exact from min (a side slider is -1 or 1; rounding v / 2 would give 0).
        if (spec.kind() == ParamSpec.Kind.INTEGER) return Math.min(spec.max(), v);
        return Math.min(spec.max(), Math.round(v / spec.step()) * spec.step());
    }

    /** Shows the values in force (after a step back, a reset or "Defaults") without firing changes. */
    public void sync(ParamValues values) {
        syncing = true;
        try {
            for (ParamSpec spec : lesson.params()) {
                double v = values.get(spec.name());
                JComponent editor = editors.get(spec.name());
                if (editor instanceof JSlider s) s.setValue(toSlider(spec, v));
                else if (editor instanceof JCheckBox b) b.setSelected(v != 0);
                else if (editor instanceof JComboBox<?> cb) cb.setSelectedIndex((int) v);
                valueLabels.get(spec.name()).setText(spec.formatWithUnit(v));
            }
        } finally {
            syncing = false;
        }
    }

    public JCheckBox overlayBox(Overlay o) { return overlayBoxes.get(o); }

    public JComponent editor(String param) { return editors.get(param); }
}
