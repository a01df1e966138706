package org.creatureexplorer.ui;

import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Part;

/**
 * The unit a lesson counts time in. Parts 2 to 4 count ticks (one tick is one frame at 60 per
 * second; their texts give speeds in px/tick and durations in ticks), except the pet, whose
 * moods are timed in seconds (0.6 s, 1.1 s). The toolbar clock and the charts' time axes use it,
 * so what the class reads on screen is the unit the text talks in.
 */
final class LessonTime {
    private LessonTime() {}

    static boolean countsInTicks(Lesson<?> lesson) {
        return lesson.part() != Part.SKELETONS && !lesson.id().equals("pet");
    }

    /** The time axis title in the lesson's unit. */
    static String axisTitle(Lesson<?> lesson) { return countsInTicks(lesson) ? "time (ticks)" : "time (s)"; }
}
