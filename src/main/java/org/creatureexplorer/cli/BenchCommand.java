package org.creatureexplorer.cli;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.model.World;
import org.creatureexplorer.ui.ChartView;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.LessonView;
import org.creatureexplorer.ui.StageView;

/**
 * {@code bench}: per lesson, model speed, paint times and one step back, measured offscreen
 * after a warm-up; {@code --window} and {@code --startup} measure the real window
 * ({@link WindowBench}). This is where speed is measured; no unit test asserts a wall-clock time.
 */
final class BenchCommand {
    static final String HELP = """
            usage: bench [--width=W --height=H] [--frames=N] [LESSON ...]
                   bench --window [--seconds=S] [--width=W --height=H] [--ui-scale=S] [LESSON ...]
                   bench --startup
                   bench --soak=MINUTES [--width=W --height=H] [LESSON ...]
                   bench --creature=FILE
            Without --window or --startup, offscreen; for each lesson prints one CSV row:
            lesson,ticks_per_s,stage_paint_ms_p50,stage_paint_ms_p99,chart_paint_ms_p50,chart_paint_ms_p99,step_back_ms,step_back_cpu_ms
            ticks_per_s is the model alone; stage times paint the stage at its size in a WxH window
            (default 1920x1080); chart times are one refresh (update plus paint) of all the lesson's charts.
            --frames sets how many paints are timed (default 300, after 300 untimed). step_back_ms is one
            step back at tick 36000 (ten minutes of play), the median of 5 in a row; step_back_cpu_ms is the
            thread's CPU time for the same step backs (on a shared machine the wall time also counts waiting).
            --window opens the real window at WxH (it needs a display) and plays each lesson for S seconds
            (default 5, after 1 untimed; the first lesson after 5) in the normal look, then in projection
            mode; one row each:
            lesson,mode,width,height,fps,edt_cpu_ms_p50,edt_cpu_ms_p99,alloc_kb_per_frame,ui_scale,charts_edt_share
            fps counts the stage's paints on screen; CPU time and allocation are the event thread's per
            painted frame (all it did between two paints). --ui-scale=S (1 to 4, default 1) runs the window
            at that UI scale, as a HiDPI screen at S x 100% does (the toolkit's sun.java2d.uiScale, set before
            it starts): W and H stay the window's size in logical px, so at 2 it has four times the device
            pixels (the screen must hold W x S by H x S); ui_scale is the scale the window really ran at.
            charts_edt_share is the event thread's time in chart work (rows handed to the chart painter,
            its images shown and laid out) per second of the run: the charts keep to at most 0.05 of it,
            so the stage keeps its frames on a loaded machine (-Dcreature.explorer.chartShare=1 lifts the bound).
            --startup opens the window once and prints first_paint_ms,cpu_s: from the JVM's start to the
            first painted stage, and the CPU time the process used by then.
            --soak=MINUTES opens the real window (default 1600x900) and plays on for that long while a robot
            moves the pointer over the stage, the lesson changes every 20 s (default: chain, jeremiah, blends,
            gallery, pond), a run is pinned and cleared and the stage, a chart, the CSV and a worksheet are
            exported; one row a minute:
            minute,rss_mb,rss_heap_mb,rss_other_mb,live_heap_mb,heap_committed_mb,nmt_committed_mb,lessons_shown,pointer_moves,pins,exports
            rss_mb is the process's resident memory (VmRSS) as the window left it, split into the Java heap's
            pages and the rest (code, threads, fonts, the toolkit's native memory); live_heap_mb is the heap in
            use after the full collection that follows; nmt_committed_mb is filled in when the JVM runs with
            -XX:NativeMemoryTracking=summary (the end then prints what grew since minute 1 on stderr).
            --creature=FILE runs a creature file in the workshop's model (no window; FILE as in
            'measure workshop --help': a path, a library name or a challenge's name) and prints
            creature,ticks_per_s,ticks_per_cpu_s: ticks per second of the model, each tick stepped and
            measured, over wall time and over the thread's CPU time (on a shared machine the wall
            time also counts waiting for a core).
            """;
    static final String HEADER = "lesson,ticks_per_s,stage_paint_ms_p50,stage_paint_ms_p99,chart_paint_ms_p50,chart_paint_ms_p99,step_back_ms,step_back_cpu_ms";
    /** Where step_back_ms steps back from: ten minutes at 60 ticks/s. */
    static final long STEP_BACK_AT = 36_000;
    /** Single step backs timed from there; step_back_ms is their median. */
    static final int STEP_BACK_REPEATS = 5;

    private BenchCommand() {}

    static int run(List<String> args, PrintStream out) {
        // --window and --startup are flags without a value; the other options are --name=value.
        boolean window = args.contains("--window");
        boolean startup = args.contains("--startup");
        Options o = Options.parse(args.stream().filter(a -> !a.equals("--window") && !a.equals("--startup")).toList());
        if (o.help) {
            out.print(HELP);
            return 0;
        }
        if (window && startup) throw new UsageError("--window and --startup are two runs: give one of them");
        if (o.named.containsKey("soak")) {
            if (window || startup) throw new UsageError("--soak is a run of its own: give it without --window or --startup");
            o.allowOnly("bench --soak", List.of("soak", "width", "height"));
            List<Lesson<?>> soaked = LessonArgs.resolve(o.words.isEmpty() ? SoakBench.DEFAULT_LESSONS : o.words);
            return SoakBench.run(soaked, o.intOption("soak", 60, 1, 24 * 60), o.intOption("width", 1600, 640, 7680),
                    o.intOption("height", 900, 480, 4320), out);
        }
        if (startup) {
            o.allowOnly("bench --startup", List.of());
            if (!o.words.isEmpty()) throw new UsageError("bench --startup takes no lessons, got " + String.join(" ", o.words));
            return WindowBench.startup(out);
        }
        if (!window && o.named.containsKey("creature")) return creatureSpeed(o, out);
        o.allowOnly(window ? "bench --window" : "bench", window ? List.of("width", "height", "seconds", "ui-scale") : List.of("width", "height", "frames"));
        int width = o.intOption("width", 1920, 320, 7680);
        int height = o.intOption("height", 1080, 240, 4320);
        List<Lesson<?>> lessons = LessonArgs.resolve(o.words);
        if (window) return WindowBench.window(lessons, width, height, o.intOption("seconds", 5, 1, 600), WindowBench.uiScale(o), out);
        int frames = o.intOption("frames", 300, 10, 100_000);
        out.println(HEADER);
        for (Lesson<?> lesson : lessons) {
            double ticksPerSecond = modelSpeed(lesson);
            double[][] paint = Offscreen.onEdt(() -> paintTimes(lesson, width, height, frames));
            double[] stepBack = stepBackMs(lesson);
            out.println(String.format(Locale.ROOT, "%s,%.0f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f", lesson.id(), ticksPerSecond,
                    percentile(paint[0], 50), percentile(paint[0], 99), percentile(paint[1], 50), percentile(paint[1], 99),
                    stepBack[0], stepBack[1]));
            out.flush();
        }
        return 0;
    }

    /** {@code bench --creature=FILE}: the workshop's model speed for one creature file, as CSV. */
    private static int creatureSpeed(Options o, PrintStream out) {
        o.allowOnly("bench --creature", List.of("creature"));
        if (!o.words.isEmpty()) throw new UsageError("bench --creature takes no lessons, got " + String.join(" ", o.words));
        org.creatureexplorer.world.workshop.doc.CreatureDoc doc;
        try {
            doc = org.creatureexplorer.world.workshop.CreatureLibrary.open(o.named.get("creature"));
        } catch (org.creatureexplorer.world.workshop.doc.CreatureFileError e) {
            throw new UsageError(e.getMessage());
        }
        double[] speed = modelSpeeds(new org.creatureexplorer.world.workshop.WorkshopWorld(doc));
        out.println("creature,ticks_per_s,ticks_per_cpu_s");
        out.println(String.format(Locale.ROOT, "%s,%.0f,%.0f", doc.name(), speed[0], speed[1]));
        return 0;
    }

    /** Ticks per second of the model alone: warm up, then run for about half a second. */
    static double modelSpeed(Lesson<?> lesson) { return modelSpeed(lesson.createWorld(lesson.defaultParams())); }

    static double modelSpeed(World w) { return modelSpeeds(w)[0]; }

    /**
     * Ticks per second of wall time and per second of this thread's CPU time (on a shared
     * machine the wall time also counts waiting for a core; the CPU time is the model's own cost).
     */
    static double[] modelSpeeds(World w) {
        double[] sample = new double[w.series().size()];
        for (int i = 0; i < 20_000; i++) w.step();
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpu = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        long ticks = 0;
        while (System.nanoTime() - start < 500_000_000L) {
            for (int i = 0; i < 1000; i++) {
                w.step();
                w.sample(sample); // measured every tick, as the window does
            }
            ticks += 1000;
        }
        double wall = (System.nanoTime() - start) / 1e9, used = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
        return new double[] {ticks / wall, used > 0 ? ticks / used : Double.NaN};
    }

    /**
     * One step back at tick {@link #STEP_BACK_AT}, through the window's own Playback: the median
     * wall time and the median CPU time of the thread, in ms.
     */
    static double[] stepBackMs(Lesson<?> lesson) {
        Playback playback = new Playback(lesson::createWorld, lesson.defaultParams(), LessonView.CHART_WINDOW);
        playback.steps((int) STEP_BACK_AT);
        // One step back, five times over (36000 to 35999, then on down): the median, so one
        // moment of a busy machine does not make the number.
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        double[] ms = new double[STEP_BACK_REPEATS];
        double[] cpuMs = new double[STEP_BACK_REPEATS];
        for (int i = 0; i < ms.length; i++) {
            long start = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            playback.stepBack();
            cpuMs[i] = (threads.getCurrentThreadCpuTime() - cpu) / 1e6;
            ms[i] = (System.nanoTime() - start) / 1e6;
        }
        java.util.Arrays.sort(ms);
        java.util.Arrays.sort(cpuMs);
        return new double[] {ms[ms.length / 2], cpuMs[cpuMs.length / 2]};
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
