package org.creatureexplorer.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.creatureexplorer.lessons.skeletons.ChainLesson;
import org.creatureexplorer.model.Input;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.ui.ChartView;
import org.creatureexplorer.ui.ClipRecorderTest;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.LessonView;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/** render --pin (the pinned picture and its lines) and render --clip --charts (the charts beside the stage). */
class RenderPinTest {
    @TempDir Path dir;

    @Test
    void pinWritesTheLessonIdPinnedPngAtTheAskedSize() throws Exception {
        CommandsTest.Result r = CommandsTest.run("render", "--pin=gap=20", "--ticks=60", "--width=1280", "--height=800", "--out=" + dir, "chain");
        assertEquals(0, r.code(), r.err());
        Path png = dir.resolve("chain-pinned.png");
        assertEquals(List.of(png.toString()), r.lines());
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(1280, img.getWidth());
        assertEquals(800, img.getHeight());
        assertTrue(!Files.exists(dir.resolve("chain.png")), "a pinned picture does not overwrite the plain one");
    }

    /**
     * What render does for --pin (RenderCommand.pinFirst, then --set and the ticks): the charts carry
     * the pinned run as its own line, the legend naming both values, and its numbers are those of a
     * fresh run at the pinned value (recomputed here with a plain Playback, not through the view).
     */
    @Test
    void thePinnedLinesAreOnTheChartsAndAreAFreshRunWithThePinnedValue() {
        int ticks = 90;
        XYChart headTail = Offscreen.onEdt(() -> {
            ExplorerPanel panel = Offscreen.panelFor(ChainLesson.create(), 1280, 800);
            RenderCommand.pinFirst(panel, List.<String[]>of(new String[] {"gap", "20"}), List.of(), ticks);
            panel.current().advance(ticks);
            panel.current().refreshCharts();
            return panel.current().charts().views().stream().map(ChartView::chart)
                    .filter(c -> c.getTitle().equals("Head-to-tail distance")).findFirst().orElseThrow();
        });
        XYSeries live = labelled(headTail, "head-to-tail distance \u00b7 gap 12");
        XYSeries pinned = labelled(headTail, "head-to-tail distance \u00b7 gap 20");
        assertNotNull(live, "the live run is back at the default gap 12 and says so");
        assertNotNull(pinned, "the pinned line is on the chart, named by its gap");

        // The gap acts live, so --pin (like --set) changes it at tick 0 of a default run.
        Playback fresh = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), LessonView.CHART_WINDOW);
        fresh.apply(new Input.SetParam("gap", 20));
        fresh.steps(ticks);
        double[] expected = fresh.history().column(5);
        double[] y = pinned.getYData();
        assertEquals(expected.length, y.length);
        for (int i = 0; i < y.length; i++) assertEquals(expected[i], y[i], 1e-9, "tick " + i);
        Playback plain = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), LessonView.CHART_WINDOW);
        plain.steps(ticks);
        double[] liveExpected = plain.history().column(5);
        for (int i = 0; i < liveExpected.length; i++) assertEquals(liveExpected[i], live.getYData()[i], 1e-9, "live tick " + i);
        // Gap 20 against 12 over the same joints: the pinned snake is longer, well apart from the live line.
        assertTrue(y[y.length - 1] > live.getYData()[y.length - 1] + 20, "pinned " + y[y.length - 1] + " live " + live.getYData()[y.length - 1]);
    }

    private static XYSeries labelled(XYChart chart, String label) {
        return chart.getSeriesCollection().stream().filter(s -> s.getLabel().equals(label)).findFirst().orElse(null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"--pin=gapp=20", "--pin=gap=abc", "--pin=gap=9999", "--pin=gap", "--pin==20"})
    void aBadPinIsOneLineNamingItAndExit2(String option) {
        CommandsTest.Result r = CommandsTest.run("render", option, "--out=" + dir, "chain");
        assertEquals(2, r.code(), option + ": " + r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("--pin"), "the message says it is --pin that was wrong: " + r.err());
        assertTrue(!Files.exists(dir.resolve("chain-pinned.png")), "nothing written");
    }

    @Test
    void clipWithChartsIsTallerWithTheChartsBesideTheStage() throws Exception {
        CommandsTest.Result plain = CommandsTest.run("render", "--clip=0.4", "--fps=5", "--width=480", "--out=" + dir.resolve("plain"), "chain");
        assertEquals(0, plain.code(), plain.err());
        CommandsTest.Result r = CommandsTest.run("render", "--clip=0.4", "--fps=5", "--width=480", "--charts", "--out=" + dir, "chain");
        assertEquals(0, r.code(), r.err());
        Path gif = dir.resolve("chain.gif");
        assertEquals(List.of(gif.toString()), r.lines());
        ClipRecorderTest.Read withCharts = ClipRecorderTest.read(gif);
        ClipRecorderTest.Read stageOnly = ClipRecorderTest.read(dir.resolve("plain").resolve("chain.gif"));
        assertEquals(2, withCharts.frames().size());
        assertEquals(480, withCharts.width());
        assertEquals(480, stageOnly.width());
        // The stage alone: its picture keeps the 480x300 shape at the full width, with the readouts'
        // band above it; with the charts it takes the left half and the chain's charts stack on the right.
        assertTrue(stageOnly.height() >= 300 && stageOnly.height() <= 300 + 3 * 40, "stage alone " + stageOnly.height());
        assertTrue(withCharts.height() > stageOnly.height(), withCharts.height() + " against " + stageOnly.height());
        BufferedImage first = withCharts.frames().get(0);
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int y = 0; y < first.getHeight(); y++) for (int x = 250; x < 480; x++) colours.add(first.getRGB(x, y));
        assertTrue(colours.size() > 8, "charts drawn on the right half");
    }

    @Test
    void chartsWithoutAClipIsRefused() {
        CommandsTest.Result r = CommandsTest.run("render", "--charts", "--out=" + dir, "chain");
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("--charts") && r.err().contains("--clip"), r.err());
    }
}
