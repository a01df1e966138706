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

    private final Vec2[] joints;
    private final Vec2[] before;
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
        joints = new Vec2[jointCount];
        before = new Vec2[jointCount];
        hang(direction);
    }

    /** Lays the chain straight from the anchor in {@code direction}; forgets the last pass. */
    public void hang(Vec2 direction) {
        Vec2 d = direction.directionOr(new Vec2(0, 1));
        for (int i = 0; i < joints.length; i++) joints[i] = anchor.plus(d.times(gap * i));
        System.arraycopy(joints, 0, before, 0, joints.length);
        lastPass = null;
    }

    /**
     * Backward pass: the tip goes onto the target, then joints n-2 .. 0 are each placed
     * {@code gap} from the joint after them, nearest to where they are.
     */
    public void backwardPass(Vec2 target) {
        System.arraycopy(joints, 0, before, 0, joints.length);
        int n = joints.length;
        // Fallback when a joint lands exactly on its anchor: carry on in the direction the
        // walk is going (first bone: from the target toward the pinned root, else straight up).
        Vec2 walk = anchor.minus(target).directionOr(new Vec2(0, -1));
        joints[n - 1] = target;
        for (int i = n - 2; i >= 0; i--) {
            joints[i] = DistanceConstraint.place(joints[i], joints[i + 1], gap, walk);
            walk = joints[i].minus(joints[i + 1]).directionOr(walk);
        }
        lastPass = Pass.BACKWARD;
        halfPasses++;
    }

    /**
     * Forward pass: the root goes back onto its anchor, then joints 1 .. n-1 are each placed
     * {@code gap} from the joint before them, nearest to where they are.
     */
    public void forwardPass() {
        System.arraycopy(joints, 0, before, 0, joints.length);
        Vec2 walk = joints[joints.length - 1].minus(anchor).directionOr(new Vec2(0, 1));
        joints[0] = anchor;
        for (int i = 1; i < joints.length; i++) {
            joints[i] = DistanceConstraint.place(joints[i], joints[i - 1], gap, walk);
            walk = joints[i].minus(joints[i - 1]).directionOr(walk);
        }
        lastPass = Pass.FORWARD;
        halfPasses++;
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

    public int size() { return joints.length; }

    public Vec2 joint(int i) { return joints[i]; }

    public Vec2 tip() { return joints[joints.length - 1]; }

    public Vec2 root() { return joints[0]; }

    /** Where joint i was before the last half-pass (equal to the joint before any pass). */
    public Vec2 before(int i) { return before[i]; }

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
    public double length() { return gap * (joints.length - 1); }

    public double tipError(Vec2 target) { return tip().distanceTo(target); }

    public double rootError() { return root().distanceTo(anchor); }

    /** Largest | |joint i - joint i-1| - gap | over the chain, in px. */
    public double maxGapError() {
        double worst = 0;
        for (int i = 1; i < joints.length; i++) {
            worst = Math.max(worst, Math.abs(joints[i].distanceTo(joints[i - 1]) - gap));
        }
        return worst;
    }

    /** Largest distance any joint moved in the last half-pass. */
    public double largestCorrection() {
        double worst = 0;
        for (int i = 0; i < joints.length; i++) worst = Math.max(worst, joints[i].distanceTo(before[i]));
        return worst;
    }
}
