package org.creatureexplorer.catalog;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.model.Scenario;

/**
 * Every headless scenario {@code measure} can run, by name: a view of the catalogue, each
 * lesson's declared scenario once, in lesson order (lessons that share a world share one
 * scenario object).
 */
public final class Scenarios {
    private Scenarios() {}

    private static final class Holder {
        static final List<Scenario> ALL = collect(LessonCatalog.all());
    }

    static List<Scenario> collect(List<Lesson<?>> lessons) {
        Map<String, Scenario> byName = new HashMap<>();
        List<Scenario> out = new ArrayList<>();
        for (Lesson<?> lesson : lessons) {
            Scenario s = lesson.scenario();
            if (s == null) continue;
            Scenario seen = byName.putIfAbsent(s.name(), s);
            if (seen == null) {
                out.add(s);
            } else if (seen != s) {
                throw new IllegalStateException("two different scenarios are named " + s.name() + " (the second from lesson " + lesson.id()
                        + "): lessons sharing a world pass the same scenario object");
            }
        }
        return List.copyOf(out);
    }

    public static List<Scenario> all() { return Holder.ALL; }

    public static Optional<Scenario> byName(String name) {
        return all().stream().filter(s -> s.name().equals(name)).findFirst();
    }

    public static List<String> names() { return all().stream().map(Scenario::name).toList(); }
}
