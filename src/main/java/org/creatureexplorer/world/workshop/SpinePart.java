package org.creatureexplorer.world.workshop;

import org.creatureexplorer.creature.Crawler;
import org.creatureexplorer.creature.Lizard;
import org.creatureexplorer.creature.Spider;
import org.creatureexplorer.sim.AngleChain;
import org.creatureexplorer.sim.Angles;
import org.creatureexplorer.sim.FollowChain;
import org.creatureexplorer.sim.Vec2;

/**
 * The workshop's spine: one of the lessons' chains behind one face. Without a bend limit the
 * chain snake's {@link FollowChain}; with one the koi's {@link AngleChain}; with legs the
 * lizard's walker ({@link Lizard}, whose spine is a {@link FollowChain} and whose feet decide
 * after every move); one joint is a point body (the octopus's, the jellyfish's bell, the pet);
 * a crawler's joints lie on its trail ({@link Crawler}, moved by its brain); the side-view
 * walker is a point body carried by its legs ({@link Spider}). The workshop calls
 * {@link #follow} once a tick, as each lesson does.
 */
sealed interface SpinePart permits SpinePart.Plain, SpinePart.Limited, SpinePart.Walking, SpinePart.Point, SpinePart.Crawling,
        SpinePart.SideWalking {

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

    /** An independent spine in the same state (for the world's copy; a crawler's: see {@link WorkshopParts#copy}). */
    SpinePart copy();

    /** The plain chain: every joint on the circle around the joint ahead, no limit. */
    record Plain(FollowChain chain) implements SpinePart {
        @Override public Plain copy() { return new Plain(chain.copy()); }

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
        @Override public Limited copy() { return new Limited(chain.copy()); }

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
        @Override public Walking copy() { return new Walking(walker.copy()); }

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

    /** A point body: one joint, where the brain puts it. */
    final class Point implements SpinePart {
        private double x;
        private double y;

        Point(Vec2 at) {
            x = at.x();
            y = at.y();
        }

        @Override public Point copy() { return new Point(new Vec2(x, y)); }

        @Override public void follow(Vec2 head, Vec2 heading, double dt) {
            x = head.x();
            y = head.y();
        }

        @Override public int size() { return 1; }

        @Override public double jointX(int i) { return x; }

        @Override public double jointY(int i) { return y; }

        @Override public double maxGapError() { return 0; }

        @Override public double headTailDistance() { return 0; }

        @Override public double largestBend() { return 0; }

        @Override public double signedBendAt(int i) { return 0; }

        @Override public int jointsAtLimit() { return 0; }
    }

    /**
     * The crawler's joints, read off its trail after its brain has moved it. Gaps here are
     * straight lines between neighbours: the gap error is how far the wave and springs have moved
     * each from the rest gap.
     */
    final class Crawling implements SpinePart {
        private final Crawler crawler;
        private final double[] xs;
        private final double[] ys;

        Crawling(Crawler crawler) {
            this.crawler = crawler;
            xs = new double[crawler.joints()];
            ys = new double[crawler.joints()];
            read();
        }

        private Crawling(Crawling from, Crawler crawler) {
            this.crawler = crawler;
            xs = from.xs.clone();
            ys = from.ys.clone();
        }

        /** A copy on its own crawler: alone, for a spine that shares none (see {@link WorkshopParts#copy}). */
        @Override public Crawling copy() { return new Crawling(this, crawler.copy()); }

        /** A copy on {@code crawler}, a copy of this one's crawler its brain shares. */
        Crawling copyOn(Crawler crawler) { return new Crawling(this, crawler); }

        Crawler crawler() { return crawler; }

        private void read() {
            for (int i = 0; i < xs.length; i++) {
                Vec2 p = crawler.joint(i);
                xs[i] = p.x();
                ys[i] = p.y();
            }
        }

        @Override public void follow(Vec2 head, Vec2 heading, double dt) { read(); }

        @Override public int size() { return xs.length; }

        @Override public double jointX(int i) { return xs[i]; }

        @Override public double jointY(int i) { return ys[i]; }

        @Override public double maxGapError() {
            double worst = 0, rest = crawler.stride().restGap();
            for (int i = 1; i < xs.length; i++) worst = Math.max(worst, Math.abs(Vec2.norm(xs[i] - xs[i - 1], ys[i] - ys[i - 1]) - rest));
            return worst;
        }

        @Override public double headTailDistance() { return Vec2.norm(xs[0] - xs[xs.length - 1], ys[0] - ys[ys.length - 1]); }

        @Override public double largestBend() {
            double worst = 0;
            for (int i = 1; i < xs.length - 1; i++) {
                worst = Math.max(worst, Angles.bendBetween(xs[i] - xs[i - 1], ys[i] - ys[i - 1], xs[i + 1] - xs[i], ys[i + 1] - ys[i]));
            }
            return worst;
        }

        @Override public double signedBendAt(int i) {
            return Angles.wrap(Math.atan2(ys[i + 1] - ys[i], xs[i + 1] - xs[i]) - Math.atan2(ys[i] - ys[i - 1], xs[i] - xs[i - 1]));
        }

        @Override public int jointsAtLimit() { return 0; }
    }

    /** The side-view walker: the brain chooses the body's x, the legs its height. */
    record SideWalking(Spider walker) implements SpinePart {
        @Override public SideWalking copy() { return new SideWalking(walker.copy()); }

        @Override public void follow(Vec2 head, Vec2 heading, double dt) { walker.step(head.x(), dt); }

        @Override public int size() { return 1; }

        @Override public double jointX(int i) { return walker.body().x(); }

        @Override public double jointY(int i) { return walker.body().y(); }

        @Override public double maxGapError() { return 0; }

        @Override public double headTailDistance() { return 0; }

        @Override public double largestBend() { return 0; }

        @Override public double signedBendAt(int i) { return 0; }

        @Override public int jointsAtLimit() { return 0; }
    }
}
