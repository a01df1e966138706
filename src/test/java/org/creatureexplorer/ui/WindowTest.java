package org.creatureexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.lang.ref.WeakReference;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Overlay;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Real-window tests: need a display (CI runs them under Xvfb). Without one they are skipped,
 * except in CI, where a missing display is a failure.
 */
@org.creatureexplorer.ui.OnScreen
class WindowTest {
    private static ExplorerWindow window;
    private static Robot robot;

    private static boolean noDisplay;

    @BeforeAll
    static void open() throws Exception {
        noDisplay = noDisplay(); // each test then reports itself skipped, so the count shows it
        if (noDisplay) return;
        robot = new Robot();
        robot.setAutoDelay(10);
        window = openWindow();
    }

    /**
     * True when there is no display, so the real-window tests skip; in CI a missing display is a
     * failure instead (CI must run them under xvfb-run). Every real-window test class asks this.
     */
    static boolean noDisplay() {
        if (!GraphicsEnvironment.isHeadless()) return false;
        if (System.getenv("CI") != null) fail("CI must run the window tests under a display (xvfb-run)");
        return true;
    }

    /** The app's window at 1400x860 in the top left corner, shown and started, with its events settled. */
    static ExplorerWindow openWindow() throws Exception {
        ExplorerWindow opened = onEdt(() -> {
            ExplorerWindow.installLookAndFeel();
            ExplorerWindow w = new ExplorerWindow();
            w.setBounds(0, 0, 1400, 860);
            w.setVisible(true);
            w.panel().start();
            return w;
        });
        settle();
        return opened;
    }

    @org.junit.jupiter.api.BeforeEach
    void needsADisplay() {
        org.junit.jupiter.api.Assumptions.assumeFalse(noDisplay, "no display: real-window tests skipped (run under xvfb-run)");
    }

    @AfterAll
    static void close() throws Exception {
        if (window != null) onEdt(() -> { window.dispose(); return null; });
    }

    static <T> T onEdt(Callable<T> work) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        AtomicReference<Exception> err = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                out.set(work.call());
            } catch (Exception e) {
                err.set(e);
            }
        });
        if (err.get() != null) throw err.get();
        return out.get();
    }

    /** Lets queued events and repaints run. (Robot.waitForIdle can stall while timers keep posting.) */
    /** Runs on the event thread with or without a display (for panels laid out offscreen). */
    static <T> T onEdtHeadless(Callable<T> work) throws Exception { return onEdt(work); }

    /** Brings the window forward with the stage focused (there is no window manager under Xvfb to do it). */
    static void focusStage() throws Exception {
        onEdt(() -> {
            window.toFront();
            window.panel().current().stage().requestFocus();
            return null;
        });
        settle();
    }

    /**
     * Lets queued events and repaints run: the event queue is flushed twice, with a short pause
     * for events the X server still has to deliver. Anything a test then checks that depends on a
     * robot event reaching the window is waited for with {@link #waitFor}, not by sleeping longer.
     */
    static void settle() throws Exception {
        for (int i = 0; i < 2; i++) {
            SwingUtilities.invokeAndWait(() -> { });
            Thread.sleep(30);
        }
        SwingUtilities.invokeAndWait(() -> { });
    }

    /** Polls a condition on the event thread until it holds (5 s at most, then fails with {@code what}). */
    static void waitFor(String what, Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (!onEdt(condition)) {
            if (System.nanoTime() > deadline) fail("timed out waiting for: " + what);
            Thread.sleep(15);
        }
    }

    static long tick() throws Exception { return onEdt(() -> window.panel().current().playback().tick()); }

    static BufferedImage grabStage() throws Exception {
        Rectangle r = onEdt(() -> {
            StageView s = window.panel().current().stage();
            Point p = s.getLocationOnScreen();
            return new Rectangle(p.x, p.y, s.getWidth(), s.getHeight());
        });
        return robot.createScreenCapture(r);
    }

    static int differingPixels(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < Math.min(a.getHeight(), b.getHeight()); y++) {
            for (int x = 0; x < Math.min(a.getWidth(), b.getWidth()); x++) if (a.getRGB(x, y) != b.getRGB(x, y)) n++;
        }
        return n;
    }

    /** Pixels close to a colour: used to count how much of the bone colour is on screen. */
    static int pixelsNear(BufferedImage img, int rgb, int tolerance) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int p = img.getRGB(x, y);
                if (Math.abs(((p >> 16) & 255) - ((rgb >> 16) & 255)) <= tolerance
                        && Math.abs(((p >> 8) & 255) - ((rgb >> 8) & 255)) <= tolerance
                        && Math.abs((p & 255) - (rgb & 255)) <= tolerance) n++;
            }
        }
        return n;
    }

    @Test
    void theKeyboardStartsOnTheStage() throws Exception {
        ExplorerWindow fresh = onEdt(() -> {
            ExplorerWindow w = new ExplorerWindow();
            w.setSize(900, 600);
            w.setVisible(true);
            return w;
        });
        try {
            java.awt.Component owner = null;
            for (int i = 0; i < 20 && !(owner instanceof StageView); i++) {
                settle();
                owner = onEdt(() -> java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
            }
            assertTrue(owner instanceof StageView, "focus starts on " + owner);
        } finally {
            onEdt(() -> { fresh.dispose(); return null; });
            focusStage();
        }
    }

    @Test
    void selectLessonToggleOverlayStepAndSeeTheStageChange() throws Exception {
        // Pick "A chain follows its head" by clicking it in the list.
        Point cell = onEdt(() -> {
            LessonList list = window.panel().lessonList();
            Rectangle bounds = list.getCellBounds(1, 1);
            Point p = list.getLocationOnScreen();
            return new Point(p.x + bounds.x + 40, p.y + bounds.y + bounds.height - 8);
        });
        robot.mouseMove(cell.x, cell.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        waitFor("the click opens chain", () -> window.panel().current().lesson().id().equals("chain"));
        settle();
        assertFalse(onEdt(() -> window.panel().isPlaying()), "a lesson opens paused");
        robot.mouseMove(5, 700); // keep the pointer off the stage

        int joint = org.creatureexplorer.lesson.Palette.LIGHT.joint().getRGB();
        BufferedImage withBones = grabStage();
        int jointPixels = pixelsNear(withBones, joint, 10);
        assertTrue(jointPixels > 200, "joints drawn: " + jointPixels);

        // Toggle the bones overlay off with its check box: bone pixels vanish, the world does not move.
        long tickBefore = onEdt(() -> window.panel().current().playback().tick());
        onEdt(() -> { window.panel().current().controls().overlayBox(Overlay.BONES).doClick(); return null; });
        settle();
        BufferedImage noBones = grabStage();
        int jointPixelsAfter = pixelsNear(noBones, joint, 10);
        assertTrue(jointPixelsAfter < jointPixels / 2, "bones hidden: " + jointPixels + " -> " + jointPixelsAfter);
        assertTrue(differingPixels(withBones, noBones) > 300, "the picture changed");
        assertEquals(tickBefore, onEdt(() -> window.panel().current().playback().tick()), "an overlay never changes the world");

        // Step with the Right arrow: one tick, and the snake moves.
        focusStage();
        robot.keyPress(KeyEvent.VK_RIGHT);
        robot.keyRelease(KeyEvent.VK_RIGHT);
        waitFor("Right steps", () -> window.panel().current().playback().tick() != tickBefore);
        settle();
        assertEquals(tickBefore + 1, tick());
        for (int i = 0; i < 20; i++) onEdt(() -> { window.panel().step(); return null; });
        settle();
        BufferedImage later = grabStage();
        assertTrue(differingPixels(noBones, later) > 300, "the snake moved on screen");

        // Left arrow steps back one tick, exactly.
        robot.keyPress(KeyEvent.VK_LEFT);
        robot.keyRelease(KeyEvent.VK_LEFT);
        waitFor("Left steps back", () -> window.panel().current().playback().tick() != tickBefore + 21);
        settle();
        assertEquals(tickBefore + 20, tick());
        onEdt(() -> { window.panel().current().controls().overlayBox(Overlay.BONES).doClick(); return null; });
    }

    @Test
    void playRunsTheClockAndChartsRefreshWhilePausedStepsDoNot() throws Exception {
        onEdt(() -> { window.panel().showLesson(LessonCatalog.byId("distance").orElseThrow()); return null; });
        focusStage();
        robot.keyPress(KeyEvent.VK_SPACE);
        robot.keyRelease(KeyEvent.VK_SPACE);
        waitFor("Space plays some ticks", () -> window.panel().current().playback().tick() >= 12);
        robot.keyPress(KeyEvent.VK_SPACE);
        robot.keyRelease(KeyEvent.VK_SPACE);
        waitFor("Space pauses", () -> !window.panel().isPlaying());
        settle();
        long ticks = onEdt(() -> window.panel().current().playback().tick());
        assertTrue(ticks >= 10, "played some ticks: " + ticks);
        assertFalse(onEdt(() -> window.panel().isPlaying()));
        // Step is only for a paused world; while playing, the step request is ignored.
        onEdt(() -> { window.panel().setPlaying(true); window.panel().step(); window.panel().setPlaying(false); return null; });
        // Charts pick up the history (at their bounded rate: on a loaded machine a refresh may come a frame or two late).
        Callable<Integer> points = () -> window.panel().current().charts().views().get(0).chart().getSeriesCollection()
                .iterator().next().getXData().length;
        waitFor("the chart shows the played ticks", () -> points.call() > 10);
    }

    @Test
    void draggingTheAnchorWithThePointerMovesIt() throws Exception {
        onEdt(() -> { window.panel().showLesson(LessonCatalog.byId("distance").orElseThrow()); return null; });
        settle();
        Point[] pts = onEdt(() -> {
            StageView s = window.panel().current().stage();
            var anchor = window.panel().current().playback().world().handles().get(1).position();
            var t = s.getLocationOnScreen();
            var from = s.toComponent(anchor);
            var to = s.toComponent(new org.creatureexplorer.sim.Vec2(100, 80));
            return new Point[] {
                new Point((int) Math.round(t.x + from.getX()), (int) Math.round(t.y + from.getY())),
                new Point((int) Math.round(t.x + to.getX()), (int) Math.round(t.y + to.getY()))};
        });
        robot.mouseMove(pts[0].x, pts[0].y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseMove((pts[0].x + pts[1].x) / 2, (pts[0].y + pts[1].y) / 2);
        robot.mouseMove(pts[1].x, pts[1].y);
        waitFor("the anchor follows the pointer", () -> {
            var a = window.panel().current().playback().world().handles().get(1).position();
            return Math.abs(a.x() - 100) <= 3 && Math.abs(a.y() - 80) <= 3;
        });
        var anchor = onEdt(() -> window.panel().current().playback().world().handles().get(1).position());
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        assertEquals(100, anchor.x(), 3);
        assertEquals(80, anchor.y(), 3);
        robot.mouseMove(5, 700);
    }

    @Test
    void switchingLessonsAHundredTimesLeavesNothingBehind() throws Exception {
        onEdt(() -> { window.panel().showLesson(LessonCatalog.all().get(0)); return null; });
        settle();
        WeakReference<LessonView> first = new WeakReference<>(onEdt(() -> window.panel().current()));
        int threadsBefore = Thread.activeCount();
        for (int i = 0; i < 100; i++) {
            onEdt(() -> { window.panel().nextLesson(); window.panel().previousLesson(); return null; });
        }
        settle();
        for (int i = 0; i < 20 && first.get() != null; i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertNull(first.get(), "an old lesson view is still held somewhere");
        assertTrue(Thread.activeCount() <= threadsBefore + 1, "threads " + threadsBefore + " -> " + Thread.activeCount());
    }

    @Test
    void theWindowSurvivesSmallAndProjectorSizes() throws Exception {
        onEdt(() -> { window.panel().showLesson(LessonCatalog.byId("distance").orElseThrow()); return null; });
        robot.mouseMove(5, 1000); // keep the pointer off the stage
        for (int[] size : new int[][] {{640, 480}, {1920, 1080}, {1024, 600}}) {
            onEdt(() -> { window.setSize(size[0], size[1]); window.validate(); return null; });
            settle();
            Rectangle stage = onEdt(() -> window.panel().current().stage().getBounds());
            assertTrue(stage.width > 100 && stage.height > 60, "stage " + stage + " at " + size[0] + "x" + size[1]);
            // The stage at this size is drawn and animates: play a few ticks, and its pixels change.
            BufferedImage before = grabStage();
            long t = tick();
            onEdt(() -> { window.panel().setPlaying(true); return null; });
            waitFor("ticks pass while playing", () -> window.panel().current().playback().tick() >= t + 6);
            onEdt(() -> { window.panel().setPlaying(false); return null; });
            settle();
            BufferedImage after = grabStage();
            int changed = differingPixels(before, after);
            assertTrue(changed > 100, "the stage changed by " + changed + " px at " + size[0] + "x" + size[1]);
        }
        onEdt(() -> { window.setSize(1400, 860); return null; });
        settle();
    }

    static void key(int... codes) throws Exception {
        for (int c : codes) robot.keyPress(c);
        for (int i = codes.length - 1; i >= 0; i--) robot.keyRelease(codes[i]);
        settle();
    }

    @Test
    void aLessonCanBeWalkedWithTheKeyboardAlone() throws Exception {
        onEdt(() -> { window.panel().showLesson(LessonCatalog.all().get(0)); return null; });
        focusStage();
        robot.mouseMove(5, 1000);
        key(KeyEvent.VK_PAGE_DOWN);
        waitFor("Page Down opens chain", () -> window.panel().current().lesson().id().equals("chain"));
        key(KeyEvent.VK_PAGE_UP);
        waitFor("Page Up opens distance", () -> window.panel().current().lesson().id().equals("distance"));
        key(KeyEvent.VK_PAGE_DOWN);
        waitFor("Page Down opens chain again", () -> window.panel().current().lesson().id().equals("chain"));
        // Play, pause, step, step back, reset.
        key(KeyEvent.VK_SPACE);
        waitFor("Space plays", () -> window.panel().current().playback().tick() >= 3);
        key(KeyEvent.VK_SPACE);
        waitFor("Space pauses", () -> !window.panel().isPlaying());
        long t = onEdt(() -> window.panel().current().playback().tick());
        assertTrue(t > 0, "played");
        key(KeyEvent.VK_RIGHT);
        waitFor("Right steps", () -> window.panel().current().playback().tick() != t);
        settle();
        assertEquals(t + 1, tick());
        key(KeyEvent.VK_LEFT);
        waitFor("Left steps back", () -> window.panel().current().playback().tick() != t + 1);
        settle();
        assertEquals(t, tick());
        key(KeyEvent.VK_R);
        waitFor("R resets to tick 0", () -> window.panel().current().playback().tick() == 0);
        // Overlays by number: 1 is bones.
        boolean bones = onEdt(() -> window.panel().current().stage().overlays().contains(Overlay.BONES));
        key(KeyEvent.VK_1);
        waitFor("1 toggles the bones", () -> window.panel().current().stage().overlays().contains(Overlay.BONES) == !bones);
        key(KeyEvent.VK_1);
        waitFor("1 toggles them back", () -> window.panel().current().stage().overlays().contains(Overlay.BONES) == bones);
        // Zoom in and back.
        double zoom = onEdt(() -> window.panel().look().zoom());
        key(KeyEvent.VK_CONTROL, KeyEvent.VK_EQUALS);
        waitFor("Ctrl+= zooms in", () -> window.panel().look().zoom() > zoom);
        key(KeyEvent.VK_CONTROL, KeyEvent.VK_0);
        waitFor("Ctrl+0 resets the zoom", () -> Math.abs(window.panel().look().zoom() - 1.0) < 1e-9);
        // Tab reaches the controls: focus moves off the stage onto a focusable control.
        key(KeyEvent.VK_TAB);
        waitFor("Tab leaves the stage", () -> !(java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner() instanceof StageView));
        java.awt.Component owner = onEdt(() -> java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
        assertNotNull(owner);
        assertTrue(owner instanceof javax.swing.JComponent && owner.isFocusable(), String.valueOf(owner));
        // F1 opens the help, generated from the shortcut table; Escape closes it.
        key(KeyEvent.VK_F1);
        waitFor("F1 opens the help", () -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .anyMatch(w -> w.isShowing() && "help-dialog".equals(w.getName())));
        java.awt.Window help = onEdt(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .filter(w -> w.isShowing() && "help-dialog".equals(w.getName())).findFirst().orElse(null));
        assertNotNull(help, "help dialog open");
        key(KeyEvent.VK_ESCAPE);
        waitFor("Escape closes the help", () -> !help.isShowing());
        // F5 toggles projection mode and back.
        onEdt(() -> { window.panel().current().stage().requestFocusInWindow(); return null; });
        settle();
        key(KeyEvent.VK_F5);
        waitFor("F5 turns projection on", () -> window.panel().look().projector());
        key(KeyEvent.VK_F5);
        waitFor("F5 turns it off", () -> !window.panel().look().projector());
        onEdt(() -> { if (!window.panel().lessonListVisible()) window.panel().toggleLessonList(); return null; });
    }

    @Test
    void fullScreenCoversTheScreenAndComesBack() throws Exception {
        Rectangle before = onEdt(window::getBounds);
        onEdt(() -> { window.toggleFullScreen(); return null; });
        settle();
        Rectangle screen = onEdt(() -> window.getGraphicsConfiguration().getBounds());
        assertTrue(onEdt(window::isFullScreen));
        assertEquals(screen, onEdt(window::getBounds));
        assertTrue(onEdt(window::isUndecorated));
        // The lesson still runs in full screen.
        long t = onEdt(() -> window.panel().current().playback().tick());
        onEdt(() -> { window.panel().step(); return null; });
        assertEquals(t + 1, (long) onEdt(() -> window.panel().current().playback().tick()));
        onEdt(() -> { window.toggleFullScreen(); return null; });
        settle();
        assertFalse(onEdt(window::isFullScreen));
        assertEquals(before, onEdt(window::getBounds));
    }
}
