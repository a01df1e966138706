package org.creatureexplorer.ui;

import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.model.History;
import org.creatureexplorer.model.World;
import java.awt.BasicStroke;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * One chart's series as XChart holds them: arrays kept from refresh to refresh and handed to
 * XChart by reference. Each is the history's rows plus one spacer point at the end: for x,
 * half a step past the last value (XChart treats evenly spaced x values as categories and
 * puts a tick label on nearly every one; the uneven last step makes it choose round
 * numbers), for y NaN, so it is never drawn. A refresh keeps the rows it has: once the window
 * is full it moves the arrays' contents left by the rows recorded since the last one, while it
 * fills it moves them into arrays one row longer each time, and either way it copies only the
 * new rows out of the history (about 5 at 12 refreshes a second, not up to 600: a copy of the
 * whole window per refresh was a few KB a frame on the event thread for the first 10 s of
 * every lesson); after a step back or reset replaced the rows, it writes them all. A refresh is two halves: {@link #take}, on
 * the thread that owns the history, copies the new rows out of it; {@link #put}, holding the
 * chart's monitor (on the chart-painter thread in the window), writes them into the arrays.
 * Series added to the chart by others (pinned runs) are left alone.
 */
final class ChartFeed {
    final ChartSpec spec;
    final int xIndex;
    final int[] yIndex;
    final String[] names;
    double[] x;
    double[][] y;
    final double[][][] guides;
    /** The history's rows as of the last {@link #take} (what the arrays hold once it is put). */
    private long epoch = -1, recorded = -1;
    private int size = -1;

    /** For {@code spec}, its columns at {@code xIndex} (-1: time) and {@code yIndex} of the history, named {@code labels}. */
    ChartFeed(ChartSpec spec, int xIndex, int[] yIndex, String[] labels) {
        this.spec = spec;
        this.xIndex = xIndex;
        this.yIndex = yIndex;
        names = new String[yIndex.length + spec.guides().size()];
        for (int i = 0; i < yIndex.length; i++) names[i] = labels[i];
        for (int i = 0; i < spec.guides().size(); i++) names[yIndex.length + i] = Tr.t(spec.guides().get(i).label());
        y = new double[yIndex.length][];
        guides = new double[spec.guides().size()][][];
        for (int i = 0; i < guides.length; i++) guides[i] = new double[][] {new double[2], new double[2]};
    }

    /** A new chart for the spec, its series filled from {@code history} and its guides drawn dashed. */
    XYChart newChart(History history, World world) {
        XYChart chart = new XYChartBuilder().width(480).height(220)
                .title(Tr.t(spec.title())).xAxisTitle(Tr.t(spec.xAxisTitle())).yAxisTitle(Tr.t(spec.yAxisTitle())).build();
        put(take(history, world));
        for (int i = 0; i < spec.columns().size(); i++) {
            XYSeries s = chart.addSeries(names[i], x, y[i]);
            s.setMarker(SeriesMarkers.NONE);
        }
        for (int i = 0; i < spec.guides().size(); i++) {
            double[][] line = guides[i];
            XYSeries s = chart.addSeries(names[yIndex.length + i], line[0], line[1]);
            s.setMarker(SeriesMarkers.NONE);
            s.setLineStyle(guideStroke(1));
            s.setLineColor(Look.DEFAULT.chartColors().guide());
        }
        return chart;
    }

    static BasicStroke guideStroke(double scale) {
        float w = (float) (1.6 * scale);
        return new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6 * w, 4 * w}, 0f);
    }

    /** The rows new since the last take (all of them when they were replaced), as drawn, and the guides' values. */
    Rows take(History history, World world) {
        int n = history.size();
        long fresh = history.recorded() - recorded;
        // Rows that fell off the front since the last take: 0 while the window fills.
        long dropped = size + fresh - n;
        boolean append = history.epoch() == epoch && size >= 0 && fresh >= 0 && fresh < n && n >= size
                && dropped >= 0 && dropped <= size;
        int count = append ? (int) fresh : n;
        double[] xs = new double[count];
        double[][] ys = new double[yIndex.length][count];
        read(xs, history, xIndex, n - count, count, false);
        for (int i = 0; i < ys.length; i++) read(ys[i], history, yIndex[i], n - count, count, true);
        double[] guideValues = new double[guides.length];
        for (int i = 0; i < guides.length; i++) guideValues[i] = spec.guides().get(i).value().applyAsDouble(world);
        epoch = history.epoch();
        recorded = history.recorded();
        size = n;
        return new Rows(!append, n, append ? (int) dropped : 0, xs, ys, guideValues);
    }

    /** Rows [from, from + length) of the history into {@code a} from 0, as drawn. */
    private void read(double[] a, History history, int column, int from, int length, boolean values) {
        if (length == 0) return;
        if (column < 0) history.copyTimes(from, length, a, 0);
        else history.copyColumn(column, from, length, a, 0);
        if (values) for (int i = 0; i < length; i++) a[i] = drawn(a[i], spec);
    }

    /** Brings the arrays up to {@code rows} (taken after the rows last put) and hands them to XChart. */
    void put(Rows rows, XYChart chart) {
        synchronized (chart) {
            put(rows);
            applyTo(chart);
        }
    }

    private void put(Rows rows) {
        int n = rows.size();
        int k = rows.x().length;
        if (rows.replace()) {
            if (x == null || x.length != n + 1) {
                x = new double[n + 1];
                for (int i = 0; i < y.length; i++) y[i] = new double[n + 1];
            }
        } else if (x.length != n + 1) {
            // The window grew: the rows kept move into arrays of the new length (on the painter thread).
            double[] grown = new double[n + 1];
            System.arraycopy(x, rows.dropped(), grown, 0, n - k);
            x = grown;
            for (int i = 0; i < y.length; i++) {
                double[] column = new double[n + 1];
                System.arraycopy(y[i], rows.dropped(), column, 0, n - k);
                y[i] = column;
            }
        } else if (rows.dropped() > 0) {
            System.arraycopy(x, rows.dropped(), x, 0, n - k);
            for (double[] column : y) System.arraycopy(column, rows.dropped(), column, 0, n - k);
        }
        System.arraycopy(rows.x(), 0, x, n - k, k);
        for (int i = 0; i < y.length; i++) System.arraycopy(rows.y()[i], 0, y[i], n - k, k);
        x[n] = spacer(x, n, xIndex < 0);
        for (double[] column : y) column[n] = Double.NaN;
        for (int i = 0; i < guides.length; i++) guideLine(spec.guides().get(i), spec, x, y, rows.guideValues()[i], guides[i]);
    }

    private void applyTo(XYChart chart) {
        for (int i = 0; i < y.length; i++) chart.updateXYSeries(names[i], x, y[i], null);
        for (int i = 0; i < guides.length; i++) chart.updateXYSeries(names[y.length + i], guides[i][0], guides[i][1], null);
    }


    /**
     * Rows copied out of a history for one chart: the last {@code x.length} of {@code size} rows
     * (appended since the last take, after {@code dropped} rows fell off the front), or all of
     * them ({@code replace}); each column as drawn.
     */
    record Rows(boolean replace, int size, int dropped, double[] x, double[][] y, double[] guideValues) {}

    /**
     * A value as the chart draws it. A log axis cannot show zero; an exact zero is drawn at the
     * floor. Infinities are not drawable on any axis and are left as gaps.
     */
    private static double drawn(double v, ChartSpec spec) {
        if (spec.logY() && !Double.isNaN(v)) v = Math.log10(Math.max(v, ChartSpec.LOG_FLOOR));
        return Double.isInfinite(v) ? Double.NaN : v;
    }

    /**
     * The spacer after the {@code n} x values of {@code x}: half a step past the last one. Times
     * step evenly, so theirs is the last step (1e-3 s with a single row). XChart compares the
     * distinct x values, so for a column (an iteration count) a repeat of the last value would
     * not do: the step is back to the last value that differs, and with none the spacer repeats it.
     */
    private static double spacer(double[] x, int n, boolean time) {
        if (n == 0) return 0;
        double last = x[n - 1];
        if (time) return last + (n >= 2 ? last - x[n - 2] : 1e-3) / 2;
        for (int i = n - 2; i >= 0; i--) {
            if (x[i] != last && Double.isFinite(x[i]) && Double.isFinite(last)) return last + (last - x[i]) / 2;
        }
        return last;
    }

    /**
     * A guide as a two-point series across the data (horizontal) or up the data (vertical),
     * written into {@code out} ({x0, x1}, {y0, y1}).
     */
    private static void guideLine(ChartSpec.Guide guide, ChartSpec spec, double[] x, double[][] ys, double v, double[][] out) {
        if (guide.vertical()) {
            double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
            for (double[] column : ys) {
                for (double y : column) {
                    if (Double.isFinite(y)) { lo = Math.min(lo, y); hi = Math.max(hi, y); }
                }
            }
            if (spec.yMin() != null) lo = spec.logY() ? Math.log10(spec.yMin()) : spec.yMin();
            if (spec.yMax() != null) hi = spec.logY() ? Math.log10(spec.yMax()) : spec.yMax();
            if (!(lo <= hi)) { lo = 0; hi = 1; }
            out[0][0] = v;
            out[0][1] = v;
            out[1][0] = lo;
            out[1][1] = hi;
            return;
        }
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (double t : x) if (Double.isFinite(t)) { lo = Math.min(lo, t); hi = Math.max(hi, t); }
        if (!(lo <= hi)) { lo = 0; hi = 1; }
        double y = spec.logY() ? Math.log10(Math.max(v, ChartSpec.LOG_FLOOR)) : v;
        out[0][0] = lo;
        out[0][1] = hi;
        out[1][0] = y;
        out[1][1] = y;
    }
}
