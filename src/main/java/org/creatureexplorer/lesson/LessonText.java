package org.creatureexplorer.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds a lesson's Markdown text: {@code lessons/<id>.md} in the folder the app runs from
 * (so a teacher's edit shows without a rebuild), else the copy built into the jar.
 */
public final class LessonText {
    private LessonText() {}

    /** The text, or a Markdown message naming the file and the problem. Never throws. */
    public static String load(String lessonId) {
        Path local = Path.of("lessons", lessonId + ".md");
        if (Files.isRegularFile(local)) {
            try {
                return Files.readString(local, StandardCharsets.UTF_8);
            } catch (IOException | RuntimeException e) {
                return problem(local.toString(), e.getMessage());
            }
        }
        String resource = "/lessons/" + lessonId + ".md";
        try (InputStream in = LessonText.class.getResourceAsStream(resource)) {
            if (in == null) return problem("lessons/" + lessonId + ".md", "the file is missing (not next to the app, nor inside the jar)");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return problem(resource, e.getMessage());
        }
    }

    private static String problem(String file, String what) {
        return "## The lesson text could not be shown\n\n**" + file + "**: " + what
                + "\n\nThe lesson itself still runs: press play.\n";
    }
}
