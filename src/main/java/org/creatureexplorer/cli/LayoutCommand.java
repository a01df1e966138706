package org.creatureexplorer.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.LayoutReport;
import org.creatureexplorer.ui.Look;

/**
 * {@code layout}: the boxes each lesson shows in the window at a size, a look and some ticks, as
 * CSV, so a layout can be checked without looking (the layout tests read the same rows).
 */
final class LayoutCommand {
    static final String HEADER = "lesson,width,height,mode,tick,kind,name,x,y,w,h,clipped";
    static final String HELP = """
            usage: layout [--width=W --height=H] [--zoom=Z] [--projector] [--ticks=T1,T2,...] [--show=OVERLAY[,...]] [--lang=en|ja]
                          [--camera=follow|field] [LESSON ...]
            Lays each lesson out as in the window (default 1920x1080, normal look, ticks 0,120,600,
            every lesson; --zoom=2 lays out as a 2x screen does, 0.75 to 2.5; --show=explain turns
            overlays on, as the render command does, and every lesson given must have them;
            --lang=ja in Japanese) and prints CSV, one row per box, in window pixels:
              lesson,width,height,mode,tick,kind,name,x,y,w,h,clipped
            kind is stage, subject (the region framed: the field, or the view round a followed creature),
            creature (its box on the stage), body (one of its discs, which no label covers), label, readout,
            readout-list (a readout the stage had no room for, beside the charts), badge, marker, key, key-box,
            figure, chart, plot, title, legend, axis-title, chart-hint, hint, lesson-title, text, control (a
            button, toggle, slider or choice of the toolbar, the time bar or the side column), drawer
            ("lessons open|folded", "text open|folded") or toolbar; name is the label's text (a marker's
            number for a label shown in the key), the chart's title, the control's name or the toolbar's
            rows ("1 rows"); a figure is an Explain panel on the stage, whose labels stay on it; clipped is 1
            where a text was shortened or cut, or a control is not whole without scrolling sideways.
            """;

    private LayoutCommand() {}

    static int run(List<String> args, PrintStream out) {
        boolean projector = args.contains("--projector");
        Options o = Options.parse(args.stream().filter(a -> !a.equals("--projector")).toList());
        if (o.help) {
            out.print(HELP);
            return 0;
        }
        o.allowOnly("layout", List.of("width", "height", "ticks", "zoom", "lang", "show", "camera"));
        Offscreen.camera = o.camera();
        int width = o.intOption("width", 1920, 320, 7680);
        int height = o.intOption("height", 1080, 240, 4320);
        List<Integer> ticks = ticks(o.named.getOrDefault("ticks", "0,120,600"));
        List<Lesson<?>> lessons = LessonArgs.resolve(o.words);
        List<Overlay> shown = RenderCommand.parseShown(o);
        for (Lesson<?> lesson : lessons) {
            for (Overlay ov : shown) {
                if (!lesson.overlays().contains(ov)) {
                    throw new UsageError("--show: lesson " + lesson.id() + " has no " + ov.label().toLowerCase(Locale.ROOT) + " overlay");
                }
            }
        }
        double zoom = zoom(o.named.getOrDefault("zoom", "1"));
        Look look = new Look(Look.DEFAULT.theme(), projector, zoom);
        out.println(HEADER);
        layouts(lessons, width, height, look, shown, ticks, laid -> {
            for (LayoutReport.Box b : laid.boxes()) out.println(row(laid.lesson(), width, height, look, laid.tick(), b));
        });
        return 0;
    }

    private static double zoom(String text) {
        try {
            if (!org.creatureexplorer.model.Numbers.isDecimal(text)) throw new NumberFormatException();
            double z = Double.parseDouble(text);
            if (z >= Look.MIN_ZOOM && z <= Look.MAX_ZOOM) return z;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageError("--zoom=" + text + ": give a number from " + Look.MIN_ZOOM + " to " + Look.MAX_ZOOM);
    }

    /** One lesson laid out at one tick: the boxes it shows. */
    record Shown(Lesson<?> lesson, int tick, List<LayoutReport.Box> boxes) {}

    /**
     * Lays out each lesson at each tick in one panel built once (a lesson switch is what the
     * window does too), handing each layout to {@code sink} on the event thread.
     */
    static void layouts(List<Lesson<?>> lessons, int width, int height, Look look, List<Integer> ticks,
                        java.util.function.Consumer<Shown> sink) {
        layouts(lessons, width, height, look, List.of(), ticks, sink);
    }

    /** As above, with {@code overlays} turned on in each lesson (they must all have them), as {@code render --show} does. */
    static void layouts(List<Lesson<?>> lessons, int width, int height, Look look, List<Overlay> overlays, List<Integer> ticks,
                        java.util.function.Consumer<Shown> sink) {
        if (lessons.isEmpty()) return;
        Offscreen.onEdt(() -> {
            ExplorerPanel panel = Offscreen.panelFor(lessons.get(0), width, height, look);
            for (Lesson<?> lesson : lessons) {
                if (panel.current().lesson() != lesson) {
                    panel.showLesson(lesson);
                    panel.layoutOffscreen(width, height);
                    panel.current().text().finishRendering();
                    panel.layoutOffscreen(width, height);
                }
                for (Overlay ov : overlays) panel.current().setOverlay(ov, true);
                int at = 0;
                for (int tick : ticks) {
                    panel.current().advance(tick - at);
                    at = tick;
                    panel.current().refreshCharts();
                    // The stage records what it drew while painting; the charts measure themselves when reported.
                    panel.settleOffscreen();
                    Offscreen.paint(panel.current().stage());
                    LayoutReport report = new LayoutReport(panel);
                    panel.reportLayout(report);
                    java.awt.Component bar = panel.getComponent(0); // the toolbar, above the lesson
                    report.add("toolbar", toolbarRows(bar) + " rows", bar, false);
                    sink.accept(new Shown(lesson, tick, report.boxes()));
                }
            }
            return null;
        });
    }

    /** How many rows the toolbar's controls wrap onto (a wider word or clock can add one and take it from the stage). */
    static int toolbarRows(java.awt.Component bar) {
        if (!(bar instanceof java.awt.Container c)) return 0;
        List<java.awt.Component> shown = new ArrayList<>();
        for (java.awt.Component child : c.getComponents()) if (child.isVisible() && child.getHeight() > 0) shown.add(child);
        shown.sort(java.util.Comparator.comparingInt(java.awt.Component::getY));
        int rows = 0;
        int rowBottom = Integer.MIN_VALUE;
        for (java.awt.Component child : shown) {
            // Controls of one row differ in height (a label, a button) but overlap vertically; a new row starts below them all.
            if (child.getY() >= rowBottom) rows++;
            rowBottom = Math.max(rowBottom, child.getY() + child.getHeight());
        }
        return rows;
    }

    /** The rows for one lesson at each tick, laid out and painted as the window would. */
    static List<String> rows(Lesson<?> lesson, int width, int height, Look look, List<Integer> ticks) {
        List<String> rows = new ArrayList<>();
        layouts(List.of(lesson), width, height, look, ticks, shown -> {
            for (LayoutReport.Box b : shown.boxes()) rows.add(row(lesson, width, height, look, shown.tick(), b));
        });
        return rows;
    }

    private static String row(Lesson<?> lesson, int width, int height, Look look, int tick, LayoutReport.Box b) {
        var r = b.bounds();
        return String.join(",", lesson.id(), Integer.toString(width), Integer.toString(height),
                look.projector() ? "projector" : "normal", Integer.toString(tick), b.kind(), quote(b.name()),
                px(r.getX()), px(r.getY()), px(r.getWidth()), px(r.getHeight()), b.clipped() ? "1" : "0");
    }

    private static String px(double v) { return String.format(Locale.ROOT, "%.1f", v); }

    /** A CSV cell: quoted when it holds a comma, a quote or a line break. */
    static String quote(String s) {
        if (s == null) return "";
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) return s;
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    private static List<Integer> ticks(String text) {
        List<Integer> ticks = new ArrayList<>();
        for (String part : text.split(",")) {
            try {
                int t = Integer.parseInt(part.trim());
                if (t < 0 || t > 1_000_000) throw new NumberFormatException();
                if (!ticks.isEmpty() && t < ticks.get(ticks.size() - 1)) {
                    throw new UsageError("--ticks=" + text + ": give the ticks in increasing order");
                }
                ticks.add(t);
            } catch (NumberFormatException e) {
                throw new UsageError("--ticks=" + text + ": give whole numbers 0 to 1000000 separated by commas");
            }
        }
        return ticks;
    }
}
