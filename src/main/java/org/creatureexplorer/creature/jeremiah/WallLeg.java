package org.creatureexplorer.creature.jeremiah;

import org.creatureexplorer.sim.SplitMix64;
import org.creatureexplorer.sim.Vec2;

/**
 * One of Jeremiah's legs: a hip on the body, a foot gripping a wall of the box, a knee
 * between them on two springs ({@link SpringKnee}).
 * <p>Each frame the hip's closest point on the box is found. The planted foot stays put
 * unless that closest point is on a different edge, or more than {@link #STEP_DISTANCE} px
 * from the foot along the edge; then the foot lands, in this same frame, at a random spot on
 * the closest point's edge within {@link #LANDING_RANGE} px either side of it (clamped to the edge).
 */
public final class WallLeg {
    public static final double STEP_DISTANCE = 400;
    public static final double LANDING_RANGE = 200;
    public static final double MIN_REST = 90;
    public static final double MAX_REST = 150;
    /**
     * A knee pulled exactly onto the hip-foot line has no side left to bend to. When the leg is
     * back within reach and its knee is closer than this to the line, the knee is set this far
     * out on the side it last bent to (the zero-length-vector fallback of this rule).
     */
    public static final double SIDE_FLOOR = 0.5;

    private double hipRest;
    private double footRest;
    private Box.Spot foot;
    private Vec2 footPosition;
    private Vec2 hip;
    private Vec2 knee;
    private int bendSide;
    private SpringKnee.Moves lastMoves = new SpringKnee.Moves(Vec2.ZERO, Vec2.ZERO);
    private Box.Spot closest;
    private boolean stepped;
    private long steps;

    /**
     * A leg planted near its hip's closest wall spot, knee bent {@code 40} px to {@code bendSide}
     * (+1: clockwise of hip to foot on screen, -1: the other way).
     */
    public WallLeg(Vec2 hip, double hipRest, double footRest, int bendSide, SplitMix64 rng) {
        this.hip = hip;
        this.hipRest = hipRest;
        this.footRest = footRest;
        this.bendSide = bendSide >= 0 ? 1 : -1;
        closest = Box.closest(hip);
        land(rng);
        stepped = false;
        Vec2 along = footPosition.minus(hip).directionOr(Vec2.UNIT_X);
        knee = hip.lerp(footPosition, 0.5).plus(along.perp().times(40 * this.bendSide));
    }

    private WallLeg(WallLeg from) {
        hipRest = from.hipRest;
        footRest = from.footRest;
        foot = from.foot;
        footPosition = from.footPosition;
        hip = from.hip;
        knee = from.knee;
        bendSide = from.bendSide;
        lastMoves = from.lastMoves;
        closest = from.closest;
        stepped = from.stepped;
        steps = from.steps;
    }

    /** An independent leg in the same state (for a world's copy). */
    public WallLeg copy() { return new WallLeg(this); }

    private void land(SplitMix64 rng) {
        double offset = rng.nextDouble(-LANDING_RANGE, LANDING_RANGE);
        foot = new Box.Spot(closest.edge(), Box.clampAlong(closest.along() + offset));
        footPosition = foot.position();
        stepped = true;
        steps++;
    }

    /** True when a foot at {@code foot} must step for a hip whose closest wall spot is {@code closest}. */
    public static boolean mustStep(Box.Spot foot, Box.Spot closest) {
        return foot.edge() != closest.edge() || Math.abs(foot.along() - closest.along()) > STEP_DISTANCE;
    }

    /** One frame: the hip is now at {@code hip}; step if needed, then one move of the knee. */
    public void update(Vec2 hip, SplitMix64 rng) {
        this.hip = hip;
        stepped = false;
        closest = Box.closest(hip);
        if (mustStep(foot, closest)) land(rng);
        lastMoves = SpringKnee.moves(knee, hip, footPosition, hipRest, footRest);
        Vec2 fromHip = lastMoves.fromHip(), fromFoot = lastMoves.fromFoot();
        knee = new Vec2(knee.x() + (fromHip.x() + fromFoot.x()), knee.y() + (fromHip.y() + fromFoot.y())); // knee.plus(total())
        double offset = SpringKnee.side(knee, hip, footPosition);
        if (Math.abs(offset) >= 1) {
            bendSide = offset > 0 ? 1 : -1;
        } else if (Math.abs(offset) < SIDE_FLOOR && inReach()) {
            Vec2 perp = footPosition.minus(hip).directionOr(Vec2.UNIT_X).perp();
            knee = knee.plus(perp.times(bendSide * SIDE_FLOOR - offset));
        }
    }

    public boolean inReach() { return hip.distanceTo(footPosition) < hipRest + footRest; }

    public Vec2 hip() { return hip; }

    public Vec2 knee() { return knee; }

    public Vec2 foot() { return footPosition; }

    public Box.Spot footSpot() { return foot; }

    /** The hip's closest spot on the box at the last update. */
    public Box.Spot closest() { return closest; }

    public boolean steppedThisFrame() { return stepped; }

    public long steps() { return steps; }

    public double hipRest() { return hipRest; }

    public double footRest() { return footRest; }

    public void setRests(double hipRest, double footRest) {
        this.hipRest = hipRest;
        this.footRest = footRest;
    }

    public int bendSide() { return bendSide; }

    /** This frame's two knee moves (from the hip spring, from the foot spring). */
    public SpringKnee.Moves lastMoves() { return lastMoves; }

    public double hipError() { return knee.distanceTo(hip) - hipRest; }

    public double footError() { return knee.distanceTo(footPosition) - footRest; }
}
