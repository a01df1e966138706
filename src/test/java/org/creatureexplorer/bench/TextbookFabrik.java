package org.creatureexplorer.bench;

/**
 * A peer for the benchmark, not used by the app: FABRIK as in Aristidou and Lasenby, "FABRIK:
 * a fast, iterative solver for the inverse kinematics problem" (2011), algorithm 1, for a
 * reachable target: backward stage (tip onto the target, each joint p_i = (1 - l) p_i+1 + l p_i
 * with l = d / |p_i+1 - p_i|), then forward stage from the pinned root. One iteration, joints
 * as plain coordinate arrays.
 */
final class TextbookFabrik {
    final double[] xs, ys;
    final double d;
    final double rootX, rootY;

    TextbookFabrik(int n, double d, double rootX, double rootY) {
        xs = new double[n];
        ys = new double[n];
        this.d = d;
        this.rootX = rootX;
        this.rootY = rootY;
        for (int i = 0; i < n; i++) { xs[i] = rootX; ys[i] = rootY + d * i; }
    }

    void iterate(double tx, double ty) {
        int n = xs.length;
        xs[n - 1] = tx;
        ys[n - 1] = ty;
        for (int i = n - 2; i >= 0; i--) {
            double r = Math.sqrt((xs[i + 1] - xs[i]) * (xs[i + 1] - xs[i]) + (ys[i + 1] - ys[i]) * (ys[i + 1] - ys[i]));
            double l = d / r;
            xs[i] = (1 - l) * xs[i + 1] + l * xs[i];
            ys[i] = (1 - l) * ys[i + 1] + l * ys[i];
        }
        xs[0] = rootX;
        ys[0] = rootY;
        for (int i = 0; i < n - 1; i++) {
            double r = Math.sqrt((xs[i + 1] - xs[i]) * (xs[i + 1] - xs[i]) + (ys[i + 1] - ys[i]) * (ys[i + 1] - ys[i]));
            double l = d / r;
            xs[i + 1] = (1 - l) * xs[i] + l * xs[i + 1];
            ys[i + 1] = (1 - l) * ys[i] + l * ys[i + 1];
        }
    }
}
