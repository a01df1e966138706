package org.creatureexplorer.creature;

import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.Vec2;

/**
 * The gallery's koi, whole: a {@link KoiSwimmer} head, the 14-joint angle-limited chain
 * (13 px gaps, bend limit 0.35 rad) following it, side fins opened by the bend at joints 2 to 4,
 * and a tail fin that is a damped angular spring chasing the last segment's direction (so it
 * trails the body's swing instead of being glued to it).
 */
public final class Koi {
    public static final int JOINTS = KoiBody.REFERENCE_JOINTS;
    public static final double GAP = 13;
    public static final double MAX_BEND = 0.35;
    /** Tail spring stiffness, 1/s^2, and damping, 1/s: at the 2 Hz wiggle the fin trails by about 130 ms. */
    public static final double TAIL_STIFFNESS = 90;
    public static final double TAIL_DAMPING = 13;

    private final KoiSwimmer swimmer;
    private final AngleChain chain;
    private final double[] radii;
    private double tailStiffness = TAIL_STIFFNESS;
    private double tailDamping = TAIL_DAMPING;
    private final TailFin tailFin;

    /** A koi with its head at {@code head} facing {@code heading}, the body trailing straight behind. */
    public Koi(Vec2 head, double heading, double maxBend) {
        swimmer = new KoiSwimmer(head, heading, KoiSwimmer.CRUISE);
        Vec2[] pts = new Vec2[JOINTS];
        for (int i = 0; i < JOINTS; i++) pts[i] = head.minus(Vec2.polar(GAP * i, heading));
        chain = new AngleChain(pts, GAP, maxBend, Vec2.polar(1, heading));
        radii = new double[JOINTS];
        for (int i = 0; i < JOINTS; i++) radii[i] = KoiBody.radius(i, JOINTS);
        tailFin = new TailFin(tailAngle());
    }

    private Koi(Koi from) {
        swimmer = from.swimmer.copy();
        chain = from.chain.copy();
        radii = from.radii.clone();
        tailStiffness = from.tailStiffness;
        tailDamping = from.tailDamping;
        tailFin = from.tailFin.copy();
    }

    /** An independent koi in the same state (for a world's copy). */
    public Koi copy() { return new Koi(this); }

    /** One tick: the head swims toward {@code target}, the chain follows, the tail fin's spring moves. */
    public void swim(Vec2 target, double dt) {
        swimmer.swim(target, dt);
        chain.follow(swimmer.head(), Vec2.polar(1, swimmer.travelAngle()));
        tailFin.chase(tailAngle(), tailStiffness, tailDamping, dt);
    }

    /** The last segment's direction, pointing backward (from joint n-2 to the tail), rad. */
    public double tailAngle() {
        int t = JOINTS - 1;
        return Math.atan2(chain.jointY(t) - chain.jointY(t - 1), chain.jointX(t) - chain.jointX(t - 1));
    }

    /** The tail fin's absolute direction, rad in (-pi, pi]. */
    public double tailFinAngle() { return tailFin.angle(); }

    /** Summed signed bend at joints 2 to 4 (what opens the side fins), rad. */
    public double finBendSum() {
        double sum = 0;
        for (int i = 2; i <= 4; i++) sum += chain.signedBendAt(i);
        return sum;
    }

    /** Opening of the side fin on {@code side} (+1 right, -1 left), rad. */
    public double finOpening(int side) { return KoiBody.finOpening(finBendSum(), side); }

    /** True when some joint's bend was clamped this tick. */
    public boolean atLimit() { return chain.jointsAtLimit() > 0; }

    /** The body for drawing: joints and the koi's radii. */
    public Body body() {
        Vec2[] pts = new Vec2[JOINTS];
        for (int i = 0; i < JOINTS; i++) pts[i] = chain.joint(i);
        return Body.adopt(pts, radii); // both stay as they are: pts is new, the radii never change after the constructor
    }

    public void setMaxBend(double maxBend) { chain.setMaxBend(maxBend); }

    public void setTailSpring(double stiffness, double damping) {
        tailStiffness = stiffness;
        tailDamping = damping;
    }

    public void setWiggle(double amplitude) { swimmer.setWiggle(amplitude); }

    public AngleChain chain() { return chain; }

    public KoiSwimmer swimmer() { return swimmer; }

    public double radius(int i) { return radii[i]; }

    public Vec2 tail() { return chain.joint(JOINTS - 1); }
}
