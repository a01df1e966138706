package org.creatureexplorer.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.creatureexplorer.lesson.Lesson;
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
            usage: layout [--width=W --height=H] [--projector] [--ticks=T1,T2,...] [LESSON ...]
            Lays each lesson out as in the window (default 1920x1080, normal look, ticks 0,120,600,
            every lesson) and prints CSV, one row per box, in window pixels:
              lesson,width,height,mode,tick,kind,name,x,y,w,h,clipped
            kind is stage, label, readout, subject, chart, plot, title, legend, hint or text; name is
            the label's text or the chart's title; clipped is 1 where a text was shortened or cut.
            """;

    private LayoutCommand() {}

    static int run(List<String> args, PrintStream out) {
        boolean projector = args.contains("--projector");
        Options o = Options.parse(args.stream().filter(a -> !a.equals("--projector")).toList());
        if (o.help) {
            out.print(HELP);
            return 0;
        }
        o.allowOnly("layout", List.of("width", "height", "ticks"));
        int width = o.intOption("width", 1920, 320, 7680);
        int height = o.intOption("height", 1080, 240, 4320);
        List<Integer> ticks = ticks(o.named.getOrDefault("ticks", "0,120,600"));
        List<Lesson<?>> lessons = LessonArgs.resolve(o.words);
        Look look = new Look(Look.DEFAULT.theme(), projector, 1);
        out.println(HEADER);
        for (Lesson<?> lesson : lessons) {
            for (String row : rows(lesson, width, height, look, ticks)) out.println(row);
        }
        return 0;
    }

    /** The rows for one lesson at each tick, laid out and painted as the window would. */
    static List<String> rows(Lesson<?> lesson, int width, int height, Look look, List<Integer> ticks) {
        return Offscreen.onEdt(() -> {
            ExplorerPanel panel = Offscreen.panelFor(lesson, width, height, look);
            List<String> rows = new ArrayList<>();
            int at = 0;
            for (int tick : ticks) {
                panel.current().advance(tick - at);
                at = tick;
                panel.current().refreshCharts();
                Offscreen.paint(panel); // the stage records what it drew while painting
                LayoutReport report = new LayoutReport(panel);
                panel.current().reportLayout(report);
                for (LayoutReport.Box b : report.boxes()) rows.add(row(lesson, width, height, look, tick, b));
            }
            return rows;
        });
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
