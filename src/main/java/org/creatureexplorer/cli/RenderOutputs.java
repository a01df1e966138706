package org.creatureexplorer.cli;

import java.io.IOException;
import java.nio.file.Path;
import org.creatureexplorer.ui.ClipRecorder;
import org.creatureexplorer.ui.LessonView;
import org.creatureexplorer.ui.Worksheet;

/** The files {@code render} makes besides the window picture: {@code --clip} (GIF) and {@code --worksheet} (HTML). */
final class RenderOutputs {
    private RenderOutputs() {}

    /** {@code --clip=SECONDS [--fps=N]}; the clip's width is {@code --width} (default 960), its height follows the stage. */
    static ClipRecorder.Settings clipSettings(Options o, boolean withCharts) {
        if (o.named.containsKey("fps") && !o.named.containsKey("clip")) throw new UsageError("--fps goes with --clip=SECONDS");
        if (o.named.containsKey("height")) throw new UsageError("--height does not go with --clip: the clip's height follows the stage's shape");
        double seconds;
        String text = o.named.get("clip");
        try {
            seconds = org.creatureexplorer.model.Numbers.parseDecimal(text.trim());
        } catch (NumberFormatException e) {
            throw new UsageError("--clip=" + org.creatureexplorer.model.Numbers.quote(text) + " is not a plain decimal number of seconds; expected more than 0 to 60");
        }
        if (!(seconds > 0 && seconds <= ClipRecorder.MAX_SECONDS)) {
            throw new UsageError("--clip=" + org.creatureexplorer.model.Numbers.quote(text) + " is out of range; expected more than 0 to 60 seconds");
        }
        int fps = o.intOption("fps", ClipRecorder.DEFAULT_FPS, 1, 60);
        int width = o.intOption("width", ClipRecorder.DEFAULT_WIDTH, 160, 3840);
        return new ClipRecorder.Settings(seconds, fps, width, withCharts);
    }

    static void clip(LessonView view, org.creatureexplorer.ui.Look look, ClipRecorder.Settings settings, Path file) {
        ClipRecorder clip = Offscreen.onEdt(() -> ClipRecorder.of(view, look, settings));
        try {
            clip.write(file);
        } catch (IOException e) {
            throw new UsageError("cannot write " + file + ": " + e.getMessage());
        }
    }

    static void worksheet(LessonView view, Path file) {
        Worksheet sheet = Offscreen.onEdt(() -> Worksheet.from(view));
        try {
            sheet.write(file);
        } catch (IOException e) {
            throw new UsageError("cannot write " + file + ": " + e.getMessage());
        }
    }
}
