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
 * One painted frame of a stage, in the stage component's own pixels: where the readouts go (a
 * band at the top, or a column at the left of a wide stage, reserved so the picture is never
 * drawn under them), where the lesson's subject is fitted (the rest, with a margin), and the
 * label placer every {@link Draw#label} and {@link Labels} call goes through.
 *
 * <p>The placer puts each label at the first free spot: the painter's own spot, then spots on
 * every side of the point it annotates, nearer ones first, further out ring by ring (a thin
 * leader line joins a label moved away from its point). A spot is free when its box lies inside
 * the picture area and overlaps no placed label, readout or badge and no kept-out point. Labels
 * are placed in the order the painter draws them, so the priority is that order: a painter
 * draws the labels that matter most first, and a label with no free spot left is dropped (and
 * reported clipped) rather than drawn over another. Every drawn box is recorded, so the
 * {@code layout} command reports exactly what was drawn.
 *
 * <p>The frame's jobs are in its parts: {@link ReadoutBudget} (which readouts, band or column, the
 * picture left), {@link TextFit} (measuring and wrapping texts), {@link LabelPlacer} (the label
 * placer), {@link StageKey} (the key of labels with no spot) and {@link OnTopTexts} (texts drawn
 * over the picture when the painter is done).
 */
public final class StageFrame {
    /**
     * One drawn box, in component px: kind {@code label}, {@code readout}, {@code badge},
     * {@code marker}, {@code key}, {@code key-box}, or {@code figure} (an Explain panel whose labels stay on it).
     */
    public record Placed(String kind, String text, Rectangle2D box, boolean clipped) {}

    private static final double READOUT_PX = ReadoutBudget.READOUT_PX;
    private static final double PAD = ReadoutBudget.PAD;
    /** The gap between the subject and the picture's edge or the readouts, screen px. */
    public static final double MARGIN = 12;

    /**
     * What the readouts needed in the last frame: the full width of each at the 18 px size and
     * its text, in drawing order. The stage sizes its band from it, as a frame cannot know its
     * readouts before the painter drew them; the rows are counted by wrapping the texts exactly
     * as {@link #readout} does, so the band or column (and the badge's row after it) is reserved
     * to the row. {@code keyRoom} is set once a frame had labels its key found no room for: from
     * then on a readout column (whose free lower part holds the key) is preferred to a band that
     * shows the subject a little larger.
     */
    public record Needs(List<Double> widths, List<String> texts, boolean keyRoom) {
        public static final Needs NONE = new Needs(List.of(), List.of(), false);

        double widest() {
            // As widths.stream().mapToDouble(...).max().orElse(0), without the stream each frame.
            if (widths.isEmpty()) return 0;
            double max = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < widths.size(); i++) max = Math.max(max, widths.get(i));
            return max;
        }
    }

    private final double width;
    private final double height;
    private final Rectangle2D band;
    private final Rectangle2D picture;
    private final AffineTransform stageToComponent;
    private final Rectangle2D subjectBox;
    private final boolean column;
    private final Rectangle2D badgeBox;
    private final String badge;
    private final int rowsReserved;
    /** Which readouts (bit i: the i-th drawn) go on the stage; the rest are {@link #listed}. */
    private final long shownReadouts;
    private int readoutsDrawn;
    private final List<Listed> listed = new ArrayList<>();
    private final double readoutPx;
    private final double lineH;
    private final int badgeLine;
    private int readoutLines;
    private final List<Double> readoutWidths = new ArrayList<>();
    private final List<String> readoutTexts = new ArrayList<>();
    /** Whether a column is preferred for the key's sake: reserved so, or some label found no room in this frame's key. */
    private boolean keyRoom;
    private final TextFit text;
    private final OnTopTexts onTop;
    private final ComponentPixels px;
    private final LabelPlacer placer;
    private final StageKey key;
    /** Everything placed this frame (the placer's list). */
    private final List<Placed> placed;
    /** The painter's spots of the label being placed, reused from label to label. */
    private final LabelPlacer.Spots spots = new LabelPlacer.Spots();

    /**
     * Lays a frame out: the readouts from {@code needs} in a band at the top or a column at the
     * left, whichever shows the subject larger, and the subject (stage px) fitted into the rest.
     * {@code g} is the component's graphics before any stage transform.
     */
    public StageFrame(Graphics2D g, double width, double height, double textScale, Rectangle2D subject,
                      Needs needs, String badge) {
        AffineTransform screen = g.getTransform();
        this.width = width;
        this.height = height;
        this.badge = badge;
        this.keyRoom = needs.keyRoom();
        this.text = new TextFit(textScale);
        double pad = PAD;
        ReadoutBudget.Plan plan = new ReadoutBudget(text, width, height, textScale).choose(g, subject, needs, badge);
        readoutPx = plan.sizePx();
        lineH = ReadoutBudget.READOUT_LINE * textScale * readoutPx / READOUT_PX;
        column = plan.column();
        shownReadouts = plan.shown();
        rowsReserved = plan.rows();
        band = plan.band();
        picture = plan.picture();
        stageToComponent = ReadoutBudget.fit(subject, picture);
        subjectBox = ComponentPixels.transformedBounds(stageToComponent, subject);
        badgeLine = plan.badgeLine();
        if (badge != null) {
            double badgeW = text.textWidth(g, badge, readoutPx) + 2 * pad;
            // In a column the badge takes the row after the reckoned readouts; a readout that
            // wraps onto more rows than reckoned steps over it (see readout).
            badgeBox = column
                    ? new Rectangle2D.Double(pad, pad / 2 + badgeLine * lineH, badgeW, lineH)
                    : new Rectangle2D.Double(width - pad - badgeW, pad / 2 + badgeLine * lineH, badgeW, lineH);
        } else {
            badgeBox = null;
        }
        onTop = new OnTopTexts(screen, g.getClip(), width, height, text);
        px = new ComponentPixels(screen, stageToComponent);
        placer = new LabelPlacer(text, onTop, px, picture);
        placed = placer.placed;
        key = new StageKey(placer, text, onTop, subjectBox);
        placer.keyTo(key);
    }

    /**
     * True when this frame's readouts fit the band it reserved from {@code reserved}: the same
     * readouts, about as wide, in no more rows. Otherwise the stage lays the frame out again.
     */
    public boolean holds(Needs reserved) {
        if (reserved.widths().size() != readoutWidths.size() || readoutLines > rowsReserved) return false;
        if (keyRoom && !reserved.keyRoom()) return false;
        for (int i = 0; i < readoutWidths.size(); i++) {
            if (Math.abs(readoutWidths.get(i) - reserved.widths().get(i)) > 40) return false;
        }
        return true;
    }

    /** Stage px to the component's px. */
    public AffineTransform stageToComponent() { return new AffineTransform(stageToComponent); }

    /** The area the picture is drawn in (the component less the readouts), component px. */
    public Rectangle2D picture() { return (Rectangle2D) picture.clone(); }

    /** The picture's area in stage px: the part of the world this frame shows. */
    public Rectangle2D visibleStage() {
        try {
            return stageToComponent.createInverse().createTransformedShape(picture).getBounds2D();
        } catch (java.awt.geom.NoninvertibleTransformException e) {
            return (Rectangle2D) subjectBox.clone();
        }
    }

    /** The lesson's subject as shown, component px. */
    public Rectangle2D subject() { return (Rectangle2D) subjectBox.clone(); }

    public Rectangle2D band() { return (Rectangle2D) band.clone(); }

    /** The creature's discs on the picture this frame (component px): the body no label may cover. */
    private final List<Rectangle2D> body = new ArrayList<>();

    public List<Rectangle2D> body() { return List.copyOf(body); }

    /** A readout the stage had no room for this frame: the readout list beside the charts shows it. */
    public record Listed(String text, Color color) {}

    /** The readouts of this frame that went to the list, in drawing order. */
    public List<Listed> listed() { return List.copyOf(listed); }

    /** Everything drawn as text this frame. */
    public List<Placed> placed() { return List.copyOf(placed); }

    /** What the readouts of this frame need; the stage repaints when it differs from what it reserved. */
    public Needs needs() { return new Needs(List.copyOf(readoutWidths), List.copyOf(readoutTexts), keyRoom); }

    /** Keeps labels off a point of the painter's space (a walker, a head), {@code radiusPx} screen px round it. */
    public void keepOut(Graphics2D g, Vec2 stagePoint, double radiusPx) {
        if (!stagePoint.isFinite()) return;
        px.mapInPlace(px.userToComponent(g), stagePoint.x(), stagePoint.y());
        double r = radiusPx;
        placer.keptOut.add(new Rectangle2D.Double(px.point[0] - r, px.point[1] - r, 2 * r, 2 * r));
    }

    /**
     * Keeps labels off the creature's body: each of its discs (stage px), as the stage shows them.
     * Called by the stage before the painter runs, so no label of the frame lands on the creature.
     */
    public void keepOutBody(CreatureBox creature) {
        double s = stageToComponent.getScaleX();
        for (int i = 0; i < creature.discs(); i++) {
            px.mapInPlace(stageToComponent, creature.discX(i), creature.discY(i));
            double r = Math.max(2, creature.discRadius(i) * s);
            Rectangle2D box = new Rectangle2D.Double(px.point[0] - r, px.point[1] - r, 2 * r, 2 * r);
            placer.keptOut.add(box);
            if (box.intersects(picture)) body.add(box);
        }
    }

    /** Keeps labels off a rectangle of the painter's space (a table, a panel). */
    public void keepOut(Graphics2D g, Rectangle2D stageRect) {
        placer.keptOut.add(ComponentPixels.pathBounds(px.userToComponent(g), stageRect));
    }

    /** Draws the badge in its reserved box (call once, before the painter). */
    public void drawBadge(Graphics2D g, Palette palette) {
        if (badge == null) return;
        onTop.drawText(g, badge, readoutPx, palette.accent(), palette, badgeBox.getX() + PAD, baseline(badgeBox, g, readoutPx), badgeBox);
        placed.add(new Placed("badge", badge, badgeBox, false));
    }

    private double baseline(Rectangle2D box, Graphics2D g, double sizePx) {
        g.setFont(text.font(sizePx));
        FontMetrics fm = g.getFontMetrics();
        return box.getY() + (box.getHeight() - fm.getAscent() - fm.getDescent()) / 2 + fm.getAscent();
    }

    /**
     * A readout in the reserved band. Readouts take rows in the order they are drawn (line 0 is
     * the first); one too wide for the band wraps onto the next row at a space, and only a single
     * word wider than the band is shortened with "…".
     */
    public void readout(Graphics2D g, int line, String text, Color color, Palette palette) {
        Graphics2D t = onTop.measuring(g);
        Font font = this.text.font(readoutPx);
        t.setFont(font);
        FontRenderContext frc = t.getFontRenderContext();
        double x = band.getX() + PAD;
        readoutWidths.add(this.text.width(frc, font, text) * READOUT_PX / readoutPx);
        readoutTexts.add(text);
        int index = readoutsDrawn++;
        if (index >= 64 || (shownReadouts >>> index & 1) == 0) {
            listed.add(new Listed(text, color));
            return;
        }
        String rest = text;
        while (!rest.isEmpty()) {
            int row = readoutLines++;
            // A readout wrapped onto more column rows than reckoned never runs under the badge.
            if (column && badge != null && row == badgeLine) row = readoutLines++;
            double room = (column ? band.getWidth() : width) - 2 * PAD;
            if (!column && row == badgeLine) room = badgeBox.getX() - PAD - x;
            TextFit.Cut next = this.text.cut(frc, font, rest, room);
            String shown = next.shown();
            boolean clipped = next.clipped();
            rest = next.rest();
            double w = this.text.width(frc, font, shown);
            Rectangle2D box = new Rectangle2D.Double(x - 3, PAD / 2 + row * lineH, w + 6, lineH);
            onTop.drawText(g, shown, readoutPx, color, palette, x, baseline(box, t, readoutPx), box);
            placed.add(new Placed("readout", shown, box, clipped));
        }
    }

    /**
     * Places a label. {@code preferredAt} and the alignment give the painter's own spot (stage px);
     * {@code anchor} is the point it annotates and {@code keepOutPx} how far (screen px) the label
     * must stay from it. Returns false when it was dropped.
     */
    public boolean label(Graphics2D g, String text, Vec2 preferredAt, double alignX, double alignY, Vec2 anchor,
                         double keepOutPx, double sizePx, Color color, Palette palette) {
        return placer.place(g, text, spots.one(preferredAt, alignX, alignY), anchor, keepOutPx, sizePx, color, palette);
    }

    /**
     * Records a figure drawn on the stage (an Explain panel, in the painter's space), reported
     * as kind {@code figure} so a layout can check that its labels stay on it.
     */
    public void figure(Graphics2D g, Rectangle2D stageBox) {
        placed.add(new Placed("figure", "figure", ComponentPixels.pathBounds(px.userToComponent(g), stageBox), false));
    }

    /**
     * As {@link #label}, for a label that belongs to a figure drawn on the stage (an Explain
     * panel): it goes on a free spot inside {@code room} (the painter's space, clipped to the
     * picture), else its number goes there (or by the figure) and its text to the key.
     */
    public boolean labelIn(Graphics2D g, Rectangle2D room, String text, Vec2 preferredAt, double alignX, double alignY, Vec2 anchor,
                           double keepOutPx, double sizePx, Color color, Palette palette) {
        placer.labelRoom = ComponentPixels.pathBounds(px.userToComponent(g), room).createIntersection(picture);
        try {
            return label(g, text, preferredAt, alignX, alignY, anchor, keepOutPx, sizePx, color, palette);
        } finally {
            placer.labelRoom = null;
        }
    }

    /** As {@link #label}, with several painter's spots tried in order before the placer's own. */
    public boolean label(Graphics2D g, String text, Vec2[] spots, double[] alignX, double[] alignY, Vec2 anchor,
                         double keepOutPx, double sizePx, Color color, Palette palette) {
        return placer.place(g, text, this.spots.arrays(spots, alignX, alignY), anchor, keepOutPx, sizePx, color, palette);
    }

    /** As {@link #label(Graphics2D, String, Vec2[], double[], double[], Vec2, double, double, Color, Palette)}, the spots a painter gave {@link Labels}. */
    boolean label(Graphics2D g, String text, Labels.Spot[] spots, Vec2 anchor, double keepOutPx, double sizePx, Color color, Palette palette) {
        return placer.place(g, text, this.spots.given(spots), anchor, keepOutPx, sizePx, color, palette);
    }

    /** As {@link #label(Graphics2D, String, Labels.Spot[], Vec2, double, double, Color, Palette)} round an arrow's tip, each spot worked out as it is tried. */
    boolean label(Graphics2D g, String text, Labels.ArrowSpots spots, double keepOutPx, double sizePx, Color color, Palette palette) {
        return placer.place(g, text, this.spots.arrow(spots), spots.tip(), keepOutPx, sizePx, color, palette);
    }

    /**
     * Ends the frame: every text placed so far, over the picture, then the key of the labels that found no spot of their own (call after the
     * painter). It goes in a free part of the readout column, else in a free corner or along an
     * edge of the picture (off the subject when it can), shrinking toward 12.5 px if it must; a
     * key with no room anywhere leaves its labels dropped and reported clipped.
     */
    public void finish(Graphics2D g, Palette palette) {
        onTop.drawNoted();
        if (key.isEmpty()) {
            onTop.dispose();
            return;
        }
        try {
            if (key.finish(g, palette, keyRooms())) keyRoom = true;
        } finally {
            onTop.dispose();
        }
    }

    /** Where a key may go: the free part of the readout column below its rows, then the picture. */
    private List<Rectangle2D> keyRooms() {
        List<Rectangle2D> rooms = new ArrayList<>();
        if (column) {
            int lines = Math.max(readoutLines, rowsReserved) + (badge != null ? 1 : 0);
            double top = PAD / 2 + lines * lineH + PAD;
            if (top < height - 20) rooms.add(new Rectangle2D.Double(0, top, band.getWidth(), height - top));
        }
        rooms.add(picture);
        return rooms;
    }
}
