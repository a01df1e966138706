package org.creatureexplorer.world.workshop;

import org.creatureexplorer.sim.Fabrik;
import org.creatureexplorer.sim.SmoothNoise;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;

/**
 * A FABRIK tentacle on a spine joint, as the octopus lesson reaches: its point sits on a fan
 * around the target ({@code fanRadius} px out, at {@code angle} from the head's heading), swayed
 * by smooth noise; each tick is a warm start of {@code iterations} iterations from last tick's
 * shape, laid straight toward the point first when the point is out of reach.
 */
final class TentaclePart {
    /** A tip within this of its point counts as on it (the octopus lesson's 1 px). */
    static final double ON_POINT = 1;
    /** The octopus's sway: lattice steps of the noise per second. */
    static final double SWAY_RATE = 0.6;

    private final CreatureDoc.Tentacle spec;
    private final Fabrik fabrik;
    private final SmoothNoise swayX;
    private final SmoothNoise swayY;
    private double goalX;
    private double goalY;

    TentaclePart(CreatureDoc.Tentacle spec, Vec2 root, long seed, int index) {
        this.spec = spec;
        swayX = new SmoothNoise(seed * 1_000_003L + 2L * index);
        swayY = new SmoothNoise(seed * 1_000_003L + 2L * index + 1);
        fabrik = new Fabrik(spec.links() + 1, spec.gap(), root, Vec2.UNIT_X);
    }

    /** Places the point for time {@code t} (s) around {@code target}, facing {@code heading}, and reaches for it from {@code root}. */
    void reach(Vec2 root, Vec2 target, double heading, double t) {
        double fanAngle = heading + spec.angle();
        double sx = (2 * swayX.at(t * SWAY_RATE) - 1) * spec.sway(), sy = (2 * swayY.at(t * SWAY_RATE) - 1) * spec.sway();
        double swayLength = Vec2.norm(sx, sy);
        if (swayLength > spec.sway()) {
            double cut = spec.sway() / swayLength;
            sx *= cut;
            sy *= cut;
        }
        goalX = target.x() + spec.fanRadius() * Math.cos(fanAngle) + sx;
        goalY = target.y() + spec.fanRadius() * Math.sin(fanAngle) + sy;
        Vec2 goal = goal();
        fabrik.setAnchor(root);
        if (goal.distanceTo(root) > fabrik.length()) fabrik.hang(goal.minus(root));
        for (int i = 0; i < spec.iterations(); i++) {
            fabrik.backwardPass(goal);
            fabrik.forwardPass();
        }
    }

    Vec2 goal() { return new Vec2(goalX, goalY); }

    double tipError() { return Vec2.norm(fabrik.jointX(fabrik.size() - 1) - goalX, fabrik.jointY(fabrik.size() - 1) - goalY); }

    boolean onTarget() { return tipError() <= ON_POINT; }

    Fabrik fabrik() { return fabrik; }

    int joint() { return spec.joint(); }
}
