package org.creatureexplorer.lesson;

import java.awt.BasicStroke;
import java.awt.Font;
import java.util.EnumSet;
import java.util.Set;

/**
 * How to draw this frame: which overlays are on, the palette, and the scale from stage
 * pixels to screen pixels. Painters size strokes and text in screen pixels through
 * {@link #px}, so lines stay crisp and labels readable however large the stage is shown.
 */
public final class StageStyle {
    private final Set<Overlay> overlays;
    private final Palette palette;
    private final double screenPxPerStagePx;
    private final double textScale;
    private final double strokeScale;

    public StageStyle(Set<Overlay> overlays, Palette palette, double screenPxPerStagePx, double textScale) {
        this(overlays, palette, screenPxPerStagePx, textScale, 1);
    }

    /**
     * @param textScale   multiplies every label size (zoom, projector)
     * @param strokeScale multiplies every stroke width (the projector thickens lines)
     */
    public StageStyle(Set<Overlay> overlays, Palette palette, double screenPxPerStagePx, double textScale, double strokeScale) {
        this.overlays = overlays.isEmpty() ? EnumSet.noneOf(Overlay.class) : EnumSet.copyOf(overlays);
        this.palette = palette;
        this.screenPxPerStagePx = screenPxPerStagePx;
        this.textScale = textScale;
        this.strokeScale = strokeScale;
    }

    public boolean on(Overlay overlay) { return overlays.contains(overlay); }

    public Palette palette() { return palette; }

    /** Stage units that come out as {@code screenPx} pixels on screen. */
    public double px(double screenPx) { return screenPx / screenPxPerStagePx; }

    public double scale() { return screenPxPerStagePx; }

    public double textScale() { return textScale; }

    public double strokeScale() { return strokeScale; }

    /** A round-capped line {@code screenPx} wide on screen (times the stroke scale). */
    public BasicStroke stroke(double screenPx) {
        return StyleCache.roundStroke((float) px(screenPx * strokeScale));
    }

    public BasicStroke dashed(double screenPx) {
        return StyleCache.dashedStroke((float) px(screenPx * strokeScale));
    }

    /** A label font whose size is {@code screenPx} on screen (times the text scale). */
    public Font font(double screenPx, int style) {
        return StyleCache.font(style, (float) px(screenPx * textScale));
    }
}
