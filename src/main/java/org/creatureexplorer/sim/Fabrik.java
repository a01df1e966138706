package org.creatureexplorer.sim;

/**
 * FABRIK (forward and backward reaching inverse kinematics): a chain of joints {@code gap}
 * apart with its root pinned to an anchor and its tip reaching for a target. Nothing but the
 * distance rule is used, run from both ends in turn:
 * <ul>
 *   <li>backward pass: put the tip on the target, then walk toward the root, placing each
 *       joint on the circle around the joint after it (just placed);</li>
 *   <li>forward pass: put the root back on its anchor, then walk toward the tip, placing each
 *       joint on the circle around the joint before it (just placed).</li>
 * </ul>
 * One backward plus one forward pass is one iteration. Every pass leaves every gap exact;
 * after a forward pass the root is exact and the tip is near the target. The solver can be
 * driven one half-pass at a time ({@link #halfPass}), and remembers where each joint was
 * before the last pass so a stage can draw the corrections.
 */
public final class Fabrik {

    /** Which half of an iteration. */
    public enum Pass {
        BACKWARD("backward pass: tip to root"),
        FORWARD("forward pass: root to tip");

        private final String label;

        Pass(String label) { this.label = label; }

        public String label() { return label; }
    }

    /** Joint coordinates as numbers, so a pass allocates nothing; before* are the ones before the last pass. */
    private final double[] xs;
    private final double[] ys;
    private final double[] beforeXs;
    private final double[] beforeYs;
    private double gap;
    private Vec2 anchor;
    /** The last half-pass done, or null before any (and after {@link #setJoints}). */
    private Pass lastPass;
    private long halfPasses;

    /** A chain hanging straight from {@code anchor} in {@code direction}. */
    public Fabrik(int jointCount, double gap, Vec2 anchor, Vec2 direction) {
        if (jointCount < 2) throw new IllegalArgumentException("a chain needs at least 2 joints, got " + jointCount);
        if (!(gap > 0) || !Double.isFinite(gap)) throw new IllegalArgumentException("gap must be positive, got " + gap);
        this.gap = gap;
        this.anchor = anchor;
        xs = new double[jointCount];
        ys = new double[jointCount];
        beforeXs = new double[jointCount];
        beforeYs = new double[jointCount];
        hang(direction);
    }

    private Fabrik(Fabrik from) {
        xs = from.xs.clone();
        ys = from.ys.clone();
        beforeXs = from.beforeXs.clone();
        beforeYs = from.beforeYs.clone();
        gap = from.gap;
        anchor = from.anchor;
        lastPass = from.lastPass;
        halfPasses = from.halfPasses;
    }

    /** An independent solver in the same state, the joints before the last pass included (for a world's copy). */
    public Fabrik copy() { return new Fabrik(this); }

    /** Lays the chain straight from the anchor in {@code direction}; forgets the last pass. */
    public void hang(Vec2 direction) {
        Vec2 d = direction.directionOr(new Vec2(0, 1));
        for (int i = 0; i < xs.length; i++) {
            Vec2 joint = anchor.plus(d.times(gap * i));
            xs[i] = joint.x();
            ys[i] = joint.y();
        }
        rememberBefore();
        lastPass = null;
    }

    /**
     * Backward pass: the tip goes onto the target, then joints n-2 .. 0 are each placed
     * {@code gap} from the joint after them, nearest to where they are.
     */
    public void backwardPass(Vec2 target) {
        rememberBefore();
        int n = xs.length;
        xs[n - 1] = target.x();
        ys[n - 1] = target.y();
        for (int i = n - 2; i >= 0; i--) placeNear(i, i + 1);
        lastPass = Pass.BACKWARD;
        halfPasses++;
    }

    /**
     * The direction the backward walk carries when joint {@code i} lands exactly on joint i+1:
     * the last bone placed (i+1 -> i+2) that has a direction, else from the target toward the
     * pinned root, else straight up. Worked out only when needed, which is almost never.
     */
    private Vec2 backwardFallback(int i) {
        int n = xs.length;
        Vec2 walk = anchor.minus(new Vec2(xs[n - 1], ys[n - 1])).directionOr(new Vec2(0, -1));
        for (int k = n - 2; k > i; k--) walk = new Vec2(xs[k] - xs[k + 1], ys[k] - ys[k + 1]).directionOr(walk);
        return walk;
    }

    /**
     * Forward pass: the root goes back onto its anchor, then joints 1 .. n-1 are each placed
     * {@code gap} from the joint before them, nearest to where they are.
     */
    public void forwardPass() {
        rememberBefore();
        xs[0] = anchor.x();
        ys[0] = anchor.y();
        for (int i = 1; i < xs.length; i++) placeNear(i, i - 1);
        lastPass = Pass.FORWARD;
        halfPasses++;
    }

    /**
     * The direction the forward walk carries when joint {@code i} lands exactly on joint i-1:
     * the last bone placed (i-2 -> i-1) that has a direction, else from the anchor toward the
     * tip as it was before the pass, else straight down.
     */
    private Vec2 forwardFallback(int i) {
        int n = xs.length;
        Vec2 walk = new Vec2(beforeXs[n - 1], beforeYs[n - 1]).minus(anchor).directionOr(new Vec2(0, 1));
        for (int k = 1; k < i; k++) walk = new Vec2(xs[k] - xs[k - 1], ys[k] - ys[k - 1]).directionOr(walk);
        return walk;
    }

    /**
     * Puts joint i on the circle of radius gap around joint {@code leader}, nearest to where it
     * is ({@link DistanceConstraint#placeNear}); on the leader itself, along the walk's direction.
     */
    private void placeNear(int i, int leader) {
        if (DistanceConstraint.placeNear(xs, ys, i, leader, gap)) return;
        DistanceConstraint.placeAlong(xs, ys, i, leader, gap, leader > i ? backwardFallback(i) : forwardFallback(i));
    }

    private void rememberBefore() {
        System.arraycopy(xs, 0, beforeXs, 0, xs.length);
        System.arraycopy(ys, 0, beforeYs, 0, ys.length);
    }

    /** The pass that comes next: backward after a forward pass or at the start, else forward. */
    public Pass nextPass() { return lastPass == Pass.BACKWARD ? Pass.FORWARD : Pass.BACKWARD; }

    /** Does the next half-pass and returns which one it was. */
    public Pass halfPass(Vec2 target) {
        Pass p = nextPass();
        if (p == Pass.BACKWARD) backwardPass(target); else forwardPass();
        return p;
    }

    /**
     * One whole iteration, ending on a forward pass. If the last pass was a backward one, only
     * the forward pass that completes it is done.
     */
    public void iterate(Vec2 target) {
        if (nextPass() == Pass.BACKWARD) backwardPass(target);
        forwardPass();
    }

    /** The last half-pass done, or null before the first. */
    public Pass lastPass() { return lastPass; }

    /** Half-passes done since this solver was built. */
    public long halfPasses() { return halfPasses; }

    public int size() { return xs.length; }

    public Vec2 joint(int i) { return new Vec2(xs[i], ys[i]); }

    public double jointX(int i) { return xs[i]; }

    public double jointY(int i) { return ys[i]; }

    public Vec2 tip() { return joint(xs.length - 1); }

    public Vec2 root() { return joint(0); }

    /** Where joint i was before the last half-pass (equal to the joint before any pass). */
    public Vec2 before(int i) { return new Vec2(beforeXs[i], beforeYs[i]); }

    public Vec2 anchor() { return anchor; }

    /** Moves the pinned anchor; the chain follows on the next forward pass. */
    public void setAnchor(Vec2 anchor) { this.anchor = anchor; }

    public double gap() { return gap; }

    /** A new gap, applied by the next pass (the gaps are wrong until then). */
    public void setGap(double gap) {
        if (!(gap > 0) || !Double.isFinite(gap)) throw new IllegalArgumentException("gap must be positive, got " + gap);
        this.gap = gap;
    }

    /** Length of the straightened chain: (joints - 1) x gap. */
    public double length() { return gap * (xs.length - 1); }

    public double tipError(Vec2 target) { return tip().distanceTo(target); }

    public double rootError() { return root().distanceTo(anchor); }

    /** Largest | |joint i - joint i-1| - gap | over the chain, in px. */
    public double maxGapError() {
        double worst = 0;
        for (int i = 1; i < xs.length; i++) {
            worst = Math.max(worst, Math.abs(Vec2.norm(xs[i] - xs[i - 1], ys[i] - ys[i - 1]) - gap));
        }
        return worst;
    }

    /** Largest distance any joint moved in the last half-pass. */
    public double largestCorrection() {
        double worst = 0;
        for (int i = 0; i < xs.length; i++) worst = Math.max(worst, Vec2.norm(xs[i] - beforeXs[i], ys[i] - beforeYs[i]));
        return worst;
    }
}
