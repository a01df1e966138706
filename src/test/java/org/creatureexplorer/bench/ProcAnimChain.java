package org.creatureexplorer.bench;

/**
 * A peer for the benchmark, not used by the app: the chain of argonautcode/animal-proc-anim
 * (Chain.pde and Util.pde, MIT licence, commit cb171e8c386494a9d92dd47ea3422f84f7fbaa8d),
 * ported from Processing to plain Java. {@link #resolve} is its angle-limited chain,
 * {@link #resolveDistanceOnly} the distance-only loop (the first half of its fabrikResolve).
 * Kept as written there, with one change so both sides do the same arithmetic: double instead
 * of float. PVector is a minimal copy of Processing's, allocation included (the JIT decides).
 */
final class ProcAnimChain {
    static final double TWO_PI = 2 * Math.PI;

    /** The part of Processing's PVector that Chain uses. */
    static final class PVector {
        double x, y;

        PVector(double x, double y) { this.x = x; this.y = y; }

        static PVector add(PVector a, PVector b) { return new PVector(a.x + b.x, a.y + b.y); }

        static PVector sub(PVector a, PVector b) { return new PVector(a.x - b.x, a.y - b.y); }

        static PVector fromAngle(double angle) { return new PVector(Math.cos(angle), Math.sin(angle)); }

        double heading() { return Math.atan2(y, x); }

        double mag() { return Math.sqrt(x * x + y * y); }

        PVector setMag(double len) {
            double m = mag();
            if (m != 0 && m != 1) { x /= m; y /= m; }
            x *= len;
            y *= len;
            return this;
        }
    }

    final PVector[] joints;
    final double[] angles;
    final double linkSize;
    final double angleConstraint;

    ProcAnimChain(PVector origin, int jointCount, double linkSize, double angleConstraint) {
        this.linkSize = linkSize;
        this.angleConstraint = angleConstraint;
        joints = new PVector[jointCount];
        angles = new double[jointCount];
        joints[0] = new PVector(origin.x, origin.y);
        for (int i = 1; i < jointCount; i++) joints[i] = PVector.add(joints[i - 1], new PVector(0, linkSize));
    }

    void resolve(PVector pos) {
        angles[0] = PVector.sub(pos, joints[0]).heading();
        joints[0] = pos;
        for (int i = 1; i < joints.length; i++) {
            double curAngle = PVector.sub(joints[i - 1], joints[i]).heading();
            angles[i] = constrainAngle(curAngle, angles[i - 1], angleConstraint);
            joints[i] = PVector.sub(joints[i - 1], PVector.fromAngle(angles[i]).setMag(linkSize));
        }
    }

    void resolveDistanceOnly(PVector pos) {
        joints[0] = pos;
        for (int i = 1; i < joints.length; i++) joints[i] = constrainDistance(joints[i], joints[i - 1], linkSize);
    }

    static PVector constrainDistance(PVector pos, PVector anchor, double constraint) {
        return PVector.add(anchor, PVector.sub(pos, anchor).setMag(constraint));
    }

    static double constrainAngle(double angle, double anchor, double constraint) {
        if (Math.abs(relativeAngleDiff(angle, anchor)) <= constraint) return simplifyAngle(angle);
        if (relativeAngleDiff(angle, anchor) > constraint) return simplifyAngle(anchor - constraint);
        return simplifyAngle(anchor + constraint);
    }

    static double relativeAngleDiff(double angle, double anchor) {
        angle = simplifyAngle(angle + Math.PI - anchor);
        anchor = Math.PI;
        return anchor - angle;
    }

    static double simplifyAngle(double angle) {
        while (angle >= TWO_PI) angle -= TWO_PI;
        while (angle < 0) angle += TWO_PI;
        return angle;
    }
}
