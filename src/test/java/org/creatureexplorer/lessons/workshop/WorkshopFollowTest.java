package org.creatureexplorer.lessons.workshop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.util.OptionalDouble;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.StageCamera;
import org.creatureexplorer.lessons.skeletons.LegsLesson;
import org.creatureexplorer.world.workshop.CreatureLibrary;
import org.creatureexplorer.world.workshop.WorkshopEdits;
import org.creatureexplorer.world.workshop.WorkshopLive;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Part 6 opens following its creature, in a view sized from the design in force: every library
 * creature is whole in it and spans a good share of it over a run, the size never breathes with
 * the pose, and it grows with the design.
 */
class WorkshopFollowTest {
    static final int TICKS = 1200;

    static java.util.List<String> creatures() { return CreatureLibrary.NAMES; }

    @Test
    void bothLessonsOpenFollowing() {
        for (Lesson<?> l : java.util.List.of(WorkshopLesson.create(), ChallengeLesson.create())) {
            assertTrue(l.hasCreature() && l.followsCreatureAtStart(), l.id());
        }
    }

    @ParameterizedTest
    @MethodSource("creatures")
    void theCreatureIsWholeAndLargeInItsView(String name) throws Exception {
        Lesson<WorkshopLive> lesson = WorkshopLesson.create();
        WorkshopLive live = new WorkshopLive(CreatureLibrary.open(name));
        StageCamera camera = new StageCamera(true);
        double width = lesson.followWidth(live), least = Double.POSITIVE_INFINITY;
        for (int t = 0; t <= TICKS; t++) {
            Rectangle2D view = camera.view(lesson, live), body = lesson.creature(live);
            // Whole as far as it is on the stage: a foot over the stage's edge is where the camera stops (it keeps to the field).
            Rectangle2D onStage = body.createIntersection(lesson.subject(live));
            assertTrue(view.contains(onStage), name + " at tick " + t + ": " + onStage + " outside " + view);
            assertEquals(width, lesson.followWidth(live), 0, name + ": the view's size is the design's, not the pose's");
            least = Math.min(least, Math.max(body.getWidth() / view.getWidth(), body.getHeight() / view.getHeight()));
            live.step();
        }
        // A one-disc body (the pet, 20 px) gets the narrowest view; every other design spans over a third of its view.
        if (width == WorkshopFollow.LEAST_WIDTH) assertEquals("pet", name);
        else assertTrue(least > 0.35, name + ": spans only " + least + " of its view at the least");
        assertTrue(width <= live.stageWidth(), name);
    }

    /** The calibration: the lizard is framed as lesson 2.2 frames its lizard. */
    @Test
    void theLizardGetsTheLegsLessonsView() throws Exception {
        WorkshopLive live = new WorkshopLive(CreatureLibrary.open("lizard"));
        // By hand from lizard.json: 15 gaps of 10 px, the widest disc 10.5 twice, thigh 22 + shin 20 on each side.
        assertEquals(15 * 10 + 2 * 10.5 + 2 * (22 + 20), WorkshopFollow.size(live.creature()), 1e-9);
        var legs = LegsLesson.create();
        double legsView = legs.followWidth(legs.createWorld(legs.defaultParams()));
        assertEquals(legsView, WorkshopFollow.width(live), 0.01 * legsView);
    }

    /** The spider's span of foot homes (84 px each side) and a step's lag (30 px) at each end. */
    @Test
    void theSideWalkersSizeIsItsFeet() throws Exception {
        assertEquals(2 * (84 + 30), WorkshopFollow.size(new WorkshopLive(CreatureLibrary.open("spider")).creature()), 1e-9);
    }

    @Test
    void aLongerSpineWidensTheView() throws Exception {
        CreatureDoc snake = CreatureLibrary.open("snake");
        CreatureDoc shorter = WorkshopEdits.spine(snake, 12, snake.spine().gap(), OptionalDouble.empty());
        WorkshopLive shortLive = new WorkshopLive(shorter), longLive = new WorkshopLive(snake);
        double a = WorkshopFollow.width(shortLive), b = WorkshopFollow.width(longLive);
        // Fourteen more joints 12 px apart, and the snake profile's widest disc sampled at 12 and at 26 joints, on both ends.
        double discs = 2 * (widest(longLive) - widest(shortLive));
        assertEquals((14 * 12 + discs) * WorkshopFollow.VIEW_PER_SIZE, b - a, 1e-9);
    }

    static double widest(WorkshopLive live) {
        double r = 0;
        for (int i = 0; i < live.creature().joints(); i++) r = Math.max(r, live.creature().radius(i));
        return r;
    }
}
