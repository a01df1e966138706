package org.creatureexplorer.lessons.gallery;

import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Draw;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.lesson.LessonProvider;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.lessons.skeletons.ChainLesson;
import org.creatureexplorer.lessons.skeletons.FoldLesson;
import org.creatureexplorer.lessons.skeletons.LegsLesson;
import org.creatureexplorer.model.World;
import org.creatureexplorer.sim.Vec2;
import org.creatureexplorer.world.gallery.CharacterWorld;
import org.creatureexplorer.world.skeletons.FoldWorld;
import org.creatureexplorer.i18n.Tr;

/** Lesson 5.8: one number changes a creature's character (three pairs, each painted by its own lesson). */
public final class CharacterLesson implements LessonProvider {
    @Override public Lesson<?> lesson() { return create(); }

    public static Lesson<CharacterWorld> create() {
        return Lesson.builder("character", CharacterWorld.class)
                .params(CharacterWorld.PARAMS)
                .world(CharacterWorld::new)
                .painter(new Painter()::paint)
                .overlay(Overlay.BONES, true)
                .overlay(Overlay.TARGETS, true)
                .overlay(Overlay.LABELS, true)
                .chart(ChartSpec.linear("Snake: overlapping pairs, gap 12 and changed", "pairs", "snake_pairs_a", "snake_pairs_b")
                        .withRange(0.0, null).counting())
                .chart(ChartSpec.linear("Koi: largest bend, limit 0.35 and changed", "bend (rad)", "koi_bend_a", "koi_bend_b")
                        .withRange(0.0, null))
                .chart(ChartSpec.linear("Koi: head to tail, limit 0.35 and changed (press Fold test)", "distance (px)",
                        "koi_head_tail_a", "koi_head_tail_b").withRange(0.0, null))
                .action(new LessonAction(FoldWorld.FOLD_TEST, "Fold test",
                        "Drive both koi's heads into the spot where their own sixth joint is: the looser limit coils tighter"))
                .chart(ChartSpec.linear("Lizard: legs stretched, trigger 38 and changed", "share of leg-time (%)",
                        "lizard_stretched_a", "lizard_stretched_b").withRange(0.0, null))
                .scenario(CharacterWorld.SCENARIO)
                .followsPointer()
                .description("Six small stages in three columns: a snake, a koi and a lizard. In each column the top creature "
                        + "has its usual number and the bottom one has one number changed: the snake's gap, the koi's bend "
                        + "limit, the lizard's step trigger. Each pair follows the same figure-eight.")
                .pointerHint("Move the pointer over a column: both of its creatures follow it. Predict each pair before you press Space.")
                .build();
    }

    /** Paints each of the six worlds with its own lesson's painter, in its own cell, labels replaced by a title. */
    private static final class Painter {
        private final List<Lesson<?>> lessons = List.of(ChainLesson.create(), FoldLesson.create(), LegsLesson.create());

        /** The six titles and the parameters and language they were formatted for (they change only with those). */
        private List<org.creatureexplorer.model.ParamValues> titledParams;
        private Tr.Language titledLanguage;
        private String[] titles;
        private String[] briefTitles;

        /** Each cell's clip in cell px (the graphics copy a clip, so one serves every frame). */
        private static final Rectangle2D CELL = new Rectangle2D.Double(0, 0, CharacterWorld.CELL_W, CharacterWorld.CELL_H);
        private static final Overlay[] OVERLAYS = Overlay.values();
        /** The cells' style (the stage's without labels) and what it was made from: made again only when the look changes. */
        private StageStyle cellStyle;
        private int cellOverlays;

        /** The cells' style: the stage's overlays but labels, the same palette and scales. */
        private StageStyle cellStyle(StageStyle s) {
            int on = 0;
            for (Overlay o : OVERLAYS) if (s.on(o) && o != Overlay.LABELS) on |= 1 << o.ordinal();
            StageStyle from = cellStyle;
            if (from != null && on == cellOverlays && from.palette() == s.palette() && from.scale() == s.scale()
                    && from.textScale() == s.textScale() && from.strokeScale() == s.strokeScale()) {
                return cellStyle;
            }
            Set<Overlay> inner = EnumSet.noneOf(Overlay.class);
            for (Overlay o : OVERLAYS) if (s.on(o) && o != Overlay.LABELS) inner.add(o);
            cellStyle = new StageStyle(inner, s.palette(), s.scale(), s.textScale(), s.strokeScale());
            cellOverlays = on;
            return cellStyle;
        }

        synchronized void paint(Graphics2D g, CharacterWorld w, StageStyle s) {
            StageStyle cellStyle = cellStyle(s);
            List<World> worlds = w.worlds();
            List<org.creatureexplorer.model.ParamValues> params = w.worldParams();
            if (!params.equals(titledParams) || Tr.language() != titledLanguage) {
                titles = titles(w, false);
                briefTitles = titles(w, true);
                titledParams = params;
                titledLanguage = Tr.language();
            }
            for (int c = 0; c < 3; c++) {
                for (int r = 0; r < 2; r++) {
                    AffineTransform stage = g.getTransform();
                    Shape clip = g.getClip();
                    g.translate(c * CharacterWorld.CELL_W, r * CharacterWorld.CELL_H);
                    g.clip(CELL);
                    // No background fill: every caller (the stage, clips, exports) has just filled the
                    // picture with this palette's background, and the cells do not overlap. Filling
                    // each cell again under the stage's scale cost 7% of this lesson's frame.
                    lessons.get(c).paint(g, worlds.get(2 * c + r), cellStyle);
                    if (s.on(Overlay.LABELS)) {
                        double size = titleSize(g, s);
                        Draw.label(g, fittedTitles[2 * c + r], new Vec2(s.px(10), s.px(8)), s, size, s.palette().text(), 0, 1);
                    }
                    g.setTransform(stage);
                    g.setClip(clip);
                }
            }
            g.setColor(s.palette().text());
            g.setStroke(s.stroke(2));
            for (int c = 1; c < 3; c++) g.draw(new Line2D.Double(c * CharacterWorld.CELL_W, 0, c * CharacterWorld.CELL_W, w.stageHeight()));
            g.setStroke(s.dashed(1.5));
            g.draw(new Line2D.Double(0, CharacterWorld.CELL_H, w.stageWidth(), CharacterWorld.CELL_H));
        }

        /**
         * The titles' size on screen: 18 px, or smaller (not under 10; times the text scale, as every label) when the widest title is
         * wider than its cell at 18, the same for all six so they read as one row of headings. Too
         * wide, the stage slid a title left over the next column (the lizard's and the koi's in
         * projection at 1600x900 and smaller). Measured again only with new titles or a new font.
         */
        private double titleSize(Graphics2D g, StageStyle s) {
            java.awt.Font font = s.font(TITLE_PX, java.awt.Font.BOLD);
            if (font != fittedFont || titles != fittedFor) {
                double room = CharacterWorld.CELL_W - s.px(TITLE_MARGIN_PX);
                fittedSize = fit(g, font, titles, room);
                fittedTitles = titles;
                if (Double.isNaN(fittedSize)) {
                    // Not even at the smallest size (a small window): the short titles, as small as they need.
                    double brief = fit(g, font, briefTitles, room);
                    fittedSize = Double.isNaN(brief) ? TITLE_MIN_PX : brief;
                    fittedTitles = briefTitles;
                }
                fittedFont = font;
                fittedFor = titles;
            }
            return fittedSize;
        }

        /** The size at which every title fits {@code room} stage px, 18 at most; NaN when that is under the smallest. */
        private static double fit(Graphics2D g, java.awt.Font font, String[] titles, double room) {
            double size = TITLE_PX;
            for (String title : titles) {
                double width = g.getFontMetrics(font).getStringBounds(title, g).getWidth();
                if (width > room) size = Math.min(size, TITLE_PX * room / width);
            }
            return size < TITLE_MIN_PX ? Double.NaN : size;
        }

        private static final double TITLE_PX = 18, TITLE_MIN_PX = 10;
        /** Screen px the title keeps free in its cell: 10 before it, the halo and 10 after. */
        private static final double TITLE_MARGIN_PX = 32;
        private java.awt.Font fittedFont;
        /** The titles shown (the full or the short ones) and the full ones they were chosen for. */
        private String[] fittedTitles, fittedFor;
        private double fittedSize;

        /** The six titles; {@code brief} leaves the parameter's name out (the slider under the stage names it). */
        private static String[] titles(CharacterWorld w, boolean brief) {
            List<org.creatureexplorer.model.ParamValues> p = w.worldParams();
            String[] out = new String[6];
            for (int r = 0; r < 2; r++) {
                double gap = p.get(r).get(CharacterWorld.SNAKE_PARAM);
                double bend = p.get(2 + r).get(CharacterWorld.KOI_PARAM);
                double trigger = p.get(4 + r).get(CharacterWorld.LIZARD_PARAM);
                out[r] = brief ? Tr.f("snake, %.0f px", gap) : Tr.f("snake, gap %.0f px", gap);
                out[2 + r] = brief ? Tr.f("koi, %.2f rad", bend) : Tr.f("koi, bend limit %.2f rad", bend);
                out[4 + r] = brief ? Tr.f("lizard, %.0f px", trigger) : Tr.f("lizard, step trigger %.0f px", trigger);
            }
            return out;
        }
    }
}
