package org.creatureexplorer.cli;

import java.util.ArrayList;
import java.util.List;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.Part;
import org.creatureexplorer.lessons.workshop.WorkshopLessons;
import org.creatureexplorer.model.ParamValues;
import org.creatureexplorer.world.workshop.CreatureLibrary;
import org.creatureexplorer.world.workshop.WorkshopDesigns;
import org.creatureexplorer.world.workshop.doc.CreatureDoc;
import org.creatureexplorer.world.workshop.doc.CreatureFileError;

/**
 * {@code render --creature=FILE}: a creature file shown in the workshop's lessons (6.1 unless
 * the command names 6.2), as the window shows it after File > Open. The file becomes the
 * lessons' design, set like any parameter, so pictures, clips and worksheets all take it.
 */
final class RenderCreature {
    private RenderCreature() {}

    /** The creature file named by {@code --creature}, or null; a file that cannot be used is a usage error (FILE:LINE: reason). */
    static CreatureDoc read(Options o) {
        String file = o.named.get("creature");
        if (file == null) return null;
        try {
            return CreatureLibrary.open(file);
        } catch (CreatureFileError e) {
            throw new UsageError(e.getMessage());
        }
    }

    /** The lessons to render: the workshop when none is named; only Part 6 lessons take a creature. */
    static List<Lesson<?>> lessons(List<Lesson<?>> named, List<String> words) {
        List<Lesson<?>> lessons = words.isEmpty() ? List.of(LessonCatalog.byId("workshop").orElseThrow()) : named;
        for (Lesson<?> l : lessons) {
            if (l.part() != Part.WORKSHOP) throw new UsageError("--creature: lesson " + l.id() + " is not a workshop lesson (6.1 workshop, 6.2 challenges)");
        }
        return lessons;
    }

    /** {@code sets} with the creature as {@code lesson}'s design (numbered for the start those settings choose). */
    static List<String[]> sets(Lesson<?> lesson, CreatureDoc doc, List<String[]> sets) {
        if (doc == null) return sets;
        ParamValues v = lesson.defaultParams();
        for (String[] kv : sets) if (v.has(kv[0]) && !kv[0].equals(WorkshopLessons.DESIGN)) v.parseAndSet(kv[0], kv[1]);
        List<String[]> out = new ArrayList<>(sets);
        out.add(new String[] {WorkshopLessons.DESIGN, Integer.toString(WorkshopDesigns.add(doc, WorkshopLessons.start(v)))});
        return out;
    }
}
