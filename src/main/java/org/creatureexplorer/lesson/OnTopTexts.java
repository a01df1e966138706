package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.sim.Vec2;

/**
 * The texts and leader lines of a stage frame, drawn over the painter's picture once it is done
 * ({@link #drawNoted}), and the two graphics a frame shares for them: one its texts are measured
 * with and one they are drawn with, both in the component's own pixels.
 */
final class OnTopTexts {
    private final AffineTransform screen;
    private final Shape screenClip;
    private final double width;
    private final double height;
    private final TextFit text;
    /** Texts and leaders placed while the painter runs, drawn over its picture by {@link #drawNoted}. */
    private List<OnTopDraw> drawLater;
    private int drawsLater;
    private boolean finishing;
    private Graphics2D measuringG;
    private Graphics2D onTopG;

    /** For a frame whose component graphics had {@code screen} and {@code screenClip}, {@code width} x {@code height} px. */
    OnTopTexts(AffineTransform screen, Shape screenClip, double width, double height, TextFit text) {
        this.screen = screen;
        this.screenClip = screenClip;
        this.width = width;
        this.height = height;
        this.text = text;
    }

    /** The hints a font render context is made from (with the transform). */
    private static final RenderingHints.Key[] CONTEXT_HINTS = {
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.KEY_ANTIALIASING, RenderingHints.KEY_FRACTIONALMETRICS};

    /**
     * The graphics the readouts and labels measure with: as a copy of {@code g} set to the
     * component's transform, the font render context its text was measured in before. One copy per
     * frame, its hints kept equal to g's, instead of a copy per label and readout.
     */
    Graphics2D measuring(Graphics2D g) {
        if (measuringG == null) {
            measuringG = (Graphics2D) g.create();
            measuringG.setTransform(screen);
            return measuringG;
        }
        for (RenderingHints.Key key : CONTEXT_HINTS) {
            Object value = g.getRenderingHint(key);
            if (value != null && value != measuringG.getRenderingHint(key)) measuringG.setRenderingHint(key, value);
        }
        return measuringG;
    }

    /** Draws every text and leader noted so far, in order; from now on they are drawn at once. */
    void drawNoted() {
        finishing = true;
        for (int i = 0; i < drawsLater; i++) {
            OnTopDraw d = drawLater.get(i);
            if (d.leader) drawLeader(d.ax, d.ay, d.nx, d.ny, d.color);
            else drawTextNow(d.text, d.sizePx, d.color, d.palette, d.x, d.y, d.box);
            d.forget();
        }
        if (drawLater != null) SPARE_DRAWS.get().giveBack(drawLater);
        drawLater = null;
        drawsLater = 0;
    }

    private static final java.awt.BasicStroke LEADER_STROKE = new java.awt.BasicStroke(1.2f);

    /** A thin line from the annotated point to the nearest point of a label moved away from it. */
    void leader(Graphics2D t, Vec2 a, Rectangle2D box, Color color) {
        double nx = Math.max(box.getMinX(), Math.min(a.x(), box.getMaxX()));
        double ny = Math.max(box.getMinY(), Math.min(a.y(), box.getMaxY()));
        if (Math.hypot(nx - a.x(), ny - a.y()) < 6) return;
        onTopGraphics(t);
        if (finishing) {
            drawLeader(a.x(), a.y(), nx, ny, color);
            return;
        }
        OnTopDraw d = later();
        d.leader = true;
        d.ax = a.x();
        d.ay = a.y();
        d.nx = nx;
        d.ny = ny;
        d.color = color;
    }

    private void drawLeader(double ax, double ay, double nx, double ny, Color color) {
        Graphics2D l = onTopG;
        l.setColor(StyleCache.withAlpha(color, 170));
        l.setStroke(LEADER_STROKE);
        leaderLine.setLine(ax, ay, nx, ny);
        l.draw(leaderLine);
    }

    private final Line2D.Double leaderLine = new Line2D.Double();

    /**
     * Texts and leaders are drawn when the painter is done ({@link #drawNoted}), over everything it
     * drew: a cell, grid or body painted after a label would otherwise cover it. Each is noted in
     * an {@link OnTopDraw} from the thread's spares, in order (a lambda per text before).
     */
    private OnTopDraw later() {
        if (drawLater == null) drawLater = SPARE_DRAWS.get().take();
        if (drawsLater == drawLater.size()) drawLater.add(new OnTopDraw());
        return drawLater.get(drawsLater++);
    }

    /** A text on its halo box, or a leader line (from (ax, ay) to (nx, ny)), to be drawn by {@link #drawNoted}. */
    private static final class OnTopDraw {
        boolean leader;
        String text;
        double sizePx;
        Color color;
        Palette palette;
        double x, y;
        Rectangle2D box;
        double ax, ay, nx, ny;

        void forget() {
            text = null;
            color = null;
            palette = null;
            box = null;
        }
    }

    /**
     * The notes of the frames painted on this thread, handed from frame to frame: a frame takes
     * them at its first text and gives them back when finished (a frame laid out while another is
     * painted on the same thread finds none spare and makes its own).
     */
    private static final class SpareDraws {
        private List<OnTopDraw> spare = new ArrayList<>();

        List<OnTopDraw> take() {
            List<OnTopDraw> l = spare != null ? spare : new ArrayList<>();
            spare = null;
            return l;
        }

        void giveBack(List<OnTopDraw> l) {
            if (spare == null) spare = l;
        }
    }

    private static final ThreadLocal<SpareDraws> SPARE_DRAWS = ThreadLocal.withInitial(SpareDraws::new);

    /**
     * The graphics every text and leader over the picture is drawn with: made from the first
     * caller's graphics and clipped to the component, then shared (each colour, stroke and font
     * is set per draw), since a graphics per text set its font and glyph caches up again each
     * time. Disposed when the frame is finished.
     */
    private Graphics2D onTopGraphics(Graphics2D g) {
        if (onTopG == null) {
            onTopG = (Graphics2D) g.create();
            clipToComponent(onTopG);
        }
        return onTopG;
    }

    /** Disposes the frame's shared graphics (the frame is finished). */
    void dispose() {
        if (onTopG != null) onTopG.dispose();
        onTopG = null;
        if (measuringG != null) measuringG.dispose();
        measuringG = null;
    }

    /** Sets {@code t} to the component's own pixels, clipped to the component. */
    void clipToComponent(Graphics2D t) {
        t.setTransform(screen);
        t.setClip(screenClip);
        t.clip(new Rectangle2D.Double(0, 0, width, height));
    }

    /** Text on a halo box, both in component px. */
    void drawText(Graphics2D g, String text, double sizePx, Color color, Palette palette, double x, double y, Rectangle2D box) {
        onTopGraphics(g);
        if (finishing) {
            drawTextNow(text, sizePx, color, palette, x, y, box);
            return;
        }
        OnTopDraw d = later();
        d.leader = false;
        d.text = text;
        d.sizePx = sizePx;
        d.color = color;
        d.palette = palette;
        d.x = x;
        d.y = y;
        d.box = box;
    }

    private void drawTextNow(String text, double sizePx, Color color, Palette palette, double x, double y, Rectangle2D box) {
        Graphics2D t = onTopG;
        Color halo = palette.textHalo();
        t.setColor(StyleCache.withAlpha(halo, 215));
        t.fill(box);
        t.setFont(this.text.font(sizePx));
        t.setColor(color);
        t.drawString(text, (float) x, (float) y);
    }
}
