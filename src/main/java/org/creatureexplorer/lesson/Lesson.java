package org.creatureexplorer.lesson;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Scenario;
import org.creatureexplorer.model.World;

/**
 * The lesson contract: what a lesson declares (id, parameters, overlays, charts, buttons, its
 * {@code measure} scenario) and how to build its deterministic world and draw it. The measured
 * series come from the world itself, so charts, CSV and tests read the same numbers. The title,
 * part and order are not written here: they are read once from the front matter of the lesson's
 * text, {@code lessons/<id>.md}, their single source (see {@link LessonText#heading}).
 */
public final class Lesson<W extends World> {
    private final String id;
    private final Part part;
    private final String title;
    private final int order;
    private final List<ParamSpec> params;
    private final Function<ParamValues, W> factory;
    private final Class<W> worldType;
    private final StagePainter<W> painter;
    private final List<Overlay> overlays;
    private final Set<Overlay> defaultOverlays;
    private final List<ChartSpec> charts;
    private final List<LessonAction> actions;
    private final Scenario scenario;
    private final String pointerHint;
    private final boolean followsPointer;
    private final String description;
    private final boolean wantsPointerPress;
    private final java.util.function.BiFunction<W, org.creatureexplorer.sim.Vec2, java.util.Optional<String>> opensLesson;
    private final Function<W, Rectangle2D> subject;
    private final Function<W, CreatureBox> creature;
    /** The follow view's width for the world this tick (stage px), null: no camera follows the creature. */
    private final java.util.function.ToDoubleFunction<W> followWidth;
    private final java.util.function.ToDoubleFunction<W> followHeight;
    /** The follow view's height over its width. */
    private final double followShape;
    private final boolean followAtStart;

    private Lesson(Builder<W> b) {
        id = Objects.requireNonNull(b.id);
        LessonText.Heading heading = LessonText.heading(id);
        part = heading.part();
        title = heading.title();
        order = heading.order();
        params = List.copyOf(b.params);
        factory = Objects.requireNonNull(b.factory, "world");
        worldType = b.worldType;
        painter = Objects.requireNonNull(b.painter, "painter");
        overlays = List.copyOf(b.overlays);
        defaultOverlays = b.defaultOverlays.isEmpty() ? EnumSet.noneOf(Overlay.class) : EnumSet.copyOf(b.defaultOverlays);
        charts = List.copyOf(b.charts);
        actions = List.copyOf(b.actions);
        scenario = b.scenario;
        pointerHint = b.pointerHint;
        followsPointer = b.followsPointer;
        description = b.description;
        wantsPointerPress = b.wantsPointerPress;
        opensLesson = b.opensLesson;
        subject = b.subject;
        creature = b.creature;
        followWidth = b.followWidth;
        followHeight = b.followHeight;
        followShape = b.followShape;
        followAtStart = b.followAtStart;
    }

    public static <W extends World> Builder<W> builder(String id, Class<W> worldType) {
        return new Builder<>(id, worldType);
    }

    public String id() { return id; }

    public Part part() { return part; }

    public String title() { return title; }

    /** Place within its part (the front matter's {@code order}); the catalogue sorts by part, then this. */
    public int order() { return order; }

    public List<ParamSpec> params() { return params; }

    public List<Overlay> overlays() { return overlays; }

    public Set<Overlay> defaultOverlays() { return EnumSet.copyOf(defaultOverlays.isEmpty() ? EnumSet.noneOf(Overlay.class) : defaultOverlays); }

    public List<ChartSpec> charts() { return charts; }

    public List<LessonAction> actions() { return actions; }

    /** The headless {@code measure} scenario that runs this lesson's world, or null. */
    public Scenario scenario() { return scenario; }

    /** One line telling the student what the pointer does on this stage. */
    public String pointerHint() { return pointerHint; }

    /**
     * What the stage shows, in words, for screen readers (its accessible description).
     * Defaults to the title and the pointer hint.
     */
    public String description() {
        return description != null ? description : title + ". " + pointerHint;
    }

    /** True when hovering over the stage steers the world (the pointer becomes the target). */
    public boolean followsPointer() { return followsPointer; }

    /**
     * True when a press on the stage that grabs no handle is sent to the world as
     * {@code Input.PointerPressed}, and its release as {@code Input.PointerReleased}.
     */
    public boolean wantsPointerPress() { return wantsPointerPress; }

    /**
     * The region of the world (stage px) that must be visible: the stage fits it, with a
     * margin, into the area its readouts leave free. The whole stage unless the lesson says.
     */
    public Rectangle2D subject(World world) {
        Rectangle2D whole = new Rectangle2D.Double(0, 0, world.stageWidth(), world.stageHeight());
        if (subject == null) return whole;
        Rectangle2D r = subject.apply(worldType.cast(world));
        boolean usable = r != null && Double.isFinite(r.getX()) && Double.isFinite(r.getY())
                && Double.isFinite(r.getWidth()) && Double.isFinite(r.getHeight()) && r.getWidth() > 0 && r.getHeight() > 0;
        return usable ? r : whole;
    }

    /** True when the lesson names its creature with a follow view, so the stage's camera can follow it. */
    public boolean hasCreature() { return creature != null && followWidth != null; }

    /**
     * Where the creature is now (stage px): the box the stage's camera keeps in view when it
     * follows the creature ({@link StageCamera}), or null when the lesson names none or the box
     * is not usable (NaN, empty).
     */
    public Rectangle2D creature(World world) {
        CreatureBox parts = creatureParts(world);
        Rectangle2D r = parts == null ? null : parts.rect();
        boolean usable = r != null && Double.isFinite(r.getX()) && Double.isFinite(r.getY())
                && Double.isFinite(r.getWidth()) && Double.isFinite(r.getHeight()) && r.getWidth() >= 0 && r.getHeight() >= 0;
        return usable ? r : null;
    }

    /** The creature's discs this tick (its body, kept free of labels), or null when the lesson names no creature. */
    public CreatureBox creatureParts(World world) {
        return creature == null ? null : creature.apply(worldType.cast(world));
    }

    /**
     * The region (stage px) a following camera shows round the creature in {@code world}, before
     * the mouse wheel zooms it: a fixed size, or one the lesson sizes from the creature's design.
     */
    public double followWidth(World world) { return followWidth.applyAsDouble(worldType.cast(world)); }

    public double followHeight(World world) { return followHeight.applyAsDouble(worldType.cast(world)); }

    /** The follow view's height over its width (the same for every design). */
    public double followShape() { return followShape; }

    /** Whether the stage opens following the creature (else fitting the field). */
    public boolean followsCreatureAtStart() { return followAtStart; }

    /**
     * The lesson a click at this stage point opens (the gallery's tiles), or empty: a click there
     * goes to the world as usual.
     */
    public java.util.Optional<String> lessonAt(World world, org.creatureexplorer.sim.Vec2 stagePoint) {
        return opensLesson == null ? java.util.Optional.empty() : opensLesson.apply(worldType.cast(world), stagePoint);
    }

    public W createWorld(ParamValues values) { return factory.apply(values); }

    public Function<ParamValues, W> factory() { return factory; }

    public ParamValues defaultParams() { return ParamValues.defaults(params); }

    /** Paints a world of this lesson (the caller guarantees it came from {@link #createWorld}). */
    public void paint(Graphics2D g, World world, StageStyle style) {
        painter.paint(g, worldType.cast(world), style);
    }

    public static final class Builder<W extends World> {
        private final String id;
        private final Class<W> worldType;
        private final List<ParamSpec> params = new ArrayList<>();
        private Function<ParamValues, W> factory;
        private StagePainter<W> painter;
        private final List<Overlay> overlays = new ArrayList<>();
        private final Set<Overlay> defaultOverlays = EnumSet.noneOf(Overlay.class);
        private final List<ChartSpec> charts = new ArrayList<>();
        private final List<LessonAction> actions = new ArrayList<>();
        private Scenario scenario;
        private String pointerHint = "";
        private boolean followsPointer;
        private String description;
        private boolean wantsPointerPress;
        private java.util.function.BiFunction<W, org.creatureexplorer.sim.Vec2, java.util.Optional<String>> opensLesson;
        private Function<W, Rectangle2D> subject;
        private Function<W, CreatureBox> creature;
        private java.util.function.ToDoubleFunction<W> followWidth;
        private java.util.function.ToDoubleFunction<W> followHeight;
        private double followShape;
        private boolean followAtStart;

        private Builder(String id, Class<W> worldType) {
            this.id = id;
            this.worldType = worldType;
        }

        public Builder<W> params(List<ParamSpec> p) { params.addAll(p); return this; }

        public Builder<W> world(Function<ParamValues, W> f) { factory = f; return this; }

        public Builder<W> painter(StagePainter<W> p) { painter = p; return this; }

        /** An overlay the lesson offers, and whether it starts switched on. */
        public Builder<W> overlay(Overlay o, boolean onAtStart) {
            overlays.add(o);
            if (onAtStart) defaultOverlays.add(o);
            return this;
        }

        public Builder<W> chart(ChartSpec c) { charts.add(c); return this; }

        public Builder<W> action(LessonAction a) { actions.add(a); return this; }

        /** The {@code measure} scenario for this lesson's world; lessons sharing one pass the same object. */
        public Builder<W> scenario(Scenario s) { scenario = s; return this; }

        public Builder<W> pointerHint(String hint) { pointerHint = hint; return this; }

        public Builder<W> followsPointer() { followsPointer = true; return this; }

        /** What the stage shows, in words, for screen readers. */
        public Builder<W> description(String d) { description = d; return this; }

        /** Presses on the stage away from every handle reach the world (hold-the-button rules). */
        public Builder<W> wantsPointerPress() { wantsPointerPress = true; return this; }

        /** The region of the world that must stay visible (see {@link Lesson#subject}). */
        public Builder<W> subject(Function<W, Rectangle2D> region) { subject = region; return this; }

        /**
         * Names the creature (its box in stage px, every tick) and the region a following camera
         * shows round it ({@code viewWidth} x {@code viewHeight} stage px, grown when the creature
         * is larger); {@code atStart}: the stage opens following it. The teacher switches between
         * following and the whole field on the stage (see {@link StageCamera}).
         */
        public Builder<W> creature(Function<W, CreatureBox> box, double viewWidth, double viewHeight, boolean atStart) {
            if (!(viewWidth > 0) || !(viewHeight > 0)) throw new IllegalArgumentException("a follow view needs a size");
            creature(box, w -> viewWidth, viewHeight / viewWidth, atStart);
            followHeight = w -> viewHeight; // exactly, not through the shape
            return this;
        }

        /**
         * As {@link #creature(Function, double, double, boolean)}, the follow view
         * {@code viewWidth(world)} stage px wide and {@code heightOverWidth} times that high: a
         * lesson whose creature is any design (the workshop) sizes the view from the design in
         * force, so a centipede and a small fish both fill it.
         */
        public Builder<W> creature(Function<W, CreatureBox> box, java.util.function.ToDoubleFunction<W> viewWidth, double heightOverWidth,
                                   boolean atStart) {
            if (!(heightOverWidth > 0) || viewWidth == null) throw new IllegalArgumentException("a follow view needs a size");
            creature = box;
            followWidth = viewWidth;
            followHeight = w -> viewWidth.applyAsDouble(w) * heightOverWidth;
            followShape = heightOverWidth;
            followAtStart = atStart;
            return this;
        }

        /**
         * Names the creature's body (its discs, every tick) only to keep labels off it, where the
         * stage always shows the whole field (two jellyfish in two tanks): no camera follows it.
         */
        public Builder<W> body(Function<W, CreatureBox> discs) {
            creature = discs;
            followWidth = null;
            followHeight = null;
            followShape = 0;
            followAtStart = false;
            return this;
        }

        /** A click on the stage may open another lesson: the id for a stage point, or empty. */
        public Builder<W> opensLessons(java.util.function.BiFunction<W, org.creatureexplorer.sim.Vec2, java.util.Optional<String>> f) {
            opensLesson = f;
            return this;
        }

        public Lesson<W> build() { return new Lesson<>(this); }
    }
}
