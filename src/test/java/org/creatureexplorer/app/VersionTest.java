package org.creatureexplorer.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.creatureexplorer.cli.CommandsTest;
import org.junit.jupiter.api.Test;

/** {@code --version}: the pom's version, in one line; a misspelt option is still refused. */
class VersionTest {
    /** The project's own version, read from pom.xml (the tests run in the project folder). */
    static String pomVersion() throws Exception {
        String pom = Files.readString(Path.of("pom.xml"));
        // The <version> right after the project's own artifactId, not a dependency's or a plugin's.
        Matcher m = Pattern.compile("<artifactId>creature-explorer</artifactId>\\s*<version>([^<]+)</version>").matcher(pom);
        assertTrue(m.find(), "no project version in pom.xml");
        return m.group(1).trim();
    }

    @Test
    void versionPrintsTheProjectVersionInOneLine() throws Exception {
        CommandsTest.Result r = CommandsTest.run("--version");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertEquals("Creature Explorer " + pomVersion() + "\n", r.out().replace("\r\n", "\n"));
        assertEquals(pomVersion(), Version.number());
    }
}
