package org.creatureexplorer.ui;

import java.awt.BorderLayout;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;

/**
 * Everything inside the window: the toolbar, the lesson list, the current lesson and a
 * status line. Built without a frame too, so {@code render} and {@code bench} draw exactly
 * what a user sees. This class composes the parts and owns the play state; the parts do one
 * job each: {@link Toolbar}, {@link LessonListDrawer}, {@link KeyBindings} (shortcuts and help),
 * {@link FrameClock} (timers), {@link BackStepper} (step back, rewind), {@link ExportMenu},
 * {@link LookSwitcher}, {@link TryLinkRunner}, {@link PreferenceBinder} and
 * {@link OffscreenLayout} (render's, layout's and bench's window without a frame).
 */
public final class ExplorerPanel extends JPanel {
    /** Longest real time one repaint may feed the model; a hidden window's long frame is clamped to this. */
    public static final double MAX_FRAME_SECONDS = 0.1;
    /** The chart timer: about 12 refreshes a second, on the event thread. */
    public static final int CHART_PERIOD_MS = 80;
    /** How long the Left arrow is held before the lesson plays backwards (a tap is one tick). */
    static final int REWIND_DELAY_MS = 350;
    /** A held Left arrow steps back once per 60 Hz frame. */
    static final int REWIND_PERIOD_MS = 16;

    public enum Speed {
        SLOW("slow (\u00bc\u00d7)", 0.25), NORMAL("normal (1\u00d7)", 1), FAST("fast (4\u00d7)", 4);

        final String label;
        final double factor;

        Speed(String label, double factor) {
            this.label = label;
            this.factor = factor;
        }

        @Override public String toString() { return Tr.t(label); }

        /** On the time bar's speed buttons: the factor alone. */
        String shortLabel() { return this == SLOW ? "\u00bc\u00d7" : this == NORMAL ? "1\u00d7" : "4\u00d7"; }
    }

    /** How the panel starts: flags from the command line override what was remembered. */
    public record Options(Boolean projector, Boolean reducedMotion) {
        public static final Options NONE = new Options(null, null);
    }

    private final List<Lesson<?>> lessons;
    private final PreferenceBinder prefs;
    private final LessonListDrawer listDrawer;
    private final JPanel lessonHolder = new JPanel(new BorderLayout());
    private final LookSwitcher looks = new LookSwitcher(this);
    private final Toolbar toolbar;
    /** The time controls, the clock and the status line: one bar, under whichever lesson's stage is shown. */
    private final TimeBar timeBar = new TimeBar(this);
    private final StatusToast status = new StatusToast();
    private final KeyBindings keys;
    private final FrameClock clock;
    private final ExportMenu exportMenu = new ExportMenu(this, this::status);
    private final TryLinkRunner tryLinks = new TryLinkRunner(this);
    private final BackStepper backStepper = new BackStepper(this);
    private LessonView current;
    private final PinnedRuns pins = new PinnedRuns(this);
    private boolean playing;
    private boolean reducedMotion;
    private boolean dialogOpen;
    /** The look last applied was projection mode (so entering and leaving it are told apart from a zoom step). */
    private boolean inProjector;
    /** Whether the lesson text's drawer is open, in the normal look and in projection (kept across lessons). */
    private boolean textOpenNormal = true;
    private boolean textOpenProjected;
    private Runnable onFullScreen = () -> status(Tr.t("Full screen needs the app's window."), true);
    /** View > Language: the window builds itself again; without one (render, tests) it applies at the next start. */
    private java.util.function.Consumer<Tr.Language> onLanguage =
            l -> status(Tr.t("The language changes the next time the app starts."), false);

    public ExplorerPanel(List<Lesson<?>> lessons) {
        this(lessons, null, Options.NONE);
    }

    /**
     * @param settings where preferences live, or null to remember nothing (render, bench, tests)
     */
    public ExplorerPanel(List<Lesson<?>> lessons, Settings settings, Options options) {
        super(new BorderLayout());
        this.lessons = lessons;
        this.prefs = new PreferenceBinder(settings);
        if (settings != null) exportMenu.rememberFolderIn(ExportFolder.in(settings));
        listDrawer = new LessonListDrawer(this, lessons, prefs);
        toolbar = new Toolbar(this);
        add(toolbar, BorderLayout.NORTH);
        add(listDrawer.scroll(), BorderLayout.WEST);
        add(lessonHolder, BorderLayout.CENTER);
        // The first width decides whether a list nobody chose shows.
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override public void componentResized(java.awt.event.ComponentEvent e) { decideList(); }
        });
        keys = new KeyBindings(this);
        clock = new FrameClock(this);

        Look start = prefs.startLook(options);
        reducedMotion = prefs.startReducedMotion(options);
        listDrawer.startRemembered();
        setLook(start);
        showLesson(prefs.firstLesson(lessons));
        // After showLesson, which clears the line: unreadable settings, another window open.
        String note = prefs.startNote();
        if (!note.isEmpty()) status(note, true);
    }

    // ---- look ----------------------------------------------------------------------------

    /** Applies a theme, projection mode and zoom to everything: the UI, stage, charts and text. */
    public void setLook(Look next) { looks.apply(next); }

    /** The rest of {@link #setLook}, once the look and feel is in place. */
    void lookApplied(Look next) {
        toolbar.showLook(next);
        timeBar.showLook();
        listDrawer.lookChanged(inProjector, next.projector());
        inProjector = next.projector();
        if (current != null) {
            current.applyLook(next);
            current.setTextOpen(next.projector() ? textOpenProjected : textOpenNormal);
        }
        prefs.saveLook(next);
        revalidate();
        repaint();
    }

    /** The first time the panel has a width: a list nobody chose shows only in a wide window (not in projection). */
    void decideList() {
        if (listDrawer.decide(getWidth(), inProjector)) revalidate();
    }

    public Look look() { return looks.look(); }

    LookSwitcher looks() { return looks; }

    public void zoomIn() { looks.zoomIn(); }

    public void zoomOut() { looks.zoomOut(); }

    public void toggleLessonList() {
        listDrawer.toggle();
        revalidate();
    }

    /** Follow every lesson's creature (true), show every field (false), or each lesson's own choice (null): render --camera. */
    private Boolean cameraChoice;

    public void setCameraChoice(Boolean follow) {
        cameraChoice = follow;
        if (current != null && follow != null) current.stage().setFollowCreature(follow);
    }

    /** T: opens or folds the lesson text (beside the stage; in projection over the charts). */
    public void toggleTextDrawer() {
        if (current == null) return;
        current.setTextOpen(!current.textOpen());
    }

    /** C: the stage follows the creature or shows the whole field. */
    public void toggleFollow() {
        if (current != null && !current.toggleFollow()) status(Tr.t("This lesson's stage shows its whole field: there is no creature to follow."), false);
    }

    public boolean textDrawerOpen() { return current != null && current.textOpen(); }

    public boolean lessonListVisible() { return listDrawer.visible(); }

    public void setOnFullScreen(Runnable r) { onFullScreen = r; }

    public void setOnLanguage(java.util.function.Consumer<Tr.Language> c) { onLanguage = c; }

    /** View > Language: remembered for the next start, and applied now where the window can. */
    void chooseLanguage(Tr.Language language) {
        prefs.saveLanguage(language);
        if (language != Tr.language()) onLanguage.accept(language);
    }

    void fullScreen() { onFullScreen.run(); }

    // ---- export, shortcuts, help ------------------------------------------------------------

    ExportMenu exportMenu() { return exportMenu; }

    void showExportMenu() {
        if (!dialogOpen) toolbar.showExportMenu();
    }

    /**
     * Runs a modal dialog (a file chooser) with the window's shortcuts held: keys typed while it
     * opens or is open must never reach the stage (an "r" in a file name would reset the run the
     * export replays). Afterwards the keyboard goes back to the stage, so Space and Ctrl+E work at once.
     */
    void whileDialogOpen(Runnable dialog) {
        dialogOpen = true;
        try {
            dialog.run();
        } finally {
            // Released after the key events already queued have gone by, still held.
            SwingUtilities.invokeLater(() -> {
                dialogOpen = false;
                focusStage();
            });
        }
    }

    /** True while a modal dialog of the window is open: the shortcuts do nothing then. */
    boolean dialogOpen() { return dialogOpen; }

    /** Gives the keyboard back to the lesson (after a dialog, a menu, full screen). */
    void focusStage() {
        java.awt.Window w = SwingUtilities.getWindowAncestor(this);
        if (w != null && !w.isFocused()) w.toFront();
        if (current != null) current.stage().requestFocus();
    }

    /** Writes one export and reports the outcome on the status line; never throws. */
    void exportTo(Path file, ExportMenu.ExportJob job) { exportMenu.exportTo(file, job); }

    public List<Shortcut> shortcuts() { return keys.shortcuts(); }

    public void showHelp() { keys.showHelp(); }

    // ---- time ----------------------------------------------------------------------------

    /** Starts the frame and chart timers (the window does; render and bench never do). */
    public void start() { clock.start(playing); }

    public void stop() {
        clock.stop();
        tryLinks.stopLongStep(); // a closed window steps no further (nor keeps the app from ending)
    }

    Speed speed() { return timeBar.speed(); }

    /** Shows a lesson at tick 0, paused, so the class can predict before pressing play. */
    public void showLesson(Lesson<?> lesson) {
        if (current != null) {
            prefs.lessonLeft(current);
            lessonHolder.remove(current);
        }
        current = new LessonView(lesson, prefs.overlays(lesson));
        current.setOnChange(this::updateClock);
        current.usePins(pins.of(lesson));
        // A message about the last lesson ("no vectors overlay", a link's outcome) does not belong to this one.
        status(" ", false);
        current.setTryHandler(this::tryThis);
        // Later, not inside the press that asked: the old view finishes its event first.
        current.stage().setOnOpenLesson(id -> LessonCatalog.byId(id)
                .ifPresent(l -> javax.swing.SwingUtilities.invokeLater(() -> showLesson(l))));
        current.applyLook(looks.look());
        current.hostFoot(timeBar, status);
        if (cameraChoice != null) current.stage().setFollowCreature(cameraChoice);
        current.setOnTitle(toolbar::showTitle);
        current.setTextOpen(looks.look().projector() ? textOpenProjected : textOpenNormal);
        current.setOnDrawer(open -> {
            if (inProjector) textOpenProjected = open; else textOpenNormal = open;
        });
        clock.newLesson(current.playback().world().dt());
        lessonHolder.add(current, BorderLayout.CENTER);
        LessonList list = listDrawer.list();
        if (list.getSelectedValue() != lesson) list.setSelectedValue(lesson, true);
        list.setShownTitle(lesson, current.shownTitle());
        prefs.lessonShown(lesson);
        setPlaying(false);
        lessonHolder.revalidate();
        lessonHolder.repaint();
        updateClock();
        // The old stage had the focus and is gone: give it to the new stage, so Space and the
        // arrows keep driving the lesson instead of pressing whichever button focus fell to.
        current.stage().requestFocusInWindow();
    }

    public void setPlaying(boolean play) {
        if (play && reducedMotion) {
            status(Tr.t("Reduced motion is on: step with the Right arrow (Ctrl+M turns it off)."), false);
            play = false;
        }
        playing = play;
        timeBar.showPlaying(play);
        timeBar.allowPlay(!reducedMotion);
        clock.playing(play);
        if (current != null) current.stage().setBadge(play ? null : reducedMotion ? Tr.t("reduced motion \u00b7 \u2192 steps") : Tr.t("paused \u00b7 Space plays"));
    }

    public boolean isPlaying() { return playing; }

    public void togglePlay() { setPlaying(!playing); }

    public void setReducedMotion(boolean on) {
        reducedMotion = on;
        prefs.saveReducedMotion(on);
        setPlaying(false);
        status(on ? Tr.t("Reduced motion: the stage holds still and moves only when you step.") : Tr.t("Reduced motion off."), false);
    }

    public boolean reducedMotion() { return reducedMotion; }

    /** One tick forward; only while paused. */
    public void step() {
        if (!playing && current != null) current.step();
    }

    public void stepBack() { backStepper.stepBack(); }

    /** The Back button and a tap on the Left arrow: one tick back, at once (see {@link BackStepper}). */
    public void requestStepBack() { backStepper.requestStepBack(); }

    /** Left arrow pressed: one tick back now; held, the lesson plays backwards until it comes up. */
    void backKeyPressed() { backStepper.backKeyPressed(); }

    /** Left arrow released: stop playing backwards. */
    void backKeyReleased() { backStepper.backKeyReleased(); }

    /** True while a held Left arrow plays the lesson backwards. */
    boolean rewinding() { return backStepper.rewinding(); }

    public void reset() {
        if (current != null) current.reset();
    }

    /**
     * Pins the run shown now (P): the charts keep its lines, faded, and lessons with a ghost draw
     * its creature behind the live one. Says so, or why not, on the status line.
     */
    public void pin() { pins.pin(); }

    /** Clears pin {@code number}, or every pin for 0. */
    public void clearPin(int number) { pins.clear(number); }

    public void nextLesson() { move(+1); }

    public void previousLesson() { move(-1); }

    private void move(int delta) {
        int i = lessons.indexOf(current.lesson()) + delta;
        if (i >= 0 && i < lessons.size()) showLesson(lessons.get(i));
    }

    public void setSpeed(Speed speed) { timeBar.setSpeed(speed); }

    public LessonView current() { return current; }

    public LessonList lessonList() { return listDrawer.list(); }

    void toggleOverlay(Overlay o) {
        if (current != null && !current.toggleOverlay(o)) status(Tr.f("This lesson has no %s overlay.", Tr.t(o.label()).toLowerCase(Locale.ROOT)), false);
    }

    /** The world changed; {@link FrameClock} decides when the toolbar clock shows it (a few times a second while playing). */
    private void updateClock() { clock.clockChanged(); }

    /** Redraws the toolbar clock now, with the real-time note when the simulation falls behind. */
    void showClock() {
        if (current == null) return;
        var w = current.playback().world();
        // Parts 2 to 4 count in ticks (their texts do): seconds there would be a second, unused unit.
        timeBar.showClock((LessonTime.countsInTicks(current.lesson())
                ? Tr.f("tick %d", w.tick())
                : Tr.f("tick %d  t = %.3f s", w.tick(), w.timeSeconds())) + clock.realTimeNote());
    }

    // ---- texts, "try this", preferences --------------------------------------------------

    public void reloadTexts() {
        org.creatureexplorer.lesson.LessonText.forgetTitles();
        LessonList list = listDrawer.list();
        list.rereadShownTitles();
        if (current != null) {
            current.reloadText();
            list.setShownTitle(current.lesson(), current.shownTitle());
        }
        list.repaint();
        status(Tr.t("Lesson texts reloaded."), false);
    }

    /** Runs a "try this" link from the lesson text (see {@link TryLinkRunner} for the tokens). */
    public void tryThis(String spec) { tryLinks.run(spec); }

    /** The "try this" links' runner (tests: a long step's progress). */
    TryLinkRunner tryLinks() { return tryLinks; }

    public void resetPreferences() {
        prefs.reset();
        setLook(Look.DEFAULT);
        reducedMotion = false;
        listDrawer.reset(getWidth(), inProjector);
        if (current != null) showLesson(current.lesson());
        status(Tr.t("Preferences reset to the defaults."), false);
    }

    /** Stores what the window remembers (the window calls this when it closes). */
    public void savePreferences() { prefs.saveAll(current, looks.look()); }

    // ---- status --------------------------------------------------------------------------

    /** A one-line message at the bottom of the window: outcomes of exports, links, settings. */
    public void status(String message, boolean problem) {
        status.show(message, problem ? looks.look().palette().warning() : UIManager.getColor("Label.foreground"));
    }

    public String statusText() { return status.text(); }

    Toolbar toolbar() { return toolbar; }

    TimeBar timeBar() { return timeBar; }

    /** The lesson list's drawer (the layout report names whether it is open). */
    LessonListDrawer listDrawer() { return listDrawer; }

    /**
     * Adds the window's own boxes to {@code report}: the lesson's, then the toolbar's and the
     * time bar's controls and the lesson list's drawer ({@link OffscreenLayout#report}).
     */
    public void reportLayout(LayoutReport report) { OffscreenLayout.report(this, report); }

    /** Paints the stage offscreen and lays the window out again, once the readouts have found their room. */
    public void settleOffscreen() { OffscreenLayout.settle(this); }

    /** Lays out at a fixed size without a window: for render and bench. */
    public void layoutOffscreen(int width, int height) { OffscreenLayout.layout(this, width, height); }

    public static ExplorerPanel forCatalog() { return new ExplorerPanel(LessonCatalog.all()); }
}
