package org.creatureexplorer.model;

import org.creatureexplorer.sim.Vec2;

/**
 * A world whose creature follows one target, which another world may drive: the gallery
 * moves one target on one figure-eight and hands it, scaled into each tile's stage, to all
 * nine worlds before each of their steps, so all nine follow the same path.
 */
public interface SharedTarget {

    /**
     * The target the next {@link World#step()} follows, in this world's stage pixels, in place
     * of the world's own figure-eight and pointer. Once driven, a world keeps following the
     * last driven point; the driver sets it before every step.
     */
    void driveTarget(Vec2 target);

    /** The target the last step followed (where the creature was steered), in stage pixels. */
    Vec2 followedTarget();

    /** The creature's lead point (its head, or its body), in stage pixels: where it is, to compare creatures. */
    Vec2 leadPoint();
}
