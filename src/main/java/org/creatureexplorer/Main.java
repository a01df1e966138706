package org.creatureexplorer;

import org.creatureexplorer.cli.Commands;

/**
 * Creature Explorer. Without arguments it opens the window; with a command
 * ({@code measure}, {@code render}, {@code bench}) it runs headless.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        if (args.length == 0) {
            org.creatureexplorer.ui.ExplorerWindow.open();
            return;
        }
        int code = Commands.run(args, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }
}
