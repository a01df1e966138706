package org.creatureexplorer.cli;

import java.io.PrintStream;
import java.util.List;
import org.creatureexplorer.model.CsvRows;
import org.creatureexplorer.world.workshop.Challenge;
import org.creatureexplorer.world.workshop.CreatureLibrary;
import org.creatureexplorer.world.workshop.WorkshopWorld;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;

/** {@code measure workshop --creature=FILE [--check=CHALLENGE]}: a creature file run headless, or judged. */
final class WorkshopCommand {
    static final String HELP = """
            usage: measure workshop --creature=FILE [--ticks=N] [--every=K]
                   measure workshop --creature=FILE --check=CHALLENGE
            Runs a creature file (docs/creature-files.md) in the workshop without a window and writes
            CSV to stdout: tick, time_s and the series its parts measure, one row per tick from tick 0
            (--ticks=N after tick 0, default 600; --every=K prints every K-th row and the last).
            FILE is a path, a library name, or a challenge's name (below) for its reference solution;
            names are read from a creatures/ folder beside the app first (a challenge's from
            creatures/challenges/), then from inside the app. The library:
              """ + String.join(", ", CreatureLibrary.NAMES) + """

            --check=CHALLENGE runs the creature in that challenge's scene instead and prints one line,
            the verdict and its measured figures. Exit code: 0 pass, 1 fail.
            challenges:
            """ + challengeList() + """
            A creature file that cannot be used (bad JSON, an unknown key, a number out of range, a
            missing part) prints one line, FILE:LINE: reason, on stderr and exits with 2.
            """;

    private WorkshopCommand() {}

    static int run(List<String> args, PrintStream out) {
        Options o = Options.parse(args);
        if (o.help) {
            out.print(HELP);
            return 0;
        }
        if (!o.words.isEmpty()) throw new UsageError("measure workshop takes options only, got " + String.join(" ", o.words));
        o.allowOnly("measure workshop", List.of("creature", "check", "ticks", "every"));
        String file = o.named.get("creature");
        if (file == null) {
            throw new UsageError("measure workshop needs --creature=FILE (a creature file, one of " + String.join(", ", CreatureLibrary.NAMES)
                    + ", or a challenge's name for its reference solution)");
        }
        CreatureDoc doc;
        try {
            doc = CreatureLibrary.open(file);
        } catch (CreatureFileError e) {
            throw new UsageError(e.getMessage());
        }
        String check = o.named.get("check");
        if (check != null) {
            if (o.named.containsKey("ticks") || o.named.containsKey("every")) throw new UsageError("--check runs the challenge's own length: drop --ticks and --every");
            Challenge challenge;
            try {
                challenge = Challenge.of(check);
            } catch (IllegalArgumentException e) {
                throw new UsageError(e.getMessage());
            }
            Challenge.Verdict v = challenge.judge(doc);
            out.println(v);
            return v.passed() ? 0 : 1;
        }
        int ticks = o.intOption("ticks", 600, 0, 10_000_000);
        int every = o.intOption("every", 1, 1, 1_000_000);
        StringBuilder csv = new StringBuilder();
        WorkshopWorld world = new WorkshopWorld(doc);
        CsvRows rows = world.csvRows();
        out.println(String.join(",", rows.header(world)));
        rows.run(world, ticks, every, r -> {
            csv.append(String.join(",", r)).append('\n');
            if (csv.length() > 1 << 15) flush(out, csv);
        });
        flush(out, csv);
        return 0;
    }

    private static void flush(PrintStream out, StringBuilder csv) {
        out.print(csv);
        csv.setLength(0);
        if (out.checkError()) throw new CommandFailed("cannot write the CSV to standard output (disk full, or the reader closed it)");
    }

    private static String challengeList() {
        StringBuilder sb = new StringBuilder();
        for (Challenge c : Challenge.values()) sb.append("  ").append(c.id()).append(": ").append(c.summary()).append('\n');
        return sb.toString();
    }
}
