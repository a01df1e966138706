package org.creatureexplorer.sim;

import org.creatureexplorer.sim.Vec2;

/**
 * A target that runs a figure-eight while no pointer is over the stage, eases toward the
 * pointer while one is, and eases back to the curve when it leaves (the same behaviour as
 * the chain lesson's target). Shared by every lesson whose creature follows the pointer.
 */
public final class IdleTarget {
    /** How quickly the target blends toward the pointer, or back to the figure-eight, per second. */
    public static final double EASE = 4;

    private final FigureEight path;
    private final double phaseSeconds;
    /** The path's clock when it runs at a changing pace (the pet's script), else null: the path's own time. */
    private final Pace pace;
    private Vec2 position;
    private Vec2 pointer;
    private Vec2 lastPointer;
    private double pointerWeight;
    /** Set when another world drives this target (the gallery): then the target is simply that point. */
    private Vec2 driven;

    /** @param phaseSeconds how far along the curve the target starts, in seconds of its period */
    public IdleTarget(FigureEight path, double phaseSeconds) { this(path, phaseSeconds, null); }

    /** A target whose curve runs at {@code pace} (null: steadily), starting {@code phaseSeconds} along it. */
    public IdleTarget(FigureEight path, double phaseSeconds, Pace pace) {
        this.path = path;
        this.phaseSeconds = phaseSeconds;
        this.pace = pace;
        position = path.at(phaseSeconds);
    }

    private IdleTarget(IdleTarget from) {
        path = from.path;
        phaseSeconds = from.phaseSeconds;
        pace = from.pace; // a pure function of time: shared
        position = from.position;
        pointer = from.pointer;
        lastPointer = from.lastPointer;
        pointerWeight = from.pointerWeight;
        driven = from.driven;
    }

    /** An independent target in the same state (for a world's copy). */
    public IdleTarget copy() { return new IdleTarget(this); }

    /** Seconds of the curve's own time at simulated time {@code t}, counted from its start. */
    private double along(double t) { return pace == null ? t : pace.pathTime(t); }

    /** Moves the target for simulated time {@code timeSeconds}, one tick of {@code dt} after the last. */
    public Vec2 update(double timeSeconds, double dt) {
        if (driven != null) return position = driven;
        double goal = pointer != null ? 1 : 0;
        pointerWeight += (goal - pointerWeight) * (1 - Math.exp(-EASE * dt));
        Vec2 idle = path.at(phaseSeconds + along(timeSeconds));
        position = lastPointer == null ? idle : idle.lerp(lastPointer, pointerWeight);
        return position;
    }

    public void pointerAt(Vec2 p) {
        pointer = p;
        lastPointer = p;
    }

    public void pointerLeft() { pointer = null; }

    /** From the next {@link #update} on, the target is {@code p} (until driven elsewhere): the curve and pointer no longer move it. */
    public void drive(Vec2 p) { driven = p; }

    public Vec2 position() { return position; }

    /** The pointer's stage position while it is over the stage, else null. */
    public Vec2 pointer() { return pointer; }

    public FigureEight path() { return path; }

    /** Where the curve is at {@code timeSeconds} (without the pointer). */
    public Vec2 onCurve(double timeSeconds) { return path.at(phaseSeconds + along(timeSeconds)); }

    /**
     * {@code count} points {@code gap} apart laid back along the curve from its start, as if a
     * creature had been following it: so tick 0 already looks alive.
     */
    public Vec2[] pointsBehindStart(int count, double gap) {
        Vec2[] pts = new Vec2[count];
        pts[0] = path.at(phaseSeconds);
        double s = 0;
        for (int i = 1; i < count; i++) {
            Vec2 c = pts[i - 1];
            while (c.distanceTo(pts[i - 1]) < gap && s < 600) {
                s += 0.002;
                c = path.at(phaseSeconds - s);
            }
            pts[i] = c;
        }
        return pts;
    }
}
