package org.creatureexplorer.lessons.blends;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
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
import org.creatureexplorer.lesson.TickTable;
import org.creatureexplorer.lesson.VectorDraw;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.blends.GrazeWorld;
import org.creatureexplorer.lessons.mannerisms.LabelMemo;

/** Lesson 4.2: one grazer and one rule, tick by tick, with the table of what it decided. */
public final class AlarmLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    /** Stage: a header line, the field, and the tick table under it (stage px). */
    static final double TOP = 20;
    static final double TABLE_H = 112;
    static final double STAGE_H = TOP + GrazeWorld.FIELD_H + TABLE_H;

    static final List<ParamSpec> PARAMS = List.of(
            GrazeWorld.blendParam(), GrazeWorld.predatorParam(),
            GrazeWorld.lessonSeedParam(),
            GrazeWorld.decayParam(), GrazeWorld.startleParam(), GrazeWorld.flightWeightParam(), GrazeWorld.noCapParam());

    static GrazeWorld world(ParamValues p) { return new GrazeWorld(p).withStageHeight(STAGE_H); }

    public static Lesson<GrazeWorld> create() {
        return Lesson.builder("alarm", GrazeWorld.class)
                .params(PARAMS)
                .world(AlarmLesson::world)
                .painter(AlarmLesson::paint)
                .overlay(Overlay.CIRCLES, true)
                .overlay(Overlay.VECTORS, true)
                .overlay(Overlay.TRAILS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Alarm and the weight flight gets", "weight", "fear", "flight_weight")
                        .withRoles(Palette.Role.RULE_ALARM, Palette.Role.FLIGHT)
                        .against("t", "tick").withRange(0.0, null))
                .chart(ChartSpec.linear("Predator distance", "distance (px)", "predator_distance")
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("startle radius", w -> ((GrazeWorld) w).startle()))
                .chart(ChartSpec.linear("Walker speed", "speed (px/tick)", "speed")
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("max speed", w -> ((GrazeWorld) w).gait().maxSpeed()))
                .chart(ChartSpec.linear("Distance from the tuft", "distance (px)", "tuft_distance")
                        .against("t", "tick").withRange(0.0, null)
                        .withGuide("braking radius", w -> GrazeWorld.BRAKE))
                .scenario(GrazeWorld.SCENARIO)
                .pointerHint("Step with the Right arrow and read the newest row. Choose the rule (blend) and the predator above.")
                .description("One grazing walker, a grass tuft and a red predator with its dashed startle circle. Arrows show "
                        + "the feeding and fleeing forces, each times its weight, and the combined force. Under the field, a table "
                        + "lists tick by tick the predator distance, whether it is inside, the fear, the two weights and the force.")
                .build();
    }

    static void paint(Graphics2D g, GrazeWorld w, StageStyle s) {
        Palette p = s.palette();
        Color colour = GrazeDraw.colour(w.rule(), p);
        Memos memos = MEMOS.get();
        if (s.on(Overlay.LABELS)) {
            boolean capped = w.gait().capped();
            LabelMemo<String> line = memos.header;
            if (!line.key(w.rule()).key(w.predatorKind()).key(capped).same()) {
                line.remember(Tr.f("%s   predator %s%s", Tr.t(w.rule().title()),
                        w.predatorKind() == GrazeWorld.Predator.PARK ? Tr.t("PARKED") : Tr.t("walking"), capped ? "" : Tr.t("   NO CAP")));
            }
            Draw.readout(g, 0, line.value(), s, capped ? p.text() : p.warning());
        }
        if (s.on(Overlay.LABELS)) Draw.keepOut(g, s, new Rectangle2D.Double(0, TOP + GrazeWorld.FIELD_H, GrazeWorld.FIELD_W, TABLE_H));
        AffineTransform old = g.getTransform();
        Shape oldClip = g.getClip();
        g.translate(0, TOP);
        g.clip(new Rectangle2D.Double(0, 0, GrazeWorld.FIELD_W, GrazeWorld.FIELD_H));
        GrazeDraw.ground(g, s);
        GrazeDraw.startleDisc(g, w.predator(), w.startle(), w.inside(), s);
        GrazeDraw.tuft(g, s);
        if (s.on(Overlay.TRAILS)) VectorDraw.trail(g, w.trailView(), colour, 60, s);
        GrazeDraw.predator(g, w.predator(), w.predatorKind() == GrazeWorld.Predator.WALK, s);
        GrazeWorld.Decision d = w.decision(); // worked out once for the arrows and their labels
        Vec2[] tips = s.on(Overlay.VECTORS) ? GrazeDraw.forces(g, w, d, colour, s) : null;
        Vec2 pos = w.body().position();
        if (s.on(Overlay.CIRCLES)) GrazeDraw.alarmRing(g, pos, w.fear(), p.role(Palette.Role.RULE_ALARM), 18, s);
        GrazeDraw.walker(g, w, colour, 11, s);
        if (s.on(Overlay.LABELS)) labels(g, w, d, tips, memos, s);
        g.setTransform(old);
        g.setClip(oldClip);
        g.setColor(p.bone());
        g.setStroke(s.stroke(2.5));
        g.draw(new Rectangle2D.Double(0, TOP, GrazeWorld.FIELD_W, GrazeWorld.FIELD_H));
        table(g, w, new Rectangle2D.Double(0, TOP + GrazeWorld.FIELD_H, GrazeWorld.FIELD_W, TABLE_H), memos, s);
    }

    private static void labels(Graphics2D g, GrazeWorld w, GrazeWorld.Decision d, Vec2[] tips, Memos memos, StageStyle s) {
        Palette p = s.palette();
        Vec2 pos = w.body().position();
        Labels labels = new Labels(g, s, GrazeWorld.FIELD_W, GrazeWorld.FIELD_H)
                .reserve(pos, 20).reserve(w.predator(), 18).reserve(GrazeWorld.TUFT.plus(new Vec2(0, -s.px(6))), 14);
        // Texts and spots are kept while the values they show stay put (a walker grazing, no fear).
        LabelMemo<String> tag = memos.tag;
        if (!tag.key(w.rule()).key(w.fear()).same()) tag.remember(Tr.f("%s, fear %.2f", GrazeDraw.shortName(w.rule()), w.fear()));
        LabelMemo<Labels.Spot[]> around = memos.around;
        if (!around.key(pos.x()).key(pos.y()).key(s.scale()).same()) {
            Labels.Spot[] spots = new Labels.Spot[16];
            for (int k = 0; k < 8; k++) {
                spots[k] = Labels.Spot.side(pos, ROUND[k], s.px(24));
                spots[8 + k] = Labels.Spot.side(pos, ROUND[k], s.px(44));
            }
            around.remember(spots);
        }
        // The tag reports the fear, so it takes the fear's colour, as the chart's "fear" series
        // does, whatever rule drives the walker (the walker itself shows the rule's colour).
        labels.place(tag.value(), 18, p.role(Palette.Role.RULE_ALARM), around.value());
        GrazeDraw.predatorLabels(labels, g, w.predator(), w.startle(), s);
        labels.place(Tr.t("tuft"), 16, p.bodyEdge(), GrazeDraw.tuftSpots(s));
        if (tips != null) {
            if (d.feedWeight() != 0 && d.feed().length() > 1e-6) {
                LabelMemo<String> feed = memos.feed;
                if (!feed.key(d.feedWeight()).same()) feed.remember(Tr.f("feed \u00d7%s", GrazeDraw.f2(d.feedWeight())));
                labels.place(feed.value(), 15, p.bodyEdge(), labels.aroundArrow(pos, tips[0]));
            }
            if (d.flightWeight() != 0 && d.flight().force().length() > 1e-6) {
                LabelMemo<String> flight = memos.flight;
                if (!flight.key(d.flightWeight()).same()) flight.remember(Tr.f("flight \u00d7%s", GrazeDraw.f2(d.flightWeight())));
                labels.place(flight.value(), 15, p.role(Palette.Role.FLIGHT), labels.aroundArrow(pos, tips[1]));
            }
            if (d.force().length() > 1e-6) {
                LabelMemo<String> force = memos.force;
                if (!force.same()) force.remember(Tr.f("force (\u00d7%d)", (int) GrazeDraw.F));
                labels.place(force.value(), 15, GrazeDraw.colour(w.rule(), p), labels.aroundArrow(pos, tips[2]));
            }
        }
    }

    /** The eight directions round the walker's tag, {@code Vec2.polar(1, -PI / 2 + k PI / 4)}, made once. */
    private static final Vec2[] ROUND = new Vec2[8];
    static {
        for (int k = 0; k < 8; k++) ROUND[k] = Vec2.polar(1, -Math.PI / 2 + k * Math.PI / 4);
    }

    /** What the painter keeps from frame to frame, per thread (the window's, render's and bench's). */
    private static final class Memos {
        final LabelMemo<String> header = new LabelMemo<>();
        final LabelMemo<String> tag = new LabelMemo<>();
        final LabelMemo<Labels.Spot[]> around = new LabelMemo<>();
        final LabelMemo<String> feed = new LabelMemo<>();
        final LabelMemo<String> flight = new LabelMemo<>();
        final LabelMemo<String> force = new LabelMemo<>();
        final LabelMemo<String[]> head = new LabelMemo<>();
        /** The table's rows and colours, refilled each frame (the table keeps no reference to them). */
        final List<String[]> cells = new ArrayList<>();
        final List<Color> colours = new ArrayList<>();
    }

    private static final ThreadLocal<Memos> MEMOS = ThreadLocal.withInitial(Memos::new);

    static final String[] HEAD = {"tick", "predator", "inside", "fear", "flight wt", "|force|", "speed"};
    static final boolean[] RIGHT = {true, true, false, true, true, true, true};

    /**
     * A row's cells, formatted once per language: the table shows its rows on every frame, most of
     * them unchanged. Looked up by the row itself (identity: a record's hash walks all its
     * vectors and its decision), one map per thread, emptied when the language changes (cells
     * have words) and when it fills up.
     */
    private static final class Cells {
        Tr.Language language;
        final java.util.IdentityHashMap<GrazeWorld.Row, String[]> byRow = new java.util.IdentityHashMap<>();
    }

    private static final ThreadLocal<Cells> CELLS = ThreadLocal.withInitial(Cells::new);

    static String[] cells(GrazeWorld.Row r) {
        Cells cells = CELLS.get();
        if (cells.language != Tr.language() || cells.byRow.size() >= 1024) {
            cells.byRow.clear();
            cells.language = Tr.language();
        }
        String[] c = cells.byRow.get(r);
        if (c == null) {
            c = formatCells(r);
            cells.byRow.put(r, c);
        }
        return c;
    }

    private static String[] formatCells(GrazeWorld.Row r) {
        GrazeWorld.Decision d = r.decision();
        return new String[] {Long.toString(r.tick()), GrazeDraw.f1(r.predatorDistance()) + Tr.t(" px"), r.inside() ? Tr.t("IN") : Tr.t("out"),
            GrazeDraw.f3(r.fear()), GrazeDraw.f2(d.flightWeight()), GrazeDraw.f2(d.force().length()),
            GrazeDraw.f2(r.velocity().length())};
    }

    /** The tick table: the state after each tick and the weights and force the next tick applies; rows inside the radius in red and marked IN. */
    private static void table(Graphics2D g, GrazeWorld w, Rectangle2D box, Memos memos, StageStyle s) {
        if (!s.on(Overlay.LABELS)) return;
        List<GrazeWorld.Row> rows = w.rowsView();
        List<String[]> cells = memos.cells;
        List<Color> colours = memos.colours;
        cells.clear();
        colours.clear();
        for (int i = 0; i < rows.size(); i++) {
            GrazeWorld.Row r = rows.get(i);
            cells.add(cells(r));
            colours.add(r.inside() ? s.palette().target() : null);
        }
        if (!memos.head.same()) memos.head.remember(java.util.Arrays.stream(HEAD).map(Tr::t).toArray(String[]::new));
        TickTable.draw(g, memos.head.value(), RIGHT, cells(w.firstRow()), cells, rows.get(0).tick() == 0, colours, box, s);
        cells.clear(); // no rows held past the frame
        colours.clear();
    }
}
