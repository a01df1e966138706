package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.sim.Vec2;

/**
 * Places labels one after another, each at the first of its candidate spots that overlaps
 * nothing placed before (nor the reserved areas) and stays on the stage; failing that, at the
 * spot with the least overlap.
 */
public final class Labels {
    /**
     * Where a label may go: a point ({@code x}, {@code y}, see {@link #at}) and the alignment that
     * puts the text on a given side of it, and the point it annotates. The point is kept as two
     * doubles, not a Vec2: painters make some 20 to 40 spots per label each frame, most never tried.
     */
    public record Spot(double x, double y, double alignX, double alignY, Vec2 of) {
        public Spot(Vec2 at, double alignX, double alignY, Vec2 of) { this(at.x(), at.y(), alignX, alignY, of); }

        public Spot(Vec2 at, double alignX, double alignY) { this(at, alignX, alignY, at); }

        /** The spot's point. */
        public Vec2 at() { return new Vec2(x, y); }

        /** The label sits {@code dist} stage units from {@code p} in direction {@code dir}, on that side. */
        public static Spot side(Vec2 p, Vec2 dir, double dist) {
            return side(p, dir.x(), dir.y(), dist);
        }

        /**
         * As {@link #side(Vec2, Vec2, double)} for the direction (dx, dy), with the same arithmetic
         * ({@code dir.directionOr(UNIT_X)}, then {@code p.plus(d.times(dist))}) done on doubles: one
         * point and the spot made, not four vectors. Labels try some 40 spots per arrow each frame.
         */
        static Spot side(Vec2 p, double dx, double dy, double dist) {
            double len = Vec2.norm(dx, dy);
            double ux = 1, uy = 0;
            if (len > 0 && Double.isFinite(len)) {
                ux = dx / len;
                uy = dy / len;
            }
            double ax = ux > 0.35 ? 0 : ux < -0.35 ? 1 : 0.5;
            double ay = uy > 0.35 ? 1 : uy < -0.35 ? 0 : 0.5;
            return new Spot(p.x() + ux * dist, p.y() + uy * dist, ax, ay, p);
        }
    }

    /** The eight directions round an arrow's tip, {@code Vec2.polar(1, k * PI / 4)}, made once. */
    private static final double[] ROUND_X = new double[8], ROUND_Y = new double[8];
    static {
        for (int k = 0; k < 8; k++) {
            Vec2 d = Vec2.polar(1, k * Math.PI / 4);
            ROUND_X[k] = d.x();
            ROUND_Y[k] = d.y();
        }
    }

    private final Graphics2D g;
    private final StageStyle s;
    private final Rectangle2D bounds;
    private final List<Rectangle2D> taken = new ArrayList<>();
    /** Reserved points (walkers, targets) a label must not cover: overlap there costs more. */
    private final List<Rectangle2D> hard = new ArrayList<>();

    public Labels(Graphics2D g, StageStyle s, double width, double height) {
        this.g = g;
        this.s = s;
        this.bounds = new Rectangle2D.Double(0, 0, width, height);
    }

    public Labels reserve(Rectangle2D r) {
        if (s.frame() != null) s.frame().keepOut(g, r);
        taken.add(r);
        return this;
    }

    /** Keeps labels off a point (a walker, a target), {@code radiusPx} screen px around it. */
    public Labels reserve(Vec2 p, double radiusPx) {
        if (s.frame() != null) s.frame().keepOut(g, p, radiusPx);
        double r = s.px(radiusPx);
        hard.add(new Rectangle2D.Double(p.x() - r, p.y() - r, 2 * r, 2 * r));
        return this;
    }

    /** The label's box at a spot, from its measured size (width, ascent, descent). */
    Rectangle2D box(double[] size, Spot spot) {
        double x = spot.x() - spot.alignX() * size[0];
        double y = spot.y() + spot.alignY() * size[1];
        double pad = s.px(3);
        return new Rectangle2D.Double(x - pad, y - size[1] - pad / 2, size[0] + 2 * pad, size[1] + size[2] + pad);
    }

    private double[] measure(String text, double sizePx) {
        g.setFont(s.font(sizePx, Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        return new double[] {fm.getStringBounds(text, g).getWidth(), fm.getAscent(), fm.getDescent()};
    }

    public void place(String text, double sizePx, Color c, Spot... spots) {
        if (s.frame() != null) {
            // On a stage the frame's placer decides, trying these spots first (read in place, no arrays copied out).
            s.frame().label(g, text, spots, spots[0].of(), 6, sizePx, c, s.palette());
            return;
        }
        Spot best = spots[0];
        double bestCost = Double.MAX_VALUE;
        Rectangle2D bestBox = null;
        double[] size = measure(text, sizePx);
        for (Spot spot : spots) {
            Rectangle2D b = box(size, spot);
            double cost = 0;
            for (Rectangle2D t : taken) {
                Rectangle2D i = b.createIntersection(t);
                if (i.getWidth() > 0 && i.getHeight() > 0) cost += i.getWidth() * i.getHeight();
            }
            for (Rectangle2D t : hard) {
                Rectangle2D i = b.createIntersection(t);
                if (i.getWidth() > 0 && i.getHeight() > 0) cost += 10 * i.getWidth() * i.getHeight();
            }
            Rectangle2D in = b.createIntersection(bounds);
            double inside = Math.max(0, in.getWidth()) * Math.max(0, in.getHeight());
            cost += 4 * (b.getWidth() * b.getHeight() - inside);
            if (cost < bestCost - 1e-9) {
                bestCost = cost;
                best = spot;
                bestBox = b;
            }
            if (cost == 0) break;
        }
        taken.add(bestBox);
        Draw.label(g, text, best.at(), s, sizePx, c, best.alignX(), best.alignY());
    }

    /** As {@link #place(String, double, Color, Spot...)} at the spots round an arrow, worked out only as they are tried. */
    public void place(String text, double sizePx, Color c, ArrowSpots spots) {
        if (s.frame() != null) {
            s.frame().label(g, text, spots, 6, sizePx, c, s.palette());
            return;
        }
        place(text, sizePx, c, spots.toArray());
    }

    /** Candidate spots around an arrow from {@code a} to {@code b}: past the tip, beside it, behind it. */
    public ArrowSpots aroundArrow(Vec2 a, Vec2 b) {
        return new ArrowSpots(a, b, s.px(12));
    }

    /**
     * The candidate spots round an arrow, in order: past the tip, beside it, behind it, then
     * anywhere round the tip, near and farther out (a crowded corner). Each is worked out when
     * the placer tries it (it mostly takes one of the first few): all 33 spots were made for
     * every arrow label every frame. {@link #toArray} gives them all as {@link Spot}s.
     */
    public static final class ArrowSpots {
        static final int COUNT = 9 + 3 * 8;
        private final Vec2 tip;
        private final Vec2 mid;
        private final Vec2 quarter;
        private final double ux, uy, nx, ny, d;

        ArrowSpots(Vec2 a, Vec2 b, double d) {
            // The same spots and order as building them from Vec2 sums and products; only the
            // in-between vectors are gone (n.times(-1) is (-n.x, -n.y) exactly).
            Vec2 u = b.minus(a).directionOr(Vec2.UNIT_X);
            this.ux = u.x();
            this.uy = u.y();
            this.nx = -u.y(); // u.perp()
            this.ny = u.x();
            this.tip = b;
            this.mid = a.lerp(b, 0.5);
            this.quarter = a.lerp(b, 0.25);
            this.d = d;
        }

        /** How many spots there are. */
        public int size() { return COUNT; }

        /** The arrow's tip: the point its label annotates. */
        Vec2 tip() { return tip; }

        /** The point spot {@code i} is placed round. */
        Vec2 of(int i) { return i == 1 || i == 2 ? mid : i == 7 || i == 8 ? quarter : tip; }

        /** Spot {@code i}'s point and alignment into {@code out} (x, y, alignX, alignY), as {@link Spot#side} makes them. */
        void spot(int i, double[] out) {
            Vec2 p = of(i);
            switch (i) {
                case 0 -> side(p, ux, uy, d, out);
                case 1, 3, 7 -> side(p, nx, ny, d, out);
                case 2, 4, 8 -> side(p, nx * -1, ny * -1, d, out);
                case 5 -> side(p, ux + nx, uy + ny, d, out);
                case 6 -> side(p, ux - nx, uy - ny, d, out);
                default -> {
                    int ring = (i - 9) / 8;
                    int k = (i - 9) % 8;
                    double far = ring == 0 ? d : ring == 1 ? 3 * d : 6 * d;
                    side(p, ROUND_X[k], ROUND_Y[k], far, out);
                }
            }
        }

        /** Every spot, in order. */
        public Spot[] toArray() {
            Spot[] spots = new Spot[COUNT];
            double[] out = new double[4];
            for (int i = 0; i < COUNT; i++) {
                spot(i, out);
                spots[i] = new Spot(out[0], out[1], out[2], out[3], of(i));
            }
            return spots;
        }

        /** {@link Spot#side(Vec2, double, double, double)}'s arithmetic, into {@code out} instead of a spot. */
        private static void side(Vec2 p, double dx, double dy, double dist, double[] out) {
            double len = Vec2.norm(dx, dy);
            double ux = 1, uy = 0;
            if (len > 0 && Double.isFinite(len)) {
                ux = dx / len;
                uy = dy / len;
            }
            out[0] = p.x() + ux * dist;
            out[1] = p.y() + uy * dist;
            out[2] = ux > 0.35 ? 0 : ux < -0.35 ? 1 : 0.5;
            out[3] = uy > 0.35 ? 1 : uy < -0.35 ? 0 : 0.5;
        }
    }
}
