package org.creatureexplorer.lesson;

import java.awt.Graphics2D;
import org.creatureexplorer.model.World;

/** Draws a world on the stage, in stage pixels; the caller has already scaled to fit. */
@FunctionalInterface
public interface StagePainter<W extends World> {
    void paint(Graphics2D g, W world, StageStyle style);
}
