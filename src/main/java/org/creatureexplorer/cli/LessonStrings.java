package org.creatureexplorer.cli;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.lesson.ChartSpec;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonAction;
import org.creatureexplorer.lesson.Overlay;
import org.creatureexplorer.model.ParamSpec;
import org.creatureexplorer.model.SeriesSpec;

/**
 * The English names a lesson declares and the window shows translated (parameters and their
 * units and choices, overlays, buttons and their tooltips, chart titles, axes, guides, states
 * and hints, the series its charts plot, the pointer hint and the screen-reader description):
 * strings that need a catalogue entry although no {@code Tr.t} call names them.
 */
final class LessonStrings {
    private LessonStrings() {}

    /** In the order the lesson declares them; a name the lesson leaves out (no tooltip, no axis title) is null. */
    static List<String> declared(Lesson<?> l) {
        List<String> out = new ArrayList<>();
        for (ParamSpec p : l.params()) {
            out.add(p.label());
            if (p.kind() != ParamSpec.Kind.BOOLEAN && p.kind() != ParamSpec.Kind.CHOICE) out.add(p.unit());
            if (p.choices() != null) out.addAll(p.choices());
        }
        for (Overlay o : l.overlays()) out.add(o.label());
        for (LessonAction a : l.actions()) {
            out.add(a.label());
            out.add(a.tooltip());
        }
        List<String> columns = new ArrayList<>();
        for (ChartSpec c : l.charts()) {
            out.add(c.title());
            out.add(c.yAxisTitle());
            out.add(c.xAxisTitle());
            out.add(c.emptyHint());
            for (ChartSpec.Guide g : c.guides()) out.add(g.label());
            out.addAll(c.categories());
            columns.addAll(c.columns());
        }
        for (SeriesSpec s : l.createWorld(l.defaultParams()).series()) if (columns.contains(s.column())) out.add(s.label());
        out.add(l.pointerHint());
        out.add(l.description());
        return out;
    }
}
