package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import javax.swing.SwingUtilities;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.model.Playback;
import org.creatureexplorer.world.skeletons.ChainWorld;
import org.junit.jupiter.api.Test;

/**
 * The live window's charts are painted on the chart-painter thread into images; what the
 * screen shows must be, pixel for pixel, what a direct paint of the same history shows, also
 * after appends, step backs, a new look while playing and on a 2x screen.
 */
class LiveChartsTest {
    private static final int W = 460, H = 230;

    private static List<ChartSpec> specs() {
        return List.of(
                ChartSpec.linear("gap", "px", "max_gap_error", "head_tail").withGuide("g", w -> 12.0),
                ChartSpec.log("log gap", "px", 1e-16, 1e3, "max_gap_error"),
                ChartSpec.linear("against head x", "px", "head_tail").against("head_x", "head x (px)")
                        .withVerticalGuide("x0", w -> 100.0));
    }

    private static ChartsPanel panel(Playback p) {
        ChartsPanel panel = new ChartsPanel(specs(), p.world().series(), p.history(), p.world());
        for (ChartView v : panel.views()) v.setSize(W, H);
        return panel;
    }

    private static void onEdt(Runnable r) throws Exception { SwingUtilities.invokeAndWait(r); }

    /** The direct path: the same history into a panel of its own, aligned and painted at {@code scale}. */
    private static BufferedImage direct(Playback p, Look look, int chart, double scale) throws Exception {
        BufferedImage[] out = new BufferedImage[1];
        onEdt(() -> {
            ChartsPanel d = panel(p);
            d.applyLook(look);
            d.refresh(p.history(), p.world());
            d.alignOffscreen();
            BufferedImage img = new BufferedImage((int) Math.ceil(W * scale), (int) Math.ceil(H * scale), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            g.scale(scale, scale);
            d.views().get(chart).paintChart(g, W, H);
            g.dispose();
            out[0] = img;
        });
        return out[0];
    }

    private static void assertSamePixels(BufferedImage expected, BufferedImage actual, String at) {
        assertNotNull(actual, at + ": no live image");
        assertEquals(expected.getWidth(), actual.getWidth(), at + " width");
        assertEquals(expected.getHeight(), actual.getHeight(), at + " height");
        int differ = 0;
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                if (expected.getRGB(x, y) != actual.getRGB(x, y)) differ++;
            }
        }
        assertEquals(0, differ, at + ": pixels differing from the direct paint");
    }

    private static void assertLiveMatchesDirect(Playback p, ChartsPanel live, Look look, double scale, String at) throws Exception {
        for (int c = 0; c < specs().size(); c++) {
            assertSamePixels(direct(p, look, c, scale), live.views().get(c).shownImage(), at + " chart " + c);
        }
    }

    @Test
    void thePainterThreadPaintsWhatADirectPaintOfTheSameHistoryPaints() throws Exception {
        Playback p = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 120);
        ChartsPanel live = panel(p);
        p.steps(40);
        onEdt(() -> assertTrue(live.refreshLive(p.history(), p.world())));
        live.awaitLiveIdleForTest();
        assertTrue(live.views().get(0).isLive());
        assertLiveMatchesDirect(p, live, Look.DEFAULT, 1, "filling, tick " + p.tick());

        // Window full: the painter shifts the arrays and writes only the new rows.
        for (int round = 0; round < 4; round++) {
            p.steps(round == 0 ? 200 : 7);
            onEdt(() -> live.refreshLive(p.history(), p.world()));
            live.awaitLiveIdleForTest();
            assertLiveMatchesDirect(p, live, Look.DEFAULT, 1, "appending, tick " + p.tick());
        }

        // A step back replaces the rows.
        p.replayTo(p.tick() - 30);
        onEdt(() -> live.refreshLive(p.history(), p.world()));
        live.awaitLiveIdleForTest();
        assertLiveMatchesDirect(p, live, Look.DEFAULT, 1, "stepped back, tick " + p.tick());
    }

    @Test
    void aLookChangeWhilePlayingShowsTheNewColoursWithinARefresh() throws Exception {
        Playback p = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 120);
        ChartsPanel live = panel(p);
        p.steps(150);
        onEdt(() -> live.refreshLive(p.history(), p.world()));
        live.awaitLiveIdleForTest();
        Look dark = Look.DEFAULT.withTheme(Theme.HIGH_CONTRAST);
        // As in the window: the look changes between two frames' refreshes, the painter perhaps busy.
        onEdt(() -> {
            p.steps(5);
            live.refreshLive(p.history(), p.world());
            live.applyLook(dark);
            p.steps(5);
            live.refreshLive(p.history(), p.world());
        });
        live.awaitLiveIdleForTest();
        BufferedImage shown = live.views().get(0).shownImage();
        assertEquals(dark.chartColors().background().getRGB(), shown.getRGB(1, 1), "the new look's background");
        assertLiveMatchesDirect(p, live, dark, 1, "after the look change, tick " + p.tick());
    }

    @Test
    void onATwiceScaledScreenThePainterPaintsInDevicePixels() throws Exception {
        Playback p = new Playback(ChainWorld::new, ParamValues.defaults(ChainWorld.PARAMS), 120);
        ChartsPanel live = panel(p);
        p.steps(60);
        onEdt(() -> live.refreshLive(p.history(), p.world()));
        live.awaitLiveIdleForTest();
        // The screen paints at 2x: the view paints a sharp image once, and the painter keeps that scale.
        BufferedImage screen = new BufferedImage(2 * W, 2 * H, BufferedImage.TYPE_INT_RGB);
        onEdt(() -> {
            for (ChartView v : live.views()) {
                Graphics2D g = screen.createGraphics();
                g.scale(2, 2);
                v.paint(g);
                g.dispose();
            }
        });
        p.steps(30);
        onEdt(() -> live.refreshLive(p.history(), p.world()));
        live.awaitLiveIdleForTest();
        assertLiveMatchesDirect(p, live, Look.DEFAULT, 2, "2x, tick " + p.tick());
        // What the view copies to a 2x screen is that image, one device pixel to one.
        BufferedImage copied = new BufferedImage(2 * W, 2 * H, BufferedImage.TYPE_INT_RGB);
        onEdt(() -> {
            Graphics2D g = copied.createGraphics();
            g.scale(2, 2);
            live.views().get(1).paint(g);
            g.dispose();
        });
        assertSamePixels(direct(p, Look.DEFAULT, 1, 2), copied, "copied at 2x");
    }
}
