package org.creatureexplorer.model;

/**
 * One measured quantity of a world: its CSV column name, a label for charts and its unit
 * ("px", "rad", "px/s", or "" for pure numbers and counts). {@code nanReason} is null for a
 * quantity that is always a number; a series that is NaN on purpose (the chart shows a gap
 * instead of a made-up number) says why, with {@link #mayBeNaN}. Any other NaN is a bug.
 */
public record SeriesSpec(String column, String label, String unit, String nanReason) {

    public SeriesSpec(String column, String label, String unit) { this(column, label, unit, null); }

    /** This series, declared NaN on purpose when {@code why} holds. */
    public SeriesSpec mayBeNaN(String why) { return new SeriesSpec(column, label, unit, why); }

    /** True when the series is declared NaN on purpose (see {@link #nanReason}). */
    public boolean nanAllowed() { return nanReason != null; }

    /** "head-tail distance (px)" for axis titles. */
    public String axisTitle() { return unit.isEmpty() ? label : label + " (" + unit + ")"; }
}
