package org.creatureexplorer.ui;

import org.creatureexplorer.lesson.Palette;

/**
 * How everything is drawn right now: the theme, projection mode and zoom. Projection mode
 * overrides the theme with the projector palette and scales text and strokes up so the
 * smallest text is at least 20 px and bones and vectors at least 3 px at 1920 x 1080.
 */
public record Look(Theme theme, boolean projector, double zoom) {
    public static final Look DEFAULT = new Look(Theme.LIGHT, false, 1);
    public static final double MIN_ZOOM = 0.75;
    public static final double MAX_ZOOM = 2.5;
    /** Text is this much larger in projection mode (the UI's 13 px becomes 21 px). */
    public static final double PROJECTOR_TEXT = 1.6;
    /** Strokes are this much wider in projection mode (2 px lines become 3 px). */
    public static final double PROJECTOR_STROKE = 1.5;

    public Look {
        zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Double.isFinite(zoom) ? zoom : 1));
    }

    public Palette palette() { return projector ? Palette.PROJECTOR : theme.palette(); }

    public Theme.ChartColors chartColors() { return projector ? Theme.PROJECTOR_CHARTS : theme.charts(); }

    /** The FlatLaf theme in force: projection mode is always light. */
    public Theme lafTheme() { return projector ? Theme.LIGHT : theme; }

    /** Scale for all text: stage labels, chart fonts, the lesson text, the UI font. */
    public double textScale() { return zoom * (projector ? PROJECTOR_TEXT : 1); }

    public double strokeScale() { return projector ? PROJECTOR_STROKE : 1; }

    public Look withTheme(Theme t) { return new Look(t, projector, zoom); }

    public Look withProjector(boolean p) { return new Look(theme, p, zoom); }

    public Look withZoom(double z) { return new Look(theme, projector, z); }
}
