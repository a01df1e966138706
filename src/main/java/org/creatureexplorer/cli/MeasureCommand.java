package org.creatureexplorer.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.catalog.Scenarios;

/** {@code measure SCENARIO [--name=value ...]}: a scenario run without a window, as CSV on stdout. */
final class MeasureCommand {
    static final String HELP = """
            usage: measure SCENARIO [--name=value ...]
                   measure SCENARIO --compare=NAME=V1,V2[,V3] [--name=value ...]
                   measure --list
            Runs a scenario without a window and writes CSV to stdout: a header row, then the rows.
            Scenarios that run a world tick by tick print one row per tick from tick 0 (the initial
            state) and take --ticks=N and --every=K (print every K-th row; the last tick is always
            printed); a few print other rows (one per FABRIK iteration, one per distance of a sweep).
            Scenarios with randomness take --seed=S. 'measure --list' shows each scenario's
            parameters and columns.
            --compare=NAME=V1,V2[,V3] runs the scenario once per value of one of its parameters (all
            else the same: ticks, seed, other parameters) and prints the runs side by side: tick
            (and time_s) once, then one group of columns per value, named NAME=V:column
            (gap=12:head_tail,gap=20:head_tail). Parameters that change the number of rows
            (ticks, every, duration) cannot be compared.
            Rejected, with one line on stderr and exit code 2: a value that is not a plain decimal
            (0x1p3, 10d, 12f, NaN, Infinity, 1_0; 'inf' only where a parameter lists it), a value
            out of its range or too large to hold (1e400), a fraction where a whole number is
            needed, a whole number not written in digits (1e3, 10.0), true or false written otherwise
            (TRUE, 1), a side of 0 (sides are 1 or -1), a sweep of more than 1,000,000 rows, --ticks
            together with --duration, an unknown or repeated option. If stdout fails (disk full, or the reader closed it, as
            '| head -1' does), measure stops, says so on stderr and exits with 1.
            scenarios:\s""" + String.join(", ", Scenarios.names()) + "\n"
            + "and 'measure workshop --creature=FILE': a creature file (measure workshop --help).\n";

    private MeasureCommand() {}

    static int run(List<String> args, PrintStream out) {
        if (args.equals(List.of("--list"))) {
            out.print(list());
            return 0;
        }
        if (args.contains("--list")) throw new UsageError("--list stands alone: write measure --list");
        // The workshop runs a creature file, not a scenario's parameters: its own options and help.
        if (!args.isEmpty() && args.get(0).equals("workshop")) return WorkshopCommand.run(args.subList(1, args.size()), out);
        Options o = Options.parse(args);
        if (o.help) {
            out.print(HELP);
            return 0;
        }
        if (o.words.isEmpty()) throw new UsageError("measure needs a scenario; one of " + String.join(", ", Scenarios.names()));
        if (o.words.size() > 1) throw new UsageError("measure takes one scenario, got " + String.join(" ", o.words));
        String name = o.words.get(0);
        Scenario scenario = Scenarios.byName(name).orElseThrow(() ->
                new UsageError("unknown scenario " + name + "; one of " + String.join(", ", Scenarios.names())));
        ParamValues values = ParamValues.defaults(scenario.params());
        List<String> valid = scenario.params().stream().map(ParamSpec::name).toList();
        String compareText = o.named.remove("compare");
        o.allowOnly("measure " + name, valid);
        if (o.named.containsKey(org.creatureexplorer.model.WorldScenario.TICKS) && o.named.containsKey(org.creatureexplorer.model.DurationScenario.DURATION)) {
            // Both say how long the run is; one would silently override the other.
            throw new UsageError("--ticks and --duration both give the run's length; give one of them");
        }
        CompareRuns compare = compareText == null ? null : CompareRuns.parse(compareText, scenario, o.named.keySet());
        for (Map.Entry<String, String> e : o.named.entrySet()) {
            try {
                values.parseAndSet(e.getKey(), e.getValue());
            } catch (IllegalArgumentException ex) {
                throw new UsageError(ex.getMessage());
            }
        }
        try {
            scenario.validate(values);
        } catch (IllegalArgumentException ex) {
            throw new UsageError(ex.getMessage());
        }
        if (compare != null) {
            List<String[]> merged = new java.util.ArrayList<>();
            compare.run(scenario, values, merged::add);
            CsvOut csv = new CsvOut(out);
            csv.row(compare.header(scenario.columns()).toArray(String[]::new));
            merged.forEach(csv::row);
            csv.finish();
            return 0;
        }
        CsvOut csv = new CsvOut(out);
        csv.row(scenario.columns().toArray(String[]::new));
        scenario.run(values, csv::row);
        csv.finish();
        return 0;
    }

    /**
     * Rows to stdout in chunks, checking after every chunk that they arrived: a full disk or a
     * reader that has gone ({@code | head -1}) stops the run with a message and exit code 1,
     * instead of computing on and exiting 0 with the CSV cut mid-row.
     */
    private static final class CsvOut {
        /** Small enough that a closed pipe is noticed within a fraction of a second of rows. */
        private static final int CHUNK = 1 << 15;
        private final PrintStream out;
        private final StringBuilder buffer = new StringBuilder(CHUNK + 1024);
        private long rows;

        CsvOut(PrintStream out) { this.out = out; }

        void row(String[] cells) {
            buffer.append(String.join(",", cells)).append('\n');
            rows++;
            if (buffer.length() >= CHUNK) send();
        }

        void finish() { send(); }

        private void send() {
            out.print(buffer);
            buffer.setLength(0);
            // checkError flushes, then reports any failed write since the stream was made.
            if (out.checkError()) {
                throw new CommandFailed("cannot write the CSV to standard output (disk full, or the reader closed it); stopped after "
                        + rows + " rows, the output is incomplete");
            }
        }
    }

    static String list() {
        StringBuilder sb = new StringBuilder();
        for (Scenario s : Scenarios.all()) {
            sb.append(s.name()).append(": ").append(s.summary()).append('\n');
            sb.append("  columns: ").append(String.join(",", s.columns())).append('\n');
            for (ParamSpec p : s.params()) sb.append("  ").append(p.describe()).append('\n');
        }
        return sb.toString();
    }
}
