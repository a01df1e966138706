package org.creatureexplorer.ui;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.Csv;
import org.creatureexplorer.model.CsvRows;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.World;
import org.jfree.svg.SVGGraphics2D;

/**
 * Figures and data out of the window: the stage and each chart as PNG or SVG, the measured
 * series as CSV. Every file is written atomically; failures come back as IOException with a
 * message fit to show the user.
 */
public final class Exporter {
    private Exporter() {}

    /** Default width of an exported stage picture: sharp on a projector and on a printed worksheet. */
    public static final int STAGE_PNG_WIDTH = 1920;

    public static void stagePng(StageView stage, Path file) throws IOException { stagePng(stage, file, STAGE_PNG_WIDTH); }

    /**
     * The stage as a picture {@code width} px wide (the stage's shape kept), drawn at that size
     * rather than copied from the screen, and without the window's corner status ("paused ·
     * Space plays"), which says nothing on a worksheet.
     */
    public static void stagePng(StageView stage, Path file, int width) throws IOException {
        int sw = Math.max(1, stage.getWidth());
        int sh = Math.max(1, stage.getHeight());
        double k = width / (double) sw;
        int h = Math.max(1, (int) Math.round(sh * k));
        BufferedImage img = new BufferedImage(width, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        String badge = stage.badge();
        try {
            stage.setBadge(null);
            g.scale(k, k);
            stage.paintStage(g, sw, sh);
        } finally {
            stage.setBadge(badge);
            g.dispose();
        }
        png(img, file);
    }

    /** The stage as vector graphics: every line, circle and label stays sharp at any size. */
    public static void stageSvg(StageView stage, Path file) throws IOException {
        int w = Math.max(1, stage.getWidth());
        int h = Math.max(1, stage.getHeight());
        SVGGraphics2D g = new SVGGraphics2D(w, h);
        String badge = stage.badge();
        try {
            stage.setBadge(null);
            stage.paintStage(g, w, h);
        } finally {
            stage.setBadge(badge);
        }
        text(g.getSVGDocument(), file);
    }

    public static void chartPng(ChartView chart, Path file) throws IOException {
        int w = Math.max(1, chart.getWidth());
        int h = Math.max(1, chart.getHeight());
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            chart.paintChart(g, w, h); // with its title, legend and axis title, as on screen
        } finally {
            g.dispose();
        }
        png(img, file);
    }

    public static void chartSvg(ChartView chart, Path file) throws IOException {
        int w = Math.max(1, chart.getWidth());
        int h = Math.max(1, chart.getHeight());
        SVGGraphics2D g = new SVGGraphics2D(w, h);
        chart.paintChart(g, w, h);
        text(g.getSVGDocument(), file);
    }

    /**
     * The lesson's measured series from tick 0 to now, one row per tick, written by its
     * scenario's {@link CsvRows}: the same header, column order and number format as
     * {@code measure SCENARIO}, so with no input the file is the measure output for the same
     * ticks and parameters. A lesson whose world is not its scenario's (or whose scenario is a
     * sweep) gets {@code tick,time_s} and every series. The window's own inputs are replayed, so
     * the rows are exactly what the charts showed. The parameters, inputs and tick range go to a
     * sidecar file {@code <name>.txt}.
     */
    public static void csv(String lessonId, Playback playback, Path file) throws IOException {
        csvJob(lessonId, playback).write(file, (done, total) -> { });
    }

    /** Told how far a CSV export has come: rows written of the total. */
    @FunctionalInterface
    public interface Progress {
        void rows(long done, long total);
    }

    /**
     * Everything a CSV export needs, taken now on the event thread: the header, the row
     * writer and the run's {@link Playback.Recipe}. {@link CsvJob#write} replays a fresh world
     * and may run on any thread while the window goes on.
     */
    public static CsvJob csvJob(String lessonId, Playback playback) {
        World now = playback.world();
        CsvRows rows = rowsFor(lessonId, now);
        List<String> header = rows.header(now);
        // A run longer than the kept history (Playback.KEPT_TICKS) starts at its base, not at 0.
        long first = playback.earliestTick();
        String meta = "lesson: " + lessonId + "\n"
                + "parameters at tick " + first + ": " + playback.startParams().describe() + "\n"
                + "parameters now: " + playback.params().describe() + "\n"
                + "ticks: " + first + " to " + now.tick() + " (dt " + Csv.number(now.dt()) + " s)"
                + (first > 0 ? ", the history kept (the last 20 minutes and up to 5 more)" : "") + "\n"
                + "inputs replayed (pointer, drags, live changes, buttons): " + playback.loggedInputs() + "\n"
                + "columns: " + String.join(",", header) + "\n";
        return new CsvJob(header, rows.writerFor(now), playback.recipe(), meta);
    }

    /** One CSV export, ready to write; see {@link #csvJob}. */
    public static final class CsvJob {
        /** Rows between two progress reports (and cancellation checks). */
        static final int REPORT_EVERY = 2_000;
        private final List<String> header;
        private final CsvRows.Writer writer;
        private final Playback.Recipe recipe;
        private final String meta;

        private CsvJob(List<String> header, CsvRows.Writer writer, Playback.Recipe recipe, String meta) {
            this.header = header;
            this.writer = writer;
            this.recipe = recipe;
            this.meta = meta;
        }

        /** Rows the file will have (ticks 0, or the first tick kept, to now). */
        public long rows() { return recipe.ticks() - recipe.firstTick() + 1; }

        /**
         * Writes the CSV atomically, then its sidecar {@code NAME.csv.txt}. The replay calls
         * {@code progress} every {@value #REPORT_EVERY} rows; a cancelled thread (interrupted)
         * or a progress that throws {@link java.util.concurrent.CancellationException} stops it,
         * and then no file is written (an earlier file of that name is left as it was).
         */
        public void write(Path file, Progress progress) throws IOException {
            long total = rows();
            // Both files or neither: a sidecar that fails must not leave a CSV without its description.
            java.util.Map<Path, AtomicFiles.Writer> both = new java.util.LinkedHashMap<>();
            both.put(file, out -> {
                Writer w = new java.io.BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
                w.write(String.join(",", header));
                w.write('\n');
                long[] done = {0};
                try {
                    recipe.replay(recipe.ticks(), world -> {
                        try {
                            w.write(CsvRows.line(writer.row(world)));
                            w.write('\n');
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                        if (++done[0] % REPORT_EVERY == 0) {
                            if (Thread.currentThread().isInterrupted()) throw new java.util.concurrent.CancellationException("export cancelled");
                            progress.rows(done[0], total);
                        }
                    });
                } catch (java.io.UncheckedIOException e) {
                    throw e.getCause();
                }
                w.flush();
                progress.rows(total, total);
            });
            both.put(file.resolveSibling(file.getFileName() + ".txt"), utf8(meta));
            AtomicFiles.writeAll(both);
        }
    }

    /** The rows of the lesson's scenario when they fit its world, else tick, time_s and every series. */
    static CsvRows rowsFor(String lessonId, World world) {
        return LessonCatalog.byId(lessonId)
                .flatMap(l -> java.util.Optional.ofNullable(l.scenario()))
                .flatMap(Scenario::rows)
                .filter(r -> r.fits(world))
                .orElse(CsvRows.everySeries());
    }

    /** Names of the chart files for a lesson: {@code <lesson>-chart-<n>-<slug>}. */
    public static String chartBaseName(String lessonId, int index, ChartSpec spec) {
        String slug = spec.title().toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
        return lessonId + "-chart-" + (index + 1) + "-" + slug;
    }

    private static void png(BufferedImage img, Path file) throws IOException {
        AtomicFiles.write(file, out -> {
            if (!ImageIO.write(img, "png", out)) throw new IOException("no PNG writer available");
        });
    }

    private static void text(String content, Path file) throws IOException {
        AtomicFiles.write(file, utf8(content));
    }

    private static AtomicFiles.Writer utf8(String content) {
        return out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            w.write(content);
            w.flush();
        };
    }
}
