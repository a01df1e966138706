package org.creatureexplorer.ui;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.prefs.Preferences;

/**
 * Around the settings file: carrying over what an older version kept in java.util.prefs, and
 * whether another copy of the app is open on the same file.
 */
final class PreferenceStore {
    /** java.util.prefs' node of the versions before the settings file. */
    static final String OLD_NODE = "org/creatureexplorer";
    /** Held while this copy runs; the operating system lets it go when the process ends, however it ends. */
    private static FileLock presence;

    private PreferenceStore() {}

    /**
     * Copies the settings an older version kept in java.util.prefs into {@code store}, once (the
     * caller asks only while there is no settings file). Nothing is lost if it fails: the
     * window starts from the defaults. The JDK's warnings about its own file go nowhere: a
     * broken old store is simply not carried over.
     */
    static void carryOver(SettingsStore store) {
        Logger logger = Logger.getLogger("java.util.prefs");
        Handler quiet = new Handler() {
            @Override public void publish(LogRecord r) { }

            @Override public void flush() { }

            @Override public void close() { }
        };
        boolean parents = logger.getUseParentHandlers();
        logger.addHandler(quiet);
        logger.setUseParentHandlers(false);
        try {
            if (!Preferences.userRoot().nodeExists(OLD_NODE)) return;
            var old = new SettingsStore.NodeStore(Preferences.userRoot().node(OLD_NODE)).read();
            for (var e : old.entrySet()) store.change(e.getKey(), e.getValue());
        } catch (Exception e) {
            // an old store that cannot be read: start from the defaults
        } finally {
            logger.removeHandler(quiet);
            logger.setUseParentHandlers(parents);
        }
    }

    /**
     * True when another copy of the app holds {@code lockFile} (beside the settings file). Takes
     * it otherwise, for the others to see. A lock that cannot be made says false.
     */
    static synchronized boolean anotherWindowOpen(Path lockFile) {
        if (presence != null) return false;
        try {
            Files.createDirectories(lockFile.toAbsolutePath().getParent());
            FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                return true;
            }
            presence = lock;
            return false;
        } catch (OverlappingFileLockException e) {
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
