package org.creatureexplorer.cli;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.World;
import org.creatureexplorer.ui.ChartView;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.LessonView;
import org.creatureexplorer.ui.StageView;

/**
 * {@code bench}: per lesson, model speed and paint times, measured offscreen after a warm-up.
 * This is where speed is measured; no unit test asserts a wall-clock time.
 */
final class BenchCommand {
    static final String HELP = """
            usage: bench [--width=W --height=H] [--frames=N] [LESSON ...]
            For each lesson prints one CSV row:
            lesson,ticks_per_s,stage_paint_ms_p50,stage_paint_ms_p99,chart_paint_ms_p50,chart_paint_ms_p99
            ticks_per_s is the model alone; stage times paint the stage at its size in a WxH window
            (default 1920x1080); chart times are one refresh (update plus paint) of all the lesson's charts.
            --frames sets how many paints are timed (default 300, after 300 untimed).
            """;
    static final String HEADER = "lesson,ticks_per_s,stage_paint_ms_p50,stage_paint_ms_p99,chart_paint_ms_p50,chart_paint_ms_p99";

    private BenchCommand() {}

    static int run(List<String> args, PrintStream out) {
        Options o = Options.parse(args);
        if (o.help) {
            out.print(HELP);
            return 0;
        }
        o.allowOnly("bench", List.of("width", "height", "frames"));
        int width = o.intOption("width", 1920, 320, 7680);
        int height = o.intOption("height", 1080, 240, 4320);
        int frames = o.intOption("frames", 300, 10, 100_000);
        List<Lesson<?>> lessons = LessonArgs.resolve(o.words);
        out.println(HEADER);
        for (Lesson<?> lesson : lessons) {
            double ticksPerSecond = modelSpeed(lesson);
            double[][] paint = Offscreen.onEdt(() -> paintTimes(lesson, width, height, frames));
            out.println(String.format(Locale.ROOT, "%s,%.0f,%.3f,%.3f,%.3f,%.3f", lesson.id(), ticksPerSecond,
                    percentile(paint[0], 50), percentile(paint[0], 99), percentile(paint[1], 50), percentile(paint[1], 99)));
            out.flush();
        }
        return 0;
    }

    /** Ticks per second of the model alone: warm up, then run for about half a second. */
    static double modelSpeed(Lesson<?> lesson) {
        World w = lesson.createWorld(lesson.defaultParams());
        double[] sample = new double[w.series().size()];
        for (int i = 0; i < 20_000; i++) w.step();
        long start = System.nanoTime();
        long ticks = 0;
        while (System.nanoTime() - start < 500_000_000L) {
            for (int i = 0; i < 1000; i++) {
                w.step();
                w.sample(sample); // measured every tick, as the window does
            }
            ticks += 1000;
        }
        return ticks / ((System.nanoTime() - start) / 1e9);
    }

    private static double[][] paintTimes(Lesson<?> lesson, int width, int height, int frames) {
        ExplorerPanel panel = Offscreen.panelFor(lesson, width, height);
        LessonView view = panel.current();
        StageView stage = view.stage();
        BufferedImage stageImg = new BufferedImage(Math.max(1, stage.getWidth()), Math.max(1, stage.getHeight()), BufferedImage.TYPE_INT_ARGB);
        List<ChartView> charts = view.charts().views();
        BufferedImage[] chartImgs = charts.stream()
                .map(c -> new BufferedImage(Math.max(1, c.getWidth()), Math.max(1, c.getHeight()), BufferedImage.TYPE_INT_ARGB))
                .toArray(BufferedImage[]::new);
        int warmup = 300; // enough for the JIT and the first font and image caches, so p99 measures steady paints
        double[] stageMs = new double[frames];
        double[] chartMs = new double[frames];
        for (int f = -warmup; f < frames; f++) {
            view.advance(1);
            long t0 = System.nanoTime();
            Graphics2D g = stageImg.createGraphics();
            stage.paintStage(g, stage.getWidth(), stage.getHeight());
            g.dispose();
            long t1 = System.nanoTime();
            view.refreshCharts();
            for (int c = 0; c < charts.size(); c++) {
                Graphics2D cg = chartImgs[c].createGraphics();
                charts.get(c).chart().paint(cg, charts.get(c).getWidth(), charts.get(c).getHeight());
                cg.dispose();
            }
            long t2 = System.nanoTime();
            if (f >= 0) {
                stageMs[f] = (t1 - t0) / 1e6;
                chartMs[f] = (t2 - t1) / 1e6;
            }
        }
        return new double[][] {stageMs, chartMs};
    }

    static double percentile(double[] values, double p) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
