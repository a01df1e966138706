package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Palette;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.Playback;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * One meaning, one colour: a chart series with a palette role is drawn in that role's colour, and
 * the stage draws that role's marks in the same colour, for every lesson in every look. The role
 * is given a probe colour found nowhere else: the chart's series must come out in it, and so must
 * some of the stage's pixels (painted without antialiasing, so a mark's pixels keep its colour
 * exactly). A colour changed on one side only (a painter drawing the desired arrow in another
 * palette colour, a chart colouring the series by its place) fails here.
 */
class PaletteRolesTest {
    /** A colour no look uses. */
    private static final Color PROBE = new Color(0x13, 0xE7, 0x5B);
    /** Pixels of the probe colour the stage must show in at least one of the ticks tried. */
    private static final int MIN_PIXELS = 12;
    /** Screen px per stage px: large enough that a short arrow (4.2's flight, a few ticks long) shows past the walker. */
    private static final double SCALE = 3;
    private static final List<Look> LOOKS = List.of(new Look(Theme.LIGHT, false, 1), new Look(Theme.DARK, false, 1),
            new Look(Theme.HIGH_CONTRAST, false, 1), new Look(Theme.LIGHT, true, 1));

    @Test
    void roleSeriesAndStageMarksShareTheRoleColourInEveryLook() {
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Lesson<?> lesson : LessonCatalog.all()) {
            EnumSet<Palette.Role> roles = EnumSet.noneOf(Palette.Role.class);
            for (ChartSpec spec : lesson.charts()) {
                for (int i = 0; i < spec.columns().size(); i++) {
                    Palette.Role role = spec.role(i);
                    if (role == null) continue;
                    roles.add(role);
                    for (Look look : LOOKS) {
                        Color real = seriesColour(spec, i, look, look.palette());
                        if (!sameRgb(real, look.palette().role(role))) {
                            problems.add(lesson.id() + " '" + spec.title() + "' " + spec.columns().get(i) + " in " + look + ": chart "
                                    + hex(real) + ", stage role " + role + " " + hex(look.palette().role(role)));
                        }
                        Color probed = seriesColour(spec, i, look, look.palette().withRole(role, PROBE));
                        if (!sameRgb(probed, PROBE)) {
                            problems.add(lesson.id() + " '" + spec.title() + "' " + spec.columns().get(i) + " does not take role " + role);
                        }
                        checked++;
                    }
                }
            }
            for (Palette.Role role : roles) {
                for (Look look : LOOKS) {
                    if (!stageShows(lesson, look, look.palette().withRole(role, PROBE))) {
                        problems.add(lesson.id() + " in " + look + ": the stage draws nothing in role " + role
                                + " (a chart series of that role has no mark of that colour on the stage)");
                    }
                }
            }
        }
        assertTrue(checked >= 4 * 20, "role series checked: " + checked);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** The probe colour is not one the looks use, so a stage that shows it drew a role's mark. */
    @Test
    void theProbeIsNoLookColourAndPlainStagesDoNotShowIt() {
        for (Look look : LOOKS) {
            Palette p = look.palette();
            for (Palette.Role r : Palette.Role.values()) assertFalse(sameRgb(p.role(r), PROBE), look + " " + r);
        }
        Lesson<?> blends = LessonCatalog.byId("blends").orElseThrow();
        assertFalse(stageShows(blends, Look.DEFAULT, Look.DEFAULT.palette()), "the probe colour on an unprobed stage");
    }

    /** The colour ChartStyler gives measured series {@code i} of a chart built as ChartsPanel builds it. */
    private static Color seriesColour(ChartSpec spec, int i, Look look, Palette roles) {
        XYChart chart = new XYChart(400, 300);
        for (String column : spec.columns()) chart.addSeries(column, new double[] {0, 1}, new double[] {0, 1});
        for (ChartSpec.Guide g : spec.guides()) chart.addSeries(g.label(), new double[] {0, 1}, new double[] {1, 1});
        ChartStyler.styleSeries(chart, spec, look, roles);
        for (XYSeries s : chart.getSeriesCollection()) if (s.getName().equals(spec.columns().get(i))) return s.getLineColor();
        throw new AssertionError("no series " + spec.columns().get(i));
    }

    /** True when the stage, at one of a few ticks of its default run, has pixels of the probe colour. */
    private static boolean stageShows(Lesson<?> lesson, Look look, Palette palette) {
        Playback p = new Playback(lesson.factory(), lesson.defaultParams(), 60);
        int w = (int) Math.ceil(p.world().stageWidth() * SCALE);
        int h = (int) Math.ceil(p.world().stageHeight() * SCALE);
        for (int tick = 0; tick <= 720; tick += 3) {
            p.steps(tick - (int) p.tick());
            BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            try {
                g.scale(SCALE, SCALE);
                // Labels off: the marks themselves (arrows, walkers, lines) must carry the colour, not only their names.
                EnumSet<Overlay> overlays = EnumSet.copyOf(lesson.overlays());
                overlays.remove(Overlay.LABELS);
                StageStyle style = new StageStyle(overlays, palette, SCALE, look.textScale(), look.strokeScale());
                lesson.paint(g, p.world(), style);
            } finally {
                g.dispose();
            }
            int rgb = PROBE.getRGB() & 0xFFFFFF;
            int n = 0;
            for (int px : img.getRGB(0, 0, w, h, null, 0, w)) if ((px & 0xFFFFFF) == rgb) n++;
            if (n >= MIN_PIXELS) return true;
        }
        return false;
    }

    private static boolean sameRgb(Color a, Color b) { return (a.getRGB() & 0xFFFFFF) == (b.getRGB() & 0xFFFFFF); }

    private static String hex(Color c) { return String.format("#%06X", c.getRGB() & 0xFFFFFF); }

    @Test
    void rolesAreGivenPerColumn() {
        ChartSpec two = ChartSpec.linear("t", "y", "a", "b");
        assertEquals(Palette.Role.AFTER, two.withRoles(null, Palette.Role.AFTER).role(1));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> two.withRoles(Palette.Role.AFTER));
    }
}
