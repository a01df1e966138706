package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.app.Version;
import org.junit.jupiter.api.Test;

/** The window's Help says which version is running (a teacher reporting a problem can quote it). */
class HelpVersionTest {
    @Test
    void theHelpShowsTheVersionLine() throws Exception {
        ExplorerPanel p = ClassroomTest.panel("chain");
        String help = KeyBindings.helpHtml(p.shortcuts());
        assertTrue(!Version.number().equals("unknown") && help.contains(Version.line()), help);
    }
}
