package org.creatureexplorer.ui;

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
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageCamera;
import org.creatureexplorer.lesson.StageFrame;
import org.creatureexplorer.lesson.StageRenderer;
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
    private String dragging;
    private boolean pressing;
    private String badge;
    /** The last frame painted at this component's size (what layout reports, how the pointer maps). */
    private StageFrame lastFrame;

    private Runnable onPainted;
    private Supplier<java.util.List<StageStyle.Ghost>> ghosts = java.util.List::of;

    /** The pinned runs' worlds to draw as ghosts behind the live one (see {@link StageStyle#ghosts}). */
    public void setGhosts(Supplier<java.util.List<StageStyle.Ghost>> ghosts) {
        this.ghosts = ghosts;
        repaint();
    }

    public StageView(Lesson<?> lesson, Supplier<World> world, Consumer<Input> inputs) {
        this.lesson = lesson;
        this.world = world;
        this.inputs = inputs;
        this.overlays = lesson.defaultOverlays();
        this.camera = new StageCamera(lesson.hasCreature() && lesson.followsCreatureAtStart());
        this.renderer = new StageRenderer(lesson, camera);
        setOpaque(true);
        setFocusable(true); // so the keyboard shortcuts work right after clicking the stage
        setPreferredSize(new Dimension(720, 450));
        setMinimumSize(new Dimension(240, 150));
        getAccessibleContext().setAccessibleName(org.creatureexplorer.i18n.Tr.f("Stage: %s", org.creatureexplorer.lesson.LessonText.title(lesson.id(), lesson.title())));
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
        // The wheel zooms the stage's camera (the picture only: the world never sees it).
        addMouseWheelListener(e -> {
            camera.wheel(lesson, world.get(), e.getPreciseWheelRotation(), toStage(e.getX(), e.getY()));
            lastFrame = null;
            repaint();
        });
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
        this.look = look;
        repaint();
    }

    private Look look = Look.DEFAULT;

    /** The window's look this stage paints with (its size then scales the text and lines). */
    public Look look() { return look; }

    /** The look as the stage renderer takes it (its text and lines are then scaled with the stage's size). */
    private StageRenderer.Look renderLook() {
        return new StageRenderer.Look(overlays, palette, look.textScale(), look.strokeScale(), look.projector());
    }

    // ---- the camera: the whole field, or following the creature; the wheel zooms ----------------

    private final StageCamera camera;
    /** Lays the stage out and paints it: the same renderer clips and worksheets use. */
    private final StageRenderer renderer;

    public StageCamera camera() { return camera; }

    /** Follows the creature or shows the whole field (lessons without a creature always show the field). */
    public void setFollowCreature(boolean on) {
        if (!lesson.hasCreature()) return;
        camera.setFollow(on);
        lastFrame = null;
        repaint();
    }

    public boolean followsCreature() { return camera.follows(); }

    /** The "Follow the creature" switch for the controls: it sets this stage's camera (C does too). */
    javax.swing.JCheckBox followToggle() {
        javax.swing.JCheckBox follow = new javax.swing.JCheckBox(org.creatureexplorer.i18n.Tr.t("Follow the creature"), followsCreature());
        follow.setName("camera-follow");
        follow.setToolTipText(org.creatureexplorer.i18n.Tr.t("The stage follows the creature, or shows the whole field (C); the mouse wheel zooms"));
        follow.setRequestFocusEnabled(false);
        follow.addItemListener(e -> setFollowCreature(follow.isSelected()));
        return follow;
    }

    public Palette palette() { return palette; }

    /** The style this stage paints with now; tests read the projector's stroke and text sizes from it. */
    public StageStyle currentStyle() {
        StageRenderer.Look l = renderLook();
        return new StageStyle(overlays, palette, scale(), StageRenderer.textScale(l, getWidth(), getHeight()),
                StageRenderer.strokeScale(l, getWidth(), getHeight()));
    }

    /** A short status drawn in the stage's corner ("paused"), or null for none. View only. */
    public void setBadge(String badge) {
        this.badge = badge;
        repaint();
    }

    /** The corner status now ("paused · Space plays"), or null: exports leave it out. */
    public String badge() { return badge; }

    private boolean badgeDrawn = true;

    /**
     * Hidden, the corner status keeps its place but is not drawn: a picture of the window
     * (render) leaves the hint out and is laid out exactly as the window and {@code layout} are.
     */
    public void setBadgeDrawn(boolean drawn) {
        badgeDrawn = drawn;
        repaint();
    }

    /** What is pinned, read at each frame ("pinned: gap 20"), or null; drawn after the corner status. */
    private java.util.function.Supplier<String> pinNote = () -> null;

    /** In projection the Pin button steps aside, so the stage itself says that a run is pinned. */
    void setPinNote(java.util.function.Supplier<String> note) {
        pinNote = note;
        repaint();
    }

    /** The corner text as drawn: the status, then the pin note, each when there is one. */
    String shownBadge() {
        String note = pinNote.get();
        if (note == null) return badge;
        return badge == null ? note : badge + " \u00b7 " + note;
    }

    /** Screen px per stage px for the current size. */
    public double scale() {
        return Math.max(1e-6, stageToScreen().getScaleX());
    }

    /** The stage transform of the last frame at this size, or of a frame laid out now. */
    private AffineTransform stageToScreen() {
        if (lastFrame == null || lastWidth != getWidth() || lastHeight != getHeight()) {
            java.awt.image.BufferedImage scratch = new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = scratch.createGraphics();
            try {
                return layoutFrame(g, getWidth(), getHeight()).stageToComponent();
            } finally {
                g.dispose();
            }
        }
        return lastFrame.stageToComponent();
    }

    private int lastWidth = -1;
    private int lastHeight = -1;

    private StageFrame layoutFrame(Graphics2D g, int width, int height) {
        return renderer.layout(g, width, height, world.get(), renderLook(), shownBadge());
    }

    /** Stage point to this component's pixels (where the pointer must be to touch it). */
    public java.awt.geom.Point2D toComponent(Vec2 p) {
        return stageToScreen().transform(new java.awt.geom.Point2D.Double(p.x(), p.y()), null);
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
        java.util.Optional<String> opens = h == null ? lesson.lessonAt(world.get(), p) : java.util.Optional.empty();
        if (opens.isPresent()) {
            onOpenLesson.accept(opens.get());
        } else if (h != null) {
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
        // paintStage transforms and clips to the world; the ring goes round the whole component.
        // Each gets its own copy of the graphics (one a frame while the stage has no focus).
        Graphics2D stageG = (Graphics2D) graphics.create();
        try {
            paintStage(stageG, getWidth(), getHeight());
        } finally {
            stageG.dispose();
        }
        if (isFocusOwner()) {
            Graphics2D g = (Graphics2D) graphics.create();
            try {
                // The keyboard is here (Space, arrows): show it with a ring, as every control does.
                java.awt.Color ring = javax.swing.UIManager.getColor("Component.focusColor");
                g.setColor(ring != null ? ring : palette.accent());
                // Whole pixels at whole coordinates: the same ring without antialiasing, for a tenth of the cost.
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
                g.setStroke(new java.awt.BasicStroke(2f));
                g.draw(new Rectangle2D.Double(1, 1, getWidth() - 2, getHeight() - 2));
            } finally {
                g.dispose();
            }
        }
        if (onPainted != null) onPainted.run();
    }

    private Consumer<String> onOpenLesson = id -> { };

    /** Where a click that opens another lesson (a gallery tile) goes: the window shows that lesson. */
    public void setOnOpenLesson(Consumer<String> open) { onOpenLesson = open; }

    /** Runs after every paint of this component (on screen, or printAll): bench --window counts frames with it. */
    public void setOnPainted(Runnable hook) { onPainted = hook; }

    /**
     * Paints the whole stage into {@code g} at the given size: the readout band, then the
     * lesson's subject fitted below it (or beside it). When the readouts need another band than
     * the one reserved (the first frame, a line more), the frame is laid out and painted again.
     */
    public void paintStage(Graphics2D g, int width, int height) {
        // While a handle is dragged the picture holds still under the pointer: the band is laid
        // out again after the release, not while the readouts change under a drag.
        boolean holdStill = dragging != null && lastFrame != null;
        StageFrame frame = renderer.paint(g, width, height, world.get(), renderLook(), ghosts.get(), shownBadge(), badgeDrawn, holdStill);
        if (width == getWidth() && height == getHeight()) {
            lastFrame = frame;
            lastWidth = width;
            lastHeight = height;
            onFrame.accept(frame.listed());
        }
    }

    private Consumer<java.util.List<StageFrame.Listed>> onFrame = listed -> { };

    /** Told after each frame painted at this component's size which readouts went to the list beside the charts. */
    void setOnFrame(Consumer<java.util.List<StageFrame.Listed>> c) { onFrame = c; }

    /**
     * Adds the stage and what was drawn on it in the last paint to {@code report}: every label,
     * readout and the badge as drawn, and the lesson's subject as shown (component px).
     */
    void reportLayout(LayoutReport report) {
        report.add("stage", lesson.id(), this, false);
        if (lastFrame == null) return;
        report.add("subject", lesson.id(), this, lastFrame.subject(), false);
        java.awt.geom.Rectangle2D creature = lesson.creature(world.get());
        if (creature != null) {
            java.awt.geom.Rectangle2D shown = lastFrame.stageToComponent().createTransformedShape(creature).getBounds2D()
                    .createIntersection(lastFrame.picture());
            report.add("creature", camera.follows() ? "followed" : "in the field", this, shown, false);
        }
        for (StageFrame.Placed p : lastFrame.placed()) report.add(p.kind(), p.text(), this, p.box(), p.clipped());
        for (java.awt.geom.Rectangle2D b : lastFrame.body()) report.add("body", "body", this, b, false);
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
