package org.creatureexplorer.ui;

import java.awt.Component;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.ListCellRenderer;
import javax.swing.ListSelectionModel;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.catalog.LessonCatalog;

/** The numbered lesson list, with a heading above the first lesson of each part. */
public final class LessonList extends JList<Lesson<?>> {

    public LessonList(List<Lesson<?>> lessons) {
        super(lessons.toArray(new Lesson<?>[0]));
        setName("lessons");
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setCellRenderer(new Renderer(lessons));
        getAccessibleContext().setAccessibleName("Lessons");
        // Page Up/Down, Left/Right and Space belong to the window (lessons, steps, play); the list gives them up.
        Keys.release(this, Keys.WINDOW_KEYS);
    }

    private static final class Renderer implements ListCellRenderer<Lesson<?>> {
        private final List<Lesson<?>> lessons;
        private final DefaultListCellRenderer cell = new DefaultListCellRenderer();

        Renderer(List<Lesson<?>> lessons) { this.lessons = lessons; }

        @Override public Component getListCellRendererComponent(JList<? extends Lesson<?>> list, Lesson<?> lesson,
                                                                int index, boolean selected, boolean focused) {
            JLabel label = (JLabel) cell.getListCellRendererComponent(list,
                    LessonCatalog.number(lesson) + "  " + lesson.title(), index, selected, focused);
            label.setBorder(BorderFactory.createEmptyBorder(4, 14, 4, 8));
            boolean firstOfPart = index == 0 || lessons.get(index - 1).part() != lesson.part();
            if (firstOfPart) {
                // One label per row keeps JList's height and painting simple: the part heading rides on top.
                label.setText("<html><div style='color:#6b6b6b; font-weight:bold; margin-top:" + (index == 0 ? 2 : 10)
                        + "px; margin-bottom:4px'>" + lesson.part() + "</div>" + LessonCatalog.number(lesson)
                        + "&nbsp;&nbsp;" + lesson.title() + "</html>");
            }
            return label;
        }
    }
}
