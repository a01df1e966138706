package org.creatureexplorer.cli;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import javax.imageio.ImageIO;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.ui.ExplorerPanel;

/** {@code render}: each lesson as laid out in the window, after N ticks, to DIR/&lt;lesson-id&gt;.png. */
final class RenderCommand {
    static final String HELP = """
            usage: render [--out=DIR] [--width=W --height=H] [--ticks=N] [LESSON ...]
            Renders each lesson (stage, charts and text, as laid out in the window) after N ticks
            to DIR/<lesson-id>.png. Defaults: --out=screenshots --width=1600 --height=900 --ticks=240,
            every lesson.
            """;

    private RenderCommand() {}

    static int run(List<String> args, PrintStream out) {
        Options o = Options.parse(args);
        if (o.help) {
            out.print(HELP);
            return 0;
        }
        o.allowOnly("render", List.of("out", "width", "height", "ticks"));
        int width = o.intOption("width", 1600, 320, 7680);
        int height = o.intOption("height", 900, 240, 4320);
        int ticks = o.intOption("ticks", 240, 0, 1_000_000);
        String outText = o.named.getOrDefault("out", "screenshots");
        if (outText.isBlank()) throw new UsageError("--out= needs a folder name");
        Path dir = Path.of(outText);
        List<Lesson<?>> lessons = LessonArgs.resolve(o.words);
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UsageError("cannot create folder " + dir + ": " + e.getMessage());
        }
        for (Lesson<?> lesson : lessons) {
            BufferedImage img = Offscreen.onEdt(() -> {
                ExplorerPanel panel = Offscreen.panelFor(lesson, width, height);
                panel.current().advance(ticks);
                panel.current().refreshCharts();
                panel.current().stage().setBadge(null);
                return Offscreen.paint(panel);
            });
            Path file = dir.resolve(lesson.id() + ".png");
            try {
                // Written beside, then moved: a failed write never leaves half a PNG behind.
                Path tmp = Files.createTempFile(dir, lesson.id(), ".png.tmp");
                ImageIO.write(img, "png", tmp.toFile());
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                throw new UsageError("cannot write " + file + ": " + e.getMessage());
            }
            out.println(file);
        }
        return 0;
    }
}
