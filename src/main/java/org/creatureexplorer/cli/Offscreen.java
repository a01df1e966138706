package org.creatureexplorer.cli;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.ui.ExplorerPanel;
import org.creatureexplorer.ui.ExplorerWindow;
import org.creatureexplorer.ui.Look;

/** Builds the window's panel without a window, for render and bench. */
final class Offscreen {
    private Offscreen() {}

    private static boolean lookInstalled;

    /** Runs on the event thread and returns the result; Swing objects are only touched there. */
    static <T> T onEdt(Supplier<T> work) {
        if (SwingUtilities.isEventDispatchThread()) return work.get();
        AtomicReference<T> result = new AtomicReference<>();
        try {
            SwingUtilities.invokeAndWait(() -> result.set(work.get()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        }
        return result.get();
    }

    static ExplorerPanel panelFor(Lesson<?> lesson, int width, int height) {
        return panelFor(lesson, width, height, Look.DEFAULT);
    }

    /** {@code --camera=follow|field}: every lesson's stage follows its creature, or shows its field; null: each lesson's own choice. */
    static Boolean camera;

    static ExplorerPanel panelFor(Lesson<?> lesson, int width, int height, Look look) {
        if (!lookInstalled) {
            ExplorerWindow.installLookAndFeel();
            lookInstalled = true;
        }
        ExplorerWindow.fitLookAndFeelFont(); // render --lang=ja after an English run in the same JVM

        ExplorerPanel panel = ExplorerPanel.forCatalog();
        panel.setLook(look);
        panel.setCameraChoice(camera);
        panel.showLesson(lesson);
        panel.layoutOffscreen(width, height);
        // The text is parsed on its own thread; a picture must show it, so wait for it here.
        panel.current().text().finishRendering();
        panel.layoutOffscreen(width, height);
        return panel;
    }

    static BufferedImage paint(JComponent c) {
        BufferedImage img = new BufferedImage(Math.max(1, c.getWidth()), Math.max(1, c.getHeight()), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            c.printAll(g);
        } finally {
            g.dispose();
        }
        return img;
    }
}
