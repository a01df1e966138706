package org.creatureexplorer.sim;

/**
 * The idle target path: a 1:2 Lissajous curve through a centre point, one horizontal swing
 * for every two vertical swings, so it crosses itself at the centre like an 8 on its side.
 */
public record FigureEight(Vec2 centre, double halfWidth, double halfHeight, double periodSeconds) {

    public Vec2 at(double timeSeconds) {
        double phase = 2 * Math.PI * timeSeconds / periodSeconds;
        return new Vec2(centre.x() + halfWidth * Math.sin(phase),
                        centre.y() + halfHeight * Math.sin(2 * phase));
    }
}
