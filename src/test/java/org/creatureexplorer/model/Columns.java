package org.creatureexplorer.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Test helper: a sample or a CSV row read by column name, so a test says {@code "stretch"}
 * where it used to say {@code s[3]} and a reordered column fails loudly instead of quietly
 * reading its neighbour.
 */
public final class Columns {
    private final Map<String, Integer> index = new LinkedHashMap<>();

    private Columns(List<String> names) {
        for (int i = 0; i < names.size(); i++) {
            if (index.put(names.get(i), i) != null) throw new IllegalArgumentException("column " + names.get(i) + " twice");
        }
    }

    /** The columns a world samples, in {@link World#sample} order. */
    public static Columns of(World world) {
        List<String> names = new ArrayList<>();
        for (SeriesSpec s : world.series()) names.add(s.column());
        return new Columns(names);
    }

    /** The columns of a CSV header line. */
    public static Columns ofHeader(String header) {
        return new Columns(List.of(header.split(",", -1)));
    }

    public int index(String name) {
        Integer i = index.get(name);
        if (i == null) throw new AssertionError("no column " + name + " in " + index.keySet());
        return i;
    }

    /** One value of a {@link World#sample} array. */
    public double get(double[] sample, String name) { return sample[index(name)]; }

    /** One cell of a CSV row (already split on commas), as text. */
    public String text(String[] row, String name) { return row[index(name)]; }

    /** One cell of a CSV line, as a number. */
    public double number(String line, String name) { return Double.parseDouble(line.split(",", -1)[index(name)]); }

    /** A world's current sample. */
    public static double[] sample(World world) {
        double[] out = new double[world.series().size()];
        world.sample(out);
        return out;
    }
}
