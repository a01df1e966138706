package org.creatureexplorer.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.creatureexplorer.catalog.LessonCatalog;
import org.creatureexplorer.i18n.PoFile;
import org.creatureexplorer.i18n.SourceStrings;
import org.creatureexplorer.i18n.Tr;
import org.creatureexplorer.lesson.Lesson;
import org.creatureexplorer.lesson.LessonText;

/**
 * {@code translations}: per language, what a translator still has to do. The strings the app
 * needs are the {@code Tr.t}/{@code Tr.f} literals of the sources and the names the lessons
 * declare; each needs a msgstr in one of the language's PO files that is not fuzzy and keeps the
 * English format specifiers; each lesson needs its text and teacher notes in
 * {@code lessons/<lang>/}. An entry whose English the app no longer holds anywhere is stale (it
 * does no harm, and is listed so it can be deleted).
 */
final class TranslationsCommand {
    static final String HELP = """
            usage: translations [--check] [--lang=CODE] [--sources=DIR]
            Lists, for every language with PO files under src/main/resources/i18n/<lang>/ (or the one
            --lang names), one line of counts, then one tab-separated line per thing to do:
              LANG  missing        WHERE       ENGLISH   used by the code or a lesson, no msgstr
              LANG  fuzzy          FILE:LINE   ENGLISH   marked fuzzy: shown in English until confirmed
              LANG  format         FILE:LINE   ENGLISH   the msgstr's format specifiers differ (%s, %.1f ...)
              LANG  lesson-text    lessons/LANG/ID.md            the lesson is shown in English
              LANG  teacher-notes  lessons/LANG/teacher/ID.md    the notes are shown in English
              LANG  stale          FILE:LINE   ENGLISH   the app no longer uses this string
            (a newline in ENGLISH is written \\n). The strings used by the code are read from the
            sources, src/main/java (--sources=DIR for another folder): run it in the project folder.
            --check: exit 1 when anything but a stale entry is listed (a stale entry is harmless).
            """;

    private TranslationsCommand() {}

    /** One language's report: each list holds "WHERE\tENGLISH" (or a path) lines, in file order. */
    record Report(Tr.Language language, int used, int translated, List<String> missing, List<String> fuzzy,
                  List<String> format, List<String> lessonTexts, List<String> teacherNotes, List<String> stale) {
        /** What makes {@code --check} fail: everything but stale entries. */
        int todo() {
            return missing.size() + fuzzy.size() + format.size() + lessonTexts.size() + teacherNotes.size();
        }
    }

    static int run(List<String> args, PrintStream out) {
        boolean check = args.contains("--check");
        Options o = Options.parse(args.stream().filter(a -> !a.equals("--check")).toList());
        if (o.help) {
            out.print(HELP);
            return 0;
        }
        o.allowOnly("translations", List.of("lang", "sources"));
        if (!o.words.isEmpty()) throw new UsageError("translations takes no lesson or file names, only options: " + o.words);
        List<Tr.Language> languages = languages(o.named.get("lang"));
        Path sources = Path.of(o.named.getOrDefault("sources", "src/main/java"));
        if (!Files.isDirectory(sources)) {
            throw new UsageError("--sources=" + sources + ": no such folder; translations reads the Java sources, so run it in the"
                    + " project folder or give --sources=DIR");
        }
        Map<String, String> used = used(sources);
        Set<String> known = known(sources, used);
        int todo = 0;
        for (Tr.Language l : languages) {
            Report r;
            try {
                r = report(l, Tr.poFiles(l), used, known);
            } catch (PoFile.FormatException e) {
                throw new CommandFailed(e.getMessage());
            }
            print(r, out);
            todo += r.todo();
        }
        if (check && todo > 0) {
            throw new CommandFailed("translations --check: " + todo + " thing" + (todo == 1 ? "" : "s") + " to translate (listed above)");
        }
        return 0;
    }

    private static List<Tr.Language> languages(String code) {
        if (code == null) {
            List<Tr.Language> all = new ArrayList<>(List.of(Tr.Language.values()));
            all.remove(Tr.Language.EN);
            return all;
        }
        Tr.Language l;
        try {
            l = Tr.Language.parse(code);
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
        if (l == Tr.Language.EN) throw new UsageError("--lang=en: English is the source language (the msgids); nothing to translate");
        return List.of(l);
    }

    /** Each string the app needs translated, with where it is first used: "code" or "lesson ID". */
    private static Map<String, String> used(Path sources) {
        Map<String, String> used = new LinkedHashMap<>();
        try {
            for (String s : SourceStrings.translated(sources)) used.putIfAbsent(s, "code");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the sources under " + sources, e);
        }
        for (Lesson<?> lesson : LessonCatalog.all()) {
            for (String s : LessonStrings.declared(lesson)) {
                if (s != null && !s.isBlank()) used.putIfAbsent(s, "lesson " + lesson.id());
            }
        }
        return used;
    }

    /** Every string the app holds (used or a constant of the sources): an entry outside it is stale. */
    private static Set<String> known(Path sources, Map<String, String> used) {
        try {
            Set<String> known = new TreeSet<>(SourceStrings.constants(sources));
            known.addAll(used.keySet());
            return known;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the sources under " + sources, e);
        }
    }

    /** What {@code files}, the PO files of {@code l}, lack for the strings {@code used}; {@code known} tells stale entries. */
    static Report report(Tr.Language l, List<PoFile> files, Map<String, String> used, Set<String> known) {
        Map<String, String> translated = new LinkedHashMap<>();
        List<String> fuzzy = new ArrayList<>();
        List<String> format = new ArrayList<>();
        List<String> stale = new ArrayList<>();
        Map<String, String> empty = new LinkedHashMap<>();
        Set<String> listed = new TreeSet<>(); // fuzzy or with other specifiers: not listed again as missing
        for (PoFile po : files) {
            String file = po.name().substring(po.name().lastIndexOf('/') + 1);
            for (PoFile.Entry e : po.entries()) {
                String where = file + ":" + e.line() + "\t" + oneLine(e.msgid());
                if (e.fuzzy()) {
                    fuzzy.add(where);
                    listed.add(e.msgid());
                } else if (e.msgstr().isEmpty()) {
                    empty.putIfAbsent(e.msgid(), file + ":" + e.line());
                } else if (!SourceStrings.specifiers(e.msgid()).equals(SourceStrings.specifiers(e.msgstr()))) {
                    format.add(where);
                    listed.add(e.msgid());
                } else {
                    translated.put(e.msgid(), e.msgstr());
                }
                if (!known.contains(e.msgid())) stale.add(where);
            }
        }
        List<String> missing = new ArrayList<>();
        int done = 0;
        for (Map.Entry<String, String> u : used.entrySet()) {
            if (translated.containsKey(u.getKey())) done++;
            else if (!listed.contains(u.getKey())) missing.add(empty.getOrDefault(u.getKey(), u.getValue()) + "\t" + oneLine(u.getKey()));
        }
        List<String> texts = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Tr.Language before = Tr.language();
        Tr.setLanguage(l);
        try {
            for (Lesson<?> lesson : LessonCatalog.all()) {
                if (LessonText.load(lesson.id()).notice() != null) texts.add("lessons/" + l.code + "/" + lesson.id() + ".md");
                if (LessonText.loadNotes(lesson.id()).notice() != null) notes.add("lessons/" + l.code + "/teacher/" + lesson.id() + ".md");
            }
        } finally {
            Tr.setLanguage(before);
        }
        return new Report(l, used.size(), done, missing, fuzzy, format, texts, notes, stale);
    }

    private static void print(Report r, PrintStream out) {
        String lang = r.language().code;
        out.println(lang + " (" + r.language().nativeName() + "): " + r.translated() + " of " + r.used() + " strings translated; "
                + r.missing().size() + " missing, " + r.fuzzy().size() + " fuzzy, " + r.format().size() + " with other format specifiers, "
                + r.stale().size() + " stale; " + r.lessonTexts().size() + " lesson texts and " + r.teacherNotes().size()
                + " teacher notes missing");
        for (String s : r.missing()) out.println(lang + "\tmissing\t" + s);
        for (String s : r.fuzzy()) out.println(lang + "\tfuzzy\t" + s);
        for (String s : r.format()) out.println(lang + "\tformat\t" + s);
        for (String s : r.lessonTexts()) out.println(lang + "\tlesson-text\t" + s);
        for (String s : r.teacherNotes()) out.println(lang + "\tteacher-notes\t" + s);
        for (String s : r.stale()) out.println(lang + "\tstale\t" + s);
    }

    private static String oneLine(String s) {
        return s.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t");
    }
}
