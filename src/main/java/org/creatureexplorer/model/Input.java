package org.creatureexplorer.model;

import org.creatureexplorer.sim.Vec2;

/**
 * Everything from outside that can change a world. Inputs are logged against the tick at
 * which they arrived, so replaying the log from tick 0 rebuilds any earlier state exactly.
 */
public sealed interface Input {
    /** The pointer is over the stage at this stage position (no button needed). */
    record PointerAt(Vec2 position) implements Input {}

    /** The pointer has left the stage: idle motion resumes. */
    record PointerLeft() implements Input {}

    /** A handle is being dragged to this stage position. */
    record Drag(String handleId, Vec2 position) implements Input {}

    /** The drag of a handle has ended. */
    record Release(String handleId) implements Input {}

    /**
     * The pointer button went down on the stage away from every handle. Sent only to lessons
     * that ask for presses ({@code Lesson.Builder.wantsPointerPress()}), for example to apply
     * a "while the mouse is held" rule.
     */
    record PointerPressed(Vec2 position) implements Input {}

    /** The button of a {@link PointerPressed} came up (wherever the pointer is by then). */
    record PointerReleased() implements Input {}

    /** A live parameter changed (parameters that need a restart never arrive here). */
    record SetParam(String name, double value) implements Input {}

    /** A lesson-specific button, such as "fold test". */
    record Action(String name) implements Input {}
}
