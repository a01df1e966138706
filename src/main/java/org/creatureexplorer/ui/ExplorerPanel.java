package org.creatureexplorer.ui;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Locale;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.Timer;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonCatalog;
import org.creatureexplorer.model.TickAccumulator;

/**
 * Everything inside the window: the time controls, the lesson list and the current lesson.
 * Built without a frame too, so {@code render} and {@code bench} draw exactly what a user sees.
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

    private final List<Lesson<?>> lessons;
    private final LessonList list;
    private final JPanel lessonHolder = new JPanel(new BorderLayout());
    private final JButton playButton = toolButton("Play", "Play or pause (Space)");
    private final JButton stepButton = toolButton("Step \u25b6|", "One tick forward, while paused (Right arrow)");
    private final JButton backButton = toolButton("|\u25c0 Back", "One tick back: replays from tick 0 (Left arrow)");
    private final JComboBox<Speed> speedBox = new JComboBox<>(Speed.values());
    private final JLabel clock = new JLabel();
    private LessonView current;
    private boolean playing;
    private TickAccumulator accumulator;
    private long lastFrameNanos;
    private final Timer frameTimer;
    private final Timer chartTimer;
    private boolean started;

    public ExplorerPanel(List<Lesson<?>> lessons) {
        super(new BorderLayout());
        this.lessons = lessons;
        list = new LessonList(lessons);
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && list.getSelectedValue() != null && (current == null || list.getSelectedValue() != current.lesson())) {
                showLesson(list.getSelectedValue());
            }
        });
        JScrollPane listScroll = new JScrollPane(list);
        Keys.release(listScroll, Keys.WINDOW_KEYS);
        listScroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        // As wide as the longest title (within reason), so no lesson name is cut off.
        listScroll.setPreferredSize(new Dimension(Math.max(220, Math.min(380, list.getPreferredSize().width + 24)), 400));
        listScroll.setBorder(BorderFactory.createMatteBorder(0, 0, 0, 1, java.awt.Color.LIGHT_GRAY));

        add(toolbar(), BorderLayout.NORTH);
        add(listScroll, BorderLayout.WEST);
        add(lessonHolder, BorderLayout.CENTER);
        installKeys();

        frameTimer = new Timer(FRAME_PERIOD_MS, e -> frame());
        frameTimer.setCoalesce(true);
        chartTimer = new Timer(CHART_PERIOD_MS, e -> { if (current != null) current.refreshCharts(); });
        chartTimer.setCoalesce(true);
        list.setSelectedIndex(0);
    }

    private static JButton toolButton(String text, String tip) {
        JButton b = new JButton(text);
        b.setToolTipText(tip);
        b.setFocusable(false);
        return b;
    }

    private JToolBar toolbar() {
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
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
        backButton.addActionListener(e -> stepBack());
        speedBox.setName("speed");
        speedBox.setSelectedItem(Speed.NORMAL);
        speedBox.setFocusable(false);
        speedBox.setMaximumSize(speedBox.getPreferredSize());
        clock.setName("clock");
        clock.setFont(new java.awt.Font(java.awt.Font.MONOSPACED, java.awt.Font.BOLD, clock.getFont().getSize() + 2));
        bar.add(prev);
        bar.add(next);
        bar.addSeparator();
        bar.add(reset);
        bar.add(backButton);
        bar.add(playButton);
        bar.add(stepButton);
        bar.addSeparator();
        bar.add(new JLabel("Speed "));
        bar.add(speedBox);
        bar.addSeparator();
        bar.add(clock);
        return bar;
    }

    private void installKeys() {
        bind("SPACE", "play", this::togglePlay);
        bind("RIGHT", "step", this::step);
        bind("LEFT", "back", this::stepBack);
        bind("R", "reset", this::reset);
        bind("PAGE_UP", "previous-lesson", this::previousLesson);
        bind("PAGE_DOWN", "next-lesson", this::nextLesson);
    }

    private void bind(String key, String name, Runnable action) {
        getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key), name);
        getActionMap().put(name, new AbstractAction() {
            @Override public void actionPerformed(ActionEvent e) { action.run(); }
        });
    }

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
        if (current != null) lessonHolder.remove(current);
        current = new LessonView(lesson);
        current.setOnChange(this::updateClock);
        accumulator = new TickAccumulator(current.playback().world().dt(), MAX_FRAME_SECONDS);
        lessonHolder.add(current, BorderLayout.CENTER);
        if (list.getSelectedValue() != lesson) list.setSelectedValue(lesson, true);
        setPlaying(false);
        lessonHolder.revalidate();
        lessonHolder.repaint();
        if (lessonHolder.getWidth() > 0) current.placeDividers(lessonHolder.getWidth(), lessonHolder.getHeight());
        updateClock();
    }

    public void setPlaying(boolean play) {
        playing = play;
        playButton.setText(play ? "Pause \u2016" : "Play \u25b6");
        stepButton.setEnabled(!play);
        if (accumulator != null) accumulator.clear();
        lastFrameNanos = System.nanoTime();
        // The frame timer runs only while playing: a paused lesson costs no CPU.
        if (started && play) frameTimer.start(); else frameTimer.stop();
        if (current != null) current.stage().setBadge(play ? null : "paused \u00b7 Space plays");
    }

    public boolean isPlaying() { return playing; }

    public void togglePlay() { setPlaying(!playing); }

    /** One tick forward; only while paused. */
    public void step() {
        if (!playing && current != null) current.step();
    }

    public void stepBack() {
        if (current == null) return;
        if (playing) setPlaying(false);
        current.stepBack();
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

    private void updateClock() {
        if (current == null) return;
        var w = current.playback().world();
        clock.setText(String.format(Locale.ROOT, "  tick %6d   t = %8.3f s", w.tick(), w.timeSeconds()));
    }

    /** Lays out at a fixed size without a window: for render and bench. */
    public void layoutOffscreen(int width, int height) {
        setSize(width, height);
        doLayoutTree(this);
        current.placeDividers(lessonHolder.getWidth(), lessonHolder.getHeight());
        doLayoutTree(this);
    }

    private static void doLayoutTree(java.awt.Container c) {
        c.doLayout();
        for (java.awt.Component child : c.getComponents()) {
            if (child instanceof java.awt.Container cc) doLayoutTree(cc);
        }
    }

    public static ExplorerPanel forCatalog() { return new ExplorerPanel(LessonCatalog.all()); }
}
