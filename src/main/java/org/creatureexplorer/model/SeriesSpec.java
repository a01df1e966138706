package org.creatureexplorer.model;

/**
 * One measured quantity of a world: its CSV column name, a label for charts and its unit
 * ("px", "rad", "px/s", or "" for pure numbers and counts).
 */
public record SeriesSpec(String column, String label, String unit) {

    /** "head-tail distance (px)" for axis titles. */
    public String axisTitle() { return unit.isEmpty() ? label : label + " (" + unit + ")"; }
}
