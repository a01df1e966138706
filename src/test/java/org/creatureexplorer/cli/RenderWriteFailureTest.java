package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** render writes through AtomicFiles: when the final rename fails, no temporary file is left behind. */
class RenderWriteFailureTest {

    @Test
    void aFailedWriteLeavesNoTempFile(@TempDir Path dir) throws Exception {
        // A folder with the PNG's name, not empty, so the rename onto it must fail.
        Path blocker = Files.createDirectories(dir.resolve("chain.png"));
        Files.writeString(blocker.resolve("keep.txt"), "in the way");

        CommandsTest.Result r = CommandsTest.run("render", "--out=" + dir, "--width=640", "--height=400", "--ticks=1", "chain");

        assertNotEquals(0, r.code(), "the write must fail");
        assertTrue(r.err().contains("cannot write"), r.err());
        try (Stream<Path> files = Files.list(dir)) {
            List<String> names = files.map(p -> p.getFileName().toString()).sorted().toList();
            assertEquals(List.of("chain.png"), names, "only the folder that was in the way");
        }
        assertTrue(Files.isDirectory(blocker) && Files.exists(blocker.resolve("keep.txt")), "the folder is untouched");
    }
}
