package org.creatureexplorer.lessons.workshop;

import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.world.workshop.WorkshopLive;

/** Lesson 6.1: the workshop, a creature built from the parts the lessons taught, tuned while it plays. */
public final class WorkshopLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<WorkshopLive> create() {
        return WorkshopLessons.base("workshop")
                .params(WorkshopLessons.workshopParams())
                .chart(WorkshopLessons.SPEED)
                .chart(WorkshopLessons.GAP)
                .chart(WorkshopLessons.BEND)
                .chart(WorkshopLessons.COUNTS)
                .world(v -> new WorkshopLive(WorkshopLessons.design(v), WorkshopLessons.designs(v)))
                .followsPointer()
                .description("The workshop: a creature built from the lessons' parts (a spine of body circles, and legs, fins, "
                        + "tentacles, strands or feelers), following a red target on a figure-eight or the pointer.")
                .pointerHint("Move the pointer over the stage: the creature follows it. Add, remove and tune its parts beside the charts.")
                .build();
    }
}
