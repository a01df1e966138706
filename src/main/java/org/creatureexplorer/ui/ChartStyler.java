package org.creatureexplorer.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Palette;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.XYStyler;

/**
 * How a lesson's chart looks, kept apart from how its data is fed ({@link ChartsPanel}): fonts
 * and colours for the look, every series' colour and stroke set explicitly (XChart fixes a
 * series' colour at its first paint, so a theme switch would otherwise leave the old colours),
 * rounded tick labels with a leading zero, named ticks for categorical series, and the time
 * axis in the lesson's unit. The title and the legend are drawn by {@link ChartView} itself,
 * so they can wrap instead of being cut.
 */
final class ChartStyler {
    private ChartStyler() {}

    /** Chart title, legend and axis-title sizes in px before the look's text scale. */
    static final double TITLE_PX = 15;
    static final double LEGEND_PX = 13;
    static final double AXIS_TITLE_PX = 13;
    static final double TICK_PX = 12.5;
    /** Alpha of every series after the first: a line drawn later must not hide one drawn before. */
    static final int LATER_SERIES_ALPHA = 185;
    /** A {@link ChartSpec#withUnderlay} series: faint enough that a line under its zigzag block shows through. */
    static final int UNDERLAY_ALPHA = 110;

    static Font titleFont(Look look) { return new Font(org.creatureexplorer.i18n.Fonts.sans(), Font.BOLD, px(TITLE_PX, look)); }

    static Font legendFont(Look look) { return new Font(org.creatureexplorer.i18n.Fonts.sans(), Font.PLAIN, px(LEGEND_PX, look)); }

    private static int px(double size, Look look) { return (int) Math.round(size * look.textScale()); }

    /**
     * Styles {@code chart} for {@code look}. {@code tickSeconds} is the seconds per tick when the
     * lesson counts in ticks (its time axis then reads in ticks), or 0 to keep seconds.
     */
    static void style(XYChart chart, ChartSpec spec, Look look, double tickSeconds) {
        Theme.ChartColors colors = look.chartColors();
        XYStyler st = chart.getStyler();
        st.setChartBackgroundColor(colors.background());
        st.setPlotBackgroundColor(colors.plot());
        st.setChartFontColor(colors.text());
        st.setPlotBorderVisible(false);
        // Title and legend are ChartView's: it wraps them and keeps them off the axis titles.
        st.setChartTitleVisible(false);
        st.setLegendVisible(false);
        // The y title goes above the plot, level (ChartView): turned on its side it was cut on short charts.
        st.setYAxisTitleVisible(false);
        st.setChartTitleFont(titleFont(look));
        st.setLegendFont(legendFont(look));
        st.setSeriesColors(colors.series());
        st.setMarkerSize(0);
        st.setYAxisTickMarkSpacingHint(ChartsPanel.Y_TICK_SPACING_HINT);
        st.setAntiAlias(true);
        st.setChartPadding(6);
        st.setAxisTitleFont(new Font(org.creatureexplorer.i18n.Fonts.sans(), Font.PLAIN, px(AXIS_TITLE_PX, look)));
        st.setAxisTickLabelsFont(new Font(org.creatureexplorer.i18n.Fonts.sans(), Font.PLAIN, px(TICK_PX, look)));
        st.setAxisTickLabelsColor(colors.text());
        st.setAxisTickMarksColor(colors.grid());
        st.setPlotGridLinesColor(colors.grid());
        st.setPlotGridVerticalLinesVisible(false);
        st.setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);

        boolean inTicks = spec.againstTime() && tickSeconds > 0;
        chart.setXAxisTitle(org.creatureexplorer.i18n.Tr.t(inTicks ? "time (ticks)" : spec.xAxisTitle()));
        st.setXAxisTickLabelsFormattingFunction(inTicks ? ticks(tickSeconds)
                : spec.againstTime() ? seconds(org.creatureexplorer.model.FixedTickWorld.DT) : ChartStyler::number);
        if (spec.logY()) {
            // Log charts plot log10(value) on a linear axis and label it as powers of ten: XChart's
            // own log axis drops every label when many decades share a short chart.
            st.setYAxisTickLabelsFormattingFunction(v -> whole(v) ? "1e" + Math.round(v) : "");
            if (spec.yMin() != null) st.setYAxisMin(Math.log10(spec.yMin()));
            if (spec.yMax() != null) st.setYAxisMax(Math.log10(spec.yMax()));
        } else {
            st.setYAxisTickLabelsFormattingFunction(!spec.categories().isEmpty() ? categories(spec.categories())
                    : spec.counts() ? ChartStyler::wholeNumber : ChartStyler::number);
            if (spec.yMin() != null) st.setYAxisMin(spec.yMin());
            if (spec.yMax() != null) st.setYAxisMax(spec.yMax());
        }
        styleSeries(chart, spec, look);
    }

    /**
     * Every measured series gets its colour and stroke set here: the first full width and opaque,
     * the later ones thinner and a little translucent, so a line that zigzags every tick (3.4's
     * mass 0.5) cannot bury the one under it. Guides are dashed in the guide colour.
     */
    static void styleSeries(XYChart chart, ChartSpec spec, Look look) {
        styleSeries(chart, spec, look, look.palette());
    }

    /** As above, a series with a palette role ({@link ChartSpec#withRoles}) taking that role's colour from {@code roles}. */
    static void styleSeries(XYChart chart, ChartSpec spec, Look look, Palette roles) {
        Theme.ChartColors colors = look.chartColors();
        Color[] palette = colors.series();
        float width = (float) (2.2 * look.strokeScale());
        // The series carry the translated names (ChartsPanel): compare with those.
        List<String> guides = spec.guides().stream().map(gd -> org.creatureexplorer.i18n.Tr.t(gd.label())).toList();
        int i = 0;
        for (XYSeries s : chart.getSeriesCollection()) {
            if (guides.contains(s.getName())) {
                s.setLineColor(colors.guide());
                s.setLineStyle(ChartFeed.guideStroke(look.strokeScale()));
                continue;
            }
            Palette.Role role = spec.role(i);
            Color c = role != null ? roles.role(role) : palette[i % palette.length];
            boolean under = spec.underlay() != null && i == 0;
            float w = i == 0 ? width : width * 0.75f;
            if (spec.underlay() != null) {
                // The underlay thin and faint, drawn first; the lines compared with it whole on top.
                w = under ? width * 0.45f : width;
                if (under) c = new Color(c.getRed(), c.getGreen(), c.getBlue(), UNDERLAY_ALPHA);
            } else if (i > 0) {
                c = new Color(c.getRed(), c.getGreen(), c.getBlue(), LATER_SERIES_ALPHA);
            }
            s.setLineColor(c);
            s.setLineStyle(new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            i++;
        }
    }

    /** A count's tick label: the whole numbers only, nothing at the halves between them. */
    static String wholeNumber(Double v) {
        return whole(v) ? number(Math.rint(v) + 0.0) : "";
    }

    /** An axis value XChart meant as a whole number (its ticks are sums of steps, off by a few ulps). */
    private static boolean whole(double v) { return Math.abs(v - Math.rint(v)) < 1e-9; }

    private static final ThreadLocal<DecimalFormat[]> FORMATS = ThreadLocal.withInitial(() -> {
        DecimalFormatSymbols sym = DecimalFormatSymbols.getInstance(Locale.ROOT);
        return new DecimalFormat[] {new DecimalFormat("#,##0", sym), new DecimalFormat("0.#", sym),
            new DecimalFormat("0.##", sym), new DecimalFormat("0.###", sym), new DecimalFormat("0.#E0", sym)};
    });

    /**
     * A tick label: rounded to what a reader can use (179.91498468710276 reads 179.9), always
     * with a leading zero (0.04, never .04), small or huge values as 1.5e-5.
     */
    static String number(double v) {
        if (!Double.isFinite(v)) return "";
        double a = Math.abs(v);
        DecimalFormat[] f = FORMATS.get();
        if (a < 1e-9) return "0";
        if (a >= 1e6 || a < 1e-3) return f[4].format(v).replace("E", "e");
        String s;
        if (a >= 1000) s = f[0].format(v);
        else if (a >= 100) s = f[1].format(v);
        else if (a >= 1) s = f[2].format(v);
        else s = f[3].format(v);
        return s.equals("-0") ? "0" : s;
    }

    /** Time in seconds shown as whole ticks; labels that fall between ticks are left blank. */
    static Function<Double, String> ticks(double tickSeconds) {
        return v -> {
            double t = v / tickSeconds;
            return Double.isFinite(t) && Math.abs(t - Math.rint(t)) < 1e-6 ? Long.toString(Math.round(t)) : "";
        };
    }

    /**
     * Time in seconds, labelled only where it falls on a whole tick (0.25 s, 1.5 s): at tick 0 the
     * axis runs from 0 to the half-tick spacer point and would otherwise read "5e-4".
     */
    static Function<Double, String> seconds(double tickSeconds) {
        return v -> {
            double t = v / tickSeconds;
            return Double.isFinite(t) && Math.abs(t - Math.rint(t)) < 1e-6 ? number(v) : "";
        };
    }

    /** Named states at 0, 1, 2...: the name at each whole value, nothing in between. */
    static Function<Double, String> categories(List<String> names) {
        return v -> {
            double r = Math.rint(v);
            if (!whole(v) || r < 0 || r >= names.size()) return "";
            return org.creatureexplorer.i18n.Tr.t(names.get((int) r)); // a state's name, in the language (partN.po)
        };
    }
}
