package org.creatureexplorer;

import java.nio.file.Path;
import java.util.List;
import org.creatureexplorer.cli.Commands;
import org.creatureexplorer.lesson.LessonText;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.ExplorerWindow;

/**
 * Creature Explorer. Without a command it opens the window (flags: --projector,
 * --reduced-motion, --lessons DIR); with a command ({@code measure}, {@code render},
 * {@code bench}) it runs headless.
 */
public final class Main {
    private Main() {}

    static final List<String> WINDOW_FLAGS = List.of("--projector", "--reduced-motion", "--lessons DIR");

    public static void main(String[] args) {
        if (args.length == 0 || args[0].startsWith("--") && !args[0].equals("--help")) {
            String problem = openWindow(args);
            if (problem == null) return;
            System.err.println("creature-explorer: " + problem);
            System.exit(2);
        }
        int code = Commands.run(args, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }

    /** Parses the window's flags and opens it; returns a problem to report, or null. */
    static String openWindow(String[] args) {
        Boolean projector = null;
        Boolean reducedMotion = null;
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
            } else {
                return "unknown option " + a + "; the window takes " + String.join(", ", WINDOW_FLAGS)
                        + ", or give a command: measure, render, bench (--help)";
            }
        }
        ExplorerWindow.open(new ExplorerPanel.Options(projector, reducedMotion));
        return null;
    }
}
