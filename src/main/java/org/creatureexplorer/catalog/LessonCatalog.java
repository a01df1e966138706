package org.creatureexplorer.catalog;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;

/**
 * Every lesson, in teaching order: by part, then by the {@code order} in its text's front matter.
 * Nobody lists the lessons: {@link LessonScan} finds every {@link LessonProvider} class under
 * {@code org.creatureexplorer.lessons} on the classpath. The catalogue sits above the contract
 * ({@code lesson}) and the lessons ({@code lessons.*}), so neither depends on the other through it.
 */
public final class LessonCatalog {
    private LessonCatalog() {}

    /** Built on first use, after {@code --lessons DIR} has set where the texts (and so titles) come from. */
    private static final class Holder {
        static final List<Lesson<?>> ALL = load();
    }

    private static List<Lesson<?>> load() {
        List<Lesson<?>> lessons = LessonScan.providers(LessonScan.LESSONS_PACKAGE).stream()
                .map(LessonProvider::lesson)
                .sorted(Comparator.comparing((Lesson<?> l) -> l.part()).thenComparingInt(Lesson::order).thenComparing(Lesson::id))
                .toList();
        if (lessons.isEmpty()) throw new IllegalStateException("no lessons found under " + LessonScan.LESSONS_PACKAGE);
        for (int i = 1; i < lessons.size(); i++) {
            Lesson<?> a = lessons.get(i - 1), b = lessons.get(i);
            if (a.id().equals(b.id())) throw new IllegalStateException("two lessons have the id " + a.id());
            if (a.part() == b.part() && a.order() == b.order()) {
                throw new IllegalStateException("lessons " + a.id() + " and " + b.id() + " both have part " + a.part().number()
                        + ", order " + a.order() + " in their front matter");
            }
        }
        return lessons;
    }

    public static List<Lesson<?>> all() { return Holder.ALL; }

    public static Optional<Lesson<?>> byId(String id) {
        return all().stream().filter(l -> l.id().equals(id)).findFirst();
    }

    /** "1.2" for the second lesson of part 1. */
    public static String number(Lesson<?> lesson) {
        int n = 0;
        for (Lesson<?> l : all()) {
            if (l.part() == lesson.part()) n++;
            if (l == lesson) break;
        }
        return lesson.part().number() + "." + n;
    }

    public static List<String> ids() { return all().stream().map(Lesson::id).toList(); }
}
