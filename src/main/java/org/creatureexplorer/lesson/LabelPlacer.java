package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.sim.Vec2;

/**
 * The label placer of a stage frame: each label goes at the first free spot, the painter's own
 * spots first, then spots on every side of its point, ring by ring (see {@link StageFrame}); one
 * with none goes to the key ({@link StageKey}). Keeps every box placed this frame and the areas
 * labels stay off.
 */
final class LabelPlacer {
    /** Everything placed this frame, in order. */
    final List<StageFrame.Placed> placed = new ArrayList<>();
    /** Areas no label may cover (kept-out points, rectangles, the creature's discs). */
    final List<Rectangle2D> keptOut = new ArrayList<>();
    /** While a label is placed on a figure ({@link StageFrame#labelIn}), the figure's box: the label stays on it. */
    Rectangle2D labelRoom;
    private final TextFit text;
    private final OnTopTexts onTop;
    private final ComponentPixels px;
    private final Rectangle2D picture;
    private StageKey key;

    LabelPlacer(TextFit text, OnTopTexts onTop, ComponentPixels px, Rectangle2D picture) {
        this.text = text;
        this.onTop = onTop;
        this.px = px;
        this.picture = picture;
    }

    /** The key labels with no spot of their own go to. */
    void keyTo(StageKey key) { this.key = key; }

    /**
     * The painter's spots for one label, in one of four forms, so no caller makes arrays for
     * them: a single spot and its alignment, arrays, {@link Labels.Spot}s, or the spots round an
     * arrow's tip worked out as each is tried. A frame reuses one.
     */
    static final class Spots {
        private int count;
        private Vec2 onlyAt;
        private double onlyAlignX, onlyAlignY;
        private Vec2[] at;
        private double[] alignX, alignY;
        private Labels.Spot[] given;
        private Labels.ArrowSpots arrow;

        private Spots reset(int count) {
            this.count = count;
            onlyAt = null;
            at = null;
            alignX = alignY = null;
            given = null;
            arrow = null;
            return this;
        }

        Spots one(Vec2 spot, double ax, double ay) {
            reset(1);
            onlyAt = spot;
            onlyAlignX = ax;
            onlyAlignY = ay;
            return this;
        }

        Spots arrays(Vec2[] spots, double[] ax, double[] ay) {
            reset(spots.length);
            at = spots;
            alignX = ax;
            alignY = ay;
            return this;
        }

        Spots given(Labels.Spot[] spots) {
            reset(spots.length).given = spots;
            return this;
        }

        Spots arrow(Labels.ArrowSpots spots) {
            reset(Labels.ArrowSpots.COUNT).arrow = spots;
            return this;
        }

        /** Spot i as (x, y, alignX, alignY) in {@code out}, painter's space; false when it is missing or not finite. */
        boolean spot(int i, double[] out) {
            if (arrow != null) {
                arrow.spot(i, out);
                return Double.isFinite(out[0]) && Double.isFinite(out[1]);
            }
            if (given != null) {
                Labels.Spot s = given[i];
                if (!Double.isFinite(s.x()) || !Double.isFinite(s.y())) return false;
                out[0] = s.x();
                out[1] = s.y();
                out[2] = s.alignX();
                out[3] = s.alignY();
                return true;
            }
            Vec2 p = at != null ? at[i] : onlyAt;
            if (p == null || !p.isFinite()) return false;
            out[0] = p.x();
            out[1] = p.y();
            out[2] = at != null ? alignX[i] : onlyAlignX;
            out[3] = at != null ? alignY[i] : onlyAlignY;
            return true;
        }
    }

    private final double[] spot = new double[4];
    private final Rectangle2D.Double keepBox = new Rectangle2D.Double();
    /** The box each spot is tried in (see {@link #place}, {@link #search}). */
    private final Rectangle2D.Double tried = new Rectangle2D.Double();

    /** Places a label at the first free of the painter's {@code spots}, else the placer's own; false when dropped. */
    boolean place(Graphics2D g, String label, Spots spots, Vec2 anchor, double keepOutPx, double sizePx, Color color, Palette palette) {
        if (anchor == null || !anchor.isFinite()) return false;
        AffineTransform toComponent = px.userToComponent(g);
        Graphics2D t = onTop.measuring(g);
        Font font = text.font(sizePx);
        t.setFont(font);
        FontMetrics fm = t.getFontMetrics();
        FontRenderContext frc = t.getFontRenderContext();
        double w = text.width(frc, font, label);
        double asc = fm.getAscent();
        double desc = fm.getDescent();
        double pad = 3;
        double bw = w + 2 * pad;
        double bh = asc + desc + pad;
        Vec2 a = px.map(toComponent, anchor);
        // The kept-out square is only looked at while this label is placed: one reused rectangle.
        Rectangle2D keep = null;
        if (keepOutPx > 0) {
            keepBox.setRect(a.x() - keepOutPx, a.y() - keepOutPx, 2 * keepOutPx, 2 * keepOutPx);
            keep = keepBox;
        }
        // Spots are tried in one reused box; only the first (reported if the label is dropped) and the chosen one are kept.
        Rectangle2D first = null;
        Rectangle2D chosen = null;
        double[] point = px.point;
        for (int i = 0; i < spots.count && chosen == null; i++) {
            if (!spots.spot(i, spot)) continue;
            px.mapInPlace(toComponent, spot[0], spot[1]);
            Rectangle2D box = first == null ? new Rectangle2D.Double() : tried;
            box.setRect(point[0] - spot[2] * w - pad, point[1] + spot[3] * asc - asc - pad / 2, bw, bh);
            if (first == null) first = box;
            if (free(box, keep)) chosen = box == tried ? (Rectangle2D) tried.clone() : box;
        }
        boolean moved = false;
        if (chosen == null) {
            chosen = search(a, keepOutPx, bw, bh, keep);
            moved = chosen != null;
        }
        if (chosen == null) return key.keyed(t, label, a, keepOutPx, sizePx, color, first);
        // The leader's graphics is made from g as from a copy of it: the transform and clip are set anew.
        if (moved) onTop.leader(g, a, chosen, color);
        double x = chosen.getX() + pad;
        double y = chosen.getY() + pad / 2 + asc;
        onTop.drawText(g, label, sizePx, color, palette, x, y, chosen);
        placed.add(new StageFrame.Placed("label", label, chosen, false));
        return true;
    }

    /** Spots on every side of the anchor, nearest ring first. */
    Rectangle2D search(Vec2 a, double keepOutPx, double bw, double bh, Rectangle2D keep) {
        double step = bh * 0.8;
        double[] rings = {0.35, 1, 2, 3.5, 5.5, 8, 12, 17, 24};
        for (double ring : rings) {
            double d = keepOutPx + 4 + ring * step;
            int n = ring < 2 ? 8 : 16;
            for (int k = 0; k < n; k++) {
                double ang = -Math.PI / 2 + k * 2 * Math.PI / n; // above first: labels read best there
                double ux = Math.cos(ang);
                double uy = Math.sin(ang);
                // The box sits on that side of the point: its nearest corner or edge at distance d.
                double cx = a.x() + ux * (d + bw / 2 * Math.abs(ux));
                double cy = a.y() + uy * (d + bh / 2 * Math.abs(uy));
                tried.setRect(cx - bw / 2, cy - bh / 2, bw, bh);
                if (free(tried, keep)) return (Rectangle2D) tried.clone();
            }
        }
        return null;
    }

    boolean free(Rectangle2D box, Rectangle2D keep) {
        return free(box, keep, labelRoom != null ? labelRoom : picture);
    }

    /** True when the box lies inside {@code room} and overlaps no placed text, kept-out area or {@code keep}. */
    boolean free(Rectangle2D box, Rectangle2D keep, Rectangle2D room) {
        double inset = 2;
        if (box.getMinX() < room.getMinX() + inset || box.getMaxX() > room.getMaxX() - inset
                || box.getMinY() < room.getMinY() + inset || box.getMaxY() > room.getMaxY() - inset) return false;
        if (keep != null && box.intersects(keep)) return false;
        for (int i = 0; i < placed.size(); i++) {
            StageFrame.Placed p = placed.get(i);
            if (!p.clipped() && !p.kind().equals("figure") && box.intersects(p.box())) return false;
        }
        for (int i = 0; i < keptOut.size(); i++) if (box.intersects(keptOut.get(i))) return false;
        return true;
    }
}
