package org.creatureexplorer.ui;

import java.awt.Color;
import java.awt.Dimension;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JScrollPane;
import org.creatureexplorer.lesson.Lesson;

/**
 * The lesson list at the window's left, in its scroll pane, and when it shows. F9 shows and
 * folds it (remembered). Without a remembered choice it starts shown only when the window is at
 * least {@link #FROM_WIDTH} wide (decided once, when the window first has a width). Projection
 * folds it; leaving projection puts back what projection folded (a list the teacher showed
 * meanwhile stays).
 */
final class LessonListDrawer {
    /** From this width on, the lesson list shows at the first start: below it the stage needs the room. */
    static final int FROM_WIDTH = 1600;

    private final LessonList list;
    private final JScrollPane scroll;
    private final PreferenceBinder prefs;
    /** Whether the list's showing is settled: remembered, chosen with F9, or decided by the first width. */
    private boolean decided;
    /** Whether the lesson list showed when projection began: leaving projection puts it back. */
    private boolean shownBeforeProjector;

    /** Picking a lesson in the list shows it in {@code panel}. */
    LessonListDrawer(ExplorerPanel panel, List<Lesson<?>> lessons, PreferenceBinder prefs) {
        this.prefs = prefs;
        list = new LessonList(lessons);
        list.addListSelectionListener(e -> {
            LessonView current = panel.current();
            if (!e.getValueIsAdjusting() && list.getSelectedValue() != null && (current == null || list.getSelectedValue() != current.lesson())) {
                panel.showLesson(list.getSelectedValue());
            }
        });
        scroll = new JScrollPane(list);
        Keys.release(scroll, Keys.WINDOW_KEYS);
        scroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        // As wide as the longest title (within reason), so no lesson name is cut off.
        scroll.setPreferredSize(new Dimension(Math.max(220, Math.min(380, list.getPreferredSize().width + 24)), 400));
        scroll.setBorder(BorderFactory.createMatteBorder(0, 0, 0, 1, Color.LIGHT_GRAY));
    }

    LessonList list() { return list; }

    /** The list in its scroll pane: what the window shows and folds. */
    JScrollPane scroll() { return scroll; }

    boolean visible() { return scroll.isVisible(); }

    /** At start: the remembered choice, if there is one, settles it. */
    void startRemembered() {
        Boolean choice = prefs.lessonListChoice();
        if (choice != null) {
            scroll.setVisible(choice);
            decided = true;
        }
    }

    /** The first time the panel has a width: a list nobody chose shows only in a wide window (not in projection). */
    boolean decide(int width, boolean inProjector) {
        if (decided || width <= 0) return false;
        decided = true;
        boolean show = width >= FROM_WIDTH;
        if (inProjector) shownBeforeProjector = show; else scroll.setVisible(show);
        return true;
    }

    /** F9: shows or folds the list, remembered. */
    void toggle() {
        decided = true;
        scroll.setVisible(!scroll.isVisible());
        prefs.saveLessonListShown(scroll.isVisible());
    }

    /** A look was applied: entering projection folds the list, leaving it puts back what projection folded. */
    void lookChanged(boolean wasProjector, boolean projector) {
        if (projector && !wasProjector) {
            // The projector gets the room: the list folds away (F9 brings it back). A zoom step or
            // a theme in projection is no new entry, so a list the teacher showed stays.
            shownBeforeProjector = scroll.isVisible();
            scroll.setVisible(false);
        } else if (!projector && wasProjector && shownBeforeProjector && !scroll.isVisible()) {
            // Leaving projection puts back what projection took away, however F9 was pressed meanwhile.
            scroll.setVisible(true);
            prefs.saveLessonListShown(true);
        }
    }

    /** Preferences reset: shown as at a first start in a window this wide. */
    void reset(int width, boolean inProjector) { scroll.setVisible(!inProjector && width >= FROM_WIDTH); }
}
