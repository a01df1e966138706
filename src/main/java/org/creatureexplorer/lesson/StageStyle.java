package org.creatureexplorer.lesson;

import java.awt.BasicStroke;
import java.awt.Font;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.creatureexplorer.model.World;

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
    /** The frame being painted (readout band, label placer), or null when painted outside a stage. */
    private final StageFrame frame;
    /** Pinned runs' worlds at this tick, oldest pin first: lessons with a ghost draw them faded. */
    private List<Ghost> ghosts = List.of();

    public StageStyle(Set<Overlay> overlays, Palette palette, double screenPxPerStagePx, double textScale) {
        this(overlays, palette, screenPxPerStagePx, textScale, 1);
    }

    /**
     * @param textScale   multiplies every label size (zoom, projector)
     * @param strokeScale multiplies every stroke width (the projector thickens lines)
     */
    public StageStyle(Set<Overlay> overlays, Palette palette, double screenPxPerStagePx, double textScale, double strokeScale) {
        this(overlays, palette, screenPxPerStagePx, textScale, strokeScale, null);
    }

    /** @param frame the stage frame labels and readouts are placed in (null: drawn where asked, unrecorded) */
    public StageStyle(Set<Overlay> overlays, Palette palette, double screenPxPerStagePx, double textScale, double strokeScale,
                      StageFrame frame) {
        this.frame = frame;
        this.overlays = overlays.isEmpty() ? EnumSet.noneOf(Overlay.class) : EnumSet.copyOf(overlays);
        this.palette = palette;
        this.screenPxPerStagePx = screenPxPerStagePx;
        this.textScale = textScale;
        this.strokeScale = strokeScale;
    }

    public boolean on(Overlay overlay) { return overlays.contains(overlay); }

    /** A pinned run's world at the live tick, and the pin's number (1 to 3: its dash on the charts and stage). */
    public record Ghost(int number, World world) {}

    /** This style with pinned runs' worlds to draw as ghosts (see {@link #ghosts}). */
    public StageStyle withGhosts(List<Ghost> worlds) {
        // This style's own overlay set: it is never changed, so the copy can share it (one set less per paint).
        StageStyle s = new StageStyle(this);
        s.ghosts = List.copyOf(worlds);
        return s;
    }

    /** A copy of {@code other} sharing its (never changed) overlay set. */
    private StageStyle(StageStyle other) {
        this.frame = other.frame;
        this.overlays = other.overlays;
        this.palette = other.palette;
        this.screenPxPerStagePx = other.screenPxPerStagePx;
        this.textScale = other.textScale;
        this.strokeScale = other.strokeScale;
    }

    /**
     * The pinned runs, each a second world with the pinned parameters and inputs at the live
     * tick, for a painter to draw faded behind the live creature ({@link GhostDraw}); empty without
     * pins. A painter that has no ghost ignores them.
     */
    public List<Ghost> ghosts() { return ghosts; }

    public Palette palette() { return palette; }

    /**
     * The part of the world (stage px) the picture shows this frame: where a painter puts what
     * belongs to the view rather than to the world (a strip in the corner), since a following
     * camera shows only part of the field. Null outside a stage.
     */
    public java.awt.geom.Rectangle2D visible() { return frame == null ? null : frame.visibleStage(); }

    /** The frame labels and readouts go through, or null outside a stage. */
    public StageFrame frame() { return frame; }

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
