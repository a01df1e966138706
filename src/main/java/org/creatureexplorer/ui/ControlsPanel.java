package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.FlowLayout;
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
import javax.swing.JScrollPane;
import javax.swing.JSlider;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;

/**
 * The controls beside the stage, in the side column under the charts: overlay toggles, and one
 * control per declared parameter (a slider with its value and unit, a check box, or a choice),
 * stacked to the column's width, plus Defaults. The lesson's buttons go to the time bar.
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
        toggles.add(new JLabel(Tr.t("Show:")));
        for (Overlay o : lesson.overlays()) {
            JCheckBox box = new JCheckBox(Tr.t(o.label()), initialOverlays.contains(o));
            box.setName("overlay-" + o.name().toLowerCase());
            box.setRequestFocusEnabled(false); // a click must not take Space away from play/pause
            box.addItemListener(e -> onOverlay.accept(o, box.isSelected()));
            overlayBoxes.put(o, box);
            toggles.add(box);
        }
        toggles.setAlignmentX(LEFT_ALIGNMENT);
        add(toggles);
        // The lesson's buttons go under the stage, in the time bar (see actions()).
        for (LessonAction a : lesson.actions()) {
            JButton b = new JButton(Tr.t(a.label()));
            b.setName("action-" + a.name());
            b.setRequestFocusEnabled(false);
            b.setToolTipText(a.tooltip() == null ? null : Tr.t(a.tooltip()));
            b.addActionListener(e -> onAction.accept(a.name()));
            actions.add(b);
        }
        actions.setOpaque(false);

        for (ParamSpec spec : lesson.params()) {
            if (spec.label().isEmpty()) continue; // the lesson's own bookkeeping (the workshop's design number), set by its own panel
            JComponent editor = editorFor(spec, onParam);
            editor.setName("param-" + spec.name());
            editors.put(spec.name(), editor);
            JLabel value = valueLabel(spec);
            valueLabels.put(spec.name(), value);
            add(row(spec, editor, value));
        }
        if (!lesson.params().isEmpty()) {
            JButton defaults = new JButton(Tr.t("Defaults"));
            defaults.setName("defaults");
            defaults.setRequestFocusEnabled(false);
            defaults.setToolTipText(Tr.t("Put every parameter back to its default"));
            defaults.addActionListener(e -> onDefaults.run());
            JPanel line = new JPanel(new FlowLayout(FlowLayout.LEFT, 2, 4));
            line.add(defaults);
            line.setAlignmentX(LEFT_ALIGNMENT);
            add(line);
        }
    }

    private final JPanel toggles = new JPanel(new WrapLayout(FlowLayout.LEFT, 8, 2));
    private final JPanel actions = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));

    /**
     * One parameter, stacked so the column's width is never too small: its name (wrapping) and
     * value on one line, the slider or choice under them across the column; a check box on one line.
     */
    private JPanel row(ParamSpec spec, JComponent editor, JLabel value) {
        JPanel row = new JPanel(new BorderLayout(6, 0));
        row.setBorder(BorderFactory.createEmptyBorder(3, 2, 3, 2));
        WrappedLabel name = new WrappedLabel();
        name.setText(Tr.t(spec.label()) + (spec.live() ? "" : Tr.t(" (restarts)")));
        if (editor instanceof JCheckBox box) {
            row.add(box, BorderLayout.WEST);
            row.add(name, BorderLayout.CENTER);
            row.add(value, BorderLayout.EAST);
            name.addMouseListener(new java.awt.event.MouseAdapter() {
                @Override public void mouseClicked(java.awt.event.MouseEvent e) { box.doClick(); }
            });
        } else {
            JPanel top = new JPanel(new BorderLayout(6, 0));
            top.add(name, BorderLayout.CENTER);
            top.add(value, BorderLayout.EAST);
            row.add(top, BorderLayout.NORTH);
            row.add(editor, BorderLayout.CENTER);
        }
        row.setAlignmentX(LEFT_ALIGNMENT);
        return row;
    }

    /** The lesson's own buttons (Fold test, Long frame ...), for the time bar under the stage. */
    JPanel actions() { return actions; }

    /** A toggle the stage adds to the "Show:" row (following the creature), after the overlays. */
    void addToggle(JComponent toggle) {
        toggles.add(toggle);
        toggles.revalidate();
    }

    /**
     * Every control as a {@code control} row of the layout report: clipped when it is not whole
     * inside the scroll pane's width (it would need a sideways scroll) or narrower than it needs.
     */
    void reportLayout(LayoutReport report, JScrollPane scroll) {
        java.awt.Rectangle view = scroll.getViewport().getViewRect();
        for (Component c : controlsIn(this)) {
            java.awt.Rectangle r = javax.swing.SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), this);
            boolean outside = r.x < view.x - 1 || r.x + r.width > view.x + view.width + 1;
            boolean squeezed = c instanceof JSlider ? r.width < 60 : r.width + 1 < c.getPreferredSize().width;
            String name = c.getName() != null ? c.getName() : c.getClass().getSimpleName();
            report.add("control", name, c, outside || squeezed || scroll.getWidth() == 0);
        }
    }

    /** The buttons, boxes, sliders and choices under {@code root}, depth first. */
    static java.util.List<Component> controlsIn(java.awt.Container root) {
        java.util.List<Component> out = new java.util.ArrayList<>();
        for (Component c : root.getComponents()) {
            if (!c.isVisible()) continue;
            if (c instanceof javax.swing.AbstractButton || c instanceof JSlider || c instanceof JComboBox) out.add(c);
            else if (c instanceof java.awt.Container k) out.addAll(controlsIn(k));
        }
        return out;
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
                    if (valueLabels.containsKey(spec.name())) valueLabels.get(spec.name()).setText(shown(spec, v));
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
            shown(spec, spec.defaultValue()), shown(spec, snapped(spec, spec.min() + spec.step() * 0.5 + (spec.max() - spec.min()) / 3))};
        return new JLabel(shown(spec, spec.defaultValue()), javax.swing.SwingConstants.RIGHT) {
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

    /** A value as the slider can hold it: on the parameter's steps (a sample of the widths the value label shows). */
    private static double snapped(ParamSpec spec, double v) {
        return spec.kind() == ParamSpec.Kind.CHOICE || spec.kind() == ParamSpec.Kind.BOOLEAN ? v : fromSlider(spec, toSlider(spec, v));
    }

    static int toSlider(ParamSpec spec, double v) { return (int) Math.round((v - spec.min()) / spec.step()); }

    static double fromSlider(ParamSpec spec, int i) {
        double v = spec.min() + i * spec.step();
        // Whole numbers are exact from min (a side slider is -1 or 1; rounding v / 2 would give 0).
        if (spec.kind() == ParamSpec.Kind.INTEGER) return Math.min(spec.max(), v);
        // The decimal the slider stands for (2.05, not 41 x 0.05 = 2.0500000000000003): the value a
        // user reads, types into measure and sees in the CSV is the same number.
        double snapped = java.math.BigDecimal.valueOf(spec.min())
                .add(java.math.BigDecimal.valueOf(spec.step()).multiply(java.math.BigDecimal.valueOf(i))).doubleValue();
        return Math.min(spec.max(), snapped);
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
                if (valueLabels.containsKey(spec.name())) valueLabels.get(spec.name()).setText(shown(spec, v));
            }
        } finally {
            syncing = false;
        }
    }

    // ---- in a scroll pane under the stage: follow its width (so the toggles wrap) until too narrow

    @Override public java.awt.Dimension getPreferredScrollableViewportSize() { return getPreferredSize(); }

    @Override public int getScrollableUnitIncrement(java.awt.Rectangle r, int o, int d) { return 16; }

    @Override public int getScrollableBlockIncrement(java.awt.Rectangle r, int o, int d) { return Math.max(16, r.height - 16); }

    /** Always the viewport's width: the rows wrap and stack, so the column never scrolls sideways. */
    @Override public boolean getScrollableTracksViewportWidth() { return true; }

    @Override public boolean getScrollableTracksViewportHeight() { return false; }

    public JCheckBox overlayBox(Overlay o) { return overlayBoxes.get(o); }

    public JComponent editor(String param) { return editors.get(param); }
}
