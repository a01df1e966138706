package org.creatureexplorer.app;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The app's version, as the build wrote it: the Maven project's version, filtered into
 * {@code version.properties} beside this class (so the classes of a test run know it too, not
 * only the jar). Read by {@code --version} and the window's Help.
 */
public final class Version {
    private Version() {}

    private static final String VERSION = read();

    /** The version, e.g. {@code 0.1.0}; "unknown" when the build did not fill it in. */
    public static String number() { return VERSION; }

    /** The one line {@code --version} prints and Help shows. */
    public static String line() { return "Creature Explorer " + VERSION; }

    private static String read() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) return "unknown";
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "").trim();
            // An unfiltered copy (a build that skipped resource filtering) still says ${...}.
            return v.isEmpty() || v.startsWith("${") ? "unknown" : v;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
