package org.creatureexplorer.lesson;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.util.List;
import java.util.Set;
import org.creatureexplorer.model.World;

/**
 * Paints a lesson's stage into a box of any size, the one way the window's stage, clips,
 * worksheets and exports all draw it: the camera's view of the world fitted under the readouts,
 * the creature's body kept free of labels, text and lines scaled with the stage (PhET's design
 * size), the painter, then the labels' key. It remembers what the last frame's readouts needed,
 * so the next frame reserves that room; a frame whose readouts need other room is laid out and
 * painted again (three passes at most).
 */
public final class StageRenderer {
    /**
     * The size at which the stage's text and lines are drawn at the look's own scale: like PhET's
     * design size, a larger stage scales them up with it (the same picture, larger) and a smaller
     * one down, never below a floor that reads from the back of a room.
     */
    public static final double DESIGN_WIDTH = 900;
    public static final double DESIGN_HEIGHT = 560;
    /** The least the stage's size takes text to: 0.85 of the look's size; in projection the look's own (20 px at least). */
    static final double NORMAL_FLOOR = 0.85;
    static final double MOST = 1.6;

    /** How the stage is drawn: overlays on, colours, and the look's own text and line scales (before the stage's size). */
    public record Look(Set<Overlay> overlays, Palette palette, double textScale, double strokeScale, boolean projector) {}

    /** The share of the stage's height its picture usually keeps under the readouts (the shape a following view takes). */
    static final double PICTURE_SHARE = 0.85;

    private final Lesson<?> lesson;
    private final StageCamera camera;
    private StageFrame.Needs needs = StageFrame.Needs.NONE;

    public StageRenderer(Lesson<?> lesson, StageCamera camera) {
        this.lesson = lesson;
        this.camera = camera;
    }

    public StageCamera camera() { return camera; }

    /** How much the stage's size scales its text (and, never below 1, its lines) for a stage {@code w} x {@code h}. */
    public static double stageFactor(double w, double h, boolean projector) {
        double f = Math.min(w / DESIGN_WIDTH, h / DESIGN_HEIGHT);
        return Math.max(projector ? 1 : NORMAL_FLOOR, Math.min(MOST, Double.isFinite(f) ? f : 1));
    }

    public static double textScale(Look look, double w, double h) { return look.textScale() * stageFactor(w, h, look.projector()); }

    public static double strokeScale(Look look, double w, double h) {
        return look.strokeScale() * Math.max(1, stageFactor(w, h, look.projector()));
    }

    /** A frame laid out (not painted) at this size: where the picture and subject go, how the pointer maps. */
    public StageFrame layout(Graphics2D g, int width, int height, World world, Look look, String badge) {
        // The picture is the stage less its readouts: about the stage's shape, a little wider.
        double shape = (height * PICTURE_SHARE) / Math.max(1, width);
        return new StageFrame(g, Math.max(1, width), Math.max(1, height), textScale(look, width, height),
                camera.view(lesson, world, shape), needs, badge);
    }

    /**
     * Paints the whole stage into {@code g} at {@code width} x {@code height}: background, badge
     * (when {@code drawBadge}), the painter and its labels. {@code holdStill}: keep the room the
     * readouts had (a handle is being dragged: the picture must not move under the pointer).
     * @return the frame painted last (the settled one)
     */
    public StageFrame paint(Graphics2D g, int width, int height, World world, Look look, List<StageStyle.Ghost> ghosts,
                            String badge, boolean drawBadge, boolean holdStill) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        StageFrame frame = null;
        // Three passes at most: the readouts' first frame, their band, and a column for a key that found no room in the band.
        for (int pass = 0; pass < 3; pass++) {
            frame = paintOnce(g, width, height, world, look, ghosts, badge, drawBadge);
            boolean settled = holdStill || frame.holds(needs);
            if (!holdStill) needs = frame.needs();
            if (settled) break;
        }
        return frame;
    }

    private StageFrame paintOnce(Graphics2D g0, int width, int height, World w, Look look, List<StageStyle.Ghost> ghosts,
                                 String badge, boolean drawBadge) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setColor(look.palette().background());
            g.fillRect(0, 0, width, height);
            StageFrame frame = layout(g, width, height, w, look, badge);
            if (drawBadge) frame.drawBadge(g, look.palette());
            CreatureBox body = lesson.creatureParts(w);
            if (body != null) frame.keepOutBody(body);
            AffineTransform t = frame.stageToComponent();
            g.clip(frame.picture());
            g.transform(t);
            StageStyle style = new StageStyle(look.overlays(), look.palette(), t.getScaleX(), textScale(look, width, height),
                    strokeScale(look, width, height), frame).withGhosts(ghosts);
            lesson.paint(g, w, style);
            frame.finish(g, look.palette());
            return frame;
        } finally {
            g.dispose();
        }
    }
}
