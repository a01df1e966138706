package org.creatureexplorer.lessons.mannerisms;

import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Labels;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.VectorDraw;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.sim.steer.Gait;
import org.creatureexplorer.sim.steer.Steering;
import org.creatureexplorer.world.steering.SteerWorld;
import org.creatureexplorer.i18n.Tr;

/** Lesson 3.6: forces compose; an arriving walker in a steady crosswind. */
public final class ComposeLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    static final double FIELD_W = 192;
    static final double FIELD_H = 128;
    /** Forces are a tenth of velocities' size, so they are drawn five times larger than velocities. */
    static final double F = 100;
    /** The inset magnifies the target's neighbourhood this many times. */
    static final double ZOOM = 8;
    static final double INSET_W = 64;
    static final double INSET_H = 44;

    static final SteerWorld.Setup SETUP = SteerWorld.REFERENCE.withBehavior(SteerWorld.Behavior.ARRIVE);

    static final List<ParamSpec> PARAMS = List.of(
            SteerWorld.WIND_STRENGTH.spec(),
            SteerWorld.WIND_DIR.spec(),
            SteerWorld.brakeParam(),
            SteerWorld.maxSpeedParam());

    public static Lesson<SteerWorld> create() {
        return Lesson.builder("compose", SteerWorld.class)
                .params(PARAMS)
                .world(p -> SteerWorld.create(p, SETUP))
                .painter(ComposeLesson::paint)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Downwind offset from the target", "offset (px)", "offset")
                        .against("t", "tick")
                        .withGuide("predicted rest", w -> predictedOrNaN((SteerWorld) w)))
                .chart(ChartSpec.log("Distance from the predicted rest point", "distance (px, log)", 1e-15, 1e3, "rest_error")
                        .against("t", "tick"))
                .chart(ChartSpec.linear("Arrive's force against the wind", "force (px/tick\u00b2)", "force_len")
                        .withRoles(Palette.Role.FORCE)
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("wind strength", w -> ((SteerWorld) w).wind().length()))
                .scenario(SteerWorld.SCENARIO)
                .pointerHint("Press Space. Drag the target (red cross) or the walker; change the wind while it runs.")
                .build();
    }

    static double predictedOrNaN(SteerWorld w) { return w.restPredicted() ? w.predictedOffset() : Double.NaN; }

    static void paint(Graphics2D g, SteerWorld w, StageStyle s) {
        Palette p = s.palette();
        Draw.grid(g, FIELD_W, FIELD_H, 16, s);
        Vec2 pos = w.body().position();
        Vec2 v = w.body().velocity();
        Vec2 t = w.target();
        Vec2 wind = w.wind();
        Steering st = w.decision();
        // Each works the gait or the decision out afresh: asked once per paint.
        boolean restPredicted = w.restPredicted();
        Vec2 rest = restPredicted ? w.predictedRest() : null;
        double downwind = w.downwindOffset();
        Memos m = MEMOS.get();

        if (s.on(Overlay.TRAILS)) VectorDraw.trail(g, w.trailView(), p.trail(), 1e9, s);
        if (s.on(Overlay.CIRCLES)) {
            g.setColor(p.accent());
            g.setStroke(s.dashed(3));
            Draw.circle(g, t, w.brake());
        }
        if (s.on(Overlay.TARGETS)) {
            VectorDraw.target(g, t, p.target(), s);
            if (restPredicted) restMarker(g, rest, s, 12);
        }
        if (s.on(Overlay.VECTORS)) {
            VectorDraw.arrow(g, pos, v, SteerDraw.V, p.joint(), 3, s);
            VectorDraw.arrow(g, pos, st.force(), F, p.force(), 5, s);
            VectorDraw.arrow(g, pos, wind, F, p.circle(), 5, s);
        }
        VectorDraw.walker(g, pos, v, p.body(), s);

        Rectangle2D inset = insetBox(t, pos, s);
        drawInset(g, w, inset, rest, downwind, m, s);

        if (s.on(Overlay.LABELS)) {
            Labels labels = new Labels(g, s, FIELD_W, FIELD_H)
                    .reserve(inset)
                    .reserve(pos, 14).reserve(t, 14);
            if (s.on(Overlay.VECTORS)) placeForceLabels(labels, pos, wind, st, m, s);
            if (s.on(Overlay.TARGETS) && restPredicted) placeRestLabel(labels, rest, m, s);
            paintReadouts(g, w, restPredicted, downwind, m, s);
        }
    }

    /** The wind's and arrive's force's sizes beside their arrows from the walker at pos. */
    private static void placeForceLabels(Labels labels, Vec2 pos, Vec2 wind, Steering st, Memos m, StageStyle s) {
        Palette p = s.palette();
        Vec2 fTip = pos.plus(st.force().times(F));
        Vec2 wTip = pos.plus(wind.times(F));
        // Texts and spots are kept while the values they show stay put.
        if (wind.length() > 0) {
            if (!m.wind.key(wind.length()).same()) m.wind.remember(Tr.f("wind %.2f", wind.length()));
            labels.place(m.wind.value(), 16, p.circle(), labels.aroundArrow(pos, wTip));
        }
        if (st.forceLength() > 1e-9) {
            if (!m.force.key(st.forceLength()).same()) m.force.remember(Tr.f("arrive's force %.2f", st.forceLength()));
            labels.place(m.force.value(), 16, p.force(), labels.aroundArrow(pos, fTip));
        }
    }

    /** "predicted rest" beside the rest point r; its spots are kept while r stays put. */
    private static void placeRestLabel(Labels labels, Vec2 r, Memos m, StageStyle s) {
        if (!m.restSpots.key(r.x()).key(r.y()).key(s.scale()).same()) {
            m.restSpots.remember(new Labels.Spot[] {Labels.Spot.side(r, new Vec2(0.3, 1), s.px(20)),
                Labels.Spot.side(r, new Vec2(0.3, -1), s.px(20)), Labels.Spot.side(r, new Vec2(-1, 0.6), s.px(20))});
        }
        labels.place(Tr.t("predicted rest"), 16, s.palette().accent(), m.restSpots.value());
    }

    /** The readouts: the walker's offset now, the predicted rest offset with its formula (or why there is none), the scales. */
    private static void paintReadouts(Graphics2D g, SteerWorld w, boolean restPredicted, double downwind, Memos m, StageStyle s) {
        Palette p = s.palette();
        Vec2 wind = w.wind();
        Gait gait = w.gait();
        if (!m.rest.key(restPredicted).key(w.predictedOffset()).key(wind.length()).key(w.brake()).key(gait.maxSpeed())
                .key(gait.maxForce()).same()) {
            m.rest.remember(restPredicted
                    ? Tr.f("predicted %.2f px = %.2f \u00d7 %.0f / %.1f", w.predictedOffset(), wind.length(), w.brake(), gait.maxSpeed())
                    : wind.length() >= gait.maxForce()
                        ? Tr.t("no rest point: the wind is as strong as the largest steering force, or more")
                        : Tr.t("no rest point inside the braking radius"));
        }
        if (!m.now.key(downwind).same()) m.now.remember(Tr.f("now %.3f px downwind", downwind));
        Draw.readout(g, 0, m.now.value(), s, p.text());
        Draw.readout(g, 1, m.rest.value(), s, p.text());
        Draw.readout(g, 2, Tr.f("velocities \u00d720, forces \u00d7%.0f", F), s, p.text());
    }

    /**
     * What the painter keeps from frame to frame, per thread (the window's, render's and
     * bench's): label texts and spots kept while the values they show stay put, the inset's
     * style and grid.
     */
    private static final class Memos {
        final LabelMemo<String> wind = new LabelMemo<>();
        final LabelMemo<String> force = new LabelMemo<>();
        final LabelMemo<Labels.Spot[]> restSpots = new LabelMemo<>();
        final LabelMemo<String> rest = new LabelMemo<>();
        final LabelMemo<String> now = new LabelMemo<>();
        final LabelMemo<StageStyle> zoomed = new LabelMemo<>();
        final LabelMemo<Vec2[]> grid = new LabelMemo<>();
        final LabelMemo<String> zoom = new LabelMemo<>();
        final LabelMemo<String> walker = new LabelMemo<>();
    }

    private static final ThreadLocal<Memos> MEMOS = ThreadLocal.withInitial(Memos::new);

    static void restMarker(Graphics2D g, Vec2 r, StageStyle s, double radiusPx) {
        Draw.Batch batch = Draw.batch(g);
        g.setColor(s.palette().accent());
        g.setStroke(s.stroke(3));
        batch.circle(r, s.px(radiusPx));
        batch.disc(r, s.px(2.5));
    }

    /** The inset sits in the bottom corner away from the target and the walker. */
    static Rectangle2D insetBox(Vec2 t, Vec2 walker, StageStyle s) {
        double m = 4;
        // In this order: bottom right, top right, bottom left; the first that neither point comes near.
        double[] xs = {FIELD_W - INSET_W - m, FIELD_W - INSET_W - m, m};
        double[] ys = {FIELD_H - INSET_H - m, s.px(70), FIELD_H - INSET_H - m};
        for (int i = 0; i < 3; i++) {
            if (!grownContains(xs[i], ys[i], t) && !grownContains(xs[i], ys[i], walker)) {
                return new Rectangle2D.Double(xs[i], ys[i], INSET_W, INSET_H);
            }
        }
        return new Rectangle2D.Double(xs[0], ys[0], INSET_W, INSET_H);
    }

    /** Whether the inset at (x, y), grown by 8 on every side, contains p (as {@code Rectangle2D.contains} tests it). */
    private static boolean grownContains(double x, double y, Vec2 p) {
        double gx = x - 8, gy = y - 8;
        return p.x() >= gx && p.y() >= gy && p.x() < gx + (INSET_W + 16) && p.y() < gy + (INSET_H + 16);
    }

    /** A magnified view around the target: the target, the predicted rest point and the walker. */
    static void drawInset(Graphics2D g, SteerWorld w, Rectangle2D box, Vec2 rest, double downwind, Memos m, StageStyle s) {
        Palette p = s.palette();
        Vec2 t = w.target();
        Vec2 centre = rest != null ? t.lerp(rest, 0.5) : t;
        g.setColor(p.background());
        g.fill(box);
        Shape oldClip = g.getClip();
        AffineTransform old = g.getTransform();
        g.clip(box);
        // Inset coordinates: world point c maps to the box's centre, magnified ZOOM times.
        g.translate(box.getCenterX(), box.getCenterY());
        g.scale(ZOOM, ZOOM);
        g.translate(-centre.x(), -centre.y());
        // The zoomed style and the grid's lines are kept while the palette, zoom and centre stay.
        if (!m.zoomed.key(p).key(s.scale()).same()) m.zoomed.remember(new StageStyle(java.util.EnumSet.noneOf(Overlay.class), p, s.scale() * ZOOM, 1));
        StageStyle zs = m.zoomed.value();
        g.setColor(p.grid());
        g.setStroke(zs.stroke(1));
        Draw.Batch lines = Draw.batch(g); // the inset's transform and clip are set: one clip lookup for its grid
        Vec2[] grid = insetGrid(m, centre);
        for (int i = 0; i < grid.length; i += 2) lines.line(grid[i], grid[i + 1]);
        VectorDraw.target(g, t, p.target(), zs);
        Vec2 pos = w.body().position();
        VectorDraw.walker(g, pos, w.body().velocity(), p.body(), zs);
        if (rest != null) restMarker(g, rest, zs, 17);
        g.setTransform(old);
        g.setClip(oldClip);
        g.setColor(p.bone());
        g.setStroke(s.stroke(2.5));
        g.draw(box);
        if (s.on(Overlay.LABELS)) {
            if (!m.zoom.same()) m.zoom.remember(Tr.f("zoom \u00d7%.0f, grid 1 px", ZOOM));
            Draw.label(g, m.zoom.value(), new Vec2(box.getX() + s.px(6), box.getY() + s.px(20)), s, 14, p.ghost());
            if (!m.walker.key(downwind).same()) m.walker.remember(Tr.f("walker %.2f px downwind", downwind));
            Draw.label(g, m.walker.value(), new Vec2(box.getX() + s.px(6), box.getMaxY() - s.px(8)), s, 14, p.text());
        }
    }

    /** The inset grid's lines round {@code centre}, as pairs of end points (the same points as making them each frame). */
    private static Vec2[] insetGrid(Memos m, Vec2 centre) {
        if (m.grid.key(centre.x()).key(centre.y()).same()) return m.grid.value();
        double x0 = Math.floor(centre.x() - INSET_W / ZOOM), y0 = Math.floor(centre.y() - INSET_H / ZOOM);
        List<Vec2> ends = new java.util.ArrayList<>();
        for (double x = x0; x < centre.x() + INSET_W / ZOOM; x += 1) {
            ends.add(new Vec2(x, y0));
            ends.add(new Vec2(x, y0 + 2 * INSET_H / ZOOM + 2));
        }
        for (double y = y0; y < centre.y() + INSET_H / ZOOM; y += 1) {
            ends.add(new Vec2(x0, y));
            ends.add(new Vec2(x0 + 2 * INSET_W / ZOOM + 2, y));
        }
        return m.grid.remember(ends.toArray(new Vec2[0]));
    }
}
