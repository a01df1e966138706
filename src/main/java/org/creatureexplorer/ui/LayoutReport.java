package org.creatureexplorer.ui;

import java.awt.Component;
import java.awt.Point;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;

/**
 * The boxes a lesson view shows, in window pixels: what the {@code layout} command prints and
 * what the layout tests check (labels apart, the subject on the stage, nothing clipped). Each
 * part of the view adds its own boxes ({@link LessonView#reportLayout}).
 */
public final class LayoutReport {

    /**
     * One box: its kind ({@code stage}, {@code label}, {@code readout}, {@code subject},
     * {@code chart}, {@code plot}, {@code title}, {@code legend}, {@code hint}, {@code text}),
     * a name (a label's text, a chart's title), its bounds in window pixels, and whether a text
     * in it was shortened, cut or left out.
     */
    public record Box(String kind, String name, Rectangle2D bounds, boolean clipped) {}

    private final Component root;
    private final List<Box> boxes = new ArrayList<>();

    /** @param root the component whose top-left corner is (0, 0) of the report (the window's content) */
    public LayoutReport(Component root) { this.root = root; }

    /** Adds a box given in {@code from}'s own coordinates. */
    public void add(String kind, String name, Component from, Rectangle2D local, boolean clipped) {
        Point origin = SwingUtilities.convertPoint(from, 0, 0, root);
        boxes.add(new Box(kind, name, new Rectangle2D.Double(origin.x + local.getX(), origin.y + local.getY(),
                local.getWidth(), local.getHeight()), clipped));
    }

    /** Adds a component's whole area. */
    public void add(String kind, String name, Component c, boolean clipped) {
        add(kind, name, c, new Rectangle2D.Double(0, 0, c.getWidth(), c.getHeight()), clipped);
    }

    public List<Box> boxes() { return List.copyOf(boxes); }

    public List<Box> of(String kind) { return boxes.stream().filter(b -> b.kind().equals(kind)).toList(); }
}
