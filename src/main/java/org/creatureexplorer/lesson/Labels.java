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
    /** Where a label may go: a point and the alignment that puts the text on a given side of it. */
    public record Spot(Vec2 at, double alignX, double alignY) {
        /** The label sits {@code dist} stage units from {@code p} in direction {@code dir}, on that side. */
        public static Spot side(Vec2 p, Vec2 dir, double dist) {
            Vec2 d = dir.directionOr(Vec2.UNIT_X);
            double ax = d.x() > 0.35 ? 0 : d.x() < -0.35 ? 1 : 0.5;
            double ay = d.y() > 0.35 ? 1 : d.y() < -0.35 ? 0 : 0.5;
            return new Spot(p.plus(d.times(dist)), ax, ay);
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

    public Labels reserve(Rectangle2D r) { taken.add(r); return this; }

    /** Keeps labels off a point (a walker, a target), {@code radiusPx} screen px around it. */
    public Labels reserve(Vec2 p, double radiusPx) {
        double r = s.px(radiusPx);
        hard.add(new Rectangle2D.Double(p.x() - r, p.y() - r, 2 * r, 2 * r));
        return this;
    }

    /** The label's box at a spot, from its measured size (width, ascent, descent). */
    Rectangle2D box(double[] size, Spot spot) {
        double x = spot.at().x() - spot.alignX() * size[0];
        double y = spot.at().y() + spot.alignY() * size[1];
        double pad = s.px(3);
        return new Rectangle2D.Double(x - pad, y - size[1] - pad / 2, size[0] + 2 * pad, size[1] + size[2] + pad);
    }

    private double[] measure(String text, double sizePx) {
        g.setFont(s.font(sizePx, Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        return new double[] {fm.getStringBounds(text, g).getWidth(), fm.getAscent(), fm.getDescent()};
    }

    public void place(String text, double sizePx, Color c, Spot... spots) {
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

    /** Candidate spots around an arrow from {@code a} to {@code b}: past the tip, beside it, behind it. */
    public Spot[] aroundArrow(Vec2 a, Vec2 b) {
        Vec2 u = b.minus(a).directionOr(Vec2.UNIT_X);
        Vec2 n = u.perp();
        Vec2 mid = a.lerp(b, 0.5);
        double d = s.px(12);
        List<Spot> spots = new ArrayList<>(List.of(Spot.side(b, u, d), Spot.side(mid, n, d), Spot.side(mid, n.times(-1), d),
            Spot.side(b, n, d), Spot.side(b, n.times(-1), d), Spot.side(b, u.plus(n), d), Spot.side(b, u.minus(n), d),
            Spot.side(a.lerp(b, 0.25), n, d), Spot.side(a.lerp(b, 0.25), n.times(-1), d)));
        // Then anywhere round the tip, near and farther out (a crowded corner).
        for (double far : new double[] {d, 3 * d, 6 * d}) {
            for (int k = 0; k < 8; k++) spots.add(Spot.side(b, Vec2.polar(1, k * Math.PI / 4), far));
        }
        return spots.toArray(new Spot[0]);
    }
}
