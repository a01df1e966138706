package org.creatureexplorer.ui;

import java.awt.BorderLayout;
import java.awt.Font;
import java.util.Locale;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JScrollPane;
import javax.swing.JPanel;
import javax.swing.UIManager;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.LessonText;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Pins;
import org.creatureexplorer.model.Playback;

/**
 * One lesson on screen, laid out stage first ({@link LessonLayout}): the instruction line, the
 * stage with the window's time bar under it, the side column (readouts the stage had no room
 * for, the live charts, the controls) and the lesson text's drawer. Owns the lesson's
 * {@link Playback}; the window only says when to tick.
 */
public final class LessonView extends JPanel {
    /** Ticks of history the charts show: 10 s at 60 ticks per second. */
    public static final int CHART_WINDOW = 600;

    private final Lesson<?> lesson;
    private final Playback playback;
    private final StageView stage;
    /** Built after the first paint (or when first asked for): the window shows the stage first. */
    private ChartsPanel charts;
    private TextPanel text;
    private LessonText.Doc doc;
    private Look look = Look.DEFAULT;
    private boolean heavyPartsScheduled;
    private final ControlsPanel controls;
    private final LessonLayout layout;
    /** Under the stage: the window's time bar, hosted by whichever lesson is shown ({@link #hostFoot}). */
    private final JPanel foot = new JPanel(new BorderLayout());
    private final SideColumn side;
    private final TextDrawer drawer;
    private final ReadoutList readoutList = new ReadoutList();
    private final WrappedLabel hint = new WrappedLabel();
    private javax.swing.JCheckBox followBox;

    /** C: follow the creature or show the whole field, through its check box so the two agree; false when the lesson has no creature. */
    public boolean toggleFollow() {
        if (followBox == null) return false;
        followBox.setSelected(!followBox.isSelected());
        return true;
    }
    private Runnable onChange = () -> { };
    private boolean projector;
    private String shownTitle;
    private final JScrollPane controlsScroll;
    private JScrollPane chartScroll;
    private Consumer<String> tryHandler = s -> { };
    /** Pinned runs to compare with (the window keeps one set per lesson, so they outlive this view). */
    private Pins pins = new Pins(CHART_WINDOW);
    private PinLines pinLines;
    /** The workshop's parts panel (Part 6 only), else null. */
    private WorkshopPanel workshop;

    WorkshopPanel workshop() { return workshop; }

    public LessonView(Lesson<?> lesson) {
        this(lesson, lesson.defaultOverlays());
    }

    public LessonView(Lesson<?> lesson, java.util.Set<Overlay> overlays) {
        super(new BorderLayout());
        this.lesson = lesson;
        this.playback = new Playback(lesson.factory(), lesson.defaultParams(), CHART_WINDOW);
        stage = new StageView(lesson, playback::world, this::input);
        stage.setPinNote(this::projectedPinNote);
        stage.setName("stage");
        // Read at every paint: nothing pinned (the usual case) makes no stream and no list.
        stage.setGhosts(() -> pins.isEmpty() ? java.util.List.of()
                : pins.list().stream().map(p -> new StageStyle.Ghost(p.number(), p.world())).toList());
        for (Overlay o : lesson.overlays()) stage.setOverlay(o, overlays.contains(o));
        stage.getAccessibleContext().setAccessibleDescription(org.creatureexplorer.i18n.Tr.t(lesson.description()));
        controls = new ControlsPanel(lesson, stage.overlays(), stage::setOverlay, this::paramChanged,
                action -> input(new Input.Action(action)), this::defaults);
        doc = LessonText.load(lesson.id());
        setTitleText(doc);

        hint.setName("hint");
        hint.setText(org.creatureexplorer.i18n.Tr.t(lesson.pointerHint())); // the lesson's English, translated by partN.po
        hint.setBorder(BorderFactory.createEmptyBorder(3, 10, 3, 10));
        side = new SideColumn(readoutList, controls);
        controlsScroll = side.stackScroll();
        if (lesson.part() == org.creatureexplorer.lesson.Part.WORKSHOP) side.addUnderReadouts(workshop = new WorkshopPanel(this)); // the parts panel
        readoutList.setName("readout-list");
        if (lesson.hasCreature()) controls.addToggle(followBox = stage.followToggle());
        stage.setOnFrame(readoutList::show);
        drawer = new TextDrawer(this::toggleDrawer);
        foot.setName("foot");
        layout = new LessonLayout(hint, stage, foot, side, drawer);
        setLayout(layout);
        // First added is drawn on top: the drawer opens over the charts in projection.
        add(drawer);
        add(hint);
        add(stage);
        add(foot);
        add(side);
        applyLook(Look.DEFAULT);
    }

    /** In projection the instruction line goes to the top of the side stack; in the normal look above the stage. */
    private void placeHint(boolean inSide) {
        if (inSide == (hint.getParent() == side.stack())) return;
        if (hint.getParent() != null) hint.getParent().remove(hint);
        if (inSide) {
            hint.setAlignmentX(LEFT_ALIGNMENT);
            side.stack().add(hint, 0);
        } else {
            add(hint);
        }
        layout.setHint(inSide ? null : hint);
    }

    /** The time bar (one for the window) goes under this lesson's stage, with this lesson's own buttons in it. */
    void hostFoot(TimeBar bar, StatusToast status) {
        foot.removeAll();
        foot.add(bar, BorderLayout.CENTER);
        bar.showActions(controls.actions());
        foot.revalidate();
        layout.setToast(status);
        add(status, 0); // over the stage
    }

    /** The lesson text's drawer: open beside the stage, or folded to its handle (the key T, or the handle). */
    public boolean textOpen() { return layout.textOpen(); }

    public void setTextOpen(boolean open) {
        layout.setTextOpen(open);
        drawer.showOpen(open, projector);
        revalidate();
        repaint();
        onDrawer.accept(open);
    }

    private void toggleDrawer() { setTextOpen(!textOpen()); }

    private Consumer<Boolean> onDrawer = open -> { };

    /** Told when the drawer opens or folds (the window remembers it per look). */
    void setOnDrawer(Consumer<Boolean> c) { onDrawer = c; }

    private void setTitleText(LessonText.Doc doc) {
        shownTitle = doc.title(lesson.title());
        headline = LessonCatalog.number(lesson) + "  " + shownTitle;
        onTitle.accept(headline);
    }

    /** The number and title the toolbar shows ("1.3  The angle limit (and the fold)"). */
    private String headline;
    private Consumer<String> onTitle = t -> { };

    /** Where the headline goes (the window's toolbar); told at once and after every reload. */
    void setOnTitle(Consumer<String> c) {
        onTitle = c;
        c.accept(headline);
    }

    public String headline() { return headline; }

    /** The title as the lesson text gives it now (after Ctrl+R it may differ from the catalogue's). */
    public String shownTitle() { return shownTitle; }

    public Lesson<?> lesson() { return lesson; }

    public Playback playback() { return playback; }

    public StageView stage() { return stage; }

    public ChartsPanel charts() {
        buildHeavyParts();
        return charts;
    }

    public ControlsPanel controls() { return controls; }

    public TextPanel text() {
        buildHeavyParts();
        return text;
    }

    /**
     * Builds the charts (XChart) and the lesson text (Markdown to HTML), the slow parts of a
     * lesson view. The window shows the title, stage and controls first and builds these just
     * after the first paint; an offscreen panel ({@code render}, {@code bench}) and anything
     * that asks for them builds them at once. Does nothing the second time.
     */
    public void buildHeavyParts() {
        if (charts != null) return;
        charts = new ChartsPanel(lesson.charts(), playback.world().series(), playback.history(), playback.world());
        charts.countInTicks(LessonTime.countsInTicks(lesson) ? playback.world().dt() : 0);
        pinLines = new PinLines(lesson.charts(), playback.world().series(), charts.views());
        text = new TextPanel(lesson.id(), doc, spec -> tryHandler.accept(spec));
        // The charts scroll rather than shrink below a readable height (projection mode, many charts).
        chartScroll = new JScrollPane(charts, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        chartScroll.setName("charts");
        chartScroll.setBorder(null);
        chartScroll.getViewport().setOpaque(false);
        chartScroll.setOpaque(false);
        Keys.release(chartScroll, Keys.WINDOW_KEYS);
        side.setCharts(chartScroll);
        drawer.setText(text);
        charts.applyLook(look);
        pinLines.restyle(look);
        text.applyLook(look);
        refreshCharts();
        revalidate();
        repaint();
    }

    @Override public void paint(java.awt.Graphics g) {
        super.paint(g);
        // The stage is on screen now: build the rest right after this paint.
        if (charts == null && !heavyPartsScheduled && isShowing()) {
            heavyPartsScheduled = true;
            javax.swing.SwingUtilities.invokeLater(this::buildHeavyParts);
        }
    }

    /** Called after anything that changes the tick, so the window can update its readout. */
    public void setOnChange(Runnable onChange) { this.onChange = onChange; }

    /** Where "try this" links in the text go (the window runs them, since they may press play). */
    public void setTryHandler(Consumer<String> handler) { this.tryHandler = handler; }

    /** Re-reads the lesson text from disk (a teacher's edit shows without a restart). */
    public void reloadText() {
        doc = LessonText.load(lesson.id());
        if (text != null) text.setDoc(doc);
        setTitleText(doc);
    }

    /**
     * Adds what this view shows to {@code report}: the stage and what is drawn on it, each chart
     * and its parts, the instruction line above the stage, the text's drawer, the readouts listed
     * beside the charts and every control under the stage and in the side column.
     */
    public void reportLayout(LayoutReport report) {
        buildHeavyParts();
        // The line wraps: it is cut only when a word is wider than the column or its lines do not all show.
        boolean hintCut = hint.wordTooWide() || hint.heightFor(hint.getWidth()) > hint.getHeight() + 1;
        report.add("hint", hint.getText(), hint, hintCut);
        report.add("drawer", "text " + (textOpen() ? "open" : "folded"), drawer, false);
        if (textOpen()) report.add("text", lesson.id(), text, false);
        stage.reportLayout(report);
        readoutList.reportLayout(report);
        charts.reportLayout(report);
        controls.reportLayout(report, controlsScroll);
    }

    public void applyLook(Look look) {
        boolean wasProjector = projector;
        this.look = look;
        projector = look.projector();
        layout.setProjector(projector);
        stage.setLook(look);
        readoutList.applyLook(look);
        if (charts != null) {
            charts.applyLook(look);
            pinLines.restyle(look);
            charts.seriesChanged(); // the pinned lines' new look, painted too
        }
        if (text != null) text.applyLook(look);
        Font base = UIManager.getFont("Label.font");
        if (base != null) hint.setFont(base);
        if (wasProjector != projector) drawer.showOpen(layout.textOpen(), projector);
        placeHint(projector);
        revalidate();
        repaint();
    }

    public void advance(int ticks) {
        if (ticks <= 0) return;
        playback.steps(ticks);
        changed();
    }

    public void step() { advance(1); }

    public boolean stepBack() { return stepBack(1); }

    /**
     * Goes back {@code ticks} ticks (not before the earliest tick kept: 0, or 20 minutes ago
     * in a long run) with one replay from the nearest checkpoint; false when it could not move.
     */
    public boolean stepBack(int ticks) {
        if (ticks <= 0 || playback.tick() <= playback.earliestTick()) return false;
        playback.replayTo(Math.max(playback.earliestTick(), playback.tick() - ticks));
        controls.sync(playback.params());
        changed();
        return true;
    }

    public void reset() {
        playback.reset();
        controls.sync(playback.params());
        changed();
    }

    /** Redraws the charts if the history moved; called from the window's chart timer. */
    public void refreshCharts() {
        if (charts != null) {
            charts.refresh(playback.history(), playback.world());
            if (pinLines.refresh(pins, playback.params())) charts.seriesChanged();
        }
    }

    /**
     * The window's frames and chart timer: the same refresh, painted on the chart-painter thread.
     * Skipped while the painter is busy, so the pinned lines change only while it is not painting.
     * @return false when skipped for that (the caller tries again at its next frame)
     */
    boolean refreshChartsLive() {
        if (charts == null) return true;
        if (charts.livePaintBusy()) return false;
        if (pinLines.refresh(pins, playback.params())) charts.seriesChanged();
        charts.refreshLive(playback.history(), playback.world());
        return true;
    }

    // ---- pins: compare with earlier runs ---------------------------------------------------

    /** Shows (and from now on moves) this set of pinned runs: the window keeps one per lesson. */
    public void usePins(Pins kept) {
        pins = kept;
        pins.follow(playback.tick());
        refreshCharts();
        stage.repaint();
    }

    public Pins pins() { return pins; }

    /**
     * In projection (where the Pin button steps aside) the stage's corner names what is pinned,
     * as the legend does ("pinned: gap 20", or "pinned: gap 16 / gap 20"); null otherwise.
     */
    String projectedPinNote() {
        if (!projector || pins.list().isEmpty()) return null;
        java.util.StringJoiner names = new java.util.StringJoiner(" / ");
        for (Pins.Pin p : pins.list()) names.add(PinLines.pinText(p, playback.params()));
        return org.creatureexplorer.i18n.Tr.f("pinned: %s", names.toString());
    }

    /**
     * Pins the run as it is now: its charts' lines stay, faded, beside the live ones, and the
     * lessons that have a ghost draw its creature behind the live one.
     * @throws IllegalStateException when {@link Pins#MAX} are pinned already
     */
    public Pins.Pin pin() {
        Pins.Pin pin = pins.pin(playback);
        refreshCharts();
        stage.repaint();
        return pin;
    }

    /** Clears pin {@code number} (or every pin, for 0); false when there was no such pin. */
    public boolean clearPin(int number) {
        boolean any = !pins.isEmpty();
        if (number == 0) pins.clearAll(); else any = pins.clear(number);
        refreshCharts();
        stage.repaint();
        return any;
    }

    /** Sets a parameter as if its control were moved (used by "try this" links). */
    public void setParameter(String name, String value) {
        ParamSpec spec = playback.params().spec(name);
        double v = spec.parse(value);
        paramChanged(name, v);
        controls.sync(playback.params());
    }

    /** Presses a lesson button by name (used by "try this" links). */
    public void pressAction(String name) {
        if (lesson.actions().stream().noneMatch(a -> a.name().equals(name))) {
            throw new IllegalArgumentException("no button '" + name + "' in this lesson");
        }
        input(new Input.Action(name));
    }

    /** Switches an overlay through its check box, so the box and the stage agree. */
    public boolean toggleOverlay(Overlay overlay) {
        var box = controls.overlayBox(overlay);
        if (box == null) return false;
        box.setSelected(!box.isSelected());
        return true;
    }

    public void setOverlay(Overlay overlay, boolean on) {
        var box = controls.overlayBox(overlay);
        if (box == null) throw new IllegalArgumentException("this lesson has no " + overlay.label().toLowerCase(Locale.ROOT) + " overlay");
        box.setSelected(on);
    }

    private void input(Input in) {
        playback.apply(in);
        stage.repaint();
    }

    private void paramChanged(String name, double value) {
        ParamSpec spec = playback.params().spec(name);
        if (playback.params().get(name) == value) return;
        if (spec.live()) {
            input(new Input.SetParam(name, value));
        } else {
            ParamValues next = playback.params().copy();
            next.set(name, value);
            playback.restart(next);
            changed();
        }
    }

    private void defaults() {
        ParamValues current = playback.params();
        boolean restart = lesson.params().stream().anyMatch(s -> !s.live() && !current.isDefault(s.name()));
        if (restart) {
            playback.restart(lesson.defaultParams());
        } else {
            for (ParamSpec s : lesson.params()) {
                if (!current.isDefault(s.name())) input(new Input.SetParam(s.name(), s.defaultValue()));
            }
        }
        controls.sync(playback.params());
        changed();
    }

    private void changed() {
        if (workshop != null) workshop.refresh(); // step back, Defaults, another starting creature: the parts panel follows
        pins.follow(playback.tick());
        stage.repaint();
        onChange.run();
    }
}
