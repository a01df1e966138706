package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureReader;
import org.creatureexplorer.world.workshop.doc.CreatureWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** What the workshop saves reads back as the same creature: every library file and reference solution, written and read again. */
class CreatureWriterTest {

    static List<Path> files() throws Exception {
        List<Path> all = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("creatures"))) { s.filter(p -> p.toString().endsWith(".json")).forEach(all::add); }
        try (Stream<Path> s = Files.list(Path.of("creatures/challenges"))) { s.forEach(all::add); }
        return all;
    }

    @ParameterizedTest
    @MethodSource("files")
    void writtenFileReadsBackEqual(Path file) throws Exception {
        CreatureDoc doc = CreatureReader.read(file);
        String text = CreatureWriter.write(doc);
        CreatureDoc again = CreatureReader.parse("written", text);
        assertEquals(doc, again, text);
        // And writing is stable: the written file written again is the same text.
        assertEquals(text, CreatureWriter.write(again));
    }
}
