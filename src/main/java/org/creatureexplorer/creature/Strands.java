package org.creatureexplorer.creature;

import org.creatureexplorer.sim.Grids;

/**
 * The jellyfish's tentacles: strands of verlet points hanging from the back of an outline
 * (the bell's, or a body circle's), spread across 0.7 of its half-width, 0.35 of its
 * half-length behind its centre. Each point keeps {@code keep} of its last motion and sinks by
 * {@code sink} x dt^2; the links are restored {@code passes} times a step, the rim end pinned.
 * Plain arrays: nothing is allocated per step.
 */
public final class Strands {
    /** The strands' numbers; {@link #JELLYFISH} is the gallery jellyfish's at size 1. */
    public record Hang(int count, int links, double link, double keep, double sink, int passes) {
        public static final Hang JELLYFISH = new Hang(Jellyfish.TENTACLES, Jellyfish.LINKS, Jellyfish.LINK, Jellyfish.KEEP, Jellyfish.SINK,
                Jellyfish.PASSES);
    }

    private final Hang hang;
    private final double[][] px;
    private final double[][] py;
    private final double[][] oldX;
    private final double[][] oldY;

    /** Strands hanging straight back, at rest, from an outline at (x, y) facing {@code heading} with these half-sizes. */
    public Strands(Hang hang, double x, double y, double heading, double halfWidth, double halfLength) {
        this.hang = hang;
        px = new double[hang.count()][hang.links() + 1];
        py = new double[hang.count()][hang.links() + 1];
        oldX = new double[hang.count()][hang.links() + 1];
        oldY = new double[hang.count()][hang.links() + 1];
        for (int k = 0; k < hang.count(); k++) {
            double ax = anchorX(k, x, heading, halfWidth, halfLength), ay = anchorY(k, y, heading, halfWidth, halfLength);
            for (int i = 0; i <= hang.links(); i++) {
                px[k][i] = oldX[k][i] = ax - Math.cos(heading) * hang.link() * i;
                py[k][i] = oldY[k][i] = ay - Math.sin(heading) * hang.link() * i;
            }
        }
    }

    private Strands(Strands from) {
        hang = from.hang;
        px = Grids.copy(from.px);
        py = Grids.copy(from.py);
        oldX = Grids.copy(from.oldX);
        oldY = Grids.copy(from.oldY);
    }

    /** Independent strands in the same state (for a world's copy). */
    public Strands copy() { return new Strands(this); }

    /** One step of {@code dt} s: the rim ends go to the outline where it is now, the rest swing, sink and are pulled back into length. */
    public void step(double x, double y, double heading, double halfWidth, double halfLength, double dt) {
        double fall = hang.sink() * dt * dt;
        double link = hang.link();
        for (int k = 0; k < hang.count(); k++) {
            double[] tx = px[k], ty = py[k], ox = oldX[k], oy = oldY[k];
            tx[0] = ox[0] = anchorX(k, x, heading, halfWidth, halfLength);
            ty[0] = oy[0] = anchorY(k, y, heading, halfWidth, halfLength);
            for (int i = 1; i <= hang.links(); i++) {
                double mx = (tx[i] - ox[i]) * hang.keep(), my = (ty[i] - oy[i]) * hang.keep();
                ox[i] = tx[i];
                oy[i] = ty[i];
                tx[i] += mx;
                ty[i] += my + fall;
            }
            for (int pass = 0; pass < hang.passes(); pass++) {
                for (int i = 0; i < hang.links(); i++) {
                    double dx = tx[i + 1] - tx[i], dy = ty[i + 1] - ty[i];
                    double d = Math.sqrt(dx * dx + dy * dy);
                    if (d == 0) continue;
                    double f = (d - link) / d;
                    if (i == 0) { // the rim end is pinned: the whole correction goes to the free end
                        tx[1] -= dx * f;
                        ty[1] -= dy * f;
                    } else {
                        tx[i] += 0.5 * dx * f;
                        ty[i] += 0.5 * dy * f;
                        tx[i + 1] -= 0.5 * dx * f;
                        ty[i + 1] -= 0.5 * dy * f;
                    }
                }
            }
        }
    }

    /** How far across the outline strand k hangs, px (0 for a single strand). */
    private double across(int k, double halfWidth) {
        int n = hang.count();
        if (n == 1) return 0;
        return (k - (n - 1) / 2.0) / ((n - 1) / 2.0) * 0.7 * halfWidth;
    }

    private double anchorX(int k, double x, double heading, double halfWidth, double halfLength) {
        return x - Math.cos(heading) * 0.35 * halfLength - Math.sin(heading) * across(k, halfWidth);
    }

    private double anchorY(int k, double y, double heading, double halfWidth, double halfLength) {
        return y - Math.sin(heading) * 0.35 * halfLength + Math.cos(heading) * across(k, halfWidth);
    }

    /** Longest link over its rest length, every strand. */
    public double maxLinkStretch() {
        double worst = 0;
        for (int k = 0; k < hang.count(); k++) for (int i = 0; i < hang.links(); i++) worst = Math.max(worst, linkLength(k, i) / hang.link());
        return worst;
    }

    /** Mean link length over its rest length, every strand. */
    public double meanLinkStretch() { return linkStretchSum() / (hang.count() * hang.links()); }

    /** The sum of every link's length over its rest length (for a mean over several sets of strands). */
    public double linkStretchSum() {
        double sum = 0;
        for (int k = 0; k < hang.count(); k++) for (int i = 0; i < hang.links(); i++) sum += linkLength(k, i) / hang.link();
        return sum;
    }

    private double linkLength(int k, int i) {
        return Math.sqrt(Math.pow(px[k][i + 1] - px[k][i], 2) + Math.pow(py[k][i + 1] - py[k][i], 2));
    }

    public Hang hang() { return hang; }

    public double pointX(int k, int i) { return px[k][i]; }

    public double pointY(int k, int i) { return py[k][i]; }
}
