package org.creatureexplorer.lesson;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.creatureexplorer.sim.Vec2;

/**
 * The pieces of an "Explain" figure (the derivation a teacher would draw on the board): a
 * panel to draw a magnified figure in, dimension lines with end ticks and arrows. Labels go
 * through the stage's one placer ({@link Draw#label}); the equation itself goes in the readouts.
 */
public final class ExplainDraw {
    private ExplainDraw() {}

    /** Label size of the figure's labels, screen px before the text scale (the projector's 1.6x makes it 27 px). */
    public static final double LABEL_PX = 17;

    /** A number with at most {@code decimals} decimals and no trailing zeros: 6, 2.5, 0.35. */
    public static String num(double v, int decimals) {
        if (!Double.isFinite(v)) return String.valueOf(v);
        java.math.BigDecimal d = java.math.BigDecimal.valueOf(v).setScale(decimals, java.math.RoundingMode.HALF_UP).stripTrailingZeros();
        String t = d.toPlainString();
        return t.equals("-0") ? "0" : t;
    }

    /** A nearly opaque panel in the background colour with a border: the figure is drawn on it. */
    public static void panel(Graphics2D g, StageStyle s, Rectangle2D box) {
        g.setColor(VectorDraw.alpha(s.palette().background(), 240));
        g.fill(box);
        g.setColor(s.palette().ghost());
        g.setStroke(s.stroke(1.5));
        g.draw(box);
        if (s.frame() != null) s.frame().figure(g, box);
    }

    /** A dimension line from a to b with short end ticks across it. */
    public static void dimension(Graphics2D g, StageStyle s, Vec2 a, Vec2 b, Color c) {
        g.setColor(c);
        g.setStroke(s.stroke(2));
        Draw.line(g, a, b);
        Vec2 n = b.minus(a).directionOr(Vec2.UNIT_X).perp().times(s.px(7));
        Draw.line(g, a.minus(n), a.plus(n));
        Draw.line(g, b.minus(n), b.plus(n));
    }

    /** A thick arrow from a to b (nothing when they coincide). */
    public static void arrow(Graphics2D g, StageStyle s, Vec2 a, Vec2 b, Color c) {
        g.setColor(c);
        g.setStroke(s.stroke(3.5));
        Draw.arrow(g, a, b, s.px(14));
    }

    /**
     * A label of the figure on {@code panel}, centred above (alignY 0) or below (alignY 1) a
     * point, through the placer: it stays on the panel (a label pushed off the figure would land
     * on the creature or at the stage's edge), else its number does and its text goes to the key.
     */
    public static void labelAt(Graphics2D g, StageStyle s, Rectangle2D panel, String text, Vec2 at, boolean below, Color c) {
        label(g, s, panel, text, at.plus(new Vec2(0, below ? s.px(10) : -s.px(8))), 0.5, below ? 1 : 0, c);
    }

    /** A label of the figure on {@code panel} at the painter's spot (as {@link Draw#label}), kept on the panel. */
    public static void label(Graphics2D g, StageStyle s, Rectangle2D panel, String text, Vec2 at, double alignX, double alignY, Color c) {
        if (!at.isFinite()) return;
        if (s.frame() == null) {
            Draw.label(g, text, at, s, LABEL_PX, c, alignX, alignY);
            return;
        }
        s.frame().labelIn(g, panel, text, at, alignX, alignY, at, 0, LABEL_PX, c, s.palette());
    }
}
