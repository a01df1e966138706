package org.creatureexplorer;

import java.nio.file.Path;
import java.util.List;
import org.creatureexplorer.cli.Commands;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.LessonText;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.ExplorerWindow;

/**
 * Creature Explorer. Without a command it opens the window (flags: --projector,
 * --reduced-motion, --lessons DIR, --lang=en|ja); with a command ({@code measure}, {@code render},
 * {@code bench}) it runs headless.
 */
public final class Main {
    private Main() {}

    static final List<String> WINDOW_FLAGS = List.of("--projector", "--reduced-motion", "--lessons DIR", "--lang=en|ja");

    public static void main(String[] args) {
        if (opensWindow(args)) {
            String problem = openWindow(args);
            if (problem == null) return;
            System.err.println("creature-explorer: " + problem);
            System.exit(2);
        }
        int code = Commands.run(args, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }

    /** No command, or only the window's flags: the window. --help and --version are answered by {@link Commands}. */
    static boolean opensWindow(String[] args) {
        return args.length == 0 || args[0].startsWith("--") && !args[0].equals("--help") && !args[0].equals("--version");
    }

    /** Said in one line when the window cannot open: there is no screen to open it on. */
    static final String NO_DISPLAY = "no display to open the window on; run it under a virtual display "
            + "(xvfb-run -a java -jar creature-explorer.jar) or give a headless command: measure, render, layout, bench (--help)";

    /** True when a window can be opened: not headless, and the display named by DISPLAY answers. */
    static boolean displayAvailable() {
        if (java.awt.GraphicsEnvironment.isHeadless()) return false;
        try {
            java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice();
            return true;
        } catch (java.awt.AWTError | RuntimeException e) {
            return false; // DISPLAY names a display that is not there (a closed X server)
        }
    }

    /** Parses the window's flags and opens it; returns a problem to report, or null. */
    static String openWindow(String[] args) {
        Boolean projector = null;
        Boolean reducedMotion = null;
        Tr.Language language = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--projector")) {
                projector = true;
            } else if (a.equals("--reduced-motion")) {
                reducedMotion = true;
            } else if (a.equals("--lessons") || a.startsWith("--lessons=")) {
                String dir = a.equals("--lessons") ? (i + 1 < args.length ? args[++i] : null) : a.substring("--lessons=".length());
                if (dir == null || dir.isBlank()) return "--lessons needs a folder, as --lessons DIR";
                String problem = org.creatureexplorer.lesson.FileProblems.whyNotAFolder(Path.of(dir));
                if (problem != null) return "--lessons " + dir + ": " + problem;
                LessonText.setFolder(Path.of(dir));
            } else if (a.equals("--lang") || a.startsWith("--lang=")) {
                String code = a.equals("--lang") ? (i + 1 < args.length ? args[++i] : null) : a.substring("--lang=".length());
                if (code == null || code.isBlank()) return "--lang needs a language, as --lang=" + Tr.Language.codes().replace(", ", "|");
                try {
                    language = Tr.Language.parse(code);
                } catch (IllegalArgumentException e) {
                    return e.getMessage();
                }
            } else {
                return "unknown option " + a + "; the window takes " + String.join(", ", WINDOW_FLAGS)
                        + ", or give a command: measure, render, bench (--help)";
            }
        }
        if (!displayAvailable()) return NO_DISPLAY;
        // --lang for this run; else the one chosen in View > Language; else the system's.
        Tr.setLanguage(language != null ? language : org.creatureexplorer.ui.Settings.user().language(Tr.Language.fromSystem()));
        ExplorerWindow.open(new ExplorerPanel.Options(projector, reducedMotion));
        return null;
    }
}
