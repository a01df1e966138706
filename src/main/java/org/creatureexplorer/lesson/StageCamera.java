package org.creatureexplorer.lesson;

import java.awt.geom.Rectangle2D;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;

/**
 * What part of a lesson's world the stage frames: the whole field (the lesson's subject), or a
 * region that follows the creature, and how far the mouse wheel has zoomed in. The view is a
 * function of the world at this tick and of these settings only (no frame history, no clock),
 * so the window, {@code render}, clips and exports frame the same tick the same way.
 *
 * <p>Following: a region of the lesson's follow size (divided by the zoom) centred on the
 * creature's box, grown to hold the whole creature with a margin, and slid back inside the
 * field, so near a wall the wall stays in view instead of the creature staying centred.
 */
public final class StageCamera {
    /** How much closer each wheel notch brings the view. */
    public static final double WHEEL_STEP = 1.15;
    public static final double MOST_ZOOM = 6;
    /** Following: the creature keeps this share of the view's size as margin on each side. */
    static final double MARGIN = 0.08;

    private boolean follow;
    private double zoom = 1;
    /** Fitting the field and zoomed in: the centre of the view, stage px. */
    private Vec2 centre;

    public StageCamera(boolean follow) { this.follow = follow; }

    public boolean follows() { return follow; }

    /** A camera set as this one is now (a clip records with the stage's framing, then goes its own way). */
    public StageCamera copy() {
        StageCamera c = new StageCamera(follow);
        c.zoom = zoom;
        c.centre = centre;
        return c;
    }

    /** Switches between following the creature and the whole field; the wheel's zoom starts again at 1. */
    public void setFollow(boolean on) {
        follow = on;
        zoom = 1;
        centre = null;
    }

    public double zoom() { return zoom; }

    /**
     * One wheel movement at {@code pointer} (stage px): {@code notches} towards the user zoom out,
     * away zoom in. Fitting the field, the point under the pointer stays where it is; following,
     * the view stays on the creature. Never further out than the field (or the follow size).
     */
    public void wheel(Lesson<?> lesson, World world, double notches, Vec2 pointer) {
        Rectangle2D before = view(lesson, world);
        double next = Math.max(1, Math.min(MOST_ZOOM, zoom * Math.pow(WHEEL_STEP, -notches)));
        if (!follow && pointer != null && pointer.isFinite()) {
            double k = zoom / next;
            double cx = pointer.x() + (before.getCenterX() - pointer.x()) * k;
            double cy = pointer.y() + (before.getCenterY() - pointer.y()) * k;
            centre = new Vec2(cx, cy);
        }
        zoom = next;
        if (zoom == 1) centre = null;
    }

    /** The region of the world (stage px) the stage fits into its picture this tick. */
    public Rectangle2D view(Lesson<?> lesson, World world) { return view(lesson, world, Double.NaN); }

    /**
     * As {@link #view(Lesson, World)}, following the creature in a region of this shape
     * ({@code heightOverWidth}, the picture's: NaN keeps the follow size's own), so the creature's
     * surroundings fill the picture rather than a band of empty stage.
     */
    public Rectangle2D view(Lesson<?> lesson, World world, double heightOverWidth) {
        Rectangle2D field = lesson.subject(world);
        Rectangle2D creature = follow ? lesson.creature(world) : null;
        if (creature == null) {
            if (zoom == 1) return field;
            double w = field.getWidth() / zoom, h = field.getHeight() / zoom;
            Vec2 c = centre != null ? centre : new Vec2(field.getCenterX(), field.getCenterY());
            return inside(new Rectangle2D.Double(c.x() - w / 2, c.y() - h / 2, w, h), field);
        }
        double w = lesson.followWidth(world) / zoom, h = lesson.followHeight(world) / zoom;
        // The whole creature with a margin, whatever the zoom: a camera that cuts the body off teaches nothing.
        w = Math.max(w, creature.getWidth() / (1 - 2 * MARGIN));
        h = Math.max(h, creature.getHeight() / (1 - 2 * MARGIN));
        if (heightOverWidth > 0 && Double.isFinite(heightOverWidth)) {
            if (h / w < heightOverWidth) h = w * heightOverWidth; else w = h / heightOverWidth;
        }
        Rectangle2D view = new Rectangle2D.Double(creature.getCenterX() - w / 2, creature.getCenterY() - h / 2, w, h);
        return inside(view, field);
    }

    /**
     * {@code view} slid inside {@code field} along each axis where it is smaller than the field, and
     * centred on the field along an axis where it is not.
     */
    static Rectangle2D inside(Rectangle2D view, Rectangle2D field) {
        double x = slide(view.getX(), view.getWidth(), field.getX(), field.getWidth());
        double y = slide(view.getY(), view.getHeight(), field.getY(), field.getHeight());
        return new Rectangle2D.Double(x, y, view.getWidth(), view.getHeight());
    }

    private static double slide(double at, double size, double fieldAt, double fieldSize) {
        if (size >= fieldSize) return fieldAt + (fieldSize - size) / 2;
        return Math.max(fieldAt, Math.min(fieldAt + fieldSize - size, at));
    }
}
