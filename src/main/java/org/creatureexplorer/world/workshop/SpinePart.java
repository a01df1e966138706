package org.creatureexplorer.world.workshop;

import org.creatureexplorer.creature.Lizard;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.FollowChain;
import org.creatureexplorer.sim.Vec2;

/**
 * The workshop's spine: one of the lessons' chains behind one face. Without a bend limit the
 * chain snake's {@link FollowChain}; with one the koi's {@link AngleChain}; with legs the
 * lizard's walker ({@link Lizard}, whose spine is a {@link FollowChain} and whose feet decide
 * after every move). The workshop calls {@link #follow} once a tick, as each lesson does.
 */
sealed interface SpinePart permits SpinePart.Plain, SpinePart.Limited, SpinePart.Walking {

    /** Moves the head to {@code head}, facing {@code heading}, and lets the rest follow. */
    void follow(Vec2 head, Vec2 heading, double dt);

    int size();

    double jointX(int i);

    double jointY(int i);

    default Vec2 joint(int i) { return new Vec2(jointX(i), jointY(i)); }

    default double distance(int i, int j) { return Vec2.norm(jointX(i) - jointX(j), jointY(i) - jointY(j)); }

    double maxGapError();

    double headTailDistance();

    double largestBend();

    double signedBendAt(int i);

    /** Joints whose bend sat on the limit after the last move (0 without a limit). */
    int jointsAtLimit();

    /** The plain chain: every joint on the circle around the joint ahead, no limit. */
    record Plain(FollowChain chain) implements SpinePart {
        @Override public void follow(Vec2 head, Vec2 heading, double dt) { chain.follow(head); }

        @Override public int size() { return chain.size(); }

        @Override public double jointX(int i) { return chain.jointX(i); }

        @Override public double jointY(int i) { return chain.jointY(i); }

        @Override public double maxGapError() { return chain.maxGapError(); }

        @Override public double headTailDistance() { return chain.headTailDistance(); }

        @Override public double largestBend() { return chain.maxBend(); }

        @Override public double signedBendAt(int i) { return chain.signedBendAt(i); }

        @Override public int jointsAtLimit() { return 0; }
    }

    /** The angle-limited chain (the koi's). */
    record Limited(AngleChain chain) implements SpinePart {
        @Override public void follow(Vec2 head, Vec2 heading, double dt) { chain.follow(head, heading); }

        @Override public int size() { return chain.size(); }

        @Override public double jointX(int i) { return chain.jointX(i); }

        @Override public double jointY(int i) { return chain.jointY(i); }

        @Override public double maxGapError() { return chain.maxGapError(); }

        @Override public double headTailDistance() { return chain.headTailDistance(); }

        @Override public double largestBend() { return chain.largestBend(); }

        @Override public double signedBendAt(int i) { return chain.signedBendAt(i); }

        @Override public int jointsAtLimit() { return chain.jointsAtLimit(); }
    }

    /** The lizard's walker: its plain spine, then every foot's step decision. */
    record Walking(Lizard walker) implements SpinePart {
        @Override public void follow(Vec2 head, Vec2 heading, double dt) { walker.step(head, dt); }

        @Override public int size() { return walker.spine().size(); }

        @Override public double jointX(int i) { return walker.spine().jointX(i); }

        @Override public double jointY(int i) { return walker.spine().jointY(i); }

        @Override public double maxGapError() { return walker.spine().maxGapError(); }

        @Override public double headTailDistance() { return walker.spine().headTailDistance(); }

        @Override public double largestBend() { return walker.spine().maxBend(); }

        @Override public double signedBendAt(int i) { return walker.spine().signedBendAt(i); }

        @Override public int jointsAtLimit() { return 0; }
    }
}
