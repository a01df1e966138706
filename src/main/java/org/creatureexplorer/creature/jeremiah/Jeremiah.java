package org.creatureexplorer.creature.jeremiah;

import java.util.List;
import org.creatureexplorer.sim.SplitMix64;
import org.creatureexplorer.sim.Vec2;

/**
 * The whole creature. Only the head moves on its own; every other part reacts, every frame,
 * to the part it is attached to: head on its noise orbit, then the body on position springs,
 * then the legs on the body's hips (feet on the walls, knees on springs), then the feelers
 * trailing the head. Everything it holds is fixed in size: it can run for hours.
 */
public final class Jeremiah {
    public static final int SEGMENTS = 31;
    public static final double REST = 6;
    public static final double TAKE = 0.8;
    public static final int LEGS = 16;
    public static final int FEELERS = 50;
    public static final int FEELER_POINTS = 11;
    public static final double FEELER_PULL = 0.1;
    /** Frames over which steps are counted for "steps per second" (one second at 60 frames/s). */
    public static final int STEP_WINDOW = 60;

    private final NoiseOrbitHead head;
    private final SpringBody body;
    private final WallLeg[] legs;
    private final Feeler[] feelers;
    private final SplitMix64 rng;
    private final int[] stepRing;
    private int stepsInWindow;
    private int stepsThisFrame;
    private long frame;

    public Jeremiah(long seed) { this(seed, false); }

    /** @param held whether the mouse-held rule applies from the start */
    public Jeremiah(long seed, boolean held) {
        legs = new WallLeg[LEGS];
        feelers = new Feeler[FEELERS];
        stepRing = new int[STEP_WINDOW];
        rng = new SplitMix64(seed);
        head = new NoiseOrbitHead(seed, held);
        body = new SpringBody(alongOrbit(head, SEGMENTS + 2, REST), REST, TAKE);
        for (int k = 0; k < LEGS; k++) {
            int segment = hipSegment(k);
            Vec2 hip = body.point(segment);
            Vec2 towardTail = body.point(segment + 1).minus(hip);
            double hipRest = rng.nextDouble(WallLeg.MIN_REST, WallLeg.MAX_REST);
            double footRest = rng.nextDouble(WallLeg.MIN_REST, WallLeg.MAX_REST);
            Vec2 wall = Box.closest(hip).position().minus(hip);
            // Knees start bent toward the tail.
            int side = wall.perp().dot(towardTail) >= 0 ? 1 : -1;
            legs[k] = new WallLeg(hip, hipRest, footRest, side, rng);
        }
        for (int f = 0; f < FEELERS; f++) {
            Vec2 drift = new Vec2(rng.nextDouble(-1, 1), rng.nextDouble(-1, 1));
            feelers[f] = Feeler.atRest(head.position(), FEELER_POINTS, drift, FEELER_PULL);
        }
    }

    private Jeremiah(Jeremiah from) {
        head = from.head.copy();
        body = from.body.copy();
        legs = new WallLeg[from.legs.length];
        for (int k = 0; k < legs.length; k++) legs[k] = from.legs[k].copy();
        feelers = new Feeler[from.feelers.length];
        for (int f = 0; f < feelers.length; f++) feelers[f] = from.feelers[f].copy();
        rng = from.rng.copy();
        stepRing = from.stepRing.clone();
        stepsInWindow = from.stepsInWindow;
        stepsThisFrame = from.stepsThisFrame;
        frame = from.frame;
    }

    /** An independent Jeremiah in the same state, his random stream included (for a world's copy). */
    public Jeremiah copy() { return new Jeremiah(this); }

    /** The body point a leg's hip sits on: every other segment, from the first (points 1, 3, ..., 31). */
    public static int hipSegment(int leg) { return 1 + 2 * leg; }

    /** Points laid back along the head's starting circle, {@code rest} apart, on the side it came from. */
    static Vec2[] alongOrbit(NoiseOrbitHead head, int count, double rest) {
        double r = Math.max(head.radius(), 1);
        double dir = head.noise() >= 0.5 ? 1 : -1; // it is about to turn clockwise when n > 0.5
        Vec2[] pts = new Vec2[count];
        for (int i = 0; i < count; i++) {
            pts[i] = NoiseOrbitHead.CENTRE.plus(Vec2.polar(r, head.angle() - dir * i * rest / r));
        }
        return pts;
    }

    public void step(boolean held) {
        frame++;
        head.step(held);
        body.follow(head.position());
        stepsThisFrame = 0;
        for (int k = 0; k < LEGS; k++) {
            legs[k].update(body.point(hipSegment(k)), rng);
            if (legs[k].steppedThisFrame()) stepsThisFrame++;
        }
        int slot = (int) (frame % STEP_WINDOW);
        stepsInWindow += stepsThisFrame - stepRing[slot];
        stepRing[slot] = stepsThisFrame;
        for (Feeler f : feelers) f.follow(head.position());
    }

    public NoiseOrbitHead head() { return head; }

    public SpringBody body() { return body; }

    public List<WallLeg> legs() { return List.of(legs); }

    public WallLeg leg(int k) { return legs[k]; }

    public List<Feeler> feelers() { return List.of(feelers); }

    public int stepsThisFrame() { return stepsThisFrame; }

    /** Steps over the last 60 frames (one second): steps per second. */
    public int stepsPerSecond() { return stepsInWindow; }

    /** Feet on a wall that did not step this frame. */
    public int feetPlanted() {
        int n = 0;
        for (WallLeg l : legs) if (!l.steppedThisFrame() && Box.onEdge(l.foot())) n++;
        return n;
    }

    public long frame() { return frame; }
}
