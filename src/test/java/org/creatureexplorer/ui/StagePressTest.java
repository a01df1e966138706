package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.World;
import org.junit.jupiter.api.Test;

/** Presses on the stage away from handles reach only the lessons that ask for them. Runs headless. */
class StagePressTest {

    private static List<Input> pressAndRelease(String lessonId, double stageX, double stageY) {
        Lesson<?> lesson = LessonCatalog.byId(lessonId).orElseThrow();
        World world = lesson.createWorld(lesson.defaultParams());
        List<Input> inputs = new ArrayList<>();
        StageView view = new StageView(lesson, () -> world, inputs::add);
        view.setSize(600, 600);
        double scale = view.scale();
        int x = (int) Math.round((600 - world.stageWidth() * scale) / 2 + stageX * scale);
        int y = (int) Math.round((600 - world.stageHeight() * scale) / 2 + stageY * scale);
        long now = System.currentTimeMillis();
        view.dispatchEvent(new MouseEvent(view, MouseEvent.MOUSE_PRESSED, now, MouseEvent.BUTTON1_DOWN_MASK, x, y, 1, false, MouseEvent.BUTTON1));
        view.dispatchEvent(new MouseEvent(view, MouseEvent.MOUSE_RELEASED, now + 50, 0, x, y, 1, false, MouseEvent.BUTTON1));
        return inputs;
    }

    @Test
    void aLessonThatWantsPressesGetsPressedThenReleased() {
        List<Input> in = pressAndRelease("head-orbit", 100, 500);
        assertEquals(2, in.size(), in.toString());
        Input.PointerPressed p = assertInstanceOf(Input.PointerPressed.class, in.get(0));
        assertEquals(100, p.position().x(), 1.5);
        assertEquals(500, p.position().y(), 1.5);
        assertInstanceOf(Input.PointerReleased.class, in.get(1));
    }

    @Test
    void otherLessonsGetNothingFromAPressAwayFromHandles() {
        assertTrue(pressAndRelease("spring-body", 100, 500).isEmpty());
    }

    @Test
    void aPressOnAHandleStillDragsIt() {
        // The single leg's hip is a handle at (170, 300): dragging wins over the press.
        List<Input> in = pressAndRelease("spring-knee", 170, 300);
        assertInstanceOf(Input.Drag.class, in.get(0));
        assertEquals("hip", ((Input.Drag) in.get(0)).handleId());
        assertInstanceOf(Input.Release.class, in.get(1));
        assertEquals(2, in.size());
    }

    @Test
    void aClickOnAGalleryTileAsksForThatTilesLesson() {
        Lesson<?> lesson = LessonCatalog.byId("gallery").orElseThrow();
        World world = lesson.createWorld(lesson.defaultParams());
        List<Input> inputs = new ArrayList<>();
        List<String> opened = new ArrayList<>();
        StageView view = new StageView(lesson, () -> world, inputs::add);
        view.setOnOpenLesson(opened::add);
        view.setSize(900, 600);
        // Reading order: snake, koi, lizard / octopus, caterpillar, jellyfish / spider, pet, pond.
        String[] expected = {"chain", "koi", "legs", "octopus", "caterpillar", "jellyfish", "spider", "pet", "pond"};
        for (int cell = 0; cell < 9; cell++) {
            double cx = (cell % 3 + 0.5) * world.stageWidth() / 3;
            double cy = (cell / 3 + 0.5) * world.stageHeight() / 3;
            var at = view.toComponent(new org.creatureexplorer.sim.Vec2(cx, cy));
            long now = System.currentTimeMillis();
            view.dispatchEvent(new MouseEvent(view, MouseEvent.MOUSE_PRESSED, now, MouseEvent.BUTTON1_DOWN_MASK,
                    (int) Math.round(at.getX()), (int) Math.round(at.getY()), 1, false, MouseEvent.BUTTON1));
            view.dispatchEvent(new MouseEvent(view, MouseEvent.MOUSE_RELEASED, now + 50, 0,
                    (int) Math.round(at.getX()), (int) Math.round(at.getY()), 1, false, MouseEvent.BUTTON1));
            assertEquals(expected[cell], opened.get(opened.size() - 1), "tile " + cell);
            assertTrue(LessonCatalog.byId(expected[cell]).isPresent(), expected[cell] + " is a lesson");
        }
        assertEquals(9, opened.size());
        assertTrue(inputs.stream().noneMatch(i -> i instanceof Input.PointerPressed), "a tile click is not a press on the world");
    }
}
