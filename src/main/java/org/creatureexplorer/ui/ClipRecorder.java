package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
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
        double aspect = renderer.camera().follows() ? lesson.followHeight() / lesson.followWidth() : field.getHeight() / field.getWidth();
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
                ColourMap colours = new ColourMap(look.palette(), charts != null ? chartLook.chartColors() : null);
                writer.prepareWriteSequence(streamMetadata(writer, colours));
                writeFrames(writer, colours);
                writer.endWriteSequence();
            } finally {
                writer.dispose();
            }
        });
    }

    /**
     * The screen size and the palette, once for the whole file. Without them the writer puts a
     * generic palette of its own in the header and reads every frame's indices against it.
     */
    private IIOMetadata streamMetadata(ImageWriter writer, ColourMap colours) throws IOException {
        IIOMetadata meta = writer.getDefaultStreamMetadata(writer.getDefaultWriteParam());
        String format = "javax_imageio_gif_stream_1.0";
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode screen = child(root, "LogicalScreenDescriptor");
        screen.setAttribute("logicalScreenWidth", Integer.toString(width()));
        screen.setAttribute("logicalScreenHeight", Integer.toString(height()));
        screen.setAttribute("colorResolution", "8");
        screen.setAttribute("pixelAspectRatio", "0");
        IIOMetadataNode table = child(root, "GlobalColorTable");
        while (table.getLength() > 0) table.removeChild(table.getFirstChild());
        table.setAttribute("sizeOfGlobalColorTable", "256");
        table.setAttribute("backgroundColorIndex", "1");
        table.setAttribute("sortFlag", "FALSE");
        addColourEntries(table, colours);
        try {
            meta.setFromTree(format, root);
        } catch (javax.imageio.metadata.IIOInvalidTreeException e) {
            throw new IOException("GIF header: " + e.getMessage(), e);
        }
        return meta;
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

    private void writeFrames(ImageWriter writer, ColourMap colours) throws IOException {
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
            writeFrame(writer, colours, now, previous, w, h, k);
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

    private void writeFrame(ImageWriter writer, ColourMap colours, byte[] now, byte[] previous, int w, int h, int k) throws IOException {
        int x0 = 0, y0 = 0, x1 = w - 1, y1 = h - 1;
        if (previous != null) {
            // The rectangle that changed; the rest of the screen keeps the last frame.
            x0 = w; y0 = h; x1 = -1; y1 = -1;
            for (int y = 0; y < h; y++) {
                int row = y * w;
                for (int x = 0; x < w; x++) {
                    if (now[row + x] != previous[row + x]) {
                        if (x < x0) x0 = x;
                        if (x > x1) x1 = x;
                        if (y < y0) y0 = y;
                        y1 = y;
                    }
                }
            }
            if (x1 < 0) { x0 = 0; y0 = 0; x1 = 0; y1 = 0; } // nothing moved: one transparent pixel keeps the timing
        }
        int fw = x1 - x0 + 1;
        int fh = y1 - y0 + 1;
        BufferedImage frame = new BufferedImage(fw, fh, BufferedImage.TYPE_BYTE_INDEXED, colours.model);
        byte[] data = ((DataBufferByte) frame.getRaster().getDataBuffer()).getData();
        for (int y = 0; y < fh; y++) {
            int src = (y + y0) * w + x0;
            for (int x = 0; x < fw; x++) {
                byte v = now[src + x];
                data[y * fw + x] = previous != null && previous[src + x] == v ? (byte) TRANSPARENT : v;
            }
        }
        ImageWriteParam param = writer.getDefaultWriteParam();
        IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(frame), param);
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "doNotDispose");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", previous != null ? "TRUE" : "FALSE");
        control.setAttribute("transparentColorIndex", Integer.toString(TRANSPARENT));
        control.setAttribute("delayTime", Integer.toString(delayCentiseconds(k, settings.fps())));
        IIOMetadataNode descriptor = child(root, "ImageDescriptor");
        descriptor.setAttribute("imageLeftPosition", Integer.toString(x0));
        descriptor.setAttribute("imageTopPosition", Integer.toString(y0));
        descriptor.setAttribute("imageWidth", Integer.toString(fw));
        descriptor.setAttribute("imageHeight", Integer.toString(fh));
        descriptor.setAttribute("interlaceFlag", "FALSE");
        // The palette goes with every frame: ImageIO's GIF writer keeps its own generic global
        // table whatever the stream metadata says, so a frame without a local table would be
        // read against that. 768 bytes a frame.
        IIOMetadataNode local = child(root, "LocalColorTable");
        while (local.getLength() > 0) local.removeChild(local.getFirstChild());
        local.setAttribute("sizeOfLocalColorTable", "256");
        local.setAttribute("sortFlag", "FALSE");
        addColourEntries(local, colours);
        if (k == 0) {
            IIOMetadataNode apps = child(root, "ApplicationExtensions");
            IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
            loop.setAttribute("applicationID", "NETSCAPE");
            loop.setAttribute("authenticationCode", "2.0");
            loop.setUserObject(new byte[] {1, 0, 0}); // loop for ever
            apps.appendChild(loop);
        }
        meta.setFromTree(format, root);
        writer.writeToSequence(new IIOImage(frame, null, meta), param);
    }

    /** The 256 entries of the clip's palette, as a GIF colour table (global or a frame's local one) lists them. */
    private static void addColourEntries(IIOMetadataNode table, ColourMap colours) {
        for (int i = 0; i < 256; i++) {
            IIOMetadataNode entry = new IIOMetadataNode("ColorTableEntry");
            entry.setAttribute("index", Integer.toString(i));
            entry.setAttribute("red", Integer.toString(colours.model.getRed(i)));
            entry.setAttribute("green", Integer.toString(colours.model.getGreen(i)));
            entry.setAttribute("blue", Integer.toString(colours.model.getBlue(i)));
            table.appendChild(entry);
        }
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equals(name)) return (IIOMetadataNode) root.item(i);
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }

    /**
     * The clip's fixed palette: index 0 transparent, then every colour of the look, each blended
     * with the ground at three strengths (anti-aliased edges and faded trails), a grey ramp and
     * a coarse colour cube for anything else. Each RGB value maps to its nearest entry, found once.
     */
    static final class ColourMap {
        final IndexColorModel model;
        private final int[] rgb;
        private final Map<Integer, Byte> nearest = new HashMap<>();

        ColourMap(Palette p) { this(p, null); }

        /** The stage's colours and, for a clip with charts, the charts' (their lines blended with the plot's ground). */
        ColourMap(Palette p, Theme.ChartColors charts) {
            Color ground = p.background();
            List<Color> named = List.of(p.background(), p.grid(), p.body(), p.bodyEdge(), p.bone(), p.joint(), p.circle(),
                    p.target(), p.vector(), p.ghost(), p.trail(), p.text(), p.textHalo(), p.accent(), p.warning(), p.handle());
            Set<Integer> entries = new LinkedHashSet<>();
            for (Color c : named) {
                entries.add(c.getRGB() & 0xFFFFFF);
                for (double t : new double[] {0.25, 0.5, 0.75}) entries.add(blend(c, ground, t));
            }
            if (charts != null) {
                List<Color> chartColours = new ArrayList<>(List.of(charts.background(), charts.plot(), charts.text(), charts.grid(), charts.guide()));
                chartColours.addAll(List.of(charts.series()));
                for (Color c : chartColours) {
                    entries.add(c.getRGB() & 0xFFFFFF);
                    for (double t : new double[] {0.3, 0.5, 0.7}) entries.add(blend(c, charts.plot(), t));
                }
            }
            for (int i = 0; i < 16; i++) entries.add(grey(i * 255 / 15));
            for (int r = 0; r < 5; r++) for (int g = 0; g < 5; g++) for (int b = 0; b < 5; b++) {
                if (entries.size() < 255) entries.add((r * 255 / 4) << 16 | (g * 255 / 4) << 8 | b * 255 / 4);
            }
            List<Integer> list = new ArrayList<>(entries);
            rgb = new int[list.size() + 1];
            byte[] rs = new byte[256], gs = new byte[256], bs = new byte[256];
            for (int i = 0; i < list.size(); i++) {
                int c = list.get(i);
                rgb[i + 1] = c;
                rs[i + 1] = (byte) (c >> 16);
                gs[i + 1] = (byte) (c >> 8);
                bs[i + 1] = (byte) c;
            }
            model = new IndexColorModel(8, 256, rs, gs, bs, TRANSPARENT);
        }

        int size() { return rgb.length; }

        /** Palette indices of every pixel of an RGB image, row by row. */
        byte[] index(BufferedImage img) {
            int w = img.getWidth();
            int h = img.getHeight();
            int[] pixels = img.getRGB(0, 0, w, h, null, 0, w);
            byte[] out = new byte[pixels.length];
            int last = -1;
            byte lastIndex = 0;
            for (int i = 0; i < pixels.length; i++) {
                int c = pixels[i] & 0xFFFFFF;
                if (c != last) {
                    last = c;
                    lastIndex = nearest.computeIfAbsent(c, this::closest);
                }
                out[i] = lastIndex;
            }
            return out;
        }

        private byte closest(int c) {
            int r = c >> 16 & 255, g = c >> 8 & 255, b = c & 255;
            int best = 1;
            long bestDistance = Long.MAX_VALUE;
            for (int i = 1; i < rgb.length; i++) {
                int dr = r - (rgb[i] >> 16 & 255), dg = g - (rgb[i] >> 8 & 255), db = b - (rgb[i] & 255);
                long d = 2L * dr * dr + 4L * dg * dg + 3L * db * db; // the eye weighs green most
                if (d < bestDistance) {
                    bestDistance = d;
                    best = i;
                }
            }
            return (byte) best;
        }

        private static int blend(Color c, Color ground, double t) {
            int r = (int) Math.round(c.getRed() * t + ground.getRed() * (1 - t));
            int g = (int) Math.round(c.getGreen() * t + ground.getGreen() * (1 - t));
            int b = (int) Math.round(c.getBlue() * t + ground.getBlue() * (1 - t));
            return r << 16 | g << 8 | b;
        }

        private static int grey(int v) { return v << 16 | v << 8 | v; }
    }
}
