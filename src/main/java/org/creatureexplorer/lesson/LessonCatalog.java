package org.creatureexplorer.lesson;

import java.util.List;
import java.util.Optional;
import org.creatureexplorer.lessons.skeletons.BodiesLesson;
import org.creatureexplorer.lessons.jeremiah.FeelerLesson;
import org.creatureexplorer.lessons.jeremiah.HeadOrbitLesson;
import org.creatureexplorer.lessons.jeremiah.JeremiahLesson;
import org.creatureexplorer.lessons.jeremiah.SpringBodyLesson;
import org.creatureexplorer.lessons.jeremiah.SpringKneeLesson;
import org.creatureexplorer.lessons.skeletons.ChainLesson;
import org.creatureexplorer.lessons.skeletons.DistanceLesson;
import org.creatureexplorer.lessons.skeletons.FabrikLesson;
import org.creatureexplorer.lessons.skeletons.KneeLesson;
import org.creatureexplorer.lessons.skeletons.LegsLesson;
import org.creatureexplorer.lessons.skeletons.SpiderLesson;
import org.creatureexplorer.lessons.skeletons.FoldLesson;
import org.creatureexplorer.lessons.mannerisms.ArriveLesson;
import org.creatureexplorer.lessons.mannerisms.CapLesson;
import org.creatureexplorer.lessons.mannerisms.ComposeLesson;
import org.creatureexplorer.lessons.mannerisms.FleeLesson;
import org.creatureexplorer.lessons.mannerisms.SeekLesson;
import org.creatureexplorer.lessons.mannerisms.WanderLesson;
import org.creatureexplorer.lessons.blends.AlarmLesson;
import org.creatureexplorer.lessons.blends.BlendsLesson;
import org.creatureexplorer.lessons.blends.PetLesson;

/** Every lesson, in teaching order. Add a lesson here and it appears in the list, render and bench. */
public final class LessonCatalog {
    private LessonCatalog() {}

    private static final List<Lesson<?>> ALL = List.of(
            DistanceLesson.create(),
            ChainLesson.create(),
            FoldLesson.create(),
            BodiesLesson.create(),
            KneeLesson.create(),
            FabrikLesson.create(),
            LegsLesson.create(),
            SpiderLesson.create(),
            HeadOrbitLesson.create(),
            SpringBodyLesson.create(),
            SpringKneeLesson.create(),
            FeelerLesson.create(),
            JeremiahLesson.create(),
            SeekLesson.create(),
            ArriveLesson.create(),
            FleeLesson.create(),
            CapLesson.create(),
            WanderLesson.create(),
            ComposeLesson.create(),
            BlendsLesson.create(),
            AlarmLesson.create(),
            PetLesson.create());

    public static List<Lesson<?>> all() { return ALL; }

    public static Optional<Lesson<?>> byId(String id) {
        return ALL.stream().filter(l -> l.id().equals(id)).findFirst();
    }

    /** "1.2" for the second lesson of part 1. */
    public static String number(Lesson<?> lesson) {
        int n = 0;
        for (Lesson<?> l : ALL) {
            if (l.part() == lesson.part()) n++;
            if (l == lesson) break;
        }
        return lesson.part().number() + "." + n;
    }

    public static List<String> ids() { return ALL.stream().map(Lesson::id).toList(); }
}
