package org.creatureexplorer.ui;

import java.awt.Color;
import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JComponent;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.Handle;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;

/**
 * The live stage: draws the lesson's world scaled to fit (aspect kept, centred) and turns
 * the pointer into inputs: dragging a handle, or hovering where the lesson follows the pointer.
 */
public final class StageView extends JComponent {
    /** How close (in screen px) a press must be to a handle to grab it. */
    static final double GRAB_RADIUS = 24;

    private final Lesson<?> lesson;
    private final Supplier<World> world;
    private final Consumer<Input> inputs;
    private final Set<Overlay> overlays;
    private Palette palette = Palette.LIGHT;
    private double textScale = 1;
    private double strokeScale = 1;
    private String dragging;
    private boolean pressing;
    private String badge;

    private Runnable onPainted;

    public StageView(Lesson<?> lesson, Supplier<World> world, Consumer<Input> inputs) {
        this.lesson = lesson;
        this.world = world;
        this.inputs = inputs;
        this.overlays = lesson.defaultOverlays();
        setOpaque(true);
        setFocusable(true); // so the keyboard shortcuts work right after clicking the stage
        setPreferredSize(new Dimension(720, 450));
        setMinimumSize(new Dimension(240, 150));
        getAccessibleContext().setAccessibleName("Stage: " + lesson.title());
        MouseAdapter mouse = new MouseAdapter() {
            @Override public void mousePressed(MouseEvent e) { press(e); }

            @Override public void mouseDragged(MouseEvent e) { drag(e); }

            @Override public void mouseReleased(MouseEvent e) { release(); }

            @Override public void mouseMoved(MouseEvent e) { hover(e); }

            @Override public void mouseExited(MouseEvent e) {
                if (dragging == null && lesson.followsPointer()) inputs.accept(new Input.PointerLeft());
                setCursor(Cursor.getDefaultCursor());
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        addFocusListener(new java.awt.event.FocusAdapter() {
            @Override public void focusGained(java.awt.event.FocusEvent e) { repaint(); }

            @Override public void focusLost(java.awt.event.FocusEvent e) { repaint(); }
        });
    }

    public Set<Overlay> overlays() { return EnumSet.copyOf(overlays.isEmpty() ? EnumSet.noneOf(Overlay.class) : overlays); }

    /** Switches one overlay; only what is drawn changes, never the world. */
    public void setOverlay(Overlay overlay, boolean on) {
        if (on) overlays.add(overlay); else overlays.remove(overlay);
        repaint();
    }

    /** Colours, label sizes and stroke widths of the current look (theme, projector, zoom). */
    public void setLook(Look look) {
        palette = look.palette();
        textScale = look.textScale();
        strokeScale = look.strokeScale();
        repaint();
    }

    public Palette palette() { return palette; }

    /** The style this stage paints with now; tests read the projector's stroke and text sizes from it. */
    public StageStyle currentStyle() {
        return new StageStyle(overlays, palette, scale(), textScale, strokeScale);
    }

    /** A short status drawn in the stage's corner ("paused"), or null for none. View only. */
    public void setBadge(String badge) {
        this.badge = badge;
        repaint();
    }

    /** Screen px per stage px for the current size. */
    public double scale() {
        World w = world.get();
        return Math.max(1e-6, Math.min(getWidth() / w.stageWidth(), getHeight() / w.stageHeight()));
    }

    private AffineTransform stageToScreen() {
        World w = world.get();
        double s = scale();
        double ox = (getWidth() - w.stageWidth() * s) / 2;
        double oy = (getHeight() - w.stageHeight() * s) / 2;
        AffineTransform t = AffineTransform.getTranslateInstance(ox, oy);
        t.scale(s, s);
        return t;
    }

    /** Screen point to stage point. */
    public Vec2 toStage(double x, double y) {
        AffineTransform t = stageToScreen();
        return new Vec2((x - t.getTranslateX()) / t.getScaleX(), (y - t.getTranslateY()) / t.getScaleY());
    }

    private boolean onStage(Vec2 p) {
        World w = world.get();
        return p.x() >= 0 && p.y() >= 0 && p.x() <= w.stageWidth() && p.y() <= w.stageHeight();
    }

    private Vec2 clampToStage(Vec2 p) {
        World w = world.get();
        return new Vec2(Math.max(0, Math.min(w.stageWidth(), p.x())), Math.max(0, Math.min(w.stageHeight(), p.y())));
    }

    private Handle handleNear(Vec2 stagePoint) {
        double grab = GRAB_RADIUS / scale();
        Handle best = null;
        double bestDistance = grab;
        for (Handle h : world.get().handles()) {
            double d = h.position().distanceTo(stagePoint);
            if (d <= bestDistance) {
                best = h;
                bestDistance = d;
            }
        }
        return best;
    }

    private void press(MouseEvent e) {
        requestFocusInWindow();
        Vec2 p = toStage(e.getX(), e.getY());
        Handle h = handleNear(p);
        if (h != null) {
            dragging = h.id();
            inputs.accept(new Input.Drag(h.id(), clampToStage(p)));
            repaint();
        } else if (lesson.wantsPointerPress() && !pressing && onStage(p)) {
            pressing = true;
            inputs.accept(new Input.PointerPressed(p));
            repaint();
        }
    }

    private void drag(MouseEvent e) {
        Vec2 p = toStage(e.getX(), e.getY());
        if (dragging != null) {
            inputs.accept(new Input.Drag(dragging, clampToStage(p)));
            repaint();
        } else {
            hover(e);
        }
    }

    private void release() {
        if (dragging != null) {
            inputs.accept(new Input.Release(dragging));
            dragging = null;
        }
        if (pressing) {
            pressing = false;
            inputs.accept(new Input.PointerReleased());
            repaint();
        }
    }

    private void hover(MouseEvent e) {
        Vec2 p = toStage(e.getX(), e.getY());
        boolean overHandle = handleNear(p) != null;
        setCursor(overHandle ? Cursor.getPredefinedCursor(Cursor.HAND_CURSOR) : Cursor.getDefaultCursor());
        if (lesson.followsPointer()) {
            inputs.accept(onStage(p) ? new Input.PointerAt(p) : new Input.PointerLeft());
        }
    }

    @Override protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            paintStage(g, getWidth(), getHeight());
            if (isFocusOwner()) {
                // The keyboard is here (Space, arrows): show it with a ring, as every control does.
                java.awt.Color ring = javax.swing.UIManager.getColor("Component.focusColor");
                g.setColor(ring != null ? ring : palette.accent());
                // Whole pixels at whole coordinates: the same ring without antialiasing, for a tenth of the cost.
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
                g.setStroke(new java.awt.BasicStroke(2f));
                g.drawRect(1, 1, getWidth() - 3, getHeight() - 3);
            }
        } finally {
            g.dispose();
        }
        if (onPainted != null) onPainted.run();
    }

    /** Runs after every paint of this component (on screen, or printAll): bench --window counts frames with it. */
    public void setOnPainted(Runnable hook) { onPainted = hook; }

    /** Paints the whole stage (letterbox included) into {@code g} at the given size. */
    public void paintStage(Graphics2D g, int width, int height) {
        // The letterbox is whole pixels: filled without antialiasing (same pixels, far cheaper).
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        Color outside = getParent() != null ? getParent().getBackground() : palette.background();
        g.setColor(outside);
        g.fillRect(0, 0, width, height);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        World w = world.get();
        AffineTransform t = stageToScreen();
        g.transform(t);
        g.setColor(palette.background());
        g.fill(new Rectangle2D.Double(0, 0, w.stageWidth(), w.stageHeight()));
        g.clip(new Rectangle2D.Double(0, 0, w.stageWidth(), w.stageHeight()));
        StageStyle style = new StageStyle(overlays, palette, t.getScaleX(), textScale, strokeScale);
        lesson.paint(g, w, style);
        if (badge != null) {
            Draw.label(g, badge, new Vec2(w.stageWidth() - style.px(12), w.stageHeight() - style.px(12)),
                    style, 16, palette.accent(), 1, 0);
        }
    }

    /**
     * Adds the stage and what was drawn on it in the last paint to {@code report}.
     * The labels, readouts and the lesson's subject are still to come (issue 11).
     */
    void reportLayout(LayoutReport report) {
        report.add("stage", lesson.id(), this, false);
    }

    @Override public javax.accessibility.AccessibleContext getAccessibleContext() {
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                @Override public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.CANVAS;
                }
            };
        }
        return accessibleContext;
    }
}
