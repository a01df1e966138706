package org.creatureexplorer.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.creatureexplorer.lessons.skeletons.KneeLesson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LessonScanTest {

    /** The folder the lesson classes were compiled into (target/classes), found from one of them. */
    private static Path classesRoot() throws Exception {
        Path knee = Path.of(KneeLesson.class.getResource("KneeLesson.class").toURI());
        return knee.getParent().getParent().getParent().getParent().getParent();
    }

    @Test
    void theFolderScanFindsEveryTopLevelLessonClassAndNoNestedOnes() throws Exception {
        TreeSet<String> names = LessonScan.classNames(LessonScan.LESSONS_PACKAGE, LessonScan.class.getClassLoader());
        assertTrue(names.contains(KneeLesson.class.getName()));
        assertTrue(names.stream().noneMatch(n -> n.contains("$")), names.toString());
        assertEquals(LessonCatalog.all().size(), LessonScan.providers(LessonScan.LESSONS_PACKAGE).size());
    }

    @Test
    void aJarGivesTheSameNamesAsTheFolder(@TempDir Path dir) throws Exception {
        Path root = classesRoot();
        Path jar = dir.resolve("lessons.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(root)) {
            // Folders get entries of their own, as the jar and shade plugins write them.
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                String name = root.relativize(f).toString().replace('\\', '/');
                if (!(name + "/").startsWith("org/") || name.isEmpty()) continue;
                boolean folder = Files.isDirectory(f);
                if (!folder && !name.startsWith("org/creatureexplorer/lessons/")) continue;
                out.putNextEntry(new JarEntry(folder ? name + "/" : name));
                if (!folder) Files.copy(f, out);
                out.closeEntry();
            }
        }
        TreeSet<String> fromFolder;
        try (URLClassLoader folder = new URLClassLoader(new URL[] {root.toUri().toURL()}, null)) {
            fromFolder = LessonScan.classNames(LessonScan.LESSONS_PACKAGE, folder);
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            TreeSet<String> fromJar = LessonScan.classNames(LessonScan.LESSONS_PACKAGE, loader);
            assertTrue(fromJar.contains(KneeLesson.class.getName()), fromJar.toString());
            assertEquals(fromFolder, fromJar);
        }
    }
}
