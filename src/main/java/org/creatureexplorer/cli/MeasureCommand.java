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
                   measure --list
            Runs a scenario without a window and writes CSV to stdout: a header row, then the rows.
            Scenarios that run a world tick by tick print one row per tick from tick 0 (the initial
            state) and take --ticks=N and --every=K (print every K-th row; the last tick is always
            printed); a few print other rows (one per FABRIK iteration, one per distance of a sweep).
            Scenarios with randomness take --seed=S. 'measure --list' shows each scenario's
            parameters and columns.
            scenarios: """ + String.join(", ", Scenarios.names()) + "\n";

    private MeasureCommand() {}

    static int run(List<String> args, PrintStream out) {
        if (args.equals(List.of("--list"))) {
            out.print(list());
            return 0;
        }
        if (args.contains("--list")) throw new UsageError("--list stands alone: write measure --list");
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
        o.allowOnly("measure " + name, valid);
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
        StringBuilder csv = new StringBuilder(1 << 16);
        csv.append(String.join(",", scenario.columns())).append('\n');
        scenario.run(values, row -> {
            csv.append(String.join(",", row)).append('\n');
            if (csv.length() > (1 << 20)) {
                out.print(csv);
                csv.setLength(0);
            }
        });
        out.print(csv);
        out.flush();
        return 0;
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
