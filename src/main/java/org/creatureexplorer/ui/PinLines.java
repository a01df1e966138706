package org.creatureexplorer.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.model.History;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Pins;
import org.creatureexplorer.model.SeriesSpec;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The pinned runs on a lesson's charts: one faded line per measured column per pin, beside the
 * live one, and the legend naming the parameter values that differ ("head to tail · gap 20"
 * live, "head to tail · gap 12" pinned). Kept apart from {@link ChartsPanel}'s own data path:
 * it only adds, feeds and styles series of its own (their names end in {@link #KEY} and the pin
 * number) and sets the live series' legend labels. Each pin's history covers the same ticks
 * as the live history ({@link Pins#follow}), so both share the x axis tick for tick.
 */
final class PinLines {
    /** Ends the name of every pinned series (the name is XChart's key; the legend shows the label). */
    static final String KEY = " \u00b7 pin ";
    /** Alpha of a pinned line: clearly behind the live one, still readable on a projector. */
    static final int PINNED_ALPHA = 120;

    private final List<ChartSpec> specs;
    private final List<SeriesSpec> series;
    private final List<ChartView> views;
    private long shownPins = -1;
    private final List<Long> shownHistories = new ArrayList<>();
    private String shownLiveText;
    private Look look = Look.DEFAULT;

    PinLines(List<ChartSpec> specs, List<SeriesSpec> series, List<ChartView> views) {
        this.specs = specs;
        this.series = series;
        this.views = views;
    }

    /** Brings the charts' pinned lines and legend labels up to date; true when anything changed. */
    boolean refresh(Pins pins, ParamValues live) {
        List<Pins.Pin> list = pins.list();
        boolean rebuilt = false;
        if (pins.version() != shownPins) {
            shownPins = pins.version();
            for (int c = 0; c < views.size(); c++) rebuild(views.get(c).chart(), specs.get(c), list, live);
            shownHistories.clear();
            for (int i = 0; i < list.size(); i++) shownHistories.add(-1L);
            restyle(look);
            rebuilt = true;
        }
        boolean fed = false;
        for (int i = 0; i < list.size(); i++) {
            History h = list.get(i).history();
            if (shownHistories.get(i) == h.version()) continue;
            shownHistories.set(i, h.version());
            for (int c = 0; c < views.size(); c++) feed(views.get(c).chart(), specs.get(c), list.get(i), h);
            fed = true;
        }
        String liveText = liveDifferences(list, live);
        boolean relabelled = rebuilt || !liveText.equals(shownLiveText);
        if (relabelled) {
            shownLiveText = liveText;
            for (int c = 0; c < views.size(); c++) label(views.get(c).chart(), specs.get(c), list, live, liveText);
        }
        boolean changed = rebuilt || fed || relabelled;
        if (changed) views.forEach(ChartView::repaint);
        return changed;
    }

    /** Drops the chart's pinned series and adds one per pin and column, in pin order. */
    private void rebuild(XYChart chart, ChartSpec spec, List<Pins.Pin> pins, ParamValues live) {
        synchronized (chart) {
            for (XYSeries old : new ArrayList<>(chart.getSeriesCollection())) {
                if (old.getName().contains(KEY)) chart.removeSeries(old.getName());
            }
            for (Pins.Pin pin : pins) {
                for (String column : spec.columns()) {
                    double[][] xy = data(spec, column, pin.history());
                    XYSeries s = chart.addSeries(name(column, pin), xy[0], xy[1]);
                    s.setMarker(SeriesMarkers.NONE);
                }
            }
        }
    }

    private void feed(XYChart chart, ChartSpec spec, Pins.Pin pin, History h) {
        synchronized (chart) {
            for (String column : spec.columns()) {
                double[][] xy = data(spec, column, h);
                chart.updateXYSeries(name(column, pin), xy[0], xy[1], null);
            }
        }
    }

    private void label(XYChart chart, ChartSpec spec, List<Pins.Pin> pins, ParamValues live, String liveText) {
        synchronized (chart) {
            for (String column : spec.columns()) {
                String base = seriesLabel(column);
                XYSeries s = find(chart, base);
                if (s != null) s.setLabel(pins.isEmpty() || liveText.isEmpty() ? base : base + " \u00b7 " + liveText);
                for (Pins.Pin pin : pins) {
                    XYSeries p = find(chart, name(column, pin));
                    if (p != null) p.setLabel(base + " \u00b7 " + pinText(pin, live));
                }
            }
        }
    }

    private static XYSeries find(XYChart chart, String name) {
        for (XYSeries s : chart.getSeriesCollection()) if (s.getName().equals(name)) return s;
        return null;
    }

    /** What the legend says of a pin: the values it differs in ("gap 12"), or its number when none differ. */
    static String pinText(Pins.Pin pin, ParamValues live) {
        String d = settings(Pins.differing(pin.params(), live), pin.params());
        return d.isEmpty() ? Tr.f("pin %d", pin.number()) : d;
    }

    /** The live run's values of every parameter some pin differs in ("gap 20"), or empty. */
    static String liveDifferences(List<Pins.Pin> pins, ParamValues live) {
        Set<String> names = new LinkedHashSet<>();
        for (Pins.Pin p : pins) for (ParamSpec s : Pins.differing(p.params(), live)) names.add(s.name());
        List<ParamSpec> differing = new ArrayList<>();
        for (ParamSpec s : live.specs()) if (names.contains(s.name())) differing.add(s);
        return settings(differing, live);
    }

    /**
     * The parameters' values as a legend names them, in the language in force: "gap 20, head speed
     * cap 300" in English (as {@link Pins#differences} writes them), "節の間隔 20、頭の速さの上限 300"
     * in Japanese: the control's own label without its note in brackets, a choice or a switch as the
     * controls show it.
     */
    static String settings(List<ParamSpec> specs, ParamValues values) {
        StringBuilder sb = new StringBuilder();
        for (ParamSpec s : specs) {
            if (sb.length() > 0) sb.append(Tr.t(", "));
            sb.append(legendName(s)).append(' ').append(legendValue(s, values.get(s.name())));
        }
        return sb.toString();
    }

    private static String legendName(ParamSpec s) {
        if (Tr.language() == Tr.Language.EN || s.label().isEmpty()) return s.name().replace('-', ' ');
        return Tr.t(s.label()).replaceFirst("\\s*[(\uff08].*$", "").strip();
    }

    private static String legendValue(ParamSpec s, double v) {
        String text = s.format(v);
        boolean word = s.kind() == ParamSpec.Kind.BOOLEAN || s.kind() == ParamSpec.Kind.CHOICE || Double.isInfinite(v);
        return word && Tr.language() != Tr.Language.EN ? Tr.t(text) : text;
    }

    /**
     * Styles the pinned lines for {@code look}: the live line's colour, faded, and a dash per pin
     * number (pin 1 solid, 2 dashed, 3 dotted), so the pins tell apart without colour too. Call
     * after {@link ChartsPanel#applyLook}, which colours every series as a live one.
     */
    void restyle(Look look) {
        this.look = look;
        Color[] palette = look.chartColors().series();
        float width = (float) (2.0 * look.strokeScale());
        for (int c = 0; c < views.size(); c++) {
            XYChart chart = views.get(c).chart();
            List<String> columns = specs.get(c).columns();
            synchronized (chart) { // the window's chart-painter thread may be painting it
                for (XYSeries s : chart.getSeriesCollection()) {
                    int at = s.getName().indexOf(KEY);
                    if (at < 0) continue;
                    int column = columns.indexOf(columnOf(s.getName().substring(0, at), columns));
                    Color base = palette[Math.max(0, column) % palette.length];
                    s.setLineColor(new Color(base.getRed(), base.getGreen(), base.getBlue(), PINNED_ALPHA));
                    int number = Integer.parseInt(s.getName().substring(at + KEY.length()));
                    s.setLineStyle(stroke(number, width));
                }
            }
            views.get(c).repaint();
        }
    }

    private String columnOf(String label, List<String> columns) {
        for (String column : columns) if (seriesLabel(column).equals(label)) return column;
        return "";
    }

    static BasicStroke stroke(int pinNumber, float width) {
        return switch (pinNumber) {
            case 1 -> new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
            case 2 -> new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {7 * width, 4 * width}, 0f);
            default -> new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {0.5f, 3 * width}, 0f);
        };
    }

    private String name(String column, Pins.Pin pin) { return seriesLabel(column) + KEY + pin.number(); }

    /** A column's legend label as {@link ChartsPanel} names the live series: translated. */
    private String seriesLabel(String column) {
        for (SeriesSpec s : series) if (s.column().equals(column)) return Tr.t(s.label());
        throw new IllegalArgumentException("chart names column " + column + " which the world does not measure");
    }

    private int index(String column) {
        for (int i = 0; i < series.size(); i++) if (series.get(i).column().equals(column)) return i;
        throw new IllegalArgumentException("chart names column " + column + " which the world does not measure");
    }

    /**
     * A pinned column as XChart takes it, read as the live one is ({@link ChartsPanel}): against time
     * or the chart's x column, log charts as log10 with zero at the floor, infinities as gaps.
     */
    private double[][] data(ChartSpec spec, String column, History h) {
        double[] x = spec.againstTime() ? h.times() : h.column(index(spec.xColumn()));
        double[] y = h.column(index(column));
        if (x.length == 0) return new double[][] {{0}, {Double.NaN}};
        y = Arrays.copyOf(y, y.length);
        for (int i = 0; i < y.length; i++) {
            if (spec.logY() && !Double.isNaN(y[i])) y[i] = Math.log10(Math.max(y[i], ChartSpec.LOG_FLOOR));
            if (Double.isInfinite(y[i])) y[i] = Double.NaN;
        }
        return new double[][] {x, y};
    }
}
