package org.creatureexplorer.lessons.blends;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Labels;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lesson.VectorDraw;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.PetScenario;
import org.creatureexplorer.world.blends.PetWorld.Mood;
import org.creatureexplorer.world.blends.PetWorld;
import org.creatureexplorer.lessons.mannerisms.LabelMemo;

/** Lesson 4.3: a pet with moods, a state machine over steering, led by the pointer or a script. */
public final class PetLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    /** Velocities (px/s) are drawn as the distance covered in this many seconds. */
    static final double V = 0.25;

    public static Lesson<PetWorld> create() {
        return Lesson.builder("pet", PetWorld.class)
                .params(PetWorld.LESSON_PARAMS)
                .world(PetWorld::new)
                .painter(PetLesson::paint)
                // The startle circle goes with the target: where the script leads it, the whole circle stays in view.
                .subject(w -> (Rectangle2D) STARTLE_REACH.clone())
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Mood", "mood level", "wander_band", "follow_band", "startled_band")
                        .withRoles(Palette.Role.MOOD_WANDER, Palette.Role.MOOD_FOLLOW, Palette.Role.MOOD_STARTLED)
                        .withCategories("WANDER", "FOLLOW", "STARTLED").withRange(-0.4, 2.4))
                .chart(ChartSpec.linear("Speeds", "speed (px/s)", "pet_speed", "target_speed")
                        .withRoles(null, Palette.Role.TARGET)
                        .withRange(0.0, null)
                        .withGuide("rest < 25", w -> PetWorld.REST_SPEED)
                        .withGuide("startle > 420", w -> PetWorld.STARTLE_SPEED))
                .chart(ChartSpec.linear("Distance from the pet to the target", "distance (px)", "distance")
                        .withRange(0.0, null)
                        .withGuide("stop 46", w -> PetWorld.STOP_RADIUS)
                        .withGuide("startle range 160", w -> PetWorld.STARTLE_RANGE))
                .followsPointer()
                .scenario(new PetScenario())
                .pointerHint("Move the pointer over the stage: rest it, move it, then flick it fast near the pet. Off the stage, a script leads.")
                .description("A small pet and its target, a red cross: the pointer while it is over the stage, otherwise a point "
                        + "running a figure-eight that rests and makes a fast flick. The pet's mood, WANDER, FOLLOW or STARTLED, is "
                        + "written above it; circles round the target mark where it stops (46 px) and how near a flick startles it (160 px).")
                .build();
    }

    /**
     * The stage and every place the scripted target's startle circle (160 px) reaches on its
     * figure-eight, sampled over a few cycles of the script (it covers its curve in one).
     */
    static final Rectangle2D STARTLE_REACH = startleReach();

    private static Rectangle2D startleReach() {
        org.creatureexplorer.world.blends.PetScript script = new org.creatureexplorer.world.blends.PetScript(PetWorld.PATH);
        Rectangle2D reach = new Rectangle2D.Double(0, 0, PetWorld.STAGE_W, PetWorld.STAGE_H);
        double r = PetWorld.STARTLE_RANGE + 4;
        for (double t = 0; t < 4 * org.creatureexplorer.world.blends.PetScript.CYCLE; t += 1.0 / 60) {
            Vec2 p = script.at(t);
            reach.add(new Rectangle2D.Double(p.x() - r, p.y() - r, 2 * r, 2 * r));
        }
        return reach;
    }

    /** Each mood's colour: the same as its band on the mood chart (the charts' first, second and third colours). */
    static Color colour(Mood m, Palette p) {
        return switch (m) {
            case WANDER -> p.role(Palette.Role.MOOD_WANDER);
            case FOLLOW -> p.role(Palette.Role.MOOD_FOLLOW);
            case STARTLED -> p.role(Palette.Role.MOOD_STARTLED);
        };
    }

    static void paint(Graphics2D g, PetWorld w, StageStyle s) {
        Palette p = s.palette();
        double sw = PetWorld.STAGE_W, sh = PetWorld.STAGE_H;
        Draw.grid(g, sw, sh, 20, s);
        g.setColor(p.bone());
        g.setStroke(s.stroke(2.5));
        g.draw(new Rectangle2D.Double(0, 0, sw, sh));
        Vec2 t = w.target();
        Vec2 pos = w.body().position();
        Mood mood = w.mood();
        Color mc = colour(mood, p);

        if (s.on(Overlay.CIRCLES)) {
            Draw.Batch circles = Draw.batch(g);
            g.setColor(p.target());
            g.setStroke(s.dashed(2.5));
            circles.circle(t, PetWorld.STARTLE_RANGE);
            g.setColor(p.ghost());
            g.setStroke(s.stroke(1.5));
            circles.circle(t, PetWorld.SLOW_RADIUS);
            g.setColor(p.bodyEdge());
            g.setStroke(s.dashed(2.5));
            circles.circle(t, PetWorld.STOP_RADIUS);
        }
        if (s.on(Overlay.TRAILS)) trail(g, w, s);
        VectorDraw.target(g, t, p.role(Palette.Role.TARGET), s);
        if (s.on(Overlay.VECTORS)) {
            VectorDraw.arrow(g, pos, w.desired(), V, p.desired(), 3.5, s);
            VectorDraw.arrow(g, pos, w.velocity(), V, p.actual(), 4.5, s);
        }
        pet(g, pos, w.heading(), mc, mood, s);

        if (s.on(Overlay.LABELS)) {
            readout(g, w, s);
            Labels labels = new Labels(g, s, sw, sh)
                    .reserve(pos, 24).reserve(t, 14);
            // Texts and spots are kept while the values they show stay put (the target at rest).
            Memos m = MEMOS.get();
            labels.place(Tr.t(mood.name()), 22, mc, around(m.aroundPet, pos, s, 30));
            String who = w.pointer() != null ? Tr.t("pointer") : Tr.t("target");
            if (!m.who.key(who).key(w.targetSpeed()).same()) m.who.remember(Tr.f("%s %.0f px/s", who, w.targetSpeed()));
            labels.place(m.who.value(), 16, p.role(Palette.Role.TARGET), around(m.aroundTarget, t, s, 18));
            if (s.on(Overlay.CIRCLES)) {
                labels.place(Tr.t("stops at 46 px"), 15, p.bodyEdge(), onCircle(m.onStop, t, PetWorld.STOP_RADIUS, s));
                labels.place(Tr.t("a flick inside 160 px startles"), 15, p.target(), onCircle(m.onStartle, t, PetWorld.STARTLE_RANGE, s));
            }
        }
    }

    /** The directions {@link #around} tries, {@code Vec2.polar(1, toRadians(a))}: above, below, the sides, the diagonals. */
    private static final Vec2[] AROUND = new Vec2[8];
    /** The directions {@link #onCircle} tries, {@code Vec2.polar(1, toRadians(-45 - 45 k))}. */
    private static final Vec2[] ON_CIRCLE = new Vec2[8];
    static {
        double[] order = {-90, 90, 0, 180, -45, -135, 45, 135};
        for (int k = 0; k < 8; k++) {
            AROUND[k] = Vec2.polar(1, Math.toRadians(order[k]));
            ON_CIRCLE[k] = Vec2.polar(1, Math.toRadians(-45 - 45 * k));
        }
    }

    /** Spots all round a point: above first, then below, then the sides and diagonals, near and farther out. */
    private static Labels.Spot[] around(LabelMemo<Labels.Spot[]> memo, Vec2 at, StageStyle s, double distPx) {
        if (memo.key(at.x()).key(at.y()).key(s.scale()).key(distPx).same()) return memo.value();
        Labels.Spot[] spots = new Labels.Spot[16];
        for (int k = 0; k < 8; k++) {
            spots[k] = Labels.Spot.side(at, AROUND[k], s.px(distPx));
            spots[8 + k] = Labels.Spot.side(at, AROUND[k], s.px(distPx * 2));
        }
        return memo.remember(spots);
    }

    /** Spots just outside a circle, at the upper right first and then round it. */
    private static Labels.Spot[] onCircle(LabelMemo<Labels.Spot[]> memo, Vec2 c, double r, StageStyle s) {
        if (memo.key(c.x()).key(c.y()).key(r).key(s.scale()).same()) return memo.value();
        Labels.Spot[] spots = new Labels.Spot[8];
        for (int k = 0; k < 8; k++) {
            Vec2 d = ON_CIRCLE[k];
            spots[k] = Labels.Spot.side(c.plus(d.times(r)), d, s.px(4));
        }
        return memo.remember(spots);
    }

    /**
     * What the painter keeps from frame to frame, per thread (the window's, render's and
     * bench's): label texts and spots kept while the values they show stay put, and scratch
     * shapes handed to the graphics (which keeps no reference).
     */
    private static final class Memos {
        final LabelMemo<Labels.Spot[]> aroundPet = new LabelMemo<>();
        final LabelMemo<Labels.Spot[]> aroundTarget = new LabelMemo<>();
        final LabelMemo<Labels.Spot[]> onStop = new LabelMemo<>();
        final LabelMemo<Labels.Spot[]> onStartle = new LabelMemo<>();
        final LabelMemo<String> who = new LabelMemo<>();
        final Path2D.Double path = new Path2D.Double();
        final Ellipse2D.Double eye = new Ellipse2D.Double();
    }

    private static final ThreadLocal<Memos> MEMOS = ThreadLocal.withInitial(Memos::new);

    private static void readout(Graphics2D g, PetWorld w, StageStyle s) {
        Palette p = s.palette();
        Mood m = w.mood();
        Draw.readout(g, 0, Tr.f("%s for %.1f s   pet %.0f px/s", Tr.t(m.name()), w.moodSeconds(), w.petSpeed()),
                s, colour(m, p));
        String why = switch (m) {
            case STARTLED -> Tr.f("dashing away at 260 px/s: %.2f s of 1.1 s left", w.dashSecondsLeft());
            case WANDER -> Tr.f("target still (under 25 px/s) for %.1f s: wander at 45 px/s", w.stillSeconds());
            case FOLLOW -> w.stillSeconds() > 0
                    ? Tr.f("target still for %.2f s of 0.6 s, then wander", w.stillSeconds())
                    : Tr.t("target moving: arrive, up to 170 px/s");
        };
        Draw.readout(g, 1, why, s, p.text());
        Draw.readout(g, 2, w.pointer() != null ? Tr.t("led by your pointer") : Tr.t("led by the script (figure-eight, rest, flick)"), s, p.ghost());
    }

    /** The pet's recent path, each stretch in the colour of the mood it was in. */
    private static void trail(Graphics2D g, PetWorld w, StageStyle s) {
        List<Vec2> pts = w.trailView();
        List<Mood> moods = w.trailMoodsView();
        g.setStroke(s.stroke(3));
        int n = pts.size();
        Draw.Batch lines = Draw.batch(g);
        for (int i = 1; i < n; i++) {
            g.setColor(VectorDraw.alpha(colour(moods.get(i), s.palette()), 40 + (int) (200.0 * i / n)));
            lines.line(pts.get(i - 1), pts.get(i));
        }
    }

    /** A small round animal: body, head toward its heading, two ears and a tail; eyes wide when startled. */
    static void pet(Graphics2D g, Vec2 at, double heading, Color fill, Mood mood, StageStyle s) {
        Palette p = s.palette();
        Vec2 f = Vec2.polar(1, heading);
        Vec2 side = f.perp();
        double r = PetWorld.RADIUS * 1.3;
        // Tail.
        g.setColor(p.bone());
        g.setStroke(s.stroke(4));
        Vec2 tailRoot = at.minus(f.times(r * 0.9));
        Memos m = MEMOS.get();
        Path2D.Double tail = m.path;
        tail.reset();
        tail.moveTo(tailRoot.x(), tailRoot.y());
        Vec2 c1 = tailRoot.minus(f.times(r * 0.7)).plus(side.times(r * 0.6));
        Vec2 end = tailRoot.minus(f.times(r * 1.1)).minus(side.times(r * 0.2));
        tail.quadTo(c1.x(), c1.y(), end.x(), end.y());
        g.draw(tail);
        // Body.
        Draw.Batch discs = Draw.batch(g);
        g.setColor(p.bone());
        discs.disc(at, r + s.px(2));
        g.setColor(fill);
        discs.disc(at, r);
        // Head with ears.
        Vec2 head = at.plus(f.times(r * 0.95));
        for (int k = -1; k <= 1; k += 2) {
            Vec2 base = head.plus(side.times(k * r * 0.45));
            Vec2 tip = head.plus(side.times(k * r * 0.75)).plus(f.times(r * 0.55));
            Path2D.Double ear = m.path;
            ear.reset();
            ear.moveTo(base.x(), base.y());
            ear.lineTo(tip.x(), tip.y());
            Vec2 inner = head.plus(f.times(r * 0.3));
            ear.lineTo(inner.x(), inner.y());
            ear.closePath();
            g.setColor(p.bone());
            g.fill(ear);
        }
        g.setColor(p.bone());
        discs.disc(head, r * 0.62 + s.px(2));
        g.setColor(fill);
        discs.disc(head, r * 0.62);
        double eye = mood == Mood.STARTLED ? r * 0.22 : r * 0.14;
        for (int k = -1; k <= 1; k += 2) {
            Vec2 e = head.plus(side.times(k * r * 0.28)).plus(f.times(r * 0.2));
            g.setColor(p.textHalo());
            m.eye.setFrame(e.x() - eye, e.y() - eye, 2 * eye, 2 * eye);
            g.fill(m.eye);
            g.setColor(p.bone());
            discs.disc(e, eye * 0.5);
        }
    }
}
