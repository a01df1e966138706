package org.creatureexplorer.cli;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;

/** Lesson ids on a command line: none means every lesson; an unknown one is a usage error. */
final class LessonArgs {
    private LessonArgs() {}

    static List<Lesson<?>> resolve(List<String> ids) {
        if (ids.isEmpty()) return LessonCatalog.all();
        List<Lesson<?>> out = new ArrayList<>();
        for (String id : ids) {
            out.add(LessonCatalog.byId(id).orElseThrow(() ->
                    new UsageError("unknown lesson " + id + "; one of " + String.join(", ", LessonCatalog.ids()))));
        }
        return out;
    }
}
