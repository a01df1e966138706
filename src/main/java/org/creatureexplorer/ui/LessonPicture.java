package org.creatureexplorer.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.creatureexplorer.i18n.Tr;

/**
 * Whether a picture a lesson text names may be shown. Swing's HTML view decodes a picture whole,
 * on its own: a 194 KB PNG of 40,000 x 40,000 px decodes to 6.4 GB. So before the text names a
 * file to it, the file must be inside the lesson file's folder once every symbolic link is
 * followed ({@code shadow.png -> /etc/shadow} is refused), and its header, read without
 * decoding, must say a PNG, JPEG or GIF of at most {@value #MAX_SIDE} px a side and
 * {@value #MAX_DECODED_MB} MB decoded. Runs where the text is parsed, off the event thread.
 */
final class LessonPicture {
    /** Longest side shown, in pixels: four times a classroom projector's width. */
    static final int MAX_SIDE = 4096;
    /** Largest picture decoded (at 4 bytes a pixel), in MB: 2,048 x 2,048 px. */
    static final int MAX_DECODED_MB = 16;
    /** Largest file read, in MB (a small picture with a huge file is padding, or not a picture). */
    static final int MAX_FILE_MB = 16;
    /** What the HTML view can draw (Toolkit images); ImageIO reads more (BMP, TIFF) that would show blank. */
    private static final Set<String> SHOWN_FORMATS = Set.of("png", "jpeg", "gif");

    /**
     * The outcome: the file to show ({@code file} set), or why not ({@code refusal}); both null
     * when the name is not a local file at all (a web address, an absolute path, ../, missing).
     */
    record Verdict(Path file, String refusal) {
        static final Verdict NOT_LOCAL = new Verdict(null, null);

        static Verdict refused(String why) { return new Verdict(null, why); }
    }

    private LessonPicture() {}

    /** The verdict on {@code destination} as written in a text whose file is in {@code folder} (null: inside the app). */
    static Verdict check(String destination, Path folder) {
        if (folder == null || destination == null || destination.isBlank()) return Verdict.NOT_LOCAL;
        // A scheme (http:, https:, file:, jar:, C:) or an absolute path is never local.
        if (destination.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*") || destination.startsWith("/") || destination.startsWith("\\")) {
            return Verdict.NOT_LOCAL;
        }
        Path base;
        Path file;
        try {
            base = folder.toAbsolutePath().normalize();
            file = base.resolve(destination).normalize();
        } catch (InvalidPathException e) {
            return Verdict.NOT_LOCAL;
        }
        if (!file.startsWith(base) || !Files.exists(file)) return Verdict.NOT_LOCAL;
        Path real;
        try {
            // The name stays inside the folder; a link in it may not lead out of it.
            real = file.toRealPath();
            if (!real.startsWith(base.toRealPath())) return Verdict.refused(Tr.t("it leads outside the lessons folder"));
        } catch (IOException e) {
            return Verdict.NOT_LOCAL;
        }
        if (!Files.isRegularFile(real)) return Verdict.NOT_LOCAL;
        String problem = headerProblem(real);
        return problem == null ? new Verdict(real, null) : Verdict.refused(problem);
    }

    /** Why the file's size or header rules it out, or null when it may be decoded. */
    private static String headerProblem(Path file) {
        try {
            long bytes = Files.size(file);
            if (bytes > MAX_FILE_MB * 1048576L) {
                return Tr.f("the file is %,d MB; a picture file may be at most %d MB", (bytes + 1048575) / 1048576, MAX_FILE_MB);
            }
            try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
                Iterator<ImageReader> readers = in == null ? null : ImageIO.getImageReaders(in);
                if (readers == null || !readers.hasNext()) return Tr.t("the file is not a picture (PNG, JPEG or GIF)");
                ImageReader reader = readers.next();
                try {
                    String format = reader.getFormatName().toLowerCase(Locale.ROOT);
                    if (!SHOWN_FORMATS.contains(format)) return Tr.f("a %s picture; the text shows PNG, JPEG and GIF", format.toUpperCase(Locale.ROOT));
                    reader.setInput(in, true, true);
                    return sizeProblem(reader.getWidth(0), reader.getHeight(0));
                } finally {
                    reader.dispose();
                }
            }
        } catch (IOException | RuntimeException e) {
            return Tr.t("the file is not a picture (PNG, JPEG or GIF)");
        }
    }

    /** Why a picture of this size is refused, or null when it is within the limits. */
    static String sizeProblem(int width, int height) {
        long decoded = 4L * width * height;
        if (width <= MAX_SIDE && height <= MAX_SIDE && decoded <= MAX_DECODED_MB * 1048576L) return null;
        return Tr.f("%,d x %,d px is %,d MB decoded; a picture may be at most %,d px a side and %d MB decoded",
                width, height, (decoded + 1048575) / 1048576, MAX_SIDE, MAX_DECODED_MB);
    }
}
