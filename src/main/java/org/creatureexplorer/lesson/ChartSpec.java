package org.creatureexplorer.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.creatureexplorer.model.World;

/**
 * One live chart of a lesson: a title, the y-axis title with its unit, the world's columns
 * to plot, and against what: time (the default) or another measured column (for example
 * cos A against the hip-foot distance d). Optional guides draw reference lines that are not
 * measurements (a limit, a predicted equilibrium). A log chart plots log10 of the values;
 * values at or below {@link #LOG_FLOOR} are drawn at the floor, so an exact zero still shows.
 */
public record ChartSpec(String title, String yAxisTitle, List<String> columns, boolean logY, Double yMin, Double yMax,
                        String xColumn, String xAxisTitle, List<Guide> guides, List<String> categories, String emptyHint,
                        List<Palette.Role> roles, String underlay, boolean counts) {
    public static final double LOG_FLOOR = 1e-16;

    /**
     * A reference line: horizontal at y = value (or vertical at x = value), read from the
     * world each refresh, so it follows a live parameter. NaN hides it.
     */
    public record Guide(String label, boolean vertical, ToDoubleFunction<World> value) {}

    public static ChartSpec linear(String title, String yAxisTitle, String... columns) {
        return new ChartSpec(title, yAxisTitle, List.of(columns), false, null, null, null, "time (s)", List.of(), List.of(), null, List.of(), null, false);
    }

    /** A log-scale chart over a fixed range of decades, so noise at 1e-14 and a real error of 1 px both show. */
    public static ChartSpec log(String title, String yAxisTitle, double yMin, double yMax, String... columns) {
        return new ChartSpec(title, yAxisTitle, List.of(columns), true, yMin, yMax, null, "time (s)", List.of(), List.of(), null, List.of(), null, false);
    }

    /** The same chart with a fixed y range (for example a limit that should stay in view); null leaves an end free. */
    public ChartSpec withRange(Double min, Double max) {
        return new ChartSpec(title, yAxisTitle, columns, logY, min, max, xColumn, xAxisTitle, guides, categories, emptyHint, roles, underlay, counts);
    }

    /** The same chart plotted against another measured column instead of time. */
    public ChartSpec against(String column, String axisTitle) {
        return new ChartSpec(title, yAxisTitle, columns, logY, yMin, yMax, column, axisTitle, guides, categories, emptyHint, roles, underlay, counts);
    }

    /** The same chart with a horizontal guide line at a value read from the world. */
    public ChartSpec withGuide(String label, ToDoubleFunction<World> value) {
        return plus(new Guide(label, false, value));
    }

    /** The same chart with a vertical guide line at an x value read from the world. */
    public ChartSpec withVerticalGuide(String label, ToDoubleFunction<World> value) {
        return plus(new Guide(label, true, value));
    }

    private ChartSpec plus(Guide g) {
        List<Guide> all = new ArrayList<>(guides);
        all.add(g);
        return new ChartSpec(title, yAxisTitle, columns, logY, yMin, yMax, xColumn, xAxisTitle, List.copyOf(all), categories, emptyHint, roles, underlay, counts);
    }

    /**
     * The same chart for a series whose values are the whole numbers 0, 1, 2... standing for
     * named states: the y axis is labelled with the names, at those values only.
     */
    public ChartSpec withCategories(String... names) {
        return new ChartSpec(title, yAxisTitle, columns, logY, -0.2, names.length - 0.8, xColumn, xAxisTitle, guides,
                List.of(names), emptyHint, roles, underlay, counts);
    }

    /**
     * The same chart with a one-line hint drawn on the plot while every plotted value is the same
     * (zero, flat or not a number): what to change to see something, for a chart that stays empty
     * under the lesson's defaults.
     */
    public ChartSpec withEmptyHint(String hint) {
        return new ChartSpec(title, yAxisTitle, columns, logY, yMin, yMax, xColumn, xAxisTitle, guides, categories, hint, roles, underlay, counts);
    }

    /**
     * The same chart with each measured column's palette role, in column order ({@code null}: no
     * role, the chart's own next colour): a series that shows the quantity a stage mark shows takes
     * that mark's colour, in every look.
     */
    public ChartSpec withRoles(Palette.Role... perColumn) {
        if (perColumn.length != columns.size()) {
            throw new IllegalArgumentException(title + ": " + perColumn.length + " roles for " + columns.size() + " columns");
        }
        return new ChartSpec(title, yAxisTitle, columns, logY, yMin, yMax, xColumn, xAxisTitle, guides, categories, emptyHint,
                java.util.Collections.unmodifiableList(java.util.Arrays.asList(perColumn.clone())), underlay, counts);
    }

    /**
     * The same chart with {@code column} (the first measured one) drawn thin and translucent
     * under the others, which keep full width on top: for a series that zigzags every tick into a
     * solid block (3.4's velocity at mass 0.5) and would bury the line it is compared with.
     */
    public ChartSpec withUnderlay(String column) {
        if (columns.isEmpty() || !columns.get(0).equals(column)) {
            throw new IllegalArgumentException(title + ": the underlay must be the first column, not " + column);
        }
        return new ChartSpec(title, yAxisTitle, columns, logY, yMin, yMax, xColumn, xAxisTitle, guides, categories, emptyHint, roles, column, counts);
    }

    /**
     * The same chart for a count (overlapping pairs, ticks): its y axis is labelled at whole
     * numbers only. Between them XChart's ticks fall on halves when the range is small, and
     * "2.5 pairs" reads as a count that cannot be.
     */
    public ChartSpec counting() {
        return new ChartSpec(title, yAxisTitle, columns, logY, yMin, yMax, xColumn, xAxisTitle, guides, categories, emptyHint, roles, underlay, true);
    }

    /** The role of measured column {@code i}, or null. */
    public Palette.Role role(int i) { return i < roles.size() ? roles.get(i) : null; }

    public boolean againstTime() { return xColumn == null; }
}
