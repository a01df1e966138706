package org.creatureexplorer.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonText;
import org.creatureexplorer.model.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LessonCatalogTest {

    @Test
    void theScanFindsOneLessonPerTextAndNothingElse() throws Exception {
        Set<String> texts;
        try (Stream<Path> files = Files.list(Path.of("lessons"))) {
            texts = files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".md"))
                    .map(n -> n.substring(0, n.length() - 3)).collect(Collectors.toCollection(TreeSet::new));
        }
        assertEquals(texts, new TreeSet<>(LessonCatalog.ids()));
        assertEquals(texts.size(), LessonCatalog.ids().size(), "no id twice");
    }

    @Test
    void lessonsAreInPartThenFrontMatterOrderAndNumberedFromIt() {
        List<Lesson<?>> all = LessonCatalog.all();
        for (int i = 1; i < all.size(); i++) {
            Lesson<?> a = all.get(i - 1), b = all.get(i);
            assertTrue(a.part().compareTo(b.part()) < 0 || a.part() == b.part() && a.order() < b.order(), a.id() + " before " + b.id());
        }
        for (Lesson<?> l : all) {
            LessonText.Doc doc = LessonText.load(l.id());
            assertEquals(doc.front().get("title"), l.title(), l.id());
            assertEquals(doc.front().get("part"), String.valueOf(l.part().number()), l.id());
            long before = all.stream().filter(o -> o.part() == l.part() && o.order() < l.order()).count();
            assertEquals(l.part().number() + "." + (before + 1), LessonCatalog.number(l));
        }
    }

    @Test
    void everyLessonsScenarioIsMeasurableByNameAndSharedWorldsShareOne() {
        for (Lesson<?> l : LessonCatalog.all()) {
            Scenario s = l.scenario();
            assertSame(s, Scenarios.byName(s.name()).orElseThrow(), l.id());
        }
        List<String> names = Scenarios.names();
        assertEquals(names.size(), new TreeSet<>(names).size(), "names are unique");
        // Every scenario the old central registry listed is still there (knee and fabrik print no ticks).
        assertEquals(new TreeSet<>(List.of("distance", "chain", "fold", "bodies", "knee", "fabrik", "lizard", "spider", "steer",
                "wander", "head-orbit", "spring-body", "spring-knee", "feeler", "jeremiah", "graze", "pet")), new TreeSet<>(names));
        assertSame(LessonCatalog.byId("seek").orElseThrow().scenario(), LessonCatalog.byId("cap").orElseThrow().scenario());
    }

    @Test
    void twoScenariosWithOneNameAreRefused() {
        Lesson<?> seek = LessonCatalog.byId("seek").orElseThrow();
        Lesson<?> knee = LessonCatalog.byId("knee").orElseThrow();
        assertEquals(List.of(seek.scenario(), knee.scenario()), Scenarios.collect(List.of(seek, knee, seek)));
        Lesson<?> otherKnee = org.creatureexplorer.lessons.skeletons.KneeLesson.create();
        assertThrows(IllegalStateException.class, () -> Scenarios.collect(List.of(knee, otherKnee)));
    }

    @Test
    void aTeachersTextSetsTheTitleAndABrokenOneFallsBackToTheAppsCopy(@TempDir Path dir) throws Exception {
        String bundled = LessonText.heading("knee").title();
        Path prior = LessonText.folder();
        try {
            LessonText.setFolder(dir);
            Files.writeString(dir.resolve("knee.md"), "---\nid: knee\ntitle: Knees, edited\npart: 1\norder: 5\n---\n# K\n");
            assertEquals("Knees, edited", LessonText.heading("knee").title());
            Files.writeString(dir.resolve("knee.md"), "---\nid: knee\ntitle: Knees, broken\npart: one\n---\n# K\n");
            assertEquals(bundled, LessonText.heading("knee").title());
            assertEquals(5, LessonText.heading("knee").order());
        } finally {
            LessonText.setFolder(prior);
        }
    }
}
