package org.creatureexplorer.cli;

import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.management.ObjectName;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.ui.Exporter;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.ExplorerWindow;
import org.creatureexplorer.ui.LessonView;
import org.creatureexplorer.ui.Worksheet;

/**
 * {@code bench --soak=MINUTES}: staying power. The real window plays on while a robot moves the
 * real pointer over the stage, the lessons change, runs are pinned and cleared and the stage, a
 * chart, the CSV and a worksheet are exported, as a class would for an hour. Once a minute it
 * prints the process's resident memory (VmRSS), the live heap after a full collection, and, when
 * the JVM runs with {@code -XX:NativeMemoryTracking=summary}, the native memory the JVM committed:
 * the figures that show whether memory levels off or grows.
 */
final class SoakBench {
    static final String HEADER = "minute,rss_mb,rss_heap_mb,rss_other_mb,live_heap_mb,heap_committed_mb,nmt_committed_mb,"
            + "lessons_shown,pointer_moves,pins,exports";
    /** The default five lessons: a chain, Jeremiah, the blends, all nine creatures, the pond (charts, sprites, text, pictures of every kind). */
    static final List<String> DEFAULT_LESSONS = List.of("chain", "jeremiah", "blends", "gallery", "pond");
    /** A pointer move every frame or so, as a hand moving over the stage. */
    static final int POINTER_PERIOD_MS = 20;
    /** Seconds on one lesson before the next. */
    static final int SECONDS_PER_LESSON = 20;

    private SoakBench() {}

    static int run(List<Lesson<?>> lessons, int minutes, int width, int height, PrintStream out) {
        WindowBench.requireDisplay("--soak", GraphicsEnvironment.isHeadless());
        Robot robot;
        Path exports;
        try {
            robot = new Robot();
            exports = Files.createTempDirectory("creature-explorer-soak");
        } catch (java.awt.AWTException | IOException e) {
            throw new CommandFailed("bench --soak cannot start: " + e.getMessage());
        }
        // As the app's window does (ExplorerWindow.open): what is measured is what a class runs.
        org.creatureexplorer.ui.HeapPolicy.giveBackUnusedHeap();
        ExplorerWindow frame = WindowBench.openWindow(width, height);
        try {
            soak(frame, robot, exports, lessons, minutes, out);
            String diff = nmt("summary.diff");
            if (!diff.isBlank()) System.err.println("native memory since minute 1 (NMT):\n" + diff);
            // What the live heap holds at the end: the classes with the most bytes.
            String histogram = diagnostic("gcClassHistogram", new String[0]);
            System.err.println("live heap at the end, largest classes:\n" + String.join("\n", histogram.lines().limit(25).toList()));
        } finally {
            Offscreen.onEdt(() -> { frame.panel().stop(); frame.dispose(); return null; });
            deleteAll(exports);
        }
        return 0;
    }

    /** The soak itself: a pointer move every {@value #POINTER_PERIOD_MS} ms, the lesson's actions on its seconds, a row a minute. */
    private static void soak(ExplorerWindow frame, Robot robot, Path exports, List<Lesson<?>> lessons, int minutes, PrintStream out) {
        Counts counts = new Counts();
        out.println(HEADER);
        out.println(sample(0, counts));
        out.flush();
        long start = System.nanoTime();
        long nextMinute = start + 60_000_000_000L;
        int minute = 0;
        long frameNo = 0;
        while (minute < minutes) {
            long now = System.nanoTime();
            long second = (now - start) / 1_000_000_000L;
            Lesson<?> lesson = lessons.get((int) (second / SECONDS_PER_LESSON % lessons.size()));
            Offscreen.onEdt(() -> { ensureShown(frame.panel(), lesson, counts); return null; });
            movePointer(robot, frame, frameNo++, counts);
            long inLesson = second % SECONDS_PER_LESSON;
            if (inLesson == 5 && counts.pinnedAt != second) pin(frame.panel(), counts, second);
            if (inLesson == 15 && counts.clearedAt != second) clear(frame.panel(), counts, second);
            if (inLesson == 10 && counts.exportedAt != second) export(frame.panel(), exports, counts, second);
            if (now >= nextMinute) {
                minute++;
                nextMinute += 60_000_000_000L;
                out.println(sample(minute, counts));
                out.flush();
                // NMT's baseline after the first minute: the end shows what grew since (on stderr).
                if (minute == 1) nmt("baseline");
            }
            WindowBench.sleep(POINTER_PERIOD_MS);
        }
    }

    /** What the soak did so far, printed with each minute's figures. */
    private static final class Counts {
        long lessonsShown, pointerMoves, pins, exports;
        long pinnedAt = -1, clearedAt = -1, exportedAt = -1;
    }

    private static void ensureShown(ExplorerPanel panel, Lesson<?> lesson, Counts counts) {
        if (panel.current() != null && panel.current().lesson() == lesson) return;
        panel.showLesson(lesson);
        panel.setPlaying(true);
        counts.lessonsShown++;
    }

    /** The pointer on a slow figure-eight over the stage (real pointer events through the display). */
    private static void movePointer(Robot robot, ExplorerWindow frame, long frameNo, Counts counts) {
        Rectangle stage = Offscreen.onEdt(() -> {
            var s = frame.panel().current().stage();
            if (!s.isShowing()) return null;
            Point p = s.getLocationOnScreen();
            return new Rectangle(p.x, p.y, s.getWidth(), s.getHeight());
        });
        if (stage == null || stage.width < 10 || stage.height < 10) return;
        double t = frameNo * POINTER_PERIOD_MS / 1000.0;
        int x = stage.x + (int) (stage.width * (0.5 + 0.4 * Math.sin(t * 0.9)));
        int y = stage.y + (int) (stage.height * (0.5 + 0.4 * Math.sin(t * 1.8)));
        robot.mouseMove(x, y);
        counts.pointerMoves++;
    }

    private static void pin(ExplorerPanel panel, Counts counts, long second) {
        counts.pinnedAt = second;
        Offscreen.onEdt(() -> { panel.pin(); return null; });
        counts.pins++;
    }

    private static void clear(ExplorerPanel panel, Counts counts, long second) {
        counts.clearedAt = second;
        Offscreen.onEdt(() -> { panel.clearPin(0); return null; });
    }

    /** The stage as PNG, the first chart as PNG, the CSV and the worksheet, written and deleted again. */
    private static void export(ExplorerPanel panel, Path dir, Counts counts, long second) {
        counts.exportedAt = second;
        Offscreen.onEdt(() -> {
            LessonView v = panel.current();
            String id = v.lesson().id();
            try {
                Exporter.stagePng(v.stage(), dir.resolve(id + "-stage.png"));
                if (!v.charts().views().isEmpty()) Exporter.chartPng(v.charts().views().get(0), dir.resolve(id + "-chart.png"));
                Exporter.csv(id, v.playback(), dir.resolve(id + ".csv"));
                Worksheet.from(v).write(dir.resolve(id + "-worksheet.html"));
            } catch (IOException e) {
                throw new CommandFailed("bench --soak: an export failed: " + e.getMessage());
            }
            return null;
        });
        counts.exports++;
        deleteAll(dir);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new CommandFailed("bench --soak: " + e.getMessage());
        }
    }

    /**
     * One row. Resident memory is read first, as the window left it (the full collection that
     * measures the live heap also shrinks the heap, so it would show less): in all (VmRSS), in
     * the Java heap's address range, and the rest (code, threads, fonts, the toolkit's native
     * memory). Then the live heap after a full collection, and NMT's committed total.
     */
    static String sample(int minute, Counts counts) {
        double rss = rssMb();
        double heapRss = heapRssMb();
        var before = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        boolean collected = fullCollection();
        var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        double nmt = nmtCommittedMb();
        // No full collection (the toolkit held the GC locker each time): the heap in use is no live figure, so none is printed.
        String live = collected ? String.format(Locale.ROOT, "%.1f", heap.getUsed() / 1048576.0) : "";
        return String.format(Locale.ROOT, "%d,%.1f,%.1f,%.1f,%s,%.1f,%s,%d,%d,%d,%d", minute, rss, heapRss, rss - heapRss,
                live, before.getCommitted() / 1048576.0,
                Double.isNaN(nmt) ? "" : String.format(Locale.ROOT, "%.1f", nmt),
                counts.lessonsShown, counts.pointerMoves, counts.pins, counts.exports);
    }

    /**
     * Two full collections, the second after the first has surely run: System.gc() is only a
     * request, and while a thread holds the GC locker (the toolkit copying pixels) G1 may skip it.
     * False when no full collection could be seen after a second of asking.
     */
    static boolean fullCollection() {
        long start = fullCollections();
        for (int i = 0; i < 20 && fullCollections() == start; i++) {
            System.gc();
            if (fullCollections() == start) WindowBench.sleep(50);
        }
        if (fullCollections() == start) return false;
        System.gc(); // what the first one's finalizers and reference queues let go
        return true;
    }

    /** Full collections so far: the collectors whose name says old generation or mark-sweep (G1, Parallel, Serial). */
    private static long fullCollections() {
        long n = 0;
        for (var gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc.getName().contains("Old") || gc.getName().contains("MarkSweep")) n += Math.max(0, gc.getCollectionCount());
        }
        return n;
    }

    /**
     * Resident memory inside the Java heap's reserved range (from GC.heap_info's [start, end)),
     * summed over /proc/self/smaps; NaN where either is missing.
     */
    static double heapRssMb() {
        String info = diagnostic("gcHeapInfo", new String[0]);
        var range = java.util.regex.Pattern.compile("\\[0x([0-9a-f]+), 0x([0-9a-f]+)\\)").matcher(info);
        if (!range.find()) return Double.NaN;
        long start = Long.parseUnsignedLong(range.group(1), 16), end = Long.parseUnsignedLong(range.group(2), 16);
        try {
            long kb = 0;
            boolean inHeap = false;
            for (String line : Files.readAllLines(Path.of("/proc/self/smaps"))) {
                int dash = line.indexOf('-');
                int space = line.indexOf(' ');
                if (dash > 0 && space > dash && line.substring(0, dash).matches("[0-9a-f]+")) {
                    long from = Long.parseUnsignedLong(line.substring(0, dash), 16);
                    long to = Long.parseUnsignedLong(line.substring(dash + 1, space), 16);
                    inHeap = from >= start && to <= end;
                } else if (inHeap && line.startsWith("Rss:")) {
                    kb += Long.parseLong(line.replaceAll("\\D+", ""));
                }
            }
            return kb / 1024.0;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /** VmRSS from /proc/self/status, in MB; NaN where there is no such file (not Linux). */
    static double rssMb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) return Long.parseLong(line.replaceAll("\\D+", "")) / 1024.0;
            }
        } catch (IOException | NumberFormatException e) {
            return Double.NaN;
        }
        return Double.NaN;
    }

    /** The JVM's native memory committed, from NMT's summary; NaN when NMT is off. */
    static double nmtCommittedMb() {
        String summary = nmt("summary");
        var m = java.util.regex.Pattern.compile("Total: reserved=(\\d+)KB, committed=(\\d+)KB").matcher(summary);
        return m.find() ? Long.parseLong(m.group(2)) / 1024.0 : Double.NaN;
    }

    /** {@code jcmd PID VM.native_memory WHAT} (summary, baseline, summary.diff), asked in-process; empty when NMT is off. */
    static String nmt(String what) { return diagnostic("vmNativeMemory", new String[] {what}); }

    /** A jcmd command asked in-process (the DiagnosticCommand MBean); empty when it is not there. */
    static String diagnostic(String command, String[] args) {
        try {
            Object text = ManagementFactory.getPlatformMBeanServer().invoke(new ObjectName("com.sun.management:type=DiagnosticCommand"),
                    command, new Object[] {args}, new String[] {String[].class.getName()});
            String s = String.valueOf(text);
            return s.contains("Native memory tracking is not enabled") ? "" : s;
        } catch (Exception e) {
            return "";
        }
    }

    private static void deleteAll(Path dir) {
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // a temporary folder: nothing to keep either way
        }
    }
}
