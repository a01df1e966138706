package org.creatureexplorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.creatureexplorer.cli.CommandsTest;
import org.junit.jupiter.api.Test;

/** Which arguments open the window and which go to the headless commands. */
class MainRoutingTest {
    @Test
    void versionAndHelpAreAnsweredWithoutAWindow() {
        assertFalse(Main.opensWindow(new String[] {"--version"}));
        assertFalse(Main.opensWindow(new String[] {"--help"}));
        assertFalse(Main.opensWindow(new String[] {"render", "chain"}));
        assertTrue(Main.opensWindow(new String[] {}));
        assertTrue(Main.opensWindow(new String[] {"--projector"}));
    }

    @Test
    void anUnknownOptionIsStillRefusedInOneLineWithExitTwo() {
        // main exits 2 with this one line; a near miss of --version is no exception.
        String problem = Main.openWindow(new String[] {"--versions"});
        assertTrue(problem != null && problem.startsWith("unknown option --versions;") && !problem.contains("\n"), problem);
        CommandsTest.Result r = CommandsTest.run("--versions");
        assertEquals(2, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
    }
}
