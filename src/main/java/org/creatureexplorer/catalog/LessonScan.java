package org.creatureexplorer.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.creatureexplorer.lesson.LessonProvider;

/**
 * Finds the lesson classes: every concrete {@link LessonProvider} in a package and its
 * sub-packages, read from the classpath, whether that is a folder ({@code target/classes}) or
 * the app's jar. No list to keep up to date: a new lesson class is found because it exists.
 * A jar is found through its entry for the package's folder, which Maven's jar and shade
 * plugins write (a jar without folder entries would show no lessons, and the catalogue says so).
 */
final class LessonScan {
    static final String LESSONS_PACKAGE = "org.creatureexplorer.lessons";

    private LessonScan() {}

    /** One instance of each provider class, in class-name order (the catalogue sorts them after). */
    static List<LessonProvider> providers(String pkg) {
        List<LessonProvider> out = new ArrayList<>();
        for (String name : classNames(pkg, LessonScan.class.getClassLoader())) {
            Class<?> c;
            try {
                c = Class.forName(name, false, LessonScan.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                throw new IllegalStateException("cannot load " + name + ": " + e, e);
            }
            if (!LessonProvider.class.isAssignableFrom(c) || c.isInterface() || java.lang.reflect.Modifier.isAbstract(c.getModifiers())) {
                continue;
            }
            try {
                out.add((LessonProvider) c.getDeclaredConstructor().newInstance());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(name + " is a LessonProvider but has no public no-argument constructor", e);
            }
        }
        return out;
    }

    /** Names of the top-level classes in {@code pkg} and below (nested and anonymous classes skipped). */
    static TreeSet<String> classNames(String pkg, ClassLoader loader) {
        String dir = pkg.replace('.', '/');
        TreeSet<String> names = new TreeSet<>();
        try {
            Enumeration<URL> roots = loader.getResources(dir);
            while (roots.hasMoreElements()) {
                URL url = roots.nextElement();
                if (url.getProtocol().equals("file")) {
                    fromFolder(Path.of(url.toURI()), pkg, names);
                } else if (url.getProtocol().equals("jar")) {
                    fromJar(url, dir, names);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the lesson classes", e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot list the lesson classes", e);
        }
        return names;
    }

    private static void fromFolder(Path root, String pkg, TreeSet<String> names) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(f -> isTopLevelClass(f.getFileName().toString())).forEach(f -> {
                String rel = root.relativize(f).toString().replace('\\', '/');
                names.add(pkg + "." + rel.substring(0, rel.length() - ".class".length()).replace('/', '.'));
            });
        }
    }

    private static void fromJar(URL url, String dir, TreeSet<String> names) throws IOException {
        JarURLConnection conn = (JarURLConnection) url.openConnection();
        conn.setUseCaches(false);
        try (JarFile jar = conn.getJarFile()) {
            Enumeration<JarEntry> entries = jar.entries();
            while (entries.hasMoreElements()) {
                String n = entries.nextElement().getName();
                String file = n.substring(n.lastIndexOf('/') + 1);
                if (n.startsWith(dir + "/") && isTopLevelClass(file)) {
                    names.add(n.substring(0, n.length() - ".class".length()).replace('/', '.'));
                }
            }
        }
    }

    private static boolean isTopLevelClass(String fileName) {
        return fileName.endsWith(".class") && !fileName.contains("$") && !fileName.equals("package-info.class");
    }
}
