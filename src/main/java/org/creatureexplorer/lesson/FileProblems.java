package org.creatureexplorer.lesson;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * What went wrong with a file, in words that name the real cause: "permission denied", "a
 * symbolic link loop", "is a file, not a folder", rather than Java's bare path in a message.
 */
public final class FileProblems {
    private FileProblems() {}

    /** The cause of {@code e} in a few words, never just the path again. */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof FileSystemLoopException) return "a symbolic link loop (a link that leads back to itself)";
        if (e instanceof NoSuchFileException) return "not found";
        if (e instanceof NotDirectoryException n) return n.getFile() + " is a file, not a folder";
        if (e instanceof FileAlreadyExistsException f) {
            return Files.isDirectory(Path.of(f.getFile())) ? f.getFile() + " already exists" : f.getFile() + " is a file, not a folder";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) return plain(f.getReason());
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** Why a path that is not a readable regular file cannot be read (a loop, a folder, missing). */
    public static String whyNotReadable(Path file) {
        if (Files.isSymbolicLink(file) && !Files.exists(file)) {
            try {
                file.toRealPath();
                return "not found";
            } catch (IOException e) {
                return loopOr(e, "a link to nothing (its target is missing)");
            }
        }
        if (Files.isDirectory(file)) return "a folder, not a file";
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            try {
                file.toRealPath();
            } catch (IOException e) {
                return loopOr(e, "not found");
            }
        }
        if (!Files.isReadable(file)) return "permission denied";
        return "not a regular file";
    }

    /** Why {@code dir} cannot be used as a folder to read from, or null when it can. */
    public static String whyNotAFolder(Path dir) {
        if (Files.isDirectory(dir)) return Files.isReadable(dir) ? null : "permission denied";
        if (Files.isRegularFile(dir)) return "is a file, not a folder";
        try {
            dir.toRealPath();
        } catch (IOException e) {
            return loopOr(e, "no such folder");
        }
        return "not a folder";
    }

    /** The message for a folder that could not be created (render --out, exports). */
    public static String cannotCreateFolder(Path dir, IOException e) {
        if (Files.isRegularFile(dir)) return "cannot use " + dir + " as the output folder: it is a file";
        if (Files.isSymbolicLink(dir) && !Files.exists(dir)) {
            // The folder is itself a link that resolves to nothing: a loop, or a link whose target is gone.
            try {
                dir.toRealPath();
            } catch (IOException broken) {
                return "cannot create folder " + dir + ": " + loopOr(broken, "a link to nothing (its target is missing)");
            }
        }
        String why = reason(e);
        if (e instanceof FileSystemException f && f.getReason() != null && isLoop(f.getReason())) why = reason(new FileSystemLoopException(f.getFile()));
        return "cannot create folder " + dir + ": " + why;
    }

    private static String loopOr(IOException e, String otherwise) {
        if (e instanceof FileSystemException f && f.getReason() != null && isLoop(f.getReason())) {
            return reason(new FileSystemLoopException(f.getFile()));
        }
        return e instanceof AccessDeniedException ? "permission denied" : otherwise;
    }

    private static boolean isLoop(String reason) {
        return reason.toLowerCase(Locale.ROOT).contains("too many levels of symbolic links");
    }

    private static String plain(String reason) {
        if (isLoop(reason)) return "a symbolic link loop (a link that leads back to itself)";
        return reason.isEmpty() ? reason : Character.toLowerCase(reason.charAt(0)) + reason.substring(1);
    }
}
