package org.creatureexplorer.world.skeletons;

import java.util.List;
import org.creatureexplorer.model.FixedTickWorld;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamKey;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.SeriesSpec;
import org.creatureexplorer.model.Trail;
import org.creatureexplorer.model.WorldScenario;
import org.creatureexplorer.sim.DistanceConstraint;
import org.creatureexplorer.sim.Easing;
import org.creatureexplorer.sim.FigureEight;
import org.creatureexplorer.sim.Vec2;

/**
 * Lesson "one rule": an anchor and a point joined by the distance constraint. The anchor
 * idles along a slow figure-eight (or goes where it is dragged); every tick the point is
 * placed back on the circle around the anchor, nearest to where it was.
 */
public final class DistanceWorld extends FixedTickWorld {
    public static final String ANCHOR = "anchor";
    public static final String POINT = "point";

    public static final ParamKey<Double> LENGTH = ParamKey.number("length", "link length L", "px", 10, 200, 80, 1, true);
    public static final List<ParamSpec> PARAMS = ParamKey.specs(LENGTH);

    private static final List<SeriesSpec> SERIES = List.of(
            new SeriesSpec("anchor_x", "anchor x", "px"),
            new SeriesSpec("anchor_y", "anchor y", "px"),
            new SeriesSpec("before_x", "point x before the fix", "px"),
            new SeriesSpec("before_y", "point y before the fix", "px"),
            new SeriesSpec("point_x", "point x", "px"),
            new SeriesSpec("point_y", "point y", "px"),
            new SeriesSpec("distance_before", "distance before the fix", "px"),
            new SeriesSpec("distance_after", "distance after the fix", "px"),
            new SeriesSpec("correction", "correction length", "px"));

    static final FigureEight IDLE_PATH = new FigureEight(new Vec2(240, 150), 150, 70, 12);
    /** How fast a released anchor eases back onto its idle path, per second. */
    static final double RETURN_RATE = 3;

    private double length;
    private Vec2 anchor;
    private Vec2 point;
    private Vec2 before;
    private Vec2 lastDirection = new Vec2(-1, 0);
    private Vec2 anchorDrag;
    private Vec2 pointDrag;
    private final Trail<Vec2> trail;
    static final int TRAIL_LENGTH = 150;

    public DistanceWorld(ParamValues p) {
        super(480, 300);
        trail = new Trail<>(TRAIL_LENGTH);
        length = LENGTH.in(p);
        anchor = IDLE_PATH.at(0);
        point = anchor.plus(lastDirection.times(length));
        before = point;
    }

    private DistanceWorld(DistanceWorld from) {
        super(from);
        length = from.length;
        anchor = from.anchor;
        point = from.point;
        before = from.before;
        lastDirection = from.lastDirection;
        anchorDrag = from.anchorDrag;
        pointDrag = from.pointDrag;
        trail = from.trail.copy();
    }

    @Override public DistanceWorld copy() { return new DistanceWorld(this); }

    @Override public void step() {
        tick++;
        Vec2 idle = IDLE_PATH.at(timeSeconds());
        anchor = anchorDrag != null ? anchorDrag : Easing.toward(anchor, idle, RETURN_RATE, DT);
        before = pointDrag != null ? pointDrag : point;
        point = DistanceConstraint.place(before, anchor, length, lastDirection);
        lastDirection = point.minus(anchor).directionOr(lastDirection);
        trail.add(point);
    }

    @Override public List<SeriesSpec> series() { return SERIES; }

    @Override public void sample(double[] out) {
        out[0] = anchor.x();
        out[1] = anchor.y();
        out[2] = before.x();
        out[3] = before.y();
        out[4] = point.x();
        out[5] = point.y();
        out[6] = before.distanceTo(anchor);
        out[7] = point.distanceTo(anchor);
        out[8] = point.distanceTo(before);
    }

    @Override public List<Handle> handles() {
        return List.of(new Handle(POINT, "P", point), new Handle(ANCHOR, "A", anchor));
    }

    @Override public void apply(Input input) {
        if (input instanceof Input.Drag d) {
            if (d.handleId().equals(ANCHOR)) { anchorDrag = d.position(); anchor = d.position(); }
            if (d.handleId().equals(POINT)) { pointDrag = d.position(); point = d.position(); before = d.position(); }
        } else if (input instanceof Input.Release r) {
            if (r.handleId().equals(ANCHOR)) anchorDrag = null;
            if (r.handleId().equals(POINT)) pointDrag = null;
        } else if (input instanceof Input.SetParam s && LENGTH.isSetBy(s)) {
            length = LENGTH.from(s);
        }
    }

    public Vec2 anchor() { return anchor; }

    public Vec2 point() { return point; }

    /** Where the point was just before this tick's fix (the ghost). */
    public Vec2 before() { return before; }

    public double length() { return length; }

    /** The point's positions over the last ticks, oldest first. */
    public List<Vec2> trail() { return trail.toList(); }

    /** True while a dragged point waits for the next tick to be fixed. */
    public boolean pointHeld() { return pointDrag != null; }

    /** What {@code measure distance} runs: this world, tick by tick, printed as CSV. */
    public static final Scenario SCENARIO = new WorldScenario("distance", "one point kept at a fixed distance from an anchor on a slow figure-eight",
            PARAMS, 600, DistanceWorld::new);
}
