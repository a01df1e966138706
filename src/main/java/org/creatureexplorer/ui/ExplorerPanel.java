package org.creatureexplorer.ui;

import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.util.UIScale;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.event.ActionEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.AbstractAction;
import javax.swing.AbstractButton;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JToggleButton;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.UIManager;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.model.TickAccumulator;

/**
 * Everything inside the window: the toolbar, the lesson list, the current lesson and a
 * status line. Built without a frame too, so {@code render} and {@code bench} draw exactly
 * what a user sees. Holds the look (theme, projection mode, zoom) and the shortcut table.
 */
public final class ExplorerPanel extends JPanel {
    /** Longest real time one repaint may feed the model; a hidden window's long frame is clamped to this. */
    public static final double MAX_FRAME_SECONDS = 0.1;
    /** The chart timer: about 12 refreshes a second, on the event thread. */
    public static final int CHART_PERIOD_MS = 80;
    static final int FRAME_PERIOD_MS = 15;

    public enum Speed {
        SLOW("slow (\u00bc\u00d7)", 0.25), NORMAL("normal (1\u00d7)", 1), FAST("fast (4\u00d7)", 4);

        final String label;
        final double factor;

        Speed(String label, double factor) {
            this.label = label;
            this.factor = factor;
        }

        @Override public String toString() { return label; }
    }

    /** How the panel starts: flags from the command line override what was remembered. */
    public record Options(Boolean projector, Boolean reducedMotion) {
        public static final Options NONE = new Options(null, null);
    }

    private final List<Lesson<?>> lessons;
    private final Settings settings;
    private final LessonList list;
    private final JScrollPane listScroll;
    private final JPanel lessonHolder = new JPanel(new BorderLayout());
    private final JButton playButton = toolButton("Play", "Play or pause (Space)");
    private final JButton stepButton = toolButton("Step \u25b6|", "One tick forward, while paused (Right arrow)");
    private final JButton backButton = toolButton("|\u25c0 Back", "One tick back: replays from tick 0 (Left arrow)");
    private final JComboBox<Speed> speedBox = new JComboBox<>(Speed.values());
    private final JComboBox<Theme> themeBox = new JComboBox<>(Theme.values());
    private final JToggleButton projectorButton = new JToggleButton("Projector");
    private final JButton exportButton = toolButton("Export \u25be", "Save the stage, a chart or the measured data (Ctrl+E)");
    private final JLabel clock = new JLabel();
    private final JLabel status = new JLabel(" ");
    private final List<Shortcut> shortcuts = new ArrayList<>();
    private LessonView current;
    private boolean playing;
    private boolean reducedMotion;
    private int pendingBack;
    private Look look = Look.DEFAULT;
    private Theme installedLaf;
    private TickAccumulator accumulator;
    private long lastFrameNanos;
    private final Timer frameTimer;
    private final Timer chartTimer;
    private boolean started;
    private Runnable onFullScreen = () -> status("Full screen needs the app's window.", true);
    private Path lastExportDir = Path.of(System.getProperty("user.home", "."));

    public ExplorerPanel(List<Lesson<?>> lessons) {
        this(lessons, null, Options.NONE);
    }

    /**
     * @param settings where preferences live, or null to remember nothing (render, bench, tests)
     */
    public ExplorerPanel(List<Lesson<?>> lessons, Settings settings, Options options) {
        super(new BorderLayout());
        this.lessons = lessons;
        this.settings = settings;
        list = new LessonList(lessons);
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && list.getSelectedValue() != null && (current == null || list.getSelectedValue() != current.lesson())) {
                showLesson(list.getSelectedValue());
            }
        });
        listScroll = new JScrollPane(list);
        Keys.release(listScroll, Keys.WINDOW_KEYS);
        listScroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        // As wide as the longest title (within reason), so no lesson name is cut off.
        listScroll.setPreferredSize(new Dimension(Math.max(220, Math.min(380, list.getPreferredSize().width + 24)), 400));
        listScroll.setBorder(BorderFactory.createMatteBorder(0, 0, 0, 1, Color.LIGHT_GRAY));
        status.setName("status");
        status.setBorder(BorderFactory.createEmptyBorder(2, 10, 2, 10));

        add(toolbar(), BorderLayout.NORTH);
        add(listScroll, BorderLayout.WEST);
        add(lessonHolder, BorderLayout.CENTER);
        add(status, BorderLayout.SOUTH);
        buildShortcuts();

        frameTimer = new Timer(FRAME_PERIOD_MS, e -> frame());
        frameTimer.setCoalesce(true);
        chartTimer = new Timer(CHART_PERIOD_MS, e -> { if (current != null) current.refreshCharts(); });
        chartTimer.setCoalesce(true);

        Look start = settings != null ? settings.look() : Look.DEFAULT;
        if (options.projector() != null) start = start.withProjector(options.projector());
        reducedMotion = options.reducedMotion() != null ? options.reducedMotion() : settings != null && settings.reducedMotion();
        if (settings != null && settings.lessonListHidden()) listScroll.setVisible(false);
        setLook(start);
        Lesson<?> first = lessons.get(0);
        if (settings != null) first = LessonCatalog.byId(settings.lastLesson()).filter(lessons::contains).orElse(first);
        showLesson(first);
    }

    // ---- toolbar -------------------------------------------------------------------------

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

    private JPanel toolbar() {
        JPanel bar = new JPanel(new WrapLayout(java.awt.FlowLayout.LEFT, 6, 3));
        bar.setName("toolbar");
        JButton prev = toolButton("\u25c0 Previous", "Previous lesson (Page Up)");
        prev.setName("previous");
        prev.addActionListener(e -> previousLesson());
        JButton next = toolButton("Next \u25b6", "Next lesson (Page Down)");
        next.setName("next");
        next.addActionListener(e -> nextLesson());
        JButton reset = toolButton("Reset", "Back to tick 0 (R)");
        reset.setName("reset");
        reset.addActionListener(e -> reset());
        playButton.setName("play");
        playButton.addActionListener(e -> togglePlay());
        stepButton.setName("step");
        stepButton.addActionListener(e -> step());
        backButton.setName("back");
        backButton.addActionListener(e -> requestStepBack());
        speedBox.setName("speed");
        speedBox.setSelectedItem(Speed.NORMAL);
        speedBox.setToolTipText("Simulation speed");
        speedBox.getAccessibleContext().setAccessibleName("Speed");
        clock.setName("clock");
        themeBox.setName("theme");
        themeBox.setToolTipText("Theme (Ctrl+T)");
        themeBox.getAccessibleContext().setAccessibleName("Theme");
        themeBox.addActionListener(e -> {
            Theme t = (Theme) themeBox.getSelectedItem();
            if (t != null && t != look.theme()) setLook(look.withTheme(t));
        });
        projectorButton.setName("projector");
        projectorButton.setToolTipText("Projection mode: bigger text, thicker lines, projector colours (F5)");
        keyboardOnlyFocus(projectorButton);
        projectorButton.addActionListener(e -> setLook(look.withProjector(projectorButton.isSelected())));
        exportButton.setName("export");
        exportButton.addActionListener(e -> exportMenu().show(exportButton, 0, exportButton.getHeight()));
        JButton view = toolButton("View \u25be", "Zoom, full screen, reduced motion, lesson list, preferences");
        view.setName("view");
        view.addActionListener(e -> viewMenu().show(view, 0, view.getHeight()));
        JButton help = toolButton("Help", "Keyboard shortcuts and how to use the window (F1)");
        help.setName("help");
        help.addActionListener(e -> showHelp());

        bar.add(prev);
        bar.add(next);
        bar.add(separator());
        bar.add(reset);
        bar.add(backButton);
        bar.add(playButton);
        bar.add(stepButton);
        bar.add(separator());
        bar.add(new JLabel("Speed"));
        bar.add(speedBox);
        bar.add(separator());
        bar.add(clock);
        bar.add(separator());
        bar.add(projectorButton);
        bar.add(themeBox);
        bar.add(exportButton);
        bar.add(view);
        bar.add(help);
        return bar;
    }

    private static JComponent separator() {
        javax.swing.JSeparator s = new javax.swing.JSeparator(javax.swing.SwingConstants.VERTICAL);
        s.setPreferredSize(new Dimension(2, 22));
        return s;
    }

    private JPopupMenu viewMenu() {
        JPopupMenu m = new JPopupMenu();
        m.add(item("Zoom in (Ctrl +)", this::zoomIn));
        m.add(item("Zoom out (Ctrl \u2212)", this::zoomOut));
        m.add(item("Actual size (Ctrl 0)", () -> setLook(look.withZoom(1))));
        m.addSeparator();
        m.add(item("Full screen (F11)", () -> onFullScreen.run()));
        JCheckBoxMenuItem listItem = new JCheckBoxMenuItem("Lesson list (F9)", listScroll.isVisible());
        listItem.addActionListener(e -> toggleLessonList());
        m.add(listItem);
        JCheckBoxMenuItem motion = new JCheckBoxMenuItem("Reduced motion (Ctrl+M)", reducedMotion);
        motion.addActionListener(e -> setReducedMotion(motion.isSelected()));
        m.add(motion);
        m.addSeparator();
        m.add(item("Reload lesson texts (Ctrl+R)", this::reloadTexts));
        m.add(item("Reset preferences", this::resetPreferences));
        return m;
    }

    private JPopupMenu exportMenu() {
        JPopupMenu m = new JPopupMenu();
        if (current == null) return m;
        String id = current.lesson().id();
        m.add(item("Stage as PNG\u2026", () -> export(id + "-stage.png", f -> Exporter.stagePng(current.stage(), f))));
        m.add(item("Stage as SVG\u2026", () -> export(id + "-stage.svg", f -> Exporter.stageSvg(current.stage(), f))));
        List<ChartSpec> specs = current.lesson().charts();
        for (int i = 0; i < specs.size(); i++) {
            ChartView chart = current.charts().views().get(i);
            String base = Exporter.chartBaseName(id, i, specs.get(i));
            m.add(item("Chart \u201c" + specs.get(i).title() + "\u201d as PNG\u2026", () -> export(base + ".png", f -> Exporter.chartPng(chart, f))));
            m.add(item("Chart \u201c" + specs.get(i).title() + "\u201d as SVG\u2026", () -> export(base + ".svg", f -> Exporter.chartSvg(chart, f))));
        }
        m.add(item("Measured series as CSV\u2026", () -> export(id + "-measured.csv", f -> Exporter.csv(id, current.playback(), f))));
        return m;
    }

    private static JMenuItem item(String text, Runnable action) {
        JMenuItem i = new JMenuItem(text);
        i.addActionListener(e -> action.run());
        return i;
    }

    @FunctionalInterface
    interface ExportJob {
        void write(Path file) throws IOException;
    }

    private void export(String defaultName, ExportJob job) {
        JFileChooser chooser = new JFileChooser(lastExportDir.toFile());
        chooser.setSelectedFile(lastExportDir.resolve(defaultName).toFile());
        if (chooser.showSaveDialog(this) != JFileChooser.APPROVE_OPTION) return;
        Path file = chooser.getSelectedFile().toPath();
        lastExportDir = file.toAbsolutePath().getParent();
        exportTo(file, job);
    }

    /** Writes one export and reports the outcome on the status line; never throws. */
    void exportTo(Path file, ExportJob job) {
        try {
            job.write(file);
            status("Saved " + file, false);
        } catch (IOException | RuntimeException e) {
            status("Could not save " + file.getFileName() + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()), true);
        }
    }

    // ---- shortcuts -----------------------------------------------------------------------

    private void buildShortcuts() {
        add(new Shortcut("play", List.of("SPACE"), "Space", "Play / pause", this::togglePlay));
        add(new Shortcut("step", List.of("RIGHT", "KP_RIGHT"), "\u2192", "One tick forward (while paused)", this::step));
        add(new Shortcut("back", List.of("LEFT", "KP_LEFT"), "\u2190", "One tick back (replays from tick 0)", this::requestStepBack));
        add(new Shortcut("reset", List.of("R"), "R", "Reset to tick 0", this::reset));
        add(new Shortcut("next-lesson", List.of("PAGE_DOWN"), "Page Down", "Next lesson", this::nextLesson));
        add(new Shortcut("previous-lesson", List.of("PAGE_UP"), "Page Up", "Previous lesson", this::previousLesson));
        Overlay[] overlays = Overlay.values();
        for (int i = 0; i < overlays.length; i++) {
            Overlay o = overlays[i];
            String key = Integer.toString(i + 1);
            add(new Shortcut("overlay-" + o.name().toLowerCase(Locale.ROOT), List.of(key, "NUMPAD" + key), key,
                    "Show / hide " + o.label().toLowerCase(Locale.ROOT), () -> toggleOverlay(o)));
        }
        add(new Shortcut("projector", List.of("F5"), "F5", "Projection mode", () -> setLook(look.withProjector(!look.projector()))));
        add(new Shortcut("full-screen", List.of("F11"), "F11", "Full screen", () -> onFullScreen.run()));
        add(new Shortcut("zoom-in", List.of("ctrl EQUALS", "ctrl PLUS", "ctrl ADD", "ctrl shift EQUALS"), "Ctrl +", "Zoom in", this::zoomIn));
        add(new Shortcut("zoom-out", List.of("ctrl MINUS", "ctrl SUBTRACT"), "Ctrl \u2212", "Zoom out", this::zoomOut));
        add(new Shortcut("zoom-reset", List.of("ctrl 0", "ctrl NUMPAD0"), "Ctrl 0", "Actual size", () -> setLook(look.withZoom(1))));
        add(new Shortcut("theme", List.of("ctrl T"), "Ctrl+T", "Next theme (light, dark, high contrast)", this::nextTheme));
        add(new Shortcut("lesson-list", List.of("F9"), "F9", "Show / hide the lesson list", this::toggleLessonList));
        add(new Shortcut("export", List.of("ctrl E"), "Ctrl+E", "Export the stage, a chart or the data",
                () -> exportMenu().show(exportButton, 0, exportButton.getHeight())));
        add(new Shortcut("reduced-motion", List.of("ctrl M"), "Ctrl+M", "Reduced motion (advance only by stepping)",
                () -> setReducedMotion(!reducedMotion)));
        add(new Shortcut("reload", List.of("ctrl R"), "Ctrl+R", "Reload the lesson texts from disk", this::reloadTexts));
        add(new Shortcut("help", List.of("F1", "typed ?"), "F1 or ?", "This help", this::showHelp));
    }

    private void add(Shortcut s) {
        shortcuts.add(s);
        for (String stroke : s.strokes()) {
            KeyStroke ks = KeyStroke.getKeyStroke(stroke);
            if (ks == null) throw new IllegalStateException("bad key stroke " + stroke);
            getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(ks, s.id());
        }
        getActionMap().put(s.id(), new AbstractAction() {
            @Override public void actionPerformed(ActionEvent e) { s.action().run(); }
        });
    }

    public List<Shortcut> shortcuts() { return List.copyOf(shortcuts); }

    public void showHelp() {
        String extra = "<h2>Command line</h2><p><code>--projector</code> starts in projection mode, "
                + "<code>--reduced-motion</code> shows still poses that move only when you step, "
                + "<code>--lessons DIR</code> reads lesson texts from DIR.</p>"
                + "<h2>The stage</h2><p>Drag the handles, or move the pointer where a lesson follows it. "
                + "Overlays change only what is drawn, never the world.</p>";
        JEditorPane text = new JEditorPane("text/html", Shortcut.helpHtml(shortcuts, extra));
        text.setEditable(false);
        text.setCaretPosition(0);
        JDialog d = new JDialog(SwingUtilities.getWindowAncestor(this), "Creature Explorer: help");
        d.setName("help-dialog");
        d.getContentPane().add(new JScrollPane(text));
        d.setSize(UIScale.scale(560), UIScale.scale(620));
        d.setLocationRelativeTo(this);
        d.getRootPane().registerKeyboardAction(e -> d.dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        d.addWindowListener(new java.awt.event.WindowAdapter() {
            @Override public void windowClosed(java.awt.event.WindowEvent e) {
                // Hand the keyboard back to the lesson, so the next key press works at once.
                java.awt.Window owner = SwingUtilities.getWindowAncestor(ExplorerPanel.this);
                if (owner != null) owner.toFront();
                if (current != null) current.stage().requestFocus();
            }
        });
        d.setVisible(true);
    }

    // ---- look ----------------------------------------------------------------------------

    /** Applies a theme, projection mode and zoom to everything: the UI, stage, charts and text. */
    public void setLook(Look next) {
        look = next;
        if (installedLaf != next.lafTheme()) {
            FlatLaf.setup(next.lafTheme().lookAndFeel());
            installedLaf = next.lafTheme();
            UIManager.put("Component.focusWidth", 2);
            UIManager.put("ScrollBar.showButtons", false);
        }
        UIScale.setZoomFactor((float) next.textScale());
        FlatLaf.updateUI();
        SwingUtilities.updateComponentTreeUI(this);
        clock.setFont(new Font(Font.MONOSPACED, Font.BOLD, Math.round(UIManager.getFont("Label.font").getSize2D() * 1.15f)));
        themeBox.setSelectedItem(next.theme());
        projectorButton.setSelected(next.projector());
        if (next.projector() && listScroll.isVisible()) {
            // The projector gets the room: the list folds away (F9 brings it back).
            listScroll.setVisible(false);
        }
        if (current != null) current.applyLook(next);
        if (settings != null) settings.saveLook(next);
        revalidate();
        repaint();
    }

    public Look look() { return look; }

    public void zoomIn() { setLook(look.withZoom(look.zoom() * 1.15)); }

    public void zoomOut() { setLook(look.withZoom(look.zoom() / 1.15)); }

    private void nextTheme() {
        Theme[] all = Theme.values();
        setLook(look.withTheme(all[(look.theme().ordinal() + 1) % all.length]));
    }

    public void toggleLessonList() {
        listScroll.setVisible(!listScroll.isVisible());
        if (settings != null) settings.saveLessonListHidden(!listScroll.isVisible());
        revalidate();
    }

    public boolean lessonListVisible() { return listScroll.isVisible(); }

    public void setOnFullScreen(Runnable r) { onFullScreen = r; }

    // ---- time ----------------------------------------------------------------------------

    /** Starts the frame and chart timers (the window does; render and bench never do). */
    public void start() {
        started = true;
        lastFrameNanos = System.nanoTime();
        if (playing) frameTimer.start();
        chartTimer.start();
    }

    public void stop() {
        started = false;
        frameTimer.stop();
        chartTimer.stop();
    }

    private void frame() {
        long now = System.nanoTime();
        double elapsed = (now - lastFrameNanos) / 1e9;
        lastFrameNanos = now;
        if (current == null || !playing) return;
        int ticks = accumulator.ticksFor(elapsed, ((Speed) speedBox.getSelectedItem()).factor);
        current.advance(ticks);
    }

    /** Shows a lesson at tick 0, paused, so the class can predict before pressing play. */
    public void showLesson(Lesson<?> lesson) {
        if (current != null) {
            if (settings != null) settings.saveOverlays(current.lesson().id(), current.stage().overlays());
            lessonHolder.remove(current);
        }
        current = new LessonView(lesson, settings != null ? settings.overlays(lesson.id(), lesson.defaultOverlays()) : lesson.defaultOverlays());
        current.setOnChange(this::updateClock);
        current.setTryHandler(this::tryThis);
        current.applyLook(look);
        accumulator = new TickAccumulator(current.playback().world().dt(), MAX_FRAME_SECONDS);
        lessonHolder.add(current, BorderLayout.CENTER);
        if (list.getSelectedValue() != lesson) list.setSelectedValue(lesson, true);
        if (settings != null) settings.saveLastLesson(lesson.id());
        setPlaying(false);
        lessonHolder.revalidate();
        lessonHolder.repaint();
        if (lessonHolder.getWidth() > 0) current.placeDividers(lessonHolder.getWidth(), lessonHolder.getHeight());
        updateClock();
        // The old stage had the focus and is gone: give it to the new stage, so Space and the
        // arrows keep driving the lesson instead of pressing whichever button focus fell to.
        current.stage().requestFocusInWindow();
    }

    public void setPlaying(boolean play) {
        if (play && reducedMotion) {
            status("Reduced motion is on: step with the Right arrow (Ctrl+M turns it off).", false);
            play = false;
        }
        playing = play;
        playButton.setText(play ? "Pause \u2016" : "Play \u25b6");
        stepButton.setEnabled(!play);
        if (accumulator != null) accumulator.clear();
        lastFrameNanos = System.nanoTime();
        // The frame timer runs only while playing: a paused lesson costs no CPU.
        if (started && play) frameTimer.start(); else frameTimer.stop();
        if (current != null) current.stage().setBadge(play ? null : reducedMotion ? "reduced motion \u00b7 \u2192 steps" : "paused \u00b7 Space plays");
    }

    public boolean isPlaying() { return playing; }

    public void togglePlay() { setPlaying(!playing); }

    public void setReducedMotion(boolean on) {
        reducedMotion = on;
        if (settings != null) settings.saveReducedMotion(on);
        setPlaying(false);
        status(on ? "Reduced motion: the stage holds still and moves only when you step." : "Reduced motion off.", false);
    }

    public boolean reducedMotion() { return reducedMotion; }

    /** One tick forward; only while paused. */
    public void step() {
        if (!playing && current != null) current.step();
    }

    public void stepBack() {
        if (current == null) return;
        if (playing) setPlaying(false);
        current.stepBack();
    }

    /**
     * Left arrow and the Back button. A step back replays from tick 0, which after a long run
     * takes a moment; a held key must not queue one replay per repeat. Presses that arrive
     * while one is pending are added up and replayed once, to the tick they ask for.
     */
    public void requestStepBack() {
        if (current == null) return;
        if (playing) setPlaying(false);
        LessonView target = current;
        pendingBack++;
        if (pendingBack == 1) {
            SwingUtilities.invokeLater(() -> {
                int n = pendingBack;
                pendingBack = 0;
                if (current == target) target.stepBack(n);
            });
        }
    }

    public void reset() {
        if (current != null) current.reset();
    }

    public void nextLesson() { move(+1); }

    public void previousLesson() { move(-1); }

    private void move(int delta) {
        int i = lessons.indexOf(current.lesson()) + delta;
        if (i >= 0 && i < lessons.size()) showLesson(lessons.get(i));
    }

    public void setSpeed(Speed speed) { speedBox.setSelectedItem(speed); }

    public LessonView current() { return current; }

    public LessonList lessonList() { return list; }

    private void toggleOverlay(Overlay o) {
        if (current != null && !current.toggleOverlay(o)) status("This lesson has no " + o.label().toLowerCase(Locale.ROOT) + " overlay.", false);
    }

    private void updateClock() {
        if (current == null) return;
        var w = current.playback().world();
        clock.setText(String.format(Locale.ROOT, "  tick %6d   t = %8.3f s", w.tick(), w.timeSeconds()));
    }

    // ---- texts, "try this", preferences --------------------------------------------------

    public void reloadTexts() {
        if (current != null) current.reloadText();
        list.repaint();
        status("Lesson texts reloaded.", false);
    }

    /**
     * Runs a "try this" link: tokens separated by ';', each one of {@code NAME=VALUE} (a
     * parameter), {@code play}, {@code pause}, {@code reset}, {@code step}, {@code step:N},
     * {@code back}, {@code show:OVERLAY}, {@code hide:OVERLAY}, {@code press:BUTTON}.
     * A bad link is reported on the status line and changes nothing after the bad token.
     */
    public void tryThis(String spec) {
        if (current == null) return;
        try {
            for (String raw : spec.split(";")) {
                String token = raw.trim();
                if (token.isEmpty()) continue;
                int eq = token.indexOf('=');
                int colon = token.indexOf(':');
                if (eq > 0) {
                    current.setParameter(token.substring(0, eq).trim(), token.substring(eq + 1).trim());
                } else if (token.equals("play")) {
                    setPlaying(true);
                } else if (token.equals("pause")) {
                    setPlaying(false);
                } else if (token.equals("reset")) {
                    reset();
                } else if (token.equals("back")) {
                    stepBack();
                } else if (token.equals("step")) {
                    setPlaying(false);
                    step();
                } else if (colon > 0) {
                    String verb = token.substring(0, colon);
                    String arg = token.substring(colon + 1).trim();
                    switch (verb) {
                        case "step" -> {
                            setPlaying(false);
                            int n = Integer.parseInt(arg);
                            if (n < 1 || n > 100_000) throw new IllegalArgumentException("step:" + arg + " must be 1 to 100000");
                            current.advance(n);
                        }
                        case "show", "hide" -> current.setOverlay(overlayNamed(arg), verb.equals("show"));
                        case "press" -> current.pressAction(arg);
                        default -> throw new IllegalArgumentException("unknown action '" + verb + "'");
                    }
                } else {
                    throw new IllegalArgumentException("unknown action '" + token + "'");
                }
            }
            status("Try this: " + spec, false);
        } catch (RuntimeException e) {
            status("This link could not run (" + spec + "): " + e.getMessage(), true);
        }
    }

    private static Overlay overlayNamed(String name) {
        for (Overlay o : Overlay.values()) if (o.name().equalsIgnoreCase(name) || o.label().equalsIgnoreCase(name)) return o;
        throw new IllegalArgumentException("no overlay '" + name + "'");
    }

    public void resetPreferences() {
        if (settings != null) settings.reset();
        setLook(Look.DEFAULT);
        reducedMotion = false;
        listScroll.setVisible(true);
        if (current != null) showLesson(current.lesson());
        status("Preferences reset to the defaults.", false);
    }

    /** Stores what the window remembers (the window calls this when it closes). */
    public void savePreferences() {
        if (settings == null) return;
        if (current != null) {
            settings.saveOverlays(current.lesson().id(), current.stage().overlays());
            settings.saveLastLesson(current.lesson().id());
        }
        settings.saveLook(look);
        settings.flush();
    }

    // ---- status --------------------------------------------------------------------------

    /** A one-line message at the bottom of the window: outcomes of exports, links, settings. */
    public void status(String message, boolean problem) {
        status.setText(message);
        status.setForeground(problem ? look.palette().warning() : UIManager.getColor("Label.foreground"));
    }

    public String statusText() { return status.getText(); }

    /** Lays out at a fixed size without a window: for render and bench. */
    public void layoutOffscreen(int width, int height) {
        setSize(width, height);
        doLayoutTree(this);
        current.placeDividers(lessonHolder.getWidth(), lessonHolder.getHeight());
        doLayoutTree(this);
    }

    private static void doLayoutTree(java.awt.Container c) {
        c.doLayout();
        for (Component child : c.getComponents()) {
            if (child instanceof java.awt.Container cc) doLayoutTree(cc);
        }
    }

    public static ExplorerPanel forCatalog() { return new ExplorerPanel(LessonCatalog.all()); }
}
