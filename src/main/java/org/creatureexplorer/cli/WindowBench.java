package org.creatureexplorer.cli;

import java.awt.GraphicsEnvironment;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.ui.ChartBudget;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.ExplorerWindow;
import org.creatureexplorer.ui.Look;

/**
 * {@code bench --window} and {@code bench --startup}: the real window on a real display, as a
 * class sees it. Frames are the stage's own paints on screen; CPU time and allocation are the
 * event thread's, sampled on it at every stage paint, so one frame's numbers include everything
 * the event thread did since the frame before (model ticks, charts, toolbar, the paint itself).
 */
final class WindowBench {
    static final String WINDOW_HEADER = "lesson,mode,width,height,fps,edt_cpu_ms_p50,edt_cpu_ms_p99,alloc_kb_per_frame,ui_scale,charts_edt_share";
    static final String STARTUP_HEADER = "first_paint_ms,cpu_s";
    /** Untimed play before each measurement: the JIT and the caches settle. */
    static final long WARMUP_MS = 1000;
    /**
     * Untimed play of the first lesson before anything is measured: a fresh JVM compiles the
     * window's paint paths and builds the first lesson's charts and text during the first
     * seconds, which one second of warm-up did not cover, so the first lesson measured (chain, in
     * a run of all lessons) came out the slowest for reasons no other lesson shared. Start-up
     * itself is what {@code bench --startup} measures.
     */
    static final long FIRST_WARMUP_MS = 4000;

    private WindowBench() {}

    /** Fails with one clear line (exit 2) when there is no screen to open a window on. */
    static void requireDisplay(String option, boolean headless) {
        if (headless) {
            throw new UsageError("bench " + option + " opens a window and needs a display, but there is none"
                    + " (DISPLAY is not set); run it on a desktop, or under xvfb-run -a -s \"-screen 0 1920x1080x24\"");
        }
    }

    /** {@code --ui-scale=S}: a plain decimal from 1 to 4 (1 when not given). */
    static double uiScale(Options o) {
        String v = o.named.get("ui-scale");
        if (v == null) return 1;
        if (!org.creatureexplorer.model.Numbers.isDecimal(v)) throw new UsageError("--ui-scale=" + v + " is not a plain decimal: give a scale from 1 to 4, as --ui-scale=2");
        double scale = org.creatureexplorer.model.Numbers.parseDecimal(v);
        if (!(scale >= 1 && scale <= 4)) throw new UsageError("--ui-scale=" + v + " is out of range: give a scale from 1 to 4");
        return scale;
    }

    /**
     * Asks the toolkit for a UI scale, as a HiDPI screen does: Java2D's sun.java2d.uiScale, read
     * once when the graphics environment starts, so before any window exists. (FlatLaf follows the
     * toolkit's scale by itself; its own flatlaf.uiScale would scale the layout a second time.)
     */
    static void requestUiScale(double scale) {
        if (scale != 1) System.setProperty("sun.java2d.uiScale", Double.toString(scale));
    }

    static int window(List<Lesson<?>> lessons, int width, int height, int seconds, double uiScale, PrintStream out) {
        requireDisplay("--window", GraphicsEnvironment.isHeadless());
        requestUiScale(uiScale);
        ExplorerWindow frame = openWindow(width, height);
        double scale = Offscreen.onEdt(() -> frame.getGraphicsConfiguration().getDefaultTransform().getScaleX());
        if (Math.abs(scale - uiScale) > 1e-9) {
            Offscreen.onEdt(() -> { frame.panel().stop(); frame.dispose(); return null; });
            throw new IllegalStateException("the window runs at UI scale " + scale + ", not the " + uiScale
                    + " asked for (the toolkit had started before the scale could be set)");
        }
        try {
            out.println(WINDOW_HEADER);
            if (!lessons.isEmpty()) {
                Offscreen.onEdt(() -> {
                    frame.panel().showLesson(lessons.get(0));
                    frame.panel().setPlaying(true);
                    return null;
                });
                sleep(FIRST_WARMUP_MS);
            }
            for (Lesson<?> lesson : lessons) {
                for (boolean projector : new boolean[] {false, true}) {
                    FrameSampler sampler = new FrameSampler();
                    Offscreen.onEdt(() -> {
                        ExplorerPanel panel = frame.panel();
                        panel.showLesson(lesson);
                        if (lesson.id().equals("workshop")) panel.current().setParameter("creature", "centipede"); // the library's largest
                        panel.setLook(Look.DEFAULT.withProjector(projector));
                        panel.current().stage().setOnPainted(sampler);
                        panel.setPlaying(true);
                        return null;
                    });
                    sleep(WARMUP_MS);
                    long chartsBefore = Offscreen.onEdt(() -> { sampler.record(true); return ChartBudget.spentTotalNanos(); });
                    long start = System.nanoTime();
                    sleep(seconds * 1000L);
                    long chartsAfter = Offscreen.onEdt(() -> { sampler.record(false); return ChartBudget.spentTotalNanos(); });
                    double elapsed = (System.nanoTime() - start) / 1e9;
                    int[] size = Offscreen.onEdt(() -> new int[] {frame.getWidth(), frame.getHeight()});
                    out.println(String.format(Locale.ROOT, "%s,%s,%d,%d,%.1f,%.2f,%.2f,%.1f,%s,%.3f", lesson.id(),
                            projector ? "projection" : "normal", size[0], size[1], sampler.frames() / elapsed,
                            sampler.cpuMsPercentile(50), sampler.cpuMsPercentile(99), sampler.allocKbPerFrame(),
                            org.creatureexplorer.model.Csv.number(scale), (chartsAfter - chartsBefore) / 1e9 / elapsed));
                    out.flush();
                }
            }
        } finally {
            Offscreen.onEdt(() -> { frame.panel().stop(); frame.dispose(); return null; });
        }
        return 0;
    }

    /** The app's window at the top left, WxH, shown and started; no preferences, normal look, motion on. */
    static ExplorerWindow openWindow(int width, int height) {
        return Offscreen.onEdt(() -> {
            ExplorerWindow.installLookAndFeel();
            ExplorerWindow w = new ExplorerWindow(null, new ExplorerPanel.Options(false, false));
            w.setBounds(0, 0, width, height);
            w.setVisible(true);
            w.panel().start();
            return w;
        });
    }

    /** From the JVM's start to the first stage painted on screen, and the process CPU used by then. */
    static int startup(PrintStream out) {
        requireDisplay("--startup", GraphicsEnvironment.isHeadless());
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        CountDownLatch painted = new CountDownLatch(1);
        long[] firstPaint = new long[2]; // wall ms since JVM start, process CPU ns
        ExplorerWindow frame = Offscreen.onEdt(() -> {
            ExplorerWindow.installLookAndFeel();
            ExplorerWindow w = new ExplorerWindow(null, ExplorerPanel.Options.NONE);
            w.panel().current().stage().setOnPainted(() -> {
                if (painted.getCount() == 0) return;
                firstPaint[0] = System.currentTimeMillis() - jvmStart;
                firstPaint[1] = processCpuNanos();
                painted.countDown();
            });
            w.setVisible(true);
            w.panel().start();
            return w;
        });
        try {
            if (!painted.await(120, TimeUnit.SECONDS)) throw new IllegalStateException("the stage was not painted within 2 minutes");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            Offscreen.onEdt(() -> { frame.panel().stop(); frame.dispose(); return null; });
        }
        out.println(STARTUP_HEADER);
        out.println(String.format(Locale.ROOT, "%d,%.2f", firstPaint[0], firstPaint[1] / 1e9));
        out.flush();
        return 0;
    }

    private static long processCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Runs on the event thread after every stage paint: the event thread's CPU time and
     * allocated bytes since the previous paint make one frame's sample. Touched only there.
     */
    static final class FrameSampler implements Runnable {
        private final com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        private boolean recording;
        private long lastCpu = -1, lastAlloc;
        private double[] cpuMs = new double[1024];
        private int frames;
        private long allocBytes;

        void record(boolean on) {
            recording = on;
            lastCpu = -1; // the first paint after a switch only sets the starting point
        }

        @Override public void run() {
            long cpu = threads.getCurrentThreadCpuTime();
            long alloc = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            if (recording && lastCpu >= 0) {
                if (frames == cpuMs.length) cpuMs = Arrays.copyOf(cpuMs, frames * 2);
                cpuMs[frames++] = (cpu - lastCpu) / 1e6;
                allocBytes += alloc - lastAlloc;
            }
            lastCpu = cpu;
            lastAlloc = alloc;
        }

        int frames() { return frames; }

        double cpuMsPercentile(double p) {
            return frames == 0 ? Double.NaN : BenchCommand.percentile(Arrays.copyOf(cpuMs, frames), p);
        }

        double allocKbPerFrame() { return frames == 0 ? Double.NaN : allocBytes / 1024.0 / frames; }
    }
}
