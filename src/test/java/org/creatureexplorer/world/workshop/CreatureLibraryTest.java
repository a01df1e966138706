package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The library's list is the folder's files; every library and challenge file reads, runs the same twice, and measures no NaN. */
class CreatureLibraryTest {

    static Stream<String> libraryAndChallenges() {
        return Stream.concat(CreatureLibrary.NAMES.stream().map(n -> "creatures/" + n + ".json"),
                Stream.of("cross", "sure-footed", "tight-circle", "flee").map(c -> "creatures/challenges/" + c + ".json"));
    }

    @Test
    void theListIsTheFolder() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("creatures"))) {
            List<String> onDisk = files.filter(Files::isRegularFile).map(p -> p.getFileName().toString().replace(".json", "")).sorted().toList();
            assertEquals(CreatureLibrary.NAMES.stream().sorted().toList(), onDisk);
        }
    }

    @Test
    void theAppsOwnCopyReadsWithoutTheFolder() throws Exception {
        for (String n : CreatureLibrary.NAMES) assertEquals(CreatureReader.read(Path.of("creatures", n + ".json")), CreatureReader.resource(n + ".json"));
    }

    /** A challenge's name opens its reference solution, from the folder and from inside the app alike. */
    @Test
    void aChallengesNameOpensItsReferenceSolution() throws Exception {
        assertEquals(List.of("cross", "sure-footed", "tight-circle", "flee"), CreatureLibrary.CHALLENGES);
        for (String c : CreatureLibrary.CHALLENGES) {
            CreatureDoc onDisk = CreatureReader.read(Path.of("creatures", "challenges", c + ".json"));
            assertEquals(onDisk, CreatureLibrary.open(c));
            assertEquals(onDisk, CreatureLibrary.open("challenges/" + c));
            assertEquals(onDisk, CreatureReader.resource("challenges/" + c + ".json"));
        }
    }

    @ParameterizedTest
    @MethodSource("libraryAndChallenges")
    void runsDeterministicallyWithoutNaN(String file) throws Exception {
        CreatureDoc doc = CreatureReader.read(Path.of(file));
        StringBuilder first = new StringBuilder(), second = new StringBuilder();
        WorkshopWorld a = new WorkshopWorld(doc), b = new WorkshopWorld(doc);
        a.csvRows().run(a, 900, 1, r -> first.append(String.join(",", r)).append('\n'));
        b.csvRows().run(b, 900, 1, r -> second.append(String.join(",", r)).append('\n'));
        assertEquals(first.toString(), second.toString());
        assertFalse(first.toString().contains("NaN"), file + " measured a NaN");
        assertTrue(first.toString().lines().count() == 901);
    }
}
