package org.creatureexplorer.lesson;

import java.util.List;

/**
 * One live chart of a lesson: a title, the y-axis title with its unit, the world's columns
 * to plot against time, and whether the y axis is logarithmic (values at or below zero are
 * drawn at {@link #LOG_FLOOR}, so an exact zero still shows).
 */
public record ChartSpec(String title, String yAxisTitle, List<String> columns, boolean logY, Double yMin, Double yMax) {
    public static final double LOG_FLOOR = 1e-16;

    public static ChartSpec linear(String title, String yAxisTitle, String... columns) {
        return new ChartSpec(title, yAxisTitle, List.of(columns), false, null, null);
    }

    /** A log-scale chart over a fixed range of decades, so noise at 1e-14 and a real error of 1 px both show. */
    public static ChartSpec log(String title, String yAxisTitle, double yMin, double yMax, String... columns) {
        return new ChartSpec(title, yAxisTitle, List.of(columns), true, yMin, yMax);
    }

    /** The same chart with a fixed y range (for example a limit that should stay in view). */
    public ChartSpec withRange(Double min, Double max) {
        return new ChartSpec(title, yAxisTitle, columns, logY, min, max);
    }
}
