package org.creatureexplorer.lessons.workshop;

import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.world.workshop.Challenge;
import org.creatureexplorer.world.workshop.WorkshopLive;

/** Lesson 6.2: a design judged live in one of the challenges' scenes, its pass or fail on the stage. */
public final class ChallengeLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<WorkshopLive> create() {
        return WorkshopLessons.base("challenges")
                .params(WorkshopLessons.challengeParams())
                .world(v -> new WorkshopLive(WorkshopLessons.design(v), Challenge.of(v.getChoice(WorkshopLessons.CHALLENGE))))
                .chart(ChartSpec.linear("The figure the challenge is decided on", "pairs, px or rad", "challenge_figure"))
                .chart(WorkshopLessons.SPEED)
                .chart(WorkshopLessons.BEND)
                .chart(WorkshopLessons.COUNTS)
                .description("A challenge: the judge puts the creature on its own stage and moves the target (a goal, a circling "
                        + "point, a threat); the verdict so far and its figures are written top left.")
                .pointerHint("The judge moves the target. Change the design beside the charts; each change runs the challenge again from the start.")
                .build();
    }
}
