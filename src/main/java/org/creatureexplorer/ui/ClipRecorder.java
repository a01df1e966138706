package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Pins;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.World;

/**
 * A lesson's stage as an animated GIF for a slide: the run is replayed offscreen from a copy of
 * the lesson's {@link Playback} (its start parameters and logged inputs) to the current tick,
 * then stepped on, one frame every {@code 1/fps} s of model time. Nothing is captured from the
 * screen, so the clip is the same on any machine and never drops a frame; no badge or hint is
 * drawn. Small files: one fixed palette made from the look's colours (and their blends with the
 * ground, for anti-aliased edges), and after the first frame only the rectangle that changed,
 * with unchanged pixels transparent.
 */
public final class ClipRecorder {
    public static final int DEFAULT_WIDTH = 960;
    public static final int DEFAULT_FPS = 30;
    public static final double DEFAULT_SECONDS = 5;
    public static final double MAX_SECONDS = 60;
    /** Index 0 of the palette is "unchanged since the last frame". */
    static final int TRANSPARENT = 0;

    /**
     * What to record: seconds of model time, frames per second, width in pixels (height follows the
     * stage), and whether the lesson's charts stand beside the stage.
     */
    public record Settings(double seconds, int fps, int width, boolean withCharts) {
        /** The stage alone. */
        public Settings(double seconds, int fps, int width) { this(seconds, fps, width, false); }

        public Settings {
            if (!(seconds > 0 && seconds <= MAX_SECONDS)) throw new IllegalArgumentException("a clip lasts more than 0 and at most " + (int) MAX_SECONDS + " s, not " + seconds);
            if (fps < 1 || fps > 60) throw new IllegalArgumentException("a clip has 1 to 60 frames per second, not " + fps);
            if (width < 160 || width > 3840) throw new IllegalArgumentException("a clip is 160 to 3840 px wide, not " + width);
        }

        /** Frames in the clip: one per 1/fps s, the first showing the start tick. */
        public int frames() { return Math.max(1, (int) Math.round(seconds * fps)); }
    }

    /** How the stage is drawn: the look and overlays of the stage the clip is made from. */
    public record Look(Palette palette, Set<Overlay> overlays, double textScale, double strokeScale, boolean projector,
                       org.creatureexplorer.lesson.StageCamera camera) {
        /** A look with the stage's default camera (the lesson's own choice of field or creature). */
        public Look(Palette palette, Set<Overlay> overlays, double textScale, double strokeScale) {
            this(palette, overlays, textScale, strokeScale, false, null);
        }

        /** The stage's look before its size scales it (the clip scales it for its own size), and a copy of its camera. */
        public static Look of(StageView stage) {
            org.creatureexplorer.ui.Look l = stage.look();
            return new Look(stage.palette(), stage.overlays(), l.textScale(), l.strokeScale(), l.projector(), stage.camera().copy());
        }

        org.creatureexplorer.lesson.StageRenderer.Look forRenderer() {
            return new org.creatureexplorer.lesson.StageRenderer.Look(overlays, palette, textScale, strokeScale, projector);
        }

        org.creatureexplorer.lesson.StageCamera cameraFor(Lesson<?> lesson) {
            return camera != null ? camera.copy() : new org.creatureexplorer.lesson.StageCamera(lesson.hasCreature() && lesson.followsCreatureAtStart());
        }
    }

    /**
     * Asks for the clip's length, width and frame rate (defaults 5 s, 960 px, 30 per second);
     * empty when cancelled. The spinners keep every value in range.
     */
    public static java.util.Optional<Settings> ask(java.awt.Component parent) {
        javax.swing.JSpinner seconds = new javax.swing.JSpinner(new javax.swing.SpinnerNumberModel(DEFAULT_SECONDS, 0.5, MAX_SECONDS, 0.5));
        javax.swing.JSpinner width = new javax.swing.JSpinner(new javax.swing.SpinnerNumberModel(DEFAULT_WIDTH, 160, 3840, 80));
        javax.swing.JSpinner fps = new javax.swing.JSpinner(new javax.swing.SpinnerNumberModel(DEFAULT_FPS, 1, 60, 1));
        javax.swing.JPanel form = new javax.swing.JPanel(new java.awt.GridLayout(0, 2, 8, 6));
        form.add(new javax.swing.JLabel(Tr.t("Seconds from now:")));
        form.add(seconds);
        form.add(new javax.swing.JLabel(Tr.t("Width (px):")));
        form.add(width);
        form.add(new javax.swing.JLabel(Tr.t("Frames per second:")));
        form.add(fps);
        javax.swing.JCheckBox charts = new javax.swing.JCheckBox(Tr.t("Charts beside the stage"));
        form.add(new javax.swing.JLabel(""));
        form.add(charts);
        int answer = javax.swing.JOptionPane.showConfirmDialog(parent, form, Tr.t("Record a clip of the stage"),
                javax.swing.JOptionPane.OK_CANCEL_OPTION, javax.swing.JOptionPane.PLAIN_MESSAGE);
        if (answer != javax.swing.JOptionPane.OK_OPTION) return java.util.Optional.empty();
        return java.util.Optional.of(new Settings(((Number) seconds.getValue()).doubleValue(),
                ((Number) fps.getValue()).intValue(), ((Number) width.getValue()).intValue(), charts.isSelected()));
    }

    /** A pinned run as the clip needs it: its number, parameters and recipe (replayed on the writing thread). */
    private record PinnedRecipe(int number, ParamValues params, Playback.Recipe recipe) {}

    /**
     * The charts' look in a clip: the window's, its text scaled with the clip's width (never under
     * {@link #CHART_TEXT_AT_DEFAULT} times the window's at the default width), so the smallest chart
     * text is at least 14 px on a slide.
     */
    static org.creatureexplorer.ui.Look chartLookFor(org.creatureexplorer.ui.Look window, int width) {
        double zoom = Math.max(window.zoom(), CHART_TEXT_AT_DEFAULT * width / DEFAULT_WIDTH);
        return window.withZoom(Math.min(org.creatureexplorer.ui.Look.MAX_ZOOM, zoom));
    }

    /** The charts' text at the default width, times the look's: tick labels 12.5 px become 14.4. */
    static final double CHART_TEXT_AT_DEFAULT = 1.15;

    /** Share of the clip's width the stage takes when the charts stand beside it. */
    static final double STAGE_SHARE_WITH_CHARTS = 0.5;
    /** Least height of one chart in a clip, px at text scale 1. */
    static final int CLIP_CHART_HEIGHT = 180;

    private final Lesson<?> lesson;
    private final Look look;
    private final Settings settings;
    private final Playback.Recipe recipe;
    private final List<PinnedRecipe> pinned;
    private final org.creatureexplorer.ui.Look chartLook;
    private final double stageWidth;
    private final double stageHeight;
    /** The run being recorded (replayed from the recipe by {@link #write}), or a fixed world for a still. */
    private Playback run;
    private World world;
    private Pins ghosts = new Pins(LessonView.CHART_WINDOW);
    /** Paints the stage as the window's stage does (camera, readouts, labels), for every frame of the clip. */
    private final org.creatureexplorer.lesson.StageRenderer renderer;
    /** The stage's height in the clip, worked out from the first frame (see {@link #stageHeightPx}). */
    private int stageHeightPx = -1;

    private ClipRecorder(Lesson<?> lesson, World world, Look look, Settings settings) {
        this.lesson = lesson;
        this.world = world;
        this.look = look;
        this.settings = settings;
        this.recipe = null;
        this.pinned = List.of();
        this.chartLook = org.creatureexplorer.ui.Look.DEFAULT;
        this.stageWidth = world.stageWidth();
        this.stageHeight = world.stageHeight();
        this.renderer = new org.creatureexplorer.lesson.StageRenderer(lesson, look.cameraFor(lesson));
    }

    private ClipRecorder(Lesson<?> lesson, Playback playback, List<PinnedRecipe> pinned, Look look,
                         org.creatureexplorer.ui.Look chartLook, Settings settings) {
        this.lesson = lesson;
        this.look = look;
        this.settings = settings;
        this.recipe = playback.recipe();
        this.pinned = pinned;
        this.chartLook = chartLookFor(chartLook, settings.width());
        this.stageWidth = playback.world().stageWidth();
        this.stageHeight = playback.world().stageHeight();
        this.renderer = new org.creatureexplorer.lesson.StageRenderer(lesson, look.cameraFor(lesson));
    }

    /**
     * Takes the run's recipe (its start parameters and logged inputs, up to its current tick):
     * call where the playback lives, on the event thread in the window. The replay itself happens
     * in {@link #write}, which may run on any thread.
     */
    public static ClipRecorder from(Lesson<?> lesson, Playback playback, Look look, Settings settings) {
        return new ClipRecorder(lesson, playback, List.of(), look, org.creatureexplorer.ui.Look.DEFAULT, settings);
    }

    /**
     * A clip of the lesson shown in {@code view}: its run, its pinned runs (ghosts on the stage and
     * faded lines on the charts), drawn in the stage's look; the charts, when asked for, in
     * {@code chartLook}. Call on the event thread; {@link #write} may run on any thread.
     */
    public static ClipRecorder of(LessonView view, org.creatureexplorer.ui.Look chartLook, Settings settings) {
        List<PinnedRecipe> pins = view.pins().list().stream()
                .map(p -> new PinnedRecipe(p.number(), p.params().copy(), p.run().recipe())).toList();
        return new ClipRecorder(view.lesson(), view.playback(), pins, Look.of(view.stage()), chartLook, settings);
    }

    public int width() { return settings.width(); }

    /** Width of the stage in the clip: all of it, or its share beside the charts. */
    int stageWidthPx() {
        return settings.withCharts() ? (int) Math.round(settings.width() * STAGE_SHARE_WITH_CHARTS) : settings.width();
    }

    /**
     * The height that keeps the camera's view at its width, with the readouts' band above it (even,
     * as video tools like); with the charts, tall enough for each of them to keep {@value
     * #CLIP_CHART_HEIGHT} px (times the text scale). The stage fills the frame: no band of empty ground.
     */
    public int height() {
        int h = stageHeightPx();
        if (settings.withCharts()) h = Math.max(h, (int) Math.round(lesson.charts().size() * CLIP_CHART_HEIGHT * chartLook.textScale()));
        return Math.max(2, h + (h & 1));
    }

    /**
     * The stage's height for its width: the camera's view of the first frame at that width, plus
     * the band its readouts take (measured on a trial frame, so the picture is as large as the width allows).
     */
    private int stageHeightPx() {
        if (stageHeightPx > 0) return stageHeightPx;
        World w = world != null ? world : Playback.of(recipe, LessonView.CHART_WINDOW).world();
        // Following, the lesson's follow size gives the shape (the creature's box changes as it moves); else the field's.
        java.awt.geom.Rectangle2D field = lesson.subject(w);
        double aspect = renderer.camera().follows() ? lesson.followShape() : field.getHeight() / field.getWidth();
        int width = stageWidthPx();
        int picture = (int) Math.round(width * aspect);
        BufferedImage trial = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = trial.createGraphics();
        try {
            org.creatureexplorer.lesson.StageFrame frame = renderer.paint(g, width, picture, w, look.forRenderer(), List.of(), null, false, false);
            double band = frame.band().getWidth() >= width - 1 ? frame.band().getHeight() : 0;
            stageHeightPx = Math.max(2, picture + (int) Math.ceil(band));
        } finally {
            g.dispose();
        }
        return stageHeightPx;
    }

    /** Frames written so far of the total: how a long clip shows its progress (and is cancelled). */
    @FunctionalInterface
    public interface Progress {
        void frames(int done, int total);
    }

    /** The GIF delay of frame {@code k} in hundredths of a second: they add up to the clip's length. */
    static int delayCentiseconds(int k, int fps) {
        return (int) (Math.round((k + 1) * 100.0 / fps) - Math.round(k * 100.0 / fps));
    }

    /** Writes the clip atomically (a failure leaves no half file). Steps this recorder's copy of the world. */
    public void write(Path file) throws IOException { write(file, (done, total) -> { }); }

    /**
     * Replays the run to its tick, then writes the clip atomically (a failure or a cancel leaves no
     * file). {@code progress} hears after every frame; an interrupted thread, or a progress that
     * throws {@link java.util.concurrent.CancellationException}, stops it.
     */
    public void write(Path file, Progress progress) throws IOException {
        this.progress = progress;
        prepare();
        AtomicFiles.write(file, out -> {
            ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
            try (ImageOutputStream ios = ImageIO.createImageOutputStream(out)) {
                writer.setOutput(ios);
                ClipPalette colours = new ClipPalette(look.palette(), charts != null ? chartLook.chartColors() : null);
                GifFrames gif = new GifFrames(writer, colours);
                writer.prepareWriteSequence(gif.streamMetadata(width(), height()));
                writeFrames(gif, colours);
                writer.endWriteSequence();
            } finally {
                writer.dispose();
            }
        });
    }

    private Progress progress = (done, total) -> { };
    private ChartsPanel charts;
    private PinLines pinLines;

    /** Replays the run and its pinned runs to the start tick (once), and builds the charts if asked. */
    private void prepare() {
        if (recipe == null || run != null) return;
        run = Playback.of(recipe, LessonView.CHART_WINDOW);
        run.replayTo(recipe.ticks());
        world = run.world();
        ghosts = new Pins(LessonView.CHART_WINDOW);
        for (PinnedRecipe p : pinned) ghosts.restore(p.number(), p.params(), p.recipe(), run.tick());
        if (settings.withCharts() && !lesson.charts().isEmpty()) {
            charts = new ChartsPanel(lesson.charts(), world.series(), run.history(), world);
            charts.countInTicks(LessonTime.countsInTicks(lesson) ? world.dt() : 0);
            charts.applyLook(chartLook);
            pinLines = new PinLines(lesson.charts(), world.series(), charts.views());
            pinLines.restyle(chartLook);
            int each = height() / lesson.charts().size();
            for (ChartView v : charts.views()) v.setSize(width() - stageWidthPx(), each);
        }
    }

    /** Steps the recorded run (and its ghosts) to {@code tick}. */
    private void stepTo(long tick) {
        if (run == null) {
            while (world.tick() < tick) world.step();
            return;
        }
        while (run.tick() < tick) run.step();
        ghosts.follow(run.tick());
    }

    private void writeFrames(GifFrames gif, ClipPalette colours) throws IOException {
        int w = width();
        int h = height();
        BufferedImage rgb = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        byte[] previous = null;
        long startTick = world.tick();
        double ticksPerSecond = 1 / world.dt();
        int total = settings.frames();
        for (int k = 0; k < total; k++) {
            if (Thread.currentThread().isInterrupted()) throw new java.util.concurrent.CancellationException("clip cancelled");
            long target = startTick + Math.round(k * ticksPerSecond / settings.fps());
            stepTo(target);
            paint(rgb, k % chartEvery() == 0);
            byte[] now = colours.index(rgb);
            gif.write(now, previous, w, h, k == 0, delayCentiseconds(k, settings.fps()));
            previous = now;
            progress.frames(k + 1, total);
        }
    }

    /** One still of {@code world} at {@code width} px (height from the stage's shape), for a worksheet's figure. */
    public static BufferedImage still(Lesson<?> lesson, World world, Look look, int width) {
        ClipRecorder r = new ClipRecorder(lesson, world, look, new Settings(1, 1, Math.max(160, Math.min(3840, width))));
        BufferedImage img = new BufferedImage(width, r.height(), BufferedImage.TYPE_INT_RGB);
        r.paint(img);
        return img;
    }

    /**
     * One frame: the stage scaled to fit its part of the image (all of it, or the left part with
     * the charts beside it), the pinned runs' ghosts on it, then the charts stacked on the right.
     */
    void paint(BufferedImage img) { paint(img, true); }

    /**
     * Frames between two redraws of the charts: about ten a second, as the window's chart timer
     * does. The charts' lines move every frame (their x axis grows), so drawing them at 30 per
     * second made the file half as large again for motion nobody reads.
     */
    int chartEvery() { return Math.max(1, (int) Math.round(settings.fps() / 10.0)); }

    private void paint(BufferedImage img, boolean withCharts) {
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            int stageW = charts == null ? img.getWidth() : stageWidthPx();
            g.setColor(look.palette().background());
            // Without a chart redraw the charts' pixels stay as the last frame left them.
            g.fillRect(0, 0, charts == null || withCharts ? img.getWidth() : stageW, img.getHeight());
            Graphics2D sg = (Graphics2D) g.create(0, 0, stageW, img.getHeight());
            try {
                List<StageStyle.Ghost> shown = ghosts.list().stream().map(p -> new StageStyle.Ghost(p.number(), p.world())).toList();
                renderer.paint(sg, stageW, img.getHeight(), world, look.forRenderer(), shown, null, false, false);
            } finally {
                sg.dispose();
            }
            if (charts != null && withCharts) paintCharts(g, stageW, img.getWidth() - stageW, img.getHeight());
        } finally {
            g.dispose();
        }
    }

    private void paintCharts(Graphics2D g, int x, int width, int height) {
        charts.refresh(run.history(), world);
        pinLines.refresh(ghosts, run.params());
        charts.alignOffscreen();
        List<ChartView> views = charts.views();
        int each = height / views.size();
        for (int i = 0; i < views.size(); i++) {
            Graphics2D cg = (Graphics2D) g.create(x, i * each, width, each);
            try {
                views.get(i).paintChart(cg, width, each);
            } finally {
                cg.dispose();
            }
        }
    }
}
