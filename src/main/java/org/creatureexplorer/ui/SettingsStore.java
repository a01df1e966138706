package org.creatureexplorer.ui;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.TreeMap;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Where {@link Settings} keep their values: the app's settings file, or a java.util.prefs node
 * (tests). Each change is merged into what is stored at that moment, key by key, so two copies
 * of the app at once keep each other's changes.
 */
interface SettingsStore {
    /** Everything stored now; throws {@link Unreadable} when the store holds something that is not settings. */
    Map<String, String> read() throws IOException;

    /** Puts {@code key} (or removes it, for a null value) into what is stored now, leaving every other key as it is. */
    void change(String key, String value) throws IOException;

    /** Forgets every setting. */
    void clear() throws IOException;

    /** Whatever was set aside when {@link #read} found the store unreadable (a file's new name), for the note. */
    final class Unreadable extends IOException {
        Unreadable(String message) { super(message); }
    }

    /**
     * The settings file: UTF-8 lines {@code key=value}. Java's own store (java.util.prefs in
     * ~/.java) writes its whole cached copy back, and detects another copy's writes only by file
     * times of a second's grain: two windows at once lost each other's settings. Here every
     * change takes a lock on a file beside it, reads the file as it is now, changes the one key
     * and writes the whole under a new name, then renames it into place, so a reader sees the old
     * file or the new one, never half of one.
     */
    final class FileStore implements SettingsStore {
        /** Larger than any settings this app writes (each lesson's overlays are a few dozen bytes). */
        static final int MAX_BYTES = 256 * 1024;
        private static final Object IN_THIS_RUN = new Object();
        private final Path file;

        FileStore(Path file) { this.file = file; }

        Path path() { return file; }

        @Override public Map<String, String> read() throws IOException { return locked(this::readNow); }

        @Override public void change(String key, String value) throws IOException {
            locked(() -> {
                Map<String, String> now;
                try {
                    now = readNow();
                } catch (Unreadable e) {
                    now = new TreeMap<>(); // set aside already: start it again
                }
                if (value == null) now.remove(key); else now.put(key, value);
                writeNow(now);
                return null;
            });
        }

        @Override public void clear() throws IOException {
            locked(() -> {
                writeNow(new TreeMap<>());
                return null;
            });
        }

        private interface Work<T> {
            T run() throws IOException;
        }

        /**
         * Runs {@code work} holding the lock beside the file: the operating system's lock between
         * copies of the app, a monitor within this one (a JVM cannot lock one file twice).
         */
        private <T> T locked(Work<T> work) throws IOException {
            synchronized (IN_THIS_RUN) {
                Files.createDirectories(file.toAbsolutePath().getParent());
                try (FileChannel channel = FileChannel.open(file.resolveSibling(file.getFileName() + ".lock"),
                        StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                     FileLock lock = channel.lock()) {
                    return work.run();
                }
            }
        }

        /** The file as it is now; an unreadable one is renamed aside (so the next start is clean) and reported. */
        private Map<String, String> readNow() throws IOException {
            Map<String, String> values = new TreeMap<>();
            if (!Files.exists(file)) return values;
            String problem = null;
            try {
                if (Files.size(file) > MAX_BYTES) {
                    problem = "larger than " + MAX_BYTES / 1024 + " KB";
                } else {
                    problem = parse(Files.readString(file, StandardCharsets.UTF_8), values);
                }
            } catch (CharacterCodingException e) {
                problem = "not UTF-8 text";
            }
            if (problem == null) return values;
            Path aside = file.resolveSibling(file.getFileName() + ".unreadable");
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            throw new Unreadable(file + " was " + problem + "; kept as " + aside);
        }

        /** Fills {@code values} from the file's text; the problem when a line is not a setting, else null. */
        static String parse(String text, Map<String, String> values) {
            int lineNo = 0;
            for (String line : text.split("\n", -1)) {
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) continue;
                int eq = line.indexOf('=');
                String key = eq > 0 ? line.substring(0, eq) : "";
                if (!key.matches("[A-Za-z0-9._-]{1,80}") || line.chars().anyMatch(c -> c < 0x20 && c != '\t')) {
                    return "not a settings file (line " + lineNo + ")";
                }
                values.put(key, line.substring(eq + 1));
            }
            return null;
        }

        private void writeNow(Map<String, String> values) throws IOException {
            StringBuilder sb = new StringBuilder("# Creature Explorer's settings, written by the app (one key=value a line).\n");
            values.forEach((k, v) -> sb.append(k).append('=').append(v).append('\n'));
            AtomicFiles.write(file, out -> out.write(sb.toString().getBytes(StandardCharsets.UTF_8)));
        }
    }

    /** A java.util.prefs node: settings kept for this run of the JVM (tests), or the old store to carry over. */
    final class NodeStore implements SettingsStore {
        private final Preferences node;

        NodeStore(Preferences node) { this.node = node; }

        @Override public Map<String, String> read() throws IOException {
            Map<String, String> values = new TreeMap<>();
            try {
                for (String key : node.keys()) {
                    String v = node.get(key, null);
                    if (v != null) values.put(key, v);
                }
            } catch (BackingStoreException | IllegalStateException e) {
                throw new Unreadable("the preferences cannot be read: " + e.getMessage());
            }
            return values;
        }

        @Override public void change(String key, String value) throws IOException {
            try {
                if (value == null) node.remove(key); else node.put(key, value);
            } catch (IllegalArgumentException | IllegalStateException e) {
                throw new IOException(e.getMessage(), e);
            }
        }

        /** Writes the node to disk now (java.util.prefs otherwise does so every 30 s and at exit). */
        void flush() {
            try {
                node.flush();
            } catch (BackingStoreException | IllegalStateException e) {
                // preferences are a convenience; failing to store them must never stop the app
            }
        }

        @Override public void clear() throws IOException {
            try {
                node.clear();
                node.flush();
            } catch (BackingStoreException | IllegalStateException e) {
                throw new IOException(e.getMessage(), e);
            }
        }
    }
}
