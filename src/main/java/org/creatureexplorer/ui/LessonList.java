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

    /** Titles as last read from the texts (Ctrl+R), by lesson id; the catalogue's title otherwise. */
    private final java.util.Map<String, String> shownTitles = new java.util.HashMap<>();

    public LessonList(List<Lesson<?>> lessons) {
        super(lessons.toArray(new Lesson<?>[0]));
        setName("lessons");
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setCellRenderer(new Renderer(lessons, this::titleOf));
        getAccessibleContext().setAccessibleName(org.creatureexplorer.i18n.Tr.t("Lessons"));
        // Page Up/Down, Left/Right and Space belong to the window (lessons, steps, play); the list gives them up.
        Keys.release(this, Keys.WINDOW_KEYS);
    }

    /** Shows {@code title} for {@code lesson} from now on (a text reloaded with a new title). */
    public void setShownTitle(Lesson<?> lesson, String title) {
        if (title == null || title.equals(shownTitles.get(lesson.id()))) return;
        shownTitles.put(lesson.id(), title);
        repaint();
    }

    /**
     * Ctrl+R: every title shown from a text is read again from its file, so a lesson seen before
     * the teacher's edit shows the new title too, not only the lesson open now.
     */
    void rereadShownTitles() {
        shownTitles.replaceAll((id, old) -> org.creatureexplorer.lesson.LessonText.load(id)
                .title(LessonCatalog.byId(id).map(Lesson::title).orElse(old)));
        repaint();
    }

    String titleOf(Lesson<?> lesson) {
        String shown = shownTitles.get(lesson.id());
        return shown != null ? shown : org.creatureexplorer.lesson.LessonText.title(lesson.id(), lesson.title());
    }

    private static final class Renderer implements ListCellRenderer<Lesson<?>> {
        private final List<Lesson<?>> lessons;
        private final java.util.function.Function<Lesson<?>, String> titles;
        private final DefaultListCellRenderer cell = new DefaultListCellRenderer();

        Renderer(List<Lesson<?>> lessons, java.util.function.Function<Lesson<?>, String> titles) {
            this.lessons = lessons;
            this.titles = titles;
        }

        @Override public Component getListCellRendererComponent(JList<? extends Lesson<?>> list, Lesson<?> lesson,
                                                                int index, boolean selected, boolean focused) {
            JLabel label = (JLabel) cell.getListCellRendererComponent(list,
                    LessonCatalog.number(lesson) + "  " + titles.apply(lesson), index, selected, focused);
            label.setBorder(BorderFactory.createEmptyBorder(4, 14, 4, 8));
            boolean firstOfPart = index == 0 || lessons.get(index - 1).part() != lesson.part();
            if (firstOfPart) {
                // One label per row keeps JList's height and painting simple: the part heading rides on top.
                label.setText("<html><div style='color:#6b6b6b; font-weight:bold; margin-top:" + (index == 0 ? 2 : 10)
                        + "px; margin-bottom:4px'>" + org.creatureexplorer.i18n.Tr.f("Part %d \u00b7 %s", lesson.part().number(), org.creatureexplorer.i18n.Tr.t(lesson.part().title())) + "</div>" + LessonCatalog.number(lesson)
                        + "&nbsp;&nbsp;" + escape(titles.apply(lesson)) + "</html>");
            }
            return label;
        }

        private static String escape(String s) { return s.replace("&", "&amp;").replace("<", "&lt;"); }
    }
}
