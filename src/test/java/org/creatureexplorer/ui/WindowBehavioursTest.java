package org.creatureexplorer.ui;

import static org.creatureexplorer.ui.WindowTest.onEdt;
import static org.creatureexplorer.ui.WindowTest.settle;
import static org.creatureexplorer.ui.WindowTest.waitFor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.Component;
import java.awt.Container;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextField;
import javax.swing.MenuElement;
import javax.swing.MenuSelectionManager;
import javax.swing.SwingUtilities;
import javax.swing.event.HyperlinkEvent;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonText;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.lesson.Part;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window behaviours of issue 11 point 6, tried as a user tries them: keys pressed with a
 * robot in a real window (under Xvfb in CI), dialogs answered as a user would answer them. Each
 * test fails if its defect comes back. Needs a display, like {@link WindowTest}.
 */
@org.creatureexplorer.ui.OnScreen
class WindowBehavioursTest {
    private static ExplorerWindow window;
    private static Robot robot;
    private static boolean noDisplay;

    @BeforeAll
    static void open() throws Exception {
        noDisplay = WindowTest.noDisplay();
        if (noDisplay) return;
        robot = new Robot();
        robot.setAutoDelay(10);
        window = WindowTest.openWindow();
    }

    @BeforeEach
    void needsADisplay() throws Exception {
        Assumptions.assumeFalse(noDisplay, "no display: real-window tests skipped (run under xvfb-run)");
        robot.mouseMove(5, 1070); // the pointer off the stage
    }

    /** Every test starts from the plain window: no projection, no zoom, not full screen, list shown, motion on. */
    @AfterEach
    void plainWindow() throws Exception {
        if (noDisplay) return;
        LessonText.setFolder(null);
        onEdt(() -> {
            if (window.isFullScreen()) window.toggleFullScreen();
            ExplorerPanel p = window.panel();
            if (p.reducedMotion()) p.setReducedMotion(false);
            p.setPlaying(false);
            p.setLook(Look.DEFAULT);
            if (!p.lessonListVisible()) p.toggleLessonList();
            window.setBounds(0, 0, 1400, 860);
            window.validate();
            return null;
        });
        settle();
    }

    @AfterAll
    static void close() throws Exception {
        if (window != null) onEdt(() -> { window.dispose(); return null; });
    }

    // ---- helpers ---------------------------------------------------------------------------

    static ExplorerPanel panel() { return window.panel(); }

    static void show(String lessonId) throws Exception {
        onEdt(() -> { panel().showLesson(LessonCatalog.byId(lessonId).orElseThrow()); return null; });
        settle();
    }

    /** Brings the window forward with the stage focused and waits until it is (no window manager under Xvfb). */
    static void focusStage() throws Exception {
        onEdt(() -> {
            window.toFront();
            panel().current().stage().requestFocus();
            return null;
        });
        waitFor("the stage has the keyboard", () -> focusOwner() instanceof StageView);
    }

    static Component focusOwner() { return KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner(); }

    static void key(int... codes) throws Exception {
        for (int c : codes) robot.keyPress(c);
        for (int i = codes.length - 1; i >= 0; i--) robot.keyRelease(codes[i]);
        settle();
    }

    static long tick() throws Exception { return onEdt(() -> panel().current().playback().tick()); }

    /** Depth first, every component under {@code root} that is a {@code type}. */
    static <T> List<T> all(Container root, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Component c : root.getComponents()) {
            if (type.isInstance(c)) out.add(type.cast(c));
            if (c instanceof Container k) out.addAll(all(k, type));
        }
        return out;
    }

    static <T extends Component> T named(Container root, String name, Class<T> type) {
        for (Component c : all(root, Component.class)) if (name.equals(c.getName()) && type.isInstance(c)) return type.cast(c);
        return null;
    }

    /** A component's bounds in its window's coordinates. */
    static Rectangle inWindow(Component c) {
        return SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), SwingUtilities.getWindowAncestor(c));
    }

    /** What the layout looks like: lesson list shown, both split positions, stage size, window bounds. */
    record Layout(boolean listShown, List<Integer> dividers, Rectangle stage, Rectangle window) {}

    static Layout layout() throws Exception {
        return onEdt(() -> {
            List<Integer> dividers = new ArrayList<>();
            for (JSplitPane s : all(panel().current(), JSplitPane.class)) dividers.add(s.getDividerLocation());
            return new Layout(panel().lessonListVisible(), dividers, panel().current().stage().getBounds(), window.getBounds());
        });
    }

    // ---- 1. leaving projection, full screen and the hidden list restores the layout ------------

    private static final int[][] ORDERS = {
        {KeyEvent.VK_F5, KeyEvent.VK_F11, KeyEvent.VK_F9},
        {KeyEvent.VK_F5, KeyEvent.VK_F9, KeyEvent.VK_F11},
        {KeyEvent.VK_F11, KeyEvent.VK_F5, KeyEvent.VK_F9},
        {KeyEvent.VK_F11, KeyEvent.VK_F9, KeyEvent.VK_F5},
        {KeyEvent.VK_F9, KeyEvent.VK_F5, KeyEvent.VK_F11},
        {KeyEvent.VK_F9, KeyEvent.VK_F11, KeyEvent.VK_F5},
    };

    /** Presses one of F5, F11, F9 and waits until the window has done what it asks. */
    static void press(int fKey) throws Exception {
        focusStage();
        Layout before = layout();
        boolean projector = onEdt(() -> panel().look().projector());
        boolean full = onEdt(window::isFullScreen);
        key(fKey);
        switch (fKey) {
            case KeyEvent.VK_F5 -> waitFor("F5 toggles projection", () -> panel().look().projector() != projector);
            case KeyEvent.VK_F11 -> waitFor("F11 toggles full screen", () -> window.isFullScreen() != full && window.isShowing());
            case KeyEvent.VK_F9 -> waitFor("F9 toggles the list", () -> panel().lessonListVisible() != before.listShown());
            default -> fail("not a layout key: " + fKey);
        }
        settle();
    }

    /**
     * What the lesson list should be after some presses: projection folds it away and leaving
     * projection puts it back if it showed before; F9 shows or hides it, in either mode, and a
     * list the teacher shows during projection stays when projection ends.
     */
    static boolean listShownAfter(boolean shown, int... keys) {
        boolean projector = false;
        boolean before = shown;
        for (int k : keys) {
            if (k == KeyEvent.VK_F9) {
                shown = !shown;
            } else if (k == KeyEvent.VK_F5 && !projector) {
                before = shown;
                shown = false;
                projector = true;
            } else if (k == KeyEvent.VK_F5) {
                shown = shown || before;
                projector = false;
            }
        }
        return shown;
    }

    @Test
    void leavingProjectionFullScreenAndTheHiddenListRestoresTheLayoutInAnyOrder() throws Exception {
        show("flee");
        Layout start = layout();
        assertTrue(start.listShown(), "the list shows at the start");
        press(KeyEvent.VK_F9);
        Layout listHidden = layout();
        press(KeyEvent.VK_F9);
        settlesBackTo(start, "F9 F9");
        for (int[] first : ORDERS) {
            for (int[] second : List.of(first, reversed(first))) {
                for (int k : first) press(k);
                for (int k : second) press(k);
                int[] both = java.util.stream.IntStream.concat(Arrays.stream(first), Arrays.stream(second)).toArray();
                boolean shown = listShownAfter(true, both);
                settlesBackTo(shown ? start : listHidden, names(both));
                if (!shown) press(KeyEvent.VK_F9);
            }
        }
        // The list shown and hidden again inside projection: leaving projection puts it back.
        press(KeyEvent.VK_F5);
        press(KeyEvent.VK_F9);
        press(KeyEvent.VK_F9);
        press(KeyEvent.VK_F5);
        settlesBackTo(start, "F5 F9 F9 F5");
        // A list shown during projection stays shown through a zoom step, and after projection.
        press(KeyEvent.VK_F5);
        press(KeyEvent.VK_F9);
        key(KeyEvent.VK_CONTROL, KeyEvent.VK_EQUALS);
        waitFor("Ctrl+= zooms in", () -> panel().look().zoom() > 1.01);
        key(KeyEvent.VK_CONTROL, KeyEvent.VK_0);
        waitFor("Ctrl+0 zooms back", () -> Math.abs(panel().look().zoom() - 1) < 1e-9);
        assertTrue(onEdt(() -> panel().lessonListVisible()), "a zoom step in projection keeps the list the teacher showed");
        press(KeyEvent.VK_F5);
        settlesBackTo(start, "F5 F9 Ctrl+= Ctrl+0 F5");
        // A list the teacher hid before projection stays hidden after it.
        press(KeyEvent.VK_F9);
        press(KeyEvent.VK_F5);
        press(KeyEvent.VK_F5);
        settlesBackTo(listHidden, "F9 F5 F5");
    }

    /** Waits (generously) for the layout to come back to {@code start}, then says what differs if it did not. */
    static void settlesBackTo(Layout start, String after) throws Exception {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (!onEdt(() -> layoutNow().equals(start)) && System.nanoTime() < deadline) Thread.sleep(20);
        assertEquals(start, layout(), "the layout after " + after);
    }

    /** {@link #layout()} already on the event thread. */
    static Layout layoutNow() {
        List<Integer> dividers = new ArrayList<>();
        for (JSplitPane s : all(panel().current(), JSplitPane.class)) dividers.add(s.getDividerLocation());
        return new Layout(panel().lessonListVisible(), dividers, panel().current().stage().getBounds(), window.getBounds());
    }

    static int[] reversed(int[] keys) {
        int[] r = new int[keys.length];
        for (int i = 0; i < keys.length; i++) r[i] = keys[keys.length - 1 - i];
        return r;
    }

    static String names(int[] keys) {
        StringBuilder sb = new StringBuilder();
        for (int k : keys) sb.append(KeyEvent.getKeyText(k)).append(' ');
        return sb.toString().trim();
    }

    // ---- 2. two zoom steps keep every control in reach ------------------------------------------

    @Test
    void twoZoomStepsKeepEveryToolbarControlAndTheLabelsBoxInTheWindow() throws Exception {
        String lessonId = LessonCatalog.all().stream().filter(l -> l.overlays().contains(Overlay.LABELS))
                .map(Lesson::id).findFirst().orElseThrow();
        for (boolean projector : new boolean[] {false, true}) {
            for (int[] size : new int[][] {{1280, 720}, {1366, 768}}) {
                onEdt(() -> {
                    panel().setLook(Look.DEFAULT.withProjector(projector));
                    window.setBounds(0, 0, size[0], size[1]);
                    window.validate();
                    return null;
                });
                show(lessonId);
                focusStage();
                double zoom = onEdt(() -> panel().look().zoom());
                key(KeyEvent.VK_CONTROL, KeyEvent.VK_EQUALS);
                key(KeyEvent.VK_CONTROL, KeyEvent.VK_EQUALS);
                waitFor("two zoom steps", () -> panel().look().zoom() > zoom * 1.3);
                settle();
                String where = size[0] + "x" + size[1] + (projector ? " projected" : "") + " zoom " + onEdt(() -> panel().look().zoom());
                Rectangle inside = onEdt(() -> SwingUtilities.convertRectangle(window.getContentPane().getParent(),
                        window.getContentPane().getBounds(), window));
                Toolbar toolbar = onEdt(() -> named(panel(), "toolbar", Toolbar.class));
                TimeBar timeBar = onEdt(() -> named(panel(), "time-bar", TimeBar.class));
                assertNotNull(toolbar);
                assertNotNull(timeBar);
                // The toolbar's controls and the time controls under the stage (with the clock).
                List<Component> controls = onEdt(() -> {
                    List<Component> all = new ArrayList<>(ControlsPanel.controlsIn(toolbar));
                    all.addAll(ControlsPanel.controlsIn(timeBar));
                    all.add(named(timeBar, "clock", JLabel.class));
                    return all.stream().filter(Component::isVisible).toList();
                });
                assertTrue(controls.size() >= (projector ? 14 : 15), "toolbar and time controls: " + controls.size());
                for (Component c : controls) {
                    Rectangle r = onEdt(() -> inWindow(c));
                    assertTrue(onEdt(c::isShowing), c.getName() + " showing at " + where);
                    assertTrue(inside.contains(r), c.getName() + " " + r + " inside " + inside + " at " + where);
                }
                javax.swing.JCheckBox labels = onEdt(() -> panel().current().controls().overlayBox(Overlay.LABELS));
                Rectangle box = onEdt(() -> inWindow(labels));
                assertTrue(onEdt(labels::isShowing), "Labels showing at " + where);
                assertTrue(inside.contains(box), "Labels " + box + " inside " + inside + " at " + where);
                // The controls under the stage scroll when they outgrow their room: scrolled to, the whole box shows.
                Rectangle seen = onEdt(() -> {
                    labels.scrollRectToVisible(new Rectangle(0, 0, labels.getWidth(), labels.getHeight()));
                    return labels.getVisibleRect();
                });
                assertEquals(labels.getWidth() * labels.getHeight(), seen.width * seen.height, "Labels wholly in view at " + where);
                assertTrue(inside.contains(onEdt(() -> inWindow(labels))), "Labels scrolled into view stays in the window at " + where);
                onEdt(() -> { panel().setLook(Look.DEFAULT); return null; });
            }
        }
    }

    // ---- 3. status messages speak plain words and belong to their lesson -------------------------

    @Test
    void aStatusMessageClearsWhenTheLessonChangesAndALinkIsNeverShownRaw() throws Exception {
        // An overlay key the lesson has no overlay for.
        Lesson<?> lacking = LessonCatalog.all().stream().filter(l -> !l.overlays().contains(Overlay.VECTORS)).findFirst().orElseThrow();
        show(lacking.id());
        focusStage();
        key(KeyEvent.VK_1 + Overlay.VECTORS.ordinal());
        waitFor("the overlay key is answered", () -> panel().statusText().contains("no vectors overlay"));
        key(KeyEvent.VK_PAGE_DOWN);
        waitFor("Page Down opens the next lesson", () -> panel().current().lesson() != lacking);
        settle();
        assertEquals("", panel().statusText().trim(), "the old lesson's message is gone");

        // A "try this" link of lesson 1.1, activated in its text as a click does.
        show("distance");
        onEdt(() -> {
            var editor = panel().current().text().editor();
            editor.fireHyperlinkUpdate(new HyperlinkEvent(editor, HyperlinkEvent.EventType.ACTIVATED, null, "try:play;length=40"));
            return null;
        });
        settle();
        String said = panel().statusText();
        assertEquals(40.0, onEdt(() -> panel().current().playback().params().get("length")), 1e-9, "the link ran");
        assertFalse(said.isBlank(), "the link says what it did");
        for (String raw : List.of("try", ";", "=", "length=40", "play;")) {
            assertFalse(said.contains(raw), "raw link text '" + raw + "' in the status: " + said);
        }
        assertTrue(said.contains("40"), said);
        onEdt(() -> { panel().nextLesson(); return null; });
        settle();
        assertEquals("", panel().statusText().trim(), "the link's outcome is gone on the next lesson");
    }

    // ---- 4. Ctrl+E every time, and the keyboard back on the stage -------------------------------

    /** The export popup's item whose text starts with {@code prefix}, once the popup shows. */
    static JMenuItem exportItem(String prefix) throws Exception {
        waitFor("Ctrl+E opens the export menu", () -> popup() != null && popup().isShowing());
        return onEdt(() -> {
            for (MenuElement e : popup().getSubElements()) {
                if (e instanceof JMenuItem i && i.getText().startsWith(prefix)) return i;
            }
            return null;
        });
    }

    static JPopupMenu popup() {
        for (MenuElement e : MenuSelectionManager.defaultManager().getSelectedPath()) if (e instanceof JPopupMenu m) return m;
        return null;
    }

    static JFileChooser showingChooser() {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog d && d.isShowing()) {
                List<JFileChooser> found = all(d.getContentPane(), JFileChooser.class);
                if (!found.isEmpty()) return found.get(0);
            }
        }
        return null;
    }

    static void click(Component c) throws Exception {
        Point p = onEdt(() -> {
            Point at = c.getLocationOnScreen();
            return new Point(at.x + c.getWidth() / 2, at.y + c.getHeight() / 2);
        });
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseMove(5, 1070);
    }

    /**
     * Ctrl+E, then "Stage as SVG…" from its menu; types "r" into the dialog's file name, then saves
     * to {@code file} (or cancels when null). Returns whether the dialog opened.
     */
    static void exportOnce(Path file) throws Exception {
        focusStage();
        key(KeyEvent.VK_CONTROL, KeyEvent.VK_E);
        JMenuItem svg = exportItem("Stage as SVG");
        assertNotNull(svg, "the menu has Stage as SVG");
        click(svg);
        waitFor("the save dialog opens", () -> showingChooser() != null);
        JFileChooser chooser = onEdt(WindowBehavioursTest::showingChooser);
        JTextField name = onEdt(() -> all(chooser, JTextField.class).stream().filter(Component::isShowing).findFirst().orElse(null));
        assertNotNull(name, "the dialog has a file name field");
        onEdt(() -> { name.requestFocus(); return null; });
        waitFor("the file name field has the keyboard", () -> focusOwner() == name);
        String typed = onEdt(name::getText);
        key(KeyEvent.VK_R);
        waitFor("the r goes into the file name", () -> !name.getText().equals(typed));
        onEdt(() -> {
            if (file == null) {
                chooser.cancelSelection();
            } else {
                chooser.setSelectedFile(file.toFile());
                chooser.approveSelection();
            }
            return null;
        });
        waitFor("the dialog closes", () -> showingChooser() == null);
    }

    @Test
    void ctrlEOpensTheSaveDialogEveryTimeAndTheKeyboardComesBackToTheStage(@TempDir Path dir) throws Exception {
        show("chain");
        onEdt(() -> { panel().current().advance(7); return null; });
        Path first = dir.resolve("first.svg");
        Path second = dir.resolve("second.svg");
        exportOnce(first);
        waitFor("the first export is saved", () -> Files.exists(first) && panel().statusText().startsWith("Saved"));
        waitFor("the keyboard is back on the stage", () -> focusOwner() instanceof StageView);
        assertEquals(7, tick(), "the r typed into the file name did not reset the run");
        exportOnce(second);
        waitFor("the second export is saved", () -> Files.exists(second));
        waitFor("the keyboard is back on the stage", () -> focusOwner() instanceof StageView);
        exportOnce(null);
        waitFor("the keyboard is back on the stage after Cancel", () -> focusOwner() instanceof StageView);
        assertEquals(7, tick(), "no r reached the stage");
        // And the stage answers the next key at once.
        key(KeyEvent.VK_RIGHT);
        waitFor("Right steps after the dialogs", () -> panel().current().playback().tick() == 8);
    }

    // ---- 5. the clock in the lesson's unit ----------------------------------------------------

    @Test
    void theToolbarClockCountsInTheLessonsUnit() throws Exception {
        JLabel clock = onEdt(() -> named(panel(), "clock", JLabel.class));
        assertNotNull(clock);
        int seconds = 0;
        int ticks = 0;
        for (Lesson<?> lesson : LessonCatalog.all()) {
            show(lesson.id());
            onEdt(() -> { panel().current().advance(90); panel().showClock(); return null; });
            String shown = onEdt(clock::getText);
            assertTrue(shown.contains("90"), lesson.id() + ": the clock shows tick 90: " + shown);
            boolean showsSeconds = shown.contains("1.500 s");
            // The charts' time axis speaks the same unit as the clock.
            String axis = onEdt(() -> panel().current().charts().views().isEmpty() ? null
                    : panel().current().charts().views().get(0).chart().getXAxisTitle());
            if (LessonTime.countsInTicks(lesson)) {
                ticks++;
                assertFalse(showsSeconds || shown.contains(" s"), lesson.id() + " counts ticks, the clock shows " + shown);
                if (axis != null && axis.contains("time")) assertTrue(axis.contains("tick"), lesson.id() + " axis " + axis);
            } else {
                seconds++;
                assertTrue(showsSeconds, lesson.id() + " counts seconds, the clock shows " + shown);
                if (axis != null && axis.contains("time")) assertTrue(axis.contains("(s)"), lesson.id() + " axis " + axis);
            }
            // Parts 2 to 4 count ticks (their texts give px/tick), the pet apart; Part 1 counts seconds.
            if (lesson.part() == Part.SKELETONS || lesson.id().equals("pet")) {
                assertTrue(showsSeconds, lesson.id() + " " + shown);
            } else if (lesson.part() != Part.GALLERY) {
                assertFalse(showsSeconds, lesson.id() + " " + shown);
            }
        }
        assertTrue(seconds > 0 && ticks > 0, "both units seen: " + seconds + " in seconds, " + ticks + " in ticks");
    }

    // ---- the focus ring goes round all four sides ----------------------------------------------

    /** The share of each edge's pixels (top, right, bottom, left) that are within 40 of {@code rgb}. */
    static double[] edgeShares(java.awt.image.BufferedImage img, int rgb) {
        int w = img.getWidth(), h = img.getHeight();
        int[] hits = new int[4];
        for (int x = 0; x < w; x++) {
            if (near(img.getRGB(x, 0), rgb)) hits[0]++;
            if (near(img.getRGB(x, h - 1), rgb)) hits[2]++;
        }
        for (int y = 0; y < h; y++) {
            if (near(img.getRGB(w - 1, y), rgb)) hits[1]++;
            if (near(img.getRGB(0, y), rgb)) hits[3]++;
        }
        return new double[] {hits[0] / (double) w, hits[1] / (double) h, hits[2] / (double) w, hits[3] / (double) h};
    }

    static boolean near(int p, int rgb) {
        return Math.abs(((p >> 16) & 255) - ((rgb >> 16) & 255)) + Math.abs(((p >> 8) & 255) - ((rgb >> 8) & 255))
                + Math.abs((p & 255) - (rgb & 255)) <= 40;
    }

    @Test
    void theStagesFocusRingIsDrawnOnAllFourSides() throws Exception {
        show("chain");
        focusStage();
        settle();
        int ring = onEdt(() -> {
            java.awt.Color c = javax.swing.UIManager.getColor("Component.focusColor");
            return (c != null ? c : panel().current().stage().palette().accent()).getRGB();
        });
        Rectangle r = onEdt(() -> {
            StageView st = panel().current().stage();
            Point p = st.getLocationOnScreen();
            return new Rectangle(p.x, p.y, st.getWidth(), st.getHeight());
        });
        String[] sides = {"top", "right", "bottom", "left"};
        double[] focused = edgesWhen(r, ring, shares -> Arrays.stream(shares).allMatch(v -> v > 0.9));
        for (int i = 0; i < 4; i++) assertTrue(focused[i] > 0.9, "ring on the " + sides[i] + " edge: " + focused[i]);
        // Without the keyboard, no ring (so the check above sees the ring, not the stage's own edge).
        onEdt(() -> { panel().lessonList().requestFocus(); return null; });
        waitFor("the list takes the keyboard", () -> focusOwner() == panel().lessonList());
        double[] unfocused = edgesWhen(r, ring, shares -> Arrays.stream(shares).allMatch(v -> v < 0.5));
        for (int i = 0; i < 4; i++) assertTrue(unfocused[i] < 0.5, "no ring on the " + sides[i] + " edge: " + unfocused[i]);
    }

    /** Captures the screen area until the edge shares pass {@code done} (the repaint may lag), 5 s at most; the last shares. */
    static double[] edgesWhen(Rectangle area, int rgb, java.util.function.Predicate<double[]> done) throws Exception {
        long deadline = System.nanoTime() + 5_000_000_000L;
        double[] shares;
        do {
            settle();
            shares = edgeShares(robot.createScreenCapture(area), rgb);
        } while (!done.test(shares) && System.nanoTime() < deadline);
        return shares;
    }

    // ---- bold and italic in a lesson text render ------------------------------------------------

    /** The font the text pane draws the character at {@code pos} in: its leaf view's, as laid out on screen. */
    static java.awt.Font fontAt(javax.swing.JEditorPane pane, int pos) {
        javax.swing.text.View v = pane.getUI().getRootView(pane);
        while (v.getViewCount() > 0) {
            int i = v.getViewIndex(pos, javax.swing.text.Position.Bias.Forward);
            if (i < 0) break;
            v = v.getView(i);
        }
        return v instanceof javax.swing.text.GlyphView glyphs ? glyphs.getFont()
                : ((javax.swing.text.html.HTMLDocument) pane.getDocument()).getStyleSheet().getFont(v.getAttributes());
    }

    @Test
    void boldAndItalicInTheLessonTextRenderAsBoldAndItalic() throws Exception {
        show("chain");
        waitFor("the lesson text is shown", () -> {
            var d = panel().current().text().editor().getDocument();
            return d.getText(0, d.getLength()).contains("Predict first.");
        });
        settle();
        var editor = onEdt(() -> panel().current().text().editor());
        String text = onEdt(() -> editor.getDocument().getText(0, editor.getDocument().getLength()));
        assertFalse(text.contains("**") || text.contains("*new*"), "Markdown marks shown raw");
        int bold = text.indexOf("Predict first.");
        int italic = text.indexOf("the new joint 1") + "the ".length();
        int plain = text.indexOf("Twenty-six joints");
        assertTrue(bold >= 0 && italic > 4 && plain > bold, text);
        java.awt.Font boldFont = onEdt(() -> fontAt(editor, bold + 2));
        java.awt.Font italicFont = onEdt(() -> fontAt(editor, italic + 1));
        java.awt.Font plainFont = onEdt(() -> fontAt(editor, plain + 2));
        assertTrue(boldFont.isBold(), "bold: " + boldFont);
        assertTrue(italicFont.isItalic(), "italic: " + italicFont);
        assertFalse(plainFont.isBold() || plainFont.isItalic(), "plain: " + plainFont);
    }

    // ---- 6. reduced motion, help, reload --------------------------------------------------------

    @Test
    void inReducedMotionPlayIsGreyedOutAndSpaceHoldsStill() throws Exception {
        show("chain");
        focusStage();
        key(KeyEvent.VK_CONTROL, KeyEvent.VK_M);
        waitFor("Ctrl+M turns reduced motion on", () -> panel().reducedMotion());
        JButton play = onEdt(() -> named(panel(), "play", JButton.class));
        assertFalse(onEdt(play::isEnabled), "Play is greyed out in reduced motion");
        focusStage();
        key(KeyEvent.VK_SPACE);
        Thread.sleep(300);
        settle();
        assertFalse(onEdt(() -> panel().isPlaying()));
        assertEquals(0, tick(), "Space does not play");
        key(KeyEvent.VK_RIGHT);
        waitFor("Right steps", () -> panel().current().playback().tick() == 1);
        key(KeyEvent.VK_CONTROL, KeyEvent.VK_M);
        waitFor("Ctrl+M turns it off", () -> !panel().reducedMotion());
        assertTrue(onEdt(play::isEnabled), "Play is back");
    }

    @Test
    void helpHasACloseButtonAndFitsA1280x720Window() throws Exception {
        onEdt(() -> { window.setBounds(0, 0, 1280, 720); window.validate(); return null; });
        show("chain");
        focusStage();
        key(KeyEvent.VK_F1);
        waitFor("F1 opens the help", () -> help() != null);
        Window help = onEdt(WindowBehavioursTest::help);
        settle();
        Rectangle frame = onEdt(window::getBounds);
        Rectangle dialog = onEdt(help::getBounds);
        assertTrue(frame.contains(dialog), "help " + dialog + " inside the window " + frame);
        JButton close = onEdt(() -> named((Container) help, "help-close", JButton.class));
        assertNotNull(close, "the help has a Close button");
        Rectangle closeBox = onEdt(() -> SwingUtilities.convertRectangle(close.getParent(), close.getBounds(), help));
        assertTrue(onEdt(close::isShowing));
        assertTrue(new Rectangle(0, 0, dialog.width, dialog.height).contains(closeBox), "Close " + closeBox + " inside " + dialog);
        // The last row can be read: the whole table shows, or it scrolls.
        JScrollPane scroll = onEdt(() -> all((Container) help, JScrollPane.class).get(0));
        boolean reachable = onEdt(() -> scroll.getViewport().getView().getPreferredSize().height <= scroll.getViewport().getExtentSize().height
                || scroll.getVerticalScrollBar().isShowing());
        assertTrue(reachable, "the help's last row is out of reach");
        click(close);
        waitFor("Close closes the help", () -> !help.isShowing());
        waitFor("the keyboard is back on the stage", () -> focusOwner() instanceof StageView);
    }

    static Window help() {
        return Arrays.stream(Window.getWindows()).filter(w -> w.isShowing() && "help-dialog".equals(w.getName())).findFirst().orElse(null);
    }

    @Test
    void ctrlRShowsTheNewTitleInTheLessonList(@TempDir Path dir) throws Exception {
        Lesson<?> chain = LessonCatalog.byId("chain").orElseThrow();
        Lesson<?> distance = LessonCatalog.byId("distance").orElseThrow();
        for (Lesson<?> l : List.of(chain, distance)) {
            Files.writeString(dir.resolve(l.id() + ".md"), frontMatter(l, "Old title of " + l.id()));
        }
        LessonText.setFolder(dir);
        show("chain");
        show("distance");
        assertTrue(listText(distance).contains("Old title of distance"), listText(distance));
        assertTrue(listText(chain).contains("Old title of chain"), listText(chain));
        for (Lesson<?> l : List.of(chain, distance)) {
            Files.writeString(dir.resolve(l.id() + ".md"), frontMatter(l, "New title of " + l.id()));
        }
        focusStage();
        key(KeyEvent.VK_CONTROL, KeyEvent.VK_R);
        waitFor("Ctrl+R reloads", () -> panel().statusText().contains("reloaded"));
        assertTrue(listText(distance).contains("New title of distance"), "the lesson shown: " + listText(distance));
        assertTrue(listText(chain).contains("New title of chain"), "a lesson seen before: " + listText(chain));
        assertTrue(onEdt(() -> panel().current().shownTitle()).equals("New title of distance"));
    }

    static String frontMatter(Lesson<?> l, String title) {
        return "---\nid: " + l.id() + "\ntitle: " + title + "\npart: " + l.part().number() + "\norder: "
                + LessonCatalog.number(l).substring(LessonCatalog.number(l).indexOf('.') + 1) + "\n---\n# " + title + "\n";
    }

    /** The text the lesson list draws for {@code lesson}, through its renderer. */
    static String listText(Lesson<?> lesson) throws Exception {
        return onEdt(() -> {
            LessonList list = panel().lessonList();
            int i = LessonCatalog.all().indexOf(lesson);
            Component cell = list.getCellRenderer().getListCellRendererComponent(list, lesson, i, false, false);
            return ((JLabel) cell).getText();
        });
    }
}
