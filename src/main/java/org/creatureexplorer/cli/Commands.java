package org.creatureexplorer.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import org.creatureexplorer.i18n.Tr;

/** The headless commands, by name. Returns an exit code: 0 done, 2 bad input, 1 failure. */
public final class Commands {
    static final String HELP = """
            Creature Explorer: procedural animation, one live lesson at a time.
            usage: java -jar creature-explorer.jar                  open the window
                   java -jar creature-explorer.jar COMMAND [...]    run headless
            commands:
              measure SCENARIO [--name=value ...]   a scenario as CSV on stdout (measure --list)
              measure workshop --creature=FILE      a creature file as CSV, or judged (--check=CHALLENGE)
              render [--out=DIR] [LESSON ...]       lessons as PNG, as laid out in the window (--lang=ja: in Japanese)
              layout [LESSON ...]                   the boxes each lesson shows (stage, labels, charts), as CSV
              translations [--check]                what each language still lacks (strings, lesson texts)
              bench [LESSON ...]                    model speed, paint times, step back, as CSV
              bench --window | --startup            the real window: frames/s, start-up time
              bench --creature=FILE                 the workshop's model speed for a creature file
              new-lesson ID --part=N                the skeleton of every file a new lesson needs
            Each command takes --help; --version prints the version.
            """;
    static final List<String> COMMANDS = List.of("measure", "render", "layout", "bench", "translations", "new-lesson");

    private Commands() {}

    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            out.print(HELP);
            return 0;
        }
        if (args[0].equals("--version")) {
            out.println(org.creatureexplorer.app.Version.line());
            return 0;
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        Offscreen.camera = null; // each command says its own camera (render and layout take --camera)
        try {
            return switch (args[0]) {
                case "measure" -> MeasureCommand.run(rest, out);
                case "render" -> { headlessUnlessDisplay(); yield inLanguage(rest, () -> RenderCommand.run(rest, out)); }
                case "layout" -> { headlessUnlessDisplay(); yield inLanguage(rest, () -> LayoutCommand.run(rest, out)); }
                case "bench" -> { headlessUnlessDisplay(); yield BenchCommand.run(rest, out); }
                case "translations" -> { headlessUnlessDisplay(); yield TranslationsCommand.run(rest, out); }
                case "new-lesson" -> NewLessonCommand.run(rest, out);
                default -> throw new UsageError("unknown command " + args[0] + "; one of " + String.join(", ", COMMANDS)
                        + " (or no command to open the window)");
            };
        } catch (UsageError e) {
            err.println("creature-explorer: " + e.getMessage());
            return 2;
        } catch (CommandFailed e) {
            err.println("creature-explorer: " + e.getMessage());
            return 1;
        }
    }

    /**
     * Runs a command that draws the window in the language its {@code --lang=en|ja} names
     * (English without it: screenshots and layouts must not depend on the machine's locale),
     * and puts the language back afterwards.
     */
    static int inLanguage(List<String> args, java.util.function.IntSupplier command) {
        Tr.Language lang = Tr.Language.EN;
        for (String a : args) {
            if (!a.startsWith("--lang=")) continue;
            try {
                lang = Tr.Language.parse(a.substring("--lang=".length()));
            } catch (IllegalArgumentException e) {
                throw new UsageError(e.getMessage());
            }
        }
        Tr.Language before = Tr.language();
        Tr.setLanguage(lang);
        try {
            return command.getAsInt();
        } finally {
            Tr.setLanguage(before);
        }
    }

    /** render and bench draw offscreen; without a display they must not try to open one. */
    private static void headlessUnlessDisplay() {
        if (System.getenv("DISPLAY") == null && System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }
}
