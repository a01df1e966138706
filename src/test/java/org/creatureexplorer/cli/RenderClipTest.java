package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.creatureexplorer.ui.ClipRecorderTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** render --clip: the file, its frames and size; bad options are one line and exit 2. */
class RenderClipTest {
    @TempDir Path dir;

    @Test
    void clipWritesLessonIdGifWithSecondsTimesFpsFrames() throws Exception {
        CommandsTest.Result r = CommandsTest.run("render", "--clip=0.5", "--fps=12", "--width=320", "--out=" + dir, "fold");
        assertEquals(0, r.code(), r.err());
        Path gif = dir.resolve("fold.gif");
        assertEquals(List.of(gif.toString()), r.lines());
        assertTrue(Files.size(gif) > 0);
        assertEquals(6, ClipRecorderTest.read(gif).frames().size());
        assertEquals(320, ClipRecorderTest.read(gif).width());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--clip=0", "--clip=61", "--clip=abc", "--clip=1e400", "--fps=30", "--clip=2 --fps=0", "--clip=2 --fps=61",
            "--clip=2 --height=300", "--clip=2 --worksheet", "--clip=2 --width=100"})
    void badClipOptionsAreRefused(String options) {
        String[] opts = options.split(" ");
        String[] args = new String[opts.length + 3];
        args[0] = "render";
        System.arraycopy(opts, 0, args, 1, opts.length);
        args[opts.length + 1] = "--out=" + dir;
        args[opts.length + 2] = "chain";
        CommandsTest.Result r = CommandsTest.run(args);
        assertEquals(2, r.code(), options + ": " + r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }
}
