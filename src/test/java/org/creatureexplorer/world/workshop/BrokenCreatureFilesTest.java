package org.creatureexplorer.world.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;
import org.creatureexplorer.world.workshop.doc.CreatureReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every broken creature file is refused with the file, the line of the fault and a reason that
 * names it. Each file is the same good file with one thing broken; the good file itself reads.
 */
class BrokenCreatureFilesTest {
    static final Path DIR = Path.of("src/test/resources/workshop/broken");

    static Stream<Arguments> broken() {
        return Stream.of(
                Arguments.of("syntax.json", 6, "not valid JSON: Unexpected character (',' (code 44)): was expecting double-quote to start field name"),
                Arguments.of("empty.json", 1, "the file is empty; a creature file is one JSON object { ... }"),
                Arguments.of("not-an-object.json", 1, "the creature must be an object { ... }, not a list"),
                Arguments.of("unknown-key.json", 6, "unknown key \"gapp\" in spine; it has joints, gap, bend-limit, radii, start"),
                Arguments.of("gap-out-of-range.json", 6, "spine \"gap\" is 0, outside 2 to 40 px"),
                Arguments.of("joints-not-whole.json", 6, "spine \"joints\" is 26.5; it must be a whole number"),
                Arguments.of("no-spine.json", 1, "the creature has no \"spine\" (joints, gap, bend-limit, radii)"),
                Arguments.of("schema-newer.json", 2, "schema 2 is newer than the version this app reads (1)"),
                Arguments.of("unknown-brain.json", 7, "brain \"kind\" is \"teleport\"; it must be one of follow, swim, seek, arrive, wander, flee, blend, pulse, crawl, moods"),
                Arguments.of("brain-wrong-key.json", 7, "unknown key \"brake-radius\" in brain; it has kind, rate, speed-cap, stand-off, face-ease"),
                Arguments.of("duplicate-key.json", 7, "\"rate\" is given twice (first on line 7)"),
                Arguments.of("leg-joint-outside.json", 9, "legs.at[0] \"joint\" is 30, outside 1 to 25 (a spine joint behind the head)"),
                Arguments.of("bad-colour.json", 7, "skin \"fill\" is \"green\"; write a colour as #rrggbb"),
                Arguments.of("huge-number.json", 5, "stage.path \"period\" is 1e400, too large to hold"),
                Arguments.of("number-as-text.json", 4, "stage \"width\" must be a number, not a text"),
                Arguments.of("side-legs-without-ground.json", 8, "side-legs stand on a ground: give the stage a \"ground\" (the side view)"),
                Arguments.of("side-legs-one-set.json", 9, "side-legs needs a leg in set 0 and one in set 1 (one set stands while the other steps)"),
                Arguments.of("pulse-squeeze-too-long.json", 7, "brain \"squeeze-time\" must be shorter than the \"period\" (the bell must also let go)"),
                Arguments.of("moods-slow-inside-stop.json", 9, "brain \"slow-radius\" must be larger than \"stop-radius\" (braking needs room)"),
                Arguments.of("pace-not-from-zero.json", 7, "the first pace step must be from 0"),
                Arguments.of("crawl-with-bend-limit.json", 6, "a crawling spine lies on its trail: remove the spine's \"bend-limit\""),
                Arguments.of("too-many-tentacles.json", 10, "more than 16 tentacles in all (counting each fan's count)"),
                Arguments.of("point-body-bend-limit.json", 6, "a bend limit needs a spine of at least 3 joints (a bend is between two bones)"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("broken")
    void refusedWithFileLineAndReason(String name, int line, String reason) {
        Path file = DIR.resolve(name);
        CreatureFileError e = assertThrows(CreatureFileError.class, () -> CreatureReader.read(file));
        assertEquals(file.toString(), e.file());
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(reason, e.reason());
        assertEquals(file + ":" + line + ": " + reason, e.getMessage());
    }

    @Test
    void everyBrokenFileHasItsExpectedMessage() throws Exception {
        try (Stream<Path> files = Files.list(DIR)) {
            assertEquals(broken().count(), files.count(), "a broken file without an expected message, or the reverse");
        }
    }

    /** The file each broken one was made from reads: the faults above are the only faults. */
    @Test
    void theGoodFileReads() throws Exception {
        String good = Files.readString(DIR.resolve("gap-out-of-range.json")).replace("\"gap\": 0", "\"gap\": 12");
        assertEquals(12, CreatureReader.parse("good.json", good).spine().gap());
    }

    @Test
    void aMissingFileAndAFolderAreRefusedToo() {
        CreatureFileError missing = assertThrows(CreatureFileError.class, () -> CreatureReader.read(DIR.resolve("nothing.json")));
        assertEquals("not found", missing.reason());
        CreatureFileError folder = assertThrows(CreatureFileError.class, () -> CreatureReader.read(DIR));
        assertEquals("a folder, not a creature file", folder.reason());
    }
}
