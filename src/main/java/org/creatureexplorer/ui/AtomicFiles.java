package org.creatureexplorer.ui;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.creatureexplorer.lesson.FileProblems;

/**
 * Writes files completely or not at all: each into a temporary file beside it, then one rename.
 * The temporary file is created like any new file, so the result gets the user's umask (a
 * classmate can read the exported figure), not the owner-only mode of a JDK temp file. On any
 * failure no temporary file is left behind.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    @FunctionalInterface
    public interface Writer {
        void write(OutputStream out) throws IOException;
    }

    public static void write(Path target, Writer writer) throws IOException {
        writeAll(Map.of(target, writer));
    }

    /**
     * Writes several files that belong together (a CSV and its sidecar): all are written to
     * temporary files first, then renamed into place; if any step fails, every target is left
     * as it was (an earlier one already renamed is put back) and the exception is thrown.
     */
    public static void writeAll(Map<Path, Writer> targets) throws IOException {
        Map<Path, Path> temps = new LinkedHashMap<>();
        List<Placed> moved = new ArrayList<>();
        boolean done = false;
        try {
            for (Map.Entry<Path, Writer> e : targets.entrySet()) {
                Path tmp = newTempBeside(e.getKey(), ".tmp");
                temps.put(e.getKey(), tmp);
                try (OutputStream out = Files.newOutputStream(tmp)) {
                    e.getValue().write(out);
                }
            }
            for (Map.Entry<Path, Path> e : temps.entrySet()) {
                Path target = e.getKey();
                Path backup = null;
                if (temps.size() > 1 && Files.isRegularFile(target)) {
                    backup = newTempBeside(target, ".old");
                    move(target, backup);
                }
                Placed placed = new Placed(target, backup);
                moved.add(placed);
                move(e.getValue(), target);
                placed.inPlace = true;
            }
            done = true;
        } catch (AccessDeniedException | FileSystemLoopException e) {
            // Java's message is only the path; say what is wrong.
            throw new IOException("cannot write " + targets.keySet().iterator().next() + ": " + FileProblems.reason(e), e);
        } finally {
            if (!done) undo(moved);
            for (Path tmp : temps.values()) Files.deleteIfExists(tmp);
            if (done) for (Placed m : moved) if (m.backup != null) Files.deleteIfExists(m.backup);
        }
    }

    /** A target of writeAll: where its old content went, and whether the new one is in place. */
    private static final class Placed {
        final Path target;
        final Path backup;
        boolean inPlace;

        Placed(Path target, Path backup) {
            this.target = target;
            this.backup = backup;
        }
    }

    /** Puts back what a failed writeAll had already replaced; best effort, newest first. */
    private static void undo(List<Placed> moved) {
        for (int i = moved.size() - 1; i >= 0; i--) {
            Placed m = moved.get(i);
            try {
                if (m.backup != null) move(m.backup, m.target);
                else if (m.inPlace) Files.deleteIfExists(m.target);
            } catch (IOException e) {
                // The original error is the one to report; nothing more can be done here.
            }
        }
    }

    /** A new empty file beside {@code target}, created with the default (umask) permissions. */
    private static Path newTempBeside(Path target, String suffix) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        if (dir == null) throw new IOException(target + " is not in a folder");
        String problem = FileProblems.whyNotAFolder(dir);
        if (problem != null) throw new IOException("the folder " + dir + ": " + (problem.equals("no such folder") ? "does not exist" : problem));
        for (int attempt = 0; ; attempt++) {
            Path tmp = dir.resolve("." + target.getFileName() + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + suffix);
            try {
                return Files.createFile(tmp);
            } catch (FileAlreadyExistsException e) {
                if (attempt > 100) throw e;
            } catch (IOException e) {
                // Java names only the temporary file; say why the folder takes none.
                throw new IOException("the folder " + dir + " does not take new files: " + whyNoNewFiles(dir, e), e);
            }
        }
    }

    /** Why a file cannot be created in the folder {@code dir}, which exists: permissions, a read-only or a system file system. */
    static String whyNoNewFiles(Path dir, IOException e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            // The folder is there, yet creating in it says "no such file": a file system of the kernel's (proc, sysfs).
            try {
                String type = Files.getFileStore(dir).type();
                return "it is on a " + type + " file system, the system's own, which holds no saved files; choose another folder";
            } catch (IOException | RuntimeException unknown) {
                return "the system refuses new files there; choose another folder";
            }
        }
        return FileProblems.reason(e);
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
