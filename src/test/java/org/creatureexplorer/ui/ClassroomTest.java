package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.prefs.Preferences;
import javax.imageio.ImageIO;
import javax.swing.UIManager;
import javax.xml.parsers.DocumentBuilderFactory;
import org.creatureexplorer.cli.CommandsTest;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.LessonText;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.StageStyle;
import org.creatureexplorer.model.Playback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;

/**
 * Projection mode, themes, exports, lesson files, "try this" links, preferences and reduced
 * motion, checked on the same panel the window shows (laid out offscreen, no display needed).
 */
class ClassroomTest {

    static ExplorerPanel panel(String lessonId) throws Exception {
        return WindowTest.onEdtHeadless(() -> {
            ExplorerWindow.installLookAndFeel();
            ExplorerPanel p = ExplorerPanel.forCatalog();
            p.showLesson(LessonCatalog.byId(lessonId).orElseThrow());
            p.layoutOffscreen(1920, 1080);
            return p;
        });
    }

    @AfterEach
    void plainLook() throws Exception {
        LessonText.setFolder(null);
        WindowTest.onEdtHeadless(() -> {
            com.formdev.flatlaf.util.UIScale.setZoomFactor(1f);
            return null;
        });
    }

    /** The body font of the lesson text, as the editor's style sheet resolves it. */
    static float lessonTextSize(ExplorerPanel p) throws Exception {
        return WindowTest.onEdtHeadless(() -> {
            var css = ((javax.swing.text.html.HTMLDocument) p.current().text().editor().getDocument()).getStyleSheet();
            return css.getFont(css.getRule("body")).getSize2D();
        });
    }

    @Test
    void projectionModeThickensStrokesAndEnlargesEveryText() throws Exception {
        ExplorerPanel p = panel("chain");
        StageStyle normal = WindowTest.onEdtHeadless(() -> p.current().stage().currentStyle());
        float normalText = lessonTextSize(p);
        WindowTest.onEdtHeadless(() -> {
            p.setLook(p.look().withProjector(true));
            p.layoutOffscreen(1920, 1080);
            return null;
        });
        StageStyle projected = WindowTest.onEdtHeadless(() -> p.current().stage().currentStyle());
        double scale = projected.scale();
        // Bones and vectors are drawn with stroke(2.5) and up: at least 3 screen px on the projector.
        assertTrue(projected.stroke(2).getLineWidth() * scale >= 3 - 1e-5, "stroke " + projected.stroke(2).getLineWidth() * scale);
        assertTrue(projected.stroke(2).getLineWidth() * scale > normal.stroke(2).getLineWidth() * normal.scale());
        // The smallest stage label (16 px) reaches 20 px or more on screen.
        Font smallest = projected.font(16, Font.BOLD);
        assertTrue(smallest.getSize2D() * scale >= 20, "label " + smallest.getSize2D() * scale);
        // UI text, chart text and the lesson text all reach 20 px.
        assertTrue(UIManager.getFont("Label.font").getSize2D() >= 20, "UI font " + UIManager.getFont("Label.font"));
        XYChart chart = p.current().charts().views().get(0).chart();
        assertTrue(chart.getStyler().getAxisTickLabelsFont().getSize2D() >= 20);
        assertTrue(chart.getStyler().getLegendFont().getSize2D() >= 20);
        float textSize = lessonTextSize(p);
        assertTrue(textSize >= 20 && textSize > normalText, "lesson text " + normalText + " -> " + textSize);
        assertEquals(org.creatureexplorer.lesson.Palette.PROJECTOR, p.current().stage().palette());
        assertFalse(p.lessonListVisible(), "the lesson list folds away for the projector");
    }

    @Test
    void themeSwitchRestylesChartsAndStage() throws Exception {
        ExplorerPanel p = panel("distance");
        WindowTest.onEdtHeadless(() -> { p.setLook(p.look().withTheme(Theme.DARK)); return null; });
        XYChart chart = p.current().charts().views().get(0).chart();
        assertEquals(Theme.DARK.charts().background(), chart.getStyler().getChartBackgroundColor());
        assertEquals(Theme.DARK.charts().plot(), chart.getStyler().getPlotBackgroundColor());
        assertEquals(org.creatureexplorer.lesson.Palette.DARK, p.current().stage().palette());
        assertTrue(UIManager.getLookAndFeel().getName().toLowerCase().contains("dark"));
        WindowTest.onEdtHeadless(() -> { p.setLook(p.look().withTheme(Theme.HIGH_CONTRAST)); return null; });
        assertEquals(Theme.HIGH_CONTRAST.charts().background(), chart.getStyler().getChartBackgroundColor());
        WindowTest.onEdtHeadless(() -> { p.setLook(Look.DEFAULT); return null; });
        assertEquals(Theme.LIGHT.charts().background(), chart.getStyler().getChartBackgroundColor());
    }

    @Test
    void everyExportWritesAValidFile(@TempDir Path dir) throws Exception {
        ExplorerPanel p = panel("chain");
        WindowTest.onEdtHeadless(() -> { p.current().advance(90); p.current().refreshCharts(); return null; });
        LessonView v = p.current();
        WindowTest.onEdtHeadless(() -> {
            p.exportTo(dir.resolve("stage.png"), f -> Exporter.stagePng(v.stage(), f));
            p.exportTo(dir.resolve("stage.svg"), f -> Exporter.stageSvg(v.stage(), f));
            p.exportTo(dir.resolve("chart.png"), f -> Exporter.chartPng(v.charts().views().get(1), f));
            p.exportTo(dir.resolve("chart.svg"), f -> Exporter.chartSvg(v.charts().views().get(1), f));
            p.exportTo(dir.resolve("data.csv"), f -> Exporter.csv("chain", v.playback(), f));
            return null;
        });
        BufferedImage stage = ImageIO.read(dir.resolve("stage.png").toFile());
        // Drawn for a worksheet: 1920 px wide whatever the window, the stage's shape kept.
        assertEquals(Exporter.STAGE_PNG_WIDTH, stage.getWidth());
        assertEquals(Math.round(v.stage().getHeight() * (Exporter.STAGE_PNG_WIDTH / (double) v.stage().getWidth())), stage.getHeight());
        assertNotNull(v.stage().badge(), "the corner status is still on screen after the export");
        assertNotNull(ImageIO.read(dir.resolve("chart.png").toFile()));
        for (String svg : List.of("stage.svg", "chart.svg")) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            // Parse as XML only: never fetch the DTD named in the DOCTYPE (there is no network).
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            var doc = factory.newDocumentBuilder().parse(dir.resolve(svg).toFile());
            assertEquals("svg", doc.getDocumentElement().getLocalName() != null ? doc.getDocumentElement().getLocalName() : doc.getDocumentElement().getTagName());
        }
        // The CSV is exactly what measure prints for the same run (no inputs were given).
        String csv = Files.readString(dir.resolve("data.csv"));
        assertEquals(CommandsTest.run("measure", "chain", "--ticks=90").out(), csv);
        assertTrue(Files.readString(dir.resolve("data.csv.txt")).contains("joints=26 gap=12 head-speed-cap=240"));
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".tmp")), "no temporary files left");
        }
    }

    @Test
    void aFailedExportIsReportedInTheWindowAndLeavesNoFile(@TempDir Path dir) throws Exception {
        ExplorerPanel p = panel("distance");
        Path missing = dir.resolve("no-such-folder").resolve("stage.png");
        WindowTest.onEdtHeadless(() -> { p.exportTo(missing, f -> Exporter.stagePng(p.current().stage(), f)); return null; });
        assertTrue(p.statusText().startsWith("Could not save stage.png"), p.statusText());
        assertFalse(Files.exists(missing));
    }

    @Test
    void aMalformedLessonFileIsReportedAndTheLessonStillRuns(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("chain.md"), "---\nid: chain\ntitle A typo\npart: 1\norder: 2\n---\n# Edited by a teacher\n");
        LessonText.setFolder(dir);
        ExplorerPanel p = panel("chain");
        String html = p.current().text().currentHtml();
        assertTrue(html.contains("chain.md: line 3: 'title A typo' is not 'key: value'"), html);
        assertTrue(html.contains("Edited by a teacher"));
        WindowTest.onEdtHeadless(() -> { p.current().advance(30); return null; });
        assertEquals(30, p.current().playback().tick());
        // The teacher fixes the file; a reload shows it without a restart.
        Files.writeString(dir.resolve("chain.md"), "---\nid: chain\ntitle: Fixed title\npart: 1\norder: 2\n---\n# Fixed\n");
        WindowTest.onEdtHeadless(() -> { p.reloadTexts(); return null; });
        assertFalse(p.current().text().currentHtml().contains("problem"));
        assertTrue(p.current().text().currentHtml().contains("Fixed"));
    }

    @Test
    void tryThisLinksSetParametersAndPressButtons() throws Exception {
        ExplorerPanel p = panel("chain");
        WindowTest.onEdtHeadless(() -> { p.tryThis("gap=20;step:5;hide:bones"); return null; });
        assertEquals(20, p.current().playback().params().get("gap"));
        assertEquals(5, p.current().playback().tick());
        assertFalse(p.current().stage().overlays().contains(Overlay.BONES));
        WindowTest.onEdtHeadless(() -> { p.tryThis("wings=3"); return null; });
        assertTrue(p.statusText().contains("could not run") && p.statusText().contains("wings"), p.statusText());
        WindowTest.onEdtHeadless(() -> { p.tryThis("gap=999"); return null; });
        assertTrue(p.statusText().contains("out of range"), p.statusText());
        assertEquals(20, p.current().playback().params().get("gap"));
    }

    @Test
    void reducedMotionHoldsStillUntilAStep() throws Exception {
        ExplorerPanel p = panel("chain");
        WindowTest.onEdtHeadless(() -> {
            p.setReducedMotion(true);
            p.togglePlay();
            return null;
        });
        assertFalse(p.isPlaying());
        assertFalse(WindowTest.onEdtHeadless(() -> named(p, "play").isEnabled()), "Play is greyed out in reduced motion");
        WindowTest.onEdtHeadless(() -> { p.step(); return null; });
        assertEquals(1, p.current().playback().tick());
        WindowTest.onEdtHeadless(() -> { p.setReducedMotion(false); p.togglePlay(); return null; });
        assertTrue(p.isPlaying());
        assertTrue(WindowTest.onEdtHeadless(() -> named(p, "play").isEnabled()), "Play comes back with motion");
    }

    /** The component called {@code name} inside {@code root}, depth first. */
    private static java.awt.Component named(java.awt.Container root, String name) {
        for (java.awt.Component c : root.getComponents()) {
            if (name.equals(c.getName())) return c;
            if (c instanceof java.awt.Container k) {
                java.awt.Component found = named(k, name);
                if (found != null) return found;
            }
        }
        return null;
    }

    @Test
    void preferencesRoundTripAndFallBackToDefaults() throws Exception {
        Preferences node = Preferences.userRoot().node("org/creatureexplorer-test-" + System.nanoTime());
        try {
            Settings s = new Settings(node);
            assertEquals(Look.DEFAULT, s.look());
            s.saveLook(new Look(Theme.DARK, true, 1.3));
            s.saveLastLesson("chain");
            s.saveOverlays("chain", EnumSet.of(Overlay.TRAILS, Overlay.LABELS));
            s.saveWindowSize(new java.awt.Dimension(1000, 700));
            s.saveReducedMotion(true);
            Settings again = new Settings(node);
            assertEquals(new Look(Theme.DARK, true, 1.3), again.look());
            assertEquals("chain", again.lastLesson());
            assertEquals(EnumSet.of(Overlay.TRAILS, Overlay.LABELS), again.overlays("chain", EnumSet.noneOf(Overlay.class)));
            assertEquals(new java.awt.Dimension(1000, 700), again.windowSize(new java.awt.Dimension(1, 1)));
            assertTrue(again.reducedMotion());
            // Corrupt values fall back to the defaults at the next start, without an error.
            node.put("theme", "PLAID");
            node.put("zoom", "lots");
            node.put("overlays.chain", "BONES,WINGS");
            node.put("windowWidth", "-5");
            Settings corrupt = new Settings(node);
            assertEquals(new Look(Theme.LIGHT, true, 1), corrupt.look());
            assertEquals(EnumSet.of(Overlay.BONES), corrupt.overlays("chain", EnumSet.of(Overlay.BONES)));
            assertEquals(new java.awt.Dimension(800, 600), corrupt.windowSize(new java.awt.Dimension(800, 600)));
            corrupt.reset();
            assertEquals(Look.DEFAULT, new Settings(node).look());
            assertEquals("", new Settings(node).lastLesson());
        } finally {
            node.removeNode();
        }
    }

    @Test
    void thePanelRemembersTheLessonAndItsOverlays() throws Exception {
        Preferences node = Preferences.userRoot().node("org/creatureexplorer-test-" + System.nanoTime());
        try {
            Settings s = new Settings(node);
            ExplorerPanel first = WindowTest.onEdtHeadless(() -> new ExplorerPanel(LessonCatalog.all(), s, ExplorerPanel.Options.NONE));
            WindowTest.onEdtHeadless(() -> {
                first.showLesson(LessonCatalog.byId("chain").orElseThrow());
                first.current().setOverlay(Overlay.CIRCLES, true);
                first.savePreferences();
                return null;
            });
            ExplorerPanel second = WindowTest.onEdtHeadless(() -> new ExplorerPanel(LessonCatalog.all(), new Settings(node), ExplorerPanel.Options.NONE));
            assertEquals("chain", second.current().lesson().id());
            assertTrue(second.current().stage().overlays().contains(Overlay.CIRCLES));
        } finally {
            node.removeNode();
        }
    }

    @Test
    void theHelpListsEveryShortcutFromTheSameTableAsTheKeyBindings() throws Exception {
        ExplorerPanel p = panel("distance");
        String help = Shortcut.helpHtml(p.shortcuts(), "");
        for (Shortcut s : p.shortcuts()) {
            assertTrue(help.contains(s.does()), s.id());
            for (String stroke : s.strokes()) {
                Object bound = p.getInputMap(javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW).get(javax.swing.KeyStroke.getKeyStroke(stroke));
                assertEquals(s.id(), bound, stroke);
            }
        }
        for (String id : List.of("play", "step", "back", "reset", "next-lesson", "previous-lesson", "overlay-bones",
                "projector", "full-screen", "zoom-in", "zoom-out", "open-creature", "save-creature", "help")) {
            assertTrue(p.shortcuts().stream().anyMatch(s -> s.id().equals(id)), id);
        }
    }

    @Test
    void renderProjectorWritesItsOwnFile(@TempDir Path dir) throws Exception {
        CommandsTest.Result r = CommandsTest.run("render", "--out=" + dir, "--projector", "--width=960", "--height=540", "--ticks=10", "chain");
        assertEquals(0, r.code(), r.err());
        assertNotNull(ImageIO.read(dir.resolve("chain-projector.png").toFile()));
        assertEquals(2, CommandsTest.run("render", "--theme=plaid").code());
    }

    @Test
    void heldStepBackPressesReplayOnceToTheTickTheyAskFor() throws Exception {
        ExplorerPanel p = panel("chain");
        WindowTest.onEdtHeadless(() -> { p.current().advance(50); return null; });
        double[] at44 = WindowTest.onEdtHeadless(() -> {
            Playback fresh = new Playback(p.current().lesson().factory(), p.current().lesson().defaultParams(), 600);
            fresh.steps(44);
            double[] out = new double[fresh.world().series().size()];
            fresh.world().sample(out);
            return out;
        });
        // Six presses (the Back button or taps on the Left arrow) are six ticks back.
        WindowTest.onEdtHeadless(() -> {
            for (int i = 0; i < 6; i++) p.requestStepBack();
            return null;
        });
        WindowTest.onEdtHeadless(() -> null);
        assertEquals(44, p.current().playback().tick());
        double[] now = new double[at44.length];
        p.current().playback().world().sample(now);
        org.junit.jupiter.api.Assertions.assertArrayEquals(at44, now);
        WindowTest.onEdtHeadless(() -> { for (int i = 0; i < 100; i++) p.requestStepBack(); return null; });
        WindowTest.onEdtHeadless(() -> null);
        assertEquals(0, p.current().playback().tick(), "never before tick 0");
    }
}
