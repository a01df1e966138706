package org.creatureexplorer.i18n;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The names directly inside a folder of the classpath, whether it is a folder
 * ({@code target/classes/i18n}) or in the app's jar: how the languages and their catalogue
 * files are found without a list to keep up to date.
 */
final class ResourceFolder {
    private ResourceFolder() {}

    /**
     * File and folder names (a folder's without its slash) directly in {@code dir}, sorted; empty
     * when there is none. The jar is found through the folder entry of {@code dir}'s first part
     * ({@code i18n/}), so a file added to the jar by hand ({@code jar uf app.jar i18n/de/ui.po})
     * is found without a folder entry of its own.
     */
    static TreeSet<String> list(String dir) {
        return new TreeSet<>(LISTED.computeIfAbsent(dir, ResourceFolder::read)); // the classpath does not change
    }

    private static final java.util.Map<String, TreeSet<String>> LISTED = new java.util.concurrent.ConcurrentHashMap<>();

    private static TreeSet<String> read(String dir) {
        int slash = dir.indexOf('/');
        String top = slash < 0 ? dir : dir.substring(0, slash);
        TreeSet<String> names = new TreeSet<>();
        try {
            Enumeration<URL> roots = ResourceFolder.class.getClassLoader().getResources(top);
            while (roots.hasMoreElements()) {
                URL url = roots.nextElement();
                if (url.getProtocol().equals("file")) {
                    Path folder = slash < 0 ? Path.of(url.toURI()) : Path.of(url.toURI()).resolve(dir.substring(slash + 1));
                    if (!Files.isDirectory(folder)) continue;
                    try (Stream<Path> children = Files.list(folder)) {
                        children.forEach(p -> names.add(p.getFileName().toString()));
                    }
                } else if (url.getProtocol().equals("jar")) {
                    inJar(url, dir, names);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir + " on the classpath", e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot list " + dir + " on the classpath", e);
        }
        return names;
    }

    private static void inJar(URL url, String dir, TreeSet<String> names) throws IOException {
        JarURLConnection connection = (JarURLConnection) url.openConnection();
        connection.setUseCaches(false);
        String prefix = dir + "/";
        try (JarFile jar = connection.getJarFile()) {
            for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                String entry = e.nextElement().getName();
                if (!entry.startsWith(prefix) || entry.length() == prefix.length()) continue;
                String child = entry.substring(prefix.length());
                int slash = child.indexOf('/');
                names.add(slash < 0 ? child : child.substring(0, slash));
            }
        }
    }
}
