package org.creatureexplorer.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;

/**
 * {@code measure SCENARIO --compare=NAME=V1,V2[,V3]}: the same scenario run once per value of
 * one parameter (every other parameter, the ticks and the seed the same), printed side by side.
 * The leading {@code tick} (and {@code time_s}, or a FABRIK {@code iteration}) is printed once;
 * every other column comes once per value, named {@code NAME=V:column}.
 */
final class CompareRuns {
    /** Columns that count the run itself, the same in every run: printed once at the front. */
    private static final Set<String> SHARED = Set.of("tick", "time_s", "iteration");
    /** Cells held in memory for all runs together; the runs are printed only once all agree in length. */
    static final long MAX_CELLS = 30_000_000;

    final String name;
    final ParamSpec spec;
    final List<Double> values;
    final List<String> labels;

    private CompareRuns(String name, ParamSpec spec, List<Double> values) {
        this.name = name;
        this.spec = spec;
        this.values = List.copyOf(values);
        this.labels = values.stream().map(v -> name + "=" + spec.format(v)).toList();
    }

    /**
     * Parses {@code NAME=V1,V2[,V3]} against the scenario's own parameters: each value through
     * the parameter's {@link ParamSpec#parse}, so the strict number rules and the range apply.
     */
    static CompareRuns parse(String text, Scenario scenario, Set<String> alsoGiven) {
        String shown = "--compare=" + org.creatureexplorer.model.Numbers.quote(text);
        int eq = text.indexOf('=');
        if (eq <= 0) throw new UsageError(shown + ": write --compare=NAME=V1,V2[,V3], for example --compare=gap=12,20");
        String name = text.substring(0, eq).trim();
        List<String> names = scenario.params().stream().map(ParamSpec::name).toList();
        ParamSpec spec = scenario.params().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow(() ->
                new UsageError(shown + ": " + scenario.name() + " has no parameter " + name + "; valid: " + String.join(", ", names)));
        if (alsoGiven.contains(name)) throw new UsageError("--" + name + " is given both alone and in --compare; give it once");
        String[] parts = text.substring(eq + 1).split(",", -1);
        if (parts.length < 2 || parts.length > 3) {
            throw new UsageError(shown + ": give two or three values separated by commas, got " + parts.length);
        }
        List<Double> values = new ArrayList<>();
        Set<Double> seen = new LinkedHashSet<>();
        for (String part : parts) {
            double v;
            try {
                v = spec.parse(part);
            } catch (IllegalArgumentException e) {
                throw new UsageError("--compare: " + e.getMessage());
            }
            if (!seen.add(v)) throw new UsageError(shown + ": " + name + "=" + spec.format(v) + " is given twice");
            values.add(v);
        }
        return new CompareRuns(name, spec, values);
    }

    /** The values of each run: {@code base} with this parameter set, each checked by the scenario. */
    List<ParamValues> runs(ParamValues base, Scenario scenario) {
        List<ParamValues> runs = new ArrayList<>();
        for (double v : values) {
            ParamValues p = base.copy();
            p.set(name, v);
            try {
                scenario.validate(p);
            } catch (IllegalArgumentException e) {
                throw new UsageError("--compare " + name + "=" + spec.format(v) + ": " + e.getMessage());
            }
            runs.add(p);
        }
        return runs;
    }

    /** How many leading columns are shared (printed once). */
    static int sharedPrefix(List<String> columns) {
        int n = 0;
        while (n < columns.size() && SHARED.contains(columns.get(n))) n++;
        return n;
    }

    /** The header: the shared columns, then {@code NAME=V:column} per value. */
    List<String> header(List<String> columns) {
        int shared = sharedPrefix(columns);
        List<String> h = new ArrayList<>(columns.subList(0, shared));
        for (String label : labels) for (String c : columns.subList(shared, columns.size())) h.add(label + ":" + c);
        return h;
    }

    /**
     * Runs every value and hands the merged rows to {@code out}. Nothing is handed on until all
     * runs are done, so a comparison that cannot be lined up (the runs have different lengths,
     * as --compare=ticks=... gives) is a usage error with nothing printed.
     */
    void run(Scenario scenario, ParamValues base, Consumer<String[]> out) {
        List<String> columns = scenario.columns();
        int shared = sharedPrefix(columns);
        List<List<String[]>> results = new ArrayList<>();
        long[] cells = {0};
        for (ParamValues p : runs(base, scenario)) {
            List<String[]> rows = new ArrayList<>();
            scenario.run(p, row -> {
                cells[0] += row.length;
                if (cells[0] > MAX_CELLS) {
                    throw new UsageError("--compare: the runs are too long to print side by side (over " + MAX_CELLS
                            + " cells); use fewer --ticks or a larger --every");
                }
                rows.add(row);
            });
            results.add(rows);
        }
        int n = results.get(0).size();
        for (int r = 1; r < results.size(); r++) {
            if (results.get(r).size() != n) {
                throw new UsageError("--compare=" + name + " changes the number of rows (" + labels.get(0) + ": " + n + ", "
                        + labels.get(r) + ": " + results.get(r).size() + "); compare a parameter that keeps the rows in step");
            }
        }
        for (int i = 0; i < n; i++) {
            String[] first = results.get(0).get(i);
            for (int r = 1; r < results.size(); r++) {
                String[] other = results.get(r).get(i);
                for (int c = 0; c < shared; c++) {
                    if (!first[c].equals(other[c])) {
                        throw new UsageError("--compare=" + name + " changes the " + columns.get(c) + " column (row " + (i + 1) + ": "
                                + first[c] + " against " + other[c] + "); compare a parameter that keeps the rows in step");
                    }
                }
            }
        }
        int per = columns.size() - shared;
        for (int i = 0; i < n; i++) {
            String[] merged = new String[shared + per * results.size()];
            System.arraycopy(results.get(0).get(i), 0, merged, 0, shared);
            for (int r = 0; r < results.size(); r++) {
                System.arraycopy(results.get(r).get(i), shared, merged, shared + per * r, per);
            }
            out.accept(merged);
        }
    }
}
